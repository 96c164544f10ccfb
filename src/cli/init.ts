/** The starter configuration `resizeguard init` writes: every setting, commented. */
export const STARTER_CONFIG = `# yaml-language-server: $schema=https://resizeguard.dev/schemas/config.schema.json
# resizeguard configuration. Flags on the command line override these settings.
# Schema: schemas/config.schema.json in the resizeguard package.

# What to check when no PATH is given (relative to this file).
paths: ["."]

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
