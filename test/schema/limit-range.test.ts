/** LimitRanges as the API server validates them (pkg/apis/core/validation ValidateLimitRange; src/schema/limit-range.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lintSources } from '../../src/index.ts';
import { limitRangeProblems } from '../../src/schema/limit-range.ts';

const limitRange = (limits: object[], metadata: object = {}): object => ({
  apiVersion: 'v1',
  kind: 'LimitRange',
  metadata: { name: 'l', ...metadata },
  spec: { limits },
});
const problems = (value: object): string[] => limitRangeProblems(value, 'LimitRange').map((p) => `${p.path.slice(2).join('.')}: ${p.message}`);

describe('LimitRanges the API server refuses', () => {
  it('values out of order: min <= defaultRequest <= default <= max', () => {
    assert.deepEqual(problems(limitRange([{ type: 'Container', default: { cpu: '1' }, defaultRequest: { cpu: '3' } }])), [
      '0.defaultRequest.cpu: default request value 3 is greater than default limit value 1; the API server refuses the LimitRange',
    ]);
    assert.deepEqual(problems(limitRange([{ type: 'Container', min: { memory: '1Gi' }, max: { memory: '512Mi' }, default: { memory: '2Gi' } }])), [
      '0.min.memory: min value 1Gi is greater than max value 512Mi; the API server refuses the LimitRange',
      // The stored item's defaultRequest is its default's 2Gi.
      '0.defaultRequest.memory: default request value 2Gi is greater than max value 512Mi; the API server refuses the LimitRange',
      '0.default.memory: default value 2Gi is greater than max value 512Mi; the API server refuses the LimitRange',
    ]);
    assert.deepEqual(problems(limitRange([{ type: 'Container', min: { cpu: '500m' }, defaultRequest: { cpu: '100m' }, default: { cpu: '200m' } }])), [
      '0.defaultRequest.cpu: min value 500m is greater than default request value 100m; the API server refuses the LimitRange',
      '0.default.cpu: min value 500m is greater than default value 200m; the API server refuses the LimitRange',
    ]);
    // Equal values and the same amount spelled two ways are in order.
    assert.deepEqual(
      problems(limitRange([{ type: 'Container', min: { cpu: '0.1' }, defaultRequest: { cpu: '100m' }, default: { cpu: '1' }, max: { cpu: '1000m' } }])),
      [],
    );
  });

  it('maxLimitRequestRatio: at least 1, at most max/min (in milli-units)', () => {
    assert.deepEqual(problems(limitRange([{ type: 'Container', maxLimitRequestRatio: { cpu: '500m' } }])), [
      '0.maxLimitRequestRatio.cpu: ratio 500m is less than 1; the API server refuses the LimitRange',
    ]);
    assert.deepEqual(problems(limitRange([{ type: 'Container', min: { cpu: '100m' }, max: { cpu: '250m' }, maxLimitRequestRatio: { cpu: '3' } }])), [
      '0.maxLimitRequestRatio.cpu: ratio 3 is greater than max/min = 2.500000; the API server refuses the LimitRange',
    ]);
    assert.deepEqual(problems(limitRange([{ type: 'Container', min: { cpu: '100m' }, max: { cpu: '250m' }, maxLimitRequestRatio: { cpu: '2.5' } }])), []);
  });

  it('a resource that cannot be overcommitted needs equal defaults', () => {
    assert.deepEqual(problems(limitRange([{ type: 'Container', default: { 'nvidia.com/gpu': '2' }, defaultRequest: { 'nvidia.com/gpu': '1' } }])), [
      '0.defaultRequest.nvidia.com/gpu: default value 2 must equal to defaultRequest value 1 in nvidia.com/gpu; the API server refuses the LimitRange',
    ]);
    assert.deepEqual(problems(limitRange([{ type: 'Container', default: { memory: '2Gi' }, defaultRequest: { memory: '1Gi' } }])), []);
  });

  it('is validated as stored: a Container item defaulted first (default from max, defaultRequest from default, then min)', () => {
    // Stored, the item's default is max's 2Mi, unequal to its defaultRequest of 0.
    assert.deepEqual(
      problems(limitRange([{ type: 'Container', min: { 'hugepages-2Mi': '0' }, max: { 'hugepages-2Mi': '2Mi' }, defaultRequest: { 'hugepages-2Mi': '0' } }])),
      ['0.defaultRequest.hugepages-2Mi: default value 2Mi must equal to defaultRequest value 0 in hugepages-2Mi; the API server refuses the LimitRange'],
    );
    // defaultRequest from default, below min.
    assert.deepEqual(problems(limitRange([{ type: 'Container', min: { cpu: '2' }, default: { cpu: '1' } }])), [
      '0.defaultRequest.cpu: min value 2 is greater than default request value 1; the API server refuses the LimitRange',
      '0.default.cpu: min value 2 is greater than default value 1; the API server refuses the LimitRange',
    ]);
    assert.deepEqual(problems(limitRange([{ type: 'Container', max: { 'example.com/foo': '4' }, defaultRequest: { 'example.com/foo': '2' } }])), [
      '0.defaultRequest.example.com/foo: default value 4 must equal to defaultRequest value 2 in example.com/foo; the API server refuses the LimitRange',
    ]);
    // A Pod item is not defaulted.
    assert.deepEqual(problems(limitRange([{ type: 'Pod', min: { 'hugepages-2Mi': '0' }, max: { 'hugepages-2Mi': '2Mi' } }])), []);
  });

  it('types: standard or qualified, once each; no defaults on Pod; a storage bound on PersistentVolumeClaim', () => {
    assert.deepEqual(
      problems(
        limitRange([
          { type: 'Container', max: { cpu: '2' } },
          { type: 'Container', max: { cpu: '4' } },
          { type: 'Pod', default: { cpu: '1' }, max: { cpu: '4' } },
          { type: 'PersistentVolumeClaim', max: { cpu: '1' } },
          { type: 'Node' },
          { type: 'example.com/Thing' },
        ]),
      ),
      [
        '1.type: Duplicate value: "Container"',
        "2.default: may not be specified when `type` is 'Pod'",
        '3: either minimum or maximum storage value is required, but neither was provided',
        '4.type: "Node" must be a standard limit type or fully qualified',
      ],
    );
  });

  it('resource names of the class the type takes', () => {
    assert.deepEqual(problems(limitRange([{ type: 'Container', max: { storage: '1Gi', pods: '2' } }])), [
      '0.max.storage: "storage" must be a standard resource for containers',
      '0.max.pods: "pods" must be a standard resource for containers',
    ]);
    assert.deepEqual(problems(limitRange([{ type: 'PersistentVolumeClaim', min: { storage: '1Gi' }, max: { storage: '10Gi' } }])), []);
  });

  it('an object the API server already holds is not checked again', () => {
    assert.deepEqual(problems(limitRange([{ type: 'Container', default: { cpu: '1' }, defaultRequest: { cpu: '3' } }], { uid: 'u' })), []);
  });

  it('is an input/schema error at the field, and its defaults reach no pod', () => {
    const text = `apiVersion: v1
kind: LimitRange
metadata: {name: defaults}
spec:
  limits:
  - type: Container
    default: {cpu: "1"}
    defaultRequest: {cpu: "3"}
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers: [{name: app, image: nginx}]
`;
    const result = lintSources([{ path: 'd.yaml', text }], { featureGates: {} });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.ruleId === 'input/schema').map((d) => `${d.severity} ${d.range.start.line}:${d.range.start.column}`),
      ['error 8:27'],
    );
    // Without the LimitRange the pod is BestEffort: no request from its defaults.
    assert.equal(result.model.pods.length, 1);
    assert.equal(result.model.pods[0]!.qos, 'BestEffort');
  });
});
