/**
 * A case's manifests through the engine's own loader and model builder (src/load, src/model/build.ts),
 * so that every quantity is parsed by the engine's parser, then into the simulated cluster
 * (src/engine/state.ts ClusterState, SimPod).
 */
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import type { Pod } from '../../src/model/pod.ts';
import { initialPdbStates, type PdbState } from '../../src/engine/preemption/pdb.ts';
import { ClusterState, type SimNode } from '../../src/engine/state.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import type { Case, Json } from './cases.ts';

export interface LoadedCase {
  readonly state: ClusterState;
  /** Every simulated pod by name (bound ones are on their node). */
  readonly pods: ReadonlyMap<string, SimPod>;
  /** The pods in the case's order. */
  readonly podList: readonly SimPod[];
  readonly preemptor: SimPod | undefined;
  readonly pdbs: PdbState[];
  /** Error diagnostics: the engine refused part of the input. */
  readonly errors: readonly string[];
}

function nameOf(doc: Json): string {
  return (doc['metadata'] as { name: string }).name;
}

/** deletionTimestamp plus the scheduler's DisruptionTarget condition (preemption.PodTerminatingByPreemption). */
function terminatingByPreemption(doc: Json): boolean {
  const meta = doc['metadata'] as { deletionTimestamp?: string };
  const conditions = (doc['status'] as { conditions?: { type: string; status: string; reason?: string }[] } | undefined)?.conditions ?? [];
  return (
    meta.deletionTimestamp !== undefined && conditions.some((c) => c.type === 'DisruptionTarget' && c.status === 'True' && c.reason === 'PreemptionByScheduler')
  );
}

export function loadCase(c: Case): LoadedCase {
  const docs = [...(c.nodes ?? []), ...(c.pods ?? []), ...(c.preemptor !== undefined ? [c.preemptor] : []), ...(c.pdbs ?? [])];
  const text = JSON.stringify({ apiVersion: 'v1', kind: 'List', items: docs });
  const parsed = parseSource({ path: `${c.id}.json`, text });
  const { model, diagnostics } = buildClusterModel(parsed.documents);
  const errors = [...parsed.diagnostics, ...diagnostics].filter((d) => d.severity === 'error').map((d) => `${d.ruleId}: ${d.message}`);
  const state = new ClusterState(model.nodes);
  const byName = new Map<string, Pod>(model.pods.map((p) => [p.ref.name, p]));
  const raw = new Map<string, Json>([...(c.pods ?? []), ...(c.preemptor !== undefined ? [c.preemptor] : [])].map((d) => [nameOf(d), d]));
  const pods = new Map<string, SimPod>();
  const podList: SimPod[] = [];
  for (const doc of c.pods ?? []) {
    const model = byName.get(nameOf(doc));
    if (model === undefined) continue;
    const sim = new SimPod(model, model.nodeName);
    state.addPod(sim);
    if (terminatingByPreemption(doc)) {
      sim.terminatingUntil = 10_000;
      sim.preemptedByScheduler = true;
    }
    pods.set(model.ref.name, sim);
    podList.push(sim);
  }
  let preemptor: SimPod | undefined;
  if (c.preemptor !== undefined) {
    const model = byName.get(nameOf(c.preemptor));
    if (model !== undefined) {
      preemptor = new SimPod(model, model.nodeName);
      const nominated = (raw.get(model.ref.name)?.['status'] as { nominatedNodeName?: string } | undefined)?.nominatedNodeName;
      preemptor.nominatedNode = nominated;
      pods.set(model.ref.name, preemptor);
    }
  }
  const pdbs = initialPdbStates(model.pdbs, model.pods, () => undefined);
  return { state, pods, podList, preemptor, pdbs, errors };
}

export function nodeOf(loaded: LoadedCase, name: string): SimNode {
  const n = loaded.state.nodes.get(name);
  if (n === undefined) throw new Error(`no node ${name}`);
  return n;
}
