/** An ApplicationSet's generators (src/sources/applicationset.ts, cluster-generator.ts), and the git directory generator's folder patterns: Go's path.Match (goPathMatch). */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { applicationSetApplications, goPathMatch } from '../../src/sources/applicationset.ts';
import type { ClusterSecret } from '../../src/sources/cluster-secrets.ts';

const matches = (pattern: string, name: string): boolean => goPathMatch(pattern)?.test(name) ?? false;

describe('goPathMatch (path.Match)', () => {
  it('* and ? stay within one folder name; classes, negated classes and escapes', () => {
    assert.equal(matches('apps/*', 'apps/web'), true);
    assert.equal(matches('apps/*', 'apps/web/base'), false);
    assert.equal(matches('apps/*/overlays/prod', 'apps/web/overlays/prod'), true);
    assert.equal(matches('app?', 'apps'), true);
    assert.equal(matches('app?', 'app/'), false);
    assert.equal(matches('env-[a-c]', 'env-b'), true);
    assert.equal(matches('env-[^a-c]', 'env-b'), false);
    assert.equal(matches('env-[^a-c]', 'env-d'), true);
    assert.equal(matches('a\\*b', 'a*b'), true);
    assert.equal(matches('a\\*b', 'axb'), false);
  });

  it('a malformed pattern matches nothing (path.Match returns ErrBadPattern)', () => {
    assert.equal(goPathMatch('apps/[a-'), undefined);
    assert.equal(goPathMatch('trailing\\'), undefined);
    assert.equal(goPathMatch('env-[z-a]'), undefined);
  });
});

describe('the list generator (list.go)', () => {
  const spec = (goTemplate: boolean, element: Record<string, unknown>): Record<string, unknown> => ({
    goTemplate,
    generators: [{ list: { elements: [element] } }],
    template: { metadata: { name: goTemplate ? 'app-{{.replicas}}' : 'app-{{values.tier}}' }, spec: { source: { path: 'x' } } },
  });

  it('without goTemplate, strings only, and values.<key>; a number is refused as Argo CD refuses it', () => {
    assert.deepEqual(applicationSetApplications(spec(false, { values: { tier: 'web' } }), []), {
      apps: [{ name: 'app-web', spec: { source: { path: 'x' } } }],
    });
    const refused = applicationSetApplications(spec(false, { replicas: 3 }), []);
    assert.ok('why' in refused && /not a string/.test(refused.why));
  });

  it("a generator's own template (merged over the ApplicationSet's by Argo CD) is named as not evaluated", () => {
    const own = { generators: [{ list: { elements: [{ a: 'b' }], template: { metadata: { name: 'x' } } } }], template: { metadata: { name: 'y' } } };
    assert.deepEqual(applicationSetApplications(own, []), { why: "its list generator's own template is not evaluated" });
  });

  it('with goTemplate, any value, printed', () => {
    assert.deepEqual(applicationSetApplications(spec(true, { replicas: 3 }), []), { apps: [{ name: 'app-3', spec: { source: { path: 'x' } } }] });
  });
});

describe('the matrix generator (matrix.go) and generator selectors', () => {
  const template = { metadata: { name: '{{path.basename}}-{{env}}' }, spec: { source: { path: '{{path}}' }, destination: { namespace: '{{env}}' } } };
  const repo = (): string => {
    const root = mkdtempSync(path.join(tmpdir(), 'rg-appset-'));
    for (const d of ['apps/web', 'apps/api']) mkdirSync(path.join(root, d), { recursive: true });
    return root;
  };
  const names = (r: ReturnType<typeof applicationSetApplications>): string[] => ('apps' in r ? r.apps.map((a) => a.name) : [r.why]);

  it('every pair of its two generators, the parameters of both; a selector keeps the sets whose parameters match', () => {
    const git = { git: { repoURL: 'https://example.com/r.git', directories: [{ path: 'apps/*' }] } };
    const list = { list: { elements: [{ env: 'prod' }, { env: 'dev' }] } };
    const root = repo();
    assert.deepEqual(names(applicationSetApplications({ generators: [{ matrix: { generators: [git, list] } }], template }, [root])), [
      'api-prod',
      'api-dev',
      'web-prod',
      'web-dev',
    ]);
    const selected = { matrix: { generators: [git, list] }, selector: { matchLabels: { env: 'prod' } } };
    assert.deepEqual(names(applicationSetApplications({ generators: [selected], template }, [root])), ['api-prod', 'web-prod']);
    // matchExpressions too (generator_spec_processor.go Transform: utils.LabelSelectorAsSelector).
    const expressions = { matrix: { generators: [git, list] }, selector: { matchExpressions: [{ key: 'env', operator: 'NotIn', values: ['prod'] }] } };
    assert.deepEqual(names(applicationSetApplications({ generators: [expressions], template }, [root])), ['api-dev', 'web-dev']);
    const refused = { ...list, selector: { matchExpressions: [{ key: 'env', operator: 'In', values: [] }] } };
    assert.deepEqual(names(applicationSetApplications({ generators: [refused], template }, [root])), [
      'its generator selector: its In on "env" has no values, which Argo CD refuses',
    ]);
  });

  it('with goTemplate, a selector matches nested parameters by their flattened name (flattenParameters)', () => {
    const list = {
      list: {
        elements: [
          { env: 'prod', meta: { tier: 'web' } },
          { env: 'dev', meta: { tier: 'db' } },
        ],
      },
    };
    const spec = {
      goTemplate: true,
      generators: [{ ...list, selector: { matchLabels: { 'meta.tier': 'web' } } }],
      template: { metadata: { name: '{{.env}}' }, spec: { source: { path: 'x' } } },
    };
    assert.deepEqual(names(applicationSetApplications(spec, [])), ['prod']);
  });

  it("the second generator is filled in with each of the first's parameter sets (InterpolateGenerator)", () => {
    const root = repo();
    for (const d of ['clusters/prod/web', 'clusters/dev/api']) mkdirSync(path.join(root, d), { recursive: true });
    const list = { list: { elements: [{ env: 'prod' }, { env: 'dev' }] } };
    const git = { git: { repoURL: 'https://example.com/r.git', directories: [{ path: 'clusters/{{env}}/*' }] } };
    assert.deepEqual(names(applicationSetApplications({ generators: [{ matrix: { generators: [list, git] } }], template }, [root])), ['web-prod', 'api-dev']);
    const goGit = { git: { repoURL: 'https://example.com/r.git', directories: [{ path: 'clusters/{{.env}}/*' }] } };
    const goTemplate = { metadata: { name: '{{.path.basename}}-{{.env}}' }, spec: { source: { path: '{{.path.path}}' } } };
    const go = (second: unknown): string[] =>
      names(applicationSetApplications({ goTemplate: true, generators: [{ matrix: { generators: [list, second] } }], template: goTemplate }, [root]));
    assert.deepEqual(go(goGit), ['web-prod', 'api-dev']);
    // missingkey=error whatever the options say, but a generator's values may name its own parameters.
    const missing = { git: { repoURL: 'https://example.com/r.git', directories: [{ path: 'clusters/{{.region}}/*' }] } };
    assert.deepEqual(go(missing), [
      `its matrix generator's second generator is not evaluated here with the first's parameters (Argo CD fails on it: {{.region}}: map has no entry for key "region")`,
    ]);
    const values = { git: { ...goGit.git, values: { folder: '{{.path.basename}}' } } };
    assert.deepEqual(go(values), ['web-prod', 'api-dev']);
  });

  it('the two sets combined as matrix.go does: the first wins with goTemplate; without it a key given two values is refused', () => {
    const a = { list: { elements: [{ env: 'prod', tier: 'web' }] } };
    const b = { list: { elements: [{ env: 'dev', zone: 'z1' }] } };
    const named = (goTemplate: boolean): string[] =>
      names(
        applicationSetApplications(
          {
            goTemplate,
            generators: [{ matrix: { generators: [a, b] } }],
            template: { metadata: { name: goTemplate ? '{{.env}}-{{.zone}}' : '{{env}}-{{zone}}' }, spec: { source: { path: 'x' } } },
          },
          [],
        ),
      );
    assert.deepEqual(named(true), ['prod-z1']);
    assert.deepEqual(named(false), [`its matrix generator's two generators give the parameter "env" different values, which Argo CD refuses`]);
  });

  it('a product past 10,000 Applications is refused with a reason, not built', () => {
    const many = (n: number, key: string): unknown => ({ list: { elements: Array.from({ length: n }, (_, i) => ({ [key]: `v${i}` })) } });
    const r = applicationSetApplications({ generators: [{ matrix: { generators: [many(200, 'a'), many(100, 'b')] } }], template }, []);
    assert.deepEqual(names(r), ['it makes more than 10,000 Applications']);
  });
});

describe('the merge generator (merge.go)', () => {
  const list = (...elements: Record<string, unknown>[]): unknown => ({ list: { elements } });
  const run = (goTemplate: boolean, generators: unknown[], mergeKeys: unknown[] = ['server']): string[] => {
    const name = goTemplate ? '{{.server}}-{{.env}}-{{.tier.size}}' : '{{server}}-{{env}}';
    const r = applicationSetApplications(
      { goTemplate, generators: [{ merge: { mergeKeys, generators } }], template: { metadata: { name }, spec: { source: { path: 'x' } } } },
      [],
    );
    return 'apps' in r ? r.apps.map((a) => a.name) : [r.why];
  };

  it("the first generator's sets, each taking the values of a later set with the same mergeKeys", () => {
    assert.deepEqual(
      run(false, [list({ server: 'a', env: 'dev' }, { server: 'b', env: 'dev' }), list({ server: 'b', env: 'prod' }, { server: 'c', env: 'x' })]),
      ['a-dev', 'b-prod'],
    );
  });

  it('with goTemplate, maps merge key by key and an empty value does not override (mergo.WithOverride)', () => {
    const base = list({ server: 'a', env: 'dev', tier: { size: 's', zone: 'z1' } });
    const over = list({ server: 'a', env: '', tier: { size: 'l' } });
    assert.deepEqual(run(true, [base, over]), ['a-dev-l']);
  });

  it('refused as Argo CD refuses: later sets not unique by mergeKeys, no mergeKeys, fewer than two generators', () => {
    assert.deepEqual(run(false, [list({ server: 'a', env: 'x' }), list({ server: 'a', env: 'y' }, { server: 'a', env: 'z' })]), [
      "its merge generator's parameter sets are not unique by mergeKeys, which Argo CD refuses",
    ]);
    assert.deepEqual(run(false, [list({ server: 'a', env: 'x' }), list({ server: 'a', env: 'y' })], []), ['its merge generator has no mergeKeys']);
    assert.deepEqual(run(false, [list({ server: 'a', env: 'x' })]), ['its merge generator has fewer than two generators']);
  });
});

describe('goTemplate with goTemplateOptions, and templatePatch (utils.go Render.Replace, template/patch.go applyTemplatePatch)', () => {
  const list = (...elements: Record<string, unknown>[]): unknown[] => [{ list: { elements } }];

  it('missingkey=error fails on a missing key as Argo CD does, naming the action; without it the key prints <no value>', () => {
    const spec = (options: string[]): Record<string, unknown> => ({
      goTemplate: true,
      goTemplateOptions: options,
      generators: list({ env: 'prod' }),
      template: { metadata: { name: '{{ .env }}-{{ .tier }}' }, spec: { source: { path: 'x' } } },
    });
    assert.deepEqual(applicationSetApplications(spec(['missingkey=error']), []), {
      why: `its template's "{{ .env }}-{{ .tier }}" is not evaluated here (Argo CD fails on it: {{ .tier }}: map has no entry for key "tier")`,
    });
    assert.deepEqual(applicationSetApplications(spec([]), []), { apps: [{ name: 'prod-<no value>', spec: { source: { path: 'x' } } }] });
  });

  it('a templatePatch is rendered for each parameter set and merged: maps key by key, a list replaced, null deleting; spec.project kept', () => {
    // The rendered patches are text/template's (Go 1.26): "valueFiles:" alone for no files reads as null.
    const templatePatch = `spec:
  project: other
  source:
    helm:
      releaseName: null
      valueFiles:
      {{- range .valueFiles }}
      - {{ . }}
      {{- end }}
{{- if .autoSync }}
  syncPolicy:
    automated: {prune: true}
{{- end }}
`;
    const r = applicationSetApplications(
      {
        goTemplate: true,
        generators: list({ name: 'web', valueFiles: ['a.yaml', 'b.yaml'], autoSync: true }, { name: 'api', valueFiles: [], autoSync: false }),
        template: {
          metadata: { name: '{{ .name }}' },
          spec: {
            project: 'default',
            source: { path: 'apps/{{ .name }}', helm: { releaseName: 'r', valueFiles: ['base.yaml'] } },
            destination: { namespace: '{{ .name }}' },
          },
        },
        templatePatch,
      },
      [],
    );
    assert.deepEqual(r, {
      apps: [
        {
          name: 'web',
          spec: {
            project: 'default',
            source: { path: 'apps/web', helm: { valueFiles: ['a.yaml', 'b.yaml'] } },
            destination: { namespace: 'web' },
            syncPolicy: { automated: { prune: true } },
          },
        },
        { name: 'api', spec: { project: 'default', source: { path: 'apps/api', helm: {} }, destination: { namespace: 'api' } } },
      ],
    });
  });

  it('a templatePatch is read as sigs.k8s.io/yaml reads YAML (utils ConvertYAMLToJSON): a key given twice is the last one, a merge key applied, yes true', () => {
    const templatePatch = `spec:
  source:
    path: first
    path: apps/{{ .name }}
  syncPolicy:
    <<: {automated: {prune: yes}}
`;
    const r = applicationSetApplications(
      { goTemplate: true, generators: list({ name: 'web' }), template: { metadata: { name: '{{ .name }}' }, spec: { source: { path: 'x' } } }, templatePatch },
      [],
    );
    assert.deepEqual(r, { apps: [{ name: 'web', spec: { source: { path: 'apps/web' }, syncPolicy: { automated: { prune: true } } } }] });
  });

  it("a Helm value file's path left unevaluated is named: with ignoreMissingValueFiles it would be dropped without a word", () => {
    const r = applicationSetApplications(
      {
        goTemplate: true,
        generators: list({ name: 'web' }),
        template: {
          metadata: { name: '{{ .name }}' },
          spec: { source: { path: 'chart', helm: { ignoreMissingValueFiles: true, valueFiles: ['base.yaml', 'values/{{ semver .name }}.yaml'] } } },
        },
      },
      [],
    );
    assert.deepEqual(r, {
      why: 'its template\'s "values/{{ semver .name }}.yaml" is not evaluated here ({{ semver .name }}: the function semver is not evaluated here)',
    });
  });

  it('a templatePatch with an action not evaluated here, or strategic merge directives, is named', () => {
    const spec = (templatePatch: string): Record<string, unknown> => ({
      goTemplate: true,
      generators: list({ name: 'web' }),
      template: { metadata: { name: '{{ .name }}' }, spec: { source: { path: 'x' } } },
      templatePatch,
    });
    assert.deepEqual(applicationSetApplications(spec('metadata: {labels: {v: "{{ semver .name }}"}}'), []), {
      why: 'its templatePatch is not evaluated here ({{ semver .name }}: the function semver is not evaluated here)',
    });
    assert.deepEqual(applicationSetApplications(spec('spec: {$patch: replace}'), []), {
      why: "its templatePatch's strategic merge directives ($patch, $retainKeys…) are not evaluated",
    });
  });
});

describe("the git generator's values and pathParamPrefix (git.go, value_interpolation.go)", () => {
  const repo = (): string => {
    const root = mkdtempSync(path.join(tmpdir(), 'rg-appset-'));
    for (const d of ['apps/web', 'apps/api']) mkdirSync(path.join(root, d), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/config.yaml'), 'env: prod\nvalues: {own: kept}\n');
    return root;
  };
  const names = (r: ReturnType<typeof applicationSetApplications>): string[] =>
    'apps' in r ? r.apps.map((a) => `${a.name} ${JSON.stringify(a.spec)}`) : [r.why];
  const git = (extra: Record<string, unknown>): Record<string, unknown> => ({ git: { repoURL: 'https://example.com/r.git', ...extra } });

  it('with goTemplate, each value rendered with the path parameters, as .values.<key>', () => {
    const spec = {
      goTemplate: true,
      generators: [git({ directories: [{ path: 'apps/*' }], values: { team: 'platform', ns: '{{ .path.basename }}-ns' } })],
      template: { metadata: { name: '{{ .path.basename }}-{{ .values.team }}' }, spec: { destination: { namespace: '{{ .values.ns }}' } } },
    };
    assert.deepEqual(names(applicationSetApplications(spec, [repo()])), [
      'api-platform {"destination":{"namespace":"api-ns"}}',
      'web-platform {"destination":{"namespace":"web-ns"}}',
    ]);
  });

  it('without goTemplate, as values.<key>; a value sees the parameters, not another value', () => {
    const spec = {
      generators: [git({ directories: [{ path: 'apps/web' }], values: { a: '{{path.basename}}', b: '{{values.a}}' } })],
      template: { metadata: { name: '{{values.a}}' }, spec: { destination: { namespace: '{{values.b}}' } } },
    };
    assert.deepEqual(names(applicationSetApplications(spec, [repo()])), ['its template\'s "{{values.a}}" is not evaluated here']);
    const plain = { ...spec, template: { metadata: { name: '{{values.a}}' }, spec: {} } };
    assert.deepEqual(names(applicationSetApplications(plain, [repo()])), ['web {}']);
  });

  it("the files generator's values replace a file's own values map with goTemplate; a value that is not a string is refused", () => {
    const spec = {
      goTemplate: true,
      generators: [git({ files: [{ path: 'apps/*/config.yaml' }], values: { env: '{{ .env }}' } })],
      template: { metadata: { name: '{{ .path.basename }}-{{ .values.env }}-{{ .values.own | default "gone" }}' }, spec: {} },
    };
    assert.deepEqual(names(applicationSetApplications(spec, [repo()])), ['web-prod-gone {}']);
    const number = { ...spec, generators: [git({ files: [{ path: 'apps/*/config.yaml' }], values: { replicas: 3 } })] };
    assert.deepEqual(names(applicationSetApplications(number, [repo()])), [`its git generator's value "replicas" is not a string, which the API refuses`]);
  });

  it('pathParamPrefix puts the path parameters under <prefix>.path, with and without goTemplate', () => {
    const go = {
      goTemplate: true,
      generators: [git({ directories: [{ path: 'apps/web' }], pathParamPrefix: 'app' })],
      template: { metadata: { name: '{{ .app.path.basename }}' }, spec: { source: { path: '{{ .app.path.path }}' } } },
    };
    assert.deepEqual(names(applicationSetApplications(go, [repo()])), ['web {"source":{"path":"apps/web"}}']);
    const fast = {
      generators: [git({ files: [{ path: 'apps/*/config.yaml' }], pathParamPrefix: 'app' })],
      template: { metadata: { name: '{{app.path.basename}}-{{env}}' }, spec: { source: { path: '{{app.path}}/{{app.path[1]}}' } } },
    };
    assert.deepEqual(names(applicationSetApplications(fast, [repo()])), ['web-prod {"source":{"path":"apps/web/web"}}']);
  });
});

describe('the clusters generator (cluster.go GenerateParams)', () => {
  // Cluster Secrets as a fleet repository registers them (the shape of konflux-ci/infra-deployments'
  // ApplicationSets, with Secrets for two remote clusters added).
  const secret = (name: string, server: string, labels: Record<string, string> = {}, annotations: Record<string, string> = {}): ClusterSecret => ({
    namespace: 'argocd',
    secretName: `cluster-${name}`,
    labels: { 'argocd.argoproj.io/secret-type': 'cluster', ...labels },
    annotations,
    data: { name, server, project: undefined },
  });
  const eu = secret('Prod_EU', 'https://eu.example.com', { env: 'prod' }, { team: 'core' });
  const dev = secret('dev', 'https://dev.example.com', { env: 'dev' });
  const run = (spec: Record<string, unknown>, clusters: readonly ClusterSecret[], roots: readonly string[] = []): string[] => {
    const r = applicationSetApplications(spec, roots, { clusters });
    return 'apps' in r ? r.apps.map((a) => `${a.name} ${JSON.stringify(a.spec['destination'])}`) : [r.why];
  };
  const app = (name: string, generator: Record<string, unknown>, goTemplate = false): Record<string, unknown> => ({
    goTemplate,
    generators: [{ clusters: generator }],
    template: { metadata: { name }, spec: { source: { path: 'x' }, destination: { server: goTemplate ? '{{.server}}' : '{{server}}' } } },
  });

  it('without a selector, every cluster Secret by name, then in-cluster: name, nameNormalized, server, project', () => {
    assert.deepEqual(run(app('{{nameNormalized}}-{{project}}', {}), [eu, dev]), [
      'prod-eu- {"server":"https://eu.example.com"}',
      'dev- {"server":"https://dev.example.com"}',
      'in-cluster- {"server":"https://kubernetes.default.svc"}',
    ]);
    // No Secret at all: the cluster Argo CD runs in alone.
    assert.deepEqual(run(app('ui-{{name}}', { values: { sourceRoot: 'components/ui' } }), []), ['ui-in-cluster {"server":"https://kubernetes.default.svc"}']);
  });

  it('a Secret for https://kubernetes.default.svc stands for in-cluster (SecretsContainInClusterCredentials)', () => {
    assert.deepEqual(run(app('{{name}}', {}), [secret('local', 'https://kubernetes.default.svc')]), ['local {"server":"https://kubernetes.default.svc"}']);
  });

  it("a selector matches the Secrets' labels and leaves in-cluster out, which has none; one Argo CD refuses is named", () => {
    assert.deepEqual(run(app('{{name}}-{{metadata.labels.env}}-{{metadata.annotations.team}}', { selector: { matchLabels: { env: 'prod' } } }), [eu, dev]), [
      'Prod_EU-prod-core {"server":"https://eu.example.com"}',
    ]);
    const notProd = { selector: { matchExpressions: [{ key: 'env', operator: 'NotIn', values: ['prod'] }] } };
    assert.deepEqual(run(app('{{name}}', notProd), [eu, dev]), ['dev {"server":"https://dev.example.com"}']);
    assert.deepEqual(run(app('{{name}}', { selector: { matchExpressions: [{ key: 'env', operator: 'Equals' }] } }), [eu]), [
      `its clusters generator's selector: its operator "Equals" is not a valid label selector operator, which Argo CD refuses`,
    ]);
  });

  it('values rendered with each cluster (values.<key>; with goTemplate .values and the map .metadata)', () => {
    const plain = app('{{values.app}}-{{name}}', { values: { app: 'ui-{{metadata.labels.env}}' }, selector: { matchLabels: { env: 'dev' } } });
    assert.deepEqual(run(plain, [eu, dev]), ['ui-dev-dev {"server":"https://dev.example.com"}']);
    const go = app('{{.values.app}}-{{.nameNormalized}}', { values: { app: '{{.metadata.labels.env}}-{{index .metadata.annotations "team"}}' } }, true);
    assert.deepEqual(
      run({ ...go, generators: [{ clusters: { ...(go['generators'] as [{ clusters: object }])[0].clusters, selector: { matchLabels: { env: 'prod' } } } }] }, [
        eu,
        dev,
      ]),
      ['prod-core-prod-eu {"server":"https://eu.example.com"}'],
    );
  });

  it('flatList: one parameter set whose clusters lists them all, as a matrix with a git files generator reads it (digitalstudium/argocd-example)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rg-appset-'));
    for (const c of ['dev', 'Prod_EU', 'gone']) {
      mkdirSync(path.join(root, 'clusters', c), { recursive: true });
      writeFileSync(path.join(root, 'clusters', c, 'metadata.yaml'), 'version: 1.0.0\n');
    }
    const spec = {
      goTemplate: true,
      goTemplateOptions: ['missingkey=error'],
      generators: [
        {
          matrix: {
            generators: [{ git: { repoURL: 'https://example.com/r.git', files: [{ path: 'clusters/*/metadata.yaml' }] } }, { clusters: { flatList: true } }],
          },
        },
      ],
      template: {
        metadata: { name: '{{index .path.segments 1 | lower}}' },
        spec: {
          source: { path: 'x' },
          destination: { server: '{{range .clusters}}{{if eq .name (index $.path.segments 1)}}{{.server}}{{end}}{{end}}' },
        },
      },
    };
    // A cluster registered outside the repository is not in the list: its Application has no server.
    assert.deepEqual(run(spec, [eu, dev], [root]), [
      'prod_eu {"server":"https://eu.example.com"}',
      'dev {"server":"https://dev.example.com"}',
      'gone {"server":""}',
    ]);
  });

  it('a SOPS-encrypted Secret is not listed: its name and server cannot be read', () => {
    assert.deepEqual(run(app('{{name}}', {}), [{ ...eu, data: undefined }]), ['in-cluster {"server":"https://kubernetes.default.svc"}']);
  });

  it('the first clusters generator is where the unknown clusters are said', () => {
    const r = applicationSetApplications(
      {
        generators: [{ list: { elements: [{ name: 'b' }] } }, ...(app('{{name}}', {})['generators'] as unknown[])],
        template: { metadata: { name: '{{name}}' }, spec: { source: { path: 'x' } } },
      },
      [],
      {
        clusters: [],
      },
    );
    assert.ok('apps' in r);
    assert.deepEqual(r.clustersAt, ['spec', 'generators', 1, 'clusters']);
  });
});
