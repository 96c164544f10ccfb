/**
 * The node a pending pod binds to, found by a plain scan: every node filtered, every feasible
 * node scored, the highest score taken (schedulePod: findNodesThatFitPod, prioritizeNodes,
 * selectHost). This is the reference the PlacementIndex accelerates: the index must return the
 * node this scan returns, and the tests run both, pod by pod and whole simulations
 * (`RunOptions.nodeFinder: 'scan'`), and compare.
 *
 * Upstream filters a sample of numFeasibleNodesToFind nodes from a rotating offset and breaks
 * a tie in score at random (selectHost's reservoir sampling); here every feasible node is scored
 * and a tie is broken as stated in `winsTie`, so the answer is the best node and the same in
 * every run.
 *
 * Upstream (kubernetes v1.37.2): pkg/scheduler/schedule_one.go.
 */
import { finalStatus, runFilterPlugins, type CycleState, type FilterOptions } from './filters.ts';
import { score, type ScoringStrategy } from './plugins/scoring.ts';
import { nodeInfoOf, type SimNode } from './state.ts';
import type { SimPod } from './sim-pod.ts';
import { isSuccess } from './status.ts';

/** The pod's fractions of free cpu and memory on `n` once it is placed, summed, as a fraction (numerator, denominator). */
function freeAfter(pod: SimPod, n: SimNode): readonly [bigint, bigint] {
  const cpu = n.node.allocatable.get('cpu') ?? 0n;
  const memory = n.node.allocatable.get('memory') ?? 0n;
  const used = nodeInfoOf(n).nonZeroRequested;
  const own = pod.nonZeroRequests();
  return [(cpu - used.cpu - own.cpu) * memory + (memory - used.memory - own.memory) * cpu, cpu * memory];
}

/**
 * Between two nodes of equal score: the one left freest by the pod (the fullest with
 * MostAllocated), free cpu and memory fractions summed and compared exactly; then the lower name.
 */
export function winsTie(strategy: ScoringStrategy, pod: SimPod, a: SimNode, b: SimNode): boolean {
  const [fa, da] = freeAfter(pod, a);
  const [fb, db] = freeAfter(pod, b);
  if (fa * db !== fb * da) return strategy === 'LeastAllocated' ? fa * db > fb * da : fa * db < fb * da;
  return a.node.name < b.node.name;
}

/** The best feasible node of `nodes` for the cycle's pod, or undefined when none passes Filter. */
export function scanForBest(nodes: readonly SimNode[], strategy: ScoringStrategy, cycle: CycleState, opts: FilterOptions): SimNode | undefined {
  const pod = cycle.pod;
  let best: { readonly node: SimNode; readonly score: number } | undefined;
  for (const n of nodes) {
    if (!isSuccess(finalStatus(runFilterPlugins(cycle, nodeInfoOf(n), opts)))) continue;
    const s = score(strategy, pod.nonZeroRequests(), nodeInfoOf(n).nonZeroRequested, n.node);
    if (best === undefined || s > best.score || (s === best.score && winsTie(strategy, pod, n, best.node))) best = { node: n, score: s };
  }
  return best?.node;
}
