/** The starter configuration `resizeguard init` writes: every setting, commented. */
export const STARTER_CONFIG = `# yaml-language-server: $schema=https://resizeguard.dev/schemas/config.schema.json
# resizeguard configuration. Flags on the command line override these settings.
# Schema: schemas/config.schema.json in the resizeguard package.

# What to check when no PATH is given (relative to this file).
paths: ["."]

# Files and folders never read (globs relative to this file).
exclude: []
#  - "docs/**"

# The nodes the simulation places pods on, for repositories without Node objects (GitOps
# repositories rarely hold them). Each pool makes <name>-0 .. <name>-<count-1>, with the labels
# every kubelet sets (kubernetes.io/hostname, kubernetes.io/os: linux, kubernetes.io/arch: amd64).
# Edit to match the cluster; remove when the checked paths hold Node objects.
nodePools:
  - name: general
    count: 3
    allocatable: {cpu: "8", memory: 32Gi, pods: "110"}
#    labels: {node.kubernetes.io/instance-type: m6i.2xlarge}
#    taints: [{key: dedicated, value: batch, effect: NoSchedule}]
#    podPreemptionPolicy: {disableResizePreemption: ["ops"]}   # opt this pool out of resize preemption

# Clusters simulated on their own (default: Flux's clusters/<name>/ folders, else one cluster).
# clusters:
#  - name: production
#    paths: [clusters/production]
#    nodePools: [{name: general, count: 10, allocatable: {cpu: "16", memory: 64Gi}}]

# Renderers: kustomize (else kubectl kustomize) and helm from PATH unless set here.
# renderers: {kustomize: kustomize, helm: helm, timeoutSeconds: 120}
# Charts rendered on their own (not through a HelmRelease or Application).
# charts:
#  - path: charts/web
#    releaseName: web
#    namespace: web
#    valuesFiles: [charts/web/values-production.yaml]

# Feature gates of the simulated cluster (Kubernetes 1.37).
featureGates:
  InPlacePodVerticalScalingSchedulerPreemption: true

# Lowest severity that fails the run: error | warning | none.
failOn: error

# Placement of pods without spec.nodeName: spread (LeastAllocated) or binpack (MostAllocated).
placement: spread

# Generated scenarios: vpaMax (on by default when the input has VPAs), limits (requests -> limits).
scenarios:
  limits: false

# Workloads that must never be preempted (rule resize/preempts-protected).
protect: []
#  - namespaces: [payments]
#  - labels: {tier: critical}
#  - kinds: [StatefulSet]

budgets:
  maxLatencySeconds: 120       # resize/slow
  maxGracePeriodSeconds: 60    # victim/long-grace-period
  # maxVictimsPerResize: 2     # resize/over-preemption
  # maxEvictedFraction: 0.5    # resize/over-preemption

# Severity per rule: error | warning | info | off.
rules: {}
#  resize/preempts: error
#  priority/unset: off

# Per-path severities.
overrides: []
#  - files: ["sandbox/**"]
#    rules: {resize/deferred: warning}

# Suppressions; each needs a reason. Suppressed findings stay visible in JSON and SARIF.
ignore: []
#  - rules: [victim/unmanaged-pod]
#    namespaces: [scratch]
#    reason: scratch pods are disposable
`;
