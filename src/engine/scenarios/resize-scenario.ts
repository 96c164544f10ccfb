/**
 * A ResizeScenario's plan: each request's target resolved to its pods (a workload: every
 * replica), and a target that matches nothing named as such, with the closest name.
 *
 * Upstream: none: what a ResizeScenario asks for.
 */
import type { Diagnostic } from '../../core/diagnostic.ts';
import { didYouMean } from '../../core/did-you-mean.ts';
import { formatObjectRef } from '../../core/object-ref.ts';
import { leftOut, type ClusterModel, type ResizeScenario } from '../../model/objects.ts';
import type { ClusterState } from '../state.ts';
import type { PlannedResize, ScenarioPlan } from './plan.ts';
import { TargetIndex } from './target-index.ts';

export /** A ResizeScenario's requests, each target resolved to its pods in `state`. */
function scenarioPlan(scenario: ResizeScenario, state: ClusterState, diagnostics: Diagnostic[], dropped: ClusterModel['dropped']): ScenarioPlan {
  const index = new TargetIndex(state);
  const resizes: PlannedResize[] = [];
  // The names a missing target is compared with, per kind and namespace (a scenario may miss thousands).
  const known = new Map<string, Set<string>>();
  const namesFor = (kind: string, namespace: string): Set<string> => {
    const key = `${kind}/${namespace}`;
    let names = known.get(key);
    if (names === undefined) known.set(key, (names = targetNames(state, kind, namespace)));
    return names;
  };
  for (const request of scenario.resizes) {
    const t = request.target;
    const targets = index.get(t.kind, t.namespace, t.name).filter((p) => !p.gone);
    if (targets.length === 0) {
      // A target the API server would refuse is named as such, with where it is.
      const why = leftOut(dropped, formatObjectRef(request.target), '');
      const rejected = t.kind === 'Pod' ? state.rejected.get(`${t.namespace}/${t.name}`) : undefined;
      const waitsFor = t.kind === 'Pod' ? state.unmade.get(`${t.namespace}/${t.name}`) : undefined;
      const text =
        rejected !== undefined
          ? `, bound to node ${JSON.stringify(rejected.node)}, is rejected by its kubelet (${rejected.reason}), so it does not run`
          : waitsFor !== undefined
            ? ` is never created: its StatefulSet (podManagementPolicy OrderedReady) waits for ${JSON.stringify(waitsFor)}, which stays Pending, so it matches no pod`
            : why.text === ''
              ? ` matches no pod in the input${didYouMean(t.name, namesFor(t.kind, t.namespace))}`
              : `${why.text}, so it matches no pod`;
      diagnostics.push({
        ruleId: 'reference/missing-target',
        severity: 'error',
        message: `resize target ${formatObjectRef(request.target)}${text}`,
        file: scenario.doc.file,
        range: scenario.doc.locate([...request.path, 'target']),
        object: { kind: 'ResizeScenario', namespace: '', name: scenario.name },
        ...(why.related.length > 0 ? { related: why.related } : {}),
      });
      continue;
    }
    // One origin per request, shared by the pods it resizes (a workload's replicas).
    const origin = { doc: scenario.doc, path: request.path };
    const { containers, podResources } = request;
    for (const pod of targets.sort((a, b) => a.pod.seq - b.pod.seq))
      resizes.push({ pod, containers, ...(podResources === undefined ? {} : { podResources }), origin });
  }
  return { name: scenario.name, resizes, recreations: [], skipped: [] };
}

/** The names a target of `kind` in `namespace` could have: its pods, or the workloads that own pods. */
function targetNames(state: ClusterState, kind: string, namespace: string): Set<string> {
  const names = new Set<string>();
  for (const p of state.pods) {
    if (p.pod.ref.namespace !== namespace) continue;
    if (kind === 'Pod') names.add(p.pod.ref.name);
    else if (p.pod.owner.kind === kind) names.add(p.pod.owner.name);
  }
  return names;
}
