/**
 * Inline suppressions: the annotation `resizeguard.dev/ignore: "<rule-id>: <reason>"` on the
 * object a finding is about (a Pod, its workload or pod template, a Node). Several entries are
 * separated by ";" or new lines. A reason is required; an unknown rule id is an error.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { obj, str } from '../core/fields.ts';
import type { ClusterModel } from '../model/objects.ts';
import { madeFromTemplate } from '../model/workloads.ts';

export const IGNORE_ANNOTATION = 'resizeguard.dev/ignore';

/** rule id → reason, for one object. */
export type Suppressions = ReadonlyMap<string, string>;

/** An annotated object: where its annotation is, its value, and which finding objects it applies to. */
interface Source {
  readonly doc: LoadedDocument;
  readonly path: readonly PathSegment[];
  readonly value: string;
  readonly keys: () => readonly string[];
}

const METADATA_ANNOTATIONS: readonly PathSegment[] = ['metadata', 'annotations'];

function annotationAt(doc: LoadedDocument, path: readonly PathSegment[]): string | undefined {
  let v: unknown = doc.value;
  for (const seg of path) v = obj(v)[String(seg)];
  return str(obj(v)[IGNORE_ANNOTATION]);
}

/**
 * The annotated objects, and which finding objects (formatObjectRef) each annotation applies to.
 * Objects are checked in place: a snapshot has 150,000 pods and few annotations.
 */
function* sources(model: ClusterModel): Generator<Source> {
  for (const w of model.workloads) {
    const keys = (): string[] => [
      formatObjectRef(w.ref),
      ...w.pods.map((p) => `Pod/${w.ref.namespace}/${str(obj(obj(p.doc.value)['metadata'])['name']) ?? ''}`),
    ];
    const template = w.ref.kind === 'CronJob' ? ['spec', 'jobTemplate', 'spec', 'template'] : ['spec', 'template'];
    for (const path of [METADATA_ANNOTATIONS, [...template, 'metadata', 'annotations']]) {
      const value = annotationAt(w.doc, path);
      if (value !== undefined) yield { doc: w.doc, path, value, keys };
    }
  }
  // A workload's pods carry its template's annotations, read above.
  for (const p of model.pods) {
    // The pod's own annotations were read into the model: most pods have none to look at.
    const value = p.annotations[IGNORE_ANNOTATION] === undefined || madeFromTemplate(p.doc) ? undefined : annotationAt(p.doc, METADATA_ANNOTATIONS);
    if (value !== undefined) yield { doc: p.doc, path: METADATA_ANNOTATIONS, value, keys: () => [formatObjectRef(p.ref)] };
  }
  for (const n of model.nodes) {
    const value = annotationAt(n.doc, METADATA_ANNOTATIONS);
    if (value !== undefined) yield { doc: n.doc, path: METADATA_ANNOTATIONS, value, keys: () => [`Node/${n.name}`] };
  }
  for (const v of model.vpas) {
    const value = annotationAt(v.doc, METADATA_ANNOTATIONS);
    if (value !== undefined) yield { doc: v.doc, path: METADATA_ANNOTATIONS, value, keys: () => [formatObjectRef(v.ref)] };
  }
}

function parseEntries(value: string): { rule: string; reason: string }[] {
  return value
    .split(/[;\n]/)
    .map((e) => e.trim())
    .filter((e) => e !== '')
    .map((e) => {
      const i = e.indexOf(':');
      return i < 0 ? { rule: e, reason: '' } : { rule: e.slice(0, i).trim(), reason: e.slice(i + 1).trim() };
    });
}

/** Reads every ignore annotation: suppressions by object, and the errors (exit 2) they contain. */
export function readSuppressions(model: ClusterModel, knownRuleIds: ReadonlySet<string>): { byObject: Map<string, Map<string, string>>; errors: Diagnostic[] } {
  const byObject = new Map<string, Map<string, string>>();
  const errors: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const s of sources(model)) {
    const value = s.value;
    const at = { file: s.doc.file, range: s.doc.locate([...s.path, IGNORE_ANNOTATION]) };
    const where = `${at.file}:${at.range.start.line}:${at.range.start.column}`;
    for (const { rule, reason } of parseEntries(value)) {
      if (!seen.has(`${where}|${rule}`)) {
        seen.add(`${where}|${rule}`);
        if (!knownRuleIds.has(rule))
          errors.push({
            ruleId: 'config/invalid-suppression',
            severity: 'error',
            message: `${IGNORE_ANNOTATION}: unknown rule id ${JSON.stringify(rule)}`,
            ...at,
          });
        else if (reason === '')
          errors.push({
            ruleId: 'config/invalid-suppression',
            severity: 'error',
            message: `${IGNORE_ANNOTATION}: ${JSON.stringify(rule)} needs a reason, as "${rule}: <why this is accepted>"`,
            ...at,
          });
      }
      if (reason === '' || !knownRuleIds.has(rule)) continue;
      for (const key of s.keys()) {
        const m = byObject.get(key) ?? new Map<string, string>();
        m.set(rule, reason);
        byObject.set(key, m);
      }
    }
  }
  return { byObject, errors };
}

export function inlineSuppression(d: Diagnostic, byObject: ReadonlyMap<string, ReadonlyMap<string, string>>): string | undefined {
  return d.object === undefined ? undefined : byObject.get(formatObjectRef(d.object))?.get(d.ruleId);
}
