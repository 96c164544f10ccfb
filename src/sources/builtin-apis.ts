/**
 * The built-in APIs a Kubernetes 1.37 cluster serves by default, each `group/version` with the
 * kinds of its resources (not subresources): what discovery lists before any CRD or aggregated API
 * is added. A chart that asks `.Capabilities.APIVersions.Has "policy/v1/PodDisruptionBudget"`
 * finds it in a cluster's discovery (helm pkg/action/action.go GetVersionSet adds `gv` and
 * `gv/Kind` for every resource; Argo CD util/argo/argo.go APIResourcesToStrings with kinds), so
 * it must find it here too.
 *
 * Upstream (kubernetes v1.37.2): the versions are pkg/controlplane/instance.go
 * DefaultAPIResourceConfigSource (genericStableAPIGroupVersionsEnabledByDefault and
 * stableAPIGroupVersionsEnabledByDefault; every beta and alpha version is disabled there), plus
 * apiextensions.k8s.io/v1 and apiregistration.k8s.io/v1 of the apiextensions and aggregator
 * servers; the kinds are those versions' resources in api/discovery/api__v1.json and
 * apis__<group>__<version>.json. Resources a feature gate guards in these versions
 * (ClusterTrustBundle, PodCertificateRequest, StorageVersionMigration, MutatingAdmissionPolicy)
 * are GA and on by default in 1.37 (pkg/features/kube_features.go).
 */
export const BUILTIN_API_RESOURCES: Readonly<Record<string, readonly string[]>> = {
  v1: [
    'Binding',
    'ComponentStatus',
    'ConfigMap',
    'Endpoints',
    'Event',
    'LimitRange',
    'Namespace',
    'Node',
    'PersistentVolume',
    'PersistentVolumeClaim',
    'Pod',
    'PodTemplate',
    'ReplicationController',
    'ResourceQuota',
    'Secret',
    'Service',
    'ServiceAccount',
  ],
  'admissionregistration.k8s.io/v1': [
    'MutatingAdmissionPolicy',
    'MutatingAdmissionPolicyBinding',
    'MutatingWebhookConfiguration',
    'ValidatingAdmissionPolicy',
    'ValidatingAdmissionPolicyBinding',
    'ValidatingWebhookConfiguration',
  ],
  'apiextensions.k8s.io/v1': ['CustomResourceDefinition'],
  'apiregistration.k8s.io/v1': ['APIService'],
  'apps/v1': ['ControllerRevision', 'DaemonSet', 'Deployment', 'ReplicaSet', 'StatefulSet'],
  'authentication.k8s.io/v1': ['SelfSubjectReview', 'TokenReview'],
  'authorization.k8s.io/v1': ['LocalSubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview', 'SubjectAccessReview'],
  'autoscaling/v1': ['HorizontalPodAutoscaler'],
  'autoscaling/v2': ['HorizontalPodAutoscaler'],
  'batch/v1': ['CronJob', 'Job'],
  'certificates.k8s.io/v1': ['CertificateSigningRequest', 'ClusterTrustBundle', 'PodCertificateRequest'],
  'coordination.k8s.io/v1': ['Lease'],
  'discovery.k8s.io/v1': ['EndpointSlice'],
  'events.k8s.io/v1': ['Event'],
  'flowcontrol.apiserver.k8s.io/v1': ['FlowSchema', 'PriorityLevelConfiguration'],
  'networking.k8s.io/v1': ['IPAddress', 'Ingress', 'IngressClass', 'NetworkPolicy', 'ServiceCIDR'],
  'node.k8s.io/v1': ['RuntimeClass'],
  'policy/v1': ['PodDisruptionBudget'],
  'rbac.authorization.k8s.io/v1': ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding'],
  'resource.k8s.io/v1': ['DeviceClass', 'DeviceTaintRule', 'ResourceClaim', 'ResourceClaimTemplate', 'ResourceSlice'],
  'scheduling.k8s.io/v1': ['PriorityClass'],
  'storage.k8s.io/v1': ['CSIDriver', 'CSINode', 'CSIStorageCapacity', 'StorageClass', 'VolumeAttachment', 'VolumeAttributesClass'],
  'storagemigration.k8s.io/v1': ['StorageVersionMigration'],
};

/** Each served built-in `group/version` and `group/version/Kind`, as discovery gives them to helm. */
export const BUILTIN_API_VERSIONS: readonly string[] = Object.entries(BUILTIN_API_RESOURCES).flatMap(([gv, kinds]) => [gv, ...kinds.map((k) => `${gv}/${k}`)]);

/** The built-in API groups ('' for core): the table above, not the input, says what they serve. */
export const BUILTIN_API_GROUPS: ReadonlySet<string> = new Set(
  Object.keys(BUILTIN_API_RESOURCES).map((gv) => (gv.includes('/') ? gv.slice(0, gv.indexOf('/')) : '')),
);
