/**
 * computePodQOS (src/model/qos.ts), mirroring ComputePodQOS: only cpu and memory count; Guaranteed
 * needs requests == limits for cpu and memory in every container (init containers included);
 * BestEffort has no cpu/memory requests or limits at all (pkg/apis/core/v1/helper/qos/qos.go). Containers are built
 * after API defaulting (SetDefaults_Pod: a limit without a request sets the request); the last block checks
 * that defaulting through the manifest pipeline.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import type { Container, QOSClass, ResourceRequirements } from '../../src/model/pod.ts';
import { computePodQOS } from '../../src/model/qos.ts';

const MI = 1024n * 1024n;

type Amounts = Readonly<Record<string, number | bigint>>;

function rl(a: Amounts = {}): Map<string, bigint> {
  return new Map(Object.entries(a).map(([k, v]) => [k, BigInt(v)]));
}

function ctr(requests: Amounts, limits: Amounts = {}, kind: 'container' | 'init' | 'sidecar' = 'container'): Container {
  return {
    name: 'c',
    type: kind === 'container' ? 'container' : 'init',
    sidecar: kind === 'sidecar',
    resources: { requests: rl(requests), limits: rl(limits) },
    resizePolicy: new Map(),
    path: [],
  };
}

/** A container after API defaulting: limits only, requests copied from them (SetDefaults_Pod). */
function limitsOnly(limits: Amounts): Container {
  return ctr(limits, limits);
}

const G = { cpu: 1000, memory: 256n * MI } as const;

interface Row {
  readonly name: string;
  readonly containers: readonly Container[];
  readonly init?: readonly Container[];
  readonly pod?: ResourceRequirements;
  readonly want: QOSClass;
}

const TABLE: readonly Row[] = [
  { name: 'no requests or limits → BestEffort', containers: [ctr({})], want: 'BestEffort' },
  { name: 'requests == limits for cpu and memory → Guaranteed', containers: [ctr(G, G)], want: 'Guaranteed' },
  { name: 'requests only → Burstable', containers: [ctr({ cpu: 100 })], want: 'Burstable' },
  { name: 'requests below limits → Burstable', containers: [ctr({ cpu: 500, memory: 256n * MI }, G)], want: 'Burstable' },
  { name: 'limits-only container (requests defaulted from limits) with cpu and memory → Guaranteed', containers: [limitsOnly(G)], want: 'Guaranteed' },
  { name: 'limits-only container with cpu only → Burstable (no memory limit)', containers: [limitsOnly({ cpu: 1000 })], want: 'Burstable' },
  { name: 'every container must be Guaranteed: one with no resources makes the pod Burstable', containers: [ctr(G, G), ctr({})], want: 'Burstable' },
  {
    name: 'two Guaranteed containers → Guaranteed',
    containers: [ctr(G, G), ctr({ cpu: 2000, memory: 512n * MI }, { cpu: 2000, memory: 512n * MI })],
    want: 'Guaranteed',
  },
  {
    name: 'init containers count: an init container without limits makes the pod Burstable',
    containers: [ctr(G, G)],
    init: [ctr({ cpu: 100 }, {}, 'init')],
    want: 'Burstable',
  },
  {
    name: 'init containers count: a Guaranteed init container keeps the pod Guaranteed',
    containers: [ctr(G, G)],
    init: [ctr(G, G, 'init')],
    want: 'Guaranteed',
  },
  {
    name: 'a sidecar without limits makes the pod Burstable',
    containers: [ctr(G, G)],
    init: [ctr({ cpu: 100, memory: 10 }, {}, 'sidecar')],
    want: 'Burstable',
  },
  {
    name: 'only cpu and memory count: an extended resource alone → BestEffort',
    containers: [ctr({ 'example.com/gpu': 1 }, { 'example.com/gpu': 1 })],
    want: 'BestEffort',
  },
  { name: 'only cpu and memory count: ephemeral-storage alone → BestEffort', containers: [ctr({ 'ephemeral-storage': 1000 })], want: 'BestEffort' },
  { name: 'a zero request does not count → BestEffort', containers: [ctr({ cpu: 0, memory: 0 })], want: 'BestEffort' },
  {
    name: 'Guaranteed ignores extra extended resources',
    containers: [ctr({ ...G, 'example.com/gpu': 1 }, { ...G, 'example.com/gpu': 1 })],
    want: 'Guaranteed',
  },
  { name: 'a BestEffort container next to a Burstable one → Burstable', containers: [ctr({ cpu: 100 }), ctr({})], want: 'Burstable' },
  {
    name: 'pod-level requests == limits decide: Guaranteed although containers set nothing',
    containers: [ctr({})],
    pod: { requests: rl(G), limits: rl(G) },
    want: 'Guaranteed',
  },
  { name: 'pod-level requests only → Burstable', containers: [ctr({})], pod: { requests: rl({ cpu: 500 }), limits: rl() }, want: 'Burstable' },
  {
    name: 'pod-level requests below limits → Burstable',
    containers: [ctr(G, G)],
    pod: { requests: rl({ cpu: 500, memory: 256n * MI }), limits: rl(G) },
    want: 'Burstable',
  },
];

describe('computePodQOS', () => {
  for (const row of TABLE) {
    it(row.name, () => {
      assert.equal(computePodQOS(row.containers, row.init ?? [], row.pod), row.want);
    });
  }
});

describe('QoS through the manifest pipeline (SetDefaults_Pod defaulting)', () => {
  function qosOf(resources: Record<string, unknown>, extra: Record<string, unknown> = {}): QOSClass {
    const text = JSON.stringify({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p', namespace: 'default' },
      spec: { containers: [{ name: 'c', image: 'x', resources }], ...extra },
    });
    const result = lintSources([{ path: 'p.json', text }], { featureGates: {} });
    const p = result.model.pods.find((x) => x.ref.name === 'p');
    assert.ok(p, JSON.stringify(result.diagnostics));
    return p.qos;
  }

  it('limits only (cpu and memory) → requests defaulted from limits → Guaranteed', () => {
    assert.equal(qosOf({ limits: { cpu: '1', memory: '1Gi' } }), 'Guaranteed');
  });

  it('limits only for cpu → Burstable', () => {
    assert.equal(qosOf({ limits: { cpu: '1' } }), 'Burstable');
  });

  it('limits with a smaller explicit request → Burstable', () => {
    assert.equal(qosOf({ requests: { cpu: '500m' }, limits: { cpu: '1', memory: '1Gi' } }), 'Burstable');
  });

  it('"1" and "1000m" cpu are the same quantity → Guaranteed', () => {
    assert.equal(qosOf({ requests: { cpu: '1000m', memory: '1Gi' }, limits: { cpu: '1', memory: '1024Mi' } }), 'Guaranteed');
  });

  it('nothing → BestEffort', () => {
    assert.equal(qosOf({}), 'BestEffort');
  });

  it('a limits-only init container joins the rest: Guaranteed pod stays Guaranteed', () => {
    assert.equal(
      qosOf({ limits: { cpu: '1', memory: '1Gi' } }, { initContainers: [{ name: 'i', image: 'x', resources: { limits: { cpu: '100m', memory: '10Mi' } } }] }),
      'Guaranteed',
    );
  });
});
