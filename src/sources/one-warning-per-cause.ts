/**
 * One cause, one warning. Several objects can fail for the same reason:
 * - a ConfigMap or Secret that Flux Kustomizations (`postBuild.substituteFrom`) and HelmReleases
 *   (`valuesFrom`) read and that is not in the input (a cluster's bootstrap, Terraform or an
 *   operator makes it): every object that reads it fails until it exists;
 * - a chart or root that several Argo CD Applications or Flux objects render and that fails the
 *   same way for each (a chart whose dependencies are not in `charts/`, which an ApplicationSet
 *   renders once per environment).
 * One warning says it, at the first reference (by file and place), and each other reference is an
 * info that names the object the warning is for. In a run over several clusters, once per
 * cluster: each cluster's objects wait for their own copy. A cause met once keeps its warning.
 */
import { compareDiagnostics, type Diagnostic, type MessageData } from '../core/diagnostic.ts';

/** The messageId of a reference to a missing source (gitops.ts); its cause names the source. */
export const MISSING_SOURCE = 'missingSource';
/** The messageId of a render that failed for an object (render.ts notRendered); its cause is the renderer, the folder and why. */
export const FAILED_RENDER = 'failedRender';

/** A finding's data for the grouping: its cause (`source`), and the object it is said for (`for`), as the others name it. */
export function causeData(source: string, object: { readonly kind: string; readonly namespace: string; readonly name: string }): MessageData {
  return { source, for: `${object.kind} ${object.namespace}/${object.name}` };
}

/** What the warning adds for the others, by messageId. */
const OTHERS: Readonly<Record<string, string>> = {
  [MISSING_SOURCE]: 'the other objects that read it say so as an info',
  [FAILED_RENDER]: 'the other objects that render it say so as an info',
};

/** `diagnostics` in their order, each cause's warnings but the first made infos. */
export function oneWarningPerCause(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = groupKey(d);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [d]);
    else group.push(d);
  }
  const replaced = new Map<Diagnostic, Diagnostic>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const [first, ...others] = [...group].sort(compareDiagnostics);
    // Neither a count nor a line: a change elsewhere (one more reader, a line added above) leaves
    // these messages as they were, and diff mode matches findings by their message.
    replaced.set(first!, { ...first!, message: `${first!.message}; ${OTHERS[first!.messageId!]!}` });
    for (const d of others) replaced.set(d, { ...d, severity: 'info', message: `${d.message}; said as a warning for ${String(first!.data!['for'])}` });
  }
  return replaced.size === 0 ? [...diagnostics] : diagnostics.map((d) => replaced.get(d) ?? d);
}

function groupKey(d: Diagnostic): string | undefined {
  if (d.messageId === undefined || !(d.messageId in OTHERS) || d.severity !== 'warning') return undefined;
  const source = d.data?.['source'];
  return typeof source === 'string' && typeof d.data?.['for'] === 'string' ? `${d.messageId}\0${d.cluster ?? ''}\0${source}` : undefined;
}
