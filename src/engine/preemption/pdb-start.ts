/**
 * The PodDisruptionBudget states a run starts from: each PDB's disruptionsAllowed as its status
 * records it, else as the disruption controller computes it from the model's pods (pdb.ts).
 * Every run of one model (cluster-state, then each scenario) starts from the same numbers, so
 * they are computed once per model; each run gets states of its own to count down.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/disruption/disruption.go.
 */
import { formatObjectRef } from '../../core/object-ref.ts';
import type { ClusterModel } from '../../model/objects.ts';
import type { Pod } from '../../model/pod.ts';
import { initialPdbStates, type PdbState } from './pdb.ts';

const allowedAtStart = new WeakMap<ClusterModel, readonly number[]>();

/** New PDB states for a run of `model`. */
export function pdbStates(model: ClusterModel): PdbState[] {
  let allowed = allowedAtStart.get(model);
  if (allowed === undefined) allowedAtStart.set(model, (allowed = initialPdbStates(model.pdbs, model.pods, scaleOf(model)).map((s) => s.allowed)));
  return model.pdbs.map((pdb, i) => ({ pdb, allowed: allowed[i]! }));
}

/** The scale of a pod's controller (replicas, parallelism, eligible nodes), for PDB accounting. */
function scaleOf(model: ClusterModel): (pod: Pod) => number | undefined {
  const scales = new Map(model.workloads.map((w) => [formatObjectRef(w.ref), w.scale]));
  return (pod) => scales.get(formatObjectRef(pod.owner));
}
