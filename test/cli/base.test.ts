/**
 * --base REF through the CLI: the same paths read at a git ref, the change's resizes simulated
 * as scenario `diff`, findings the base already had marked as such (they do not fail the run),
 * and the manifest change printed behind each new finding.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcess, ROOT } from '../helpers/cli.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { assertValidReport } from '../helpers/report-schema.ts';

process.env['PATH'] = pathWithRenderers();

let repo = '';

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: repo, stdio: 'ignore' });
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const p = path.join(repo, file);
  await writeFile(p, (await readFile(p, 'utf8')).replaceAll(from, to));
}

before(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-'));
  for (const f of ['node.yaml', 'preemption-demo.yaml']) await cp(path.join(ROOT, 'examples', 'kind-demo', f), path.join(repo, f));
  // Both pods running on the node: a change of their requests is an in-place resize.
  await edit('preemption-demo.yaml', 'spec:\n', 'spec:\n  nodeName: kind-control-plane\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  await edit('preemption-demo.yaml', 'cpu: "4"', 'cpu: "6"');
});

after(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('--base REF', () => {
  it('reports the resize the change makes, with the manifest change behind it', async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--fail-on', 'warning'], cwd: repo });
    assert.equal(r.exitCode, 1, r.stderr);
    assert.match(r.stdout, /^compared with HEAD \([0-9a-f]{12}\): 3 new findings, 0 already there; .*1 new eviction/m);
    // A bare Pod's resources change only through the resize subresource: a plain apply is refused.
    assert.match(
      r.stdout,
      /^preemption-demo\.yaml:\d+:5: warning: a running Pod's resources change only through the resize subresource.*\[change\/immutable-field\]$/m,
    );
    assert.match(
      r.stdout,
      /^preemption-demo\.yaml:\d+:5: warning: scenario "diff": resizing "default\/high-priority-pod" to cpu 6, memory 1Gi preempts 1 lower-priority pod.*\[resize\/preempts\]$/m,
    );
    assert.match(r.stdout, /^-\s+requests: \{cpu: "4", memory: 1Gi\}$/m);
    assert.match(r.stdout, /^\+\s+requests: \{cpu: "6", memory: 1Gi\}$/m);
  });

  it('findings already present at the base do not fail the run', async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD~0', '--format', 'json', '--fail-on', 'warning'], cwd: repo });
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; scenario?: string; suppressed?: { justification: string } }[] };
    const fresh = report.findings.filter((f) => f.suppressed === undefined);
    assert.deepEqual(fresh.map((f) => [f.scenario ?? '-', f.ruleId]).sort(), [
      ['-', 'change/immutable-field'],
      ['diff', 'resize/preempts'],
      ['diff', 'victim/unmanaged-pod'],
    ]);
    git('add', '.');
    git('commit', '-qm', 'head');
    const same = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json', '--fail-on', 'warning'], cwd: repo });
    assert.equal(same.exitCode, 0, same.stderr);
  });

  it('a bad ref, or stdin, is exit 2 with a message', async () => {
    const bad = await inProcess.run({ args: ['check', '.', '--base', 'no-such-ref'], cwd: repo });
    assert.equal(bad.exitCode, 2);
    assert.match(bad.stderr, /no-such-ref/);
    const stdin = await inProcess.run({ args: ['check', '-', '--base', 'HEAD'], cwd: repo, stdin: 'apiVersion: v1\nkind: Namespace\nmetadata: {name: x}\n' });
    assert.equal(stdin.exitCode, 2);
    assert.match(stdin.stderr, /--base cannot be used with "-"/);
  });
});

describe('--base REF and a Kustomize root committed under a folder .gitignore names', () => {
  // Azure-Samples/aks-store-demo commits its Kustomize roots so: git, Argo CD and Flux read them.
  let tracked = '';
  const run = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: tracked, stdio: 'ignore' });
  };
  before(async () => {
    tracked = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-ignored-'));
    await cp(path.join(ROOT, 'examples', 'kind-demo', 'node.yaml'), path.join(tracked, 'node.yaml'));
    await mkdir(path.join(tracked, 'deploy'));
    const pods = await readFile(path.join(ROOT, 'examples', 'kind-demo', 'preemption-demo.yaml'), 'utf8');
    await writeFile(path.join(tracked, 'deploy', 'pods.yaml'), pods.replaceAll('spec:\n', 'spec:\n  nodeName: kind-control-plane\n'));
    await writeFile(path.join(tracked, 'deploy', 'kustomization.yaml'), 'resources:\n- pods.yaml\n');
    await writeFile(path.join(tracked, '.gitignore'), 'deploy/\n');
    run('init', '-q');
    run('add', '-f', '.');
    run('commit', '-qm', 'base');
    const file = path.join(tracked, 'deploy', 'pods.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll('cpu: "4"', 'cpu: "6"'));
  });
  after(async () => {
    await rm(tracked, { recursive: true, force: true });
  });

  it('renders the root on both sides and reports the resize the change makes in it', async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--fail-on', 'warning'], cwd: tracked });
    assert.equal(r.exitCode, 1, r.stderr);
    assert.match(r.stdout, /^compared with HEAD \([0-9a-f]{12}\): \d+ new findings?, 0 already there; .*1 new eviction/m);
    assert.match(
      r.stdout,
      /^deploy\/pods\.yaml:\d+:5: warning: scenario "diff": resizing "default\/high-priority-pod" to cpu 6, memory 1Gi preempts 1 lower-priority pod.*\[resize\/preempts\]$/m,
    );
  });
});

describe('--base REF at the root of a Flux repository with clusters/<name>/', () => {
  let flux = '';
  const kustomization = (cluster: string): string => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: apps, namespace: flux-system}
spec:
  interval: 10m
  path: ./apps/${cluster}
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
`;
  const web = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: default}
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - {name: web, image: nginx:1.27, resources: {requests: {cpu: 100m, memory: 64Mi}}}
`;

  before(async () => {
    flux = await mkdtemp(path.join(tmpdir(), 'resizeguard-flux-'));
    for (const cluster of ['production', 'staging']) {
      await mkdir(path.join(flux, 'clusters', cluster), { recursive: true });
      await writeFile(path.join(flux, 'clusters', cluster, 'apps.yaml'), kustomization(cluster));
      await mkdir(path.join(flux, 'apps', cluster), { recursive: true });
      await writeFile(path.join(flux, 'apps', cluster, 'kustomization.yaml'), 'resources: [web.yaml]\n');
      await writeFile(path.join(flux, 'apps', cluster, 'web.yaml'), web);
    }
    execFileSync('git', ['init', '-q'], { cwd: flux });
    execFileSync('git', ['add', '.'], { cwd: flux });
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'base'], { cwd: flux });
  });

  after(async () => {
    await rm(flux, { recursive: true, force: true });
  });

  it('is exit 2 naming, per cluster, the paths that check it alone: its folder and what its Flux objects render', async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD~0'], cwd: flux });
    assert.equal(r.exitCode, 2, r.stderr);
    assert.match(r.stderr, /--base compares one cluster/);
    assert.match(r.stderr, /^ {2}resizeguard check apps\/production clusters\/production --base HEAD~0$/m);
    assert.match(r.stderr, /^ {2}resizeguard check apps\/staging clusters\/staging --base HEAD~0$/m);
    const one = await inProcess.run({ args: ['check', 'apps/production', 'clusters/production', '--base', 'HEAD~0'], cwd: flux });
    assert.equal(one.exitCode, 0, one.stderr);
  });

  it("each command carries the run's --config, --scenario and --fail-on: run as printed, it checks its cluster with the same nodes", async () => {
    await mkdir(path.join(flux, 'ci'), { recursive: true });
    await writeFile(path.join(flux, 'ci', 'resizeguard.yaml'), 'nodePools:\n  - {name: pool, count: 2, allocatable: {cpu: "4", memory: 16Gi}}\n');
    const r = await inProcess.run({
      args: ['check', '.', '-c', 'ci/resizeguard.yaml', '--scenario', 'limits', '--fail-on', 'warning', '--base', 'HEAD~0'],
      cwd: flux,
    });
    assert.equal(r.exitCode, 2, r.stderr);
    const line = /^ {2}resizeguard check (apps\/production clusters\/production .*)$/m.exec(r.stderr);
    assert.equal(line?.[1], 'apps/production clusters/production --config ci/resizeguard.yaml --scenario limits --fail-on warning --base HEAD~0');
    const one = await inProcess.run({ args: ['check', ...line[1].split(' '), '--format', 'json'], cwd: flux });
    assert.equal((JSON.parse(one.stdout) as { summary: { nodes: number } }).summary.nodes, 2, one.stderr);
  });
});

describe('--base REF: the reports describe the cluster simulated', () => {
  // n1 (8 CPU) runs the base: web (2 × 1 CPU) and db-0 (1 CPU). The change raises both to 2 CPU a pod and adds new (1 CPU).
  let dir = '';
  const run = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, stdio: 'ignore' });
  };
  const workload = (kind: string, name: string, replicas: number, cpu: string): string =>
    `apiVersion: apps/v1\nkind: ${kind}\nmetadata: {name: ${name}, namespace: default}\nspec:\n  replicas: ${replicas}\n${kind === 'StatefulSet' ? `  serviceName: ${name}\n` : ''}  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec:\n      containers: [{name: app, image: x, resources: {requests: {cpu: "${cpu}"}}}]\n`;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-model-'));
    await writeFile(
      path.join(dir, 'node.yaml'),
      'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus:\n  allocatable: {cpu: "8", memory: 16Gi, pods: "110"}\n',
    );
    await writeFile(path.join(dir, 'web.yaml'), workload('Deployment', 'web', 2, '1'));
    await writeFile(path.join(dir, 'db.yaml'), workload('StatefulSet', 'db', 1, '1'));
    run('init', '-q');
    run('add', '.');
    run('commit', '-qm', 'base');
    await writeFile(path.join(dir, 'web.yaml'), workload('Deployment', 'web', 2, '2'));
    await writeFile(path.join(dir, 'db.yaml'), workload('StatefulSet', 'db', 1, '2'));
    await writeFile(path.join(dir, 'new.yaml'), workload('Deployment', 'new', 1, '1'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("counts the base's pods and the pods the change places, in a valid JSON report", async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json'], cwd: dir });
    assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
    const report = JSON.parse(r.stdout) as { summary: { nodes: number; pods: number } };
    assertValidReport(report);
    // web's 2 old pods and db-0 at the base; web's 2 new pods and new's 1 placed by scenario "diff" (db-0 is made again under its name).
    assert.equal(report.summary.nodes, 1);
    assert.equal(report.summary.pods, 6);
  });

  it("fills the markdown's nodes with the base's pods, and empties them of the pods the rollouts delete", async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'markdown'], cwd: dir });
    assert.ok(r.exitCode === 0 || r.exitCode === 1, r.stderr);
    assert.match(r.stdout, /Simulated 1 node and 6 pods/);
    const diff = r.stdout.slice(r.stdout.indexOf('### Scenario "diff"'));
    // 3 CPU before the change; after it web's 2 × 2, db-0's 2 and new's 1, the old pods gone.
    assert.match(diff, /n1 +cpu +\S+ 3\/8 \(38%\) +\S+ 7\/8 \(88%\)/);
  });
});

describe('--base REF with no render roots: the base is read as the head is', () => {
  // kiwix/k8s keeps CI YAML and Helm values files (one with a duplicate key) beside its manifests.
  let dir = '';
  const run = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, stdio: 'ignore' });
  };
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-plain-'));
    await cp(path.join(ROOT, 'examples', 'kind-demo', 'node.yaml'), path.join(dir, 'node.yaml'));
    await mkdir(path.join(dir, 'cfg'));
    await writeFile(path.join(dir, 'cfg', 'ci.yaml'), 'foo: bar\n');
    await writeFile(path.join(dir, 'cfg', 'values.yaml'), 'image:\n  tag: a\nimage:\n  tag: b\n');
    run('init', '-q');
    run('add', '.');
    run('commit', '-qm', 'base');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a file that is no manifest is no new finding: against the same commit, none is new', async () => {
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json', '--fail-on', 'warning'], cwd: dir });
    assert.equal(r.exitCode, 0, r.stderr + r.stdout);
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; suppressed?: unknown }[] };
    assert.deepEqual(
      report.findings.filter((f) => f.suppressed === undefined),
      [],
    );
    assert.deepEqual(report.findings.map((f) => [f.file, f.ruleId]).sort(), [
      ['cfg/ci.yaml', 'input/not-kubernetes'],
      ['cfg/values.yaml', 'input/not-kubernetes'],
    ]);
  });
});

describe('--base REF: a change to the files of a Kustomize root that is not rendered', () => {
  // tektoncd/plumbing: an overlay on a remote release.yaml (not fetched here: .invalid never resolves, RFC 2606) gets a new patch.
  let dir = '';
  const run = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, stdio: 'ignore' });
  };
  const configMap = (name: string, value: string): string =>
    `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}, namespace: default}\ndata: {a: "${value}"}\n`;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-unrendered-'));
    await cp(path.join(ROOT, 'examples', 'kind-demo', 'node.yaml'), path.join(dir, 'node.yaml'));
    for (const d of ['overlay', 'shared', 'app']) await mkdir(path.join(dir, d));
    await writeFile(path.join(dir, 'overlay', 'kustomization.yaml'), 'resources:\n  - https://example.invalid/release.yaml\n  - ../shared\n');
    await writeFile(path.join(dir, 'shared', 'kustomization.yaml'), 'resources: [cm.yaml]\n');
    await writeFile(path.join(dir, 'shared', 'cm.yaml'), configMap('shared', '1'));
    await writeFile(path.join(dir, 'app', 'kustomization.yaml'), 'resources: [../shared]\n');
    run('init', '-q');
    run('add', '.');
    run('commit', '-qm', 'base');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is change/not-simulated at each changed file the root reads, at its first changed line; a file a rendered root reads is not', async () => {
    const same = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json'], cwd: dir });
    const unchanged = JSON.parse(same.stdout) as { findings: { suppressed?: unknown }[] };
    assert.equal(unchanged.findings.filter((f) => f.suppressed === undefined).length, 0, same.stdout);
    await writeFile(
      path.join(dir, 'overlay', 'kustomization.yaml'),
      'resources:\n  - https://example.invalid/release.yaml\n  - ../shared\npatches:\n  - path: patch.yaml\n',
    );
    await writeFile(path.join(dir, 'overlay', 'patch.yaml'), configMap('pruner', '2'));
    // shared/ is rendered through app/: its change is simulated there.
    await writeFile(path.join(dir, 'shared', 'cm.yaml'), configMap('shared', '2'));
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json'], cwd: dir });
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; line: number; message: string; suppressed?: unknown }[] };
    const fresh = report.findings.filter((f) => f.suppressed === undefined && f.ruleId === 'change/not-simulated');
    assert.deepEqual(
      fresh.map((f) => [f.file, f.line]),
      [
        ['overlay/kustomization.yaml', 4],
        ['overlay/patch.yaml', 1],
      ],
    );
    assert.match(
      fresh[1]!.message,
      /^the change adds overlay\/patch\.yaml, which Kustomize root "overlay" reads, and that root is not rendered: it builds on remote sources that cannot be fetched here \(https:\/\/example\.invalid\/release\.yaml: /,
    );
  });
});

describe('--base REF on a folder of a Flux repository whose paths start at the repository root', () => {
  // zhorvath83/home-ops: `check kubernetes`, its Flux Kustomizations' paths `./kubernetes/apps/…`,
  // a namespace from `targetNamespace`, HelmReleases of OCI charts left unrendered and an HPA for
  // what one of them makes.
  let dir = '';
  const run = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, stdio: 'ignore' });
  };
  const ks = (name: string, p: string, namespace?: string): string =>
    `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: ${name}, namespace: flux-system}\nspec:\n  interval: 1h\n  path: ${p}\n  prune: true\n${namespace === undefined ? '' : `  targetNamespace: ${namespace}\n`}  sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n`;
  const web = (image: string): string =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: 2\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      priorityClassName: system-cluster-critical\n      containers: [{name: web, image: ${image}, resources: {requests: {cpu: 100m, memory: 64Mi}}}]\n`;
  const files: Record<string, string> = {
    '.resizeguard.yaml': 'nodePools:\n  - name: pool\n    count: 2\n    allocatable: {cpu: "4", memory: 16Gi}\n',
    'kubernetes/flux/cluster/ks.yaml': ks('cluster-apps', './kubernetes/apps'),
    'kubernetes/apps/kustomization.yaml': 'resources: [web/ks.yaml, echo/ks.yaml]\n',
    'kubernetes/apps/web/ks.yaml': ks('web', './kubernetes/apps/web/app', 'web'),
    'kubernetes/apps/web/app/kustomization.yaml': 'resources: [deployment.yaml]\n',
    'kubernetes/apps/web/app/deployment.yaml': web('nginx:1.27'),
    'kubernetes/apps/echo/ks.yaml': ks('echo', './kubernetes/apps/echo/app', 'echo'),
    'kubernetes/apps/echo/app/kustomization.yaml': 'resources: [ocirepository.yaml, helmrelease.yaml, hpa.yaml]\n',
    'kubernetes/apps/echo/app/ocirepository.yaml':
      'apiVersion: source.toolkit.fluxcd.io/v1\nkind: OCIRepository\nmetadata: {name: app-template}\nspec: {interval: 1h, url: oci://ghcr.io/example/app-template, ref: {tag: 4.0.0}}\n',
    'kubernetes/apps/echo/app/helmrelease.yaml':
      'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: echo}\nspec:\n  interval: 1h\n  chartRef: {kind: OCIRepository, name: app-template}\n  values: {image: {tag: 0.2.2}}\n',
    'kubernetes/apps/echo/app/hpa.yaml':
      'apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: echo}\nspec:\n  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: echo}\n  minReplicas: 1\n  maxReplicas: 2\n',
  };
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-flux-folder-'));
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    run('init', '-q');
    run('add', '.');
    run('commit', '-qm', 'base');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('against the same commit, nothing is new and nothing fixed: the base renders the Flux paths and leaves the same releases unrendered', async () => {
    const r = await inProcess.run({ args: ['check', 'kubernetes', '--base', 'HEAD', '--fail-on', 'warning'], cwd: dir });
    assert.equal(r.exitCode, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^compared with HEAD \([0-9a-f]{12}\): 0 new findings, [1-9]\d* already there; .*; 0 fixed$/m);
  });

  it("an image bump is a rollout of the Deployment in its Flux Kustomization's targetNamespace, and nothing else", async () => {
    await writeFile(path.join(dir, 'kubernetes/apps/web/app/deployment.yaml'), web('nginx:1.28'));
    try {
      const r = await inProcess.run({ args: ['check', 'kubernetes', '--base', 'HEAD', '--fail-on', 'warning'], cwd: dir });
      assert.equal(r.exitCode, 0, r.stdout + r.stderr);
      const said = r.stdout.slice(r.stdout.indexOf('what the change does:'), r.stdout.indexOf('\nscenario '));
      assert.deepEqual(said.trim().split('\n').slice(1), [
        '  rollout of Deployment web/web (cpu 100m, memory 64Mi) completes in 0 s (RollingUpdate, 2 replicas)',
      ]);
    } finally {
      await writeFile(path.join(dir, 'kubernetes/apps/web/app/deployment.yaml'), web('nginx:1.27'));
    }
  });

  it('in a git worktree (.git is a file there), the Flux paths start at the worktree: the Deployment runs in its targetNamespace', async () => {
    const tree = path.join(dir, '..', `${path.basename(dir)}-worktree`);
    run('worktree', 'add', '-q', tree, 'HEAD');
    try {
      const r = await inProcess.run({ args: ['check', 'kubernetes', '--format', 'json', '--fail-on', 'none'], cwd: tree });
      assert.equal(r.exitCode, 0, r.stderr);
      const report = JSON.parse(r.stdout) as { placements: { pod: { namespace: string }; owner: { name: string } }[] };
      assert.deepEqual([...new Set(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`))], ['web/web']);
    } finally {
      await rm(tree, { recursive: true, force: true });
      run('worktree', 'prune');
    }
  });
});
