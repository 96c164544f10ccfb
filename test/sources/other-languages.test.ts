/**
 * Dhall, Jsonnet and CUE sources are not evaluated: one input/not-rendered finding per folder of
 * entry points, at its first file, naming the languages and the commands that render them; none
 * for libraries, for sources that make no Kubernetes object, for folders the user's settings
 * leave out or an Argo CD directory source already names; an info when the rendered output is in
 * the repository.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkJson, POOL_CONFIG, writeRepo } from './helpers.ts';

const DHALL_DEPLOYMENT = `let k8s = ./kubernetes.dhall
in  k8s.Deployment::{
    , metadata = k8s.ObjectMeta::{ name = Some "web", namespace = Some "prod" }
    }
`;
const JSONNET_DEPLOYMENT = `{
  apiVersion: 'apps/v1', kind: 'Deployment',
  metadata: { name: 'api', namespace: 'prod' },
}
`;
const MAKEFILE = `manifests: apps/web.dhall apps/api.jsonnet
\tdhall-to-yaml-ng --documents --file apps/web.dhall > manifests/web.yaml
\tjsonnet apps/api.jsonnet > manifests/api.json
`;
const NAMESPACE = 'apiVersion: v1\nkind: Namespace\nmetadata: {name: prod}\n';

type Row = [file: string, line: number, column: number, severity: string, message: string];

async function otherSourceFindings(files: Readonly<Record<string, string>>): Promise<Row[]> {
  const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'ns.yaml': NAMESPACE, ...files }));
  return report.findings.filter((f) => f.ruleId === 'input/not-rendered').map((f): Row => [f.file, f.line, f.column, f.severity, f.message]);
}

describe('Dhall, Jsonnet and CUE sources', () => {
  it('a folder of them is one warning at its first file, naming the languages, the files and the commands', async () => {
    assert.deepEqual(await otherSourceFindings({ Makefile: MAKEFILE, 'apps/web.dhall': DHALL_DEPLOYMENT, 'apps/api.jsonnet': JSONNET_DEPLOYMENT }), [
      [
        'apps/api.jsonnet',
        1,
        1,
        'warning',
        '"apps" holds 1 Jsonnet file and 1 Dhall file that are not read (api.jsonnet, web.dhall): resizeguard reads YAML and JSON manifests, so the objects they make are not simulated; render them (`jsonnet apps/api.jsonnet`, `dhall-to-yaml --documents --file apps/web.dhall`) and check the output',
      ],
    ]);
  });

  it('CUE is named with cue export, one finding for the folder however many files it holds', async () => {
    const cue = (name: string): string => `package apps\n\n${name}: {\n\tapiVersion: "apps/v1"\n\tkind: "Deployment"\n}\n`;
    assert.deepEqual(await otherSourceFindings({ 'deploy/web.cue': cue('web'), 'deploy/api.cue': cue('api') }), [
      [
        'deploy/api.cue',
        1,
        1,
        'warning',
        '"deploy" holds 2 CUE files that are not read (api.cue, web.cue): resizeguard reads YAML and JSON manifests, so the objects they make are not simulated; render them (`cue export ./deploy --out yaml`) and check the output',
      ],
    ]);
  });

  it('libraries are not entry points: .libsonnet, an imported Dhall file, and the folders of jsonnet-bundler and CUE modules', async () => {
    const found = await otherSourceFindings({
      'lib/app.libsonnet': JSONNET_DEPLOYMENT,
      'lib/kubernetes.dhall': '{ Deployment = { Type = {}, default = {} } }\n',
      'lib/common.dhall': 'let k8s = ./kubernetes.dhall in { apiVersion = "apps/v1" }\n',
      'apps/web.dhall': 'let common = ../lib/common.dhall in common\n',
      'vendor/k8s-libsonnet/main.jsonnet': JSONNET_DEPLOYMENT,
      'cue.mod/gen/k8s.io/api/apps/v1/types.cue': 'package v1\n\n#Deployment: {apiVersion: "apps/v1"}\n',
    });
    assert.deepEqual(
      found.map((r) => r[0]),
      ['apps/web.dhall'],
    );
  });

  it('sources that make no Kubernetes object (a monitoring mixin) are not said', async () => {
    assert.deepEqual(
      await otherSourceFindings({
        'mixin/mixin.libsonnet': "{ grafanaDashboards+:: { 'overview.json': import 'dashboards/overview.jsonnet' } }\n",
        'mixin/dashboards.jsonnet':
          "local mixin = import 'mixin.libsonnet';\n{ [name]: mixin.grafanaDashboards[name] for name in std.objectFields(mixin.grafanaDashboards) }\n",
        'mixin/alerts.jsonnet': "std.manifestYamlDoc((import 'mixin.libsonnet').prometheusAlerts)\n",
        // A Tanka environment of k8s-libsonnet, the library's objects made through a local import: said.
        'environments/default/main.jsonnet': "(import 'app.libsonnet') + { replicas: 2 }\n",
        'environments/default/app.libsonnet': "local k = import 'k.libsonnet';\n{ deployment: k.apps.v1.deployment.new('web') }\n",
      }).then((rows) => rows.map((r) => r[0])),
      ['environments/default/main.jsonnet'],
    );
  });

  it('a folder the configuration excludes, or .gitignore names, is not said', async () => {
    assert.deepEqual(
      await otherSourceFindings({
        '.resizeguard.yaml': `${POOL_CONFIG}exclude: ["legacy/**"]\n`,
        '.gitignore': 'scratch/\n',
        'legacy/web.jsonnet': JSONNET_DEPLOYMENT,
        'scratch/web.jsonnet': JSONNET_DEPLOYMENT,
        'apps/web.jsonnet': JSONNET_DEPLOYMENT,
      }).then((rows) => rows.map((r) => r[0])),
      ['apps/web.jsonnet'],
    );
  });

  it('the Jsonnet of an Argo CD directory source is said once, at the Application', async () => {
    const found = await otherSourceFindings({
      'apps/jsonnet.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: jsonnet, namespace: argocd}
spec:
  project: default
  source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: jsonnet}
  destination: {server: https://kubernetes.default.svc, namespace: jsonnet}
`,
      'jsonnet/app.jsonnet': JSONNET_DEPLOYMENT,
      'other/app.jsonnet': JSONNET_DEPLOYMENT,
    });
    assert.deepEqual(
      found.map((r) => r[0]),
      ['apps/jsonnet.yaml', 'other/app.jsonnet'],
    );
  });

  it('an info when a build file renders the source into output the repository holds (kube-prometheus build.sh)', async () => {
    const found = await otherSourceFindings({
      'build.sh': 'set -e\njsonnet -J vendor -m manifests "${1-example.jsonnet}" | xargs -I{} sh -c \'cat {} | gojsontoyaml > {}.yaml\' -- {}\n',
      'example.jsonnet': "local kp = (import 'kube-prometheus/main.libsonnet');\n{ ['setup/namespace']: kp.kubePrometheus.namespace }\n",
      'manifests/namespace.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: {name: monitoring}\n',
    });
    assert.deepEqual(found, [
      [
        'example.jsonnet',
        1,
        1,
        'info',
        '"." holds 1 Jsonnet file that is not read (example.jsonnet): resizeguard reads YAML and JSON manifests; the repository holds its rendered output (manifests, written by build.sh), which is read in its place',
      ],
    ]);
    // The Makefile of the repro writes manifests/, which the repository does not hold: still a warning.
    const unshipped = await otherSourceFindings({ Makefile: MAKEFILE, 'apps/web.dhall': DHALL_DEPLOYMENT });
    assert.deepEqual(
      unshipped.map((r) => r[3]),
      ['warning'],
    );
  });
});
