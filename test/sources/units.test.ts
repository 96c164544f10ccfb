/** The small pure parts of rendering: Flux substitution, kustomization references, template positions. */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { kustomizationRefs, isRemote } from '../../src/sources/kustomization.ts';
import { locateInTemplate, parseOrigin, takeOriginAnnotation } from '../../src/sources/origin.ts';
import { substituteResources, substituteVariables } from '../../src/sources/substitute.ts';
import { SubstitutionRangeError, SubstitutionUtf8Error } from '../../src/sources/envsubst-funcs.ts';
import { materializeGenerateName } from '../../src/sources/generate-name.ts';

describe('substituteVariables (Flux postBuild.substitute)', () => {
  it('resource by resource: one annotated or labelled kustomize.toolkit.fluxcd.io/substitute: disabled keeps its text', () => {
    const build = [
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata: {x: ${x}}\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  annotations:\n    kustomize.toolkit.fluxcd.io/substitute: disabled\n  name: b\ndata: {x: ${x}}\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  labels:\n    kustomize.toolkit.fluxcd.io/substitute: "disabled"\n  name: c\ndata: {x: ${x}}\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: d\ndata: {x: ${x}}\n',
    ];
    const out = texts(substituteResources(build.join(''), { x: '1' }));
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
    const out = texts(substituteResources(build.join(''), { x: '1' })).split(/^(?=---)/m);
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
    assert.equal(substituteVariables('name: $${CLAIM:-${APP}}', vars), 'name: ${CLAIM:-memini}', 'escaped, the dollar is literal and what follows is read');
  });

  it("evaluates envsubst's functions (eval_test.go's table): case, length, substring, pattern removal and replacement", () => {
    const cases: [string, Record<string, string>, string][] = [
      ['${v^} ${v^^} ${V,} ${V,,} ${#v}', { v: 'abcdEFGH28ij', V: 'ABCDEFGH28IJ' }, 'AbcdEFGH28ij ABCDEFGH28IJ aBCDEFGH28IJ abcdefgh28ij 12'],
      [
        '${p:11} ${p:11:5} ${p:-5} ${p:x}',
        { p: '/home/bozo/ideas/thoughts.for.today' },
        'ideas/thoughts.for.today ideas /home/bozo/ideas/thoughts.for.today /home/bozo/ideas/thoughts.for.today',
      ],
      ['${f#*.} ${f##*.} ${f%.*} ${f%%.*}', { f: 'bash.string.txt' }, 'string.txt txt bash.string bash'],
      ['${f#*/} ${f##*/}', { f: '/path/to/file' }, 'path/to/file file'],
      ['${z/%abc/XYZ} ${z/#abc/XYZ} ${z//abc/xyz} ${z/abc/xyz}', { z: 'abcABC123ABCabc' }, 'abcABC123ABCXYZ XYZABC123ABCabc xyzABC123ABCxyz xyzABC123ABCabc'],
      ['${z/\\//-} ${z//\\//-} ${z/./}', { z: 'foo/bar/baz' }, 'foo-bar/baz foo-bar-baz foo/bar/baz'],
      ['${var=${d}-suffix} ${var=${v^^}}', { d: 'foo1', v: 'ab' }, 'foo1-suffix AB'],
      ['some text ${v}$${var$${v}$v${v}', { v: 'x' }, 'some text x${var${v}$vx'],
      ['a $$ b $$$ c', {}, 'a $ b $$ c'],
      ['${é} ${1x} ${_}', { é: 'e', '1x': 'one', _: 'u' }, 'e one u'],
      // Go's simple case mapping, one character for one: ᾳ upper-cases to ᾼ (not ΑΙ), ß stays, İ lower-cases to i.
      ['${g^^} ${G,,}', { g: 'ᾳᾀßﬀ', G: 'İᾈ' }, 'ᾼᾈßﬀ iᾀ'],
    ];
    for (const [text, vars, want] of cases) assert.equal(substituteVariables(text, vars), want, text);
  });

  it("fails where kustomize-controller's build fails: what envsubst does not parse, a substring that ends before it starts, a cut inside a character", () => {
    for (const [text, message] of [
      ['${v-default}', /missing closing brace/],
      ['${v?}', /missing closing brace/],
      ['${v', /missing closing brace/],
      ['${v:-x', /unable to parse substitution within function/],
      ['${}', /unable to parse variable name/],
      ['${v#}', /unable to parse substitution within function/],
      ['${v:é}', /bad substitution/],
    ] as const)
      assert.throws(() => substituteVariables(text, { v: 'abc' }), message, text);
    assert.throws(() => substituteVariables('${v:2:-1}', { v: 'abcdef' }), SubstitutionRangeError);
    assert.throws(() => substituteVariables('${v:0:1}', { v: 'é' }), SubstitutionUtf8Error);
    assert.equal(substituteVariables('${w:-${v:0:1}}', { v: 'é', w: 'set' }), 'set', 'a cut that the result leaves out is no failure');
  });

  it("a NUL ends the text, as it ends upstream's scan", () => {
    assert.equal(substituteVariables('a: ${v}\u0000b: ${v}', { v: '1' }), 'a: 1');
  });

  it('substituteResources names the first object it fails on, with the text at fault', () => {
    const build =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata: {x: ${x}}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\ndata:\n  run.sh: echo ${HOME-/root}\n';
    const out = substituteResources(build, { x: '1' });
    assert.ok('failure' in out);
    assert.match(out.failure.doc, /name: b/);
    assert.equal(out.failure.why, 'missing closing brace at "${HOME-/root}"');
  });

  it('hostile text: nesting past 200 levels fails the object, without recursing further; a long unclosed run fails', () => {
    const nested = (n: number): string => '${A:-'.repeat(n) + 'x' + '}'.repeat(n);
    assert.equal(substituteVariables(nested(150), {}), 'x');
    assert.throws(() => substituteVariables(nested(20_000), {}), /nested too deep/);
    assert.throws(() => substituteVariables('a: ${A:-'.repeat(20_000) + 'x\n', {}), /nested too deep/);
  });
});

/** The text of a build whose substitution went through. */
function texts(out: ReturnType<typeof substituteResources>): string {
  assert.ok('text' in out);
  return out.text;
}

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
