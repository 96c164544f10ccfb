/** What buildClusterModel reads of a workload before it makes its pods: its template and its pod count. */
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef, type ObjectRef } from '../core/object-ref.ts';
import type { LoadedDocument } from '../load/document.ts';
import { validateObject } from '../schema/registry.ts';
import { obj, str } from '../core/fields.ts';
import { findingAt } from './finding-at.ts';
import type { Identified } from './identify.ts';

/** The kinds a HorizontalPodAutoscaler's scaleTargetRef may name here (they have spec.replicas). */
export const SCALABLE = new Set(['Deployment', 'StatefulSet', 'ReplicaSet', 'ReplicationController', 'Rollout']);

/** The field that sets a workload's pod count, where a finding about it points. */
export function scalePath(ref: ObjectRef): string[] {
  return ref.kind === 'CronJob' ? ['spec', 'jobTemplate', 'spec'] : ref.kind === 'Job' ? ['spec', 'parallelism'] : ['spec', 'replicas'];
}

/**
 * Succeeded and Failed pods hold no resources on their node any more: the scheduler and the
 * kubelet leave them out (terminal pods are not in the active pod lists).
 */
export function isTerminal(doc: LoadedDocument): boolean {
  const phase = str(((doc.value as { status?: { phase?: unknown } } | null)?.status ?? {}).phase);
  return phase === 'Succeeded' || phase === 'Failed';
}

/** A Rollout with its pod template (its own, or the Deployment its workloadRef names), valid as a Deployment's; undefined after a finding. */
export function rolloutTemplateOrReport(entry: Identified, deployments: readonly Identified[], report: (d: Diagnostic) => void): LoadedDocument | undefined {
  const resolved = rolloutWithTemplate(entry.doc, entry.ref, deployments);
  // A reference to no Deployment leaves the Rollout's own fields (its name, replicas, selector) to check as they are checked
  // when it resolves: against a pod template that is valid, so that every error is the Rollout's.
  const errors = validateObject(typeof resolved === 'string' ? withStandInTemplate(entry.doc) : resolved, 'Deployment');
  for (const e of errors) report(e);
  if (errors.length > 0) return undefined;
  if (typeof resolved === 'string') {
    report(findingAt(entry.doc, ['spec', 'workloadRef'], 'warning', 'reference/missing-target', resolved, entry.ref));
    return undefined;
  }
  return resolved;
}

/** A pod template the Deployment schema and the API server's checks accept, nothing of it to report. */
const STAND_IN_TEMPLATE = { spec: { containers: [{ name: 'stand-in', image: 'stand-in' }] } };

function withStandInTemplate(doc: LoadedDocument): LoadedDocument {
  const value = obj(doc.value);
  return { ...doc, value: { ...value, spec: { ...obj(value['spec']), template: STAND_IN_TEMPLATE } } };
}

/**
 * A Rollout's pod template: its own, or (spec.workloadRef) the referenced Deployment's, as the
 * Argo Rollouts controller takes it. A message when the reference names no Deployment.
 */
function rolloutWithTemplate(doc: LoadedDocument, ref: ObjectRef, deployments: readonly Identified[]): LoadedDocument | string {
  const spec = obj(obj(doc.value)['spec']);
  const workloadRef = obj(spec['workloadRef']);
  if (Object.keys(workloadRef).length === 0) return doc;
  const name = str(workloadRef['name']) ?? '';
  const target = deployments.find((d) => d.ref.namespace === ref.namespace && d.ref.name === name);
  if (target === undefined)
    return `${formatObjectRef(ref)} takes its pod template from Deployment ${JSON.stringify(name)} (spec.workloadRef), which is not in the input; its pods are not simulated`;
  const template = obj(obj(target.doc.value)['spec'])['template'];
  return {
    file: doc.file,
    order: doc.order,
    unit: doc.unit,
    value: { ...obj(doc.value), spec: { ...spec, template } },
    locate: (path, part) => (path[0] === 'spec' && path[1] === 'template' ? target.doc.locate(path, part) : doc.locate(path, part)),
  };
}
