/**
 * The hostile corpus: one valid cluster (test/fixtures/bad-input/cluster.yaml, whose resize
 * preempts) beside files built to break a manifest reader. Written into a folder by
 * `writeHostileCorpus`; `test/cli/hostile-corpus.test.ts` checks what the run reports on it, and
 * `npm run bench -- hostile` times the published command on it and reports its peak RSS.
 */
import { copyFile, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface HostileFile {
  /** Path inside the corpus folder. */
  readonly file: string;
  readonly what: string;
  /** The rule id of the finding that names it; undefined: the file is valid and read as any other. */
  readonly ruleId: string | undefined;
}

const CONFIG_MAP = (name: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\n`;

function aliasBomb(): string {
  let s = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: lol}\ndata:\n  a0: &a0 "lol"\n';
  for (let i = 1; i <= 9; i++) s += `  a${i}: &a${i} [${Array.from({ length: 9 }, () => `*a${i - 1}`).join(', ')}]\n`;
  return s;
}

export const HOSTILE_FILES: readonly HostileFile[] = [
  { file: 'loop/self', what: 'a symbolic link to its own folder', ruleId: 'input/symlink' },
  { file: 'alias-bomb.yaml', what: 'an alias bomb (9 levels of 9 aliases: 387 million strings)', ruleId: 'input/yaml-syntax' },
  { file: 'deep.yaml', what: 'a flow sequence nested 20,000 deep', ruleId: 'input/yaml-syntax' },
  { file: 'deep.json', what: 'a JSON array nested 20,000 deep', ruleId: 'input/too-large' },
  { file: 'big-scalar.yaml', what: 'a 20 MB string', ruleId: 'input/too-large' },
  { file: 'many.yaml', what: '100,000 documents', ruleId: undefined },
  { file: 'latin1.yaml', what: 'a file in Latin-1, not UTF-8', ruleId: 'input/binary' },
  { file: 'bom-crlf.yaml', what: 'a byte-order mark and CRLF line ends (valid)', ruleId: undefined },
  { file: 'tags.yaml', what: 'tags that execute code in other YAML readers', ruleId: 'input/yaml-syntax' },
  { file: 'quantities.yaml', what: 'absurd quantities', ruleId: 'input/schema' },
  { file: 'broken.json', what: 'JSON cut off in the middle', ruleId: 'input/json-syntax' },
  { file: 'values.json', what: '400,000 JSON values one after another, more than a file may hold', ruleId: 'input/too-large' },
  { file: 'cut-list.json', what: 'a 4 MB List cut off in the middle (an interrupted kubectl get -o json)', ruleId: 'input/json-syntax' },
  { file: 'broken-list.json', what: 'an 8 MB List broken in the middle (a doubled comma), which YAML cannot read either', ruleId: 'input/json-syntax' },
  { file: 'template-lines.yaml', what: '100,000 lines `kN: {{ .xN }}` in a block scalar (valid: text, not a template)', ruleId: undefined },
  {
    file: 'appset-bomb.yaml',
    what: 'an ApplicationSet whose Go template repeats a string 10^9 times and runs a backtracking regular expression',
    ruleId: 'input/not-rendered',
  },
];

/** A List of 30,000 ConfigMaps, as kubectl writes it, cut off halfway. */
function cutList(): string {
  const items = Array.from({ length: 30_000 }, (_, i) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: `cut-${i}`, namespace: 'shop' },
    data: { a: 'b' },
  }));
  const text = JSON.stringify({ apiVersion: 'v1', items, kind: 'List', metadata: { resourceVersion: '' } }, null, 4);
  return text.slice(0, text.length >> 1);
}

/** A List of 60,000 ConfigMaps, compact, with a doubled comma halfway: neither JSON nor YAML. */
function brokenList(): string {
  const items = Array.from({ length: 60_000 }, (_, i) =>
    JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `broken-${i}`, namespace: 'shop' }, data: { a: 'b'.repeat(40) } }),
  );
  return `{"apiVersion":"v1","kind":"List","items":[${items.slice(0, 30_000).join(',')},,${items.slice(30_000).join(',')}]}`;
}

/** Writes the corpus into `dir` (made if missing). */
export async function writeHostileCorpus(dir: string, root: string): Promise<void> {
  await mkdir(path.join(dir, 'loop'), { recursive: true });
  await copyFile(path.join(root, 'test', 'fixtures', 'bad-input', 'cluster.yaml'), path.join(dir, 'cluster.yaml'));
  await symlink('.', path.join(dir, 'loop', 'self'));
  const files: Record<string, string | Buffer> = {
    'alias-bomb.yaml': aliasBomb(),
    'deep.yaml': `${CONFIG_MAP('deep')}data: {a: ${'['.repeat(20_000)}${']'.repeat(20_000)}}\n`,
    'deep.json': `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"deep-json"},"data":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
    'big-scalar.yaml': `${CONFIG_MAP('big')}data:\n  blob: "${'x'.repeat(20_000_000)}"\n`,
    'many.yaml': Array.from({ length: 100_000 }, (_, i) => CONFIG_MAP(`cm-${i}`)).join('---\n'),
    'latin1.yaml': Buffer.concat([
      Buffer.from(`${CONFIG_MAP('latin')}data: {city: "`),
      Buffer.from([0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e]),
      Buffer.from('"}\n'),
    ]),
    'bom-crlf.yaml': `\uFEFF${CONFIG_MAP('windows')}data: {a: "1"}\n`.replace(/\n/g, '\r\n'),
    'tags.yaml': `${CONFIG_MAP('tags')}data:\n  run: !!python/object/apply:os.system ["touch pwned"]\n  js: !!js/function "function () { return 1 }"\n`,
    'quantities.yaml':
      'apiVersion: v1\nkind: Pod\nmetadata: {name: absurd, namespace: shop}\nspec:\n  containers:\n  - name: c\n    resources:\n      requests: {cpu: 1e400, memory: 99999999999999999999999999999Ei}\n',
    'broken.json': '{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "cut", "namespace": "shop"}, "spec": {"containers": [{"name": "c", ',
    'values.json': '{}\n'.repeat(400_000),
    'cut-list.json': cutList(),
    'broken-list.json': brokenList(),
    'appset-bomb.yaml': [
      'apiVersion: argoproj.io/v1alpha1',
      'kind: ApplicationSet',
      'metadata: {name: bomb, namespace: argocd}',
      'spec:',
      '  goTemplate: true',
      '  generators:',
      `  - list: {elements: [{s: "${'a'.repeat(40)}!"}]}`,
      '  template:',
      '    metadata: {name: \'{{ repeat 1000000000 "x" }}{{ regexReplaceAll "(a+)+$" .s "" }}\'}',
      '    spec:',
      '      project: default',
      '      source: {repoURL: https://example.com/x.git, path: apps}',
      '      destination: {server: https://kubernetes.default.svc, namespace: x}',
      '',
    ].join('\n'),
    'template-lines.yaml': `${CONFIG_MAP('template-lines')}data:\n  t: |\n${Array.from({ length: 100_000 }, (_, i) => `    k${i}: {{ .x${i} }}`).join('\n')}\n`,
  };
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
}
