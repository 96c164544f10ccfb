/** The APIs charts see in .Capabilities.APIVersions (src/sources/api-versions.ts), from the input's objects. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { capabilityApiVersions, MAX_API_VERSIONS } from '../../src/sources/api-versions.ts';
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

describe('capabilityApiVersions', () => {
  it("a CRD's served versions, with and without its kind; not the ones it stops serving", () => {
    const served = crd('monitoring.coreos.com', 'ServiceMonitor', [
      { name: 'v1', served: true },
      { name: 'v1alpha1', served: false },
    ]);
    assert.deepEqual(capabilityApiVersions([served]), [...VPA, 'monitoring.coreos.com/v1', 'monitoring.coreos.com/v1/ServiceMonitor']);
  });

  it('objects of a dotted API group show it is served; core and built-in groups without a dot add nothing', () => {
    const widget = doc({ apiVersion: 'example.com/v1', kind: 'Widget' });
    assert.deepEqual(capabilityApiVersions([widget, doc({ apiVersion: 'v1', kind: 'Pod' }), doc({ apiVersion: 'apps/v1', kind: 'Deployment' })]), [
      ...VPA,
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
    assert.deepEqual(capabilityApiVersions(hostile), [...VPA, 'ok.example.com/v1']);
    const many = Array.from({ length: MAX_API_VERSIONS }, (_, i) => doc({ apiVersion: `g${i}.example.com/v1`, kind: 'K' }));
    const out = capabilityApiVersions(many);
    assert.equal(out.length, MAX_API_VERSIONS);
    assert.deepEqual(out.slice(0, 2), VPA);
  });
});
