/**
 * The starter configuration `resizeguard init` writes: every setting, commented, under an editor
 * modeline that points at a copy of the config schema the editor can open.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../core/version.ts';
import { repositoryBoundary } from '../io/tree-walk.ts';
import { INFORMATION_URI } from '../report/sarif.ts';

const PACKAGE_NAME = 'resizeguard';
const SCHEMA_FILE = path.join('schemas', 'config.schema.json');

/** The schema as the release tag serves it: always reachable, and the version the config was written for. */
export const SCHEMA_URL = `${INFORMATION_URI.replace(/^https:\/\/github\.com\//, 'https://raw.githubusercontent.com/')}/v${VERSION}/schemas/config.schema.json`;

/** Whether `dir` is a resizeguard package (not some other package in a folder of that name) with the schema. */
function isInstallation(dir: string): boolean {
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown };
    return pkg.name === PACKAGE_NAME && existsSync(path.join(dir, SCHEMA_FILE));
  } catch {
    return false;
  }
}

/** The resizeguard package this code runs from (src/cli or the bundle in dist/), found by walking up. */
export function runningInstallation(): string | undefined {
  for (let d = path.dirname(fileURLToPath(import.meta.url)); ; d = path.dirname(d)) {
    if (isInstallation(d)) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/** node_modules/resizeguard in `dir` or a folder above it, up to `root`. */
function installedInRepository(dir: string, root: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', PACKAGE_NAME);
    if (isInstallation(candidate)) return candidate;
    if (d === root || path.dirname(d) === d) return undefined;
  }
}

function inside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** `./…` or `../…` with forward slashes, as a modeline needs; undefined when it would hold white space (a modeline ends there). */
function modelinePath(from: string, to: string): string | undefined {
  const rel = path.relative(from, to).split(path.sep).join('/');
  if (/\s/.test(rel)) return undefined;
  return rel.startsWith('../') ? rel : `./${rel}`;
}

/**
 * What the modeline of a config written in `configDir` points at: a path into the repository
 * (its node_modules install, else the running installation when it lies in the same tree), since
 * a path keeps the editor on the schema of the resizeguard the repository runs; else the
 * release's URL. The tree is the git root, or `configDir` itself outside git.
 */
export function schemaReference(configDir: string, installation: string | undefined = runningInstallation()): string {
  const dir = path.resolve(configDir);
  const root = repositoryBoundary(dir);
  const candidates = [installedInRepository(dir, root), installation !== undefined && inside(installation, root) ? installation : undefined];
  for (const c of candidates) {
    const rel = c === undefined ? undefined : modelinePath(dir, path.join(c, SCHEMA_FILE));
    if (rel !== undefined) return rel;
  }
  return SCHEMA_URL;
}

const STARTER_BODY = `# resizeguard configuration. Flags on the command line override these settings.
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
    allocatable: {cpu: "8", memory: 32Gi, ephemeral-storage: 100Gi, pods: "110"}   # as kubectl get node -o yaml shows it
#    labels: {node.kubernetes.io/instance-type: m6i.2xlarge}
#    taints: [{key: dedicated, value: batch, effect: NoSchedule}]
#    podPreemptionPolicy: {disableResizePreemption: ["ops"]}   # opt this pool out of resize preemption

# Clusters simulated on their own (default: Flux's clusters/<name>/ folders, else one cluster).
# clusters:
#  - name: production
#    paths: [clusters/production]
#    nodePools: [{name: general, count: 10, allocatable: {cpu: "16", memory: 64Gi, ephemeral-storage: 200Gi}}]

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

/** The starter with its modeline pointing at `schema` (see schemaReference). */
export function starterConfig(schema: string): string {
  return `# yaml-language-server: $schema=${schema}\n${STARTER_BODY}`;
}
