/** notSimulatedReason's walk for a pod template over a spec. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notSimulatedReason } from '../../src/model/not-simulated.ts';

describe('the pod template walk', () => {
  it('reads an object once however many members alias it (a YAML alias): 8 keys to one object six levels down is no 8^6 walk', () => {
    let walked = 0;
    const counted = (o: Record<string, unknown>): Record<string, unknown> =>
      new Proxy(o, {
        ownKeys: (target) => {
          walked++;
          return Reflect.ownKeys(target);
        },
      });
    let level = counted({ leaf: { name: 'x' } });
    for (let i = 0; i < 6; i++) {
      const shared = level;
      level = counted(Object.fromEntries(Array.from({ length: 8 }, (_, k) => [`k${k}`, shared])));
    }
    assert.equal(notSimulatedReason({ apiVersion: 'example.com/v1', kind: 'Wide', spec: level }), undefined);
    assert.ok(walked <= 3 * 7, `${walked} reads of 7 objects`);
  });
});

describe("KServe's templates another object runs", () => {
  it('a ClusterStorageContainer (the storage initializer KServe injects) and an LLMInferenceServiceConfig (a preset) make no pods', () => {
    // kserve config/storagecontainers and config/llmisvcconfig shapes, trimmed.
    const storage = {
      apiVersion: 'serving.kserve.io/v1alpha1',
      kind: 'ClusterStorageContainer',
      metadata: { name: 'default' },
      spec: {
        container: { name: 'storage-initializer', image: 'kserve/storage-initializer:v0.15.0', resources: { requests: { cpu: '100m', memory: '100Mi' } } },
        supportedUriFormats: [{ prefix: 's3://' }],
        workloadType: 'initContainer',
      },
    };
    const preset = {
      apiVersion: 'serving.kserve.io/v1alpha1',
      kind: 'LLMInferenceServiceConfig',
      metadata: { name: 'kserve-config-llm-template', namespace: 'kserve' },
      spec: { template: { containers: [{ name: 'main', image: 'vllm/vllm-openai:latest', resources: { requests: { cpu: '1' } } }] } },
    };
    assert.equal(notSimulatedReason(storage), undefined);
    assert.equal(notSimulatedReason(preset), undefined);
  });
});
