/**
 * Kinds whose objects have no namespace (the API server ignores a `metadata.namespace` on them):
 * the built-in cluster-scoped resources and common cluster-scoped custom ones.
 */
import { apiGroup } from './object-ref.ts';

export const CLUSTER_SCOPED_KINDS: ReadonlySet<string> = new Set([
  'APIService',
  'CSIDriver',
  'CSINode',
  'CertificateSigningRequest',
  'ClusterIssuer',
  'ClusterRole',
  'ClusterRoleBinding',
  'ClusterSecretStore',
  'ClusterTrustBundle',
  'ComponentStatus',
  'CustomResourceDefinition',
  'DeviceClass',
  'GatewayClass',
  'IngressClass',
  'IPAddress',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
  'MutatingWebhookConfiguration',
  'Namespace',
  'Node',
  'PersistentVolume',
  'PodSecurityPolicy',
  'PriorityClass',
  'PriorityLevelConfiguration',
  'FlowSchema',
  'ResourceSlice',
  'RuntimeClass',
  'ServiceCIDR',
  'StorageClass',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'ValidatingWebhookConfiguration',
  'VolumeAttachment',
  'VolumeSnapshotClass',
]);

/**
 * The kinds without a namespace in one input: the built-in ones above, and every custom kind a
 * CustomResourceDefinition of the input serves with `scope: Cluster`. The API server clears a
 * namespace on such an object (staging/src/k8s.io/apiserver/pkg/registry/rest/create.go
 * BeforeCreate): a copy given one by kustomize's namespace transformer, which does not know a
 * custom kind's scope, is the same object as its copy in another namespace.
 */
export class ClusterScope {
  private constructor(private readonly custom: ReadonlySet<string>) {}

  /** The scope the documents' CustomResourceDefinitions declare. */
  static of(documents: Iterable<{ readonly value: unknown }>): ClusterScope {
    const custom = new Set<string>();
    for (const { value } of documents) {
      const v = value as { kind?: unknown; spec?: { scope?: unknown; group?: unknown; names?: { kind?: unknown } } } | null;
      if (v?.kind !== 'CustomResourceDefinition' || v.spec?.scope !== 'Cluster') continue;
      const group = v.spec.group;
      const kind = v.spec.names?.kind;
      if (typeof group === 'string' && typeof kind === 'string') custom.add(`${group}/${kind}`);
    }
    return new ClusterScope(custom);
  }

  has(kind: string, apiVersion: string): boolean {
    return CLUSTER_SCOPED_KINDS.has(kind) || (this.custom.size > 0 && this.custom.has(`${apiGroup(apiVersion)}/${kind}`));
  }
}
