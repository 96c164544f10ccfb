/**
 * `change/not-simulated`: the change edits or adds an object whose pods the run does not simulate
 * at head, so what the change does through it is not checked: a GitOps object whose source is not
 * rendered or whose render failed (a HelmRelease of a remote chart whose values raise replicas and
 * cpu), or an operator's resource. The findings such an object already has at the base
 * (`input/not-rendered`, `coverage/not-simulated`) say it was not simulated before; this one says
 * the change itself went unchecked; so does a change to a Flux source such an object reads (an
 * OCIRepository's chart tag: unrendered-sources.ts). And a copy the change edits of an object defined twice with
 * different content, when the other copy is the one simulated. Pure.
 */
import { canonicalJson } from '../core/canonical-json.ts';
import { CLUSTER_SCOPED_KINDS } from '../core/cluster-scoped.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { kubernetesIdentity, type LoadedDocument, type PathSegment } from '../load/index.ts';
import { copiesByContent } from '../model/identify.ts';
import { notSimulatedReason } from '../model/not-simulated.ts';
import { isFluxGroup, readersPhrase, sourceKey, unrenderedSourceReaders } from './unrendered-sources.ts';

export const CHANGE_NOT_SIMULATED = 'change/not-simulated';

const UNRENDERED = 'its source is not rendered or its render failed (input/not-rendered says why)';

/**
 * A finding per head document that differs from every base copy of its object (or has none) and
 * is not simulated: in `unrendered`, or a kind whose pods are not simulated.
 */
export function notSimulatedChanges(
  base: readonly LoadedDocument[],
  head: readonly LoadedDocument[],
  unrendered: ReadonlySet<LoadedDocument> | undefined,
): Diagnostic[] {
  const readers = unrenderedSourceReaders(head, unrendered);
  const candidates = head.flatMap((doc) => {
    const why = unrendered?.has(doc) === true ? UNRENDERED : notSimulatedReason(doc.value);
    const id = identityOf(doc);
    if (id === undefined) return [];
    if (why !== undefined) return [{ doc, id, says: `whose pods are not simulated: ${why}` }];
    // A source an unrendered release or Kustomization reads: what it installs changes with it.
    const reading = isFluxGroup(kubernetesIdentity(doc)?.apiVersion ?? '', 'source.toolkit.fluxcd.io')
      ? readers.get(sourceKey(id.kind, id.namespace, id.name))
      : undefined;
    return reading === undefined ? [] : [{ doc, id, says: `the source of ${readersPhrase(reading)}, whose pods are not simulated: ${UNRENDERED}` }];
  });
  const copies = editedCopies(base, head);
  if (candidates.length === 0) return copies;
  const wanted = new Set(candidates.map((c) => c.id.key));
  const before = new Map<string, LoadedDocument[]>();
  for (const doc of base) {
    const key = identityOf(doc)?.key;
    if (key === undefined || !wanted.has(key)) continue;
    const list = before.get(key);
    if (list === undefined) before.set(key, [doc]);
    else list.push(doc);
  }
  const out: Diagnostic[] = [];
  for (const { doc, id, says } of candidates) {
    const copies = before.get(id.key) ?? [];
    const value = canonicalJson(doc.value);
    if (copies.some((b) => canonicalJson(b.value) === value)) continue;
    const what = `${id.kind} ${id.namespace === '' ? '' : `${id.namespace}/`}${id.name}`;
    const path = copies.length === 0 ? ['kind'] : firstDifference(copies[0]!.value, doc.value);
    out.push({
      ruleId: CHANGE_NOT_SIMULATED,
      severity: 'warning',
      message: `the change ${copies.length === 0 ? 'adds' : 'edits'} ${what}, ${says}; what the change does to the cluster through it is not checked`,
      file: doc.file,
      range: doc.locate(path),
      object: { kind: id.kind, namespace: id.namespace, name: id.name },
    });
  }
  return [...out, ...copies];
}

/**
 * The copies the change edits of an object defined more than once with different content, when
 * another copy is the one simulated (identify.ts copiesByContent: by what applies it, then by
 * content, never by file): the edit of a copy that loses the tie-break changes nothing the run
 * simulates, so it is said at that copy.
 */
function editedCopies(base: readonly LoadedDocument[], head: readonly LoadedDocument[]): Diagnostic[] {
  const byId = groupByIdentity(head);
  const duplicated = [...byId].filter(([, list]) => list.length > 1);
  if (duplicated.length === 0) return [];
  const before = groupByIdentity(base);
  const out: Diagnostic[] = [];
  for (const [key, list] of duplicated) {
    const order = copiesByContent(list);
    const kept = order[0]!;
    if (order.length < 2) continue;
    const keptText = canonicalJson(kept.value);
    const prior = before.get(key) ?? [];
    const priorTexts = new Set(prior.map((b) => canonicalJson(b.value)));
    for (const doc of list) {
      const text = canonicalJson(doc.value);
      if (text === keptText || priorTexts.has(text)) continue;
      const id = identityOf(doc)!;
      const was = prior.find((b) => b.file === doc.file) ?? prior[0];
      const at = kept.locate(['metadata', 'name']);
      // Two renders of one file (two overlays on one base) put both copies at one line: each is named by its render too.
      const oneLine = kept.file === doc.file && at.start.line === doc.locate(['metadata', 'name']).start.line;
      const rendered = (d: LoadedDocument): string => (oneLine && d.unit !== undefined ? ` as ${d.unit} renders it` : '');
      out.push({
        ruleId: CHANGE_NOT_SIMULATED,
        severity: 'warning',
        message: `the change ${was === undefined ? 'adds' : 'edits'} a copy of ${id.kind} ${id.namespace === '' ? '' : `${id.namespace}/`}${id.name}${rendered(doc) === '' ? '' : ` (here${rendered(doc)})`} that is not simulated: the copy in ${kept.file}:${at.start.line}${rendered(kept)} is (copies that differ are resolved by what applies them, then by content, never by file); what the change does through this copy is not checked`,
        file: doc.file,
        range: doc.locate(was === undefined ? ['metadata', 'name'] : firstDifference(was.value, doc.value)),
        object: { kind: id.kind, namespace: id.namespace, name: id.name },
        related: [{ file: kept.file, range: at, message: `the copy simulated${rendered(kept)}` }],
      });
    }
  }
  return out;
}

function groupByIdentity(documents: readonly LoadedDocument[]): Map<string, LoadedDocument[]> {
  const out = new Map<string, LoadedDocument[]>();
  for (const doc of documents) {
    const key = identityOf(doc)?.key;
    if (key === undefined) continue;
    const list = out.get(key);
    if (list === undefined) out.set(key, [doc]);
    else list.push(doc);
  }
  return out;
}

function identityOf(doc: LoadedDocument): { key: string; kind: string; namespace: string; name: string } | undefined {
  const id = kubernetesIdentity(doc);
  if (id === undefined || id.name === '') return undefined;
  const namespace = CLUSTER_SCOPED_KINDS.has(id.kind) ? '' : id.namespace || 'default';
  return { key: `${id.apiVersion.split('/').slice(0, -1).join('/')}\0${id.kind}\0${namespace}\0${id.name}`, kind: id.kind, namespace, name: id.name };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The path of the first value head changes or adds (in head's key order), ending at an object whose keys head drops. */
function firstDifference(before: unknown, after: unknown, path: PathSegment[] = []): PathSegment[] {
  if (isRecord(before) && isRecord(after)) {
    for (const [k, v] of Object.entries(after)) if (canonicalJson(before[k]) !== canonicalJson(v)) return firstDifference(before[k], v, [...path, k]);
    return path;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const i = after.findIndex((v, j) => canonicalJson(before[j]) !== canonicalJson(v));
    return i < 0 ? path : firstDifference(before[i], after[i], [...path, i]);
  }
  return path;
}
