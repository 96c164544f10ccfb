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
      items.push({
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name, namespace: `team-${i % 20}`, labels: { app: name } },
        spec: { nodeName: nodeName(i % o.nodes), priorityClassName: CLASSES[i % 3]!.name, containers: [container(i, 0)] },
      });
      resizes.push({ target: { kind: 'Pod', namespace: `team-${i % 20}`, name }, containers: [{ name: 'app', resources: container(i, o.growPercent).resources }] });
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
