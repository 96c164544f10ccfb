/**
 * simulate()'s shortcut for a settled cluster (src/engine/settled.ts): with every pod bound, none
 * resizing, none being deleted and no scenario to run, the state is not built. The report must be
 * the one the full run gives (simulate with a `keep` callback always runs it), on generated
 * clusters with and without each of the things that make a run do something.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { lintDocuments, parseSources } from '../../src/index.ts';
import { simulate } from '../../src/engine/simulate.ts';
import { isSettled } from '../../src/engine/settled.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import { manifests, node, pod, priorityClass, scenario, type Manifest } from '../helpers/builders.ts';

const GATE = { InPlacePodVerticalScalingSchedulerPreemption: true };

/** The JSON report of `text`, simulated as the pipeline does, or with the full run forced. */
function report(text: string, full: boolean): string {
  const { documents, diagnostics } = parseSources([{ path: 'cluster.yaml', text }]);
  const simulator = full ? (m: Parameters<typeof simulate>[0], o: Parameters<typeof simulate>[1]) => simulate(m, o, () => undefined) : simulate;
  return JSON.stringify(buildJsonReport(lintDocuments(documents, { featureGates: GATE }, diagnostics, simulator)));
}

function settled(text: string): boolean {
  const { documents } = parseSources([{ path: 'cluster.yaml', text }]);
  return isSettled(buildClusterModel(documents).model);
}

interface GenPod {
  readonly cpu: number;
  readonly node: number;
  readonly live: boolean;
  readonly cls: number;
  /** What keeps the run busy: nothing, no node (to place), a resize in flight, a Deferred condition, a deletion. */
  readonly busy: 'no' | 'unbound' | 'resize' | 'deferred' | 'deleting';
}

const genPod: fc.Arbitrary<GenPod> = fc.record({
  cpu: fc.integer({ min: 1, max: 30 }).map((c) => c * 100),
  node: fc.integer({ min: 0, max: 2 }),
  live: fc.boolean(),
  cls: fc.integer({ min: 0, max: 2 }),
  busy: fc.oneof(fc.constant('no' as const), fc.constantFrom('no' as const, 'unbound' as const, 'resize' as const, 'deferred' as const, 'deleting' as const)),
});

function cluster(pods: readonly GenPod[], withScenario: boolean): string {
  const items: Manifest[] = [
    priorityClass('low', 10),
    priorityClass('high', 1000),
    node('n0').cpu('4').memory('16Gi'),
    node('n1').cpu('2').memory('8Gi'),
    node('n2').cpu('8').memory('32Gi'),
  ];
  pods.forEach((g, i) => {
    let p = pod(`p${i}`).priority(['low', 'high', 'system-cluster-critical'][g.cls]!).cpu(`${g.cpu}m`).memory('256Mi');
    if (g.busy !== 'unbound') p = p.on(`n${g.node}`);
    if (g.live || g.busy === 'resize' || g.busy === 'deferred') p = p.startedAt(0);
    if (g.busy === 'resize' || g.busy === 'deferred') p = p.allocated({ cpu: `${g.cpu + 100}m` });
    if (g.busy === 'deferred') p = p.deferred({ since: 5 });
    if (g.busy === 'deleting') p = p.deleting(60, 30);
    items.push(p);
  });
  if (withScenario) items.push(scenario('grow').resize('p0', 'c', { cpu: '500m' }));
  return manifests(...items);
}

describe('simulate on a settled cluster (engine/settled.ts)', () => {
  it('gives the report the full run gives, on generated clusters settled or not', () => {
    fc.assert(
      fc.property(fc.array(genPod, { minLength: 1, maxLength: 8 }), fc.boolean(), (pods, withScenario) => {
        const text = cluster(pods, withScenario);
        assert.equal(report(text, false), report(text, true));
      }),
      { numRuns: 150, seed: 20261204 },
    );
  });

  it('is settled only when every pod is bound and admitted (a snapshot pod), none resizes or is being deleted', () => {
    const quiet: GenPod = { cpu: 500, node: 0, live: true, cls: 0, busy: 'no' };
    assert.equal(settled(cluster([quiet, { ...quiet, cpu: 600 }], false)), true);
    for (const busy of ['unbound', 'resize', 'deferred', 'deleting'] as const) {
      assert.equal(settled(cluster([quiet, { ...quiet, busy }], false)), false, busy);
    }
    // A manifest's pod bound by spec.nodeName is created by the run: its kubelet has yet to admit it.
    assert.equal(settled(cluster([quiet, { ...quiet, live: false }], false)), false, 'created');
  });

  it('a settled cluster still reports a pod its node cannot place, and the run is the full one when a scenario exists', () => {
    const text = cluster([{ cpu: 500, node: 0, live: false, cls: 0, busy: 'unbound' }], false);
    assert.match(report(text, false), /"placements":\[\{"scenario":"cluster-state"/);
    assert.match(report(cluster([{ cpu: 500, node: 0, live: false, cls: 0, busy: 'no' }], true), false), /"resizes":\[\{"scenario":"grow"/);
  });
});
