/**
 * PodRequests / AggregateContainerRequests (src/model/requests.ts) against component-helpers resource/helpers.go:
 * init containers, sidecars, pod-level requests, overhead, the scheduler's
 * max(spec, allocated, actual) on aggregates, and the Infeasible branch.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Container, ContainerStatus, PodResourceShape, ResizePendingReason, ResourceRequirements } from '../../src/model/pod.ts';
import { aggregateContainerRequests, podRequests, podRequestsAt } from '../../src/model/requests.ts';

const KI = 1024n;
const MI = KI * KI;
const G = 1_000_000_000n;

/** cpu in milli-units, everything else in whole units (bytes for memory). */
type Amounts = Readonly<Record<string, number | bigint>>;

function rl(a: Amounts = {}): Map<string, bigint> {
  return new Map(Object.entries(a).map(([k, v]) => [k, BigInt(v)]));
}

function ctr(name: string, requests: Amounts, opts: { init?: boolean; sidecar?: boolean; limits?: Amounts } = {}): Container {
  const init = opts.init === true || opts.sidecar === true;
  return {
    name,
    type: init ? 'init' : 'container',
    sidecar: opts.sidecar === true,
    resources: { requests: rl(requests), limits: rl(opts.limits) },
    resizePolicy: new Map(),
    path: [],
  };
}

const sidecar = (name: string, requests: Amounts): Container => ctr(name, requests, { sidecar: true });
const init = (name: string, requests: Amounts): Container => ctr(name, requests, { init: true });

interface ShapeOpts {
  readonly init?: readonly Container[];
  readonly pod?: { readonly requests?: Amounts; readonly limits?: Amounts };
  readonly overhead?: Amounts;
  readonly status?: Readonly<Record<string, { allocated?: Amounts; actual?: Amounts }>>;
  readonly pending?: ResizePendingReason;
  /** The pod-level status.resources.requests and status.allocatedResources. */
  readonly podStatus?: { readonly actual?: Amounts; readonly allocated?: Amounts };
}

function shape(containers: readonly Container[], o: ShapeOpts = {}): PodResourceShape {
  const statuses = new Map<string, ContainerStatus>();
  for (const [name, s] of Object.entries(o.status ?? {})) {
    const st: { allocated?: Map<string, bigint>; actualRequests?: Map<string, bigint> } = {};
    if (s.allocated !== undefined) st.allocated = rl(s.allocated);
    if (s.actual !== undefined) st.actualRequests = rl(s.actual);
    statuses.set(name, st);
  }
  const podResources: ResourceRequirements | undefined = o.pod === undefined ? undefined : { requests: rl(o.pod.requests), limits: rl(o.pod.limits) };
  const podStatus =
    o.podStatus === undefined
      ? undefined
      : {
          actual: o.podStatus.actual === undefined ? undefined : rl(o.podStatus.actual),
          allocated: o.podStatus.allocated === undefined ? undefined : rl(o.podStatus.allocated),
        };
  return { containers, initContainers: o.init ?? [], podResources, overhead: rl(o.overhead), containerStatuses: statuses, resizePending: o.pending, podStatus };
}

function asObject(m: ReadonlyMap<string, bigint>): Record<string, bigint> {
  return Object.fromEntries([...m].filter(([, v]) => v !== 0n).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function expectList(actual: ReadonlyMap<string, bigint>, expected: Amounts): void {
  assert.deepEqual(asObject(actual), asObject(rl(expected)));
}

describe('podRequests: spec aggregate (PodRequests)', () => {
  const table: readonly { readonly name: string; readonly pod: PodResourceShape; readonly want: Amounts }[] = [
    {
      name: 'computePodResourceRequest example (noderesources/fit.go): init IC1 {2, 1G}, IC2 {2, 3G}; C1 {2, 1G}, C2 {1, 1G} → {3, 3G}',
      pod: shape([ctr('c1', { cpu: 2000, memory: G }), ctr('c2', { cpu: 1000, memory: G })], {
        init: [init('ic1', { cpu: 2000, memory: G }), init('ic2', { cpu: 2000, memory: 3n * G })],
      }),
      want: { cpu: 3000, memory: 3n * G },
    },
    { name: 'containers are summed', pod: shape([ctr('a', { cpu: 100, memory: 10 }), ctr('b', { cpu: 250, memory: 5 })]), want: { cpu: 350, memory: 15 } },
    { name: 'no containers requesting anything → empty', pod: shape([ctr('a', {})]), want: {} },
    {
      name: 'an ordinary init container larger than the containers wins',
      pod: shape([ctr('c', { cpu: 50 })], { init: [init('i', { cpu: 250 })] }),
      want: { cpu: 250 },
    },
    {
      name: 'each resource is maxed independently',
      pod: shape([ctr('c', { cpu: 100, memory: 1000 })], { init: [init('i', { cpu: 2000, memory: 100 })] }),
      want: { cpu: 2000, memory: 1000 },
    },
    {
      name: 'aggregateContainerResourcesByFn: a sidecar joins the steady-state sum',
      pod: shape([ctr('c', { cpu: 500 })], { init: [sidecar('s', { cpu: 1000 })] }),
      want: { cpu: 1500 },
    },
    {
      name: 'aggregateContainerResourcesByFn: a sidecar started before an init container adds to its in-flight usage (100 + 500 > 100 + 200)',
      pod: shape([ctr('c', { cpu: 200 })], { init: [sidecar('s', { cpu: 100 }), init('i', { cpu: 500 })] }),
      want: { cpu: 600 },
    },
    {
      name: 'a sidecar started after an init container does not add to it',
      pod: shape([ctr('c', { cpu: 200 })], { init: [init('i', { cpu: 500 }), sidecar('s', { cpu: 100 })] }),
      want: { cpu: 500 },
    },
    {
      name: 'aggregateContainerResourcesByFn: every earlier sidecar counts (S1 100, S2 200, then init 250 → 550)',
      pod: shape([ctr('c', { cpu: 100 })], { init: [sidecar('s1', { cpu: 100 }), sidecar('s2', { cpu: 200 }), init('i', { cpu: 250 })] }),
      want: { cpu: 550 },
    },
    {
      name: 'sidecars alone: their sum (100 + 900)',
      pod: shape([ctr('c', {})], { init: [sidecar('s1', { cpu: 100 }), sidecar('s2', { cpu: 900 })] }),
      want: { cpu: 1000 },
    },
    {
      name: 'applyPodLevelResources: pod-level requests replace the aggregate only for the names they set',
      pod: shape([ctr('c', { cpu: 200, memory: 300 })], { pod: { requests: { cpu: 800 } } }),
      want: { cpu: 800, memory: 300 },
    },
    {
      name: 'applyPodLevelResources: pod-level requests may also be lower than the container aggregate',
      pod: shape([ctr('c', { cpu: 200, memory: 300 })], { pod: { requests: { memory: 100 } } }),
      want: { cpu: 200, memory: 100 },
    },
    {
      name: 'IsSupportedPodLevelResource: pod-level resources support only cpu, memory and hugepages-* (ephemeral-storage at pod level is ignored)',
      pod: shape([ctr('c', { cpu: 200, 'ephemeral-storage': 5 })], { pod: { requests: { 'ephemeral-storage': 99 } } }),
      want: { cpu: 200, 'ephemeral-storage': 5 },
    },
    {
      name: 'IsSupportedPodLevelResource: hugepages-* is a supported pod-level resource',
      pod: shape([ctr('c', { cpu: 200, 'hugepages-2Mi': 2n * MI })], { pod: { requests: { 'hugepages-2Mi': 4n * MI } } }),
      want: { cpu: 200, 'hugepages-2Mi': 4n * MI },
    },
    { name: 'PodRequests: overhead is added', pod: shape([ctr('c', { cpu: 100 })], { overhead: { cpu: 50, memory: 10 } }), want: { cpu: 150, memory: 10 } },
    {
      name: 'PodRequests: overhead is added after the pod-level override',
      pod: shape([ctr('c', { cpu: 100 })], { pod: { requests: { cpu: 800 } }, overhead: { cpu: 50 } }),
      want: { cpu: 850 },
    },
    {
      name: 'extended resources are summed like the rest',
      pod: shape([ctr('a', { 'example.com/gpu': 1 }), ctr('b', { 'example.com/gpu': 2 })]),
      want: { 'example.com/gpu': 3 },
    },
    {
      name: 'without useStatusResources the status is ignored (spec only)',
      pod: shape([ctr('c', { cpu: 100 })], { status: { c: { allocated: { cpu: 900 }, actual: { cpu: 900 } } }, pending: 'Deferred' }),
      want: { cpu: 100 },
    },
  ];
  for (const t of table) {
    it(t.name, () => {
      expectList(podRequests(t.pod), t.want);
    });
  }

  it('excludeOverhead leaves the overhead out', () => {
    expectList(podRequests(shape([ctr('c', { cpu: 100 })], { overhead: { cpu: 50 } }), { excludeOverhead: true }), { cpu: 100 });
  });

  it('aggregateContainerRequests applies neither pod-level requests nor overhead', () => {
    const p = shape([ctr('c', { cpu: 200, memory: 300 })], { pod: { requests: { cpu: 800 } }, overhead: { cpu: 50 } });
    expectList(aggregateContainerRequests(p), { cpu: 200, memory: 300 });
  });
});

describe('podRequests with status (the scheduler cache, PodInfo.CalculateResource)', () => {
  const status = { useStatusResources: true } as const;
  const table: readonly { readonly name: string; readonly pod: PodResourceShape; readonly want: Amounts }[] = [
    {
      name: 'a Deferred grow counts at its desired size: spec 300m, allocated 100m → 300m',
      pod: shape([ctr('c', { cpu: 300 })], { status: { c: { allocated: { cpu: 100 }, actual: { cpu: 100 } } }, pending: 'Deferred' }),
      want: { cpu: 300 },
    },
    {
      name: 'AggregateContainerRequests: a shrink still reserves the old allocation: spec 100m, allocated 300m → 300m',
      pod: shape([ctr('c', { cpu: 100 })], { status: { c: { allocated: { cpu: 300 }, actual: { cpu: 300 } } } }),
      want: { cpu: 300 },
    },
    {
      name: 'AggregateContainerRequests: … and the old actuated size until the runtime reports it: spec = allocated 200m, actual 600m → 600m',
      pod: shape([ctr('c', { cpu: 200 })], { status: { c: { allocated: { cpu: 200 }, actual: { cpu: 600 } } } }),
      want: { cpu: 600 },
    },
    {
      name: 'actuated falls back to allocated when status.resources is absent: spec 200m, allocated 400m → 400m',
      pod: shape([ctr('c', { cpu: 200 })], { status: { c: { allocated: { cpu: 400 } } } }),
      want: { cpu: 400 },
    },
    {
      name: 'a container without status falls back to its spec',
      pod: shape([ctr('a', { cpu: 300 }), ctr('b', { cpu: 100 })], { status: { a: { allocated: { cpu: 100 }, actual: { cpu: 100 } } } }),
      want: { cpu: 400 },
    },
    {
      name: 'AggregateContainerRequests: max over aggregates, not per container — a 100m→350m, b 300m→100m: max(450, 400) = 450 (per container: 650)',
      pod: shape([ctr('a', { cpu: 350, memory: 10 }), ctr('b', { cpu: 100, memory: 10 })], {
        status: {
          a: { allocated: { cpu: 100, memory: 10 }, actual: { cpu: 100, memory: 10 } },
          b: { allocated: { cpu: 300, memory: 10 }, actual: { cpu: 300, memory: 10 } },
        },
        pending: 'Deferred',
      }),
      want: { cpu: 450, memory: 20 },
    },
    {
      name: 'AggregateContainerRequests: opposing cpu grow and memory shrink — {max(sum spec cpu, sum alloc cpu), max(sum spec mem, sum alloc mem)}',
      pod: shape([ctr('a', { cpu: 300, memory: 100 }), ctr('b', { cpu: 100, memory: 100 })], {
        status: {
          a: { allocated: { cpu: 100, memory: 100 }, actual: { cpu: 100, memory: 100 } },
          b: { allocated: { cpu: 100, memory: 300 }, actual: { cpu: 100, memory: 300 } },
        },
        pending: 'Deferred',
      }),
      want: { cpu: 400, memory: 400 },
    },
    {
      name: 'IsPodResizeInfeasible: an Infeasible resize ignores the spec: spec 500m, allocated 200m → 200m',
      pod: shape([ctr('c', { cpu: 500 })], { status: { c: { allocated: { cpu: 200 }, actual: { cpu: 200 } } }, pending: 'Infeasible' }),
      want: { cpu: 200 },
    },
    {
      name: 'IsPodResizeInfeasible: Infeasible keeps max(actual, allocated): allocated 200m, actual 300m → 300m',
      pod: shape([ctr('c', { cpu: 500 })], { status: { c: { allocated: { cpu: 200 }, actual: { cpu: 300 } } }, pending: 'Infeasible' }),
      want: { cpu: 300 },
    },
    {
      name: 'IsPodResizeInfeasible: Infeasible — a container without status contributes nothing (not its spec)',
      pod: shape([ctr('a', { cpu: 500 }), ctr('b', { cpu: 300 })], { status: { a: { allocated: { cpu: 200 }, actual: { cpu: 200 } } }, pending: 'Infeasible' }),
      want: { cpu: 200 },
    },
    {
      name: 'Deferred (not Infeasible) — a container without status counts at its spec',
      pod: shape([ctr('a', { cpu: 500 }), ctr('b', { cpu: 300 })], { status: { a: { allocated: { cpu: 200 }, actual: { cpu: 200 } } }, pending: 'Deferred' }),
      want: { cpu: 800 },
    },
    {
      name: 'sidecar status counts too: sidecar spec 300m allocated 100m, container 100m → 400m',
      pod: shape([ctr('c', { cpu: 100 })], {
        init: [sidecar('s', { cpu: 300 })],
        status: { s: { allocated: { cpu: 100 }, actual: { cpu: 100 } } },
        pending: 'Deferred',
      }),
      want: { cpu: 400 },
    },
    {
      name: 'overhead is added to the status view as well',
      pod: shape([ctr('c', { cpu: 300 })], { status: { c: { allocated: { cpu: 100 }, actual: { cpu: 100 } } }, overhead: { cpu: 25 } }),
      want: { cpu: 325 },
    },
  ];
  for (const t of table) {
    it(t.name, () => {
      expectList(podRequests(t.pod, status), t.want);
    });
  }

  it('aggregateContainerRequests with status equals podRequests without pod-level/overhead', () => {
    const p = shape([ctr('c', { cpu: 100 })], { status: { c: { allocated: { cpu: 300 }, actual: { cpu: 300 } } } });
    expectList(aggregateContainerRequests(p, status), { cpu: 300 });
  });
});

describe('podRequestsAt: the pod as allocated or actuated (UpdatePodFromAllocation)', () => {
  const pod = (pending?: ResizePendingReason): PodResourceShape =>
    shape([ctr('a', { cpu: 900, memory: 900 }), ctr('b', { cpu: 100, memory: 100 })], {
      init: [sidecar('s', { cpu: 300 }), init('i', { cpu: 50 })],
      status: { a: { allocated: { cpu: 500, memory: 400 }, actual: { cpu: 450 } }, s: { allocated: { cpu: 200 } } },
      pod: { requests: { memory: 2000 } },
      overhead: { cpu: 10 },
      ...(pending ? { pending } : {}),
    });

  it('allocated: each container at its allocation, else its spec; pod-level requests and overhead as for the spec', () => {
    // a 500 + b 100 (no status) + sidecar 200 = 800 cpu, + 10 overhead; memory from the pod level.
    expectList(podRequestsAt(pod(), 'allocated'), { cpu: 810, memory: 2000 });
  });

  it('actuated: the actuated requests first, then the allocation, then the spec', () => {
    expectList(podRequestsAt(pod(), 'actuated'), { cpu: 760, memory: 2000 });
  });

  it('an Infeasible resize changes nothing: containers without an allocation still count at their spec', () => {
    expectList(podRequestsAt(pod('Infeasible'), 'allocated'), { cpu: 810, memory: 2000 });
    expectList(podRequestsAt(pod('Infeasible'), 'actuated'), { cpu: 760, memory: 2000 });
  });
});

describe('podRequests: pod-level resources with status (effectivePodLevelResources, InPlacePodLevelResourcesVerticalScaling)', () => {
  const c = [ctr('app', { cpu: 500, memory: G }, { limits: { cpu: 8000, memory: 2n * G } })];
  // A pod-level resize 1 → 6 CPU the kubelet found Infeasible: it holds what it was allocated and runs at.
  const infeasible = shape(c, {
    pod: { requests: { cpu: 6000, memory: G } },
    pending: 'Infeasible',
    podStatus: { actual: { cpu: 1000, memory: G }, allocated: { cpu: 1000, memory: G } },
  });
  it('an Infeasible pod-level resize counts max(status.resources, allocated), not the spec', () => {
    expectList(podRequests(infeasible, { useStatusResources: true }), { cpu: 1000, memory: G });
  });
  it('the spec alone still counts the spec', () => {
    expectList(podRequests(infeasible), { cpu: 6000, memory: G });
  });
  it('a pending (not Infeasible) pod-level resize counts the largest of spec, actual and allocated', () => {
    const shrinking = shape(c, {
      pod: { requests: { cpu: 1000, memory: G } },
      podStatus: { actual: { cpu: 3000, memory: G }, allocated: { cpu: 2000, memory: G } },
    });
    expectList(podRequests(shrinking, { useStatusResources: true }), { cpu: 3000, memory: G });
  });
  it('without status.resources the spec counts (PodRequests reads the status only when it is set)', () => {
    const allocatedOnly = shape(c, { pod: { requests: { cpu: 6000, memory: G } }, pending: 'Infeasible', podStatus: { allocated: { cpu: 1000, memory: G } } });
    expectList(podRequests(allocatedOnly, { useStatusResources: true }), { cpu: 6000, memory: G });
  });
  it("the kubelet's views take its pod-level allocation, and what the runtime actuated", () => {
    expectList(podRequestsAt(infeasible, 'allocated'), { cpu: 1000, memory: G });
    const actuating = shape(c, {
      pod: { requests: { cpu: 4000, memory: G } },
      podStatus: { actual: { cpu: 2000, memory: G }, allocated: { cpu: 4000, memory: G } },
    });
    expectList(podRequestsAt(actuating, 'actuated'), { cpu: 2000, memory: G });
    expectList(podRequestsAt(actuating, 'allocated'), { cpu: 4000, memory: G });
  });
});
