/** The small pure parts of rendering: Flux substitution, kustomization references, template positions. */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { kustomizationRefs, isRemote } from '../../src/sources/kustomization.ts';
import { locateInTemplate, parseOrigin, takeOriginAnnotation } from '../../src/sources/origin.ts';
import { substituteResources, substituteVariables } from '../../src/sources/substitute.ts';
import { materializeGenerateName } from '../../src/sources/generate-name.ts';

describe('substituteVariables (Flux postBuild.substitute)', () => {
  it('resource by resource: one annotated or labelled kustomize.toolkit.fluxcd.io/substitute: disabled keeps its text', () => {
    const build = [
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata: {x: ${x}}\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  annotations:\n    kustomize.toolkit.fluxcd.io/substitute: disabled\n  name: b\ndata: {x: ${x}}\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  labels:\n    kustomize.toolkit.fluxcd.io/substitute: "disabled"\n  name: c\ndata: {x: ${x}}\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: d\ndata: {x: ${x}}\n',
    ];
    const out = substituteResources(build.join(''), { x: '1' });
    assert.deepEqual(
      out.split(/^(?=---)/m).map((d) => /x: (\S+)\}/.exec(d)?.[1]),
      ['1', '${x}', '${x}', '1'],
    );
  });

  it("only the object's own labels and annotations opt it out: the same line in a pod template's labels or in a ConfigMap's text does not (fluxcd/pkg SubstituteVariables reads res.GetLabels and res.GetAnnotations)", () => {
    const build = [
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    metadata:\n      labels:\n        kustomize.toolkit.fluxcd.io/substitute: disabled\n    spec:\n      containers: [{name: c, image: "web:${x}"}]\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: docs\ndata:\n  readme: |\n    kustomize.toolkit.fluxcd.io/substitute: disabled\n  x: "${x}"\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: off\n  annotations:\n    kustomize.toolkit.fluxcd.io/substitute: disabled\ndata:\n  x: "${x}"\n',
    ];
    const out = substituteResources(build.join(''), { x: '1' }).split(/^(?=---)/m);
    assert.match(out[0]!, /image: "web:1"/);
    assert.match(out[1]!, /x: "1"/);
    assert.match(out[2]!, /x: "\$\{x\}"/);
  });

  it('replaces ${v}, takes defaults from ${v:=d} and ${v:-d}, keeps $${v} as a literal, empties unknown names', () => {
    assert.equal(substituteVariables('a: ${x}\nb: ${y:=2}\nc: ${z:-3}\nd: $${x}\ne: ${none}', { x: '1', y: '' }), 'a: 1\nb: 2\nc: 3\nd: ${x}\ne: ');
  });

  it('a default may hold expansions of its own, to any depth (`${CLAIM:-${APP}}`, as a shared Kustomize component writes a name)', () => {
    const vars = { APP: 'memini', EMPTY: '' };
    assert.equal(substituteVariables('name: "${CLAIM:-${APP}}"', vars), 'name: "memini"');
    assert.equal(substituteVariables('name: ${CLAIM:-pre-${APP}-${SUFFIX:=${EMPTY:-x}}}', vars), 'name: pre-memini-x');
    assert.equal(substituteVariables('name: ${APP:-${CLAIM}}', vars), 'name: memini', 'a set variable takes no default');
    assert.equal(substituteVariables('name: $${CLAIM:-${APP}}', vars), 'name: ${CLAIM:-${APP}}', 'escaped, the whole expansion stays');
    assert.equal(substituteVariables('name: ${CLAIM:-${APP}', vars), 'name: ${CLAIM:-memini', 'an unclosed one stays as written, what is inside it expanded');
  });

  it('hostile text: an unclosed default stays as written, and defaults nested past 64 levels are left as written, without recursing further', () => {
    const unclosed = 'a: ${A:-'.repeat(20_000) + 'x\n';
    assert.equal(substituteVariables(unclosed, {}), unclosed);
    const nested = (n: number): string => '${A:-'.repeat(n) + 'x' + '}'.repeat(n);
    assert.equal(substituteVariables(nested(10), {}), 'x');
    assert.equal(substituteVariables(nested(100), {}), nested(100 - 65));
    assert.equal(substituteVariables(nested(20_000), {}), nested(20_000 - 65));
  });

  it('every default operator envsubst knows gives the default when the variable is unset or empty (lookupFunc: toDefault)', () => {
    for (const op of ['-', ':-', '=', ':=', '?', ':?', '+', ':+']) {
      assert.equal(substituteVariables(`\${UNSET${op}d} \${EMPTY${op}d} \${SET${op}d}`, { EMPTY: '', SET: 'v' }), 'd d v', op);
    }
    assert.equal(substituteVariables('${v^^} ${v/a/b} $v ${1x}', { v: 'a' }), '${v^^} ${v/a/b} $v ${1x}', 'forms not evaluated stay as written');
  });
});

describe('kustomizationRefs', () => {
  it('names the folders a kustomization builds on and the files it reads; remote and inline entries are not files', () => {
    const dir = '/repo/overlay';
    const refs = kustomizationRefs(
      {
        resources: ['../base', 'extra.yaml', 'https://github.com/x/y//deploy?ref=v1', 'github.com/x/y/z'],
        components: ['../comp'],
        patches: [{ path: 'p.yaml' }, { patch: 'inline' }],
        patchesStrategicMerge: ['psm.yaml', 'apiVersion: v1\nkind: ConfigMap\n'],
        configMapGenerator: [{ name: 'c', files: ['key=conf/a.txt', 'b.txt'], envs: ['e.env'] }],
        helmCharts: [{ name: 'x', valuesFile: 'v.yaml' }],
      },
      dir,
    );
    assert.deepEqual(
      refs.builds,
      ['/repo/base', '/repo/overlay/extra.yaml', '/repo/comp'].map((p) => path.resolve(p)),
    );
    assert.deepEqual([...refs.reads].sort(), [
      '/repo/overlay/b.txt',
      '/repo/overlay/conf/a.txt',
      '/repo/overlay/e.env',
      '/repo/overlay/p.yaml',
      '/repo/overlay/psm.yaml',
      '/repo/overlay/v.yaml',
    ]);
    assert.deepEqual(refs.helmCharts, [{ name: 'x', dir: path.resolve('/repo/overlay/charts/x'), repo: undefined }]);
    assert.ok(isRemote('git@github.com:x/y.git') && isRemote('https://example.com/k.yaml') && !isRemote('../base'));
  });
});

describe('kustomizationRefs: a path that starts as YAML keys do', () => {
  // tektoncd/plumbing tekton/cronjobs/dogfooding/images lists folders named kind-nightly, kind-web…
  it('is a path: resources are never inline, and a patch, generator or transformer is inline only when it holds objects', () => {
    const dir = '/repo/app';
    const refs = kustomizationRefs(
      {
        resources: ['kind-web', 'kindergarten', 'apiVersion-x.yaml', '{weird}.yaml'],
        patchesStrategicMerge: ['kind-patch.yaml', 'kind: ConfigMap\nmetadata: {name: c}\n', '{kind: ConfigMap, metadata: {name: d}}'],
        transformers: ['kind-labels.yaml', 'apiVersion: builtin\nkind: LabelTransformer\nmetadata: {name: l}\n'],
      },
      dir,
    );
    assert.deepEqual(
      refs.builds,
      ['kind-web', 'kindergarten', 'apiVersion-x.yaml', '{weird}.yaml'].map((p) => path.resolve(dir, p)),
    );
    assert.deepEqual(
      [...refs.reads].sort(),
      ['kind-labels.yaml', 'kind-patch.yaml'].map((p) => path.resolve(dir, p)),
    );
  });
});

describe('kustomizationRefs: the charts helmCharts inflates', () => {
  it('looks in helmGlobals.chartHome (default charts/), a chart with a repo and a version in <name>-<version>/<name>', () => {
    const refs = kustomizationRefs(
      {
        helmGlobals: { chartHome: '../vendor' },
        helmCharts: [
          { name: 'web', version: '1.2.0', repo: 'https://charts.example' },
          { name: 'db', version: '2.0.0' },
        ],
      },
      '/repo/app',
    );
    assert.deepEqual(refs.helmCharts, [
      { name: 'web', dir: path.resolve('/repo/vendor/web-1.2.0/web'), repo: 'https://charts.example' },
      { name: 'db', dir: path.resolve('/repo/vendor/db'), repo: undefined },
    ]);
    assert.deepEqual(kustomizationRefs({ resources: ['a.yaml'] }, '/repo/app').helmCharts, []);
  });
});

describe('origins', () => {
  it('takes the origin annotation off the object and reads its path', () => {
    const value = { metadata: { annotations: { 'config.kubernetes.io/origin': 'path: ../base/d.yaml\n', keep: 'x' } } };
    assert.deepEqual(parseOrigin(takeOriginAnnotation(value) ?? ''), { path: '../base/d.yaml' });
    assert.deepEqual(value.metadata.annotations, { keep: 'x' });
  });

  it("locates a field in a Helm template by its keys after the object's kind line; toYaml fields at the key that includes them", () => {
    const template =
      '{{- if .Values.on }}\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  template:\n    spec:\n      containers:\n      - name: app\n        resources:\n          {{- toYaml .Values.resources | nindent 10 }}\n';
    assert.equal(locateInTemplate(template, 'Deployment', 0, ['spec', 'template', 'spec', 'containers', 0, 'resources', 'requests', 'cpu']).start.line, 11);
    assert.equal(locateInTemplate(template, 'Deployment', 0, []).start.line, 2);
  });
});

describe('generateName', () => {
  it('names the object from its content: the same object the same name, another object another', () => {
    const a = { kind: 'Job', metadata: { generateName: 'migrate-' }, spec: { x: 1 } };
    const b = { kind: 'Job', metadata: { generateName: 'migrate-' }, spec: { x: 1 } };
    const c = { kind: 'Job', metadata: { generateName: 'migrate-' }, spec: { x: 2 } };
    for (const v of [a, b, c]) materializeGenerateName(v);
    assert.equal((a.metadata as { name?: string }).name, (b.metadata as { name?: string }).name);
    assert.notEqual((a.metadata as { name?: string }).name, (c.metadata as { name?: string }).name);
  });
});
