/**
 * Loading a live-cluster snapshot (`kubectl get nodes,pods,pdb,priorityclasses -A -o json`): a
 * `kind: List` whose items are objects with full status. Issue "Where resizes come from", item 4.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceFile } from '../../src/core/source.ts';
import { lintDocuments, type LintResult } from '../../src/index.ts';
import { parseSource } from '../../src/load/index.ts';
import { generateSnapshot, snapshotPodName, type SnapshotOptions } from '../../scripts/bench-gen.ts';
import { isoAt, itPriorityClasses, node, pod, type Manifest } from '../helpers/builders.ts';
import { GATE } from '../helpers/engine.ts';

const OPTIONS = { featureGates: { [GATE]: true } };

/** A SourceFile that counts how often its text is read. */
function countingSource(path: string, text: string): { source: SourceFile; reads: () => number } {
  let reads = 0;
  const source = {
    path,
    get text(): string {
      reads++;
      return text;
    },
  };
  return { source, reads: () => reads };
}

/** Line:column of `offset`, the slow, obvious way (the test oracle). */
function positionOf(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

/** kubectl's layout: a List, 4-space indentation. */
function list(items: readonly (Manifest | Record<string, unknown>)[]): string {
  const values = items.map((m) => ('build' in m && typeof m.build === 'function' ? (m as Manifest).build() : m));
  return `${JSON.stringify({ apiVersion: 'v1', items: values, kind: 'List', metadata: { resourceVersion: '' } }, null, 4)}\n`;
}

describe('a generated kubectl snapshot', () => {
  const o: SnapshotOptions = { nodes: 6, pods: 180, pendingEvery: 7, deferredEvery: 2, finishedEvery: 0, indent: 4 };
  const text = generateSnapshot(o);
  const { source, reads } = countingSource('cluster/snapshot.json', text);
  const parsed = parseSource(source);
  const readsAfterLoad = reads();
  const result = lintDocuments(parsed.documents, OPTIONS, parsed.diagnostics);
  const snapshotPods = new Set(result.model.pods.map((p) => p.ref.name));
  // Findings about resizes of snapshot pods (not about replacements the simulation creates).
  const findings = result.diagnostics.filter((d) => d.ruleId.startsWith('resize/') && d.object?.kind === 'Pod' && snapshotPods.has(d.object.name));

  it('loads every List item as an object, without errors', () => {
    assert.deepEqual(parsed.diagnostics, []);
    assert.equal(parsed.documents.length, 6 + 180 + 1 + 3);
    assert.equal(result.model.pods.length, 180);
    assert.equal(result.model.nodes.length, 6);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.ruleId.startsWith('input/') || d.ruleId.startsWith('reference/')),
      [],
    );
  });

  it('has pending resizes and findings about them', () => {
    assert.ok(findings.length > 0, 'the snapshot should produce findings about resizes');
    const first = snapshotPodName(0, o);
    assert.ok(result.model.pods.some((p) => p.ref.name === first.name && p.nodeName === first.node));
  });

  it('puts each finding at the line:column of its pod’s container resources inside the List', () => {
    for (const d of findings) {
      const nameAt = text.indexOf(`"name": ${JSON.stringify(d.object!.name)}`);
      assert.ok(nameAt > 0, d.object!.name);
      // spec.containers[0].resources comes before status in the item.
      const resourcesAt = text.indexOf('"resources": {', text.indexOf('"spec": {', nameAt));
      assert.equal(`${d.file}:${d.range.start.line}:${d.range.start.column}`, `cluster/snapshot.json:${positionOf(text, resourcesAt)}`, d.message);
    }
  });

  it('computes positions lazily: loading reads the text once, locating every finding at most once more', () => {
    assert.equal(readsAfterLoad, 1);
    assert.ok(reads() <= 2, `text read ${reads()} times`);
  });
});

describe('recorded PodResizePending conditions', () => {
  // n1: 4 cpu. "grower" (high) runs on 1 cpu and asks for 3; "victim" (low) holds 2.
  const grower = (recorded: boolean): Manifest => {
    const p = pod('grower').priority('high').on('n1').container('app').cpu('3').memory('100Mi').allocated({ cpu: '1' }).startedAt(-3600);
    return recorded ? p.deferred({ since: -60 }) : p;
  };
  const cluster = (recorded: boolean): LintResult => {
    const text = list([
      ...itPriorityClasses(),
      node('n1').cpu('4').memory('8Gi'),
      grower(recorded),
      pod('victim').priority('low').on('n1').container('main').cpu('2').memory('100Mi').allocated({}).startedAt(-7200),
    ]);
    const parsed = parseSource({ path: 'snapshot.json', text });
    assert.deepEqual(parsed.diagnostics, []);
    return lintDocuments(parsed.documents, OPTIONS);
  };
  const timeline = (r: LintResult): string[] =>
    r.simulation.scenarios.flatMap((s) => [...s.events].filter((e) => e.reason !== 'Killing').map((e) => `${e.at} ${e.reason} ${e.object.split('/').at(-1)!}`));

  it('a pod recorded Deferred, with allocatedResources below spec, is Deferred at t=0 and the scheduler acts first', () => {
    const r = cluster(true);
    const resize = r.simulation.scenarios.flatMap((s) => s.resizes).find((x) => x.pod.name === 'grower');
    assert.equal(resize?.scenario, 'cluster-state');
    assert.equal(resize.from.get('cpu'), 1000n);
    assert.equal(resize.to.get('cpu'), 3000n);
    assert.deepEqual(timeline(r), ['0 Preempted victim', '30 ResizeStarted grower', '30 ResizeCompleted grower']);
    assert.equal(resize.outcome, 'Completed');
    assert.equal(resize.reason, 'PreemptedLowerPriority');
    assert.equal(resize.latencySeconds, 30);
  });

  it('without the condition, the kubelet looks first and records ResizeDeferred itself', () => {
    assert.deepEqual(timeline(cluster(false)).slice(0, 2), ['0 ResizeDeferred grower', '0 Preempted victim']);
  });
});

describe('finished pods in a snapshot', () => {
  /** A Job pod that has run to completion (or failed) on n1: its containers are terminated. */
  const finished = (name: string, phase: 'Succeeded' | 'Failed', cpu: string): Record<string, unknown> => {
    const built = pod(name)
      .priority('high')
      .on('n1')
      .container('main')
      .cpu(cpu)
      .memory('100Mi')
      .allocated({})
      .startedAt(-7200)
      .ownedBy('Job', `${name}-job`)
      .build();
    const status = built['status'] as Record<string, unknown>;
    status['phase'] = phase;
    status['conditions'] = [{ type: 'Ready', status: 'False', reason: 'PodCompleted', lastTransitionTime: isoAt(-600) }];
    const cs = (status['containerStatuses'] as Record<string, unknown>[])[0]!;
    cs['state'] = { terminated: { exitCode: phase === 'Succeeded' ? 0 : 1, reason: phase === 'Succeeded' ? 'Completed' : 'Error', finishedAt: isoAt(-600) } };
    cs['ready'] = false;
    return { ...built, spec: { ...(built['spec'] as Record<string, unknown>), restartPolicy: 'Never' } };
  };
  // n1: 4 cpu. "app" (low priority) runs on 1 cpu and asks for 2; a finished high-priority pod
  // still lists 3 cpu of requests. A finished pod holds no resources on its node (the scheduler
  // and the kubelet skip terminal pods), so the resize fits.
  const run = (phase: 'Succeeded' | 'Failed'): LintResult => {
    const text = list([
      ...itPriorityClasses(),
      node('n1').cpu('4').memory('8Gi'),
      finished('done', phase, '3'),
      pod('app').priority('low').on('n1').container('app').cpu('2').memory('100Mi').allocated({ cpu: '1' }).startedAt(-3600),
    ]);
    const parsed = parseSource({ path: 'snapshot.json', text });
    return lintDocuments(parsed.documents, OPTIONS);
  };

  for (const phase of ['Succeeded', 'Failed'] as const) {
    it(`a ${phase} pod does not occupy its node: the resize fits`, () => {
      const r = run(phase);
      const resize = r.simulation.scenarios.flatMap((s) => s.resizes).find((x) => x.pod.name === 'app');
      assert.equal(resize?.outcome, 'Completed');
      assert.equal(resize.reason, 'Fits');
      assert.deepEqual(
        r.simulation.scenarios.flatMap((s) => s.evictions),
        [],
      );
    });
  }
});
