/**
 * Which kinds are cluster-scoped, for a namespace given at apply time (Argo CD's
 * destination.namespace, `kubectl apply -n`): namespaced objects without one get it.
 */
const CLUSTER_SCOPED_KINDS: ReadonlySet<string> = new Set([
  'APIService',
  'CSIDriver',
  'CSINode',
  'CertificateSigningRequest',
  'ClusterIssuer',
  'ClusterRole',
  'ClusterRoleBinding',
  'ComponentStatus',
  'CustomResourceDefinition',
  'IngressClass',
  'MutatingWebhookConfiguration',
  'Namespace',
  'Node',
  'PersistentVolume',
  'PodSecurityPolicy',
  'PriorityClass',
  'PriorityLevelConfiguration',
  'FlowSchema',
  'RuntimeClass',
  'StorageClass',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'ValidatingWebhookConfiguration',
  'VolumeAttachment',
  'VolumeSnapshotClass',
]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sets `metadata.namespace` on a namespaced object that has none (in place: rendered values are fresh). */
export function defaultNamespace(value: unknown, namespace: string): void {
  if (!isObj(value) || typeof value['kind'] !== 'string' || CLUSTER_SCOPED_KINDS.has(value['kind'])) return;
  if (!isObj(value['metadata'])) value['metadata'] = {};
  const metadata = value['metadata'] as Obj;
  if (typeof metadata['namespace'] !== 'string' || metadata['namespace'] === '') metadata['namespace'] = namespace;
}
