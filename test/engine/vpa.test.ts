/**
 * The generated `vpa-max` scenario: which VPAs and pods it resizes, to what, and
 * what the VPA does when the in-place resize does not go through. Each test is built so that
 * dropping the rule it names from the engine changes the report.
 *
 * Conventions: node n1 with 4 cpu / 8Gi; Deployment "web" (pods web#0, web#1) with one container
 * "app" at requests cpu 500m / memory 512Mi and limits cpu 1 / memory 1Gi (Burstable, ratio 2).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lintSources, type LintOptions } from '../../src/index.ts';
import { vpaEvicts, vpaOf } from '../../src/engine/scenarios/vpa-result.ts';
import { manifests, node, pdb, pod, priorityClass, type Manifest } from '../helpers/builders.ts';
import { asReplica, events, GATE, podNamed, inputErrors, resize, type Run, jsonReport } from '../helpers/engine.ts';
import { assertValidReport } from '../helpers/report-schema.ts';
import { DEFAULT_BOUNDS } from '../../src/core/bounds.ts';

const VPA_MAX = 'vpa-max';
const EVICT_SENTENCE = 'VPA would evict and recreate the pod';

type Json = Record<string, unknown>;

function run(items: readonly (Manifest | Json)[], opts: Partial<LintOptions> = {}): Run {
  const yaml = manifests(...items);
  const result = lintSources([{ path: 'cluster.yaml', text: yaml }], { featureGates: { [GATE]: true }, ...opts });
  const r = { result, report: jsonReport(result), yaml };
  assert.deepEqual(inputErrors(r), [], 'the test manifests themselves must be valid');
  return r;
}

interface ContainerSpec {
  readonly name: string;
  readonly requests: Json;
  readonly limits?: Json;
}

const APP: ContainerSpec = { name: 'app', requests: { cpu: '500m', memory: '512Mi' }, limits: { cpu: '1', memory: '1Gi' } };

function deployment(name: string, replicas: number, containers: readonly ContainerSpec[] = [APP], extra: Json = {}): Json {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'default' },
    spec: {
      replicas,
      selector: { matchLabels: { app: name } },
      template: {
        metadata: { labels: { app: name } },
        spec: {
          ...extra,
          containers: containers.map((c) => ({
            name: c.name,
            image: 'registry.k8s.io/pause:3.10',
            resources: { requests: c.requests, ...(c.limits ? { limits: c.limits } : {}) },
          })),
        },
      },
    },
  };
}

interface VpaSpec {
  readonly mode?: string;
  readonly minReplicas?: number;
  readonly policies?: readonly Json[];
  readonly target?: string;
}

function vpa(name: string, spec: VpaSpec = {}): Json {
  const updatePolicy: Json = {};
  if (spec.mode !== undefined) updatePolicy['updateMode'] = spec.mode;
  if (spec.minReplicas !== undefined) updatePolicy['minReplicas'] = spec.minReplicas;
  return {
    apiVersion: 'autoscaling.k8s.io/v1',
    kind: 'VerticalPodAutoscaler',
    metadata: { name, namespace: 'default' },
    spec: {
      targetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: spec.target ?? 'web' },
      ...(Object.keys(updatePolicy).length > 0 ? { updatePolicy } : {}),
      ...(spec.policies !== undefined ? { resourcePolicy: { containerPolicies: spec.policies } } : {}),
    },
  };
}

function n1(): Manifest {
  return node('n1').cpu('4').memory('8Gi');
}

/** The container resources a pod asked for in vpa-max, from its first kubelet resize event. */
function asked(r: Run, podName: string, container = 'app'): { requests?: Record<string, string>; limits?: Record<string, string> } {
  podName = podNamed(r, podName);
  const e = events(r, VPA_MAX, podName).find((x) => x.reason.startsWith('Resize'));
  assert.ok(e, `${podName} has a kubelet resize event in vpa-max: ${JSON.stringify(r.report.events)}`);
  const summary = JSON.parse(e.message.slice(e.message.indexOf(': ') + 2)) as {
    containers: { name: string; resources: { requests?: Record<string, string>; limits?: Record<string, string> } }[];
  };
  const c = summary.containers.find((x) => x.name === container);
  assert.ok(c, `container ${container} in ${e.message}`);
  return c.resources;
}

function vpaResult(r: Run, podName: string): NonNullable<ReturnType<typeof findResult>> {
  const found = findResult(r, podName);
  assert.ok(found, `a vpa-max result for ${podName}`);
  return found;
}

function findResult(r: Run, podName: string) {
  podName = podNamed(r, podName);
  return r.result.simulation.scenarios.find((s) => s.name === VPA_MAX)?.resizes.find((x) => x.pod.name === podName);
}

const MAX_1CPU_1GI = [{ containerName: '*', maxAllowed: { cpu: '1', memory: '1Gi' } }];

// ---------------------------------------------------------------------------------------------
describe('VPA pkg/updater/logic/updater.go: update modes', () => {
  it('InPlaceOrRecreate: every managed pod is resized in place to maxAllowed, all at once', () => {
    const r = run([n1(), deployment('web', 2), vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: MAX_1CPU_1GI })]);
    for (const name of ['web#0', 'web#1']) {
      const res = resize(r, name, VPA_MAX);
      assert.equal(res.outcome, 'Completed', res.message);
      assert.deepEqual(res.from, { cpu: '500m', memory: '512Mi' });
      assert.deepEqual(res.to, { cpu: '1', memory: '1Gi' });
      assert.deepEqual(vpaOf(vpaResult(r, name)), { name: 'default/web-vpa', mode: 'InPlaceOrRecreate', unbounded: [] });
      assert.equal(vpaEvicts(vpaResult(r, name)), false);
    }
    assert.deepEqual(
      events(r, VPA_MAX)
        .filter((e) => e.reason === 'ResizeCompleted')
        .map((e) => `${asReplica(r, e.object.split('/')[2]!)}@${e.at}`)
        .sort(),
      ['web#0@0', 'web#1@0'],
    );
    assertValidReport(r.report);
  });

  it('InPlace: simulated in place too', () => {
    const r = run([n1(), deployment('web', 2), vpa('web-vpa', { mode: 'InPlace', policies: MAX_1CPU_1GI })]);
    assert.equal(resize(r, 'web#0', VPA_MAX).outcome, 'Completed');
    assert.equal(vpaOf(vpaResult(r, 'web#0'))?.mode, 'InPlace');
  });

  it('bounds.resizes counts a recreation as a request, and a cut among them is one error at the first pod left out', () => {
    const yaml = manifests(n1(), deployment('web', 3), vpa('web-vpa', { mode: 'Recreate', policies: MAX_1CPU_1GI }));
    const result = lintSources([{ path: 'cluster.yaml', text: yaml }], { featureGates: { [GATE]: true }, bounds: { ...DEFAULT_BOUNDS, resizes: 2 } });
    const r = { report: jsonReport(result) };
    assert.equal(r.report.resizes.filter((x) => x.scenario === VPA_MAX && x.reason === 'VPARecreate').length, 2);
    const big = r.report.findings.filter((f) => f.ruleId === 'input/too-large');
    assert.equal(big.length, 1);
    assert.match(big[0]!.message, /^scenario "vpa-max": 1 of its 3 resize requests are left out, from pod default\/web-[a-z0-9]+-[a-z0-9]{5} on:/);
    assert.equal(big[0]!.object?.name, big[0]!.message.match(/from pod default\/(\S+) on/)![1]);
  });

  for (const mode of ['Recreate', 'Auto', undefined] as const) {
    it(`${mode ?? 'unset (Auto)'}: reported as not in place (VPA evicts), not simulated as an in-place resize`, () => {
      const r = run([n1(), deployment('web', 2), vpa('web-vpa', { ...(mode !== undefined ? { mode } : {}), policies: MAX_1CPU_1GI })]);
      const res = resize(r, 'web#0', VPA_MAX);
      assert.equal(res.outcome, 'Preempted');
      assert.equal(res.reason, 'VPARecreate');
      assert.ok(res.message.includes(EVICT_SENTENCE), res.message);
      assert.ok(res.message.includes(mode === undefined ? 'updateMode unset (Auto)' : `updateMode ${mode}`), res.message);
      assert.deepEqual(res.to, { cpu: '1', memory: '1Gi' });
      assert.equal(vpaEvicts(vpaResult(r, 'web#0')), true);
      assert.deepEqual(
        events(r, VPA_MAX).filter((e) => e.reason.startsWith('Resize')),
        [],
        'no resize reaches the kubelet',
      );
      assertValidReport(r.report);
    });
  }

  for (const mode of ['Off', 'Initial']) {
    it(`${mode}: the updater never touches running pods — no vpa-max resizes, the pods are noted as skipped`, () => {
      const r = run([n1(), deployment('web', 2), vpa('web-vpa', { mode, policies: MAX_1CPU_1GI })]);
      assert.deepEqual(
        r.report.resizes.filter((x) => x.scenario === VPA_MAX),
        [],
      );
      assert.deepEqual(r.result.simulation.skipped.map((s) => `${asReplica(r, s.pod.name)}:${s.reason}`).sort(), [
        'web#0:VpaUpdateModeOff',
        'web#1:VpaUpdateModeOff',
      ]);
    });
  }

  it('scenarios.vpaMax: false turns the generated scenario off', () => {
    const r = run([n1(), deployment('web', 2), vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: MAX_1CPU_1GI })], { scenarios: { vpaMax: false } });
    assert.deepEqual(
      r.report.resizes.filter((x) => x.scenario === VPA_MAX),
      [],
    );
  });

  it('no VPA in the input: no vpa-max scenario', () => {
    const r = run([n1(), deployment('web', 2)]);
    assert.equal(
      r.result.simulation.scenarios.some((s) => s.name === VPA_MAX),
      false,
    );
  });
});

// ---------------------------------------------------------------------------------------------
describe('VPA pkg/updater/restriction: the updater acts only on enough live replicas (minReplicas)', () => {
  it('one replica and the default --min-replicas 2: skipped and noted (info finding vpa/too-few-replicas)', () => {
    const r = run([n1(), deployment('web', 1), vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: MAX_1CPU_1GI })]);
    assert.deepEqual(
      r.report.resizes.filter((x) => x.scenario === VPA_MAX),
      [],
    );
    assert.deepEqual(
      r.result.simulation.skipped.map((s) => `${asReplica(r, s.pod.name)}:${s.reason}`),
      ['web#0:VpaTooFewReplicas'],
    );
    const note = r.report.findings.find((f) => f.ruleId === 'vpa/too-few-replicas');
    assert.ok(note, JSON.stringify(r.report.findings));
    assert.equal(note.severity, 'info');
    assert.ok(note.message.includes('1 live pod and the updater needs at least 2'), note.message);
  });

  it("a workload's replicas on alike nodes share one planned resize: one set of resource lists for all of them", () => {
    const r = run([n1(), deployment('web', 3), vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: MAX_1CPU_1GI })]);
    const resizes = r.result.simulation.scenarios.find((s) => s.name === VPA_MAX)!.resizes;
    assert.equal(resizes.length, 3);
    // One plan per workload and node shape: each pod's own lists took 0.9 GB at peak on the envelope with a VPA per Deployment.
    assert.ok(resizes.every((x) => x.to === resizes[0]!.to && x.outcome === 'Completed'));
  });

  it('a pod the VPA would not change is left out with why (VpaNoChange): a LimitRange max with no default caps a ratio-kept limit back', () => {
    // max and no default: max is every pod's default limit, so keeping the limit/request ratio
    // at maxAllowed goes past max, and the capped recommendation is the pod's own size.
    const limitRange = {
      apiVersion: 'v1',
      kind: 'LimitRange',
      metadata: { name: 'limits', namespace: 'default' },
      spec: { limits: [{ type: 'Container', max: { cpu: '2', memory: '2Gi' } }] },
    };
    const requestsOnly = [{ name: 'app', requests: { cpu: '500m', memory: '512Mi' } }];
    const r = run([n1(), deployment('web', 2, requestsOnly), vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: MAX_1CPU_1GI }), limitRange]);
    assert.equal(findResult(r, 'web#0'), undefined);
    assert.deepEqual(r.result.simulation.skipped.map((s) => `${asReplica(r, s.pod.name)}:${s.reason}`).sort(), ['web#0:VpaNoChange', 'web#1:VpaNoChange']);
    const note = r.report.findings.find((f) => f.ruleId === 'coverage/nothing-simulated');
    assert.ok(note === undefined || note.message.includes('left out 2 pods'), note?.message);
  });

  it('spec.updatePolicy.minReplicas: 1 lets the single replica be resized', () => {
    const r = run([n1(), deployment('web', 1), vpa('web-vpa', { mode: 'InPlaceOrRecreate', minReplicas: 1, policies: MAX_1CPU_1GI })]);
    assert.equal(resize(r, 'web#0', VPA_MAX).outcome, 'Completed');
  });

  it('minReplicas: 3 skips a Deployment with 2 replicas', () => {
    const r = run([n1(), deployment('web', 2), vpa('web-vpa', { mode: 'InPlaceOrRecreate', minReplicas: 3, policies: MAX_1CPU_1GI })]);
    assert.deepEqual(
      r.report.resizes.filter((x) => x.scenario === VPA_MAX),
      [],
    );
  });

  it('a live snapshot: pods owned by the ReplicaSet web-<hash> belong to the Deployment the VPA targets', () => {
    const replica = (name: string) =>
      pod(name)
        .ownedBy('ReplicaSet', 'web-5d8f7')
        .label('pod-template-hash', '5d8f7')
        .requests({ cpu: '500m', memory: '512Mi' })
        .limits({ cpu: '1', memory: '1Gi' })
        .on('n1');
    const r = run([n1(), replica('web-5d8f7-a'), replica('web-5d8f7-b'), vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: MAX_1CPU_1GI })]);
    assert.equal(resize(r, 'web-5d8f7-a', VPA_MAX).outcome, 'Completed');
    assert.equal(resize(r, 'web-5d8f7-b', VPA_MAX).outcome, 'Completed');
  });

  it('a VPA with an unknown updateMode is an input/schema error and is left out', () => {
    const yaml = manifests(n1(), deployment('web', 2), vpa('web-vpa', { mode: 'Sometimes', policies: MAX_1CPU_1GI }));
    const result = lintSources([{ path: 'cluster.yaml', text: yaml }], { featureGates: { [GATE]: true } });
    const report = jsonReport(result);
    const schema = report.findings.filter((f) => f.ruleId === 'input/schema');
    assert.equal(schema.length, 1, JSON.stringify(report.findings));
    assert.ok(
      schema[0]!.message.startsWith('VerticalPodAutoscaler "default/web-vpa" spec.updatePolicy.updateMode: "Sometimes" is not one of'),
      schema[0]!.message,
    );
    assert.equal(
      result.simulation.scenarios.some((s) => s.name === VPA_MAX),
      false,
    );
  });

  it("a VPA whose target's pods the API server refuses (quota pods 0, a LimitRange min) says so, as a PDB over them does", () => {
    const quota: Json = { apiVersion: 'v1', kind: 'ResourceQuota', metadata: { name: 'q', namespace: 'default' }, spec: { hard: { pods: '0' } } };
    const min: Json = {
      apiVersion: 'v1',
      kind: 'LimitRange',
      metadata: { name: 'lr', namespace: 'default' },
      spec: { limits: [{ type: 'Container', min: { cpu: '1' } }] },
    };
    for (const [refusing, why] of [
      [quota, 'exceeded quota: q, requested: pods=1, used: pods=0, limited: pods=0'],
      [min, 'minimum cpu usage per Container is 1, but request is 500m'],
    ] as const) {
      const r = run([n1(), refusing, deployment('web', 2), vpa('web-vpa', { mode: 'InPlaceOrRecreate' })]);
      const f = r.report.findings.find((x) => x.ruleId === 'reference/missing-target');
      assert.ok(f, JSON.stringify(r.report.findings));
      assert.ok(f.message.includes('targets Deployment/default/web, whose pods are left out: Pod/default/web-'), f.message);
      assert.ok(
        f.message.includes(`(the API server refuses to create it (pods "web-`) && f.message.includes(`is forbidden: ${why}), at cluster.yaml:`),
        f.message,
      );
      assert.equal(f.severity, 'warning');
    }
  });

  it('a VPA whose target is in the input at 0 replicas says so, not that it matches no pod (mitchross/talos-argocd-proxmox: a GPU app switched off)', () => {
    const r = run([n1(), deployment('web', 0), vpa('web-vpa', { mode: 'InPlaceOrRecreate' })]);
    const f = r.report.findings.find((x) => x.ruleId === 'reference/missing-target');
    assert.ok(f, JSON.stringify(r.report.findings));
    assert.equal(
      f.message,
      'VerticalPodAutoscaler "default/web-vpa" targets Deployment/default/web, which is in the input but runs no pod: its replicas are 0; the vpa-max scenario leaves it out',
    );
    assert.equal(f.severity, 'warning');
  });

  it('a VPA whose target matches no pod is a warning (reference/missing-target)', () => {
    const r = run([n1(), deployment('web', 2), vpa('other-vpa', { mode: 'InPlaceOrRecreate', target: 'nothing' })]);
    const f = r.report.findings.find((x) => x.ruleId === 'reference/missing-target');
    assert.ok(f, JSON.stringify(r.report.findings));
    assert.equal(f.severity, 'warning');
  });
});

// ---------------------------------------------------------------------------------------------
describe('VPA pkg/utils/vpa/capping.go: container policies', () => {
  const TWO: readonly ContainerSpec[] = [APP, { name: 'log', requests: { cpu: '100m', memory: '64Mi' }, limits: { cpu: '200m', memory: '128Mi' } }];

  it('"*" is the default policy and a named policy overrides it for its container', () => {
    const r = run([
      n1(),
      deployment('web', 2, TWO),
      vpa('web-vpa', {
        mode: 'InPlaceOrRecreate',
        policies: [
          { containerName: '*', maxAllowed: { cpu: '1', memory: '1Gi' } },
          { containerName: 'log', maxAllowed: { cpu: '300m', memory: '256Mi' } },
        ],
      }),
    ]);
    assert.deepEqual(asked(r, 'web#0', 'app').requests, { cpu: '1', memory: '1Gi' });
    assert.deepEqual(asked(r, 'web#0', 'log').requests, { cpu: '300m', memory: '256Mi' });
    assert.deepEqual(resize(r, 'web#0', VPA_MAX).to, { cpu: '1300m', memory: '1280Mi' });
  });

  it('mode Off on a named policy leaves that container as it is', () => {
    const r = run([
      n1(),
      deployment('web', 2, TWO),
      vpa('web-vpa', {
        mode: 'InPlaceOrRecreate',
        policies: [
          { containerName: '*', maxAllowed: { cpu: '1', memory: '1Gi' } },
          { containerName: 'log', mode: 'Off' },
        ],
      }),
    ]);
    assert.deepEqual(asked(r, 'web#0', 'log').requests, { cpu: '100m', memory: '64Mi' });
    assert.deepEqual(asked(r, 'web#0', 'app').requests, { cpu: '1', memory: '1Gi' });
  });

  it('maxAllowed is the size the pod is resized to', () => {
    const r = run([
      n1(),
      deployment('web', 2),
      vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: [{ containerName: '*', maxAllowed: { cpu: '750m', memory: '768Mi' } }] }),
    ]);
    assert.deepEqual(resize(r, 'web#0', VPA_MAX).to, { cpu: '750m', memory: '768Mi' });
  });

  it('minAllowed raises the recommendation: minAllowed cpu 6 on an unbounded cpu is above the 4-cpu node → refused by the API (without it: 4, fits)', () => {
    const r = run([
      n1(),
      deployment('web', 1),
      vpa('web-vpa', {
        mode: 'InPlaceOrRecreate',
        minReplicas: 1,
        policies: [{ containerName: '*', minAllowed: { cpu: '6' }, maxAllowed: { memory: '1Gi' } }],
      }),
    ]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.equal(res.outcome, 'Rejected');
    assert.equal(res.reason, 'NodeCapacity');
    assert.ok(res.message.startsWith("node didn't have enough allocatable resources: cpu, requested: 6000, allocatable: 4000"), res.message);
  });

  it('controlledResources [cpu]: memory keeps its request and limit', () => {
    const r = run([
      n1(),
      deployment('web', 2),
      vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: [{ containerName: '*', controlledResources: ['cpu'], maxAllowed: { cpu: '1', memory: '4Gi' } }] }),
    ]);
    assert.deepEqual(asked(r, 'web#0'), { requests: { cpu: '1', memory: '512Mi' }, limits: { cpu: '2', memory: '1Gi' } });
  });

  it('controlledValues RequestsAndLimits (default) keeps the limit/request ratio: 500m/1 → 1/2, 512Mi/1Gi → 1Gi/2Gi', () => {
    const r = run([n1(), deployment('web', 2), vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: MAX_1CPU_1GI })]);
    assert.deepEqual(asked(r, 'web#0'), { requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '2', memory: '2Gi' } });
  });

  it('controlledValues RequestsOnly leaves the limits and caps the request at the limit (maxAllowed cpu 2 → 1)', () => {
    const r = run([
      n1(),
      deployment('web', 2),
      vpa('web-vpa', {
        mode: 'InPlaceOrRecreate',
        policies: [{ containerName: '*', controlledResources: ['cpu'], controlledValues: 'RequestsOnly', maxAllowed: { cpu: '2' } }],
      }),
    ]);
    assert.deepEqual(asked(r, 'web#0'), { requests: { cpu: '1', memory: '512Mi' }, limits: { cpu: '1', memory: '1Gi' } });
    const below = run([
      n1(),
      deployment('web', 2),
      vpa('web-vpa', {
        mode: 'InPlaceOrRecreate',
        policies: [{ containerName: '*', controlledResources: ['cpu'], controlledValues: 'RequestsOnly', maxAllowed: { cpu: '800m' } }],
      }),
    ]);
    assert.deepEqual(asked(below, 'web#0'), { requests: { cpu: '800m', memory: '512Mi' }, limits: { cpu: '1', memory: '1Gi' } });
  });

  it('a controlled resource without maxAllowed goes up to the node allocatable and is listed as unbounded', () => {
    const r = run([
      n1(),
      deployment('web', 1),
      vpa('web-vpa', { mode: 'InPlaceOrRecreate', minReplicas: 1, policies: [{ containerName: '*', maxAllowed: { memory: '1Gi' } }] }),
    ]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.deepEqual(res.to, { cpu: '4', memory: '1Gi' });
    assert.equal(res.outcome, 'Completed', res.message);
    assert.deepEqual(vpaOf(vpaResult(r, 'web#0'))?.unbounded, ['cpu']);
  });

  it('no resourcePolicy at all: cpu and memory both unbounded, up to the node (4 cpu, 8Gi)', () => {
    const r = run([n1(), deployment('web', 1), vpa('web-vpa', { mode: 'InPlaceOrRecreate', minReplicas: 1 })]);
    assert.deepEqual(resize(r, 'web#0', VPA_MAX).to, { cpu: '4', memory: '8Gi' });
    assert.deepEqual(vpaOf(vpaResult(r, 'web#0'))?.unbounded, ['cpu', 'memory']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('VPA pkg/updater/restriction: InPlaceOrRecreate falls back to eviction', () => {
  it('refused above allocatable (maxAllowed cpu 8 on a 4-cpu node, PodResizeValidator): the resize request fails, VPA would evict and recreate the pod', () => {
    const r = run([
      n1(),
      deployment('web', 2),
      vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: [{ containerName: '*', maxAllowed: { cpu: '8', memory: '1Gi' } }] }),
    ]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.equal(res.outcome, 'Rejected');
    assert.equal(res.reason, 'NodeCapacity');
    assert.ok(res.message.includes(EVICT_SENTENCE), res.message);
    assert.equal(vpaEvicts(vpaResult(r, 'web#0')), true);
    assertValidReport(r.report);
  });

  it('InPlace does not fall back: the same refused resize keeps the pod as it is', () => {
    const r = run([
      n1(),
      deployment('web', 2),
      vpa('web-vpa', { mode: 'InPlace', policies: [{ containerName: '*', maxAllowed: { cpu: '8', memory: '1Gi' } }] }),
    ]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.equal(res.outcome, 'Rejected');
    assert.equal(res.message.includes(EVICT_SENTENCE), false, res.message);
    assert.equal(vpaEvicts(vpaResult(r, 'web#0')), false);
  });

  it('Deferred (no room and nothing to preempt): VPA would evict after 5 minutes', () => {
    const r = run([
      priorityClass('critical', 1000000),
      n1(),
      pod('db').priority('critical').cpu('2').memory('1Gi').on('n1'),
      deployment('web', 2),
      vpa('web-vpa', { mode: 'InPlaceOrRecreate', policies: [{ containerName: '*', maxAllowed: { cpu: '1500m', memory: '1Gi' } }] }),
    ]);
    const deferred = ['web#0', 'web#1'].map((n) => resize(r, n, VPA_MAX)).filter((x) => x.outcome === 'Deferred');
    assert.equal(deferred.length, 1, JSON.stringify(r.report.resizes));
    assert.ok(deferred[0]!.message.includes(EVICT_SENTENCE), deferred[0]!.message);
    assert.ok(deferred[0]!.message.includes('more than 5 minutes'), deferred[0]!.message);
  });

  it('a QoS change (RequestsOnly raising every request to its limit makes the pod Guaranteed): rejected, VPA evicts instead', () => {
    const r = run([
      n1(),
      deployment('web', 2),
      vpa('web-vpa', {
        mode: 'InPlaceOrRecreate',
        policies: [{ containerName: '*', controlledValues: 'RequestsOnly', maxAllowed: { cpu: '2', memory: '2Gi' } }],
      }),
    ]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.equal(res.outcome, 'Rejected');
    assert.equal(res.reason, 'QOSClassChange');
    assert.ok(res.message.includes('would change the QoS class'), res.message);
    assert.equal(vpaEvicts(vpaResult(r, 'web#0')), true);
  });
});

// ---------------------------------------------------------------------------------------------
describe('vertical-pod-autoscaler: a realistic manifest set (test/fixtures/vpa/checkout.yaml)', () => {
  it('checkout (memory unbounded) stays Deferred and is evicted instead, search is evicted (Recreate), batch stays untouched (Off)', () => {
    const text = readFileSync(new URL('../fixtures/vpa/checkout.yaml', import.meta.url), 'utf8');
    const result = lintSources([{ path: 'test/fixtures/vpa/checkout.yaml', text }], { featureGates: { [GATE]: true } });
    const report = jsonReport(result);
    assertValidReport(report);
    const r: Run = { result, report, yaml: text };
    assert.deepEqual(inputErrors(r), []);
    const outcome = (name: string): string => {
      const x = resize(r, name, VPA_MAX);
      return `${x.outcome}/${x.reason}`;
    };
    for (const name of ['checkout#0', 'checkout#1']) {
      assert.equal(outcome(name), 'Deferred/NoLowerPriorityPods');
      assert.deepEqual(resize(r, name, VPA_MAX).to, { cpu: '1', memory: '32Gi' });
      assert.deepEqual(vpaOf(findResult(r, name)!)?.unbounded, ['memory']);
      assert.equal(vpaEvicts(findResult(r, name)!), true);
    }
    assert.equal(outcome('search#0'), 'Preempted/VPARecreate');
    assert.equal(outcome('search#1'), 'Preempted/VPARecreate');
    assert.equal(
      report.resizes.some((x) => x.scenario === VPA_MAX && x.pod.name.startsWith('batch')),
      false,
    );
  });
});

// ---------------------------------------------------------------------------------------------
describe('VPA Recreate / Auto: the updater evicts, the controller recreates the pod at the recommendation', () => {
  const RECREATE_2CPU = (minReplicas?: number): Json =>
    vpa('web-vpa', {
      mode: 'Recreate',
      ...(minReplicas !== undefined ? { minReplicas } : {}),
      policies: [{ containerName: '*', maxAllowed: { cpu: '2', memory: '1Gi' } }],
    });
  const replacementOf = (r: Run, name: string) =>
    r.report.placements
      .filter((p) => p.scenario === VPA_MAX && p.owner.name === 'web' && !r.result.model.pods.some((m) => m.ref.name === p.pod.name))
      .find(
        (p) =>
          (r.result.simulation.scenarios.find((s) => s.name === VPA_MAX)?.placements.find((x) => x.pod.name === p.pod.name)?.replacementOf?.name ?? '') ===
          podNamed(r, name),
      );

  it('the replacement is placed at the recommended size (events EvictedByVPA, Killing, then Scheduled)', () => {
    const r = run([node('n1').cpu('3').memory('8Gi'), deployment('web', 1), RECREATE_2CPU(1)]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.equal(`${res.outcome}/${res.reason}`, 'Preempted/VPARecreate');
    const p = replacementOf(r, 'web#0');
    assert.ok(p, 'a replacement pod is placed');
    assert.equal(p.node, 'n1', 'the old pod (500m) is still terminating: 2 + 0.5 fits 3 CPUs');
    assert.ok(res.message.includes(`its replacement "default/${p.pod.name}" is placed on node "n1"`), res.message);
    const reasons = events(r, VPA_MAX).map((e) => `${e.reason} ${e.object.split('/')[2] === p.pod.name ? 'new' : 'old'}`);
    assert.deepEqual(reasons.slice(0, 3), ['EvictedByVPA old', 'Killing old', 'Scheduled new']);
  });

  it('at the recommended size the replacement fits no node and stays Pending (placement/unschedulable says "for evicted")', () => {
    // 2 CPUs never fit a node of 1.5, where the pod runs at its 500m.
    const r = run([node('n1').cpu('1500m').memory('8Gi'), deployment('web', 1), RECREATE_2CPU(1)]);
    const p = replacementOf(r, 'web#0');
    assert.ok(p);
    assert.equal(p.node, null);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.ok(res.message.includes(`its replacement "default/${p.pod.name}" stays Pending: 0/1 nodes are available: 1 Insufficient cpu.`), res.message);
    const f = r.report.findings.find((x) => x.ruleId === 'placement/unschedulable' && x.scenario === VPA_MAX);
    assert.ok(f?.message.includes(`recreated by Deployment "web" for evicted "default/${podNamed(r, 'web#0')}"`), f?.message);
  });

  it('the replacement preempts a lower-priority pod to make room (ordinary DefaultPreemption)', () => {
    const r = run([
      node('n1').cpu('3').memory('8Gi'),
      priorityClass('high', 1000),
      priorityClass('low', 10),
      deployment('web', 1, [APP], { priorityClassName: 'high' }),
      pod('batch').on('n1').priority('low').cpu('2').memory('1Gi'),
      RECREATE_2CPU(1),
    ]);
    const res = resize(r, 'web#0', VPA_MAX);
    const p = replacementOf(r, 'web#0');
    assert.equal(p?.node, 'n1');
    assert.deepEqual(res.preempted, [{ namespace: 'default', name: 'batch' }]);
    assert.ok(res.message.includes('preempting 1 lower-priority pod ("default/batch")'), res.message);
    assert.deepEqual(
      r.report.evictions
        .filter((e) => e.scenario === VPA_MAX)
        .map((e) => `${e.pod.name}<${e.preemptor.name === p?.pod.name ? 'replacement' : e.preemptor.name}`),
      ['batch<replacement'],
    );
  });

  it('the Eviction API refuses while a PDB allows no disruption: the first pod is evicted, the second keeps its size (Deferred, EvictionBlockedByPDB)', () => {
    const r = run([node('n1').cpu('8').memory('8Gi'), deployment('web', 2), RECREATE_2CPU(), pdb('web').selecting({ app: 'web' }).maxUnavailable(1)]);
    const outcomes = ['web#0', 'web#1']
      .map((n) => resize(r, n, VPA_MAX))
      .map((x) => `${x.outcome}/${x.reason}`)
      .sort();
    assert.deepEqual(outcomes, ['Deferred/EvictionBlockedByPDB', 'Preempted/VPARecreate']);
    const blocked = ['web#0', 'web#1'].map((n) => resize(r, n, VPA_MAX)).find((x) => x.outcome === 'Deferred')!;
    assert.deepEqual(blocked.to, { cpu: '2', memory: '1Gi' }, 'what the VPA asks for');
    assert.ok(blocked.message.includes('the Eviction API refuses while PodDisruptionBudget "default/web" allows no disruption'), blocked.message);
  });

  // The VPA admission controller sets the replacement's requests to the recommendation and scales
  // its limits in proportion (limit_and_request_scaling.go GetProportionalLimit): the API server's
  // ResourceQuota and LimitRanger admit that pod as any new one, and may refuse it.
  const quota = (hard: Json): Json => ({ apiVersion: 'v1', kind: 'ResourceQuota', metadata: { name: 'q', namespace: 'default' }, spec: { hard } });
  const refusedOf = (r: Run) => r.report.events.filter((e) => e.scenario === VPA_MAX && e.reason === 'FailedCreate');

  it('a replacement over a ResourceQuota is refused (FailedCreate on the ReplicaSet): no replacement, the pod is lost', () => {
    // 2 cpu requested, 4 cpu limit (ratio 2) against requests.cpu 1500m / limits.cpu 3: over even once the old pod is gone.
    const r = run([node('n1').cpu('8').memory('8Gi'), quota({ 'requests.cpu': '1500m', 'limits.cpu': '3' }), deployment('web', 1), RECREATE_2CPU(1)]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.equal(`${res.outcome}/${res.reason}`, 'Preempted/VPARecreate');
    assert.equal(replacementOf(r, 'web#0'), undefined, 'no replacement is created');
    assert.ok(res.message.includes('the API server refuses to create its replacement (pods "web-'), res.message);
    assert.ok(
      res.message.includes(
        'is forbidden: exceeded quota: q, requested: limits.cpu=4,requests.cpu=2, used: limits.cpu=0,requests.cpu=0, limited: limits.cpu=3,requests.cpu=1500m)',
      ),
      res.message,
    );
    assert.ok(res.message.includes('the evicted pod is lost and Deployment "web" runs one replica short'), res.message);
    const failed = refusedOf(r);
    assert.deepEqual(
      failed.map((e) => e.at),
      [0, 30],
      'refused while the old pod terminates (it still counts), and again once it is gone',
    );
    assert.equal(failed[0]?.object.startsWith('ReplicaSet/default/web-'), true, JSON.stringify(failed));
    assert.ok(failed[0]?.message.startsWith('Error creating: pods "web-'), failed[0]?.message);
    const f = r.report.findings.find((x) => x.ruleId === 'vpa/evicts');
    assert.equal(f?.severity, 'warning');
    assert.ok(f?.message.includes('refuses to create its replacement'), f?.message);
  });

  it('a replacement refused only while the old pod still counts in the quota is made once it is gone (the ReplicaSet asks again)', () => {
    // requests.cpu 2: 2 + the terminating 500m is over; 2 alone fits once the old pod is gone at 30 s.
    const r = run([node('n1').cpu('8').memory('8Gi'), quota({ 'requests.cpu': '2' }), deployment('web', 1), RECREATE_2CPU(1)]);
    const p = replacementOf(r, 'web#0');
    assert.equal(p?.node, 'n1');
    assert.deepEqual(
      refusedOf(r).map((e) => e.at),
      [0],
    );
    assert.ok(resize(r, 'web#0', VPA_MAX).message.includes(`its replacement "default/${p.pod.name}" is placed on node "n1"`));
    assert.deepEqual(
      events(r, VPA_MAX, p.pod.name)
        .filter((e) => e.reason === 'Scheduled')
        .map((e) => e.at),
      [30],
    );
  });

  it("a replacement whose limit, scaled in proportion, is over a LimitRange's max is refused (minAllowed above what the LimitRange allows)", () => {
    const lr: Json = {
      apiVersion: 'v1',
      kind: 'LimitRange',
      metadata: { name: 'lr', namespace: 'default' },
      spec: { limits: [{ type: 'Container', max: { cpu: '1' } }] },
    };
    const small: ContainerSpec = { name: 'app', requests: { cpu: '200m', memory: '100Mi' }, limits: { cpu: '400m', memory: '400Mi' } };
    const v = vpa('web-vpa', {
      mode: 'Recreate',
      minReplicas: 1,
      policies: [{ containerName: '*', controlledResources: ['cpu'], minAllowed: { cpu: '800m' }, maxAllowed: { cpu: '2' } }],
    });
    const r = run([node('n1').cpu('8').memory('8Gi'), lr, deployment('web', 1, [small]), v]);
    const res = resize(r, 'web#0', VPA_MAX);
    assert.equal(replacementOf(r, 'web#0'), undefined);
    assert.ok(res.message.includes('is forbidden: maximum cpu usage per Container is 1, but limit is 1600m)'), res.message);
  });

  it('a StatefulSet pod is recreated under its own name once it is gone, at the recommended size', () => {
    const sts: Json = { ...deployment('db', 2), kind: 'StatefulSet' };
    (sts['spec'] as Json)['serviceName'] = 'db';
    const v = vpa('db-vpa', { mode: 'Recreate', target: 'db', policies: [{ containerName: '*', maxAllowed: { cpu: '2', memory: '1Gi' } }] });
    ((v['spec'] as Json)['targetRef'] as Json)['kind'] = 'StatefulSet';
    const r = run([node('n1').cpu('8').memory('8Gi'), sts, v]);
    const res = resize(r, 'db-0', VPA_MAX);
    assert.ok(res.message.includes('its replacement "default/db-0" is placed on node "n1"'), res.message);
    const scheduled = events(r, VPA_MAX, 'db-0').filter((e) => e.reason === 'Scheduled');
    assert.deepEqual(
      scheduled.map((e) => e.at),
      [30],
      'after the old pod’s 30 s grace period',
    );
  });
});
