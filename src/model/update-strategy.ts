/**
 * How a workload's controller rolls out a new pod template: the strategy fields of a
 * Deployment, StatefulSet or DaemonSet (and an Argo Rollout's canary), after API defaulting.
 *
 * Upstream (kubernetes v1.37.2): pkg/apis/apps/v1/defaults.go (SetDefaults_Deployment: RollingUpdate,
 * maxSurge and maxUnavailable 25%, progressDeadlineSeconds 600; SetDefaults_StatefulSet:
 * RollingUpdate, partition 0, maxUnavailable 1, podManagementPolicy OrderedReady; SetDefaults_DaemonSet: RollingUpdate,
 * maxUnavailable 1, maxSurge 0). A ReplicaSet or ReplicationController never replaces its running
 * pods for a new template: that is OnDelete.
 */
import { int, obj, str } from '../core/fields.ts';
import type { PathSegment } from '../load/document.ts';

/** An IntOrString: a count, or a percentage of the desired replicas ("25%"). */
export type IntOrPercent = { readonly kind: 'int'; readonly value: number } | { readonly kind: 'percent'; readonly value: number };

export type UpdateStrategy =
  | {
      readonly type: 'RollingUpdate';
      readonly controller: 'Deployment';
      readonly maxSurge: IntOrPercent;
      readonly maxUnavailable: IntOrPercent;
      readonly minReadySeconds: number;
      readonly progressDeadlineSeconds: number;
    }
  | { readonly type: 'Recreate'; readonly controller: 'Deployment'; readonly minReadySeconds: number; readonly progressDeadlineSeconds: number }
  | {
      readonly type: 'RollingUpdate';
      readonly controller: 'StatefulSet';
      readonly partition: number;
      readonly maxUnavailable: IntOrPercent;
      readonly minReadySeconds: number;
      /** spec.podManagementPolicy: OrderedReady (the default) or Parallel. */
      readonly podManagementPolicy: 'OrderedReady' | 'Parallel';
    }
  | {
      readonly type: 'RollingUpdate';
      readonly controller: 'DaemonSet';
      readonly maxSurge: IntOrPercent;
      readonly maxUnavailable: IntOrPercent;
      readonly minReadySeconds: number;
    }
  | { readonly type: 'OnDelete'; readonly controller: string };

/** Where each strategy's type is written, for findings about a rollout. */
export const STRATEGY_PATH: Readonly<Record<string, readonly PathSegment[]>> = {
  Deployment: ['spec', 'strategy'],
  Rollout: ['spec', 'strategy'],
  StatefulSet: ['spec', 'updateStrategy'],
  DaemonSet: ['spec', 'updateStrategy'],
};

/**
 * A StatefulSet's spec.podManagementPolicy is OrderedReady, the default (SetDefaults_StatefulSet):
 * its controller makes and deletes ordinals one at a time; only Parallel (allowsBurst) does not.
 */
export function orderedReady(statefulSet: unknown): boolean {
  return obj(obj(statefulSet)['spec'])['podManagementPolicy'] !== 'Parallel';
}

const PERCENT = /^(\d+)%$/;

/** intstr.IntOrString as the API accepts it; anything else reads as the default. */
export function intOrPercent(v: unknown, fallback: IntOrPercent): IntOrPercent {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return { kind: 'int', value: v };
  if (typeof v === 'string') {
    const m = PERCENT.exec(v);
    if (m !== null) return { kind: 'percent', value: Number(m[1]) };
    if (/^\d+$/.test(v)) return { kind: 'int', value: Number(v) };
  }
  return fallback;
}

const pct = (value: number): IntOrPercent => ({ kind: 'percent', value });
const count = (value: number): IntOrPercent => ({ kind: 'int', value });

/** spec.minReadySeconds of a workload's manifest (`value`: the object), 0 when unset. */
export function minReadySecondsOf(value: unknown): number {
  return Math.max(0, int(obj(obj(value)['spec'])['minReadySeconds']) ?? 0);
}

/** A workload's update strategy, read from its manifest (`value`: the object). */
export function updateStrategy(kind: string, value: unknown): UpdateStrategy {
  const spec = obj(obj(value)['spec']);
  const minReadySeconds = minReadySecondsOf(value);
  const progressDeadlineSeconds = Math.max(1, int(spec['progressDeadlineSeconds']) ?? 600);
  switch (kind) {
    case 'Deployment': {
      const strategy = obj(spec['strategy']);
      if (str(strategy['type']) === 'Recreate') return { type: 'Recreate', controller: 'Deployment', minReadySeconds, progressDeadlineSeconds };
      const rolling = obj(strategy['rollingUpdate']);
      return {
        type: 'RollingUpdate',
        controller: 'Deployment',
        maxSurge: intOrPercent(rolling['maxSurge'], pct(25)),
        maxUnavailable: intOrPercent(rolling['maxUnavailable'], pct(25)),
        minReadySeconds,
        progressDeadlineSeconds,
      };
    }
    case 'Rollout': {
      // Argo Rollouts' canary: maxSurge 25%, maxUnavailable 0 by default; blue-green brings up a whole new set first.
      const strategy = obj(spec['strategy']);
      const canary = obj(strategy['canary']);
      const blueGreen = strategy['blueGreen'] !== undefined;
      return {
        type: 'RollingUpdate',
        controller: 'Deployment',
        maxSurge: blueGreen ? pct(100) : intOrPercent(canary['maxSurge'], pct(25)),
        maxUnavailable: blueGreen ? count(0) : intOrPercent(canary['maxUnavailable'], count(0)),
        minReadySeconds,
        progressDeadlineSeconds,
      };
    }
    case 'StatefulSet': {
      const strategy = obj(spec['updateStrategy']);
      if (str(strategy['type']) === 'OnDelete') return { type: 'OnDelete', controller: kind };
      const rolling = obj(strategy['rollingUpdate']);
      return {
        type: 'RollingUpdate',
        controller: 'StatefulSet',
        partition: Math.max(0, int(rolling['partition']) ?? 0),
        maxUnavailable: intOrPercent(rolling['maxUnavailable'], count(1)),
        minReadySeconds,
        podManagementPolicy: str(spec['podManagementPolicy']) === 'Parallel' ? 'Parallel' : 'OrderedReady',
      };
    }
    case 'DaemonSet': {
      const strategy = obj(spec['updateStrategy']);
      if (str(strategy['type']) === 'OnDelete') return { type: 'OnDelete', controller: kind };
      const rolling = obj(strategy['rollingUpdate']);
      return {
        type: 'RollingUpdate',
        controller: 'DaemonSet',
        maxSurge: intOrPercent(rolling['maxSurge'], count(0)),
        maxUnavailable: intOrPercent(rolling['maxUnavailable'], count(1)),
        minReadySeconds,
      };
    }
    default:
      return { type: 'OnDelete', controller: kind };
  }
}
