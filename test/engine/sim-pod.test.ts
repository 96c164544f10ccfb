/**
 * SimPod (src/engine/state.ts) shares its model pod's status map, and a clone shares its
 * source's, until one of them writes: a write must never show through in the other. A map of
 * one entry is shared by every pod that has just that entry.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContainerStatus, Pod } from '../../src/model/pod.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { modelPod } from '../helpers/model.ts';

function allocatedPod(): Pod {
  const statuses = new Map<string, ContainerStatus>([['app', { allocated: new Map([['cpu', 100n]]) }]]);
  return modelPod('p', { containers: [], containerStatuses: statuses });
}

const RESIZED: ContainerStatus = { allocated: new Map([['cpu', 500n]]) };

/** A source that already owns its map (it wrote once), and a clone of it. */
function clonedAfterAWrite(): { source: SimPod; copy: SimPod } {
  const source = new SimPod(allocatedPod(), 'n');
  source.setContainerStatus('sidecar', {});
  return { source, copy: source.clone() };
}

describe('SimPod status maps', () => {
  it('a write leaves the model pod as it was', () => {
    const pod = allocatedPod();
    const sim = new SimPod(pod, 'n');
    sim.setContainerStatus('app', RESIZED);
    assert.equal(sim.containerStatuses.get('app'), RESIZED);
    assert.deepEqual(pod.containerStatuses.get('app')?.allocated?.get('cpu'), 100n);
  });

  it('a clone does not see its source’s later writes', () => {
    const { source, copy } = clonedAfterAWrite();
    source.setContainerStatus('app', RESIZED);
    assert.equal(copy.containerStatuses.get('app')?.allocated?.get('cpu'), 100n);
    assert.equal(copy.containerStatuses.has('sidecar'), true);
  });

  it('a source does not see its clone’s writes', () => {
    const { source, copy } = clonedAfterAWrite();
    copy.setContainerStatus('app', RESIZED);
    assert.equal(source.containerStatuses.get('app')?.allocated?.get('cpu'), 100n);
  });

  it('pods with one container share the map of the same entry, and a second container gets a map of its own', () => {
    const a = new SimPod(allocatedPod(), 'n');
    const b = new SimPod(allocatedPod(), 'n');
    a.setContainerStatus('app', RESIZED);
    b.setContainerStatus('app', RESIZED);
    assert.equal(a.containerStatuses, b.containerStatuses);
    b.setContainerStatus('sidecar', {});
    assert.notEqual(a.containerStatuses, b.containerStatuses);
    assert.deepEqual([...a.containerStatuses.keys()], ['app'], 'the shared map is not written to');
    assert.deepEqual([...b.containerStatuses.keys()], ['app', 'sidecar']);
    assert.equal(b.containerStatuses.get('app'), RESIZED);
  });
});
