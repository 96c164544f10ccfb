/** PodDisruptionBudgets that protect no pod, and why: an empty selector, no matching labels, pods left out, or a workload that runs none. */
import { compareNatural } from '../core/compare.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import { obj, str, stringMap } from '../core/fields.ts';
import { findingAt } from './finding-at.ts';
import { isEmptySelector, matchesSelector } from './labels.ts';
import { leftOutList, type DroppedObject, type LabelSelector, type PodDisruptionBudget } from './objects.ts';
import type { PodsByPdb } from './pdb-index.ts';
import { WORKLOAD_KINDS } from './workloads.ts';
import { NOT_SIMULATED_WHY, someUnsimulated, type UnsimulatedMaker } from './not-simulated.ts';
import { mayMakeSelectedPods } from './pdb-possible-owners.ts';
import { whyNoPod } from './runs-no-pod.ts';
import type { Workload } from './workloads.ts';

/** A reference/pdb-selects-nothing warning for each PDB that covers no modelled pod. */
export function reportPdbsSelectingNothing(
  pdbs: readonly PodDisruptionBudget[],
  podsByPdb: PodsByPdb,
  dropped: ReadonlyMap<string, DroppedObject>,
  report: (d: Diagnostic) => void,
  /** Objects whose pods are not simulated (model/not-simulated.ts), by namespace: their pods may be the ones a PDB protects. */
  unsimulated: ReadonlyMap<string, readonly UnsimulatedMaker[]> = new Map(),
  /** The input's workloads: one scaled to zero runs none of the pods a PDB is for. */
  workloads: readonly Workload[] = [],
): void {
  for (const pdb of pdbs) {
    if (podsByPdb.coversAny(pdb)) continue;
    if (pdb.selector === undefined || isEmptySelector(pdb.selector)) {
      report(
        findingAt(
          pdb.doc,
          ['spec', 'selector'],
          'warning',
          'reference/pdb-selects-nothing',
          `${formatObjectRef(pdb.ref)} protects no pod: its selector is empty, and an empty PDB selector matches nothing`,
          pdb.ref,
        ),
      );
      continue;
    }
    const all = droppedPodMakers(dropped, pdb.ref.namespace, pdb.selector);
    const { selector } = pdb;
    const makers = (unsimulated.get(pdb.ref.namespace) ?? []).filter((m) => mayMakeSelectedPods(selector, m)).map((m) => m.ref);
    // Pods the input does not simulate may be the ones it protects: an operator's whose template
    // or name the selector matches (a Prometheus's StatefulSet, labels the input does not spell
    // out), an unrendered release's, or kube-system's, which the cluster's distribution runs
    // (CoreDNS from kubeadm, Talos, a managed service).
    const maybe =
      all.length > 0
        ? undefined
        : makers.length > 0
          ? `protects no simulated pod; it may protect the pods of ${someUnsimulated(makers)}, ${NOT_SIMULATED_WHY}`
          : pdb.ref.namespace === 'kube-system'
            ? "protects no pod of the input; in kube-system it may protect pods the cluster's distribution runs (CoreDNS, say), which are not in the repository"
            : undefined;
    if (maybe !== undefined) {
      report(findingAt(pdb.doc, ['spec', 'selector'], 'info', 'reference/pdb-selects-nothing', `${formatObjectRef(pdb.ref)} ${maybe}`, pdb.ref));
      continue;
    }
    // A workload switched off (replicas 0, a suspended CronJob) whose pods it selects: nothing to protect now, by design.
    const idle =
      all.length > 0
        ? undefined
        : workloads.find((w) => w.ref.namespace === pdb.ref.namespace && w.scale === 0 && matchesSelector(selector, templateLabels(w.doc.value)));
    if (idle !== undefined) {
      // Scaled to zero: whyNoPod always has a reason for it.
      const message = `${formatObjectRef(pdb.ref)} protects no pod now: it selects the pods of ${formatObjectRef(idle.ref)}${whyNoPod(idle) ?? ''}`;
      report(findingAt(pdb.doc, ['spec', 'selector'], 'info', 'reference/pdb-selects-nothing', message, pdb.ref));
      continue;
    }
    const { text, related } = leftOutList(all);
    const why = all.length === 0 ? `no pod in namespace ${JSON.stringify(pdb.ref.namespace)} has matching labels` : `the pods it selects are left out: ${text}`;
    report({
      ...findingAt(pdb.doc, ['spec', 'selector'], 'warning', 'reference/pdb-selects-nothing', `${formatObjectRef(pdb.ref)} protects no pod: ${why}`, pdb.ref),
      ...(related.length > 0 ? { related } : {}),
    });
  }
}

/** Left-out pods and workloads in `namespace` whose pods `selector` would match, in key order. */
function droppedPodMakers(dropped: ReadonlyMap<string, DroppedObject>, namespace: string, selector: LabelSelector): [string, DroppedObject][] {
  const out: [string, DroppedObject][] = [];
  for (const [key, d] of dropped) {
    const v = obj(d.doc.value);
    const kind = str(v['kind']);
    if (kind === undefined || (kind !== 'Pod' && !WORKLOAD_KINDS.has(kind)) || (str(obj(v['metadata'])['namespace']) ?? 'default') !== namespace) continue;
    if (matchesSelector(selector, templateLabels(v))) out.push([key, d]);
  }
  return out.sort((a, b) => compareNatural(a[0], b[0]));
}

/** The labels of a Pod, or of the pods a workload's template makes. */
function templateLabels(value: unknown): Readonly<Record<string, string>> {
  const v = obj(value);
  const spec = obj(v['spec']);
  const kind = str(v['kind']);
  const template = kind === 'Pod' ? v : kind === 'CronJob' ? obj(obj(obj(spec['jobTemplate'])['spec'])['template']) : obj(spec['template']);
  return stringMap(obj(template['metadata'])['labels']);
}
