/**
 * ytt (Carvel) templates: YAML whose comments carry the templating. ytt reads a comment whose text
 * starts with `@` as an annotation (carvel-dev/ytt pkg/template/meta.go NewAnnotationFromComment:
 * `#@overlay/match …`, `#@data/values`), and one that is `@` and a space alone as code above its
 * node (`#@ load(…)`, `#@ if x:` … `#@ end`) or as the node's value on its line (`name: #@
 * data.values.name`; pkg/yamltemplate/metas.go NewTemplateAnnotationFromYAMLComment). To YAML they
 * are comments: the file parses, with a null where each value was (`metadata.name: must be a
 * string`), or with a key given twice where `#@ if`/`#@ else` chose one. kubectl cannot apply
 * such a file as it is.
 *
 * Only the shapes ytt gives meaning to count, each where a comment starts: a `#@` inside an
 * ordinary comment (`# see #@ below`), prose after `#@` (`#@ TODO`), or a ytt template held in a
 * block scalar (a kapp-controller App's inline files) leaves the file a manifest.
 */
import { parseAllDocuments, visit } from 'yaml';

/**
 * Code above a node: a load, a block statement or its end, a definition or an assignment
 * (`#@ load("@ytt:data", "data")`, `#@ if data.values.vpa:`, `#@ end`, `#@ x = 1`), first on
 * its line (after indentation and any `- `).
 */
const CODE_LINE = /^[ \t]*(?:-[ \t]+)*(#@)[ \t]+(?:load[ \t]*\(|(?:if|elif|for|def|return)[ \t(]|(?:else|end)[ \t]*:?[ \t]*$|[A-Za-z_][\w.]*[ \t]*=[^=])/gm;

/** An annotation of one of ytt's namespaces (`#@overlay/match by=…`, `#@data/values`, `#@schema/default`), first on its line. */
const ANNOTATION_LINE = /^[ \t]*(?:-[ \t]+)*(#@)(?:overlay|data|schema|yaml|template|text|library|assert)\/[a-z][-a-z]*/gm;

/** A value set by code on the node's own line: `name: #@ data.values.name`, `- #@ item`. */
const VALUE = /(?::|^[ \t]*-)[ \t]+(#@)[ \t]+[^\s#]/gm;

/** The offset of the first ytt annotation or code comment of `text` outside every scalar, if it is a ytt template. */
export function yttMarkAt(text: string): number | undefined {
  if (!text.includes('#@')) return undefined;
  const marks: number[] = [];
  for (const pattern of [CODE_LINE, ANNOTATION_LINE, VALUE]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) marks.push(m.index + m[0].indexOf(m[1]!));
  }
  if (marks.length === 0) return undefined;
  marks.sort((a, b) => a - b);
  const scalars: [number, number][] = [];
  for (const doc of parseAllDocuments(text)) {
    visit(doc, {
      Scalar(_key, node) {
        if (node.range) scalars.push([node.range[0], node.range[1]]);
      },
    });
  }
  return marks.find((at) => !scalars.some(([start, end]) => at >= start && at < end));
}
