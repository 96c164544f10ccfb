/**
 * Generates benchmark clusters: nodes, priority classes, pods (bound, or made by workloads) and a
 * ResizeScenario that grows every pod by a percentage. Deterministic: no randomness.
 */
export interface GenOptions {
  readonly nodes: number;
  readonly podsPerNode: number;
  /** Pods come from Deployments of this many replicas each (0 = bare pods bound to nodes). */
  readonly replicasPerWorkload: number;
  readonly growPercent: number;
}

const CLASSES = [
  { name: 'bench-low', value: 1000 },
  { name: 'bench-mid', value: 100000 },
  { name: 'bench-high', value: 1000000 },
];

function cpuMilli(i: number): number {
  return 800 + (i % 5) * 100; // 800m..1200m: 30 pods fill a 32-cpu node
}

function memMi(i: number): number {
  return 512 + (i % 4) * 256;
}

function grow(v: number, pct: number): number {
  return Math.ceil((v * (100 + pct)) / 100);
}

export function generateCluster(o: GenOptions): { items: unknown[]; scenario: unknown } {
  const items: unknown[] = [];
  for (const c of CLASSES) items.push({ apiVersion: 'scheduling.k8s.io/v1', kind: 'PriorityClass', metadata: { name: c.name }, value: c.value });
  const nodeName = (n: number): string => `node-${String(n).padStart(5, '0')}`;
  for (let n = 0; n < o.nodes; n++) {
    items.push({
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: nodeName(n), labels: { 'kubernetes.io/hostname': nodeName(n), pool: n % 10 === 0 ? 'batch' : 'general' } },
      spec: n % 50 === 0 ? { podPreemptionPolicy: { disableResizePreemption: ['bench/operator'] } } : {},
      status: { allocatable: { cpu: '32', memory: '128Gi', pods: '110' } },
    });
  }
  const resizes: unknown[] = [];
  const total = o.nodes * o.podsPerNode;
  const container = (i: number, pct: number) => ({
    name: 'app',
    image: 'registry.example/app:1',
    resources: { requests: { cpu: `${grow(cpuMilli(i), pct)}m`, memory: `${grow(memMi(i), pct)}Mi` } },
  });
  if (o.replicasPerWorkload === 0) {
    for (let i = 0; i < total; i++) {
      const name = `pod-${String(i).padStart(6, '0')}`;
      // Each node's pods take every size in turn (pod i is on node i % nodes): 30 of them ask
      // 30 of the node's 32 CPUs, so the kubelets admit them all.
      const size = i + Math.floor(i / o.nodes);
      items.push({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name, namespace: `team-${i % 20}`, labels: { app: name } },
        spec: { nodeName: nodeName(i % o.nodes), priorityClassName: CLASSES[i % 3]!.name, containers: [container(size, 0)] },
      });
      resizes.push({
        target: { kind: 'Pod', namespace: `team-${i % 20}`, name },
        containers: [{ name: 'app', resources: container(size, o.growPercent).resources }],
      });
    }
  } else {
    const workloads = Math.ceil(total / o.replicasPerWorkload);
    for (let w = 0; w < workloads; w++) {
      const name = `app-${String(w).padStart(5, '0')}`;
      const ns = `team-${w % 20}`;
      items.push({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name, namespace: ns },
        spec: {
          replicas: o.replicasPerWorkload,
          selector: { matchLabels: { app: name } },
          template: { metadata: { labels: { app: name } }, spec: { priorityClassName: CLASSES[w % 3]!.name, containers: [container(w, 0)] } },
        },
      });
      resizes.push({ target: { kind: 'Deployment', namespace: ns, name }, containers: [{ name: 'app', resources: container(w, o.growPercent).resources }] });
    }
  }
  const scenario = { apiVersion: 'resizeguard.dev/v1alpha1', kind: 'ResizeScenario', metadata: { name: `grow-${o.growPercent}` }, spec: { resizes } };
  return { items, scenario };
}

// ---------------------------------------------------------------------------------------------
// A live-cluster snapshot: `kubectl get nodes,pods,pdb,priorityclasses -A -o json`

export interface SnapshotOptions {
  readonly nodes: number;
  readonly pods: number;
  /** Every Nth running pod has a pending resize (spec above its allocation); 0 = none. */
  readonly pendingEvery: number;
  /** Of those, every Nth also records PodResizePending{reason: Deferred}; 0 = none. */
  readonly deferredEvery: number;
  /** Every Nth pod is a finished Job pod (status.phase Succeeded, or Failed for odd ones); 0 = none. */
  readonly finishedEvery: number;
  /** kubectl prints 4-space indented JSON; 0 prints compact JSON. */
  readonly indent: number;
  /** Bare pods (no owner) that name no PriorityClass, and none is defined: a priority/unset finding on each. */
  readonly noPriorityClasses?: boolean;
  /**
   * Running pods and nodes with little more than the fields the model reads (about 1 KB a pod):
   * per-object costs weigh most against JSON.parse of the bytes. pendingEvery, deferredEvery
   * and finishedEvery do not apply.
   */
  readonly minimal?: boolean;
}

const SNAPSHOT_EPOCH = Date.parse('2026-01-01T00:00:00Z');

function iso(seconds: number): string {
  return new Date(SNAPSHOT_EPOCH + seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** Deterministic lowercase hex of the given length (a cheap hash, no randomness). */
function hex(seed: number, length: number): string {
  let out = '';
  let x = (seed * 2654435761) >>> 0;
  while (out.length < length) {
    x = (Math.imul(x ^ (x >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    out += x.toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

function uid(kind: number, i: number): string {
  const h = hex(kind * 1_000_003 + i, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function snapshotNodeName(n: number): string {
  return `ip-10-${(n >> 8) & 255}-${n & 255}-${(n * 7) % 250}.ec2.internal`;
}

function snapshotNode(n: number): unknown {
  const name = snapshotNodeName(n);
  const zone = `us-east-1${'abc'[n % 3]!}`;
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      annotations: { 'node.alpha.kubernetes.io/ttl': '0', 'volumes.kubernetes.io/controller-managed-attach-detach': 'true' },
      creationTimestamp: iso(-86400 * 30 + n),
      labels: {
        'beta.kubernetes.io/arch': 'amd64',
        'beta.kubernetes.io/os': 'linux',
        'kubernetes.io/arch': 'amd64',
        'kubernetes.io/hostname': name,
        'kubernetes.io/os': 'linux',
        'node.kubernetes.io/instance-type': 'm6i.8xlarge',
        'topology.kubernetes.io/region': 'us-east-1',
        'topology.kubernetes.io/zone': zone,
        pool: n % 10 === 0 ? 'batch' : 'general',
      },
      name,
      resourceVersion: String(1_000_000 + n),
      uid: uid(1, n),
    },
    spec: {
      podCIDR: `100.${64 + (n >> 8)}.${n & 255}.0/24`,
      providerID: `aws:///${zone}/i-${hex(n, 17)}`,
      ...(n % 50 === 0 ? { podPreemptionPolicy: { disableResizePreemption: ['bench/operator'] } } : {}),
      ...(n % 10 === 0 ? { taints: [{ effect: 'NoSchedule', key: 'pool', value: 'batch' }] } : {}),
    },
    status: {
      addresses: [
        { address: `10.${(n >> 8) & 255}.${n & 255}.${(n * 7) % 250}`, type: 'InternalIP' },
        { address: name, type: 'Hostname' },
      ],
      allocatable: { cpu: '31850m', 'ephemeral-storage': '95491281146', 'hugepages-1Gi': '0', 'hugepages-2Mi': '0', memory: '127409916Ki', pods: '110' },
      capacity: { cpu: '32', 'ephemeral-storage': '104845292Ki', 'hugepages-1Gi': '0', 'hugepages-2Mi': '0', memory: '130645244Ki', pods: '110' },
      conditions: ['MemoryPressure', 'DiskPressure', 'PIDPressure', 'Ready'].map((type) => ({
        lastHeartbeatTime: iso(0),
        lastTransitionTime: iso(-86400 * 30 + n),
        message: type === 'Ready' ? 'kubelet is posting ready status' : `kubelet has no ${type.replace('Pressure', '').toLowerCase()} pressure`,
        reason: type === 'Ready' ? 'KubeletReady' : `KubeletHasNo${type}`,
        status: type === 'Ready' ? 'True' : 'False',
        type,
      })),
      daemonEndpoints: { kubeletEndpoint: { Port: 10250 } },
      images: Array.from({ length: 6 }, (_, k) => ({
        names: [`registry.example/base/image-${k}@sha256:${hex(n * 10 + k, 64)}`, `registry.example/base/image-${k}:v1.${k}`],
        sizeBytes: 10_000_000 + k * 1_234_567,
      })),
      nodeInfo: {
        architecture: 'amd64',
        bootID: uid(2, n),
        containerRuntimeVersion: 'containerd://2.1.4',
        kernelVersion: '6.1.140-154.222.amzn2023.x86_64',
        kubeProxyVersion: '',
        kubeletVersion: 'v1.37.0',
        machineID: hex(n + 7, 32),
        operatingSystem: 'linux',
        osImage: 'Amazon Linux 2023.8.20250915',
        systemUUID: uid(3, n),
      },
    },
  };
}

interface SnapshotPodShape {
  readonly namespace: string;
  readonly workload: number;
  readonly name: string;
  readonly rs: string;
  readonly node: number;
  readonly cpu: number;
  readonly mem: number;
}

function snapshotPodShape(i: number, o: SnapshotOptions): SnapshotPodShape {
  const workload = Math.floor(i / 30);
  const rs = `app-${String(workload).padStart(5, '0')}-${hex(workload, 10)}`;
  return {
    namespace: `team-${workload % 40}`,
    workload,
    name: `${rs}-${hex(i, 5)}`,
    rs,
    // Spread each workload's replicas across nodes; every node gets pods/nodes pods.
    node: (i * 7919) % o.nodes,
    cpu: 800 + (i % 5) * 100,
    mem: 512 + (i % 4) * 256,
  };
}

/** A cheap integer hash, so "every Nth pod" does not line up with the node assignment. */
function mix(i: number): number {
  let x = Math.imul(i ^ (i >>> 16), 0x45d9f3b) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

function snapshotPod(i: number, o: SnapshotOptions): unknown {
  const p = snapshotPodShape(i, o);
  const h = mix(i);
  const finished = o.finishedEvery > 0 && h % o.finishedEvery === o.finishedEvery - 1;
  const pending = !finished && o.pendingEvery > 0 && h % o.pendingEvery === 0;
  const deferred = pending && o.deferredEvery > 0 && Math.floor(h / o.pendingEvery) % o.deferredEvery === 0;
  const specCpu = pending ? Math.ceil(p.cpu * 1.5) : p.cpu;
  const created = -86400 + (i % 3600);
  const image = `registry.example/${p.namespace}/app-${p.workload % 300}:1.${p.workload % 17}.${p.workload % 5}`;
  const requests = { cpu: `${specCpu}m`, memory: `${p.mem}Mi` };
  const allocated = { cpu: `${p.cpu}m`, memory: `${p.mem}Mi` };
  const owner = finished
    ? { apiVersion: 'batch/v1', blockOwnerDeletion: true, controller: true, kind: 'Job', name: `job-${p.workload}`, uid: uid(5, p.workload) }
    : { apiVersion: 'apps/v1', blockOwnerDeletion: true, controller: true, kind: 'ReplicaSet', name: p.rs, uid: uid(4, p.workload) };
  const cls = ['bench-low', 'bench-mid', 'bench-high'][p.workload % 3]!;
  const priority = [1000, 100000, 1000000][p.workload % 3]!;
  const phase = finished ? (i % 2 === 0 ? 'Succeeded' : 'Failed') : 'Running';
  const conditionTypes = ['PodReadyToStartContainers', 'Initialized', 'Ready', 'ContainersReady', 'PodScheduled'];
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      creationTimestamp: iso(created),
      generateName: `${p.rs}-`,
      labels: { app: `app-${p.workload}`, 'pod-template-hash': hex(p.workload, 10) },
      managedFields: [
        {
          apiVersion: 'v1',
          fieldsType: 'FieldsV1',
          fieldsV1: {
            'f:metadata': { 'f:labels': { 'f:app': {} }, 'f:ownerReferences': { [`k:{"uid":"${owner.uid}"}`]: {} } },
            'f:spec': { 'f:containers': { 'k:{"name":"app"}': { 'f:resources': {} } } },
          },
          manager: 'kube-controller-manager',
          operation: 'Update',
          time: iso(created),
        },
      ],
      name: p.name,
      namespace: p.namespace,
      ...(o.noPriorityClasses === true ? {} : { ownerReferences: [owner] }),
      resourceVersion: String(2_000_000 + i),
      uid: uid(6, i),
    },
    spec: {
      containers: [
        {
          image,
          imagePullPolicy: 'IfNotPresent',
          name: 'app',
          resources: { limits: { memory: `${p.mem}Mi` }, requests },
          terminationMessagePath: '/dev/termination-log',
          terminationMessagePolicy: 'File',
        },
      ],
      dnsPolicy: 'ClusterFirst',
      enableServiceLinks: true,
      nodeName: snapshotNodeName(p.node),
      preemptionPolicy: 'PreemptLowerPriority',
      priority: o.noPriorityClasses === true ? 0 : priority,
      ...(o.noPriorityClasses === true ? {} : { priorityClassName: cls }),
      restartPolicy: finished ? 'Never' : 'Always',
      schedulerName: 'default-scheduler',
      serviceAccountName: 'default',
      terminationGracePeriodSeconds: 30,
      tolerations: [
        { effect: 'NoExecute', key: 'node.kubernetes.io/not-ready', operator: 'Exists', tolerationSeconds: 300 },
        { effect: 'NoExecute', key: 'node.kubernetes.io/unreachable', operator: 'Exists', tolerationSeconds: 300 },
      ],
    },
    status: {
      conditions: [
        ...conditionTypes.map((type) => ({
          lastProbeTime: null,
          lastTransitionTime: iso(created + 5),
          status: finished && (type === 'Ready' || type === 'ContainersReady') ? 'False' : 'True',
          type,
        })),
        ...(deferred
          ? [
              {
                lastProbeTime: iso(-60),
                lastTransitionTime: iso(-60),
                message: "Node didn't have enough resource: cpu, requested: 1200, used: 31500, capacity: 31850",
                reason: 'Deferred',
                status: 'True',
                type: 'PodResizePending',
              },
            ]
          : []),
      ],
      containerStatuses: [
        {
          allocatedResources: allocated,
          containerID: `containerd://${hex(i * 3 + 1, 64)}`,
          image,
          imageID: `registry.example/${p.namespace}/app@sha256:${hex(p.workload, 64)}`,
          lastState: {},
          name: 'app',
          ready: !finished,
          resources: { limits: { memory: `${p.mem}Mi` }, requests: allocated },
          restartCount: i % 97 === 0 ? 1 : 0,
          started: !finished,
          state: finished
            ? {
                terminated: {
                  containerID: `containerd://${hex(i * 3 + 1, 64)}`,
                  exitCode: phase === 'Succeeded' ? 0 : 1,
                  finishedAt: iso(-600),
                  reason: phase === 'Succeeded' ? 'Completed' : 'Error',
                  startedAt: iso(created + 4),
                },
              }
            : { running: { startedAt: iso(created + 4) } },
        },
      ],
      hostIP: `10.${(p.node >> 8) & 255}.${p.node & 255}.${(p.node * 7) % 250}`,
      phase,
      podIP: `100.${64 + (p.node >> 8)}.${p.node & 255}.${(i % 250) + 2}`,
      qosClass: 'Burstable',
      startTime: iso(created + 1),
    },
  };
}

function minimalNode(n: number): unknown {
  const name = snapshotNodeName(n);
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: { labels: { 'kubernetes.io/hostname': name }, name, uid: uid(1, n) },
    spec: {},
    status: { allocatable: { cpu: '31850m', memory: '127409916Ki', pods: '110' }, capacity: { cpu: '32', memory: '130645244Ki', pods: '110' } },
  };
}

function minimalPod(i: number, o: SnapshotOptions): unknown {
  const p = snapshotPodShape(i, o);
  const image = `registry.example/${p.namespace}/app-${p.workload % 300}:1.${p.workload % 17}`;
  const requests = { cpu: `${p.cpu}m`, memory: `${p.mem}Mi` };
  const limits = { memory: `${p.mem}Mi` };
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      creationTimestamp: iso(-86400),
      labels: { app: `app-${p.workload}` },
      name: p.name,
      namespace: p.namespace,
      resourceVersion: String(2_000_000 + i),
      uid: uid(6, i),
    },
    spec: {
      containers: [{ image, imagePullPolicy: 'IfNotPresent', name: 'app', resources: { limits, requests } }],
      nodeName: snapshotNodeName(p.node),
      restartPolicy: 'Always',
      schedulerName: 'default-scheduler',
      terminationGracePeriodSeconds: 30,
    },
    status: {
      containerStatuses: [
        {
          allocatedResources: requests,
          containerID: `containerd://${hex(i * 3 + 1, 64)}`,
          image,
          name: 'app',
          ready: true,
          resources: { limits, requests },
          restartCount: 0,
          started: true,
          state: { running: { startedAt: iso(-86396) } },
        },
      ],
      phase: 'Running',
      qosClass: 'Burstable',
      startTime: iso(-86399),
    },
  };
}

function snapshotPdb(w: number): unknown {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { creationTimestamp: iso(-86400 * 2), name: `app-${w}`, namespace: `team-${w % 40}`, resourceVersion: String(3_000_000 + w), uid: uid(7, w) },
    spec: { maxUnavailable: 1, selector: { matchLabels: { app: `app-${w}` } } },
    status: { currentHealthy: 30, desiredHealthy: 29, disruptionsAllowed: 1, expectedPods: 30, observedGeneration: 1 },
  };
}

/**
 * The snapshot as JSON text chunks, in kubectl's layout (a `kind: List` whose items are the
 * nodes, pods, PDBs and priority classes; `indent` 4 as kubectl prints it, 0 compact), so a caller
 * can stream it to a file without holding the whole text or object graph.
 */
export function* snapshotChunks(o: SnapshotOptions): Generator<string> {
  const pad = o.indent > 0 ? ' '.repeat(o.indent * 2) : '';
  const nl = o.indent > 0 ? '\n' : '';
  const item = (v: unknown): string => (o.indent > 0 ? pad + JSON.stringify(v, null, o.indent).replace(/\n/g, `\n${pad}`) : JSON.stringify(v));
  let first = true;
  const head = o.indent > 0 ? `{\n${' '.repeat(o.indent)}"apiVersion": "v1",\n${' '.repeat(o.indent)}"items": [\n` : '{"apiVersion":"v1","items":[';
  yield head;
  const emit = function* (v: unknown): Generator<string> {
    yield `${first ? '' : `,${nl}`}${item(v)}`;
    first = false;
  };
  for (let n = 0; n < o.nodes; n++) yield* emit(o.minimal === true ? minimalNode(n) : snapshotNode(n));
  // Batch a few hundred items per chunk: fewer, larger writes.
  let buffer = '';
  for (let i = 0; i < o.pods; i++) {
    buffer += `${first ? '' : `,${nl}`}${item(o.minimal === true ? minimalPod(i, o) : snapshotPod(i, o))}`;
    first = false;
    if (buffer.length > 1 << 20) {
      yield buffer;
      buffer = '';
    }
  }
  yield buffer;
  for (let w = 0; w < Math.ceil(o.pods / 30); w += 20) yield* emit(snapshotPdb(w));
  for (const c of o.noPriorityClasses === true ? [] : CLASSES)
    yield* emit({
      apiVersion: 'scheduling.k8s.io/v1',
      kind: 'PriorityClass',
      metadata: { name: c.name, uid: uid(8, c.value) },
      preemptionPolicy: 'PreemptLowerPriority',
      value: c.value,
    });
  yield o.indent > 0
    ? `\n${' '.repeat(o.indent)}],\n${' '.repeat(o.indent)}"kind": "List",\n${' '.repeat(o.indent)}"metadata": {\n${' '.repeat(o.indent * 2)}"resourceVersion": ""\n${' '.repeat(o.indent)}}\n}\n`
    : '],"kind":"List","metadata":{"resourceVersion":""}}';
}

/** The whole snapshot as one string (tests: small snapshots only). */
export function generateSnapshot(o: SnapshotOptions): string {
  return [...snapshotChunks(o)].join('');
}

/** Name, namespace and node of the i-th pod of a snapshot, for tests that look one up. */
export function snapshotPodName(i: number, o: SnapshotOptions): { namespace: string; name: string; node: string } {
  const p = snapshotPodShape(i, o);
  return { namespace: p.namespace, name: p.name, node: snapshotNodeName(p.node) };
}
