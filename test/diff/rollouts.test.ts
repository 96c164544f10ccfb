/**
 * What a merge does to the running cluster, through the JSON report: a pod-template change is a
 * rollout as its controller runs it (pkg/controller/deployment/rolling.go, recreate.go;
 * pkg/controller/statefulset/stateful_set_control.go; pkg/controller/daemon/update.go), placed by
 * the scheduler with DefaultPreemption; scaling, new and deleted objects land on the base
 * revision's pods where they run; refused changes are change/immutable-field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareRuns } from '../../src/diff/compare.ts';
import { lintChange } from '../../src/diff/simulate-change.ts';
import type { LintOptions } from '../../src/index.ts';
import { parseSource, type LoadedDocument } from '../../src/load/index.ts';
import { buildJsonReport } from '../../src/report/json.ts';
import { GATE, type JsonReport, type RolloutJson } from '../helpers/engine.ts';
import { formatAjvErrors, reportValidator } from '../helpers/report-schema.ts';

const OPTIONS: LintOptions = { featureGates: { [GATE]: true } };

function docs(file: string, text: string): LoadedDocument[] {
  return parseSource({ path: file, text }).documents;
}

const CLASSES = `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: high}
value: 1000
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: low}
value: 10
`;

function nodes(count: number, cpu: string): string {
  return Array.from(
    { length: count },
    (_, i) => `apiVersion: v1
kind: Node
metadata:
  name: n${i + 1}
  labels: {kubernetes.io/hostname: n${i + 1}}
status:
  allocatable: {cpu: "${cpu}", memory: 64Gi, pods: "110"}
`,
  ).join('---\n');
}

interface WorkloadOpts {
  readonly kind?: string;
  readonly replicas?: number;
  readonly cpu: string;
  readonly priority?: string;
  readonly strategy?: string;
  readonly grace?: number;
  readonly memory?: string;
}

function workload(name: string, o: WorkloadOpts): string {
  const kind = o.kind ?? 'Deployment';
  const replicas = kind === 'DaemonSet' ? '' : `  replicas: ${o.replicas ?? 1}\n`;
  const service = kind === 'StatefulSet' ? `  serviceName: ${name}\n` : '';
  return `apiVersion: apps/v1
kind: ${kind}
metadata:
  name: ${name}
  namespace: default
spec:
${replicas}${service}  selector: {matchLabels: {app: ${name}}}
${o.strategy ?? ''}  template:
    metadata: {labels: {app: ${name}}}
    spec:
      priorityClassName: ${o.priority ?? 'low'}
      terminationGracePeriodSeconds: ${o.grace ?? 30}
      containers:
      - name: app
        image: app:1
        resources:
          requests: {cpu: "${o.cpu}", memory: ${o.memory ?? '1Gi'}}
`;
}

/** Lints base, then head landing on it; the head's JSON report and what compareRuns calls new. */
function change(base: Record<string, string>, head: Record<string, string>): { report: JsonReport; newFindings: string[] } {
  const side = (files: Record<string, string>): { documents: LoadedDocument[]; diagnostics: [] } => ({
    documents: Object.entries(files).flatMap(([f, t]) => docs(f, t)),
    diagnostics: [],
  });
  const runs = lintChange(side(base), side(head), OPTIONS);
  const diff = compareRuns(runs.base, runs.head);
  const report: unknown = JSON.parse(JSON.stringify(buildJsonReport(runs.head)));
  const validate = reportValidator();
  assert.ok(validate(report), formatAjvErrors(validate.errors ?? []));
  return {
    report: report as JsonReport,
    newFindings: diff.newFindings.map((d) => `${d.ruleId} ${d.object?.kind ?? ''}/${d.object?.name ?? ''}`),
  };
}

function rolloutsOf(report: JsonReport): RolloutJson[] {
  return [...(report.rollouts ?? [])];
}

const SURGE_ONLY = `  strategy:
    type: RollingUpdate
    rollingUpdate: {maxSurge: 1, maxUnavailable: 0}
`;
const RECREATE = `  strategy: {type: Recreate}
`;

describe('Deployment RollingUpdate: a surge pod that does not fit stalls the rollout', () => {
  // One node of 4 CPU, full: web 2 × 2 CPU. The new template asks 3 CPU; the surge pod cannot be placed.
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'web.yaml': workload('web', { replicas: 2, cpu: '2', strategy: SURGE_ONLY }) };
  const head = { ...base, 'web.yaml': workload('web', { replicas: 2, cpu: '3', strategy: SURGE_ONLY }) };
  const { report, newFindings } = change(base, head);
  const [r] = rolloutsOf(report);

  it('is a rollout, not an in-place resize of the replicas', () => {
    assert.equal(report.resizes.filter((x) => x.scenario === 'diff').length, 0);
    assert.equal(rolloutsOf(report).length, 1);
    assert.deepEqual(r!.workload, { kind: 'Deployment', namespace: 'default', name: 'web' });
    assert.deepEqual([r!.from['cpu'], r!.to['cpu']], ['2', '3']);
  });

  it('stalls with its surge replica Pending, named, and a rollout/stalled error', () => {
    assert.equal(r!.outcome, 'Stalled');
    assert.equal(r!.reason, 'ProgressDeadlineExceeded');
    assert.equal(r!.pending, 1);
    assert.equal(r!.updated, 0);
    assert.equal(r!.latencySeconds, null);
    const pendingPlacement = report.placements.find((p) => p.scenario === 'diff' && p.node === null);
    assert.equal(pendingPlacement?.pod.name, r!.pendingPods[0]!.name);
    const stalled = report.findings.filter((f) => f.ruleId === 'rollout/stalled');
    assert.equal(stalled.length, 1);
    assert.equal(stalled[0]!.severity, 'error');
    assert.equal(stalled[0]!.file, 'web.yaml');
    assert.equal(stalled[0]!.line, 21, 'at the changed container resources');
    assert.ok(newFindings.includes('rollout/stalled Deployment/web'));
  });

  it('says when its Progressing condition turns False: progressDeadlineSeconds (600) after its last progress', () => {
    const stalled = report.findings.find((f) => f.ruleId === 'rollout/stalled')!;
    assert.match(stalled.message, /its Progressing condition turns False \(ProgressDeadlineExceeded\) at 600 s$/);
  });

  it('keeps the old replicas running (maxUnavailable 0 lets none go first)', () => {
    assert.equal(report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').length, 0);
  });
});

describe('a limits-only change that stalls points at the changed limit', () => {
  // As above, the node full; only the memory limit changes, and the requests (cpu written, memory defaulted from the limit) follow it.
  const web = (limit: string): string =>
    workload('web', { replicas: 2, cpu: '2', strategy: SURGE_ONLY }).replace(
      /requests: \{cpu: "2", memory: 1Gi\}\n/,
      `requests: {cpu: "2"}\n          limits:\n            memory: ${limit}\n`,
    );
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'web.yaml': web('1Gi') };
  const { report } = change(base, { ...base, 'web.yaml': web('2Gi') });

  it('is reported at the limit written in the manifest, not at a request defaulted from it', () => {
    assert.match(web('2Gi'), /limits:\n {12}memory: 2Gi\n/);
    const stalled = report.findings.find((f) => f.ruleId === 'rollout/stalled');
    assert.equal(stalled?.line, 23);
    assert.equal(stalled?.column, 21);
  });
});

describe('Deployment Recreate: the same change completes', () => {
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'web.yaml': workload('web', { replicas: 1, cpu: '2', strategy: RECREATE }) };
  const head = { ...base, 'web.yaml': workload('web', { replicas: 1, cpu: '3', strategy: RECREATE }) };
  const { report, newFindings } = change(base, head);
  const [r] = rolloutsOf(report);

  it('deletes the old pod, waits for its grace period, then places the new one', () => {
    assert.equal(r!.strategy, 'Recreate');
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.updated, 1);
    assert.equal(r!.latencySeconds, 30, 'terminationGracePeriodSeconds of the old pod');
    assert.equal(report.placements.filter((p) => p.scenario === 'diff' && p.node === 'n1').length, 1);
    assert.deepEqual(newFindings, []);
  });

  it('RollingUpdate with the default 25% / 25% on 1 replica (surge 1, unavailable 0) would stall on the same node', () => {
    const rolling = change(
      { ...base, 'web.yaml': workload('web', { replicas: 1, cpu: '2' }) },
      { ...base, 'web.yaml': workload('web', { replicas: 1, cpu: '3' }) },
    );
    assert.equal(rolloutsOf(rolling.report)[0]!.outcome, 'Stalled');
  });
});

describe('a rollout that completes past its progress deadline', () => {
  // Recreate: the old pod takes its 900 s grace period to go; nothing progresses meanwhile.
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'web.yaml': workload('web', { replicas: 1, cpu: '2', strategy: RECREATE, grace: 900 }) };
  const { report } = change(base, { ...base, 'web.yaml': workload('web', { replicas: 1, cpu: '3', strategy: RECREATE, grace: 900 }) });

  it('completes, and says the Deployment reports ProgressDeadlineExceeded on the way', () => {
    const [r] = rolloutsOf(report);
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.latencySeconds, 900);
    assert.match(r!.message, /waits 900 s without progress, past its progressDeadlineSeconds \(600\)/);
  });
});

describe('a high-priority rollout preempts lower-priority pods', () => {
  // n1: web (high) 1 CPU + batch (low) 2 × 1.5 CPU. The new web pod asks 2 CPU: only room after preempting batch.
  const base = {
    'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`,
    'web.yaml': workload('web', { replicas: 1, cpu: '1', priority: 'high' }),
    'batch.yaml': workload('batch', { replicas: 2, cpu: '1500m', priority: 'low' }),
  };
  const head = { ...base, 'web.yaml': workload('web', { replicas: 1, cpu: '2', priority: 'high' }) };
  const { report } = change(base, head);
  const [r] = rolloutsOf(report);

  it('completes, naming its victims, and the victims are evictions of scenario diff', () => {
    assert.equal(r!.outcome, 'Completed');
    // Beside the old web pod (maxUnavailable 0 keeps it) 2 CPU are free only once both batch pods go.
    assert.equal(r!.preempted.length, 2);
    assert.ok(r!.preempted.every((p) => p.name.startsWith('batch-')));
    const evicted = report.evictions.filter((e) => e.scenario === 'diff');
    assert.deepEqual(
      evicted.map((e) => e.pod.name),
      r!.preempted.map((p) => p.name),
    );
    assert.ok(r!.latencySeconds !== null && r!.latencySeconds >= 30, 'the victim holds its room for its grace period');
  });
});

describe('StatefulSet', () => {
  const sts = (cpu: string, strategy = ''): string => workload('db', { kind: 'StatefulSet', replicas: 3, cpu, strategy });
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(2, '8')}`, 'db.yaml': sts('1') };

  it('OnDelete: nothing changes until pods are deleted (outcome OnDelete)', () => {
    const onDelete = `  updateStrategy: {type: OnDelete}\n`;
    const { report, newFindings } = change({ ...base, 'db.yaml': sts('1', onDelete) }, { ...base, 'db.yaml': sts('2', onDelete) });
    const [r] = rolloutsOf(report);
    assert.equal(r!.strategy, 'OnDelete');
    assert.equal(r!.outcome, 'OnDelete');
    assert.equal(r!.updated, 0);
    assert.equal(report.placements.filter((p) => p.scenario === 'diff').length, 0);
    assert.equal(report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').length, 0);
    assert.deepEqual(newFindings, []);
  });

  it('RollingUpdate: highest ordinal first, one at a time, down to the partition', () => {
    const partition = `  updateStrategy:\n    type: RollingUpdate\n    rollingUpdate: {partition: 1}\n`;
    const { report } = change({ ...base, 'db.yaml': sts('1', partition) }, { ...base, 'db.yaml': sts('2', partition) });
    const [r] = rolloutsOf(report);
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.updated, 2, 'ordinals 2 and 1; 0 is below the partition');
    const deletes = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'SuccessfulDelete');
    assert.deepEqual(
      deletes.map((e) => [e.at, e.message]),
      [
        [0, 'delete Pod db-2 in StatefulSet db successful'],
        [30, 'delete Pod db-1 in StatefulSet db successful'],
      ],
    );
    assert.equal(r!.latencySeconds, 60);
  });
});

describe('StatefulSet scaled and changed in one commit', () => {
  // 3 nodes of 8 CPU; db asks 5 CPU a pod, so each node holds one. The commit scales db and raises its memory.
  const sts = (replicas: number, memory: string, policy = ''): string => workload('db', { kind: 'StatefulSet', replicas, cpu: '5', memory, strategy: policy });
  const base = (policy = ''): Record<string, string> => ({ 'c.yaml': `${CLASSES}---\n${nodes(3, '8')}`, 'db.yaml': sts(1, '1Gi', policy) });
  const killed = (report: JsonReport): string[] =>
    report.events.filter((e) => e.scenario === 'diff' && e.reason === 'SuccessfulDelete').map((e) => `${e.at} ${e.message}`);

  it('1 → 4: the new ordinals come first at the new template; db-3 stays Pending and db-0 keeps the old one', () => {
    const { report, newFindings } = change(base(), { ...base(), 'db.yaml': sts(4, '2Gi') });
    const [r] = rolloutsOf(report);
    assert.equal(r!.outcome, 'Stalled');
    assert.equal(r!.updated, 2, 'db-1 and db-2');
    assert.deepEqual(
      r!.pendingPods.map((p) => p.name),
      ['db-3'],
    );
    assert.deepEqual(killed(report), [], 'an unavailable replica leaves no room in maxUnavailable: db-0 is not deleted');
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'diff').map((p) => `${p.pod.name}@${p.node ?? '-'}`),
      ['db-1@n2', 'db-2@n3', 'db-3@-'],
    );
    assert.match(r!.message, /"default\/db-3"/);
    // Every pod on the nodes has db-3's priority: upstream's FitError counts SelectVictimsOnNode's answer per node.
    assert.match(r!.message, /preemption: 0\/3 nodes are available: 3 No preemption victims found for incoming pod\./);
    assert.match(r!.message, /2 of 4 replicas run the new template/);
    assert.ok(newFindings.includes('rollout/stalled StatefulSet/db'));
  });

  it('1 → 4 with podManagementPolicy Parallel: the same outcome, the new ordinals made at once', () => {
    const parallel = '  podManagementPolicy: Parallel\n';
    const { report } = change(base(parallel), { ...base(parallel), 'db.yaml': sts(4, '2Gi', parallel) });
    const [r] = rolloutsOf(report);
    assert.equal(r!.outcome, 'Stalled');
    assert.equal(r!.updated, 2);
    assert.deepEqual(
      r!.pendingPods.map((p) => p.name),
      ['db-3'],
    );
    assert.deepEqual(killed(report), []);
  });

  it('1 → 3: every replica ends at the new template, db-0 replaced last', () => {
    const { report } = change(base(), { ...base(), 'db.yaml': sts(3, '2Gi') });
    const [r] = rolloutsOf(report);
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.updated, 3);
    assert.deepEqual(killed(report), ['0 delete Pod db-0 in StatefulSet db successful']);
    assert.deepEqual(
      report.events.filter((e) => e.scenario === 'diff' && e.reason === 'SuccessfulCreate').map((e) => e.message),
      ['create Pod db-1 in StatefulSet db successful', 'create Pod db-2 in StatefulSet db successful'],
    );
  });

  it('3 → 1: the dropped ordinals go first, highest down, each once the one before is gone, and are not made again', () => {
    const three = { 'c.yaml': `${CLASSES}---\n${nodes(3, '8')}`, 'db.yaml': sts(3, '1Gi') };
    const { report } = change(three, { ...three, 'db.yaml': sts(1, '2Gi') });
    const [r] = rolloutsOf(report);
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.updated, 1);
    assert.equal(r!.latencySeconds, 90);
    assert.deepEqual(killed(report), [
      '0 delete Pod db-2 in StatefulSet db successful',
      '30 delete Pod db-1 in StatefulSet db successful',
      '60 delete Pod db-0 in StatefulSet db successful',
    ]);
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'diff').map((p) => p.pod.name),
      ['db-0'],
    );
  });

  it('3 → 1 without a template change: the scaled-down pods are deleted and not made again', () => {
    const three = { 'c.yaml': `${CLASSES}---\n${nodes(3, '8')}`, 'db.yaml': sts(3, '1Gi') };
    const { report } = change(three, { ...three, 'db.yaml': sts(1, '1Gi') });
    assert.equal(report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').length, 2);
    assert.equal(report.placements.filter((p) => p.scenario === 'diff').length, 0);
  });

  it('1 → 4 with partition 2: ordinal 1 is made at the old template, 2 and 3 at the new one', () => {
    const partition = '  updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: 2}}\n';
    const wide = { 'c.yaml': `${CLASSES}---\n${nodes(4, '8')}`, 'db.yaml': sts(1, '1Gi', partition) };
    const { report } = change(wide, { ...wide, 'db.yaml': sts(4, '2Gi', partition) });
    const [r] = rolloutsOf(report);
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.updated, 2);
    assert.deepEqual(killed(report), [], 'db-0 is below the partition');
  });
});

describe('StatefulSet scaled without a template change', () => {
  // stateful_set_control.go updateStatefulSet: under OrderedReady (the default) processReplica makes
  // one missing ordinal and waits for it to be Running and available; processCondemned deletes one
  // and waits for it to go. Parallel makes and deletes them all at once.
  const sts = (replicas: number, policy = ''): string => workload('db', { kind: 'StatefulSet', replicas, cpu: '5', strategy: policy });
  const cluster = (policy = ''): Record<string, string> => ({ 'c.yaml': `${CLASSES}---\n${nodes(3, '8')}`, 'db.yaml': sts(1, policy) });
  const diffEvents = (report: JsonReport, reason: string): string[] =>
    report.events.filter((e) => e.scenario === 'diff' && e.reason === reason).map((e) => `${e.at} ${e.message}`);
  const placed = (report: JsonReport): string[] => report.placements.filter((p) => p.scenario === 'diff').map((p) => `${p.pod.name}@${p.node ?? '-'}`);

  it('1 → 5 under OrderedReady: db-1 and db-2 are made in order, db-3 stays Pending and db-4 is never made', () => {
    const { report, newFindings } = change(cluster(), { ...cluster(), 'db.yaml': sts(5) });
    assert.deepEqual(placed(report), ['db-1@n2', 'db-2@n3', 'db-3@-']);
    assert.deepEqual(diffEvents(report, 'SuccessfulCreate'), [
      '0 create Pod db-1 in StatefulSet db successful',
      '0 create Pod db-2 in StatefulSet db successful',
      '0 create Pod db-3 in StatefulSet db successful',
    ]);
    assert.deepEqual(rolloutsOf(report), [], 'a scale is no rollout');
    assert.deepEqual(newFindings, ['placement/unschedulable Pod/db-3']);
  });

  it('1 → 5 under Parallel: every new ordinal is made at once, db-3 and db-4 both Pending', () => {
    const parallel = '  podManagementPolicy: Parallel\n';
    const { report } = change(cluster(parallel), { ...cluster(parallel), 'db.yaml': sts(5, parallel) });
    assert.deepEqual(placed(report), ['db-1@n2', 'db-2@n3', 'db-3@-', 'db-4@-']);
  });

  it('1 → 3 with minReadySeconds 20: each ordinal is made once the one before has been available for 20 s', () => {
    const minReady = '  minReadySeconds: 20\n';
    const { report } = change(cluster(minReady), { ...cluster(minReady), 'db.yaml': sts(3, minReady) });
    assert.deepEqual(diffEvents(report, 'SuccessfulCreate'), [
      '0 create Pod db-1 in StatefulSet db successful',
      '20 create Pod db-2 in StatefulSet db successful',
    ]);
  });

  it('3 → 1 under OrderedReady: db-2 is deleted first, db-1 once db-2 is gone', () => {
    const three = { ...cluster(), 'db.yaml': sts(3) };
    const { report } = change(three, { ...three, 'db.yaml': sts(1) });
    assert.deepEqual(diffEvents(report, 'SuccessfulDelete'), [
      '0 delete Pod db-2 in StatefulSet db successful',
      '30 delete Pod db-1 in StatefulSet db successful',
    ]);
    assert.deepEqual(placed(report), []);
  });
});

describe('DaemonSet RollingUpdate preempts on its node', () => {
  // n1: agent (high) 1 CPU + filler (low) 3 CPU. The new agent asks 2 CPU: it preempts filler there.
  const ds = (cpu: string): string => workload('agent', { kind: 'DaemonSet', cpu, priority: 'high' });
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'agent.yaml': ds('1'), 'filler.yaml': workload('filler', { replicas: 1, cpu: '3' }) };
  const { report } = change(base, { ...base, 'agent.yaml': ds('2') });
  const [r] = rolloutsOf(report);

  it('deletes the old pod, makes the new one once it is gone, which preempts the lower-priority pod', () => {
    assert.equal(r!.workload.kind, 'DaemonSet');
    assert.equal(r!.outcome, 'Completed');
    assert.equal(r!.preempted.length, 1);
    assert.ok(r!.preempted[0]!.name.startsWith('filler-'));
    assert.equal(report.evictions.filter((e) => e.scenario === 'diff' && e.node === 'n1').length, 1);
  });
});

describe('scaling one workload blames no other', () => {
  // `stuck` is already Pending at the base (too big for any node); web scales 1 → 2.
  const base = {
    'c.yaml': `${CLASSES}---\n${nodes(2, '4')}`,
    'web.yaml': workload('web', { replicas: 1, cpu: '1' }),
    'stuck.yaml': workload('stuck', { replicas: 1, cpu: '16' }),
  };
  const { report, newFindings } = change(base, { ...base, 'web.yaml': workload('web', { replicas: 2, cpu: '1' }) });

  it('places only the new replica, keeps the running pods where they run, and finds nothing new', () => {
    const diff = report.placements.filter((p) => p.scenario === 'diff');
    assert.equal(diff.length, 1);
    assert.equal(diff[0]!.owner.name, 'web');
    assert.equal(rolloutsOf(report).length, 0, 'a replica change is a scale, not a rollout');
    assert.deepEqual(newFindings, []);
    const clusterState = report.placements.filter((p) => p.scenario === 'cluster-state');
    assert.deepEqual(clusterState.map((p) => p.owner.name).sort(), ['stuck', 'web']);
  });
});

describe("a bare Pod's resource change", () => {
  const pod = (cpu: string): string => `apiVersion: v1
kind: Pod
metadata: {name: tool, namespace: default}
spec:
  nodeName: n1
  priorityClassName: low
  containers:
  - name: app
    image: tool:1
    resources:
      requests: {cpu: "${cpu}", memory: 1Gi}
`;
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'tool.yaml': pod('1') };
  const { report, newFindings } = change(base, { ...base, 'tool.yaml': pod('2') });

  it('is still simulated as the resize it intends, and the refused apply is change/immutable-field', () => {
    const resize = report.resizes.find((r) => r.scenario === 'diff');
    assert.equal(resize?.pod.name, 'tool');
    assert.equal(resize?.outcome, 'Completed');
    const immutable = report.findings.filter((f) => f.ruleId === 'change/immutable-field');
    assert.equal(immutable.length, 1);
    assert.equal(immutable[0]!.severity, 'warning');
    assert.equal(immutable[0]!.file, 'tool.yaml');
    assert.ok(newFindings.includes('change/immutable-field Pod/tool'));
  });

  it('a Pod that names no node (as a bare Pod in git does) is resized on the node cluster-state placed it on', () => {
    const unbound = (cpu: string): string => pod(cpu).replace('  nodeName: n1\n', '');
    const placed = change({ ...base, 'tool.yaml': unbound('1') }, { ...base, 'tool.yaml': unbound('2') });
    const resize = placed.report.resizes.find((r) => r.scenario === 'diff');
    assert.equal(resize?.pod.name, 'tool');
    assert.equal(resize?.node, 'n1');
    assert.equal(resize?.outcome, 'Completed');
    assert.ok(placed.report.findings.some((f) => f.ruleId === 'change/immutable-field' && /simulated in scenario "diff"/.test(f.message)));
  });
});

describe("a Job's template change", () => {
  // sourcegraph/deploy-sourcegraph: configure/migrator/migrator.Job.yaml gains resources in a pull request.
  const job = (cpu: string): string =>
    `apiVersion: batch/v1\nkind: Job\nmetadata: {name: migrator, namespace: default}\nspec:\n  template:\n    spec:\n      restartPolicy: OnFailure\n      containers: [{name: m, image: migrator:1, resources: {requests: {cpu: "${cpu}"}}}]\n`;
  it('is change/immutable-field at the template, naming the Job once', () => {
    const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'job.yaml': job('100m') };
    const { report } = change(base, { ...base, 'job.yaml': job('200m') });
    const immutable = report.findings.filter((f) => f.ruleId === 'change/immutable-field');
    assert.deepEqual(
      immutable.map((f) => f.message),
      ['the pod template of Job default/migrator is immutable: the API server refuses the change; delete and recreate the Job'],
    );
  });
});

describe("a CronJob's jobTemplate change", () => {
  const cron = (cpu: string): string => `apiVersion: batch/v1
kind: CronJob
metadata: {name: report, namespace: default}
spec:
  schedule: "*/5 * * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          priorityClassName: low
          containers:
          - name: r
            image: report:1
            resources:
              requests: {cpu: "${cpu}", memory: 128Mi}
`;
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(2, '4')}`, 'report.yaml': cron('250m') };

  it("places the next run's pod from the new template: Pending with placement findings when no node has room", () => {
    const { report, newFindings } = change(base, { ...base, 'report.yaml': cron('20') });
    const placed = report.placements.filter((p) => p.scenario === 'diff');
    assert.equal(placed.length, 1);
    assert.equal(placed[0]!.owner.name, 'report');
    assert.equal(placed[0]!.node, null);
    assert.ok(newFindings.includes('placement/unschedulable Pod/' + placed[0]!.pod.name), newFindings.join('\n'));
  });

  it('the running run completes first: its room is free at once, and it is not made again', () => {
    // Each node has 4 CPU; the running run takes 250m on n1, the next one asks all 4: n1 only once the old run is gone.
    const { report, newFindings } = change(base, { ...base, 'report.yaml': cron('4') });
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'cluster-state').map((p) => p.node),
      ['n1'],
    );
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'diff').map((p) => p.node),
      ['n1'],
    );
    assert.equal(report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').length, 0);
    assert.deepEqual(newFindings, []);
  });
});

describe("a PriorityClass's value change", () => {
  const classes = (low: number): string => CLASSES.replace('value: 10\n', `value: ${low}\n`);
  const base = { 'c.yaml': `${classes(10)}---\n${nodes(1, '8')}`, 'web.yaml': workload('web', { replicas: 1, cpu: '1' }) };
  const head = { 'c.yaml': `${classes(20)}---\n${nodes(1, '8')}`, 'web.yaml': workload('web', { replicas: 1, cpu: '2' }) };
  const { report } = change(base, head);

  it('is change/immutable-field at the value; running pods keep their priority, new ones get the new value', () => {
    const immutable = report.findings.filter((f) => f.ruleId === 'change/immutable-field');
    assert.equal(immutable.length, 1);
    assert.equal(immutable[0]!.object?.name, 'low');
    assert.equal(immutable[0]!.line, 9);
    const events = report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Scheduled');
    assert.equal(events.length, 1, 'the rollout made one new pod');
    assert.equal(rolloutsOf(report)[0]!.outcome, 'Completed');
    assert.equal(report.resizes.length, 0);
  });
});

describe('new and deleted workloads', () => {
  const base = { 'c.yaml': `${CLASSES}---\n${nodes(1, '4')}`, 'old.yaml': workload('old', { replicas: 2, cpu: '1' }) };
  const { report } = change(base, { 'c.yaml': base['c.yaml'], 'new.yaml': workload('new', { replicas: 2, cpu: '1' }) });

  it("places the new workload's pods and deletes the deleted one's", () => {
    assert.deepEqual(
      report.placements.filter((p) => p.scenario === 'diff').map((p) => [p.owner.name, p.node]),
      [
        ['new', 'n1'],
        ['new', 'n1'],
      ],
    );
    assert.equal(report.events.filter((e) => e.scenario === 'diff' && e.reason === 'Killing').length, 2);
  });
});
