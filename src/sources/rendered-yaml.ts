/**
 * A YAML problem in a render's output belongs to one document of it: which document, where in
 * that object, and how the tool that applies the output reads it.
 *
 * Upstream: Argo CD's repo server splits and decodes a chart's output with sigs.k8s.io/yaml's
 * non-strict Unmarshal (argoproj/argo-cd gitops-engine/pkg/utils/kube/kube.go SplitYAML and
 * SplitYAMLToString, called by reposerver/repository/repository.go helmTemplate): a key given
 * twice keeps its last value. Helm's kube client reads a release the same way (helm/helm
 * pkg/kube/client.go buildResourceList: kubernetes/cli-runtime pkg/resource/visitor.go
 * StreamVisitor, apimachinery pkg/util/yaml/decoder.go YAMLToJSONDecoder). helm-controller runs
 * every release through its origin-labels post-renderer (fluxcd/helm-controller
 * internal/postrender/build.go BuildPostRenderers, transformer.go transform), whose kustomize
 * resource factory refuses a key given twice: the whole release fails.
 */
import type { SourcePosition, SourceRange } from '../core/diagnostic.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import type { RenderRequest } from './types.ts';

/** What the loader says of a key given twice in one mapping, read strictly (yaml-duplicate-keys.ts). */
const DUPLICATE_KEY = 'map keys must be unique';

/** Whether the output is read keeping a key's last value: a chart's, unless helm-controller installs it. */
export function readsLastKey(request: RenderRequest): boolean {
  return request.kind === 'helm' && request.via?.kind !== 'HelmRelease';
}

/** Whether the output is a HelmRelease's, whose post-renderer refuses the release for a key given twice. */
export function refusesDuplicateKeys(request: RenderRequest): boolean {
  return request.kind === 'helm' && request.via?.kind === 'HelmRelease';
}

export function isDuplicateKey(message: string): boolean {
  return message === DUPLICATE_KEY;
}

/** Who reads a key given twice as its last value, for the warning. */
export function lastKeyReader(request: RenderRequest): string {
  return request.via?.kind === 'Application' ? 'Argo CD' : 'Helm';
}

/** The first line of each document of a YAML stream (1, and the line of each `---` marker). */
export function documentStartLines(text: string): number[] {
  const starts = [1];
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    line++;
    if (text.startsWith('---', i + 1) && /^---(?:[ \t\r\n]|$)/.test(text.slice(i + 1, i + 5))) starts.push(line);
  }
  return starts;
}

/** The index in `starts` (documentStartLines) of the document that holds `line`. */
export function documentOf(starts: readonly number[], line: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= line) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The `kind:` a document's lines (1-based, from `start`, before `end`) give at their top level, or "". */
export function kindOfLines(lines: readonly string[], start: number, end: number | undefined): string {
  for (let i = start - 1; i < (end ?? lines.length + 1) - 1 && i < lines.length; i++) {
    const m = /^kind:\s*["']?([A-Za-z0-9.-]+)["']?\s*(?:#.*)?$/.exec(lines[i]!);
    if (m !== null) return m[1]!;
  }
  return '';
}

/** Whether a loader warning is a key given twice, read as its last value. */
export function isLastKeyWarning(message: string): boolean {
  return /comes twice in one mapping|^keys come more than once in one mapping/i.test(message);
}

function holds(range: SourceRange, at: SourcePosition): boolean {
  const after = range.start.line < at.line || (range.start.line === at.line && range.start.column <= at.column);
  const before = at.line < range.end.line || (at.line === range.end.line && at.column <= range.end.column);
  return after && before;
}

/**
 * The path of the deepest value of `doc` written around `at`; when the text at `at` (`lineText`
 * from there) is a key of that mapping, that key's path.
 */
export function pathAt(doc: LoadedDocument, at: SourcePosition, lineText: string): PathSegment[] {
  const path: PathSegment[] = [];
  let node: unknown = doc.value;
  for (let depth = 0; depth < 100 && typeof node === 'object' && node !== null; depth++) {
    const entries: [PathSegment, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    // From the key (a tag or an empty value is written after it) to the end of the value.
    const inside = entries.find(([k]) => holds({ start: doc.locate([...path, k], 'key').start, end: doc.locate([...path, k]).end }, at));
    if (inside === undefined) break;
    path.push(inside[0]);
    node = inside[1];
  }
  const key = /^["']?([^\s:"'#][^:"'#]*?)["']?\s*:(?:\s|$)/.exec(lineText)?.[1];
  if (key !== undefined && typeof node === 'object' && node !== null && !Array.isArray(node) && Object.hasOwn(node, key)) path.push(key);
  return path;
}
