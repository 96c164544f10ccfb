/**
 * The engine's answer to a case, in the Go program's Answer shape, from the engine's own functions.
 */
import { cloneCycleState, cycleStateFor, finalStatus, preFilterExtensions, runFilterPlugins, type FilterOptions } from '../../src/engine/filters.ts';
import { decideResize } from '../../src/engine/kubelet/admission.ts';
import { getPodsToPreempt } from '../../src/engine/kubelet/critical-pod-admission.ts';
import { pushPendingResize } from '../../src/engine/kubelet/pending.ts';
import type { SimPod } from '../../src/engine/sim-pod.ts';
import * as deferredPodScheduling from '../../src/engine/plugins/deferred-pod-scheduling.ts';
import * as nodeResourcesFit from '../../src/engine/plugins/noderesources-fit.ts';
import { podEligibleToPreemptOthers } from '../../src/engine/preemption/default-preemption.ts';
import { pickOneNodeForPreemption, type Candidate } from '../../src/engine/preemption/pick-node.ts';
import { selectVictimsOnNode, type SelectVictimsResult } from '../../src/engine/preemption/select-victims.ts';
import { runResizeCycle } from '../../src/engine/resize-cycle.ts';
import { nodeInfoOf } from '../../src/engine/state.ts';
import { status, type Status } from '../../src/engine/status.ts';
import { computePodQOS } from '../../src/model/qos.ts';
import { podRequests } from '../../src/model/requests.ts';
import { podLimits } from '../../src/engine/admission/pod-limits.ts';
import { quotaUsage } from '../../src/engine/admission/resource-quota.ts';
import { updateStrategy } from '../../src/model/update-strategy.ts';
import { KNOWN_FIELDS, unknownFieldPaths } from '../../src/schema/unknown-fields.ts';
import { daemonSetFenceposts, deploymentFenceposts, newReplicaSetReplicas } from '../../src/engine/rollout/fenceposts.ts';
import type { ResourceList } from '../../src/resource/resources.ts';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import type { Answer, Case, NodeVictimsAnswer, OutcomeAnswer, StatusAnswer } from './cases.ts';
import { resizePathAnswer } from './engine-path.ts';
import { limitRangeAnswer } from './engine-limit-range.ts';
import { placementFilterAnswer } from './engine-placement.ts';
import { loadCase, nodeOf, type LoadedCase } from './load.ts';

function amounts(list: ResourceList): Record<string, number> {
  return Object.fromEntries([...list].map(([name, v]) => [name, Number(v)]));
}

function statusOf(s: Status): StatusAnswer {
  return { code: s.code, reasons: [...s.reasons] };
}

function victimsOf(r: SelectVictimsResult): NodeVictimsAnswer {
  if (!r.ok) return { ok: false, status: statusOf(r.status), victims: [], numPDBViolations: 0 };
  return { ok: true, victims: r.victims.pods.map((p) => p.pod.ref.name), numPDBViolations: r.victims.numPDBViolations };
}

function only<T>(v: T | undefined, what: string): T {
  if (v === undefined) throw new Error(`case has no ${what}`);
  return v;
}

function podRequestsAnswer(l: LoadedCase): Answer {
  const pod = only(l.podList[0], 'pod');
  return {
    spec: amounts(podRequests(pod)),
    status: amounts(podRequests(pod, { useStatusResources: true })),
    qos: computePodQOS(pod.containers, pod.initContainers, pod.podResources),
  };
}

function fitAnswer(c: Case, l: LoadedCase): Answer {
  const pod = only(l.pods.get(only(c.target, 'target')), 'target pod');
  const simNode = nodeOf(l, only(pod.nodeName, 'target node'));
  const fit = nodeResourcesFit.filter(pod, pod.specRequests(), nodeInfoOf(simNode), true, { podCountQuirk: true });
  const cycle = runResizeCycle(pod, simNode, l.pdbs, { podCountQuirk: true, nominated: new Map() });
  const answer: Answer = {
    fit: statusOf(fit),
    dps: statusOf(deferredPodScheduling.filter(pod, simNode.node)),
    permit: statusOf(deferredPodScheduling.permit()),
    cycle: cycle.kind,
  };
  if (cycle.kind === 'Preempt')
    return { ...answer, candidate: { ok: true, victims: cycle.victims.pods.map((p) => p.pod.ref.name), numPDBViolations: cycle.victims.numPDBViolations } };
  if (cycle.kind === 'NoCandidate') return { ...answer, candidate: { ok: false, status: statusOf(cycle.postFilter), victims: [], numPDBViolations: 0 } };
  return answer;
}

function selectVictimsAnswer(c: Case, l: LoadedCase): Answer {
  const pod = only(l.preemptor, 'preemptor');
  // The failed cycle's status on the nominated node, as PodEligibleToPreemptOthers is given it.
  const nominatedStatus = c.nominatedNodeStatus === undefined ? undefined : status(c.nominatedNodeStatus, 'NodeResourcesFit', 'Insufficient cpu');
  const reason = podEligibleToPreemptOthers(pod, l.state.nodes, pod.nominatedNode, nominatedStatus);
  const opts: FilterOptions = { podCountQuirk: false, nominated: new Map() };
  const cycle = cycleStateFor(pod, l.state);
  const nodes: Record<string, NodeVictimsAnswer> = {};
  const nonViolating: Candidate[] = [];
  const violating: Candidate[] = [];
  for (const [name, simNode] of [...l.state.nodes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const state = cloneCycleState(cycle);
    const r = selectVictimsOnNode(pod, nodeInfoOf(simNode), l.pdbs, (i) => finalStatus(runFilterPlugins(state, i, opts)), preFilterExtensions(state));
    nodes[name] = victimsOf(r);
    if (r.ok && r.victims.pods.length > 0) (r.victims.numPDBViolations === 0 ? nonViolating : violating).push({ node: name, victims: r.victims });
  }
  const picked = pickOneNodeForPreemption([...nonViolating, ...violating])?.node;
  return { eligible: reason === undefined, eligibleReason: reason ?? '', nodes, ...(picked !== undefined ? { picked } : {}) };
}

function pendingOrderAnswer(c: Case, l: LoadedCase): Answer {
  const pushed = (c.pushOrder ?? []).map((n) => only(l.pods.get(n), `pod ${n}`));
  // PushPendingResize, pod by pod: each push sorts the list as it stands (pending.ts).
  let list: readonly SimPod[] = [];
  for (const p of pushed) list = pushPendingResize(list, p);
  return { order: list.map((p) => p.pod.ref.name) };
}

function admitAnswer(c: Case, l: LoadedCase): Answer {
  const decisions: Record<string, OutcomeAnswer> = {};
  for (const name of c.pushOrder ?? []) {
    const pod = only(l.pods.get(name), `pod ${name}`);
    const d = decideResize(pod, nodeOf(l, only(pod.nodeName, 'node')));
    decisions[name] = d.kind === 'Deferred' || d.kind === 'Infeasible' ? { kind: d.kind, message: d.message } : { kind: d.kind };
  }
  return { decisions };
}

function criticalAnswer(c: Case, l: LoadedCase): Answer {
  const preemptor = only(l.preemptor ?? l.pods.get('critical'), 'preemptor');
  const others = l.podList.filter((p) => p !== preemptor);
  const requirements = (c.requirements ?? []).map((r) => ({ resourceName: r.resourceName, quantity: BigInt(r.quantity) }));
  const victims = getPodsToPreempt(preemptor, others, requirements);
  return { found: victims !== undefined, evicted: (victims ?? []).map((p) => p.pod.ref.name) };
}

/** rollout: updateStrategy (the API's defaults) and the controllers' bounds; a DaemonSet's `newReplicas` is its desired number scheduled. */
function rolloutAnswer(c: Case): Answer {
  const w = c.workload as { kind: string; spec: { replicas?: number } };
  const strategy = updateStrategy(w.kind, w);
  if (strategy.type !== 'RollingUpdate') return { error: `engine read strategy ${strategy.type}` };
  if (strategy.controller === 'DaemonSet') return { ...daemonSetFenceposts(strategy.maxSurge, strategy.maxUnavailable, c.newReplicas ?? 0) };
  if (strategy.controller !== 'Deployment') return { error: `engine read a ${strategy.controller} strategy` };
  const desired = w.spec.replicas ?? 1;
  const f = deploymentFenceposts(strategy.maxSurge, strategy.maxUnavailable, desired);
  return { surge: f.surge, unavailable: f.unavailable, newRSReplicas: newReplicaSetReplicas(desired, f.surge, c.allReplicas ?? 0, c.newReplicas ?? 0) };
}

/** strictFields: the unknown fields the engine finds in the pod spec it reads. */
function strictFieldsAnswer(c: Case): Answer {
  const w = c.workload as { kind: string };
  const unknown = unknownFieldPaths(w, w.kind).sort();
  const fields = Object.fromEntries(Object.entries(KNOWN_FIELDS).map(([k, v]) => [k, [...v].sort()]));
  return { ...(unknown.length === 0 ? {} : { unknown }), fields };
}

/** manifestRead: the text through the engine's reader and model builder, as a repository's file is read. */
function manifestReadAnswer(c: Case): Answer {
  const parsed = parseSource({ path: `${c.id}.yaml`, text: only(c.text, 'text') });
  const { model, diagnostics } = buildClusterModel(parsed.documents);
  // What refuses the input (reading it, its schema), not what the missing nodes make of it.
  const errors = [...parsed.diagnostics, ...diagnostics].filter((d) => d.severity === 'error' && d.ruleId.startsWith('input/'));
  if (errors.length > 0) return { refused: errors.map((d) => `${d.ruleId}: ${d.message}`).join('; ') };
  const pod = only(model.pods[0], 'pod');
  const lists: Record<string, Record<string, string>> = {};
  const add = (key: string, amounts: ReadonlyMap<string, bigint>): void => {
    if (amounts.size > 0) lists[key] = Object.fromEntries([...amounts].map(([name, v]) => [name, String(v)]));
  };
  pod.containers.forEach((ctr, i) => {
    for (const list of ['requests', 'limits'] as const) add(`c${i}.${list}`, ctr.resources[list]);
  });
  // The pod's totals (PodRequests, PodLimits): summed exactly, rounded once.
  add('pod.requests', podRequests(pod));
  add('pod.limits', podLimits(pod));
  // Its quota usage (PodUsageFunc) as a ledger counting exactly has it: thousandths of each key's unit.
  add('pod.quota', quotaUsage(pod, { exact: true }));
  return { lists };
}

export function engineAnswer(c: Case): Answer {
  if (c.kind === 'manifestRead') return manifestReadAnswer(c);
  if (c.kind === 'limitRange') return limitRangeAnswer(c);
  if (c.kind === 'placementFilter') return placementFilterAnswer(c);
  if (c.kind === 'strictFields') return strictFieldsAnswer(c);
  if (c.kind === 'resizePath') return resizePathAnswer(c);
  if (c.kind === 'rollout') return rolloutAnswer(c);
  const l = loadCase(c);
  if (l.errors.length > 0) return { error: `engine rejected the input: ${l.errors.join('; ')}` };
  switch (c.kind) {
    case 'podRequests':
      return podRequestsAnswer(l);
    case 'fit':
      return fitAnswer(c, l);
    case 'selectVictims':
      return selectVictimsAnswer(c, l);
    case 'pendingOrder':
      return pendingOrderAnswer(c, l);
    case 'admit':
      return admitAnswer(c, l);
    case 'criticalPreemption':
      return criticalAnswer(c, l);
  }
}
