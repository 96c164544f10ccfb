import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { changedResources, DIFF_SCENARIO, diffScenario, GENERATED_ANNOTATION } from '../../src/diff/changed-resources.ts';
import { compareRuns } from '../../src/diff/compare.ts';
import { changeDocuments, followNames, lintChange } from '../../src/diff/simulate-change.ts';
import { lintDocuments, type LintResult } from '../../src/index.ts';
import { parseSource, type LoadedDocument } from '../../src/load/index.ts';
import { deploymentPod } from '../helpers/pod-names.ts';
import { itPriorityClasses, manifests, node, pod } from '../helpers/builders.ts';
import { GATE } from '../helpers/engine.ts';

const FILE = 'k8s/apps.yaml';

function deployment(cpu: string): Record<string, unknown> {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'api', namespace: 'default' },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'api' } },
      template: {
        metadata: { labels: { app: 'api' } },
        spec: { priorityClassName: 'medium', containers: [{ name: 'api', image: 'api:1', resources: { requests: { cpu, memory: '64Mi' } } }] },
      },
    },
  };
}

interface Side {
  readonly text: string;
  readonly documents: readonly LoadedDocument[];
  readonly result: LintResult;
}

const OPTIONS = { featureGates: { [GATE]: true } };

function side(opts: { head: boolean }): Side {
  const h = opts.head;
  const strict = pod('strict').priority('medium').on('n1').container('main');
  const items = [
    // Head starts with an extra (ignored) object, so every head line differs from its base line.
    ...(h ? [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'pushed-down', namespace: 'default' }, data: { a: '1', b: '2' } }] : []),
    ...itPriorityClasses(),
    node('n1').cpu('4').memory('8Gi'),
    pod('web')
      .priority('high')
      .on('n1')
      .container('app')
      .cpu(h ? '2' : '1')
      .memory('100Mi')
      .container('log')
      .cpu('100m')
      .memory('50Mi'),
    // The head drops the limits (and so the defaulted requests): the API refuses that resize.
    h ? strict : strict.guaranteed({ cpu: '500m', memory: '100Mi' }),
    pod('unbound')
      .priority('low')
      .container('main')
      .cpu(h ? '300m' : '200m'),
    pod('same').priority('low').on('n1').container('main').cpu('100m'),
    deployment(h ? '250m' : '200m'),
  ];
  const text = manifests(...items);
  const parsed = parseSource({ path: FILE, text });
  return { text, documents: parsed.documents, result: lintDocuments(parsed.documents, OPTIONS, parsed.diagnostics) };
}

const base = side({ head: false });
const head = side({ head: true });

/** 1-based line of the first line matching `re` after the line matching `after`. */
function lineOf(text: string, after: RegExp, re: RegExp): number {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => after.test(l));
  const i = lines.findIndex((l, k) => k > from && re.test(l));
  assert.ok(from >= 0 && i >= 0, `no ${String(re)} after ${String(after)}`);
  return i + 1;
}

describe('changedResources', () => {
  it('lists every Pod and workload whose container resources changed, and why some are not resizes', () => {
    const changes = changedResources(base.result.model, head.result.model);
    assert.deepEqual(
      changes.map((c) => [`${c.target.kind}/${c.target.name}`, c.containers.map((k) => k.name).join(','), c.skipped?.reason ?? 'resize']),
      [
        ['Deployment/api', 'api', 'resize'],
        ['Pod/strict', 'main', 'resize'],
        ['Pod/unbound', 'main', 'NotBound'],
        ['Pod/web', 'app', 'resize'],
      ],
    );
  });

  it('placed (diff mode): a Pod without spec.nodeName is resized where the scheduler put it', () => {
    const changes = changedResources(base.result.model, head.result.model, { podsOnly: true, placed: true });
    assert.deepEqual(
      changes.map((c) => [`${c.target.kind}/${c.target.name}`, c.skipped?.reason ?? 'resize']),
      [
        ['Pod/strict', 'resize'],
        ['Pod/unbound', 'resize'],
        ['Pod/web', 'resize'],
      ],
    );
  });
});

describe('diffScenario', () => {
  const s = diffScenario(base.result.model, head.result.model);

  it('turns a changed request into a resize of the bound pod, from base to head values', () => {
    assert.ok(s !== undefined);
    assert.equal(s.name, DIFF_SCENARIO);
    const web = s.resizes.find((r) => r.target.name === 'web');
    assert.ok(web !== undefined);
    assert.deepEqual(web.target, { kind: 'Pod', namespace: 'default', name: 'web' });
    assert.deepEqual(web.path, ['spec', 'resizes', 2]);
    assert.equal(web.containers.length, 1);
    const app = web.containers[0]!;
    assert.equal(app.name, 'app');
    assert.deepEqual(
      [...app.requests],
      [
        ['cpu', 2000n],
        ['memory', 100n * 1024n * 1024n],
      ],
    );
    assert.deepEqual(app.removed, { requests: [], limits: [] });
    assert.deepEqual(app.path, ['spec', 'resizes', 2, 'containers', 0]);
  });

  it('targets a workload as a whole, and sends null for requests and limits the head drops', () => {
    assert.deepEqual(
      s!.resizes.map((r) => `${r.target.kind}/${r.target.name}`),
      ['Deployment/api', 'Pod/strict', 'Pod/web'],
    );
    const strict = s!.resizes[1]!.containers[0]!;
    assert.deepEqual(strict.removed, { requests: ['cpu', 'memory'], limits: ['cpu', 'memory'] });
    const value = s!.doc.value as { metadata: { annotations: Record<string, string> }; spec: { resizes: { containers: { resources: unknown }[] }[] } };
    assert.equal(value.metadata.annotations[GENERATED_ANNOTATION], 'diff');
    assert.deepEqual(value.spec.resizes[1]!.containers[0]!.resources, { requests: { cpu: null, memory: null }, limits: { cpu: null, memory: null } });
    assert.deepEqual(value.spec.resizes[0]!.containers[0]!.resources, { requests: { cpu: '250m', memory: '64Mi' }, limits: {} });
  });

  it('locates its resizes in the head manifest', () => {
    assert.equal(s!.doc.file, FILE);
    const at = s!.doc.locate(['spec', 'resizes', 2, 'containers', 0], 'key');
    assert.equal(at.start.line, lineOf(head.text, /^  name: web$/, /^ {6}resources:/));
    const cpu = s!.doc.locate(['spec', 'resizes', 2, 'containers', 0, 'resources', 'requests', 'cpu']);
    assert.equal(cpu.start.line, lineOf(head.text, /^  name: web$/, /^ {10}cpu: "2"$/));
  });

  it('is undefined when nothing is resized', () => {
    assert.equal(diffScenario(base.result.model, base.result.model), undefined);
    assert.equal(diffScenario(base.result.model, side({ head: false }).result.model), undefined);
  });
});

describe('changeDocuments', () => {
  const docs = changeDocuments(base.documents, head.documents);

  it('keeps the base values and takes the head positions', () => {
    assert.equal(docs.length, base.documents.length);
    const web = docs.find((d) => (d.value as { metadata?: { name?: string } }).metadata?.name === 'web')!;
    assert.ok(base.documents.some((d) => d.value === web.value));
    assert.equal((web.value as { spec: { containers: { resources: { requests: { cpu: string } } }[] } }).spec.containers[0]!.resources.requests.cpu, '1');
    const cpuPath = ['spec', 'containers', 0, 'resources', 'requests', 'cpu'];
    assert.equal(web.locate(cpuPath).start.line, lineOf(head.text, /^  name: web$/, /^ {10}cpu: "2"$/));
  });

  it('follows named entries by name when their index differs', () => {
    const b = { spec: { containers: [{ name: 'a' }, { name: 'b', resources: {} }] } };
    const h = { spec: { containers: [{ name: 'b', resources: {} }, { name: 'c' }] } };
    assert.deepEqual(followNames(b, h, ['spec', 'containers', 1, 'resources']), ['spec', 'containers', 0, 'resources']);
    assert.deepEqual(followNames(b, h, ['spec', 'containers', 0, 'resources']), ['spec', 'containers']);
    assert.deepEqual(followNames(b, h, ['metadata', 'name']), ['metadata', 'name']);
  });
});

describe('lintChange', () => {
  const runs = lintChange({ documents: base.documents, diagnostics: [] }, { documents: head.documents, diagnostics: [] }, OPTIONS);
  const diffScenarioResult = runs.head.simulation.scenarios.find((x) => x.name === DIFF_SCENARIO)!;

  it("simulates bare pods' resizes from base values (an unbound one where cluster-state placed it), reports them in the head manifests, and rolls the Deployment out", () => {
    const outcomes = diffScenarioResult.resizes.map((r) => `${r.pod.name}:${r.outcome}:${r.reason}`).sort();
    assert.deepEqual(outcomes, ['strict:Rejected:ResourceRemoved', 'unbound:Completed:Fits', 'web:Completed:Fits']);
    assert.deepEqual(
      diffScenarioResult.rollouts?.map((r) => `${r.workload.kind}/${r.workload.name}:${r.outcome}:${r.updated}`),
      ['Deployment/api:Completed:2'],
    );
    assert.ok(diffScenarioResult.placements.every((p) => deploymentPod('api').test(p.pod.name)));
    const web = diffScenarioResult.resizes.find((r) => r.pod.name === 'web')!;
    assert.equal(web.from.get('cpu'), 1100n);
    assert.equal(web.to.get('cpu'), 2100n);
    const rejected = runs.head.diagnostics.filter((d) => d.ruleId === 'resize/rejected');
    assert.equal(rejected.length, 1);
    assert.equal(rejected[0]!.file, FILE);
    assert.equal(rejected[0]!.scenario, DIFF_SCENARIO);
    assert.equal(rejected[0]!.range.start.line, lineOf(head.text, /^  name: strict$/, /^ {6}resources:/));
  });

  it('makes the change’s own resizes new in compareRuns', () => {
    const diff = compareRuns(runs.base, runs.head);
    assert.deepEqual(
      diff.newlyRejected.map((d) => `${d.result.scenario}/${d.result.pod.name}`),
      ['diff/strict'],
    );
    assert.ok(diff.newFindings.some((d) => d.ruleId === 'resize/rejected' && d.scenario === DIFF_SCENARIO));
  });
});

describe('diffScenario: a bound Pod whose own spec.resources change', () => {
  const text = (cpu: string): string => `apiVersion: v1
kind: Node
metadata: {name: n1}
status:
  allocatable: {cpu: "4", memory: 8Gi, pods: "110"}
---
apiVersion: v1
kind: Pod
metadata: {name: web, namespace: default}
spec:
  nodeName: n1
  resources:
    requests: {cpu: ${cpu}, memory: 1Gi}
    limits: {cpu: "4", memory: 2Gi}
  containers:
  - name: app
    image: nginx
`;
  const model = (cpu: string): LintResult['model'] => {
    const parsed = parseSource({ path: FILE, text: text(cpu) });
    return lintDocuments(parsed.documents, OPTIONS, parsed.diagnostics).model;
  };
  const s = diffScenario(model('"2"'), model('3500m'));

  it('is a pod-level resize: the head values as the patch of `resources`, no container patch', () => {
    assert.ok(s !== undefined);
    const web = s.resizes[0]!;
    assert.deepEqual(web.containers, []);
    assert.deepEqual(Object.fromEntries(web.podResources!.requests), { cpu: 3500n, memory: 1024n ** 3n });
    assert.deepEqual(web.podResources!.path, ['spec', 'resizes', 0, 'resources']);
    const value = s.doc.value as { spec: { resizes: { resources: unknown }[] } };
    assert.deepEqual(value.spec.resizes[0]!.resources, { requests: { cpu: '3500m', memory: '1Gi' }, limits: { cpu: '4', memory: '2Gi' } });
  });

  it("locates it at the pod's own resources in the head manifest", () => {
    const at = s!.doc.locate(['spec', 'resizes', 0, 'resources', 'requests', 'cpu']);
    assert.equal(at.start.line, lineOf(text('3500m'), /^  nodeName: n1$/, /^ {4}requests: \{cpu: 3500m/));
  });
});
