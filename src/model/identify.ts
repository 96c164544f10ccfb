/**
 * Documents to identified objects: each one's kind (by API group), namespace and name, schema
 * violations left out, and objects defined more than once resolved by content.
 */
import { someNamed } from '../core/arrays.ts';
import { ClusterScope } from '../core/cluster-scoped.ts';
import { canonicalJson } from '../core/canonical-json.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { apiGroup, formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import { RefMap } from '../core/ref-map.ts';
import type { LoadedDocument } from '../load/document.ts';
import { kubernetesIdentity } from '../load/index.ts';
import { onlyMissingFields, validateObject } from '../schema/registry.ts';
import type { DefaultResources } from '../schema/resource-requirements.ts';
import { unknownFields } from '../schema/unknown-fields.ts';
import { findingAt } from './finding-at.ts';
import { unservedVersion } from './served-versions.ts';
import type { DroppedObject } from './objects.ts';

export interface Identified {
  readonly doc: LoadedDocument;
  readonly ref: ObjectRef;
  readonly apiVersion: string;
}

/** The API group each modelled kind is served from; the same kind in another group is another kind. */
const MODELLED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  Node: [''],
  Pod: [''],
  Namespace: [''],
  LimitRange: [''],
  ResourceQuota: [''],
  ReplicationController: [''],
  RuntimeClass: ['node.k8s.io'],
  Deployment: ['apps', 'extensions'],
  ReplicaSet: ['apps', 'extensions'],
  StatefulSet: ['apps'],
  DaemonSet: ['apps', 'extensions'],
  Job: ['batch'],
  CronJob: ['batch'],
  Rollout: ['argoproj.io'],
  PriorityClass: ['scheduling.k8s.io'],
  PodDisruptionBudget: ['policy'],
  VerticalPodAutoscaler: ['autoscaling.k8s.io'],
  ResizeScenario: ['resizeguard.dev'],
  HorizontalPodAutoscaler: ['autoscaling'],
};

const groupOf = apiGroup;

/** The kind as the model files it: a modelled kind from another API group is kept apart (`talos.dev/ServiceAccount`). */
function modelKind(kind: string, apiVersion: string): string {
  const groups = MODELLED_GROUPS[kind];
  const group = groupOf(apiVersion);
  return groups === undefined ? (group === '' ? kind : `${group}/${kind}`) : groups.includes(group) ? kind : `${group}/${kind}`;
}

/** The unit of input an object came from: one render, or one folder of plain files (applied together). */
function unitOf(doc: LoadedDocument): string {
  return doc.unit ?? doc.file.slice(0, Math.max(0, doc.file.lastIndexOf('/')));
}

/**
 * Groups documents by kind; drops non-Kubernetes documents and schema violations. An object
 * (API group, kind, namespace, name) defined more than once is one object when the copies are
 * identical; copies that differ are resolved by their content, never by file or document order,
 * and reported: an error within one unit of input, one note per pair of units across them (two
 * folders or renders that are alternatives, such as a chart and its plain-manifest twin).
 * A Pod's containers are validated with its namespace's LimitRanger defaults in them
 * (`podDefaults`), which the API server applies first.
 */
export function identifyAndValidate(
  documents: readonly LoadedDocument[],
  report: (d: Diagnostic) => void,
  dropped: Map<string, DroppedObject>,
  podDefaults?: (namespace: string) => DefaultResources | undefined,
  /** No cluster applies these documents: an object that only lacks required fields is a patch left lying, an info. */
  unapplied = false,
): { byKind: Map<string, Identified[]>; ordered: Identified[] } {
  const byKind = new Map<string, Identified[]>();
  const ordered: Identified[] = [];
  // The first document defining each object.
  const seen = new RefMap<Identified>();
  const collisions = new Map<Identified, LoadedDocument[]>();
  const scope = ClusterScope.of(documents);
  for (const doc of documents) {
    const id = kubernetesIdentity(doc);
    if (id === undefined) continue;
    if (id.kind === 'ResizeScenario' && id.apiVersion !== 'resizeguard.dev/v1alpha1') {
      report(
        findingAt(
          doc,
          ['apiVersion'],
          'error',
          'input/schema',
          `ResizeScenario must have apiVersion "resizeguard.dev/v1alpha1", not ${JSON.stringify(id.apiVersion)}`,
        ),
      );
      continue;
    }
    const kind = modelKind(id.kind, id.apiVersion);
    const clusterScoped = scope.has(id.kind, id.apiVersion);
    const namespace = clusterScoped || kind === 'ResizeScenario' ? '' : id.namespace || 'default';
    const ref: ObjectRef = { kind: id.kind, namespace, name: id.name };
    const served = unservedVersion(id.kind, id.apiVersion);
    const helm = doc.helmTemplated === true;
    const unserved = served === undefined ? undefined : unservedFinding(doc, id.kind, id.apiVersion, served, helm);
    // Helm's own list of APIs still names the removed versions: a chart may pick one there that it would not against a cluster.
    if (unserved !== undefined && helm) report(unserved);
    const errors = unserved !== undefined && !helm ? [unserved] : validateObject(doc, kind, kind === 'Pod' ? podDefaults?.(namespace) : undefined);
    // Schema errors only (a template's warning stays what it is).
    const schemaOnly = errors.length > 0 && errors.every((e) => e.ruleId === 'input/schema' && e.severity === 'error');
    const missing = schemaOnly && unapplied && unserved === undefined ? onlyMissingFields(doc, kind) : undefined;
    if (missing !== undefined) {
      const what = `${id.kind} ${JSON.stringify(clusterScoped ? id.name : `${namespace}/${id.name}`)}`;
      const message = `${what} lacks ${missing.join(', ')}, and no cluster applies its file: it reads as a patch (a kustomization's patches name such files), so it is left out`;
      report(findingAt(doc, [], 'info', 'input/schema', message));
      dropped.set(formatObjectRef({ kind, namespace, name: id.name }), { doc, why: `${message} at ${doc.file}` });
      continue;
    }
    if (errors.length > 0) {
      for (const e of errors) report(e);
      const firstError = errors[0]!;
      dropped.set(formatObjectRef({ kind, namespace, name: id.name }), { doc, why: `${firstError.message} at ${doc.file}:${firstError.range.start.line}` });
      continue;
    }
    for (const e of unknownFields(doc, kind)) report(e);
    const entry: Identified = { doc, ref, apiVersion: id.apiVersion };
    // A kind without a schema and without a name (an istioctl input) cannot be told apart from another of its
    // kind: it is kept, never taken for a duplicate. (A modelled kind's schema requires a name; a ytt template,
    // whose names are `#@` values, is not read at all: load/yaml-ytt.ts.)
    const first = id.name === '' ? undefined : seen.add(kind, namespace, id.name, entry);
    if (first !== undefined) {
      const list = collisions.get(first) ?? [first.doc];
      list.push(doc);
      collisions.set(first, list);
      continue;
    }
    const list = byKind.get(kind) ?? [];
    list.push(entry);
    byKind.set(kind, list);
    ordered.push(entry);
  }
  const chosen = resolveDuplicates(collisions, report);
  if (chosen.size === 0) return { byKind, ordered };
  const replace = (e: Identified): Identified => chosen.get(e) ?? e;
  for (const [k, list] of byKind) byKind.set(k, list.map(replace));
  return { byKind, ordered: ordered.map(replace) };
}

/**
 * An object of a built-in kind at an API version Kubernetes 1.37 no longer serves: an error, the
 * object left out; written by helm template, a warning, the object kept.
 */
function unservedFinding(doc: LoadedDocument, kind: string, apiVersion: string, served: readonly string[], helm: boolean): Diagnostic {
  const use = served.map((v) => JSON.stringify(v)).join(' or ');
  const what = `${kind} apiVersion ${JSON.stringify(apiVersion)} is not served by Kubernetes 1.37 (use ${use})`;
  return helm
    ? findingAt(
        doc,
        ['apiVersion'],
        'warning',
        'input/schema',
        `${what}: helm template's built-in API list still names it, so a chart that picks its version from .Capabilities.APIVersions may pick a served one when installed; simulated as if served`,
      )
    : findingAt(doc, ['apiVersion'], 'error', 'input/schema', `${what}: the API server refuses the object, so it is left out`);
}

/** For each object defined more than once: the copy simulated (the first by content), and the findings. */
function resolveDuplicates(collisions: ReadonlyMap<Identified, readonly LoadedDocument[]>, report: (d: Diagnostic) => void): Map<Identified, Identified> {
  const chosen = new Map<Identified, Identified>();
  const acrossUnits = new Map<string, { a: LoadedDocument; b: LoadedDocument; refs: ObjectRef[] }>();
  for (const [first, docs] of collisions) {
    const byContent = copiesByContent(docs, first.ref.namespace === '');
    if (byContent.length === 1) {
      const only = byContent[0]!;
      if (only !== first.doc) chosen.set(first, { ...first, doc: only });
      continue;
    }
    const keep = byContent[0]!;
    if (keep !== first.doc) chosen.set(first, { ...first, doc: keep });
    // Each unit's copies, first by content: differing copies in one unit are an error there,
    // whatever other units hold; across units, each unit's first copy is set against the one simulated.
    const byUnit = new Map<string, LoadedDocument[]>();
    for (const d of byContent) {
      const list = byUnit.get(unitOf(d));
      if (list === undefined) byUnit.set(unitOf(d), [d]);
      else list.push(d);
    }
    for (const [unit, copies] of byUnit) {
      const head = copies[0]!;
      for (const other of copies.slice(1)) {
        const related = [{ file: head.file, range: head.locate(['metadata', 'name']), message: head === keep ? 'the copy simulated' : 'the other definition' }];
        if (head !== keep) related.push({ file: keep.file, range: keep.locate(['metadata', 'name']), message: 'the copy simulated' });
        report({
          ...findingAt(
            other,
            ['metadata', 'name'],
            'error',
            'input/duplicate-object',
            `${formatObjectRef(first.ref)} is defined ${byContent.length === 2 ? 'twice' : `${byContent.length} times`} with different content, here and in ${head.file}:${head.locate(['metadata', 'name']).start.line}; ${
              head === keep ? 'that copy' : `the copy in ${keep.file}:${keep.locate(['metadata', 'name']).start.line}`
            } is simulated (chosen by content, not by file order): keep one definition`,
            first.ref,
          ),
          related,
        });
      }
      if (unit === unitOf(keep)) continue;
      const [a, b] = [keep, head].sort((x, y) => (unitOf(x) < unitOf(y) ? -1 : 1)) as [LoadedDocument, LoadedDocument];
      const key = `${unitOf(a)}\0${unitOf(b)}`;
      const pair = acrossUnits.get(key) ?? { a, b, refs: [] };
      pair.refs.push(first.ref);
      acrossUnits.set(key, pair);
    }
  }
  for (const { a, b, refs } of [...acrossUnits.values()].sort((x, y) => (unitOf(x.a) + unitOf(x.b) < unitOf(y.a) + unitOf(y.b) ? -1 : 1))) {
    const shown = someNamed(refs.map(formatObjectRef).sort());
    report({
      ruleId: 'input/duplicate-object',
      severity: 'info',
      message: `${unitOf(a) || '.'} and ${unitOf(b) || '.'} both define ${refs.length === 1 ? 'an object' : `${refs.length} objects`} with different content (${shown}); they look like alternative deployments, so each object is simulated once, ${
        appliedRank(a) === appliedRank(b) ? 'the copy chosen by content' : 'the copy a GitOps object applies'
      }; if both are applied to one cluster, the last apply wins`,
      file: b.file,
      range: b.locate(['metadata', 'name']),
      related: [{ file: a.file, range: a.locate(['metadata', 'name']), message: 'the other definition' }],
    });
  }
  return chosen;
}

/**
 * The distinct copies of one object, the one simulated first: identical copies are one (the one
 * read from the plain file or first by place); a copy a GitOps object applies comes before one
 * nothing applies (a root rendered on its own), then they go by content, never by file order.
 * Copies of a `clusterScoped` object are compared without their namespace.
 */
export function copiesByContent(docs: readonly LoadedDocument[], clusterScoped = false): LoadedDocument[] {
  const distinct = new Map<string, LoadedDocument>();
  for (const d of docs) {
    const text = canonicalJson(clusterScoped ? withoutNamespace(d.value) : d.value);
    const known = distinct.get(text);
    if (known === undefined || compareDocPlace(d, known) < 0) distinct.set(text, d);
  }
  return [...distinct].sort(([a, da], [b, db]) => appliedRank(da) - appliedRank(db) || (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
}

/**
 * `value` without `metadata.namespace`: the API server clears it on a cluster-scoped object
 * (ClusterScope), so copies that differ only there are the same object.
 */
function withoutNamespace(value: unknown): unknown {
  const v = value as { metadata?: unknown } | null;
  const metadata = v?.metadata;
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata) || !Object.hasOwn(metadata, 'namespace')) return value;
  const rest: Record<string, unknown> = { ...(metadata as Record<string, unknown>) };
  delete rest['namespace'];
  return { ...v, metadata: rest };
}

/** 0 for a copy a GitOps object applies, 1 for one nothing in the input is known to apply. */
function appliedRank(doc: LoadedDocument): number {
  return doc.gitopsApplied === true ? 0 : 1;
}

/** Which of two copies of an object stands for it: one read from a plain file first, then by file and place (never input order). */
export function compareDocPlace(a: LoadedDocument, b: LoadedDocument): number {
  if ((a.unit === undefined) !== (b.unit === undefined)) return a.unit === undefined ? -1 : 1;
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  const pa = a.locate([]).start;
  const pb = b.locate([]).start;
  return pa.line - pb.line || pa.column - pb.column;
}
