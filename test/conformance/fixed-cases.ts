/**
 * Cases transcribed from upstream's unit tests (cited per case), run through both sides with the
 * random ones: here TestSelectBestCandidate and TestSortPendingResizes, the kubelet's tables in
 * fixed-kubelet.ts, kube-scheduler's in fixed-scheduler.ts and (its filter plugins') fixed-placement.ts, the helpers' in fixed-helpers.ts. Start times that upstream spaces by nanoseconds (epochTime1..6) are whole seconds
 * here: a manifest's startTime has second precision; their order is kept.
 */
import type { Case, Json } from './cases.ts';
import { HELPER_CASES } from './fixed-helpers.ts';
import { KUBELET_CASES } from './fixed-kubelet.ts';
import { PLACEMENT_CASES } from './fixed-placement.ts';
import { SCHEDULER_CASES } from './fixed-scheduler.ts';
import { nodeManifest, podManifest, type Amounts } from './manifests.ts';
import { Random } from './random.ts';

const rng = new Random(0);
const SMALL: Amounts = { cpu: 100, memory: 100 };
const MEDIUM: Amounts = { cpu: 200, memory: 200 };
const LARGE: Amounts = { cpu: 300, memory: 300 };
const VERY_LARGE: Amounts = { cpu: 500, memory: 500 };
const [NEG, LOW, MID, HIGH, VERY_HIGH] = [-100, 0, 100, 1000, 10000];

const BEST_CANDIDATE = 'pkg/scheduler/framework/plugins/defaultpreemption/default_preemption_test.go TestSelectBestCandidate';

function victim(name: string, node: string, priority: number, requests: Amounts, start = 0): Json {
  return podManifest(rng, { name, node, priority, startTime: start, containers: [{ name: 'c', requests }] });
}

function bestCandidate(id: string, title: string, nodes: number, preemptorPriority: number, preemptorRequests: Amounts, pods: readonly Json[]): Case {
  return {
    id: `fixed-${id}`,
    kind: 'selectVictims',
    source: `${BEST_CANDIDATE} "${title}"`,
    nodes: Array.from({ length: nodes }, (_, i) =>
      nodeManifest(rng, { name: `node${i + 1}`, cpu: VERY_LARGE['cpu']!, memory: VERY_LARGE['memory']!, pods: 32 }),
    ),
    pods,
    preemptor: podManifest(rng, { name: 'p', priority: preemptorPriority, containers: [{ name: 'c', requests: preemptorRequests }] }),
    pdbs: [],
    nominatedNodeStatus: 'Unschedulable',
  };
}

const selectBestCandidate: Case[] = [
  bestCandidate('min-highest-priority', 'node with min highest priority pod is picked', 3, HIGH, VERY_LARGE, [
    victim('p1.1', 'node1', MID, MEDIUM),
    victim('p1.2', 'node1', MID, LARGE),
    victim('p2.1', 'node2', MID, MEDIUM),
    victim('p2.2', 'node2', LOW, MEDIUM),
    victim('p3.1', 'node3', LOW, MEDIUM),
    victim('p3.2', 'node3', LOW, MEDIUM),
  ]),
  bestCandidate('min-sum', 'when highest priorities are the same, minimum sum of priorities is picked', 3, HIGH, VERY_LARGE, [
    victim('p1.1', 'node1', MID, MEDIUM),
    victim('p1.2', 'node1', MID, LARGE),
    victim('p2.1', 'node2', MID, LARGE),
    victim('p2.2', 'node2', LOW, MEDIUM),
    victim('p3.1', 'node3', MID, MEDIUM),
    victim('p3.2', 'node3', MID, MEDIUM),
  ]),
  bestCandidate('adjusted-sum', 'sum of adjusted priorities is considered', 3, HIGH, VERY_LARGE, [
    victim('p1.1', 'node1', MID, SMALL),
    victim('p1.2', 'node1', NEG, SMALL),
    victim('p1.3', 'node1', NEG, SMALL),
    victim('p2.1', 'node2', MID, LARGE),
    victim('p2.2', 'node2', NEG, MEDIUM),
    victim('p3.1', 'node3', MID, MEDIUM),
    victim('p3.2', 'node3', NEG, SMALL),
    victim('p3.3', 'node3', LOW, SMALL),
  ]),
  bestCandidate('non-overlapping', 'non-overlapping lowest high priority, sum priorities, and number of pods', 4, VERY_HIGH, VERY_LARGE, [
    victim('p1.1', 'node1', MID, SMALL),
    victim('p1.2', 'node1', LOW, SMALL),
    victim('p1.3', 'node1', LOW, SMALL),
    victim('p2.1', 'node2', HIGH, LARGE),
    victim('p3.1', 'node3', MID, MEDIUM),
    victim('p3.2', 'node3', LOW, SMALL),
    victim('p3.3', 'node3', LOW, SMALL),
    victim('p3.4', 'node3', LOW, MEDIUM),
    victim('p4.1', 'node4', MID, MEDIUM),
    victim('p4.2', 'node4', MID, SMALL),
    victim('p4.3', 'node4', MID, SMALL),
    victim('p4.4', 'node4', NEG, SMALL),
  ]),
  bestCandidate('start-time-all', 'same priority, same number of victims, different start time for all pods', 3, HIGH, VERY_LARGE, [
    victim('p1.1', 'node1', MID, MEDIUM, 4),
    victim('p1.2', 'node1', MID, MEDIUM, 2),
    victim('p2.1', 'node2', MID, MEDIUM, 5),
    victim('p2.2', 'node2', MID, MEDIUM, 1),
    victim('p3.1', 'node3', MID, MEDIUM, 3),
    victim('p3.2', 'node3', MID, MEDIUM, 6),
  ]),
];

/**
 * pkg/kubelet/allocation/allocation_manager_test.go TestSortPendingResizes: pod 0 shrinks its
 * pod-level requests, pod 1 its container requests, pod 2 has the highest priority, pod 3 is the
 * only Guaranteed one (upstream sets status.qosClass; here its limits equal its requests), pod 4
 * has been Deferred longer than pod 5, pod 6 has no condition. Pushed in reverse, as its second half does.
 */
function sortPendingResizes(): Case {
  const GI = 1073741824;
  const MI = 1048576;
  const allocated = { cpu: 1000, memory: GI };
  const grown = { cpu: 1500, memory: 1500 * MI };
  const pods = [0, 1, 2, 3, 4, 5, 6].map((i) =>
    podManifest(rng, {
      name: `pod${i}`,
      node: 'n1',
      ...(i === 2 ? { priority: 100 } : {}),
      startTime: 0,
      containers: [
        {
          name: `c${i}`,
          requests: i === 0 ? allocated : i === 1 ? { cpu: 500, memory: 500 * MI } : grown,
          ...(i === 3 ? { limits: grown } : {}),
          allocated,
          actual: allocated,
        },
      ],
      ...(i === 0 ? { podRequests: { cpu: 500, memory: 500 * MI } } : {}),
      ...(i === 4 || i === 5 ? { resizePending: { reason: 'Deferred' as const, since: i } } : {}),
    }),
  );
  return {
    id: 'fixed-sort-pending-resizes',
    kind: 'pendingOrder',
    source: 'pkg/kubelet/allocation/allocation_manager_test.go TestSortPendingResizes',
    nodes: [nodeManifest(rng, { name: 'n1', cpu: 64000, memory: 256 * GI, pods: 110 })],
    pods,
    pendingSinceOrder: ['pod4', 'pod5'],
    pushOrder: ['pod6', 'pod5', 'pod4', 'pod3', 'pod2', 'pod1', 'pod0'],
  };
}

export const FIXED_CASES: readonly Case[] = [
  ...selectBestCandidate,
  sortPendingResizes(),
  ...KUBELET_CASES,
  ...SCHEDULER_CASES,
  ...PLACEMENT_CASES,
  ...HELPER_CASES,
];
