/**
 * NodeResourcesFit has two forms: the exact one over bigint resource lists, and the same
 * decision from numbers that the scheduler uses when it filters every node for a pod nothing
 * fits (roomStatuses, its answers indexed by roomShortfall). They must agree on every case:
 * code, reasons and their order.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lintSources } from '../../src/index.ts';
import { NodeInfo } from '../../src/engine/node-info.ts';
import { filter, roomShortfall, roomStatuses } from '../../src/engine/plugins/noderesources-fit.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { manifests, node, pod, priorityClass } from '../helpers/builders.ts';

const MI = 1024 * 1024;

function model(podCpu: string, podMemory: string, nodePods: number, fillers: number) {
  const docs = [
    priorityClass('p', 10),
    node('n1')
      .cpu('2')
      .memory(`${1024 * MI}`)
      .pods(nodePods),
    pod('new').priority('p').cpu(podCpu).memory(podMemory),
  ];
  for (let i = 0; i < fillers; i++)
    docs.push(
      pod(`f${i}`)
        .priority('p')
        .cpu('500m')
        .memory(`${256 * MI}`)
        .on('n1'),
    );
  const result = lintSources([{ path: 'c.yaml', text: manifests(...docs) }], { featureGates: {} });
  return result.model;
}

describe('roomStatuses agrees with the exact NodeResourcesFit filter', () => {
  const cpus = ['0', '1m', '500m', '1', '1500m', '2', '3'];
  const memories = ['0', '1', `${256 * MI}`, `${512 * MI}`, `${1024 * MI}`, `${2048 * MI}`];
  for (const fillers of [0, 1, 2, 3]) {
    for (const podSlots of [fillers, fillers + 1, 110]) {
      it(`${fillers} pod(s) of 500m / 256Mi on a 2-cpu / 1Gi node with ${podSlots} pod slot(s)`, () => {
        for (const cpu of cpus) {
          for (const memory of memories) {
            const m = model(cpu, memory, podSlots, fillers);
            const n = m.nodes[0]!;
            const bound = m.pods.filter((p) => p.nodeName === 'n1').map((p) => new SimPod(p, 'n1'));
            const info = NodeInfo.of(n, bound);
            const pending = new SimPod(
              m.pods.find((p) => p.ref.name === 'new')!,
              undefined,
            );
            const request = pending.specRequests();
            const exact = filter(pending, request, info, false, { podCountQuirk: true });
            const alloc = { cpu: Number(n.allocatable.get('cpu')), memory: Number(n.allocatable.get('memory')) };
            const room = {
              cpu: alloc.cpu - Number(info.requested.get('cpu') ?? 0n),
              memory: alloc.memory - Number(info.requested.get('memory') ?? 0n),
              pods: n.allowedPodNumber - info.pods.length,
            };
            const hint = { cpu: Number(request.get('cpu') ?? 0n), memory: Number(request.get('memory') ?? 0n) };
            assert.deepEqual(roomStatuses(hint, alloc)[roomShortfall(hint, room)], exact, `cpu ${cpu}, memory ${memory}`);
          }
        }
      });
    }
  }

  it('covers every answer: success, each reason alone, reasons together, unresolvable', () => {
    const seen = new Set<string>();
    for (const fillers of [0, 3]) {
      for (const [cpu, memory, slots] of [
        ['1', '1', 110],
        ['3', '1', 110],
        ['1', `${2048 * MI}`, 110],
        ['1500m', `${1024 * MI}`, 110],
        ['1', '1', fillers],
      ] as const) {
        const m = model(cpu, memory, slots, fillers);
        const info = NodeInfo.of(
          m.nodes[0]!,
          m.pods.filter((p) => p.nodeName === 'n1').map((p) => new SimPod(p, 'n1')),
        );
        const pending = new SimPod(
          m.pods.find((p) => p.ref.name === 'new')!,
          undefined,
        );
        const s = filter(pending, pending.specRequests(), info, false, { podCountQuirk: true });
        seen.add(`${s.code}: ${s.reasons.join(', ')}`);
      }
    }
    assert.deepEqual([...seen].sort(), [
      'Success: ',
      'Unschedulable: Insufficient cpu',
      'Unschedulable: Insufficient cpu, Insufficient memory',
      'Unschedulable: Too many pods',
      'Unschedulable: Too many pods, Insufficient cpu',
      'UnschedulableAndUnresolvable: Insufficient cpu',
      'UnschedulableAndUnresolvable: Insufficient cpu, Insufficient memory',
      'UnschedulableAndUnresolvable: Insufficient memory',
    ]);
  });
});
