/**
 * SimPod.nonZeroRequests (src/engine/state.ts) serves scoring's NonZeroRequested from the cached
 * request view when no container misses a cpu or memory request (DefaultMilliCPURequest, DefaultMemoryRequest). It must equal the full
 * PodRequests with NON_ZERO_DEFAULTS in every case, including the ones that need the full path.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Container, ContainerStatus, ResizePendingReason } from '../../src/model/pod.ts';
import { podRequests } from '../../src/model/requests.ts';
import { NON_ZERO_DEFAULTS, SimPod } from '../../src/engine/sim-pod.ts';
import { modelPod } from '../helpers/model.ts';

const MI = 1024n * 1024n;
type Amounts = Readonly<Record<string, bigint>>;

function ctr(name: string, requests: Amounts, init = false): Container {
  return {
    name,
    type: init ? 'init' : 'container',
    sidecar: false,
    resources: { requests: new Map(Object.entries(requests)), limits: new Map() },
    resizePolicy: new Map(),
    path: [],
  };
}

function status(allocated?: Amounts, actual?: Amounts): ContainerStatus {
  return { ...(allocated ? { allocated: new Map(Object.entries(allocated)) } : {}), ...(actual ? { actualRequests: new Map(Object.entries(actual)) } : {}) };
}

function simPod(
  containers: Container[],
  opts: { init?: Container[]; statuses?: Record<string, ContainerStatus>; pending?: ResizePendingReason; node?: string } = {},
): SimPod {
  const pod = modelPod('p', {
    containers,
    initContainers: opts.init ?? [],
    containerStatuses: new Map(Object.entries(opts.statuses ?? {})),
    ...(opts.pending !== undefined ? { resizePending: opts.pending } : {}),
  });
  return new SimPod(pod, opts.node);
}

// Below the defaults (100m, 200Mi), so a default filled in where it should not be shows in the max.
const FULL = { cpu: 50n, memory: 64n * MI };
const CASES: readonly [string, () => SimPod][] = [
  ['every request set, unbound', () => simPod([ctr('a', FULL)])],
  [
    'every request set, bound with a larger allocation',
    () => simPod([ctr('a', FULL)], { node: 'n', statuses: { a: status({ cpu: 900n, memory: 512n * MI }) } }),
  ],
  ['cpu missing', () => simPod([ctr('a', { memory: 256n * MI })], { node: 'n' })],
  ['memory missing in a second container', () => simPod([ctr('a', FULL), ctr('b', { cpu: 100n })])],
  ['memory missing in an init container', () => simPod([ctr('a', FULL)], { init: [ctr('i', { cpu: 2000n }, true)] })],
  ['allocation without memory', () => simPod([ctr('a', FULL)], { node: 'n', statuses: { a: status({ cpu: 50n }) } })],
  ['actuated without cpu', () => simPod([ctr('a', FULL)], { node: 'n', statuses: { a: status(FULL, { memory: 256n * MI }) } })],
  ['Infeasible without an allocation', () => simPod([ctr('a', FULL)], { node: 'n', pending: 'Infeasible' })],
  [
    'Infeasible with a status but no allocation',
    () => simPod([ctr('a', FULL)], { node: 'n', pending: 'Infeasible', statuses: { a: status(undefined, FULL) } }),
  ],
  [
    'Infeasible with an allocation',
    () => simPod([ctr('a', FULL)], { node: 'n', pending: 'Infeasible', statuses: { a: status({ cpu: 200n, memory: 128n * MI }) } }),
  ],
];

describe('SimPod.nonZeroRequests', () => {
  for (const [name, make] of CASES) {
    it(`${name}: equals PodRequests with the scoring defaults`, () => {
      const pod = make();
      const full = podRequests(pod, { useStatusResources: pod.nodeName !== undefined, nonMissing: NON_ZERO_DEFAULTS });
      assert.deepEqual(pod.nonZeroRequests(), { cpu: full.get('cpu') ?? 0n, memory: full.get('memory') ?? 0n });
    });
  }
});
