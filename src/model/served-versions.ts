/**
 * The API versions Kubernetes 1.37 serves for the built-in kinds the model reads. Every other
 * version of them was removed long before in-place resize (extensions/v1beta1 and apps/v1beta1-2
 * in 1.16, PriorityClass scheduling.k8s.io/v1beta1 in 1.22, batch/v1beta1 CronJob and
 * policy/v1beta1 PodDisruptionBudget in 1.25, autoscaling/v2beta2 in 1.26): the API server
 * refuses such an object ("no matches for kind"), so it never reaches the cluster.
 *
 * Upstream: pkg/controlplane/instance.go DefaultAPIResourceConfigSource
 * (stableAPIGroupVersionsEnabledByDefault), pkg/controlplane/apiserver legacy core v1.
 */
import { apiGroup } from '../core/object-ref.ts';

const SERVED: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  '': { Node: ['v1'], Pod: ['v1'], Namespace: ['v1'], LimitRange: ['v1'], ResourceQuota: ['v1'], ReplicationController: ['v1'] },
  apps: { Deployment: ['apps/v1'], ReplicaSet: ['apps/v1'], StatefulSet: ['apps/v1'], DaemonSet: ['apps/v1'] },
  extensions: { Deployment: ['apps/v1'], ReplicaSet: ['apps/v1'], DaemonSet: ['apps/v1'] },
  batch: { Job: ['batch/v1'], CronJob: ['batch/v1'] },
  'scheduling.k8s.io': { PriorityClass: ['scheduling.k8s.io/v1'] },
  policy: { PodDisruptionBudget: ['policy/v1'] },
  autoscaling: { HorizontalPodAutoscaler: ['autoscaling/v1', 'autoscaling/v2'] },
};

/** The versions served for `kind` when `apiVersion` is a built-in one Kubernetes 1.37 does not serve; else undefined. */
export function unservedVersion(kind: string, apiVersion: string): readonly string[] | undefined {
  const served = SERVED[apiGroup(apiVersion)]?.[kind];
  if (served === undefined || served.includes(apiVersion)) return undefined;
  return served;
}
