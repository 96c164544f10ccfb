/**
 * Properties of every simulation, on generated clusters (fast-check): the same report whatever
 * the order of the input files; no pod on two nodes; every victim of lower priority than its
 * preemptor (SelectVictimsOnNode considers only lower-priority pods); and no node over its
 * allocatable once the run has settled (the kubelet admits a resize, and the scheduler binds a
 * pod, only where it fits).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { lintSources, type LintResult } from '../../src/index.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import type { SourceFile } from '../../src/core/source.ts';

const CLASSES = [
  { name: 'low', value: 10 },
  { name: 'mid', value: 100 },
  { name: 'high', value: 1000 },
];

interface GenNode {
  readonly cpu: number;
  readonly memMi: number;
}
interface GenPod {
  readonly cls: number;
  readonly cpu: number;
  readonly memMi: number;
  /** Index of the node it is bound to, or -1 (pending, placed by the scheduler). */
  readonly node: number;
  readonly grace: number;
  /** Grow its cpu request to this (a ResizeScenario), or 0. */
  readonly growTo: number;
}
interface GenCluster {
  readonly nodes: readonly GenNode[];
  readonly pods: readonly GenPod[];
  readonly gate: boolean;
}

const cluster: fc.Arbitrary<GenCluster> = fc.record({
  nodes: fc.array(fc.record({ cpu: fc.integer({ min: 2, max: 8 }).map((c) => c * 1000), memMi: fc.integer({ min: 4, max: 16 }).map((g) => g * 1024) }), {
    minLength: 1,
    maxLength: 3,
  }),
  pods: fc.array(
    fc.record({
      cls: fc.integer({ min: 0, max: 2 }),
      cpu: fc.integer({ min: 1, max: 30 }).map((c) => c * 100),
      memMi: fc.integer({ min: 1, max: 16 }).map((m) => m * 128),
      node: fc.integer({ min: -1, max: 2 }),
      grace: fc.constantFrom(0, 10, 30),
      growTo: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 60 }).map((c) => c * 100),
      ),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  gate: fc.boolean(),
});

/** One file per object; bound pods only where they fit (a valid running cluster). */
function files(c: GenCluster): SourceFile[] {
  const out: SourceFile[] = [];
  const free = c.nodes.map((n) => ({ cpu: n.cpu, mem: n.memMi }));
  c.nodes.forEach((n, i) =>
    out.push({
      path: `node-${i}.yaml`,
      text: `apiVersion: v1\nkind: Node\nmetadata: {name: n${i}}\nstatus: {allocatable: {cpu: ${n.cpu}m, memory: ${n.memMi}Mi, pods: "110"}}\n`,
    }),
  );
  for (const pc of CLASSES)
    out.push({ path: `pc-${pc.name}.yaml`, text: `apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: ${pc.name}}\nvalue: ${pc.value}\n` });
  const resizes: string[] = [];
  c.pods.forEach((p, i) => {
    const node = p.node >= 0 && p.node < c.nodes.length && free[p.node]!.cpu >= p.cpu && free[p.node]!.mem >= p.memMi ? p.node : -1;
    if (node >= 0) {
      free[node]!.cpu -= p.cpu;
      free[node]!.mem -= p.memMi;
    }
    const bound = node >= 0 ? `  nodeName: n${node}\n` : '';
    out.push({
      path: `pod-${i}.yaml`,
      text: `apiVersion: v1\nkind: Pod\nmetadata: {name: p${i}}\nspec:\n${bound}  priorityClassName: ${CLASSES[p.cls]!.name}\n  terminationGracePeriodSeconds: ${p.grace}\n  containers:\n  - name: c\n    resources:\n      requests: {cpu: ${p.cpu}m, memory: ${p.memMi}Mi}\n`,
    });
    if (node >= 0 && p.growTo > p.cpu)
      resizes.push(
        `  - target: {kind: Pod, namespace: default, name: p${i}}\n    containers: [{name: c, resources: {requests: {cpu: ${p.growTo}m, memory: ${p.memMi}Mi}}}]\n`,
      );
  });
  if (resizes.length > 0)
    out.push({
      path: 'scenario.yaml',
      text: `apiVersion: resizeguard.dev/v1alpha1\nkind: ResizeScenario\nmetadata: {name: grow}\nspec:\n  resizes:\n${resizes.join('')}`,
    });
  return out;
}

function run(c: GenCluster, sources: readonly SourceFile[]): LintResult {
  return lintSources(sources, { featureGates: { InPlacePodVerticalScalingSchedulerPreemption: c.gate } });
}

const RUNS = { numRuns: 60, seed: 20261201 };

describe('engine invariants on generated clusters', () => {
  it('the report is byte-identical whatever the order of the input files', () => {
    fc.assert(
      fc.property(cluster, fc.infiniteStream(fc.nat()), (c, seeds) => {
        const sources = files(c);
        const shuffled = [...sources]
          .map((s) => ({ s, k: seeds.next().value as number }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.s);
        assert.equal(JSON.stringify(buildJsonReport(run(c, shuffled))), JSON.stringify(buildJsonReport(run(c, sources))));
      }),
      RUNS,
    );
  });

  it('no pod is on two nodes, and every victim has a lower priority than its preemptor', () => {
    let evictions = 0;
    let placements = 0;
    fc.assert(
      fc.property(cluster, (c) => {
        const result = run(c, files(c));
        const priorityOf = new Map(result.model.pods.map((p) => [p.ref.name, p.priority]));
        const boundAtStart = new Set(result.model.pods.filter((p) => p.nodeName !== undefined).map((p) => p.ref.name));
        for (const s of result.simulation.scenarios) {
          const placed = new Map<string, string | null>();
          for (const p of s.placements) {
            assert.ok(!placed.has(p.pod.name), `${s.name}: ${p.pod.name} placed twice`);
            assert.ok(!boundAtStart.has(p.pod.name), `${s.name}: ${p.pod.name} was already bound`);
            placed.set(p.pod.name, p.node);
            placements++;
          }
          for (const e of s.evictions) {
            evictions++;
            // A replacement pod keeps its original's priority; its name is generated from the original's.
            const preemptor = priorityOf.get(e.preemptor.name) ?? priorityOf.get(e.preemptor.name.replace(/-r\d+$/, ''));
            assert.ok(
              preemptor !== undefined && e.priority < preemptor,
              `${s.name}: ${e.pod.name} (${e.priority}) preempted by ${e.preemptor.name} (${String(preemptor)})`,
            );
          }
        }
      }),
      RUNS,
    );
    // The generated clusters do exercise what is checked.
    assert.ok(evictions > 10 && placements > 10, `${evictions} evictions, ${placements} placements`);
  });

  it('once settled, no node holds more cpu or memory than its allocatable', () => {
    let completed = 0;
    fc.assert(
      fc.property(cluster, (c) => {
        const result = run(c, files(c));
        const size = new Map(
          result.model.pods.map((p) => [
            p.ref.name,
            { cpu: Number(p.containers[0]!.resources.requests.get('cpu') ?? 0n), mem: Number(p.containers[0]!.resources.requests.get('memory') ?? 0n) },
          ]),
        );
        for (const s of result.simulation.scenarios) {
          const on = new Map<string, string>();
          for (const p of result.model.pods) if (p.nodeName !== undefined) on.set(p.ref.name, p.nodeName);
          for (const p of s.placements) if (p.node !== null && size.has(p.pod.name)) on.set(p.pod.name, p.node);
          for (const e of s.evictions) on.delete(e.pod.name);
          const now = new Map(size);
          for (const r of s.resizes) {
            if (r.outcome !== 'Completed') continue;
            completed++;
            now.set(r.pod.name, { cpu: Number(r.to.get('cpu') ?? 0n), mem: Number(r.to.get('memory') ?? 0n) });
          }
          for (const node of result.model.nodes) {
            let cpu = 0;
            let mem = 0;
            for (const [pod, n] of on) {
              if (n !== node.name) continue;
              cpu += now.get(pod)!.cpu;
              mem += now.get(pod)!.mem;
            }
            assert.ok(
              cpu <= Number(node.allocatable.get('cpu')) && mem <= Number(node.allocatable.get('memory')),
              `${s.name}: ${node.name} holds cpu ${cpu}m, memory ${mem} over its allocatable`,
            );
          }
        }
      }),
      RUNS,
    );
    assert.ok(completed > 10, `${completed} completed resizes`);
  });
});
