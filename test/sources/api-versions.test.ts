/** The APIs charts see in .Capabilities.APIVersions (src/sources/api-versions.ts), from the input's objects. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { capabilityApiVersions, MAX_API_VERSIONS } from '../../src/sources/api-versions.ts';
import { BUILTIN_API_VERSIONS } from '../../src/sources/builtin-apis.ts';
import type { LoadedDocument } from '../../src/load/index.ts';

const doc = (value: unknown): LoadedDocument => ({
  file: 'x.yaml',
  order: [0],
  value,
  locate: () => ({ start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }),
});
const crd = (group: string, kind: string, versions: unknown[]): LoadedDocument =>
  doc({ apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'x' }, spec: { group, names: { kind }, versions } });
const VPA = ['autoscaling.k8s.io/v1', 'autoscaling.k8s.io/v1/VerticalPodAutoscaler'];
/** What the input adds after the VPA API and the built-in ones. */
const fromInput = (out: string[]): string[] => out.slice(VPA.length + BUILTIN_API_VERSIONS.length);

describe('capabilityApiVersions', () => {
  it("a default 1.37 cluster's built-in group/versions and group/version/Kinds, as its discovery lists them; no removed or off-by-default version", () => {
    const out = capabilityApiVersions([]);
    assert.deepEqual(out.slice(0, VPA.length), VPA);
    for (const served of [
      'v1',
      'v1/Secret',
      'policy/v1/PodDisruptionBudget',
      'autoscaling/v2/HorizontalPodAutoscaler',
      'autoscaling/v1/HorizontalPodAutoscaler',
      'batch/v1/CronJob',
      'apps/v1/Deployment',
      'networking.k8s.io/v1/Ingress',
      'scheduling.k8s.io/v1/PriorityClass',
      'resource.k8s.io/v1/ResourceClaim',
    ])
      assert.ok(out.includes(served), served);
    for (const unserved of [
      'policy/v1beta1/PodDisruptionBudget',
      'policy/v1beta1',
      'batch/v1beta1/CronJob',
      'autoscaling/v2beta2/HorizontalPodAutoscaler',
      'networking.k8s.io/v1beta1/IPAddress',
      'v1/Eviction',
      'apps/v1/Scale',
    ])
      assert.ok(!out.includes(unserved), unserved);
    assert.equal(new Set(out).size, out.length);
  });

  it('an object of a built-in API group at a version 1.37 does not serve does not make that version served', () => {
    const old = doc({ apiVersion: 'networking.k8s.io/v1beta1', kind: 'Ingress' });
    assert.deepEqual(fromInput(capabilityApiVersions([old, doc({ apiVersion: 'networking.k8s.io/v1', kind: 'Ingress' })])), []);
  });

  it("a CRD's served versions, with and without its kind; not the ones it stops serving", () => {
    const served = crd('monitoring.coreos.com', 'ServiceMonitor', [
      { name: 'v1', served: true },
      { name: 'v1alpha1', served: false },
    ]);
    assert.deepEqual(fromInput(capabilityApiVersions([served])), ['monitoring.coreos.com/v1', 'monitoring.coreos.com/v1/ServiceMonitor']);
  });

  it('objects of a dotted API group show it is served; core and built-in groups without a dot add nothing', () => {
    const widget = doc({ apiVersion: 'example.com/v1', kind: 'Widget' });
    assert.deepEqual(fromInput(capabilityApiVersions([widget, doc({ apiVersion: 'v1', kind: 'Pod' }), doc({ apiVersion: 'apps/v1', kind: 'Deployment' })])), [
      'example.com/v1',
      'example.com/v1/Widget',
    ]);
  });

  it('names helm would split or refuse are left out (a comma, a space, upper case), and the list is bounded', () => {
    const hostile = [
      crd('a,b.example.com', 'X', [{ name: 'v1' }]),
      crd('ok.example.com', 'Bad,Kind', [{ name: 'v1' }]),
      doc({ apiVersion: 'Up.Example/v1', kind: 'X' }),
    ];
    assert.deepEqual(fromInput(capabilityApiVersions(hostile)), ['ok.example.com/v1']);
    const many = Array.from({ length: MAX_API_VERSIONS }, (_, i) => doc({ apiVersion: `g${i}.example.com/v1`, kind: 'K' }));
    const out = capabilityApiVersions(many);
    assert.equal(out.length, MAX_API_VERSIONS);
    assert.deepEqual(out.slice(0, VPA.length + BUILTIN_API_VERSIONS.length), [...VPA, ...BUILTIN_API_VERSIONS]);
  });
});
