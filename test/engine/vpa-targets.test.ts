/**
 * VpaTargets (src/engine/scenarios/vpa-targets.ts) against GetControllingVPAForPod written out
 * plainly, one pod and one VPA at a time: the pod's own controller, or for a ReplicaSet or Job the
 * Deployment or CronJob above it, read from the ReplicaSet/Job in the input, else from the
 * pod-template-hash naming (kubernetes/autoscaler pkg/utils/vpa/api.go, pkg/target/controller_fetcher).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { ClusterModel } from '../../src/model/objects.ts';
import type { VerticalPodAutoscaler } from '../../src/model/vpa.ts';
import type { Workload } from '../../src/model/workloads.ts';
import { SimPod } from '../../src/engine/sim-pod.ts';
import { VpaTargets } from '../../src/engine/scenarios/vpa-targets.ts';
import { modelDocument, modelPod } from '../helpers/model.ts';

function controlledBy(workloads: readonly Workload[], pod: SimPod, vpa: VerticalPodAutoscaler): boolean {
  const p = pod.pod;
  if (!p.hasController || p.ref.namespace !== vpa.ref.namespace) return false;
  const { kind, name } = p.owner;
  if (kind === vpa.target.kind && name === vpa.target.name) return true;
  if (!((kind === 'ReplicaSet' && vpa.target.kind === 'Deployment') || (kind === 'Job' && vpa.target.kind === 'CronJob'))) return false;
  const parent = workloads.find((w) => w.ref.kind === kind && w.ref.namespace === p.ref.namespace && w.ref.name === name);
  const refs = (
    (parent?.doc.value as { metadata?: { ownerReferences?: { kind: string; name: string; controller?: boolean }[] } } | undefined)?.metadata?.ownerReferences ??
    []
  ).filter((o) => o.controller === true);
  if (refs.length > 0) return refs[0]!.kind === vpa.target.kind && refs[0]!.name === vpa.target.name;
  const hash = p.labels['pod-template-hash'];
  return kind === 'ReplicaSet' && hash !== undefined && name === `${vpa.target.name}-${hash}`;
}

const KINDS = ['Deployment', 'ReplicaSet', 'Job', 'CronJob', 'StatefulSet', 'Rollout'] as const;
const NAMES = ['web', 'web-5d8f7', 'web-x', 'nightly', 'nightly-1', 'db'] as const;
const NAMESPACES = ['a', 'b'] as const;

const podArb = fc.record({
  namespace: fc.constantFrom(...NAMESPACES),
  owner: fc.option(fc.record({ kind: fc.constantFrom(...KINDS), name: fc.constantFrom(...NAMES) }), { nil: undefined }),
  hash: fc.option(fc.constantFrom('5d8f7', 'x', '1'), { nil: undefined }),
});
const workloadArb = fc.record({
  kind: fc.constantFrom('ReplicaSet', 'Job'),
  namespace: fc.constantFrom(...NAMESPACES),
  name: fc.constantFrom(...NAMES),
  controller: fc.option(fc.record({ kind: fc.constantFrom(...KINDS), name: fc.constantFrom(...NAMES) }), { nil: undefined }),
});
const vpaArb = fc.record({ namespace: fc.constantFrom(...NAMESPACES), kind: fc.constantFrom(...KINDS), name: fc.constantFrom(...NAMES) });

describe('VpaTargets: the pods each VPA controls', () => {
  it('are the pods GetControllingVPAForPod gives it, in the order given, on generated clusters', () => {
    fc.assert(
      fc.property(
        fc.array(podArb, { maxLength: 12 }),
        fc.array(workloadArb, { maxLength: 6 }),
        fc.array(vpaArb, { minLength: 1, maxLength: 6 }),
        (ps, ws, vs) => {
          const pods = ps.map((p, i) => {
            const base = modelPod(`p${i}`, { namespace: p.namespace, labels: p.hash === undefined ? {} : { 'pod-template-hash': p.hash }, seq: i });
            const owned =
              p.owner === undefined ? base : { ...base, owner: { kind: p.owner.kind, namespace: p.namespace, name: p.owner.name }, hasController: true };
            return new SimPod(owned, undefined);
          });
          const workloads = ws.map(
            (w) =>
              ({
                ref: { kind: w.kind, namespace: w.namespace, name: w.name },
                doc: modelDocument({ metadata: { ownerReferences: w.controller === undefined ? [] : [{ ...w.controller, controller: true }] } }),
              }) as unknown as Workload,
          );
          const model = { workloads } as unknown as ClusterModel;
          const targets = new VpaTargets(model, pods);
          for (const v of vs) {
            const vpa = {
              ref: { kind: 'VerticalPodAutoscaler', namespace: v.namespace, name: 'v' },
              target: { kind: v.kind, name: v.name },
            } as unknown as VerticalPodAutoscaler;
            const expected = pods.filter((p) => controlledBy(workloads, p, vpa)).map((p) => p.pod.ref.name);
            assert.deepEqual(
              targets.podsOf(vpa).map((p) => p.pod.ref.name),
              expected,
              `${v.kind}/${v.namespace}/${v.name}`,
            );
          }
        },
      ),
      { numRuns: 3000, seed: 20261203 },
    );
  });
});
