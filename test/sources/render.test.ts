/**
 * Rendering with the real tools: `kubectl kustomize` (no standalone kustomize is installed) and
 * `helm template`, from the pinned npm layer package (test/helpers/renderers.ts).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import path from 'node:path';
import { helm3Path, pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo, type Report } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

const BASE = {
  '.resizeguard.yaml': POOL_CONFIG,
  'base/kustomization.yaml': 'resources: [deployment.yaml]\n',
  'base/deployment.yaml': deployment('web', { replicas: 2 }),
  'overlays/prod/kustomization.yaml': 'namePrefix: prod-\nnamespace: shop\nresources: [../../base]\npatches:\n- path: replicas.yaml\n',
  'overlays/prod/replicas.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3\n',
};

describe('Kustomize roots', () => {
  it('an overlay is rendered once, with its namePrefix, namespace and patches; its base only through it', async () => {
    const { report } = await checkJson(await writeRepo(BASE));
    assert.deepEqual(report.coverage.rendered, [{ kind: 'kustomize', path: 'overlays/prod', objects: 1 }]);
    const pods = report.placements.map((p) => `${p.pod.namespace}/${p.owner.kind}/${p.owner.name}`);
    assert.deepEqual(pods, ['shop/Deployment/prod-web', 'shop/Deployment/prod-web', 'shop/Deployment/prod-web']);
    assert.equal(report.findings.filter((f) => f.ruleId.startsWith('input/')).length, 0, JSON.stringify(report.findings));
  });

  it('a finding on a rendered object points at the base file and line it was written in, and names the root', async () => {
    const { report } = await checkJson(await writeRepo(BASE));
    const unset = report.findings.find((f) => f.ruleId === 'priority/unset');
    assert.ok(unset, JSON.stringify(report.findings));
    assert.equal(unset.file, 'base/deployment.yaml');
    // priority/unset points at the pod template's spec: line 10 of the base file.
    assert.equal(unset.line, 10);
    assert.deepEqual(unset.renderedFrom, { kind: 'kustomize', path: 'overlays/prod' });
    assert.match(unset.message, /\(rendered from the Kustomize root overlays\/prod\)$/);
  });

  it("a root that fails to render is one input/not-rendered error with kustomize's message; the rest is still simulated", async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...BASE,
        'broken/kustomization.yaml': 'resources: [bad.yaml]\n',
        'broken/bad.yaml': 'kind: [\n',
        'plain/web.yaml': deployment('plain'),
      }),
    );
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.equal(bad.length, 1);
    assert.equal(bad[0]!.severity, 'error');
    assert.equal(bad[0]!.file, 'broken/kustomization.yaml');
    assert.match(bad[0]!.message, /^Kustomize root "broken" was not rendered: kubectl kustomize failed: .*MalformedYAMLError.*bad\.yaml/);
    assert.doesNotMatch(bad[0]!.message, /rg-repo-|resizeguard-render-/, 'no temporary paths in the message');
    assert.ok(report.placements.some((p) => p.owner.name === 'plain'));
    assert.ok(report.placements.some((p) => p.owner.name === 'prod-web'));
  });

  it("a root that builds on a file or folder that is not there is an error naming each, wherever in its tree, not kustomize's first (kubernetes/ingress-nginx hack/manifest-templates: a resource a script writes)", async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...BASE,
        'provider/kind/kustomization.yaml': 'resources: [../../common, ../../absent-base]\n',
        'common/kustomization.yaml': 'resources: [manifest.yaml, namespace.yaml]\n',
        'common/namespace.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: {name: ingress-nginx}\n',
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`),
      [
        'error provider/kind/kustomization.yaml: Kustomize root "provider/kind" was not rendered: it reads "absent-base", "common/manifest.yaml", which are not in the repository (nor named by .gitignore); none of its objects are simulated',
      ],
    );
  });

  it('a failed root is named at its own kustomization file, whichever of the names kustomize reads it has', async () => {
    const { report } = await checkJson(
      await writeRepo({ ...BASE, 'yml/kustomization.yml': 'resources: [missing.yaml]\n', 'bare/Kustomization': 'resources: [missing.yaml]\n' }),
    );
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => f.file);
    assert.deepEqual(bad, ['bare/Kustomization', 'yml/kustomization.yml']);
  });

  it("a root whose kustomization is a template (a Backstage skeleton's `{%- if values.awsResources %}`) is the template warning, not a failed build", async () => {
    const kustomization = ['{%- if values.awsResources %}', 'resources:', '  - ../../base/', '{%- endif %}', 'namespace: default', ''].join('\n');
    const { report } = await checkJson(
      await writeRepo({ ...BASE, 'skeleton/prod/kustomization.yaml': kustomization, 'skeleton/prod/web.yaml': deployment('skeleton-web') }),
    );
    // What it lists is not known until it is rendered: a manifest beside it is no unlisted file.
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/unlisted'),
      [],
    );
    const found = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      found.map((f) => [f.severity, f.file, f.line, f.column]),
      [['warning', 'skeleton/prod/kustomization.yaml', 1, 1]],
    );
    assert.match(found[0]!.message, /^this file is a Jinja template/);
    assert.ok(report.placements.some((p) => p.owner.name === 'prod-web'));
  });

  it("a root built on a base that names a file by the template's placeholder (cnoe-io/stacks ref-implementation skeleton/kustomize): a warning, not a failed build", async () => {
    const files = {
      ...BASE,
      'skeleton/kustomize/base/kustomization.yaml': 'resources:\n  - nginx.yaml\n  - ${{ values.name }}.yaml\n',
      'skeleton/kustomize/base/nginx.yaml': deployment('nginx'),
      'skeleton/kustomize/dev/kustomization.yaml': 'resources:\n  - ../base\n',
    };
    const { report } = await checkJson(await writeRepo(files));
    const found = report.findings.filter((f) => f.ruleId === 'input/not-rendered' && f.file.startsWith('skeleton/'));
    assert.deepEqual(
      found.map((f) => [f.severity, f.file]),
      [['warning', 'skeleton/kustomize/dev/kustomization.yaml']],
    );
    assert.match(
      found[0]!.message,
      /its kustomizations name "skeleton\/kustomize\/base\/\$\{\{ values\.name \}\}\.yaml", which is not there and holds a \{\{ … \}\} placeholder: they are a template/,
    );
    // A file that is missing under a plain name is still a broken reference.
    const broken = { ...files, 'skeleton/kustomize/base/kustomization.yaml': 'resources:\n  - nginx.yaml\n  - bucket.yaml\n' };
    const again = (await checkJson(await writeRepo(broken))).report.findings.filter((f) => f.ruleId === 'input/not-rendered' && f.file.startsWith('skeleton/'));
    assert.deepEqual(
      again.map((f) => f.severity),
      ['error'],
    );
  });

  it("a long kustomize message reads the same wherever the checkout is (paths made relative before it is cut): --base compares it with the base's", async () => {
    const files = { ...BASE, 'app/kustomization.yaml': 'resources:\n- deployment.yaml\n- missing.yaml\n', 'app/deployment.yaml': deployment('app') };
    const deep = 'a-checkout-folder-whose-name-is-much-longer-than-the-other';
    const short = await writeRepo(files);
    const long = await writeRepo(Object.fromEntries(Object.entries(files).map(([name, text]) => [`${deep}/${name}`, text])));
    const message = async (dir: string): Promise<string> =>
      (await checkJson(dir)).report.findings.find((f) => f.ruleId === 'input/not-rendered' && f.file === 'app/kustomization.yaml')!.message;
    const here = await message(short);
    assert.equal(await message(path.join(long, deep)), here);
    assert.doesNotMatch(here, / … /, 'short enough once its paths are relative');
  });

  it('a root on a remote base that cannot be fetched is a warning naming it (a remote source is no mistake in the repository)', async () => {
    // .invalid never resolves (RFC 2606), with or without a network.
    const { report } = await checkJson(
      await writeRepo({
        ...BASE,
        'remote/kustomization.yaml': 'resources: [../shared]\n',
        'shared/kustomization.yaml': 'resources:\n- web.yaml\n- https://example.invalid/org/repo//base?ref=v1\n',
        'shared/web.yaml': deployment('shared'),
        'schema/kustomization.yaml': 'openapi:\n  path: https://example.invalid/schema.json\nresources: [web.yaml]\n',
        'schema/web.yaml': deployment('schema'),
        // A component's ConfigMap from a file kustomize fetches (as an NVIDIA dashboard is in redhat-cop/gitops-catalog).
        'dashboard/kustomization.yaml': 'resources: [web.yaml]\ncomponents: [../dashboard-component]\n',
        'dashboard/web.yaml': deployment('dashboard'),
        'dashboard-component/kustomization.yaml':
          'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nconfigMapGenerator:\n- name: grafana\n  files:\n  - dash.json=https://example.invalid/dash.json\n',
      }),
    );
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(bad.length, 3, bad.join('\n'));
    assert.match(
      bad.find((b) => b.includes('dashboard/'))!,
      /^warning dashboard\/kustomization\.yaml: .*remote sources that cannot be fetched here \(https:\/\/example\.invalid\/dash\.json: /,
    );
    assert.match(
      bad.find((b) => b.includes('remote/'))!,
      /^warning remote\/kustomization\.yaml: Kustomize root "remote" was not rendered: it builds on remote sources that cannot be fetched here \(https:\/\/example\.invalid\/org\/repo\/\/base\?ref=v1: .*no such host\); vendor them/,
    );
    assert.match(
      bad.find((b) => b.includes('schema/'))!,
      /^warning schema\/kustomization\.yaml: .*\(https:\/\/example\.invalid\/schema\.json: /,
    );
    assert.deepEqual(
      report.findings.filter((f) => f.severity === 'error'),
      [],
    );
    assert.ok(report.placements.some((p) => p.owner.name === 'prod-web'));
  });

  it('a generator file .gitignore keeps out (a .env of secrets a deploy script writes) is a warning naming it; a missing file it does not name stays an error', async () => {
    const dir = await writeRepo({
      ...BASE,
      '.gitignore': '.env\nsecrets/\n',
      'azd/kustomization.yaml':
        'resources: [web.yaml]\nconfigMapGenerator:\n- name: app\n  envs: [.env]\nsecretGenerator:\n- name: keys\n  files: [secrets/key.pem]\n',
      'azd/web.yaml': deployment('azd'),
      'typo/kustomization.yaml': 'resources: [web.yaml]\nconfigMapGenerator:\n- name: app\n  envs: [app.env]\n',
      'typo/web.yaml': deployment('typo'),
    });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    const { report } = await checkJson(dir);
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(bad.length, 2, bad.join('\n'));
    assert.match(
      bad.find((b) => b.includes('azd/'))!,
      /^warning azd\/kustomization\.yaml: Kustomize root "azd" was not rendered: it reads "azd\/\.env", "azd\/secrets\/key\.pem", which \.gitignore keeps out of the repository/,
    );
    assert.match(
      bad.find((b) => b.includes('typo/'))!,
      /^error typo\/kustomization\.yaml: /,
    );
  });

  it('a root that also reads a missing file .gitignore does not name is an error naming it, though kustomize stopped at a gitignored one first', async () => {
    // kubevirt/project-infra's prow-deploy overlays: a gitignored secret, and a file that is simply not there.
    const dir = await writeRepo({
      ...BASE,
      '.gitignore': 'secrets/\n',
      // kustomize loads secrets/token first and stops there.
      'first/kustomization.yaml': 'resources: [web.yaml]\nsecretGenerator:\n- name: token\n  files:\n  - secrets/token\n  - configs/ca.crt\n',
      'first/web.yaml': deployment('first'),
      // The missing file is the base's.
      'over/kustomization.yaml': 'resources: [../shared]\nsecretGenerator:\n- name: token\n  files: [secrets/token]\n',
      'shared/kustomization.yaml': 'resources: [web.yaml]\nconfigMapGenerator:\n- name: proxy\n  files: [configs/ca.crt]\n',
      'shared/web.yaml': deployment('shared'),
    });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    const { report } = await checkJson(dir);
    const bad = report.findings
      .filter((f) => f.ruleId === 'input/not-rendered' && f.severity !== 'info')
      .map((f) => `${f.severity} ${f.file}: ${f.message}`)
      .sort();
    assert.deepEqual(bad, [
      'error first/kustomization.yaml: Kustomize root "first" was not rendered: it reads "first/configs/ca.crt", which is not in the repository (nor named by .gitignore), and "first/secrets/token", which .gitignore keeps out of the repository (written where the root is applied, as a secret or a generated file is); none of its objects are simulated',
      'error over/kustomization.yaml: Kustomize root "over" was not rendered: it reads "shared/configs/ca.crt", which is not in the repository (nor named by .gitignore), and "over/secrets/token", which .gitignore keeps out of the repository (written where the root is applied, as a secret or a generated file is); none of its objects are simulated',
    ]);
  });

  it('a root that reads from beside its folder and fails built without the load restrictor too: the finding is about that build, not the refusal', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'shared/web.yaml': deployment('shared'),
        'remote/kustomization.yaml':
          'resources: [../shared/web.yaml]\nconfigMapGenerator:\n- name: grafana\n  files:\n  - dash.json=https://example.invalid/dash.json\n',
        'broken/kustomization.yaml': 'resources: [../shared/web.yaml, ../base]\n',
        'base/kustomization.yaml': 'resources: [cm.yaml]\n',
        'base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  x: *missing\n',
      }),
    );
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.ok(!bad.some((b) => b.includes('security; file')), bad.join('\n'));
    assert.match(
      bad.find((b) => b.includes('remote/'))!,
      /^warning remote\/kustomization\.yaml: .*remote sources that cannot be fetched here \(https:\/\/example\.invalid\/dash\.json: /,
    );
    assert.match(
      bad.find((b) => b.includes('broken/'))!,
      /^error broken\/kustomization\.yaml: .*unknown anchor 'missing'/,
    );
  });

  it('a Flux Kustomization on a folder without a kustomization, whose subfolder root fetches a generator file: the remote warning', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'flux/app.yaml':
          'apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: app, namespace: flux-system}\nspec:\n  path: ./app\n  sourceRef: {kind: GitRepository, name: flux-system}\n',
        'app/web.yaml': deployment('web'),
        'app/dashboards/kustomization.yaml': 'configMapGenerator:\n- name: grafana\n  files:\n  - dash.json=https://example.invalid/dash.json\n',
      }),
    );
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(bad.length, 1, bad.join('\n'));
    assert.match(bad[0]!, /^warning flux\/app\.yaml: .*remote sources that cannot be fetched here \(https:\/\/example\.invalid\/dash\.json: /);
  });

  it('a patch kustomize fetches (patches, patchesStrategicMerge or patchesJson6902 path a URL) that cannot be fetched: the remote warning', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'patch/kustomization.yaml': 'resources: [web.yaml]\npatches:\n- path: https://example.invalid/patch.yaml\n  target: {kind: Deployment}\n',
        'patch/web.yaml': deployment('patch'),
        'merge/kustomization.yaml': 'resources: [web.yaml]\npatchesStrategicMerge:\n- https://example.invalid/merge.yaml\n',
        'merge/web.yaml': deployment('merge'),
        'json/kustomization.yaml':
          'resources: [web.yaml]\npatchesJson6902:\n- path: https://example.invalid/json.yaml\n  target: {group: apps, version: v1, kind: Deployment, name: json}\n',
        'json/web.yaml': deployment('json'),
      }),
    );
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(bad.length, 3, bad.join('\n'));
    for (const name of ['patch', 'merge', 'json'])
      assert.match(
        bad.find((b) => b.includes(`${name}/`))!,
        new RegExp(`^warning ${name}/kustomization\\.yaml: .*cannot be fetched here \\(https://example\\.invalid/${name}\\.yaml: `),
      );
  });

  it('a base that only a root which failed builds on is rendered on its own, with a note; one a rendered root covers is not', async () => {
    const broken = {
      '.resizeguard.yaml': POOL_CONFIG,
      'base/kustomization.yaml': 'resources: [deployment.yaml]\n',
      'base/deployment.yaml': deployment('web', { replicas: 2 }),
      'overlays/bad/kustomization.yaml': 'resources: [../../base, missing.yaml]\n',
    };
    const { report } = await checkJson(await writeRepo(broken));
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['web', 'web'],
    );
    const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}`);
    assert.deepEqual(notes, ['info base/kustomization.yaml', 'error overlays/bad/kustomization.yaml']);
    const covered = await checkJson(await writeRepo({ ...BASE, 'overlays/bad/kustomization.yaml': 'resources: [../../base, missing.yaml]\n' }));
    assert.ok(!covered.report.findings.some((f) => f.ruleId === 'input/not-rendered' && f.severity === 'info'));
    assert.ok(!covered.report.placements.some((p) => p.owner.name === 'web'), 'the base is rendered through overlays/prod only');
  });

  it('a base that fails on its own counts as a failed root: the topmost bases under it that nothing rendered covers are rendered on their own, at any depth', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        // top -> mid -> leaf; mid also builds on broken (a file that is not there), so top and mid fail.
        'top/kustomization.yaml': 'resources: [../mid]\n',
        'mid/kustomization.yaml': 'resources: [../leaf, ../broken, ../shared]\n',
        'leaf/kustomization.yaml': 'resources: [deployment.yaml]\n',
        'leaf/deployment.yaml': deployment('web'),
        'broken/kustomization.yaml': 'resources: [missing.yaml]\n',
        // Under mid too, but a root that renders covers it.
        'shared/kustomization.yaml': 'resources: [deployment.yaml]\n',
        'shared/deployment.yaml': deployment('shared'),
        'ok/kustomization.yaml': 'namePrefix: ok-\nresources: [../shared]\n',
      }),
    );
    assert.deepEqual(report.placements.map((p) => p.owner.name).sort(), ['ok-shared', 'web']);
    const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(notes.length, 2, notes.join('\n'));
    assert.equal(
      notes[0],
      'info leaf/kustomization.yaml: Kustomize base "leaf" is built on only by "mid", "top", which were not rendered: it is rendered on its own, so its objects are still checked (without what those roots add)',
    );
    assert.match(notes[1]!, /^error top\/kustomization\.yaml: Kustomize root "top" was not rendered/);
    assert.deepEqual(
      report.coverage.rendered.map((r) => r.path),
      ['leaf', 'ok'],
    );
  });

  it('a base rendered on its own that fails too is an error of its own when the roots above it fail only with a warning (a gitignored secret); not when an error above already names its fault', async () => {
    const dir = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      '.gitignore': 'secrets/\n',
      // The overlay's only missing read is a gitignored secret: a warning, which names the base's missing file nowhere.
      'overlays/prod/kustomization.yaml': 'resources: [../../base]\nsecretGenerator:\n- name: token\n  files: [secrets/token]\n',
      'base/kustomization.yaml': 'resources: [deployment.yaml, service.yaml]\n',
      'base/deployment.yaml': deployment('web'),
      // The base fails on a file that is there but no YAML: no missing file names it.
      'base/service.yaml': 'kind: [\n',
      // An error above already names the fault of the base under it: said once.
      'top/kustomization.yaml': 'resources: [../mid]\n',
      'mid/kustomization.yaml': 'resources: [missing.yaml]\n',
    });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    const { report } = await checkJson(dir);
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(bad.length, 3, bad.join('\n'));
    assert.match(
      bad[0]!,
      /^error base\/kustomization\.yaml: Kustomize root "base" was not rendered: kubectl kustomize failed: .*MalformedYAMLError.*service\.yaml/,
    );
    assert.match(bad[1]!, /^warning overlays\/prod\/kustomization\.yaml: .*"overlays\/prod\/secrets\/token", which \.gitignore keeps out/);
    assert.match(bad[2]!, /^error top\/kustomization\.yaml: .*mid\/missing\.yaml/);
  });

  it('a long render error keeps its cause, which comes last, and no klog header (its time and pid would differ run to run)', async () => {
    const deep = `${'very/'.repeat(12)}deep`;
    // A folder that is there, with no kustomization in it: kustomize's cause, last in its message.
    const { report } = await checkJson(
      await writeRepo({ ...BASE, [`${deep}/kustomization.yaml`]: 'resources: [policies]\n', [`${deep}/policies/README.md`]: 'policies\n' }),
    );
    const bad = report.findings.find((f) => f.ruleId === 'input/not-rendered');
    assert.ok(bad !== undefined);
    assert.match(bad.message, /unable to find one of 'kustomization\.yaml', 'kustomization\.yml' or 'Kustomization' in directory '[^']*policies'/);
    assert.doesNotMatch(bad.message, /[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+/);
  });

  it('files that belong to a kustomization are never read as plain manifests', async () => {
    const { report } = await checkJson(await writeRepo(BASE));
    // replicas.yaml is a patch (a Deployment without selector or template): as a plain manifest it would be an object.
    assert.equal(report.coverage.objects['apps/Deployment'], 1);
    assert.ok(!report.findings.some((f) => f.file === 'overlays/prod/replicas.yaml'));
  });

  it('manifests in a root folder that its kustomization does not list are one note for the root; named on the command line, one is checked alone', async () => {
    const repo = await writeRepo({
      ...BASE,
      'base/forgotten.yaml': deployment('forgotten'),
      'base/extra/also.yaml': deployment('also'),
      'base/playbook.yml': '- hosts: all\n  tasks: []\n',
    });
    const { report } = await checkJson(repo);
    const notes = report.findings.filter((f) => f.ruleId === 'coverage/unlisted').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.deepEqual(notes, [
      'info base/kustomization.yaml: Kustomize root "base" does not list 2 manifest files in its folder (extra/also.yaml, forgotten.yaml): no render reads them, so they are not checked; list them in the kustomization, or name a file on the command line to check it alone',
    ]);
    assert.ok(!report.placements.some((p) => p.owner.name === 'forgotten'));
    const named = await checkJson(repo, ['base/forgotten.yaml']);
    assert.ok(
      named.report.placements.some((p) => p.owner.name === 'forgotten'),
      'the named file is read',
    );
    assert.ok(!named.report.placements.some((p) => p.owner.name === 'also'));
  });
});

const CHART = {
  '.resizeguard.yaml': POOL_CONFIG,
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  'charts/web/values.yaml': 'replicas: 2\nresources:\n  requests: {cpu: 100m}\n  limits: null\n',
  'charts/web/templates/_helpers.tpl': '{{- define "web.name" -}}{{ .Release.Name }}-web{{- end -}}\n',
  'charts/web/templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "web.name" . }}
spec:
  replicas: {{ .Values.replicas }}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
      - name: app
        image: nginx
        resources:
          {{- toYaml .Values.resources | nindent 10 }}
`,
};

describe('Helm charts', () => {
  it('a chart is rendered with helm template (release: the chart name, its values.yaml); limits: null is valid Kubernetes', async () => {
    const { report } = await checkJson(await writeRepo(CHART));
    assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'charts/web', objects: 1 }]);
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['web-web', 'web-web'],
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
  });

  it('a List a template writes stands for its items, as Helm flattens it for a release (actions-runner-controller contrib/examples)', async () => {
    const list = `apiVersion: v1
kind: List
items:
- apiVersion: apps/v1
  kind: Deployment
  metadata: {name: listed}
  spec:
    replicas: 2
    selector: {matchLabels: {app: listed}}
    template:
      metadata: {labels: {app: listed}}
      spec:
        containers: [{name: app, image: nginx, resources: {requests: {cpu: 100m}}}]
`;
    const { report } = await checkJson(await writeRepo({ ...CHART, 'charts/web/templates/list.yaml': list }));
    assert.deepEqual(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`).sort(), [
      'default/listed',
      'default/listed',
      'default/web-web',
      'default/web-web',
    ]);
    assert.equal(report.coverage.objects['core/List'], undefined);
    // A finding on an item points into the template, where the same List in a plain file points (its pod spec).
    const unset = report.findings.find((f) => f.ruleId === 'priority/unset' && f.object?.name === 'listed');
    assert.deepEqual([unset?.file, unset?.line], ['charts/web/templates/list.yaml', 12]);
  });

  it('file:// dependencies are built as Argo CD and Flux build them, in a copy: the chart renders, the subchart not alone, the tree untouched', async () => {
    const repo = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'apps/parent/Chart.yaml':
        'apiVersion: v2\nname: parent\nversion: 1.0.0\ndependencies:\n- {name: lib, version: 1.0.0, repository: "file://../../sub-charts/lib"}\n',
      'apps/parent/templates/web.yaml': deployment('{{ .Release.Name }}-web'),
      'sub-charts/lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 1.0.0\n',
      'sub-charts/lib/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "{{ .Release.Name }}-lib"}\ndata: {a: b}\n',
    });
    const { report } = await checkJson(repo);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
    assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'apps/parent', objects: 2 }]);
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['parent-web'],
    );
    const { existsSync } = await import('node:fs');
    assert.deepEqual([existsSync(`${repo}/apps/parent/charts`), existsSync(`${repo}/apps/parent/Chart.lock`)], [false, false]);
    // A copy's failure reads as the chart's: helm's notes on the copy's links are left out.
    const failing = await writeRepo({
      '.resizeguard.yaml': POOL_CONFIG,
      'apps/parent/Chart.yaml':
        'apiVersion: v2\nname: parent\nversion: 1.0.0\ndependencies:\n- {name: lib, version: 1.0.0, repository: "file://../../sub-charts/lib"}\n',
      'apps/parent/templates/web.yaml': '{{ fail "boom" }}\n',
      'sub-charts/lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 1.0.0\n',
    });
    // The subchart is then rendered on its own, with an info note; the failure is one finding.
    const notes = (await checkJson(failing)).report.findings.filter((f) => f.ruleId === 'input/not-rendered' && f.severity !== 'info');
    assert.equal(notes.length, 1);
    assert.match(notes[0]!.message, /boom/);
    assert.doesNotMatch(notes[0]!.message, /level=INFO|symbolic link/);
  });

  // juanroldan1989/platform registry/clusters/workload/provision: dependencies in folders beside Chart.yaml, not under charts/.
  const BESIDE = {
    '.resizeguard.yaml': POOL_CONFIG,
    'app/Chart.yaml':
      'apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- {name: sub, version: 0.1.0, repository: "file://sub"}\n- {name: api, alias: api-blue, version: 0.1.0, repository: "file://api"}\n- {name: api, alias: api-green, version: 0.1.0, repository: "file://api"}\n',
    'app/sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 0.1.0\ndependencies:\n- {name: lib, version: 0.1.0, repository: "file://lib"}\n',
    'app/sub/templates/deploy.yaml': deployment('{{ .Chart.Name }}-web'),
    'app/sub/lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
    'app/sub/lib/templates/deploy.yaml': deployment('{{ .Chart.Name }}-web'),
    'app/api/Chart.yaml': 'apiVersion: v2\nname: api\nversion: 0.1.0\n',
    'app/api/templates/two.yaml': `${deployment('{{ .Chart.Name }}-a')}---\n${deployment('{{ .Chart.Name }}-b')}`,
  };

  it("a file:// dependency's findings point at its own folder's file and line, not at the charts/<name>/ helm names: aliases, and its own packed dependencies", async () => {
    const repo = await writeRepo(BESIDE);
    // The subchart's own file:// dependency renders from what its charts/ holds (helm builds only the chart's).
    execFileSync('helm', ['dependency', 'build', 'app/sub'], { cwd: repo, stdio: 'ignore' });
    const { report } = await checkJson(repo);
    const sites = Object.fromEntries(report.findings.filter((f) => f.ruleId === 'priority/unset').map((f) => [f.object?.name, `${f.file}:${f.line}`]));
    assert.deepEqual(sites, {
      'sub-web': 'app/sub/templates/deploy.yaml:10',
      'lib-web': 'app/sub/lib/templates/deploy.yaml:10',
      // Each alias renders the file again: its objects are counted in each copy.
      'api-blue-a': 'app/api/templates/two.yaml:10',
      'api-blue-b': 'app/api/templates/two.yaml:26',
      'api-green-a': 'app/api/templates/two.yaml:10',
      'api-green-b': 'app/api/templates/two.yaml:26',
    });
    // Piped output of the chart, its dependencies built in the tree, is mapped the same way.
    execFileSync('helm', ['dependency', 'build', 'app'], { cwd: repo, stdio: 'ignore' });
    const rendered = execFileSync('helm', ['template', 'app', 'app'], { cwd: repo, encoding: 'utf8' });
    assert.match(rendered, /# Source: app\/charts\/api-green\/templates\/two\.yaml/);
    const piped = (await checkJson(repo, ['-', '--config', '.resizeguard.yaml'], rendered)).report;
    const pipedSites = piped.findings
      .filter((f) => f.ruleId === 'priority/unset' && f.object?.name.startsWith('api-'))
      .map((f) => `${f.object?.name} ${f.file}:${f.line}`);
    assert.deepEqual(pipedSites.sort(), [
      'api-blue-a app/api/templates/two.yaml:10',
      'api-blue-b app/api/templates/two.yaml:26',
      'api-green-a app/api/templates/two.yaml:10',
      'api-green-b app/api/templates/two.yaml:26',
    ]);
  });

  it("a file:// dependency's folder beside Chart.yaml is rendered by the chart: no note that helm leaves its templates out; its examples/ still are", async () => {
    const { report } = await checkJson(await writeRepo({ ...BESIDE, 'app/sub/examples/web.yaml': deployment('example') }));
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'coverage/unlisted').map((f) => [f.file, f.message]),
      [
        [
          'app/sub/Chart.yaml',
          'Helm chart "app/sub" holds a manifest file outside templates/ (examples/web.yaml): helm does not render it, so it is not checked; name a file or folder on the command line to check it alone',
        ],
      ],
    );
    assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'app', objects: 5 }]);
  });

  it("a subchart helm reads from an archive in charts/ is placed at that archive (aws-samples/eks-blueprints-add-ons' stale packed file:// dependency): no finding names a file that does not exist", async () => {
    const src = await writeRepo({
      'cache/Chart.yaml': 'apiVersion: v2\nname: cache\nversion: 1.0.0\n',
      'cache/templates/old.yaml': deployment('cache-web'),
      'cache/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ required "set name" .Values.name }}\n',
    });
    execFileSync('helm', ['package', 'cache', '--destination', 'packed'], { cwd: src, stdio: 'ignore' });
    const { readFileSync, writeFileSync, mkdirSync } = await import('node:fs');
    const archive = readFileSync(path.join(src, 'packed', 'cache-1.0.0.tgz'));
    const placeOf = async (files: Record<string, string>, values = 'cache: {name: x}\n'): Promise<Report['findings']> => {
      const repo = await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'app/values.yaml': values, ...files });
      mkdirSync(path.join(repo, 'app', 'charts'), { recursive: true });
      writeFileSync(path.join(repo, 'app', 'charts', 'cache-1.0.0.tgz'), archive);
      return (await checkJson(repo)).report.findings;
    };
    const app = 'apiVersion: v2\nname: app\nversion: 1.0.0\n';
    const unset = (findings: Report['findings']): string[] =>
      findings.filter((f) => f.ruleId === 'priority/unset').map((f) => `${f.file}:${f.line}:${f.column}`);
    // Vendored, under an alias too: the archive, at its start.
    assert.deepEqual(unset(await placeOf({ 'app/Chart.yaml': app })), ['app/charts/cache-1.0.0.tgz:1:1']);
    const aliased = `${app}dependencies:\n- {name: cache, alias: front, version: 1.0.0}\n`;
    assert.deepEqual(unset(await placeOf({ 'app/Chart.yaml': aliased }, 'front: {name: x}\n')), ['app/charts/cache-1.0.0.tgz:1:1']);
    // Packed of a file:// folder that has since renamed the template: helm renders the archive.
    const local = `${app}dependencies:\n- {name: cache, version: 1.0.0, repository: "file://cache"}\n`;
    const renamed = {
      'app/Chart.yaml': local,
      'app/cache/Chart.yaml': 'apiVersion: v2\nname: cache\nversion: 1.0.0\n',
      'app/cache/templates/new.yaml': deployment('cache-web'),
    };
    assert.deepEqual(unset(await placeOf(renamed)), ['app/charts/cache-1.0.0.tgz:1:1']);
    // Where the folder still holds it, its line there.
    assert.deepEqual(unset(await placeOf({ ...renamed, 'app/cache/templates/old.yaml': deployment('cache-web') })), ['app/cache/templates/old.yaml:10:5']);
    // A template of the archive that fails: the archive, at its start.
    const failed = (await placeOf({ 'app/Chart.yaml': app }, '')).filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      failed.map((f) => `${f.file}:${f.line}:${f.column}`),
      ['app/charts/cache-1.0.0.tgz:1:1'],
    );
  });

  it('a chart whose name helm takes for no release name (k8up_backups) is rendered under a valid one (k8up-backups)', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'backups/Chart.yaml': 'apiVersion: v2\nname: k8up_Backups\nversion: 0.1.0\n',
        'backups/templates/web.yaml': deployment('{{ .Release.Name }}'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['k8up-backups'],
    );
  });

  it('findings point at the template named by # Source:, at the line of the field', async () => {
    const { report } = await checkJson(await writeRepo(CHART));
    const unset = report.findings.find((f) => f.ruleId === 'priority/unset');
    assert.ok(unset);
    assert.equal(unset.file, 'charts/web/templates/deployment.yaml');
    assert.equal(unset.line, 10, 'the pod template spec: line');
    assert.deepEqual(unset.renderedFrom, { kind: 'helm', path: 'charts/web' });
  });

  it('config charts: sets the release name, namespace and values files', async () => {
    const config = `${POOL_CONFIG}charts:\n  - path: charts/web\n    releaseName: shop\n    namespace: store\n    valuesFiles: [charts/web/values-prod.yaml]\n`;
    const { report } = await checkJson(await writeRepo({ ...CHART, '.resizeguard.yaml': config, 'charts/web/values-prod.yaml': 'replicas: 3\n' }));
    assert.deepEqual(
      report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
      ['store/shop-web', 'store/shop-web', 'store/shop-web'],
    );
  });

  it("an API version 1.37 does not serve, picked from helm's own capability list, is a warning and the object is kept; written in a plain file, an error", async () => {
    const pdb = (apiVersion: string): string =>
      `apiVersion: ${apiVersion}\nkind: PodDisruptionBudget\nmetadata: {name: web}\nspec:\n  minAvailable: 1\n  selector: {matchLabels: {app: web}}\n`;
    const picked = '{{- if .Capabilities.APIVersions.Has "policy/v1beta1" }}\napiVersion: policy/v1beta1\n{{- else }}\napiVersion: policy/v1\n{{- end }}\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
        'chart/templates/pdb.yaml': picked + pdb('x').split('\n').slice(1).join('\n'),
        'chart/templates/web.yaml': deployment('web'),
        'plain/pdb.yaml': pdb('policy/v1beta1').replace('name: web', 'name: plain'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/schema').map((f) => [f.file, f.severity]),
      [
        ['chart/templates/pdb.yaml', 'warning'],
        ['plain/pdb.yaml', 'error'],
      ],
    );
    // The chart's PDB protects its pod; the plain one never reaches the cluster.
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'reference/pdb-selects-nothing'),
      [],
    );
  });

  it('a template named on the command line is checked through its chart, never parsed as YAML', async () => {
    const { report } = await checkJson(await writeRepo(CHART), ['charts/web/templates/deployment.yaml']);
    assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'charts/web', objects: 1 }]);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
  });

  it('piped helm template output maps # Source: to the template files', async () => {
    const repo = await writeRepo(CHART);
    const { execFileSync } = await import('node:child_process');
    const rendered = execFileSync('helm', ['template', 'web', 'charts/web'], { cwd: repo, encoding: 'utf8' });
    const { report } = await checkJson(repo, ['-', '--config', '.resizeguard.yaml'], rendered);
    const unset = report.findings.find((f) => f.ruleId === 'priority/unset');
    assert.equal(unset?.file, 'charts/web/templates/deployment.yaml');
  });

  it('piped output of a chart whose folder is not its name, a few levels down, is mapped through its Chart.yaml name', async () => {
    const moved = Object.fromEntries(
      Object.entries(CHART).map(([k, v]) => [
        k.replace('charts/web/', 'deploy/helm/app-chart/'),
        k.endsWith('Chart.yaml') ? v.replace('name: web', 'name: myapp') : v,
      ]),
    );
    const repo = await writeRepo(moved);
    const { execFileSync } = await import('node:child_process');
    const rendered = execFileSync('helm', ['template', 'web', 'deploy/helm/app-chart'], { cwd: repo, encoding: 'utf8' });
    assert.match(rendered, /# Source: myapp\/templates\/deployment\.yaml/);
    const { report } = await checkJson(repo, ['-', '--config', '.resizeguard.yaml'], rendered);
    assert.equal(report.findings.find((f) => f.ruleId === 'priority/unset')?.file, 'deploy/helm/app-chart/templates/deployment.yaml');
  });

  it('a library chart (type: library) is not rendered on its own, which helm refuses ("not installable"), and its files are not read as manifests', async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...CHART,
        'charts/lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 1.0.0\ntype: library # shared helpers\n',
        'charts/lib/templates/_helpers.tpl': '{{- define "lib.name" -}}{{ .Chart.Name }}{{- end }}\n',
        'charts/lib/values.yaml': 'replicas: 1\n',
      }),
    );
    assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'charts/web', objects: 1 }]);
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')).map((f) => `${f.severity} ${f.file}`),
      ['info charts/lib/Chart.yaml'],
      'one note, which says why: the chart alone would otherwise leave a run with nothing read and no reason',
    );
  });

  it('a chart whose dependencies are not vendored is a warning that says how to vendor them', async () => {
    const { report } = await checkJson(
      await writeRepo({
        ...CHART,
        'charts/web/Chart.yaml':
          'apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n- name: redis\n  version: 1.0.0\n  repository: https://charts.example.com\n',
      }),
    );
    const bad = report.findings.find((f) => f.ruleId === 'input/not-rendered');
    assert.equal(bad?.severity, 'warning');
    assert.match(bad?.message ?? '', /helm dependency build/);
    // Nothing was read: the run says it simulated nothing, on the chart that failed.
    const nothing = report.findings.filter((f) => f.ruleId === 'coverage/nothing-simulated').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(nothing.length, 1, nothing.join('\n'));
    assert.match(nothing[0]!, /^warning charts\/web\/Chart\.yaml: no resize was simulated \(0 pods on 2 nodes\)/);
  });
  it("an apiVersion v1 chart's requirements.yaml lists its dependencies: its file:// one is built too (linkerd's charts)", async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/app/Chart.yaml': 'apiVersion: v1\nname: app\nversion: 1.0.0\n',
        'charts/app/requirements.yaml': 'dependencies:\n- {name: partials, version: 1.0.0, repository: "file://../partials"}\n',
        'charts/app/templates/web.yaml': deployment('{{ include "partials.name" . }}'),
        'charts/partials/Chart.yaml': 'apiVersion: v1\nname: partials\nversion: 1.0.0\n',
        'charts/partials/templates/_names.tpl': '{{- define "partials.name" -}}web{{- end -}}\n',
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['web'],
    );
  });

  it('a file:// dependency of a chart that was not rendered (a sibling from a chart repository, not vendored) is rendered on its own, with a note; one a rendered chart depends on is not', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'charts/umbrella/Chart.yaml':
          'apiVersion: v2\nname: umbrella\nversion: 1.0.0\ndependencies:\n- {name: svc-a, version: 1.0.0, repository: "file://../svc-a"}\n- {name: svc-b, version: 1.0.0, repository: "file://../svc-b"}\n- {name: redis, version: 1.0.0, repository: "https://charts.example.com", condition: redis.enabled}\n',
        'charts/umbrella/values.yaml': 'redis:\n  enabled: false\n',
        'charts/svc-a/Chart.yaml': 'apiVersion: v2\nname: svc-a\nversion: 1.0.0\n',
        'charts/svc-a/templates/web.yaml': deployment('api'),
        // Also a dependency of a chart that renders: checked through it only.
        'charts/svc-b/Chart.yaml': 'apiVersion: v2\nname: svc-b\nversion: 1.0.0\n',
        'charts/svc-b/templates/web.yaml': deployment('{{ .Release.Name }}-b'),
        'charts/healthy/Chart.yaml':
          'apiVersion: v2\nname: healthy\nversion: 1.0.0\ndependencies:\n- {name: svc-b, version: 1.0.0, repository: "file://../svc-b"}\n',
      }),
    );
    const notes = report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(notes.length, 2, notes.join('\n'));
    assert.equal(
      notes[0],
      'info charts/svc-a/Chart.yaml: Helm chart "charts/svc-a" is a dependency (file://) only of "charts/umbrella", which was not rendered: it is rendered on its own, so its objects are still checked (without the values those charts give it)',
    );
    assert.match(notes[1]!, /^warning charts\/umbrella\/Chart\.yaml: .*missing in charts\/ directory: svc-a, svc-b, redis/);
    assert.deepEqual(
      report.coverage.rendered.map((r) => r.path),
      ['charts/healthy', 'charts/svc-a'],
    );
    assert.deepEqual(report.placements.map((p) => p.owner.name).sort(), ['api', 'healthy-b']);
  });
});

describe('operands inside a chart or a Kustomize root', () => {
  const noInputErrors = (report: { findings: readonly { ruleId: string; severity: string }[] }): void => {
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/') && f.severity !== 'info'),
      [],
    );
  };

  it("a chart's templates folder, a glob over it or over the whole chart: the chart is rendered, no template is parsed alone", async () => {
    const repo = await writeRepo(CHART);
    for (const operand of ['charts/web/templates', 'charts/web/templates/*.yaml', 'charts/**/*.yaml']) {
      const { report } = await checkJson(repo, [operand]);
      noInputErrors(report);
      assert.deepEqual(report.coverage.rendered, [{ kind: 'helm', path: 'charts/web', objects: 1 }], operand);
      assert.deepEqual(
        report.placements.map((p) => p.owner.name),
        ['web-web', 'web-web'],
        operand,
      );
    }
  });

  it("a folder of a root's patches is checked through the root; a folder under a repository-wide kustomization stays that folder", async () => {
    const repo = await writeRepo({
      ...BASE,
      'overlays/prod/kustomization.yaml': 'namePrefix: prod-\nresources: [../../base]\npatches:\n- path: patches/replicas.yaml\n',
      'overlays/prod/patches/replicas.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 3}\n',
      'overlays/prod/replicas.yaml': '',
    });
    const patches = await checkJson(repo, ['overlays/prod/patches']);
    noInputErrors(patches.report);
    assert.equal(patches.report.placements.length, 3);
    const wide = await writeRepo({
      ...BASE,
      'kustomization.yaml': 'resources: [base, apps/api.yaml]\n',
      'apps/api.yaml': deployment('api'),
      'apps/other.yaml': deployment('other'),
    });
    const folder = await checkJson(wide, ['apps']);
    assert.deepEqual(folder.report.placements.map((p) => p.owner.name).sort(), ['api', 'other']);
  });

  it('from inside a chart outside git (an unpacked chart): the chart above is found and rendered', async () => {
    const repo = await writeRepo(CHART);
    const { report } = await checkJson(`${repo}/charts/web/templates`, ['.', '--config', '../../../.resizeguard.yaml']);
    noInputErrors(report);
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['web-web', 'web-web'],
    );
  });

  it("a glob over a Kustomize root's files: the root is rendered, its patch is no partial Deployment", async () => {
    const { report } = await checkJson(await writeRepo(BASE), ['overlays/prod/*.yaml']);
    noInputErrors(report);
    assert.deepEqual(report.coverage.rendered, [{ kind: 'kustomize', path: 'overlays/prod', objects: 1 }]);
    assert.equal(report.placements.length, 3);
  });

  it("files beside a chart's templates are not rendered by helm: a note names them; a Kustomize root there is its own; named, they are checked", async () => {
    const repo = await writeRepo({
      ...CHART,
      'charts/web/ci/values-ci.yaml': 'replicas: 1\n',
      'charts/web/examples/rendered/web.yaml': deployment('example'),
      'charts/web/examples/kust/kustomization.yaml': 'resources: [web.yaml]\n',
      'charts/web/examples/kust/web.yaml': deployment('kust'),
    });
    const { report } = await checkJson(repo);
    const unlisted = report.findings.filter((f) => f.ruleId === 'coverage/unlisted');
    assert.deepEqual(
      unlisted.map((f) => [f.file, f.message]),
      [
        [
          'charts/web/Chart.yaml',
          'Helm chart "charts/web" holds a manifest file outside templates/ (examples/rendered/web.yaml): helm does not render it, so it is not checked; name a file or folder on the command line to check it alone',
        ],
      ],
    );
    assert.deepEqual(
      report.coverage.rendered.map((r) => r.path),
      ['charts/web', 'charts/web/examples/kust'],
    );
    assert.ok(!report.placements.some((p) => p.owner.name === 'example'));
    const named = await checkJson(repo, ['charts/web/examples/rendered']);
    assert.ok(named.report.placements.some((p) => p.owner.name === 'example'));
    assert.ok(!named.report.placements.some((p) => p.owner.name === 'web-web'));
  });

  it('a file a template reads with .Files.Get or .Files.Glob is rendered through the chart: no note, never parsed alone', async () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: extra}\ndata: {a: b}\n';
    const run = async (template: string): Promise<{ unlisted: number; extras: number }> => {
      const { report } = await checkJson(
        await writeRepo({
          ...CHART,
          'charts/web/files/extra.yaml': cm,
          'charts/web/files/more/other.yaml': cm.replace('extra', 'other'),
          'charts/web/templates/files.yaml': template,
        }),
      );
      return { unlisted: report.findings.filter((f) => f.ruleId === 'coverage/unlisted').length, extras: report.coverage.objects['core/ConfigMap'] ?? 0 };
    };
    assert.deepEqual(await run('{{ .Files.Get "files/extra.yaml" }}\n---\n{{ .Files.Get "files/more/other.yaml" }}\n'), { unlisted: 0, extras: 2 });
    assert.deepEqual(await run('{{ range $path, $_ := .Files.Glob "files/**.yaml" }}\n---\n{{ $.Files.Get $path }}{{ end }}\n'), { unlisted: 0, extras: 2 });
    // One the templates do not read is still named as left out.
    assert.deepEqual(await run('{{ .Files.Get "files/extra.yaml" }}\n'), { unlisted: 1, extras: 1 });
  });
});

describe('Kustomize components', () => {
  const COMPONENT = {
    'comp/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n- path: patch.yaml\n',
    'comp/patch.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 4}\n',
  };

  it('a component no kustomization lists is a note, not a silent skip; one that is listed is built into it', async () => {
    const alone = await checkJson(await writeRepo({ ...BASE, ...COMPONENT }));
    assert.deepEqual(
      alone.report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f) => [f.severity, f.file]),
      [['info', 'comp/kustomization.yaml']],
    );
    const used = await checkJson(
      await writeRepo({ ...BASE, ...COMPONENT, 'overlays/prod/kustomization.yaml': 'resources: [../../base]\ncomponents: [../../comp]\n' }),
    );
    assert.deepEqual(
      used.report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
    assert.equal(used.report.placements.length, 4);
  });

  it('a component built by a root that a Flux Kustomization renders inside a folder without a kustomization is used', async () => {
    const flux =
      'apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: apps, namespace: flux-system}\nspec:\n  path: ./apps\n  sourceRef: {kind: GitRepository, name: flux-system}\n';
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'flux/apps.yaml': flux,
        'apps/shop/kustomization.yaml': 'resources: [../../base]\ncomponents: [../../comp]\n',
        'base/kustomization.yaml': 'resources: [deployment.yaml]\n',
        'base/deployment.yaml': deployment('web', { replicas: 2 }),
        ...COMPONENT,
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/not-rendered'),
      [],
    );
    assert.equal(report.placements.length, 4);
  });
});

describe('what a chart sees in .Capabilities.APIVersions', () => {
  const gated = (api: string, kind: string, body: string): string =>
    `{{- if .Capabilities.APIVersions.Has ${JSON.stringify(api)} }}\napiVersion: ${api.split('/').slice(0, 2).join('/')}\nkind: ${kind}\nmetadata: {name: web}\n${body}{{- end }}\n`;
  const vpa = gated(
    'autoscaling.k8s.io/v1/VerticalPodAutoscaler',
    'VerticalPodAutoscaler',
    'spec:\n  targetRef: {apiVersion: apps/v1, kind: Deployment, name: web-web}\n',
  );
  const monitor = gated('monitoring.coreos.com/v1/ServiceMonitor', 'ServiceMonitor', 'spec: {endpoints: [{port: http}]}\n');
  const widget = gated('example.com/v1/Widget', 'Widget', 'spec: {}\n');
  const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: servicemonitors.monitoring.coreos.com}
spec:
  group: monitoring.coreos.com
  names: {kind: ServiceMonitor, plural: servicemonitors}
  scope: Namespaced
  versions:
  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}
`;
  const files = { ...CHART, 'charts/web/templates/vpa.yaml': vpa, 'charts/web/templates/monitor.yaml': monitor, 'charts/web/templates/widget.yaml': widget };

  it('the VPA API and the APIs the input defines are there, as in a cluster that runs them; others are not', async () => {
    const bare = (await checkJson(await writeRepo(files))).report.coverage.objects;
    assert.equal(bare['autoscaling.k8s.io/VerticalPodAutoscaler'], 1, 'a chart offers its VPA where the API is served: the worst case is simulated');
    assert.equal(bare['monitoring.coreos.com/ServiceMonitor'], undefined);
    assert.equal(bare['example.com/Widget'], undefined);
    const withCrd = (await checkJson(await writeRepo({ ...files, 'crds/servicemonitor.yaml': crd }))).report.coverage.objects;
    assert.equal(withCrd['monitoring.coreos.com/ServiceMonitor'], 1, 'a CRD in the input serves its API');
    const used = 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: other}\nspec: {}\n';
    const withObject = (await checkJson(await writeRepo({ ...files, 'widget.yaml': used }))).report.coverage.objects;
    assert.equal(withObject['example.com/Widget'], 2, 'an object of an API in the input shows it is served');
  });

  it("a built-in kind is there at the versions a 1.37 cluster serves (helm GetVersionSet's group/version/Kind), never at a removed one", async () => {
    const hpa = gated(
      'autoscaling/v2/HorizontalPodAutoscaler',
      'HorizontalPodAutoscaler',
      'spec:\n  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web-web}\n  minReplicas: 6\n  maxReplicas: 10\n',
    );
    const pdb = (api: string): string => gated(api, 'PodDisruptionBudget', 'spec:\n  maxUnavailable: 0\n  selector: {matchLabels: {app: web}}\n');
    const { report } = await checkJson(
      await writeRepo({
        ...CHART,
        'charts/web/templates/hpa.yaml': hpa,
        'charts/web/templates/pdb.yaml': pdb('policy/v1/PodDisruptionBudget'),
        'charts/web/templates/old.yaml': pdb('policy/v1beta1/PodDisruptionBudget').replace('name: web}', 'name: old}'),
      }),
    );
    assert.equal(report.coverage.objects['autoscaling/HorizontalPodAutoscaler'], 1);
    assert.equal(report.coverage.objects['policy/PodDisruptionBudget'], 1, 'policy/v1 only');
    assert.equal(report.placements.length, 6, "the HPA's minReplicas");
  });

  it("an Argo CD Application's helm.apiVersions and helm.kubeVersion replace them", async () => {
    const app = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source:
    repoURL: https://github.com/example/gitops.git
    targetRevision: HEAD
    path: charts/web
    helm:
      apiVersions: [example.com/v1, example.com/v1/Widget]
      kubeVersion: "1.31.0"
  destination: {server: https://kubernetes.default.svc, namespace: web}
`;
    const kube = '{{- if semverCompare "<1.32" .Capabilities.KubeVersion.Version }}\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: old-kube}\n{{- end }}\n';
    const { report } = await checkJson(await writeRepo({ ...files, 'charts/web/templates/kube.yaml': kube, 'apps/web.yaml': app }));
    assert.equal(report.coverage.objects['example.com/Widget'], 1);
    assert.equal(report.coverage.objects['autoscaling.k8s.io/VerticalPodAutoscaler'], undefined);
    assert.equal(report.coverage.objects['core/ConfigMap'], 1);
  });
});

describe('a chart helm cannot render', () => {
  it('the finding points at the template line helm names (the cause of a failed include, a required value)', async () => {
    const nilInclude = {
      ...CHART,
      'charts/web/templates/_helpers.tpl': '{{- define "web.name" -}}\n{{ .Values.naming.prefix }}-web\n{{- end -}}\n',
    };
    const { report } = await checkJson(await writeRepo(nilInclude));
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.equal(bad.length, 1, JSON.stringify(report.findings));
    // helm: `web/templates/_helpers.tpl:2:10 ... nil pointer evaluating interface {}.prefix` (column from 0).
    assert.deepEqual([bad[0]!.file, bad[0]!.line, bad[0]!.column], ['charts/web/templates/_helpers.tpl', 2, 11]);
    assert.match(bad[0]!.message, /nil pointer evaluating interface \{\}\.prefix/);
    // A template that fails on its own defaults is the chart's mistake: an error.
    assert.equal(bad[0]!.severity, 'error');
    const required = {
      ...CHART,
      'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ required "set name" .Values.name }}\n',
    };
    const second = (await checkJson(await writeRepo(required))).report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual([second[0]!.file, second[0]!.line, second[0]!.column], ['charts/web/templates/cm.yaml', 4, 12]);
    // Rendered on its own, the chart may just need values: a warning (an install gives them), saying where to give them.
    assert.equal(second[0]!.severity, 'warning');
    assert.match(
      second[0]!.message,
      /set name \(if the chart needs values to render, give them in \.resizeguard\.yaml: `charts: \[\{path: charts\/web, values: \{…\}\}\]` or `valuesFiles`\); none of its objects are simulated$/,
    );
    // A value its values.schema.json requires and values.yaml leaves empty (as external-dns's `policy:`).
    const schema = {
      ...CHART,
      'charts/web/values.yaml': 'policy:\n',
      'charts/web/values.schema.json': '{"type": "object", "properties": {"policy": {"type": "string"}}, "required": ["policy"]}\n',
    };
    const third = (await checkJson(await writeRepo(schema))).report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.equal(third[0]!.severity, 'warning');
    assert.match(third[0]!.message, /\/policy.*\(if the chart needs values to render, give them in \.resizeguard\.yaml: `charts: \[\{path: charts\/web/);
    // In a file:// dependency's template: at its own folder's file (helm names `app/charts/sub/templates/cm.yaml:4:11`).
    const inDependency = {
      '.resizeguard.yaml': POOL_CONFIG,
      'app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- {name: sub, alias: front, version: 0.1.0, repository: "file://sub"}\n',
      'app/sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 0.1.0\n',
      'app/sub/templates/cm.yaml': required['charts/web/templates/cm.yaml'],
    };
    const fourth = (await checkJson(await writeRepo(inDependency))).report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual([fourth[0]!.file, fourth[0]!.line, fourth[0]!.column], ['app/sub/templates/cm.yaml', 4, 12]);
    // A missing value handed to a function that wants a string (govuk's monitoring-config, an opensearch secret's b64enc).
    for (const call of ['trim .Values.missing', '.Values.missing | b64enc']) {
      const nilArgument = { ...CHART, 'charts/web/templates/cm.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata:\n  a: {{ ${call} }}\n` };
      const found = (await checkJson(await writeRepo(nilArgument))).report.findings.filter((f) => f.ruleId === 'input/not-rendered');
      assert.match(
        found[0]!.message,
        /(got interface \{\}|invalid value; expected string).*\(if the chart needs values to render, give them in \.resizeguard\.yaml/,
        call,
      );
    }
  });
});

// A chart whose Deployment gives a label twice (alphagov/govuk-helm-charts charts/router-probe-backend), beside another Deployment.
const TWICE = {
  '.resizeguard.yaml': POOL_CONFIG,
  'charts/probe/Chart.yaml': 'apiVersion: v2\nname: probe\nversion: 1.0.0\n',
  'charts/probe/templates/deployment.yaml': deployment('{{ .Release.Name }}', { replicas: 2 }).replace(
    'metadata:\n  name: {{ .Release.Name }}\n',
    'metadata:\n  name: {{ .Release.Name }}\n  labels:\n    app.kubernetes.io/name: first\n    app: probe\n    app.kubernetes.io/name: last\n',
  ),
  'charts/probe/templates/other.yaml': deployment('{{ .Release.Name }}-other'),
};
const ARGO_APP =
  'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: probe, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: https://github.com/example/gitops.git, path: charts/probe}\n  destination: {server: https://kubernetes.default.svc, namespace: apps}\n';
const FLUX_RELEASE =
  'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: probe, namespace: apps}\nspec:\n  interval: 10m\n  chart:\n    spec:\n      chart: ./charts/probe\n      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n';

describe('a template that stops on lookup', () => {
  // artazar/flux2-general's default-namespace-network-policies: the API server's endpoints, read with lookup.
  const lookup = {
    '.resizeguard.yaml': POOL_CONFIG,
    'charts/probe/Chart.yaml': 'apiVersion: v2\nname: probe\nversion: 1.0.0\n',
    'charts/probe/templates/deployment.yaml': deployment('{{ .Release.Name }}').replace(
      'metadata:\n  name: {{ .Release.Name }}\n',
      'metadata:\n  name: {{ .Release.Name }}\n  annotations:\n    apiserver: {{ (index (lookup "v1" "Endpoints" "default" "kubernetes").subsets 0).addresses | toJson | quote }}\n',
    ),
  };
  const notRendered = async (files: Record<string, string>): Promise<[string, boolean][]> =>
    (await checkJson(await writeRepo(files))).report.findings
      .filter((f) => f.ruleId === 'input/not-rendered')
      .map((f) => [f.severity, /the template calls `lookup`, which .* answers from the cluster/.test(f.message)]);

  it('is a warning where the install answers lookup from the cluster: a HelmRelease (helm-controller), a chart rendered on its own', async () => {
    assert.deepEqual(await notRendered({ ...lookup, 'clusters/prod/probe.yaml': FLUX_RELEASE }), [['warning', true]]);
    assert.deepEqual(await notRendered(lookup), [['warning', true]]);
  });

  it('a template that calls lookup but does not parse stays an error: helm stops before any lookup runs (a truncated kong-operator CRD template)', async () => {
    const broken = { ...lookup, 'charts/probe/templates/secret.yaml': '{{- $s := lookup "v1" "Secret" "default" "x" }}\n{{- if $s }}\nkind: Secret\n' };
    assert.deepEqual(await notRendered({ ...broken, 'clusters/prod/probe.yaml': FLUX_RELEASE }), [['error', false]]);
  });

  it('is an error for an Argo CD Application, which renders with helm template, where lookup answers nothing', async () => {
    assert.deepEqual(await notRendered({ ...lookup, 'apps/probe.yaml': ARGO_APP }), [['error', false]]);
  });
});

describe("a YAML problem in one object of a chart's output", () => {
  const owners = (report: Report): string[] => [...new Set(report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`))].sort();
  const yamlFindings = (report: Report): string[] =>
    report.findings.filter((f) => f.ruleId.startsWith('input/')).map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.message}`);

  it('a key given twice keeps its last value, as Argo CD and Helm read the output: a warning at the template line, every object simulated', async () => {
    const { report } = await checkJson(await writeRepo({ ...TWICE, 'apps/probe.yaml': ARGO_APP }));
    assert.deepEqual(owners(report), ['apps/probe', 'apps/probe-other']);
    assert.equal(report.placements.filter((p) => p.owner.name === 'probe').length, 2);
    assert.deepEqual(yamlFindings(report), [
      'charts/probe/templates/deployment.yaml:6:5 warning the key "app.kubernetes.io/name" comes twice in one mapping: its last value is read (as Argo CD reads it; line 10 of the chart\'s output) (rendered from the Helm chart charts/probe)',
    ]);
    // Rendered on its own, for `helm install`: Helm's kube client reads it the same way.
    const alone = (await checkJson(await writeRepo(TWICE))).report;
    assert.deepEqual(owners(alone), ['default/probe', 'default/probe-other']);
    assert.match(yamlFindings(alone).join('\n'), /^charts\/probe\/templates\/deployment\.yaml:6:5 warning .*\(as Helm reads it; line 10 of/);
  });

  it("a mapping that repeats several keys is one warning at the first repeat, naming each, and objects a template writes with no `---` between them say so (aws-samples/eks-blueprints-add-ons' crossplane providers)", async () => {
    const provider = (n: number): string => `apiVersion: pkg.crossplane.io/v1\nkind: Provider\nmetadata:\n  name: p${n}\nspec:\n  package: x/p${n}\n`;
    const { report } = await checkJson(
      await writeRepo({
        ...TWICE,
        'charts/probe/templates/deployment.yaml': TWICE['charts/probe/templates/deployment.yaml'].replace(
          '    app: probe\n',
          '    app: probe\n    app: again\n',
        ),
        'charts/probe/templates/providers.yaml': `${provider(1)}\n${provider(2)}\n${provider(3)}`,
      }),
    );
    assert.deepEqual(yamlFindings(report), [
      'charts/probe/templates/deployment.yaml:7:5 warning keys come more than once in one mapping, "app" twice and "app.kubernetes.io/name" twice: each last value is read (as Helm reads it; line 10 of the chart\'s output) (rendered from the Helm chart charts/probe)',
      'charts/probe/templates/providers.yaml:8:1 warning keys come more than once in one mapping, "apiVersion" 3 times, "kind" 3 times, "metadata" 3 times and "spec" 3 times: objects written with no `---` between them read as one, with each last value (as Helm reads it; line 49 of the chart\'s output) (rendered from the Helm chart charts/probe)',
    ]);
  });

  it('a HelmRelease whose chart gives a key twice is refused whole, as the post-renderer helm-controller always runs refuses it: at the template', async () => {
    const { report } = await checkJson(await writeRepo({ ...TWICE, 'clusters/prod/probe.yaml': FLUX_RELEASE }));
    assert.deepEqual(owners(report), []);
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      bad.map((f) => [f.file, f.line, f.severity, f.message]),
      [
        [
          'charts/probe/templates/deployment.yaml',
          1,
          'error',
          'Helm chart "charts/probe" (for HelmRelease apps/probe) was not rendered: its output gives a key twice in one mapping (line 10 of the chart\'s output), which helm-controller\'s post-renderer refuses for the whole release; none of its objects are simulated',
        ],
      ],
    );
  });

  it('an unsupported tag the loader reads as plain text (matchType: !=) is a warning at its template line; nothing is left out', async () => {
    const alert =
      'apiVersion: monitoring.coreos.com/v1alpha1\nkind: AlertmanagerConfig\nmetadata: {name: alerts}\nspec:\n  route:\n    matchers:\n    - name: severity\n      matchType: !=\n      value: info\n';
    const files = { ...TWICE, 'charts/probe/templates/deployment.yaml': deployment('{{ .Release.Name }}'), 'charts/probe/templates/alert.yaml': alert };
    const { report } = await checkJson(await writeRepo({ ...files, 'apps/probe.yaml': ARGO_APP }));
    assert.deepEqual(owners(report), ['apps/probe', 'apps/probe-other']);
    assert.deepEqual(yamlFindings(report), [
      "charts/probe/templates/alert.yaml:8:7 warning unsupported YAML tag != (Kubernetes manifests use none, and kubectl may refuse it); the value is read as plain text (line 44 of the chart's output) (rendered from the Helm chart charts/probe)",
    ]);
  });

  it('a document that reuses an anchor 101 times, which Helm renders (go-yaml reads it), is read with no finding, its objects simulated', async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `  k${i}: *v\n`).join('');
    const files = {
      ...TWICE,
      'charts/probe/templates/deployment.yaml': deployment('{{ .Release.Name }}'),
      'charts/probe/templates/other.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: shared}\ndata:\n  v: &v "1"\n${aliases}---\n${deployment('{{ .Release.Name }}-other')}`,
    };
    const { report } = await checkJson(await writeRepo({ ...files, 'apps/probe.yaml': ARGO_APP }));
    assert.deepEqual(owners(report), ['apps/probe', 'apps/probe-other']);
    assert.deepEqual(yamlFindings(report), []);
  });
});

// A base that inflates a chart vendored in its chartHome, and an overlay on it (christianh814/gitops-examples' kustomize-and-helm).
const HELM_CHARTS = {
  'app/base/kustomization.yaml': 'helmCharts:\n- name: web\n  releaseName: web\n  valuesFile: values.yaml\n',
  'app/base/values.yaml': 'replicas: 2\n',
  'app/base/charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'app/base/charts/web/templates/deployment.yaml': deployment('{{ .Release.Name }}-app').replace('replicas: 1', 'replicas: {{ .Values.replicas }}'),
  'app/overlay/kustomization.yaml': 'resources: [../base]\nnamespace: web\n',
};

describe('Kustomize helmCharts', () => {
  const helm3 = helm3Path();

  it(
    'are inflated with --enable-helm and the Helm charts render with; the chart is rendered through the root, never alone',
    { skip: helm3 === undefined ? 'no helm3 (npm run renderers builds it when Go is on PATH)' : false },
    async () => {
      const config = `${POOL_CONFIG}renderers: {helm: ${JSON.stringify(helm3)}}\n`;
      const { report } = await checkJson(await writeRepo({ ...HELM_CHARTS, '.resizeguard.yaml': config }));
      assert.deepEqual(report.coverage.rendered, [{ kind: 'kustomize', path: 'app/overlay', objects: 1 }]);
      assert.deepEqual(
        report.placements.map((p) => `${p.pod.namespace}/${p.owner.name}`),
        ['web/web-app', 'web/web-app'],
      );
      assert.deepEqual(
        report.findings.filter((f) => f.ruleId.startsWith('input/')),
        [],
      );
    },
  );

  it(
    'a HelmChartInflationGenerator that generators: names (a file, or inline) inflates its chart as helmCharts: do',
    { skip: helm3 === undefined ? 'no helm3' : false },
    async () => {
      const config = `${POOL_CONFIG}renderers: {helm: ${JSON.stringify(helm3)}}\n`;
      const generator = 'apiVersion: builtin\nkind: HelmChartInflationGenerator\nmetadata: {name: web}\nname: web\nreleaseName: web\nvaluesFile: values.yaml\n';
      for (const base of [
        { 'app/base/kustomization.yaml': 'generators: [inflate.yaml]\n', 'app/base/inflate.yaml': generator },
        { 'app/base/kustomization.yaml': `generators:\n- |\n${generator.replace(/^/gm, '  ')}` },
      ]) {
        const { report } = await checkJson(await writeRepo({ ...HELM_CHARTS, ...base, '.resizeguard.yaml': config }));
        assert.deepEqual(report.coverage.rendered, [{ kind: 'kustomize', path: 'app/overlay', objects: 1 }], JSON.stringify(report.findings));
        assert.equal(report.placements.length, 2);
      }
    },
  );

  it('a chart vendored in its chartHome is not pulled again, its repo notwithstanding', { skip: helm3 === undefined ? 'no helm3' : false }, async () => {
    const config = `${POOL_CONFIG}renderers: {helm: ${JSON.stringify(helm3)}}\n`;
    const vendored = { ...HELM_CHARTS, 'app/base/kustomization.yaml': HELM_CHARTS['app/base/kustomization.yaml'] + '  repo: https://example.invalid/charts\n' };
    const { report } = await checkJson(await writeRepo({ ...vendored, '.resizeguard.yaml': config }));
    assert.equal(report.placements.length, 2, JSON.stringify(report.findings));
  });

  it('a chart kustomize would pull into the tree is not fetched: a warning naming it, and nothing is written into the repository', async () => {
    const rest = Object.fromEntries(Object.entries(HELM_CHARTS).filter(([file]) => !file.startsWith('app/base/charts/')));
    const remote = { ...rest, 'app/base/kustomization.yaml': HELM_CHARTS['app/base/kustomization.yaml'] + '  repo: https://example.invalid/charts\n' };
    const repo = await writeRepo({ ...remote, '.resizeguard.yaml': POOL_CONFIG });
    const { report } = await checkJson(repo);
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      bad.map((f) => [f.severity, f.file]),
      [['warning', 'app/overlay/kustomization.yaml']],
    );
    assert.match(
      bad[0]!.message,
      /its helmCharts pull charts from outside the repository \(web from https:\/\/example\.invalid\/charts\), which kustomize would write into its chartHome; vendor them there/,
    );
    const { existsSync } = await import('node:fs');
    assert.equal(existsSync(`${repo}/app/base/charts`), false);
  });

  // kustomize-controller builds with Helm off (fluxcd/pkg kustomize_generator.go Build: DisabledPluginConfig).
  it('a Flux Kustomization of such a root applies nothing: an error at it, a vendored chart and one from a repo alike; nothing is pulled', async () => {
    const flux =
      'apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: web, namespace: flux-system}\nspec:\n  path: ./app/overlay\n  sourceRef: {kind: GitRepository, name: flux-system}\n';
    const config = `${POOL_CONFIG}${helm3 === undefined ? '' : `renderers: {helm: ${JSON.stringify(helm3)}}\n`}`;
    const rest = Object.fromEntries(Object.entries(HELM_CHARTS).filter(([file]) => !file.startsWith('app/base/charts/')));
    const remote = { ...rest, 'app/base/kustomization.yaml': HELM_CHARTS['app/base/kustomization.yaml'] + '  repo: https://example.invalid/charts\n' };
    for (const files of [HELM_CHARTS, remote]) {
      const repo = await writeRepo({ ...files, 'clusters/prod/web.yaml': flux, '.resizeguard.yaml': config });
      const { report } = await checkJson(repo);
      const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
      assert.deepEqual(
        bad.map((f) => [f.severity, f.file, f.line]),
        [['error', 'clusters/prod/web.yaml', 5]],
      );
      assert.match(
        bad[0]!.message,
        /^Kustomize root "app\/overlay" \(for Kustomization flux-system\/web\) was not rendered: its helmCharts \(web\) fail its build: kustomize-controller builds with Helm off \(no --enable-helm\), so kustomize stops with "trouble configuring builtin HelmChartInflationGenerator …: must specify --enable-helm"/,
      );
      assert.deepEqual(report.placements, []);
      const { existsSync } = await import('node:fs');
      assert.equal(existsSync(`${repo}/app/base/charts/web/templates`), files === HELM_CHARTS);
    }
  });

  it('a Helm the inflator cannot run is a warning on the root (the machine lacks it; the repository is fine), and the chart is not rendered alone', async () => {
    const config = `${POOL_CONFIG}renderers: {helm: /nonexistent/helm}\n`;
    const { report } = await checkJson(await writeRepo({ ...HELM_CHARTS, '.resizeguard.yaml': config }));
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      bad.map((f) => [f.severity, f.file]),
      [['warning', 'app/overlay/kustomization.yaml']],
    );
    assert.match(bad[0]!.message, /its helmCharts need a Helm that kustomize can run: put one on PATH or set renderers\.helm/);
    assert.doesNotMatch(bad[0]!.message, /must specify --enable-helm|HELM_CONFIG_HOME/);
    assert.deepEqual(report.placements, []);
  });
});

describe('renderers missing or stuck', () => {
  it('a renderer that is not installed: each source it would render is named, with what to install', async () => {
    const saved = process.env['PATH'];
    process.env['PATH'] = '/nonexistent';
    try {
      const { report } = await checkJson(await writeRepo(CHART));
      const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
      assert.equal(bad.length, 1);
      assert.match(bad[0]!.message, /^Helm chart "charts\/web" was not rendered: `helm` is not on PATH; install Helm/);
    } finally {
      process.env['PATH'] = saved;
    }
  });

  // The hanging renderer sleeps 30 s: the test's timeout fails a run that waits for it.
  it('a render that hangs is stopped after renderers.timeoutSeconds and reported', { timeout: 20_000 }, async () => {
    // The configured command stands in for a renderer that never answers.
    const config = `${POOL_CONFIG}renderers: {helm: ./hang.sh, timeoutSeconds: 1}\n`;
    const repo = await writeRepo({ ...CHART, '.resizeguard.yaml': config, 'hang.sh': '#!/bin/sh\nexec sleep 30\n' });
    const { chmod } = await import('node:fs/promises');
    await chmod(`${repo}/hang.sh`, 0o755);
    const { report } = await checkJson(repo);
    assert.match(report.findings.find((f) => f.ruleId === 'input/not-rendered')?.message ?? '', /stopped after 1 s \(renderers\.timeoutSeconds\)/);
  });
});

describe('--base with renders', () => {
  it('the base revision is rendered too, from a tree exported from git: an unchanged repository has no new finding', async () => {
    const { execFileSync } = await import('node:child_process');
    const repo = await writeRepo(BASE);
    const git = (...args: string[]): void => {
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: repo, stdio: 'ignore' });
    };
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'base');
    const { inProcess } = await import('../helpers/cli.ts');
    const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--fail-on', 'warning'], cwd: repo });
    assert.equal(r.exitCode, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^compared with HEAD \([0-9a-f]{12}\): 0 new findings, \d+ already there/m);
    const { readFile, writeFile } = await import('node:fs/promises');
    const file = `${repo}/base/deployment.yaml`;
    await writeFile(file, (await readFile(file, 'utf8')).replace('cpu: 100m', 'cpu: "3"'));
    const changed = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--fail-on', 'none'], cwd: repo });
    assert.match(changed.stdout, /^compared with HEAD \([0-9a-f]{12}\): [1-9]\d* new findings?/m, changed.stdout);
    const { execFileSync: run } = await import('node:child_process');
    assert.equal(
      run('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' }).trim(),
      'M base/deployment.yaml',
      'the work tree and index are untouched',
    );
  });
});

// A root whose generator is an external plugin: KSOPS decrypting a Secret beside a Deployment
// (the Argo CD + KSOPS layout), or ACM's PolicyGenerator (gnunn-gitops/cluster-config components/kyverno-acm/base/generate).
const PLUGIN_ROOT = {
  '.resizeguard.yaml': POOL_CONFIG,
  'apps/web/kustomization.yaml': 'resources: [deployment.yaml]\ngenerators: [secret-generator.yaml]\n',
  'apps/web/deployment.yaml': deployment('web'),
  'apps/web/secret-generator.yaml':
    'apiVersion: viaduct.ai/v1\nkind: ksops\nmetadata:\n  name: web-secrets\n  annotations:\n    config.kubernetes.io/function: |\n      exec:\n        path: ksops\nfiles: [secret.enc.yaml]\n',
  'apps/web/secret.enc.yaml': 'apiVersion: v1\nkind: Secret\nmetadata: {name: web}\nsops: {version: 3.8.1}\n',
};

describe('Kustomize external plugins', () => {
  it('a root that runs an external plugin (KSOPS) is a warning naming it: kustomize runs it only with --enable-alpha-plugins, as Argo CD can', async () => {
    const { report } = await checkJson(await writeRepo(PLUGIN_ROOT));
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      bad.map((f) => [f.severity, f.file]),
      [['warning', 'apps/web/kustomization.yaml']],
    );
    assert.match(
      bad[0]!.message,
      /^Kustomize root "apps\/web" was not rendered: it runs the external kustomize plugin ksops, which kustomize runs only with --enable-alpha-plugins/,
    );
  });

  it('under a Flux Kustomization, which builds with builtin plugins only, the same root applies nothing: an error at it', async () => {
    const flux =
      'apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: web, namespace: flux-system}\nspec:\n  path: ./apps/web\n  sourceRef: {kind: GitRepository, name: flux-system}\n';
    const { report } = await checkJson(await writeRepo({ ...PLUGIN_ROOT, 'clusters/prod/web.yaml': flux }));
    const bad = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      bad.map((f) => [f.severity, f.file, f.line]),
      [['error', 'clusters/prod/web.yaml', 5]],
    );
    assert.match(
      bad[0]!.message,
      /kustomize-controller builds with builtin plugins only, so kustomize stops with "external plugins disabled; unable to load external plugin 'ksops'"/,
    );
  });
});
