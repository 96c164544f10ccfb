/**
 * podNamed (src/policy/locate.ts) finds a pod by namespace and name exactly as the joined
 * "namespace/name" index does, including which pod wins when two share a key.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ClusterModel } from '../../src/model/objects.ts';
import { podIndex, podNamed } from '../../src/policy/locate.ts';

function model(refs: readonly (readonly [string, string])[]): ClusterModel {
  return { pods: refs.map(([namespace, name], seq) => ({ ref: { kind: 'Pod', namespace, name }, seq })) } as unknown as ClusterModel;
}

function agree(m: ClusterModel, queries: readonly (readonly [string, string])[]): void {
  for (const [namespace, name] of queries) {
    assert.equal(podNamed(m, namespace, name), podIndex(m).get(`${namespace}/${name}`), `${namespace} ${name}`);
  }
}

describe('podNamed', () => {
  it('finds each pod, the last of equal names, and nothing for others', () => {
    const m = model([
      ['prod', 'web-1'],
      ['prod', 'web-2'],
      ['dev', 'web-1'],
      ['prod', 'web-1'],
    ]);
    assert.equal(podNamed(m, 'prod', 'web-1'), m.pods[3]);
    agree(m, [
      ['prod', 'web-1'],
      ['prod', 'web-2'],
      ['dev', 'web-1'],
      ['dev', 'web-2'],
      ['', 'web-1'],
    ]);
  });

  it('a namespace with a "/" makes two pairs one key, as the joined index has it', () => {
    const m = model([
      ['a/b', 'c'],
      ['a', 'b/c'],
      ['a', 'd'],
    ]);
    assert.equal(podNamed(m, 'a/b', 'c'), m.pods[1]);
    agree(m, [
      ['a/b', 'c'],
      ['a', 'b/c'],
      ['a', 'd'],
      ['a/b', 'd'],
    ]);
  });
});
