/**
 * What the API server refuses in names (src/schema/object-names.ts): NameIsDNSSubdomain for the
 * kinds read, NameIsDNSLabel for a StatefulSet and for namespaces, 52 characters for a CronJob,
 * NameIsDNSSubdomain for a pod spec's priorityClassName (ValidatePodSpec); and a `{{ … }}`
 * placeholder names a template (src/schema/registry.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import { objectNameProblems, podSpecNameProblems } from '../../src/schema/object-names.ts';

const problems = (kind: string, metadata: Record<string, unknown>): string[] =>
  objectNameProblems({ kind, metadata }, kind).map((p) => `${p.path.join('.')}: ${p.message.replace(/; the API server refuses it$/, '')}`);

describe('names the API server refuses', () => {
  it('a name is a lowercase DNS-1123 subdomain of at most 253 characters', () => {
    assert.deepEqual(problems('Pod', { name: 'web-0.shard' }), []);
    assert.match(
      problems('Deployment', { name: 'rook-ceph-cleanup-<node-hostname>' })[0]!,
      /^metadata\.name: ".*" is not a valid name: a lowercase RFC 1123 subdomain/,
    );
    assert.equal(problems('Job', { name: 'Web' }).length, 1, 'upper case');
    assert.equal(problems('Node', { name: 'a'.repeat(253) }).length, 0);
    assert.match(problems('Node', { name: 'a'.repeat(254) })[0]!, /must be no more than 253 characters/);
  });

  it('a StatefulSet name is a DNS-1123 label (its pods are hostnames); a CronJob name at most 52 characters', () => {
    assert.match(problems('StatefulSet', { name: 'db.primary' })[0]!, /a lowercase RFC 1123 label/);
    assert.deepEqual(problems('Deployment', { name: 'db.primary' }), []);
    assert.deepEqual(problems('CronJob', { name: 'c'.repeat(52) }), []);
    assert.match(problems('CronJob', { name: 'c'.repeat(53) })[0]!, /must be no more than 52 characters/);
  });

  it('a namespace is a DNS-1123 label; cluster-scoped kinds have none to check', () => {
    assert.match(problems('Pod', { name: 'p', namespace: 'Team_A' })[0]!, /^metadata\.namespace: "Team_A" is not a valid namespace/);
    assert.deepEqual(problems('PriorityClass', { name: 'high', namespace: 'Team_A' }), []);
    assert.deepEqual(problems('ResizeScenario', { name: 'Grow_All' }), [], 'no API object');
  });

  it('a refused object is an input/schema error at its name and is left out; a {{ … }} placeholder is a template, left out with a warning', () => {
    const text = (name: string): string => `apiVersion: v1\nkind: Pod\nmetadata: {name: "${name}"}\nspec:\n  containers: [{name: c, image: x}]\n`;
    const bad = lintSources([{ path: 'p.yaml', text: text('web_0') }], { featureGates: {} });
    assert.deepEqual(
      bad.diagnostics.filter((d) => d.ruleId === 'input/schema').map((d) => `${d.severity} ${d.range.start.line}:${d.range.start.column}`),
      ['error 3:18'],
    );
    assert.equal(bad.model.pods.length, 0);
    const template = lintSources([{ path: 'p.yaml', text: text('vttablet-{{uid}}') }], { featureGates: {} });
    assert.deepEqual(
      template.diagnostics.filter((d) => d.ruleId.startsWith('input/')).map((d) => `${d.ruleId} ${d.severity}`),
      ['input/not-rendered warning'],
    );
    assert.equal(template.model.pods.length, 0);
    // A Flux post-build (envsubst) variable left in a name or namespace: a template too.
    const variables = [
      text('web-${branch}'),
      'apiVersion: v1\nkind: Pod\nmetadata: {name: web, namespace: "team-${TENANT:=a}"}\nspec:\n  containers: [{name: c, image: x}]\n',
    ];
    const flux = lintSources(
      variables.map((t, i) => ({ path: `v${i}.yaml`, text: t })),
      { featureGates: {} },
    );
    assert.deepEqual(
      flux.diagnostics.filter((d) => d.ruleId.startsWith('input/')).map((d) => `${d.file}:${d.range.start.line} ${d.ruleId} ${d.severity} ${d.message}`),
      [
        'v0.yaml:3 input/not-rendered warning Pod "web-${branch}" is a template (its name holds a ${…} variable, as Flux post-build substitution and envsubst fill in), not a manifest: render it first, or list it in `exclude`; it is left out',
        'v1.yaml:3 input/not-rendered warning Pod "web" is a template (its namespace holds a ${…} variable, as Flux post-build substitution and envsubst fill in), not a manifest: render it first, or list it in `exclude`; it is left out',
      ],
    );
    assert.equal(flux.model.pods.length, 0);
    // One in a value the schema refuses as it stands (an integer, a quantity): a template too, not an error.
    const values = lintSources(
      [
        {
          path: 'd.yaml',
          text: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  replicas: ${REPLICAS:=1}\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec: {containers: [{name: c, image: x}]}\n',
        },
        {
          path: 'q.yaml',
          text: 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: x, resources: {requests: {cpu: "${CPU}"}}}]\n',
        },
      ],
      { featureGates: {} },
    );
    assert.deepEqual(
      values.diagnostics
        .filter((d) => d.ruleId.startsWith('input/'))
        .map((d) => `${d.file}:${d.range.start.line} ${d.ruleId} ${d.severity} ${d.message.split(',')[0]}`),
      [
        'd.yaml:5 input/not-rendered warning Deployment "web" is a template (its spec.replicas holds a ${…} variable',
        'q.yaml:5 input/not-rendered warning Pod "p" is a template (its spec.containers[0].resources.requests.cpu holds a ${…} variable',
      ],
    );
    // envsubst's `$VAR` without braces (a RayJob in `$NAMESPACE`, as awslabs/data-on-eks writes it), in a kind with a schema or without.
    const unbraced = lintSources(
      [
        { path: 'u0.yaml', text: 'apiVersion: v1\nkind: Pod\nmetadata: {name: web, namespace: $NAMESPACE}\nspec:\n  containers: [{name: c, image: x}]\n' },
        { path: 'u1.yaml', text: 'apiVersion: ray.io/v1\nkind: RayJob\nmetadata: {name: job, namespace: $NAMESPACE}\nspec: {entrypoint: python x.py}\n' },
      ],
      { featureGates: {} },
    );
    assert.deepEqual(
      unbraced.diagnostics
        .filter((d) => d.ruleId.startsWith('input/'))
        .map((d) => `${d.file}:${d.range.start.line} ${d.ruleId} ${d.severity} ${d.message.split('),')[0]}`),
      [
        'u0.yaml:3 input/not-rendered warning Pod "web" is a template (its namespace holds a $VAR variable, as envsubst fills in',
        'u1.yaml:3 input/not-rendered warning RayJob "job" is a template (its namespace holds a $VAR variable, as envsubst fills in',
      ],
    );
    // A template repository's `<NAME>` (kubefirst/gitops-template) and a dotted `${a.b}`
    // (cloudogu/gitops-playground's FreeMarker): templates, in a Job and an Application alike.
    const filled = lintSources(
      [
        {
          path: 'j.yaml',
          text: 'apiVersion: batch/v1\nkind: Job\nmetadata: {name: <WORKLOAD_CLUSTER_NAME>-init}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: c, image: x}]\n',
        },
        {
          path: 'a.yaml',
          text: 'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: <WORKLOAD_CLUSTER_NAME>-config, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: "https://example.com/x.git", path: apps}\n  destination: {server: "https://kubernetes.default.svc"}\n',
        },
        { path: 'n.yaml', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm, namespace: "${config.application.namespace}"}\n' },
      ],
      { featureGates: {} },
    );
    assert.deepEqual(
      filled.diagnostics
        .filter((d) => d.ruleId.startsWith('input/'))
        .map((d) => `${d.file}:${d.range.start.line} ${d.ruleId} ${d.severity} ${d.message.split('),')[0]}`),
      [
        'a.yaml:3 input/not-rendered warning Application "<WORKLOAD_CLUSTER_NAME>-config" is a template (its name holds a <NAME> placeholder, as a template repository has replaced when it is set up',
        'j.yaml:3 input/not-rendered warning Job "<WORKLOAD_CLUSTER_NAME>-init" is a template (its name holds a <NAME> placeholder, as a template repository has replaced when it is set up',
        'n.yaml:3 input/not-rendered warning ConfigMap "cm" is a template (its namespace holds a ${…} interpolation, as a template engine fills in',
      ],
    );
    // A kind without a schema here has a name the API server checks too.
    const configMap = lintSources([{ path: 'c.yaml', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "x-{{ .Name }}"}\n' }], { featureGates: {} });
    assert.deepEqual(
      configMap.diagnostics.filter((d) => d.ruleId.startsWith('input/')).map((d) => `${d.ruleId} ${d.severity}`),
      ['input/not-rendered warning'],
    );
  });

  it("a pod spec's priorityClassName is a DNS-1123 subdomain (ValidatePodSpec); one holding a placeholder is a template, left out with a warning", () => {
    const deployment = (className: string): string =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: kube-system}\nspec:\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec:\n      priorityClassName: "${className}"\n      containers: [{name: c, image: x}]\n`;
    const pc = 'apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: high}\nvalue: 1000\n';
    assert.deepEqual(podSpecNameProblems({ spec: { priorityClassName: 'high.a' } }, 'Pod'), []);
    assert.deepEqual(podSpecNameProblems({ spec: { priorityClassName: '' } }, 'Pod'), [], 'empty: the default class');
    assert.deepEqual(
      podSpecNameProblems({ spec: { jobTemplate: { spec: { template: { spec: { priorityClassName: 'High' } } } } } }, 'CronJob').map((p) => p.path.join('.')),
      ['spec.jobTemplate.spec.template.spec.priorityClassName'],
    );
    const run = (className: string) =>
      lintSources(
        [
          { path: 'd.yaml', text: deployment(className) },
          { path: 'pc.yaml', text: pc },
        ],
        { featureGates: {} },
      );
    // kubernetes-on-aws fills it from the cluster's config items; a Flux variable alike.
    for (const [className, holds] of [
      ['{{ .Cluster.ConfigItems.system_priority_class }}', 'a {{ … }} placeholder'],
      ['${PRIORITY_CLASS}', 'a ${…} variable, as Flux post-build substitution and envsubst fill in'],
    ] as const) {
      const template = run(className);
      assert.deepEqual(
        template.diagnostics
          .filter((d) => d.ruleId.startsWith('input/') || d.ruleId.startsWith('priority/'))
          .map((d) => `${d.file}:${d.range.start.line} ${d.ruleId} ${d.severity} ${d.message.split(')')[0]}`),
        [`d.yaml:9 input/not-rendered warning Deployment "web" is a template (its spec.template.spec.priorityClassName holds ${holds}`],
      );
      assert.equal(template.model.pods.length, 0);
    }
    const refused = run('Cluster_High');
    assert.deepEqual(
      refused.diagnostics.filter((d) => d.ruleId.startsWith('input/') || d.ruleId.startsWith('priority/')).map((d) => `${d.ruleId} ${d.severity} ${d.message}`),
      [
        `input/schema error Deployment "kube-system/web" spec.template.spec.priorityClassName: "Cluster_High" is not a valid PriorityClass name: a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com'); the API server refuses it`,
      ],
    );
    assert.equal(refused.model.pods.length, 0);
    assert.deepEqual(
      run('high').diagnostics.filter((d) => d.ruleId.startsWith('input/') || d.ruleId.startsWith('priority/')),
      [],
    );
  });
});
