/**
 * --base REF with a chart that draws random values (src/sources/helm-inputs.ts): a generated
 * password behind a `checksum/secret` pod annotation, the shape of many public charts (a
 * subchart's Secret made with `randAlphaNum` when no password is given). `helm template` prints
 * another template every time, so without reuse every pull request rolled the Deployment out.
 * Rendered with the real helm.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inProcess } from '../helpers/cli.ts';
import { committedRepo, type CommittedRepo } from '../helpers/git-repo.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';

process.env['PATH'] = pathWithRenderers();

let repo = '';

const FILES: Record<string, string> = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'chart/values.yaml': 'replicas: 2\n',
  'chart/templates/secret.yaml': 'apiVersion: v1\nkind: Secret\nmetadata: {name: web}\nstringData:\n  password: {{ randAlphaNum 16 | quote }}\n',
  'chart/templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: {{ .Values.replicas }}
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
      annotations:
        checksum/secret: {{ include (print $.Template.BasePath "/secret.yaml") . | sha256sum }}
    spec:
      containers:
      - name: app
        image: app:1
        resources: {requests: {cpu: 100m, memory: 128Mi}}
`,
  'nodes.yaml': 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n',
};

async function rollouts(): Promise<{ workload: { name: string }; replicas: number }[]> {
  const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json', '--fail-on', 'none'], cwd: repo });
  assert.equal(r.exitCode, 0, r.stderr);
  return (JSON.parse(r.stdout) as { rollouts?: { workload: { name: string }; replicas: number }[] }).rollouts ?? [];
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const p = path.join(repo, file);
  await writeFile(p, (await readFile(p, 'utf8')).replace(from, to));
}

let committed: CommittedRepo;

before(async () => {
  committed = await committedRepo('resizeguard-helm-random-', FILES);
  repo = committed.dir;
});

after(() => committed.remove());

describe('--base with a chart that renders random values', () => {
  it('a change outside the chart rolls nothing out: the head takes the base render of the same inputs', async () => {
    await edit('nodes.yaml', 'cpu: "4"', 'cpu: "6"');
    assert.deepEqual(await rollouts(), []);
    committed.git('checkout', '-q', '--', 'nodes.yaml');
  });

  it("a change of the chart's values renders it again: the new password is a new template, rolled out as helm upgrade would", async () => {
    await edit('chart/values.yaml', 'replicas: 2', 'replicas: 3');
    assert.deepEqual(
      (await rollouts()).map((r) => [r.workload.name, r.replicas]),
      [['web', 3]],
    );
    committed.git('checkout', '-q', '--', 'chart/values.yaml');
  });
});
