/** What a controller-generated pod name looks like (apiserver pkg/storage/names, controller.ComputeHash). */
const ALPHANUMS = '[bcdfghjklmnpqrstvwxz2456789]';

/** `<deployment>-<pod-template-hash>-<5>`: a pod of the Deployment's current ReplicaSet. */
export function deploymentPod(deployment: string): RegExp {
  return new RegExp(`^${deployment}-${ALPHANUMS}{1,10}-${ALPHANUMS}{5}$`);
}

/** `<prefix><5>`: a pod made from generateName `prefix` (a ReplicaSet's, DaemonSet's or Job's `<name>-`). */
export function generatedFrom(prefix: string): RegExp {
  return new RegExp(`^${prefix}${ALPHANUMS}{5}$`);
}
