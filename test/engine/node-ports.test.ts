/**
 * The NodePorts Filter (src/engine/plugins/node-ports.ts): HostPortInfo's conflicts as upstream's
 * CheckConflict has them, and whole runs: replicas asking for one host port spread one per node
 * and the rest stay Pending with the scheduler's message, preemption frees a port held by a
 * lower-priority pod, and only a sidecar's (restartable init container's) port counts of the init
 * containers. Shapes: a node-local DNS or ingress Deployment with `hostPort: 80` (the
 * kubernetes/examples storm worker's 6700-6703), more replicas than nodes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HostPortInfo } from '../../src/engine/plugins/node-ports.ts';
import type { HostPort } from '../../src/model/pod.ts';
import { itPriorityClasses, manifests } from '../helpers/builders.ts';
import { CLUSTER_STATE, simulateText } from '../helpers/engine.ts';

const port = (hostPort: number, hostIP = '', protocol = ''): HostPort => ({ hostIP, protocol, hostPort });

describe('HostPortInfo (staging/src/k8s.io/kube-scheduler/framework/types.go CheckConflict)', () => {
  it('an unset IP binds every IP: it conflicts with the pair on any IP, and any IP with it', () => {
    const used = new HostPortInfo();
    used.add(port(80, '10.0.0.1'));
    assert.equal(used.conflicts(port(80)), true);
    assert.equal(used.conflicts(port(80, '0.0.0.0')), true);
    assert.equal(used.conflicts(port(80, '10.0.0.2')), false);
    assert.equal(used.conflicts(port(80, '10.0.0.1')), true);
    const all = new HostPortInfo();
    all.add(port(80));
    assert.equal(all.conflicts(port(80, '10.0.0.2')), true);
  });

  it('an unset protocol is TCP; UDP on the same port is another pair', () => {
    const used = new HostPortInfo();
    used.add(port(53, '', 'UDP'));
    assert.equal(used.conflicts(port(53)), false);
    assert.equal(used.conflicts(port(53, '', 'UDP')), true);
    used.add(port(53, '', 'TCP'));
    assert.equal(used.conflicts(port(53)), true);
  });

  it('the ports in use are a set: the first pod to leave takes a pair two pods hold (Remove)', () => {
    const used = new HostPortInfo();
    used.add(port(80));
    used.add(port(80));
    used.remove(port(80));
    assert.equal(used.conflicts(port(80)), false);
  });

  it('a clone is its own', () => {
    const used = new HostPortInfo();
    used.add(port(80));
    const c = used.clone();
    c.remove(port(80));
    assert.equal(used.conflicts(port(80)), true);
    assert.equal(c.conflicts(port(80)), false);
  });
});

function nodes(count: number): string {
  return Array.from(
    { length: count },
    (_, i) => `apiVersion: v1
kind: Node
metadata: {name: n${i + 1}, labels: {kubernetes.io/hostname: n${i + 1}}}
status:
  allocatable: {cpu: "8", memory: 32Gi, pods: "110"}
`,
  ).join('---\n');
}

function deployment(name: string, replicas: number, ports: string, extra = ''): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}, namespace: default}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
${extra}      containers:
      - name: app
        image: app
        ports: ${ports}
        resources: {requests: {cpu: 100m, memory: 64Mi}}
`;
}

function placed(yaml: string): (string | null)[] {
  return simulateText(yaml)
    .report.placements.filter((p) => p.scenario === CLUSTER_STATE)
    .map((p) => p.node)
    .sort((a, b) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1));
}

describe('placement with host ports', () => {
  it('replicas asking for hostPort 80 go one per node; the rest stay Pending with the scheduler message', () => {
    const r = simulateText(`${nodes(2)}---\n${deployment('edge', 3, '[{containerPort: 80, hostPort: 80}]')}`);
    const nodesOf = r.report.placements
      .filter((p) => p.scenario === CLUSTER_STATE)
      .map((p) => p.node)
      .sort();
    assert.deepEqual(nodesOf, ['n1', 'n2', null].sort());
    const pending = r.report.findings.filter((f) => f.ruleId === 'placement/unschedulable').map((f) => f.message.replace(/"default\/edge-[^"]+"/, 'POD'));
    assert.deepEqual(pending, [
      `scenario "cluster-state": POD stays Pending: 0/2 nodes are available: 2 node(s) didn't have free ports for the requested pod ports. preemption: 0/2 nodes are available: 2 No preemption victims found for incoming pod.`,
    ]);
  });

  it('a port on one IP leaves the same port on another IP free; a port without a hostPort asks for nothing', () => {
    const two = `${deployment('a', 1, '[{containerPort: 80, hostPort: 80, hostIP: 10.0.0.1}]')}---\n${deployment('b', 1, '[{containerPort: 80, hostPort: 80, hostIP: 10.0.0.2}]')}`;
    assert.deepEqual(placed(`${nodes(1)}---\n${two}`), ['n1', 'n1']);
    assert.deepEqual(placed(`${nodes(1)}---\n${deployment('plain', 3, '[{containerPort: 80}]')}`), ['n1', 'n1', 'n1']);
    assert.deepEqual(
      placed(
        `${nodes(1)}---\n${deployment('udp', 1, '[{containerPort: 53, hostPort: 53, protocol: UDP}]')}---\n${deployment('tcp', 1, '[{containerPort: 53, hostPort: 53}]')}`,
      ),
      ['n1', 'n1'],
    );
  });

  it('with hostNetwork a container port is a host port (the API server defaults hostPort to containerPort)', () => {
    const hostNetwork = '      hostNetwork: true\n';
    assert.deepEqual(placed(`${nodes(2)}---\n${deployment('ingress', 3, '[{containerPort: 80}]', hostNetwork)}`), ['n1', 'n2', null]);
    assert.deepEqual(placed(`${nodes(1)}---\n${deployment('ingress', 2, '[{containerPort: 80, hostPort: 8080}]', hostNetwork)}`), ['n1', null]);
    assert.deepEqual(placed(`${nodes(1)}---\n${deployment('web', 2, '[{containerPort: 80}]')}`), ['n1', 'n1']);
  });

  it("of the init containers only a sidecar's host port counts (GetHostPorts)", () => {
    const init = (restart: string): string => `      initContainers:
      - name: proxy
        image: proxy
${restart}        ports: [{containerPort: 9000, hostPort: 9000}]
        resources: {requests: {cpu: 10m}}
`;
    const other = deployment('other', 1, '[{containerPort: 9000, hostPort: 9000}]');
    assert.deepEqual(placed(`${nodes(1)}---\n${deployment('web', 1, '[]', init(''))}---\n${other}`), ['n1', 'n1']);
    assert.deepEqual(placed(`${nodes(1)}---\n${deployment('web', 1, '[]', init('        restartPolicy: Always\n'))}---\n${other}`), ['n1', null]);
  });

  it('preemption frees the port a lower-priority pod holds (NodePorts is Unschedulable, not Unresolvable)', () => {
    const classes = `${manifests(...itPriorityClasses())}---\n`;
    const pod = (name: string, priority: string, node = ''): string => `apiVersion: v1
kind: Pod
metadata: {name: ${name}, namespace: default}
spec:
  priorityClassName: ${priority}
${node}  containers:
  - name: app
    image: app
    ports: [{containerPort: 443, hostPort: 443}]
    resources: {requests: {cpu: 100m}}
`;
    const r = simulateText(`${nodes(1)}---\n${classes}${pod('old', 'low', '  nodeName: n1\n')}---\n${pod('new', 'high')}`);
    assert.deepEqual(
      r.report.evictions.filter((e) => e.scenario === CLUSTER_STATE).map((e) => [e.pod.name, e.preemptor?.name]),
      [['old', 'new']],
    );
    assert.deepEqual(
      r.report.placements.filter((p) => p.scenario === CLUSTER_STATE && p.pod.name === 'new').map((p) => p.node),
      ['n1'],
    );
  });
});
