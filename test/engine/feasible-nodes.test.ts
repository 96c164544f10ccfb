/**
 * The placement index is an accelerator of the plain scan (src/engine/feasible-nodes.ts): whole
 * simulations run with each (RunOptions.nodeFinder) must give byte-identical reports. The
 * clusters place thousands of pods from Deployments, then grow them so that preemption evicts
 * pods whose replacements are placed again; the examples add taints, affinities, DaemonSets and
 * pinned pods.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateCluster, type GenOptions } from '../../scripts/bench-gen.ts';
import type { SourceFile } from '../../src/core/source.ts';
import { lintSources } from '../../src/index.ts';
import type { NodeFinder } from '../../src/engine/schedule-one.ts';
import type { ScoringStrategy } from '../../src/engine/plugins/scoring.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import { ROOT } from '../helpers/cli.ts';
import { GATE, type JsonReport } from '../helpers/engine.ts';

function report(sources: readonly SourceFile[], nodeFinder: NodeFinder, scoring: ScoringStrategy): string {
  return JSON.stringify(buildJsonReport(lintSources(sources, { featureGates: { [GATE]: true }, scoring, nodeFinder })));
}

function generated(o: GenOptions): SourceFile[] {
  const { items, scenario } = generateCluster(o);
  return [
    { path: 'cluster.json', text: JSON.stringify({ apiVersion: 'v1', kind: 'List', items }) },
    { path: 'scenario.json', text: JSON.stringify(scenario) },
  ];
}

function yamlFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name) && e.name !== 'kind-config.yaml')
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((file) => ({ path: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));
}

describe('the placement index against the plain scan, whole simulations', () => {
  for (const scoring of ['LeastAllocated', 'MostAllocated'] as const) {
    it(`${scoring}: a generated cluster placed, grown and re-placed`, () => {
      const sources = generated({ nodes: 40, podsPerNode: 28, replicasPerWorkload: 14, growPercent: 30 });
      const scan = report(sources, 'scan', scoring);
      assert.equal(report(sources, 'index', scoring), scan);
      // The run must exercise placement and preemption, or the comparison says nothing.
      const json = JSON.parse(scan) as JsonReport;
      const placements = json.placements.length;
      const evictions = json.evictions.length;
      assert.ok(placements > 1000 && evictions > 10, `placements ${placements}, evictions ${evictions}`);
    });
  }

  it('nodes of one free fraction split differently between cpu and memory tie, and the lowest name wins in either way', () => {
    const node = (name: string, pool: string): string =>
      `apiVersion: v1\nkind: Node\nmetadata: {name: ${name}, labels: {pool: ${pool}}}\nstatus: {allocatable: {cpu: "8", memory: 8Gi, pods: "110"}}\n`;
    const bound = (name: string, node: string, cpu: string, memory: string): string =>
      `apiVersion: v1\nkind: Pod\nmetadata: {name: ${name}, namespace: default}\nspec:\n  nodeName: ${node}\n  containers: [{name: c, image: i, resources: {requests: {cpu: "${cpu}", memory: ${memory}}}}]\n`;
    // n4 (pool a), n5 and n2 (pool b) are equally free (a 1/8 of cpu traded for 1Gi of 8Gi);
    // pool b's walk meets n5 first (less cpu used), which loses to n4 on name; n2 beats both.
    const text = [
      node('n1', 'a'),
      node('n2', 'b'),
      node('n4', 'a'),
      node('n5', 'b'),
      bound('full', 'n1', '8', '8Gi'),
      bound('on-n2', 'n2', '3', '1Gi'),
      bound('on-n4', 'n4', '2', '2Gi'),
      bound('on-n5', 'n5', '1', '3Gi'),
      `apiVersion: v1\nkind: Pod\nmetadata: {name: new, namespace: default}\nspec:\n  containers: [{name: c, image: i, resources: {requests: {cpu: 100m, memory: 100Mi}}}]\n`,
    ].join('---\n');
    const sources = [{ path: 'cluster.yaml', text }];
    const scan = report(sources, 'scan', 'LeastAllocated');
    assert.equal((JSON.parse(scan) as JsonReport).placements.find((p) => p.pod.name === 'new')?.node, 'n2');
    assert.equal(report(sources, 'index', 'LeastAllocated'), scan);
  });

  it('LeastAllocated: a generated cluster with required inter-pod affinity and anti-affinity (the scan filters every node)', () => {
    const { items, scenario } = generateCluster({ nodes: 40, podsPerNode: 28, replicasPerWorkload: 14, growPercent: 30 });
    const hostname = 'kubernetes.io/hostname';
    const zone = 'topology.kubernetes.io/zone';
    let w = 0;
    for (const item of items as { kind: string; metadata: { name: string; labels?: Record<string, string> }; spec: Record<string, unknown> }[]) {
      if (item.kind === 'Node') item.metadata.labels = { ...item.metadata.labels, [zone]: `z${Number(item.metadata.name.slice(-2)) % 4}` };
      if (item.kind !== 'Deployment') continue;
      const spec = (item.spec['template'] as { spec: Record<string, unknown> }).spec;
      const app = item.metadata.name;
      const term = (labels: Record<string, string>, key: string): unknown => ({ labelSelector: { matchLabels: labels }, topologyKey: key });
      // One replica per node; one per zone (so some stay Pending); beside the workload before it.
      if (w % 3 === 0) spec['affinity'] = { podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [term({ app }, hostname)] } };
      if (w % 7 === 1) spec['affinity'] = { podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [term({ app }, zone)] } };
      if (w % 5 === 2)
        spec['affinity'] = { podAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [{ ...(term({}, zone) as object), namespaceSelector: {} }] } };
      w++;
    }
    const sources = [
      { path: 'cluster.json', text: JSON.stringify({ apiVersion: 'v1', kind: 'List', items }) },
      { path: 'scenario.json', text: JSON.stringify(scenario) },
    ];
    const scan = report(sources, 'scan', 'LeastAllocated');
    assert.equal(report(sources, 'index', 'LeastAllocated'), scan);
    const json = JSON.parse(scan) as JsonReport;
    assert.ok(
      json.findings.some((f) => f.message.includes("didn't match pod anti-affinity rules")),
      'some replica is refused by anti-affinity',
    );
    assert.ok(json.placements.filter((p) => p.node !== null).length > 500, 'most pods are placed');
  });

  for (const example of ['examples/kind-demo', 'examples/multi-team', 'examples/rules']) {
    it(`${example}: both ways, both scorings`, () => {
      const sources = yamlFiles(path.join(ROOT, example));
      assert.ok(sources.length > 0);
      for (const scoring of ['LeastAllocated', 'MostAllocated'] as const) assert.equal(report(sources, 'index', scoring), report(sources, 'scan', scoring));
    });
  }
});
