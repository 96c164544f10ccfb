// ESLint rule resizeguard/layer-order: a file under src/ imports only from its own layer or a
// lower one. LAYERS lists them bottom first; names on one line are siblings, which may not
// import each other. `npm test` runs eslint, so a wrong-way import fails it.
import path from 'node:path';

export const LAYERS = [
  ['core'],
  ['load'],
  ['resource'],
  ['schema'],
  ['model'],
  ['engine'],
  ['config'],
  ['policy'],
  ['pipeline'],
  ['diff'],
  ['io'],
  ['sources'],
  ['report'],
  ['run'],
  ['cli', 'action'],
  ['index.ts'],
];

const RANK = new Map(LAYERS.flatMap((names, rank) => names.map((name) => [name, rank])));

/** The layer of an absolute path under `src`: its first folder, or the file name of a root file. */
function layerOf(file, src) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep)[0];
}

export const layerOrder = {
  meta: {
    type: 'problem',
    docs: { description: 'imports go down the layer order of src/ (scripts/eslint-layer-order.mjs)' },
    messages: {
      upward: "src/{{from}} is below src/{{to}} in the layer order ({{order}}): it may not import '{{source}}'",
      sibling: "src/{{from}} and src/{{to}} are siblings in the layer order: '{{source}}' may not be imported here",
      unknown: 'src/{{layer}} has no place in the layer order: add it to LAYERS in scripts/eslint-layer-order.mjs',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const src = path.join(context.cwd, 'src');
    const from = layerOf(file, src);
    if (from === undefined) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source), src);
      if (to === undefined || to === from) return;
      for (const layer of [from, to]) if (!RANK.has(layer)) return context.report({ node, messageId: 'unknown', data: { layer } });
      const a = RANK.get(from);
      const b = RANK.get(to);
      if (a > b) return;
      const order = LAYERS.map((names) => names.join('|')).join(' < ');
      context.report({ node, messageId: a === b ? 'sibling' : 'upward', data: { from, to, source, order } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
