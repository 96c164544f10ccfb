/**
 * copyPod and withResources (src/model/pod.ts) write every member out instead of spreading, so
 * all pods and containers share one object shape. A member left out would silently vanish from
 * replicas and replacements: each copy must have exactly the original's members, equal to them
 * except the ones changed, and an explicit undefined must clear a member.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { copyPod, withResources, type Pod } from '../../src/model/pod.ts';

const YAML = `apiVersion: v1
kind: Node
metadata: {name: n1}
status: {allocatable: {cpu: "8", memory: 16Gi, pods: "110"}}
---
apiVersion: v1
kind: Pod
metadata: {name: p, namespace: shop, uid: u1, labels: {app: web}, annotations: {a: b}, creationTimestamp: "2026-01-01T00:00:00Z"}
spec:
  nodeName: n1
  os: {name: linux}
  containers:
  - name: app
    image: x
    resources: {requests: {cpu: 500m, memory: 1Gi}}
    resizePolicy: [{resourceName: cpu, restartPolicy: NotRequired}]
status:
  startTime: "2026-01-01T00:00:05Z"
  containerStatuses: [{name: app, allocatedResources: {cpu: 500m, memory: 1Gi}}]
`;

function pod(): Pod {
  return buildClusterModel(parseSource({ path: 'p.yaml', text: YAML }).documents).model.pods[0]!;
}

describe('copyPod', () => {
  it('keeps every member but the identity it is given', () => {
    const p = pod();
    const ref = { kind: 'Pod', namespace: 'shop', name: 'p-2' };
    const c = copyPod(p, { ref, uid: 'u2', seq: 7 });
    assert.deepEqual(Object.keys(c), Object.keys(p));
    for (const key of Object.keys(p) as (keyof Pod)[]) {
      if (key === 'ref' || key === 'uid' || key === 'seq') continue;
      assert.equal(c[key], p[key], key);
    }
    assert.equal(c.ref, ref);
    assert.equal(c.uid, 'u2');
    assert.equal(c.seq, 7);
  });

  it('clears what a replacement starts without, when given as undefined', () => {
    const p = pod();
    assert.notEqual(p.nodeName, undefined);
    assert.notEqual(p.startTime, undefined);
    const c = copyPod(p, { ref: p.ref, uid: 'u3', nodeName: undefined, startTime: undefined, containerStatuses: new Map(), resizePending: undefined });
    assert.equal(c.nodeName, undefined);
    assert.equal(c.startTime, undefined);
    assert.equal(c.containerStatuses.size, 0);
    assert.equal(c.doc, p.doc);
    assert.equal(c.creationTimestamp, p.creationTimestamp);
  });
});

describe('withResources', () => {
  it('keeps every member of the container but its resources', () => {
    const c = pod().containers[0]!;
    const resources = { requests: new Map([['cpu', 900n]]), limits: new Map<string, bigint>() };
    const r = withResources(c, resources);
    assert.deepEqual(Object.keys(r), Object.keys(c));
    assert.deepEqual({ ...r, resources: c.resources }, c);
    assert.equal(r.resources, resources);
  });
});
