/** Identifies a Kubernetes object; namespace is "" for cluster-scoped kinds. */
export interface ObjectRef {
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
}

export function formatObjectRef(ref: ObjectRef): string {
  return ref.namespace === '' ? `${ref.kind}/${ref.name}` : `${ref.kind}/${ref.namespace}/${ref.name}`;
}

/** "namespace/name", the key kube-scheduler uses for pods in messages. */
export function namespacedName(ref: { readonly namespace: string; readonly name: string }): string {
  return ref.namespace === '' ? ref.name : `${ref.namespace}/${ref.name}`;
}

/** The API group of an apiVersion: "" for the core group ("v1"), "apps" for "apps/v1". */
export function apiGroup(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? '' : apiVersion.slice(0, slash);
}
