/**
 * Policy as config through the CLI: discovery of .resizeguard.yaml, schema errors at
 * file:line:col with exit 2, unknown rule ids, severities and per-path overrides, protect
 * selectors and budgets, suppressions (annotation with a required reason, config ignore,
 * --no-inline-ignore), baselines, several formats in one run, init.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentPod } from '../helpers/pod-names.ts';
import { inProcess, ROOT } from '../helpers/cli.ts';

interface Finding {
  ruleId: string;
  severity: string;
  file: string;
  line: number;
  column: number;
  fingerprint?: string;
  suppressed?: { kind: string; justification: string };
}

let tmp = '';

/** A workspace with the kind demo under k8s/ and a .git folder (the config search stops there). */
async function workspace(name: string, config?: string): Promise<string> {
  const dir = path.join(tmp, name);
  await mkdir(path.join(dir, '.git'), { recursive: true });
  await cp(path.join(ROOT, 'examples', 'kind-demo'), path.join(dir, 'k8s'), { recursive: true });
  if (config !== undefined) await writeFile(path.join(dir, '.resizeguard.yaml'), config);
  return dir;
}

async function check(cwd: string, ...args: string[]): Promise<{ exitCode: number; findings: Finding[]; stderr: string; stdout: string }> {
  const r = await inProcess.run({ args: ['check', ...args, '--format', 'json'], cwd });
  const findings = r.exitCode <= 1 ? (JSON.parse(r.stdout) as { findings: Finding[] }).findings : [];
  return { exitCode: r.exitCode, findings, stderr: r.stderr, stdout: r.stdout };
}

function ids(findings: readonly Finding[], opts: { suppressed?: boolean } = {}): string[] {
  return findings
    .filter((f) => (f.suppressed !== undefined) === (opts.suppressed ?? false))
    .map((f) => f.ruleId)
    .sort();
}

before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'resizeguard-config-'));
});

after(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('.resizeguard.yaml discovery and validation', () => {
  it('is found from a subfolder up to the git root, and its paths are relative to it', async () => {
    const dir = await workspace('discover', 'paths: [k8s]\nrules: {resize/preempts: error}\n');
    await mkdir(path.join(dir, 'sub', 'deeper'), { recursive: true });
    const r = await check(path.join(dir, 'sub', 'deeper'));
    assert.equal(r.exitCode, 1, r.stderr);
    assert.equal(r.findings.find((f) => f.ruleId === 'resize/preempts')?.severity, 'error');
    assert.ok(
      r.findings.every((f) => f.file.startsWith('../../k8s/')),
      JSON.stringify(r.findings.map((f) => f.file)),
    );
  });

  it("now: sets the simulation's time 0, so a recorded Deferred condition after it is younger than a fresh one; a malformed time is a config error", async () => {
    const dir = await workspace('now', 'now: "2026-01-01T01:00:00Z"\n');
    const pods = (since: string): string => `
apiVersion: v1
kind: Node
metadata: {name: n1}
status: {allocatable: {cpu: "4", memory: 1Gi, pods: "32"}}
---
apiVersion: v1
kind: Pod
metadata: {name: leaving, namespace: default, deletionTimestamp: "2026-01-01T01:00:10Z", deletionGracePeriodSeconds: 30}
spec: {nodeName: n1, containers: [{name: c, image: x, resources: {requests: {cpu: "1", memory: "10"}}}]}
---
apiVersion: v1
kind: Pod
metadata: {name: a-recorded, namespace: default}
spec: {nodeName: n1, containers: [{name: c, image: x, resources: {requests: {cpu: "2", memory: "10"}}}]}
status:
  conditions: [{type: PodResizePending, status: "True", reason: Deferred, lastTransitionTime: "${since}"}]
  containerStatuses: [{name: c, allocatedResources: {cpu: "1", memory: "10"}, resources: {requests: {cpu: "1", memory: "10"}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: b-fresh, namespace: default}
spec: {nodeName: n1, containers: [{name: c, image: x, resources: {requests: {cpu: "2", memory: "10"}}}]}
status:
  containerStatuses: [{name: c, allocatedResources: {cpu: "1", memory: "10"}, resources: {requests: {cpu: "1", memory: "10"}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: c-fresh, namespace: default}
spec: {nodeName: n1, containers: [{name: c, image: x, resources: {requests: {cpu: "1500m", memory: "10"}}}]}
status:
  containerStatuses: [{name: c, allocatedResources: {cpu: "500m", memory: "10"}, resources: {requests: {cpu: "500m", memory: "10"}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: filler, namespace: default}
spec: {nodeName: n1, containers: [{name: c, image: x, resources: {requests: {cpu: "500m", memory: "10"}}}]}
`;
    const outcomes = async (): Promise<Record<string, string>> => {
      const r = await inProcess.run({
        args: ['check', 'k8s/now.yaml', '--format', 'json', '--feature-gates', 'InPlacePodVerticalScalingSchedulerPreemption=false'],
        cwd: dir,
      });
      return Object.fromEntries(
        (JSON.parse(r.stdout) as { resizes: { pod: { name: string }; outcome: string }[] }).resizes.map((x) => [x.pod.name, x.outcome]),
      );
    };
    await writeFile(path.join(dir, 'k8s', 'now.yaml'), pods('2026-01-01T01:00:05Z'));
    // The kubelet sorts its pending list when a resize is pushed (c-fresh's, after b-fresh's became
    // Deferred at time 0), and every walk keeps that order: the older condition is first.
    assert.deepEqual(await outcomes(), { 'a-recorded': 'Deferred', 'b-fresh': 'Completed', 'c-fresh': 'Deferred' });
    await writeFile(path.join(dir, 'k8s', 'now.yaml'), pods('2026-01-01T00:59:00Z'));
    assert.deepEqual(await outcomes(), { 'a-recorded': 'Completed', 'b-fresh': 'Deferred', 'c-fresh': 'Deferred' });
    await writeFile(path.join(dir, '.resizeguard.yaml'), 'now: "yesterday"\n');
    const bad = await inProcess.run({ args: ['check', 'k8s/now.yaml'], cwd: dir });
    assert.equal(bad.exitCode, 2);
    assert.match(bad.stderr, /\.resizeguard\.yaml:1:6: .*now/);
  });

  it('is not searched above the git root', async () => {
    await writeFile(path.join(tmp, '.resizeguard.yaml'), 'rules: {resize/preempts: off}\n');
    const dir = await workspace('above');
    const r = await check(dir, 'k8s');
    assert.ok(ids(r.findings).includes('resize/preempts'));
    await rm(path.join(tmp, '.resizeguard.yaml'));
  });

  it('a schema violation is exit 2 with file:line:col of the offending value', async () => {
    const dir = await workspace('bad-schema', 'failOn: error\nbudgets:\n  maxLatencySeconds: soon\n');
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /^\.resizeguard\.yaml:3:22: .*budgets\.maxLatencySeconds.*\[config\/invalid\]$/m);
    assert.doesNotMatch(r.stderr, /^ {4}at /m);
  });

  it('an unknown key is exit 2 at the key', async () => {
    const dir = await workspace('unknown-key', 'failOn: error\nprotekt: []\n');
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /^\.resizeguard\.yaml:2:1: .*protekt.*\[config\/invalid\]$/m);
  });

  it('an unknown rule id is exit 2 at the id, in rules, overrides and ignore', async () => {
    const dir = await workspace(
      'unknown-rule',
      'rules:\n  resize/preempt: off\noverrides:\n  - files: ["**"]\n    rules: {resize/nope: off}\nignore:\n  - rules: [victim/unmanaged]\n    reason: x\n',
    );
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /^\.resizeguard\.yaml:2:3: error: unknown rule id "resize\/preempt".*\[config\/unknown-rule\]$/m);
    assert.match(r.stderr, /^\.resizeguard\.yaml:5:13: error: unknown rule id "resize\/nope".*\[config\/unknown-rule\]$/m);
    assert.match(r.stderr, /^\.resizeguard\.yaml:7:13: error: unknown rule id "victim\/unmanaged".*\[config\/unknown-rule\]$/m);
  });

  it('entries that would switch the tool off by accident are exit 2: ignore or protect without a selector, a glob that does not parse', async () => {
    const dir = await workspace(
      'no-selector',
      'ignore:\n  - reason: everything is fine\nprotect:\n  - {}\noverrides:\n  - files: ["apps/{a,b"]\n    rules: {priority/unset: off}\n',
    );
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(
      r.stderr,
      /^\.resizeguard\.yaml:2:5: error: ignore entry 0 has no selector, so it would suppress every finding, errors included; .*\[config\/invalid\]$/m,
    );
    assert.match(r.stderr, /^\.resizeguard\.yaml:4:5: error: protect entry 0 has no selector, so it would protect every pod; .*\[config\/invalid\]$/m);
    assert.match(r.stderr, /^\.resizeguard\.yaml:6:13: error: "apps\/\{a,b" is not a valid glob .*\[config\/invalid\]$/m);
  });

  it('invalid YAML in the config is exit 2 at its position', async () => {
    const dir = await workspace('bad-yaml', 'rules:\n\tresize/preempts: off\n');
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /^\.resizeguard\.yaml:2:\d+: .*\[config\/invalid\]$/m);
  });

  it('--config names a file; a missing one is exit 2', async () => {
    const dir = await workspace('explicit');
    await writeFile(path.join(dir, 'policy.yaml'), 'rules: {resize/preempts: off, victim/unmanaged-pod: off}\n');
    const r = await check(dir, 'k8s', '--config', 'policy.yaml');
    assert.equal(r.exitCode, 0);
    assert.deepEqual(ids(r.findings), []);
    const missing = await inProcess.run({ args: ['check', 'k8s', '--config', 'nope.yaml'], cwd: dir });
    assert.equal(missing.exitCode, 2);
    assert.match(missing.stderr, /--config: cannot read "nope.yaml"/);
  });

  it("a --config file inside the folder checked is the run's settings, not an input; named as a path, it is read", async () => {
    const dir = await workspace('inside');
    await writeFile(path.join(dir, 'k8s', 'policy.yaml'), 'rules: {resize/preempts: off, victim/unmanaged-pod: off}\n');
    const r = await check(dir, 'k8s', '--config', 'k8s/policy.yaml');
    assert.equal(r.exitCode, 0);
    assert.deepEqual(ids(r.findings), []);
    const named = await check(dir, 'k8s', 'k8s/policy.yaml', '--config', 'k8s/policy.yaml');
    assert.deepEqual(ids(named.findings), ['input/not-kubernetes']);
  });

  it('flags override the file (fail-on, feature gates)', async () => {
    const dir = await workspace('flags', 'failOn: warning\nfeatureGates: {InPlacePodVerticalScalingSchedulerPreemption: false}\n');
    const fromFile = await check(dir, 'k8s');
    assert.equal(fromFile.exitCode, 1);
    assert.ok(ids(fromFile.findings).includes('resize/deferred'));
    const flags = await check(dir, 'k8s', '--fail-on', 'none', '--feature-gates', 'InPlacePodVerticalScalingSchedulerPreemption=true');
    assert.equal(flags.exitCode, 0);
    assert.ok(ids(flags.findings).includes('resize/preempts'));
  });
});

describe('severities, overrides, protect and budgets', () => {
  it('rules: sets a severity or turns a rule off; overrides apply per path', async () => {
    const dir = await workspace(
      'severity',
      'rules: {resize/preempts: error}\noverrides:\n  - files: ["k8s/preemption-demo.yaml"]\n    rules: {victim/unmanaged-pod: off}\n',
    );
    const r = await check(dir, 'k8s');
    assert.equal(r.exitCode, 1);
    assert.deepEqual(
      r.findings.map((f) => [f.ruleId, f.severity]),
      [['resize/preempts', 'error']],
    );
  });

  it('protect: a protected victim is resize/preempts-protected; the node without policy is flagged', async () => {
    const dir = await workspace('protect', 'protect:\n  - names: [low-priority-pod]\n');
    const r = await check(dir, 'k8s');
    assert.ok(ids(r.findings).includes('resize/preempts-protected'));
    assert.ok(ids(r.findings).includes('priority/inversion'));
    assert.ok(ids(r.findings).includes('node/protected-without-policy'));
    assert.equal(r.exitCode, 1);
  });

  it('budgets: maxLatencySeconds below the 30 s grace period makes resize/slow', async () => {
    const dir = await workspace('budget', 'budgets: {maxLatencySeconds: 10, maxVictimsPerResize: 0}\n');
    const r = await check(dir, 'k8s');
    assert.ok(ids(r.findings).includes('resize/slow'));
    assert.ok(ids(r.findings).includes('resize/over-preemption'));
  });
});

describe('suppressions', () => {
  const ANNOTATED = (value: string): string => `  annotations:\n    resizeguard.dev/ignore: ${JSON.stringify(value)}\n`;

  async function annotated(name: string, value: string): Promise<string> {
    const dir = await workspace(name);
    const file = path.join(dir, 'k8s', 'preemption-demo.yaml');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('  name: low-priority-pod\n', `  name: low-priority-pod\n${ANNOTATED(value)}`));
    return dir;
  }

  it('an annotation with a reason suppresses; the finding stays in JSON, marked', async () => {
    const dir = await annotated('annotation', 'victim/unmanaged-pod: batch pods are disposable');
    const r = await check(dir, 'k8s');
    assert.deepEqual(ids(r.findings), ['resize/preempts']);
    const s = r.findings.find((f) => f.ruleId === 'victim/unmanaged-pod');
    assert.deepEqual(s?.suppressed, { kind: 'inSource', justification: 'batch pods are disposable' });
  });

  it('--no-inline-ignore disables annotations', async () => {
    const dir = await annotated('no-inline', 'victim/unmanaged-pod: batch pods are disposable');
    const r = await check(dir, 'k8s', '--no-inline-ignore');
    assert.deepEqual(ids(r.findings), ['resize/preempts', 'victim/unmanaged-pod']);
  });

  it('an annotation without a reason is exit 2 at the annotation', async () => {
    const dir = await annotated('no-reason', 'victim/unmanaged-pod');
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(
      r.stderr,
      /^k8s\/preemption-demo\.yaml:22:29: error: resizeguard\.dev\/ignore: "victim\/unmanaged-pod" needs a reason.*\[config\/invalid-suppression\]$/m,
    );
  });

  it("a workload template's annotation is read once, at the template, not again for each replica", async () => {
    const dir = await workspace('template-annotation');
    const deployment = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: default}
spec:
  replicas: 3
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
${ANNOTATED('victim/unmanaged-pod').replace(/^/gm, '    ').trimEnd()}
    spec:
      containers: [{name: c, image: x, resources: {requests: {cpu: 100m, memory: 10Mi}}}]
`;
    await writeFile(path.join(dir, 'k8s', 'web.yaml'), deployment);
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    const errors = r.stderr.split('\n').filter((l) => l.includes('[config/invalid-suppression]'));
    assert.equal(errors.length, 1, r.stderr);
    assert.match(errors[0]!, /^k8s\/web\.yaml:11:\d+: error: resizeguard\.dev\/ignore: "victim\/unmanaged-pod" needs a reason/);
  });

  it('an annotation naming an unknown rule is exit 2', async () => {
    const dir = await annotated('unknown-annotation', 'victim/nope: why');
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /unknown rule id "victim\/nope"/);
  });

  it('config ignore by rule and name suppresses with its reason; the JSON shows it', async () => {
    const dir = await workspace('ignore', 'ignore:\n  - rules: [resize/preempts]\n    names: [high-priority-pod]\n    reason: accepted for the demo\n');
    const r = await check(dir, 'k8s');
    const f = r.findings.find((x) => x.ruleId === 'resize/preempts');
    assert.deepEqual(f?.suppressed, { kind: 'external', justification: 'accepted for the demo' });
    assert.deepEqual(ids(r.findings), ['victim/unmanaged-pod']);
  });

  it('config ignore by path and kind', async () => {
    const dir = await workspace('ignore-path', 'ignore:\n  - paths: ["k8s/**"]\n    kinds: [Pod]\n    reason: demo folder\n');
    const r = await check(dir, 'k8s', '--fail-on', 'warning');
    assert.equal(r.exitCode, 0);
    assert.deepEqual(ids(r.findings), []);
    assert.equal(ids(r.findings, { suppressed: true }).length, 2);
  });

  it('an ignore entry without a reason is exit 2', async () => {
    const dir = await workspace('ignore-no-reason', 'ignore:\n  - rules: [resize/preempts]\n');
    const r = await inProcess.run({ args: ['check', 'k8s'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /^\.resizeguard\.yaml:2:5: .*reason.*\[config\/invalid\]$/m);
  });
});

describe('baselines', () => {
  it('--write-baseline then --baseline: only new findings count; fingerprints ignore line numbers', async () => {
    const dir = await workspace('baseline');
    const first = await inProcess.run({ args: ['check', 'k8s', '--fail-on', 'warning', '--write-baseline', 'baseline.json'], cwd: dir });
    assert.equal(first.exitCode, 1);
    const baseline = JSON.parse(await readFile(path.join(dir, 'baseline.json'), 'utf8')) as { findings: { ruleId: string }[] };
    assert.deepEqual(baseline.findings.map((f) => f.ruleId).sort(), ['resize/preempts', 'victim/unmanaged-pod']);
    // Shift every line: the fingerprints still match.
    const file = path.join(dir, 'k8s', 'preemption-demo.yaml');
    await writeFile(file, `# moved\n# down\n${await readFile(file, 'utf8')}`);
    const again = await check(dir, 'k8s', '--fail-on', 'warning', '--baseline', 'baseline.json');
    assert.equal(again.exitCode, 0, JSON.stringify(again.findings));
    assert.equal(ids(again.findings, { suppressed: true }).length, 2);
    // A new finding (the gate off makes the resize Deferred) still fails.
    const gateOff = await check(dir, 'k8s', '--baseline', 'baseline.json', '--feature-gates', 'InPlacePodVerticalScalingSchedulerPreemption=false');
    assert.equal(gateOff.exitCode, 1);
    assert.deepEqual(ids(gateOff.findings), ['cluster/gate-disabled', 'resize/deferred']);
  });

  it('a file that is not a baseline is exit 2', async () => {
    const dir = await workspace('bad-baseline');
    await writeFile(path.join(dir, 'b.json'), '{"hello": 1}');
    const r = await inProcess.run({ args: ['check', 'k8s', '--baseline', 'b.json'], cwd: dir });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /not a resizeguard baseline/);
  });
});

describe('outputs and init', () => {
  it('several formats in one run, each to its own --output', async () => {
    const dir = await workspace('outputs');
    const r = await inProcess.run({
      args: ['check', 'k8s', '--format', 'json', '--output', 'out/r.json', '--format', 'sarif', '--output', 'out/r.sarif', '--format', 'text'],
      cwd: dir,
    });
    assert.equal(r.exitCode, 0, r.stderr);
    assert.match(r.stdout, /\[resize\/preempts\]/);
    assert.equal((JSON.parse(await readFile(path.join(dir, 'out', 'r.json'), 'utf8')) as { schemaVersion: number }).schemaVersion, 1);
    assert.equal((JSON.parse(await readFile(path.join(dir, 'out', 'r.sarif'), 'utf8')) as { version: string }).version, '2.1.0');
  });

  it('two formats to stdout is a usage error', async () => {
    const r = await inProcess.run({ args: ['check', 'examples/kind-demo', '--format', 'json', '--format', 'sarif'] });
    assert.equal(r.exitCode, 2);
    assert.match(r.stderr, /only one format can go to standard output/);
  });

  it('init writes a starter that validates, and refuses to overwrite without --force', async () => {
    const dir = await workspace('init');
    const r = await inProcess.run({ args: ['init'], cwd: dir });
    assert.equal(r.exitCode, 0, r.stderr);
    const checked = await check(dir, 'k8s');
    assert.equal(checked.exitCode, 0, checked.stderr);
  });
});

describe('cluster declaration', () => {
  it('node pools in the config become nodes the workloads are placed on; findings point at the pool', async () => {
    const dir = path.join(tmp, 'pools');
    await mkdir(path.join(dir, '.git'), { recursive: true });
    await writeFile(path.join(dir, '.resizeguard.yaml'), 'nodePools:\n  - name: general\n    count: 2\n    allocatable: {cpu: "4", memory: 8Gi}\n');
    await writeFile(
      path.join(dir, 'app.yaml'),
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: 3\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers:\n      - name: app\n        resources: {requests: {cpu: "3"}}\n',
    );
    const r = await inProcess.run({ args: ['check', '.', '--format', 'json'], cwd: dir });
    const report = JSON.parse(r.stdout) as { summary: { nodes: number }; placements: { pod: { name: string }; node: string | null }[]; findings: Finding[] };
    assert.equal(report.summary.nodes, 2);
    assert.deepEqual(
      report.placements.map((p) => p.node),
      ['general-0', 'general-1', null],
    );
    for (const p of report.placements) assert.match(p.pod.name, deploymentPod('web'));
    assert.ok(report.findings.some((f) => f.ruleId === 'placement/unschedulable' && f.file === 'app.yaml'));
  });

  it('a kind Cluster config in the input sets the feature gates; the config file and flags win over it', async () => {
    const dir = await workspace('kind-gates');
    await writeFile(
      path.join(dir, 'k8s', 'kind-config.yaml'),
      'kind: Cluster\napiVersion: kind.x-k8s.io/v1alpha4\nfeatureGates:\n  InPlacePodVerticalScalingSchedulerPreemption: false\n  SomeOtherGate: true\n',
    );
    const off = await check(dir, 'k8s');
    assert.ok(ids(off.findings).includes('resize/deferred'));
    const on = await check(dir, 'k8s', '--feature-gates', 'InPlacePodVerticalScalingSchedulerPreemption=true');
    assert.ok(ids(on.findings).includes('resize/preempts'));
  });
});

describe('node pool quantities', () => {
  it('a bad allocatable quantity is one config error at the value (exit 2), not a schema error per node', async () => {
    const { writeRepo } = await import('../sources/helpers.ts');
    const { inProcess } = await import('../helpers/cli.ts');
    const config =
      'nodePools:\n  - name: pool\n    count: 3\n    allocatable: {cpu: lots, memory: 16Gi}\nclusters:\n  - name: prod\n    paths: [prod]\n    nodePools: [{name: big, count: 2, allocatable: {memory: 16GB}}]\n';
    const pod = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c}]\n';
    const r = await inProcess.run({ args: ['check', '.'], cwd: await writeRepo({ '.resizeguard.yaml': config, 'prod/p.yaml': pod }) });
    assert.equal(r.exitCode, 2);
    const lines = r.stderr.trim().split('\n');
    assert.deepEqual(
      lines.slice(0, 2).map((l) => l.replace(/ is not a valid quantity: .*?(; did you mean .*)? \[/, ' … $1 [')),
      [
        '.resizeguard.yaml:4:24: error: configuration nodePools[0].allocatable.cpu: "lots" …  [config/invalid]',
        '.resizeguard.yaml:8:61: error: configuration clusters[0].nodePools[0].allocatable.memory: "16GB" … ; did you mean "16G" or "16Gi"? [config/invalid]',
      ],
    );
    assert.equal(lines.length, 3);
  });
});
