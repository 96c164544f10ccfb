/**
 * A StatefulSet's first placement under podManagementPolicy OrderedReady (the default): its
 * controller creates ordinal 0 and creates no later ordinal while an earlier one is not Running
 * and Ready, so the ordinals after the first one that stays Pending are never created (and never
 * counted, placed or resized). Parallel creates them all at once.
 *
 * cluster-state has no time for a pod to start: a placed ordinal counts as Running and Ready at
 * once. So a set whose pods all fit is placed as before, each ordinal in the same scheduler pass
 * right after the one before it (PrioritySort ranks a set's ordinals in ordinal order). Only pods
 * the run creates from the set's template are held back: a pod the API server holds already (a
 * snapshot's) is what it is.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/statefulset/stateful_set_control.go
 * (updateStatefulSet: `monotonic := !allowsBurst(set)`, runForAll; processReplica: "if the set does
 * not allow bursting, return immediately" after CreateStatefulPod, and the wait while a created pod
 * is not isRunningAndReady), stateful_set_utils.go (allowsBurst, isRunningAndReady).
 */
import { orderedReady } from '../model/update-strategy.ts';
import type { ClusterModel } from '../model/objects.ts';
import type { Pod } from '../model/pod.ts';
import { podRef } from './preemption/executor.ts';
import type { ScenarioResult } from './result.ts';
import type { SimPod } from './sim-pod.ts';
import type { ClusterState } from './state.ts';

export class OrderedReadyCreation {
  /** Each held ordinal's predecessor (the ordinal before it). */
  private readonly before = new Map<SimPod, SimPod>();
  /** Ordinals not created yet, in ordinal order per set. */
  private readonly unmade = new Set<SimPod>();

  /** The sets of `model` whose ordinals wait for one another; undefined when there are none (most runs). */
  static of(model: ClusterModel, state: ClusterState): OrderedReadyCreation | undefined {
    // Without any node every pod is Pending for that one reason (reference/no-nodes): the input's pods are all kept.
    if (model.nodes.length === 0) return undefined;
    const sets = model.workloads.filter((w) => w.ref.kind === 'StatefulSet' && w.pods.length > 1 && orderedReady(w.doc.value));
    if (sets.length === 0) return undefined;
    const docs = new Set(sets.flatMap((w) => w.pods.map((p) => p.doc)));
    const byDoc = new Map<Pod['doc'], SimPod>();
    for (const p of state.pods) if (docs.has(p.pod.doc) && !p.pod.admitted && p.nodeName === undefined) byDoc.set(p.pod.doc, p);
    const creation = new OrderedReadyCreation();
    for (const w of sets) {
      let previous: SimPod | undefined;
      for (const wp of w.pods) {
        const p = byDoc.get(wp.doc);
        if (p !== undefined && previous !== undefined) {
          creation.before.set(p, previous);
          creation.unmade.add(p);
        }
        previous = p;
      }
    }
    return creation.unmade.size === 0 ? undefined : creation;
  }

  /**
   * processReplica as the scheduler reaches `pod`: true while it is not created, its predecessor
   * not created or not Running (bound); once its predecessor runs it is created, for good.
   */
  waits(pod: SimPod): boolean {
    if (!this.unmade.has(pod)) return false;
    const previous = this.before.get(pod)!;
    if (this.unmade.has(previous) || previous.nodeName === undefined || previous.gone) return true;
    this.unmade.delete(pod);
    return false;
  }

  /** Creates every ordinal whose predecessor now runs; true when one was (the scheduler takes it at the same instant). */
  createReady(): boolean {
    let created = false;
    for (const p of this.unmade) if (!this.waits(p)) created = true;
    return created;
  }

  /**
   * Once the run has settled: the ordinals never created leave the cluster (the scenarios neither
   * see nor resize them), and the Pending ordinal they wait for names them.
   */
  leaveUnmade(result: ScenarioResult, state: ClusterState): ScenarioResult {
    const unmade = this.unmadeOrdinals();
    if (unmade.size === 0) return result;
    const all = [...unmade.values()].flat();
    state.forget(new Set(all));
    state.unmade = new Map([...unmade].flatMap(([first, later]) => later.map((p): [string, string] => [p.key, first.key])));
    const waiting = new Map([...unmade].map(([first, later]) => [first.key, later.map(podRef)]));
    const placements = result.placements.map((p) => {
      const later = p.node === null ? waiting.get(`${p.pod.namespace}/${p.pod.name}`) : undefined;
      return later === undefined ? p : { ...p, waiting: later };
    });
    return { ...result, placements, unmade: all.map((p) => p.pod) };
  }

  /** The ordinals never created, by the Pending ordinal they wait for. */
  private unmadeOrdinals(): Map<SimPod, SimPod[]> {
    const out = new Map<SimPod, SimPod[]>();
    for (const p of this.unmade) {
      let first = this.before.get(p)!;
      while (this.unmade.has(first)) first = this.before.get(first)!;
      const list = out.get(first);
      if (list === undefined) out.set(first, [p]);
      else list.push(p);
    }
    return out;
  }
}
