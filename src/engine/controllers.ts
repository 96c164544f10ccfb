/**
 * The controllers of a run: a ReplicaSet, Job or DaemonSet replaces a pod being deleted at once
 * (a terminating pod no longer counts as active), a StatefulSet only once the old pod is gone
 * (same identity); the replacement is a new pending pod, placed like any other. And the VPA
 * updater's eviction of a pod it recreates at a new size: the VPA admission controller gives the
 * replacement the recommendation (requests, and limits in proportion), so it is no longer the
 * template the API server admitted, and LimitRanger and ResourceQuota admit it as any new pod. A
 * refused replacement is a FailedCreate, asked for again whenever a pod is gone (the ReplicaSet's
 * requeue; quota the old pod held is free then).
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/replicaset/replica_set.go (manageReplicas),
 * pkg/controller/statefulset/stateful_set_control.go, staging/src/k8s.io/apiserver/pkg/storage/names/generate.go;
 * kubernetes/autoscaler vertical-pod-autoscaler pkg/updater/restriction (Evict),
 * pkg/admission-controller/resource/pod/patch/resource_updates.go and
 * pkg/utils/vpa/limit_and_request_scaling.go (GetProportionalLimit).
 */
import { copyPod, type Container, type Pod } from '../model/pod.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import { admitNewPod } from './admission/admit-create.ts';
import type { AdmissionObjects } from './admission/admit.ts';
import { NameGenerator } from '../model/pod-names.ts';
import { madeFromTemplate } from '../model/workloads.ts';
import type { EventLog } from './event-log.ts';
import { evictionBlockedBy, recordDisruption, type PdbState } from './preemption/pdb.ts';
import { podRef, type PreemptionExecutor } from './preemption/executor.ts';
import type { RefusedPod } from '../model/objects.ts';
import { admitPinned, type PodRejection } from './kubelet/admit-pinned.ts';
import type { PodRef } from './result.ts';
import type { PlannedRecreation, RecreationFate } from './scenarios/plan.ts';
import { type ClusterState } from './state.ts';
import { SimPod } from './sim-pod.ts';

/** What the controllers read of their run. */
export interface ControllerRun {
  readonly state: ClusterState;
  readonly events: EventLog;
  readonly pdbs: readonly PdbState[];
  readonly now: number;
  /** Where each pod the scheduler tried to place went (node null: still Pending) and why not. */
  placementOf(pod: SimPod): { readonly node: string | null; readonly preempted: readonly PodRef[]; readonly failure: string | undefined } | undefined;
  /** New pods bound by spec.nodeName that their kubelet rejected (the run reports them). */
  readonly rejected: PodRejection[];
}

export class Controllers {
  private replacements = 0;
  /** Names of the replacement pods made in this run (GenerateName never hands out one twice). */
  private readonly names = new NameGenerator();
  /** Pods evicted for recreation at a new size: the replacement's containers, and what became of it. */
  private readonly recreated = new Map<SimPod, Recreation>();
  /** Evicted pods whose replacement the API server refused, with the pod asked for (asked again when a pod is gone). */
  private readonly refusedRecreations = new Map<SimPod, Pod>();

  /** Pods whose replacement is made from the update revision (a StatefulSet's rolling update). */
  private readonly revisions = new Map<SimPod, Pod>();
  /** StatefulSet pods whose ordinal the set no longer has. */
  private readonly condemned = new Set<SimPod>();

  /**
   * `replaced`: told of every replacement (a rollout keeps it in the revision it replaces), or of
   * its refusal; `admit`: the API server's refusal of a pod a rollout's controller creates now.
   */
  constructor(
    private readonly run: ControllerRun,
    private readonly replaced: (victim: SimPod, replacement: SimPod | RefusedPod) => void = () => undefined,
    private readonly admit: (pod: Pod) => RefusedPod | undefined = () => undefined,
  ) {}

  /** Once `old` is gone, its controller makes `next` under its name (StatefulSet: the update revision). */
  recreateAs(old: SimPod, next: Pod): void {
    this.revisions.set(old, next);
  }

  /**
   * The VPA updater's eviction (vertical-pod-autoscaler pkg/updater/restriction
   * pods_eviction_restriction.go Evict, through the Eviction API): refused while a
   * PodDisruptionBudget covering the pod allows no disruption; else a graceful delete, and the
   * controller's replacement gets the recommendation from the VPA admission controller.
   */
  evictForRecreation(r: PlannedRecreation, executor: PreemptionExecutor): void {
    const pod = r.pod;
    const blockedBy = evictionBlockedBy(this.run.pdbs, pod);
    this.recreated.set(pod, { containers: r.containers, blockedBy, admission: r.admission, replacement: undefined, refused: undefined });
    if (blockedBy !== undefined) return;
    recordDisruption(this.run.pdbs, pod);
    this.run.events.message(this.run.now, pod, 'Normal', 'EvictedByVPA', 'Pod was evicted by VPA Updater to apply resource recommendation.');
    executor.deleteGracefully(pod);
    if (pod.pod.owner.kind !== 'StatefulSet') this.replace(pod);
  }

  /** What became of a pod evicted for recreation, once the run has settled. */
  recreationFate(pod: SimPod): RecreationFate {
    const entry = this.recreated.get(pod);
    if (entry?.blockedBy !== undefined) return { kind: 'Blocked', pdb: entry.blockedBy };
    const replacement = entry?.replacement;
    if (replacement === undefined && entry?.refused !== undefined) return { kind: 'Refused', message: entry.refused.message };
    if (replacement === undefined) return { kind: 'Pending', replacement: null, why: 'the evicted pod has not terminated when the simulation ends' };
    const record = this.run.placementOf(replacement);
    if (record !== undefined && record.node !== null)
      return { kind: 'Placed', replacement: podRef(replacement), node: record.node, preempted: record.preempted };
    return { kind: 'Pending', replacement: podRef(replacement), why: record?.failure ?? 'it is not scheduled' };
  }

  /**
   * A pod of a StatefulSet past its replicas (scaled down, or the set deleted): once gone it is
   * not made again (updateStatefulSet makes pods only for ordinals in range).
   */
  condemn(pod: SimPod): void {
    this.condemned.add(pod);
  }

  /**
   * A pod is gone: a StatefulSet's controller makes it again, under its own name, unless its
   * ordinal is condemned; and every refused recreation is asked for again (the quota it held is free).
   */
  podGone(pod: SimPod): void {
    if (pod.pod.hasController && pod.pod.owner.kind === 'StatefulSet' && !this.condemned.has(pod)) this.replace(pod);
    for (const [victim, next] of [...this.refusedRecreations]) if (this.admitRecreation(victim, next)) this.create(victim, next);
  }

  /** The controller's replacement for a pod being deleted: a new pending pod. */
  replace(victim: SimPod): void {
    const revision = this.revisions.get(victim);
    if (revision !== undefined) {
      // A rollout's pod, made at its revision: the API server admits it as the rollout's own.
      const refused = this.admit(revision);
      if (refused !== undefined) {
        this.replaced(victim, refused);
        return;
      }
      const next = new SimPod(revision, undefined);
      next.queuedAt = this.run.now;
      this.run.state.put(next, victim);
      this.replaced(victim, next);
      return;
    }
    const n = ++this.replacements;
    const sameName = victim.pod.owner.kind === 'StatefulSet';
    const prefix = victim.pod.generateName;
    // GenerateName (apiserver pkg/storage/names) gives the replacement a fresh suffix.
    const name = sameName ? victim.pod.ref.name : prefix === undefined ? `${victim.pod.ref.name}-r${n}` : this.names.generate(prefix, `r${n}`);
    // A repository template that names its node makes the replacement there too; a snapshot pod's
    // nodeName is where the scheduler bound it (a DaemonSet's pod keeps its node either way). A
    // StatefulSet's pod, made again once the old one is gone, goes to the scheduler as before.
    const fromTemplate = madeFromTemplate(victim.pod.doc) && !sameName && victim.pod.owner.kind !== 'DaemonSet';
    const pinned = fromTemplate ? victim.pod.nodeName : undefined;
    const pod = copyPod(victim.pod, {
      ref: { kind: 'Pod', namespace: victim.pod.ref.namespace, name },
      uid: `${victim.pod.uid}-r${n}`,
      nodeName: victim.pod.owner.kind === 'DaemonSet' ? victim.pod.nodeName : pinned,
      containerStatuses: new Map(),
      resizePending: undefined,
      startTime: undefined,
      deletionTimestamp: undefined,
    });
    if (this.recreated.has(victim) && !this.admitRecreation(victim, pod)) return;
    this.create(victim, pod);
  }

  /**
   * Whether the API server admits the replacement of a pod evicted for recreation, at the
   * resources the VPA admission controller gave it; if not, a FailedCreate (when the refusal is
   * news) and the pod kept to ask for again.
   */
  private admitRecreation(victim: SimPod, pod: Pod): boolean {
    const recreation = this.recreated.get(victim)!;
    const refused = admitNewPod(recreation.admission, this.run.state.pods, { ...pod, containers: recreation.containers });
    if (refused === undefined) {
      this.refusedRecreations.delete(victim);
      recreation.refused = undefined;
      return true;
    }
    if (recreation.refused?.message !== refused.message) {
      const { object, text } = failedCreate(pod, refused.message);
      this.run.events.objectMessage(this.run.now, object, 'Warning', 'FailedCreate', text);
    }
    if (recreation.refused === undefined) this.replaced(victim, refused);
    recreation.refused = refused;
    this.refusedRecreations.set(victim, pod);
    return false;
  }

  /** The replacement `pod` is created: queued for the scheduler, or bound to the node it names. */
  private create(victim: SimPod, pod: Pod): void {
    const replacement = new SimPod(pod, undefined);
    const recreation = this.recreated.get(victim);
    if (recreation !== undefined) {
      recreation.replacement = replacement;
      replacement.containers = recreation.containers;
      replacement.invalidate();
    }
    const pinned = victim.pod.owner.kind === 'DaemonSet' ? undefined : pod.nodeName;
    replacement.queuedAt = this.run.now;
    replacement.replacementOf = victim;
    const host = pinned === undefined ? undefined : this.run.state.nodes.get(pinned);
    if (host === undefined) this.run.state.put(replacement, victim);
    else {
      // Not the scheduler's: the kubelet of the node it names admits it, or rejects it.
      const rejection = admitPinned(this.run.state, replacement, host);
      if (rejection !== undefined) {
        this.run.rejected.push(rejection);
        return;
      }
    }
    this.replaced(victim, replacement);
  }
}

/** A pod evicted for recreation at a new size. */
interface Recreation {
  readonly containers: readonly Container[];
  readonly blockedBy: string | undefined;
  /** The LimitRanges and ResourceQuotas its replacement is admitted with. */
  readonly admission: AdmissionObjects;
  replacement: SimPod | undefined;
  /** The API server's last refusal of the replacement, while it has none. */
  refused: RefusedPod | undefined;
}

/**
 * The controller's FailedCreate event for a refused pod, and the object it is on: a Deployment's
 * ReplicaSet (the pods' generateName without its last "-"), a StatefulSet (stateful_pod_control.go
 * "create Pod … in StatefulSet … failed error: …"), else the owner (replica_set.go "Error creating: …").
 */
function failedCreate(pod: Pod, message: string): { object: string; text: string } {
  const owner = pod.owner;
  if (owner.kind === 'StatefulSet')
    return { object: formatObjectRef(owner), text: `create Pod ${pod.ref.name} in StatefulSet ${owner.name} failed error: ${message}` };
  const rs = owner.kind === 'Deployment' ? pod.generateName?.replace(/-$/, '') : undefined;
  return { object: rs === undefined ? formatObjectRef(owner) : `ReplicaSet/${owner.namespace}/${rs}`, text: `Error creating: ${message}` };
}
