// Generates a large repository-shaped cluster for resizeguard: a .resizeguard.yaml with node
// pools (one of them opted out of resize preemption), PriorityClasses, Deployments of several
// teams and a ResizeScenario that grows the customer-facing ones. Deterministic: the same options
// always give the same files, byte for byte (no randomness, no clock), so tests can compare a
// report on it against a golden file.
//
//   node scripts/gen-cluster.mjs DIR [--pods 6000]
//
// Library use: `generateCluster({ pods })` returns the files and their counts without touching
// the disk; `writeCluster(dir, { pods })` writes them under dir.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PODS = 6000;
/** Replicas of each Deployment (the last one takes what is left over). */
export const REPLICAS = 30;
/** About this many pods per node: 30 pods of 750m..1150m CPU fill most of a 32-CPU node. */
const PODS_PER_NODE = 30;
/** One node in this many is in the pool that opted out of resize preemption. */
const RESERVED_EVERY = 20;
/** One Deployment in this many is a customer-facing one that the scenario grows. */
const GROWN_EVERY = 60;

export const PRIORITY_CLASSES = [
  { name: 'customer-critical', value: 1000000, description: 'The request path of the shop. Preempts everything below it.' },
  { name: 'prod', value: 100000, description: 'Production services and their data stores.' },
  { name: 'standard', value: 10000, globalDefault: true, description: 'Anything that names no PriorityClass.' },
  { name: 'batch', value: 1000, description: 'Batch work. Tolerates preemption and rescheduling.' },
];

/** Deployment w belongs to TEAMS[w % TEAMS.length]. */
export const TEAMS = [
  { namespace: 'shop', app: 'storefront', priorityClassName: 'customer-critical' },
  { namespace: 'payments', app: 'ledger', priorityClassName: 'prod' },
  { namespace: 'search', app: 'query', priorityClassName: 'prod' },
  { namespace: 'platform', app: 'gateway', priorityClassName: 'standard' },
  { namespace: 'batch', app: 'ingest', priorityClassName: 'batch' },
  { namespace: 'analytics', app: 'rollup', priorityClassName: 'batch' },
];

const SCENARIO = 'peak-traffic';
const GROWN_CPU = '4';
const RESERVED_OWNER = 'platform/capacity-reservations';

function cpuMilli(w) {
  return 750 + (w % 5) * 100; // 750m..1150m, 950m on average
}

function memoryMi(w) {
  return 512 + (w % 4) * 256; // 512Mi..1280Mi
}

function pad(n, width) {
  return String(n).padStart(width, '0');
}

/** The Deployments: name, namespace, replicas, class and per-pod requests, in a fixed order. */
function workloads(pods) {
  const count = Math.ceil(pods / REPLICAS);
  const width = Math.max(3, String(count - 1).length);
  const out = [];
  for (let w = 0; w < count; w++) {
    const team = TEAMS[w % TEAMS.length];
    out.push({
      index: w,
      name: `${team.app}-${pad(w, width)}`,
      namespace: team.namespace,
      priorityClassName: team.priorityClassName,
      replicas: w === count - 1 ? pods - REPLICAS * (count - 1) : REPLICAS,
      cpu: `${cpuMilli(w)}m`,
      memory: `${memoryMi(w)}Mi`,
      grown: team.namespace === 'shop' && Math.floor(w / TEAMS.length) % Math.ceil(GROWN_EVERY / TEAMS.length) === 0,
    });
  }
  return out;
}

function grownMemory(w) {
  return `${Math.ceil((memoryMi(w.index) * 3) / 2)}Mi`;
}

function configFile(o) {
  return `# A generated cluster (scripts/gen-cluster.mjs): ${o.nodes} nodes, ${o.pods} pods from ${o.workloads} Deployments.
# The repository holds no Node objects, so the pools are declared here.
featureGates:
  InPlacePodVerticalScalingSchedulerPreemption: true

nodePools:
  # Shared workers; resize preemption on.
  - name: general
    count: ${o.generalNodes}
    allocatable: {cpu: "32", memory: 128Gi, pods: "110"}
    labels: {pool: general}
  # Same machines, opted out of resize preemption (KEP-5836): a resize that does not fit here
  # stays Deferred instead of preempting lower-priority pods.
  - name: reserved
    count: ${o.reservedNodes}
    allocatable: {cpu: "32", memory: 128Gi, pods: "110"}
    labels: {pool: reserved}
    podPreemptionPolicy:
      disableResizePreemption: ["${RESERVED_OWNER}"]
`;
}

function priorityClassesFile() {
  return PRIORITY_CLASSES.map(
    (c) => `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: ${c.name}
value: ${c.value}
${c.globalDefault === true ? 'globalDefault: true\n' : ''}description: ${c.description}
`,
  ).join('---\n');
}

function deploymentDoc(w) {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${w.name}
  namespace: ${w.namespace}
  labels: {app: ${w.name}, team: ${w.namespace}}
spec:
  replicas: ${w.replicas}
  selector: {matchLabels: {app: ${w.name}}}
  template:
    metadata:
      labels: {app: ${w.name}, team: ${w.namespace}}
    spec:
      priorityClassName: ${w.priorityClassName}
      containers:
        - name: app
          image: registry.example.com/${w.namespace}/${w.name.replace(/-\d+$/, '')}:1.${w.index % 7}.0
          resources:
            requests: {cpu: ${w.cpu}, memory: ${w.memory}}
            limits: {memory: ${w.memory}}
`;
}

function scenarioFile(grown) {
  const resizes = grown
    .map(
      (w) => `    - target: {kind: Deployment, namespace: ${w.namespace}, name: ${w.name}}
      containers:
        - name: app
          resources:
            requests: {cpu: "${GROWN_CPU}", memory: ${grownMemory(w)}}
            limits: {memory: ${grownMemory(w)}}
`,
    )
    .join('');
  return `# The evening before a sale: the shop team raises the CPU of some storefront Deployments to
# ${GROWN_CPU} per replica (and memory by half) with \`kubectl patch --subresource=resize\` on every replica.
apiVersion: resizeguard.dev/v1alpha1
kind: ResizeScenario
metadata:
  name: ${SCENARIO}
spec:
  resizes:
${resizes}`;
}

/**
 * The files of a generated cluster, in a fixed order, and what they hold.
 * @param {{ pods?: number }} [options]
 * @returns {{ files: { path: string, text: string }[], stats: { pods: number, nodes: number, generalNodes: number, reservedNodes: number, workloads: number, resizeTargets: number, resizes: number } }}
 */
export function generateCluster(options = {}) {
  const pods = options.pods ?? DEFAULT_PODS;
  if (!Number.isInteger(pods) || pods < 1) throw new RangeError(`pods must be a positive integer, not ${String(pods)}`);
  const nodes = Math.max(2, Math.ceil(pods / PODS_PER_NODE));
  const reservedNodes = Math.max(1, Math.round(nodes / RESERVED_EVERY));
  const all = workloads(pods);
  const grown = all.filter((w) => w.grown);
  const stats = {
    pods,
    nodes,
    generalNodes: nodes - reservedNodes,
    reservedNodes,
    workloads: all.length,
    resizeTargets: grown.length,
    resizes: grown.reduce((n, w) => n + w.replicas, 0),
  };
  const files = [
    { path: '.resizeguard.yaml', text: configFile(stats) },
    { path: 'cluster/priorityclasses.yaml', text: priorityClassesFile() },
    ...TEAMS.map((team) => ({
      path: `workloads/${team.namespace}.yaml`,
      text: all
        .filter((w) => w.namespace === team.namespace)
        .map(deploymentDoc)
        .join('---\n'),
    })).filter((f) => f.text !== ''),
    { path: `scenarios/${SCENARIO}.yaml`, text: scenarioFile(grown) },
  ];
  return { files, stats };
}

/**
 * Writes the generated cluster under dir (created if missing) and returns its counts.
 * @param {string} dir
 * @param {{ pods?: number }} [options]
 */
export function writeCluster(dir, options = {}) {
  const { files, stats } = generateCluster(options);
  for (const file of files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  return { files: files.map((f) => f.path), stats };
}

function usage(message) {
  if (message !== undefined) process.stderr.write(`gen-cluster: ${message}\n`);
  process.stderr.write('usage: node scripts/gen-cluster.mjs DIR [--pods N]\n');
  process.exit(2);
}

function main(argv) {
  let dir;
  let pods = DEFAULT_PODS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') usage();
    else if (arg === '--pods' || arg.startsWith('--pods=')) {
      const value = arg === '--pods' ? argv[++i] : arg.slice('--pods='.length);
      pods = Number(value);
      if (value === undefined || !Number.isInteger(pods) || pods < 1) usage(`--pods needs a positive integer, not ${String(value)}`);
    } else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else if (dir === undefined) dir = arg;
    else usage(`unexpected argument ${arg}`);
  }
  if (dir === undefined) usage('DIR is missing');
  const { files, stats } = writeCluster(resolve(dir), { pods });
  const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  process.stdout.write(
    `${dir}: ${count(stats.nodes, 'node')} (${stats.reservedNodes} opted out of resize preemption), ${count(stats.pods, 'pod')} from ${count(stats.workloads, 'Deployment')}, ` +
      `${count(stats.resizes, 'pod resize')} from ${count(stats.resizeTargets, 'Deployment')}; ${count(files.length, 'file')}\n`,
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
