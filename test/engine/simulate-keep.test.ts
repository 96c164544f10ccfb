/**
 * simulate()'s `keep`: the cluster-state end state a change lands on (diff mode). The scenarios
 * of the same run start from it too, so they must leave the kept state as cluster-state ended;
 * with no scenario to run, nothing else touches it and it is handed over without a copy.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSources } from '../../src/index.ts';
import { simulate, type ClusterStateEnd } from '../../src/engine/simulate.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import { podRequests } from '../../src/model/requests.ts';
import { formatResource } from '../../src/resource/quantity.ts';
import { manifests, node, pod, scenario, type Manifest } from '../helpers/builders.ts';

function kept(...items: Manifest[]): ClusterStateEnd {
  const { documents } = parseSources([{ path: 'cluster.yaml', text: manifests(...items) }]);
  let end: ClusterStateEnd | undefined;
  simulate(buildClusterModel(documents).model, { gateOn: true, podCountQuirk: true, scoring: 'LeastAllocated' }, (e) => {
    end = e;
  });
  return end!;
}

function cpuOf(end: ClusterStateEnd, name: string): string {
  const p = end.state.pods.find((x) => x.pod.ref.name === name)!;
  return formatResource('cpu', podRequests(p).get('cpu') ?? 0n);
}

describe('the state simulate() keeps for a change to land on', () => {
  it("is cluster-state's end: a scenario of the same run resizing a pod leaves it as it was", () => {
    const end = kept(node('n0').cpu('8').memory('16Gi'), pod('web').cpu('1').memory('1Gi').on('n0'), scenario('grow').resize('web', 'c', { cpu: '2' }));
    assert.equal(cpuOf(end, 'web'), '1');
  });

  it('holds every pod placed, with no scenario to run', () => {
    const end = kept(node('n0').cpu('8').memory('16Gi'), pod('web').cpu('1').memory('1Gi').on('n0'), pod('api').cpu('500m').memory('1Gi'));
    assert.deepEqual(end.state.pods.map((p) => [p.pod.ref.name, p.nodeName, cpuOf(end, p.pod.ref.name)]).sort(), [
      ['api', 'n0', '500m'],
      ['web', 'n0', '1'],
    ]);
  });
});
