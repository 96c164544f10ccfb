/**
 * PodTopologySpread in whole runs: where new pods land, what a Pending pod reports, and what
 * preemption evicts when the spread, not the room, keeps a pod out. The Deployment follows the
 * shape of kubernetes/website's topology-spread-constraints examples (one DoNotSchedule
 * constraint, maxSkew 1 on topology.kubernetes.io/zone, a labelSelector on the pod's own label).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import type { NodeFinder } from '../../src/engine/schedule-one.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import { itPriorityClasses, manifests, node, pod, type Manifest } from '../helpers/builders.ts';
import { events, GATE, placement, simulate, type Run } from '../helpers/engine.ts';

const ZONE = 'topology.kubernetes.io/zone';

function zoneNode(name: string, zone: string, cpu: string): Manifest {
  return node(name).cpu(cpu).memory('4Gi').label(ZONE, zone).label('kubernetes.io/hostname', name);
}

const SPREAD_ON_ZONE = [{ maxSkew: 1, topologyKey: ZONE, whenUnsatisfiable: 'DoNotSchedule', labelSelector: { matchLabels: { app: 'web' } } }];

function deployment(
  replicas: number,
  constraints: readonly unknown[] = SPREAD_ON_ZONE,
  name = 'web',
  cpu = '500m',
  priorityClassName?: string,
): Record<string, unknown> {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'default' },
    spec: {
      replicas,
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name } },
        spec: {
          ...(priorityClassName === undefined ? {} : { priorityClassName }),
          topologySpreadConstraints: constraints,
          containers: [{ name: 'app', image: 'registry.k8s.io/pause:3.10', resources: { requests: { cpu, memory: '100Mi' } } }],
        },
      },
    },
  };
}

function nodesOf(run: Run): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of run.report.placements) out[p.node ?? 'Pending'] = (out[p.node ?? 'Pending'] ?? 0) + 1;
  return out;
}

describe('PodTopologySpread when new pods are placed', () => {
  it('zone a full: the replicas that would pile onto zone b stay Pending, with the plugin named in the reason', () => {
    // Zone a holds 2 replicas (1 cpu), zone b 8: with maxSkew 1 zone b may run one more than zone a.
    const run = simulate([zoneNode('a1', 'a', '1'), zoneNode('b1', 'b', '4')], {}, [deployment(6)]);
    assert.deepEqual(nodesOf(run), { a1: 2, b1: 3, Pending: 1 });
    const pending = run.report.placements.find((p) => p.node === null)!;
    const failed = events(run, 'cluster-state', pending.pod.name).filter((e) => e.reason === 'FailedScheduling');
    assert.match(failed[0]!.message, /^0\/2 nodes are available: 1 Insufficient cpu, 1 node\(s\) didn't match pod topology spread constraints\./);
  });

  it('ScheduleAnyway does not filter: every replica is placed', () => {
    const run = simulate([zoneNode('a1', 'a', '1'), zoneNode('b1', 'b', '4')], {}, [
      deployment(6, [{ ...SPREAD_ON_ZONE[0], whenUnsatisfiable: 'ScheduleAnyway' }]),
    ]);
    // Scoring alone (NodeResourcesFit, LeastAllocated) spreads them: zone b is the freer.
    assert.deepEqual(nodesOf(run), { a1: 1, b1: 5 });
  });

  it('a node without the topology key is UnschedulableAndUnresolvable: the replicas never land there', () => {
    const run = simulate([zoneNode('a1', 'a', '4'), node('plain').cpu('8').memory('4Gi')], {}, [deployment(3)]);
    assert.deepEqual(nodesOf(run), { a1: 3 });
  });
});

describe('PodTopologySpread in preemption (SelectVictimsOnNode: RemovePod and AddPod on the dry run)', () => {
  it('the victim whose removal fixes the skew is evicted; a pod the selector does not match is reprieved', () => {
    // Zone a is full of a high-priority pod; zone b runs one low-priority `app: web` pod, so the
    // high-priority `app: web` pod would make zone b 2 against zone a's 0 (skew 2 > 1).
    const run = simulate([
      ...itPriorityClasses(),
      zoneNode('a1', 'a', '1'),
      zoneNode('b1', 'b', '4'),
      pod('occupant').priority('high').cpu('1').memory('100Mi').on('a1'),
      pod('old-web').priority('low').label('app', 'web').cpu('100m').memory('100Mi').on('b1'),
      pod('bystander').priority('low').label('app', 'other').cpu('100m').memory('100Mi').on('b1'),
      pod('new-web').priority('high').label('app', 'web').cpu('100m').memory('100Mi').specField('topologySpreadConstraints', SPREAD_ON_ZONE),
    ]);
    assert.deepEqual(
      run.report.evictions.map((e) => [e.pod.name, e.preemptor.name, e.node]),
      [['old-web', 'new-web', 'b1']],
    );
    assert.equal(placement(run, 'new-web').node, 'b1');
  });
});

describe('PodTopologySpread with the placement index and with the plain scan', () => {
  it('the same report both ways: spread on zone and on hostname, preemption among spread workloads', () => {
    const nodes = ['a', 'b', 'c'].flatMap((zone, z) => [1, 2].map((i) => zoneNode(`${zone}${i}`, zone, String(2 + z + i))));
    const onHost = (app: string): unknown[] => [
      { maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'DoNotSchedule', labelSelector: { matchLabels: { app } } },
    ];
    const onZone = (app: string, minDomains?: number): unknown[] => [
      {
        maxSkew: 1,
        topologyKey: ZONE,
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: { matchLabels: { app } },
        ...(minDomains === undefined ? {} : { minDomains }),
      },
    ];
    // Low-priority pods already bound, labelled as `mid`'s replicas: they skew its hostname spread.
    const squatters = ['a1', 'a1', 'b1', 'c2', 'c2', 'c2'].map((n, i) =>
      pod(`squat-${i}`).priority('low').label('app', 'mid').cpu('500m').memory('100Mi').on(n),
    );
    const text = manifests(
      ...itPriorityClasses(),
      ...nodes,
      ...squatters,
      ...[
        deployment(9, onZone('low'), 'low', '600m', 'low'),
        deployment(16, onHost('mid'), 'mid', '1200m', 'medium'),
        deployment(5, [...onZone('high', 4), ...onHost('high')], 'high', '900m', 'high'),
        deployment(4, [], 'plain', '300m', 'low'),
      ].map((d) => ({ build: () => d })),
    );
    const report = (nodeFinder: NodeFinder): string =>
      JSON.stringify(buildJsonReport(lintSources([{ path: 'c.yaml', text }], { featureGates: { [GATE]: true }, nodeFinder })));
    const scan = report('scan');
    assert.equal(report('index'), scan);
    const json = JSON.parse(scan) as { placements: { node: string | null }[]; evictions: unknown[] };
    // The run must place, leave some Pending and preempt, or the comparison says little.
    assert.ok(json.placements.some((p) => p.node === null) && json.placements.filter((p) => p.node !== null).length > 10 && json.evictions.length > 0, scan);
  });
});
