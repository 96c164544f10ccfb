/**
 * A cluster in which the cluster-state run has nothing to do: every pod bound to its node (none
 * for the scheduler to place), none with a resize in flight (desired requests equal to the
 * allocation, no PodResizePending condition: nothing for a kubelet to decide or a scheduler to
 * preempt for) and none being deleted (no grace period to run out). The run would place nothing,
 * resize nothing and end at time 0, and cluster-state is not reported; with no scenario to run
 * either, simulate() skips building the state (a 150,000-pod snapshot with nothing pending spends
 * half a second on it). test/engine/settled.test.ts checks that the results are the same.
 *
 * Upstream: none: the engine's own shortcut.
 */
import type { ClusterModel } from '../model/objects.ts';
import { resizeRequested } from './kubelet/admission.ts';
import { checkpointedPodResources } from '../model/pod-level-allocation.ts';

export function isSettled(model: ClusterModel): boolean {
  // A pod the run creates on a named node still meets its kubelet's admission (admit-pinned.ts).
  return model.pods.every(
    (p) =>
      p.nodeName !== undefined &&
      p.admitted &&
      p.deletionTimestamp === undefined &&
      p.resizePending === undefined &&
      !resizeRequested(p, checkpointedPodResources(p)),
  );
}
