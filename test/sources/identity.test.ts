/** Object identity (API group, kind, namespace, name), duplicates, and what is not a manifest. */
import assert from 'node:assert/strict';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

const sa = (apiVersion: string): string => `apiVersion: ${apiVersion}\nkind: ServiceAccount\nmetadata: {name: runner, namespace: ci}\n`;

describe('identity and duplicates', () => {
  it("the API group is part of an object's identity: a core and a talos.dev ServiceAccount do not collide", async () => {
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'a/sa.yaml': sa('v1'), 'a/talos.yaml': sa('talos.dev/v1alpha1'), 'a/web.yaml': deployment('web') }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object'),
      [],
    );
    assert.equal(report.coverage.objects['core/ServiceAccount'], 1);
    assert.equal(report.coverage.objects['talos.dev/ServiceAccount'], 1);
  });

  it('a cluster-scoped object has no namespace: a ClusterRole that writes one is the same object, named without "default"', async () => {
    const role = (ns: string, verbs: string): string =>
      `apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: reader${ns}}\nrules: [{apiGroups: [""], resources: [pods], verbs: [${verbs}]}]\n`;
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'a/one.yaml': role(', namespace: team', 'get'),
        'a/two.yaml': role('', 'list'),
        'a/web.yaml': deployment('web'),
      }),
    );
    const dup = report.findings.filter((f) => f.ruleId === 'input/duplicate-object');
    assert.equal(dup.length, 1, JSON.stringify(dup));
    assert.match(dup[0]!.message, /^ClusterRole\/reader is defined twice/);
  });

  it("a custom resource whose CustomResourceDefinition in the input says scope: Cluster has no namespace either (kserve's ClusterStorageContainer)", async () => {
    const crd = (scope: string): string =>
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  scope: ${scope}\n  names: {kind: Widget, plural: widgets}\n  versions: [{name: v1, served: true, storage: true}]\n`;
    const widget = (ns: string, size: number): string =>
      `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: default, namespace: ${ns}}\nspec: {size: ${size}}\n`;
    const files = (scope: string): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'a/crd.yaml': crd(scope),
      'a/one.yaml': widget('ns-a', 1),
      'a/two.yaml': widget('ns-b', 2),
      'a/web.yaml': deployment('web'),
    });
    const dup = (await checkJson(await writeRepo(files('Cluster')))).report.findings.filter((f) => f.ruleId === 'input/duplicate-object');
    assert.equal(dup.length, 1, JSON.stringify(dup));
    assert.match(dup[0]!.message, /^Widget\/default is defined twice/);
    const namespaced = (await checkJson(await writeRepo(files('Namespaced')))).report.findings.filter((f) => f.ruleId === 'input/duplicate-object');
    assert.deepEqual(namespaced, []);
  });

  it('copies of a cluster-scoped object that differ only in the namespace kustomize gave them are one object, one coverage warning without a namespace', async () => {
    const crd = (scope: string): string =>
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: clusterrepositories.kopiur.example.com}\nspec:\n  group: kopiur.example.com\n  scope: ${scope}\n  names: {kind: ClusterRepository, plural: clusterrepositories}\n  versions: [{name: v1, served: true, storage: true}]\n`;
    // Its spec asks for what its operator's pods would run: coverage/not-simulated names it.
    const repo = (ns: string): string =>
      `apiVersion: kopiur.example.com/v1\nkind: ClusterRepository\nmetadata: {name: nas, namespace: ${ns}}\nspec:\n  mover:\n    resources:\n      requests: {cpu: 200m, memory: 1Gi}\n`;
    const role = (ns: string): string =>
      `apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: reader, namespace: ${ns}}\nrules: [{apiGroups: [""], resources: [pods], verbs: [get]}]\n`;
    const files = (scope: string): Record<string, string> => ({
      '.resizeguard.yaml': POOL_CONFIG,
      'crd.yaml': crd(scope),
      'team-a/repo.yaml': repo('team-a') + '---\n' + role('team-a'),
      'team-b/repo.yaml': repo('team-b') + '---\n' + role('team-b'),
      'web/web.yaml': deployment('web'),
    });
    const cluster = (await checkJson(await writeRepo(files('Cluster')))).report.findings;
    assert.deepEqual(
      cluster.filter((f) => f.ruleId === 'input/duplicate-object'),
      [],
    );
    assert.deepEqual(
      cluster.filter((f) => f.ruleId === 'coverage/not-simulated').map((f) => f.message.split(' makes')[0]),
      ['ClusterRepository nas'],
    );
    // Namespaced, they are two objects, each named with its namespace.
    const namespaced = (await checkJson(await writeRepo(files('Namespaced')))).report.findings;
    assert.deepEqual(
      namespaced.filter((f) => f.ruleId === 'coverage/not-simulated').map((f) => f.message.split(' makes')[0]),
      ['ClusterRepository team-a/nas', 'ClusterRepository team-b/nas'],
    );
  });

  it('objects of an unmodelled kind without a name (istioctl inputs) are not taken for duplicates', async () => {
    const op = (profile: string): string => `apiVersion: install.istio.io/v1alpha1\nkind: IstioOperator\nspec: {profile: ${profile}}\n`;
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'a/one.yaml': op('default'), 'a/two.yaml': op('minimal'), 'a/web.yaml': deployment('web') }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object'),
      [],
    );
    assert.equal(report.coverage.objects['install.istio.io/IstioOperator'], 2);
  });

  it('identical copies are one object, without a finding', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'a/one.yaml': deployment('web'), 'a/two.yaml': deployment('web') }));
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId === 'input/duplicate-object'),
      [],
    );
    assert.equal(report.placements.length, 1);
  });

  it('differing copies in one folder are an error naming both files; which copy is simulated does not depend on file names or order', async () => {
    const files = { '.resizeguard.yaml': POOL_CONFIG, 'a/one.yaml': deployment('web', { cpu: '100m' }), 'a/two.yaml': deployment('web', { cpu: '3' }) };
    const first = await checkJson(await writeRepo(files));
    const dup = first.report.findings.filter((f) => f.ruleId === 'input/duplicate-object');
    assert.equal(dup.length, 1);
    assert.equal(dup[0]!.severity, 'error');
    assert.match(dup[0]!.message, /Deployment\/default\/web is defined twice with different content, here and in a\/(one|two)\.yaml:4/);
    // Swap the files' names: the same content is simulated (the 3-CPU copy leaves one pod Pending either way or neither).
    const swapped = await writeRepo(files);
    await rename(path.join(swapped, 'a/one.yaml'), path.join(swapped, 'a/tmp.yaml'));
    await rename(path.join(swapped, 'a/two.yaml'), path.join(swapped, 'a/one.yaml'));
    await rename(path.join(swapped, 'a/tmp.yaml'), path.join(swapped, 'a/two.yaml'));
    const second = await checkJson(swapped);
    const cpu = (r: typeof first): unknown => r.report.events.length;
    assert.equal(cpu(first), cpu(second));
    assert.equal(second.report.findings.filter((f) => f.ruleId === 'input/duplicate-object').length, 1);
    // The copy kept is the same object in both runs: the error sits on the other copy's content.
    const other = (r: typeof first): string => r.report.findings.find((f) => f.ruleId === 'input/duplicate-object')!.file;
    assert.notEqual(other(first), other(second), 'the error moved with the content, not with the name');
  });

  it('differing copies in separate folders (alternative deployments) are one note per pair of folders, not an error per object', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'plain/web.yaml': deployment('web', { cpu: '100m' }) + '---\n' + deployment('api', { cpu: '100m' }),
        'release/all.yaml': deployment('web', { cpu: '200m' }) + '---\n' + deployment('api', { cpu: '200m' }),
      }),
    );
    const dup = report.findings.filter((f) => f.ruleId === 'input/duplicate-object');
    assert.deepEqual(
      dup.map((f) => f.severity),
      ['info'],
    );
    assert.match(dup[0]!.message, /^plain and release both define 2 objects with different content \(Deployment\/default\/api, Deployment\/default\/web\)/);
    assert.equal(report.placements.length, 2);
  });

  it('differing copies in one folder stay an error when another folder holds a third copy, which is simulated; that folder is one note', async () => {
    const files = {
      '.resizeguard.yaml': POOL_CONFIG,
      'a/one.yaml': deployment('web', { cpu: '300m' }),
      'a/two.yaml': deployment('web', { cpu: '400m' }),
      'b/three.yaml': deployment('web', { cpu: '100m' }),
    };
    const { report } = await checkJson(await writeRepo(files));
    const dup = report.findings.filter((f) => f.ruleId === 'input/duplicate-object').map((f) => `${f.severity} ${f.file}: ${f.message}`);
    assert.equal(dup.length, 2, dup.join('\n'));
    assert.match(
      dup[0]!,
      /^error a\/(one|two)\.yaml: Deployment\/default\/web is defined 3 times with different content, here and in a\/(one|two)\.yaml:4; the copy in (a|b)\/\w+\.yaml:4 is simulated/,
    );
    assert.match(dup[1]!, /^info (a|b)\/\w+\.yaml: a and b both define an object with different content \(Deployment\/default\/web\)/);
  });
});

describe('what is not a manifest', () => {
  it('Ansible and CI YAML are one info each; custom tags in a non-Kubernetes file are not errors', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'ansible/site.yml': '- hosts: all\n  tasks:\n  - name: x\n    vault: !vault |\n      abc\n',
        'ci/pipeline.yml': 'build:\n  script: [!reference [.setup, script]]\n',
      }),
    );
    const notK8s = report.findings.filter((f) => f.ruleId.startsWith('input/'));
    assert.deepEqual(
      notK8s.map((f) => [f.ruleId, f.severity, f.file]),
      [
        ['input/not-kubernetes', 'info', 'ansible/site.yml'],
        ['input/not-kubernetes', 'info', 'ci/pipeline.yml'],
      ],
    );
  });

  it('a values file with a duplicate key (helm -f reads it last-wins) is one info; a manifest with one keeps its error', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        'values/prod.yaml': 'replicas: 2\nimage:\n  tag: a\n  tag: b\n',
        'broken.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: "1"}\ndata: {b: "2"}\n',
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')).map((f) => [f.ruleId, f.severity, f.file]),
      [
        ['input/yaml-syntax', 'error', 'broken.yaml'],
        ['input/not-kubernetes', 'info', 'values/prod.yaml'],
      ],
    );
  });

  it('a Jinja template of a manifest (an Ansible role) is one warning that names it, not YAML errors; the rest is simulated', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'web.yaml': deployment('web'),
        // The shape of an Ansible role's template in a public homelab repository.
        'metal/roles/cilium/templates/pool.yaml': [
          'apiVersion: cilium.io/v2alpha1',
          'kind: CiliumLoadBalancerIPPool',
          'metadata:',
          '  name: default',
          'spec:',
          '  blocks:',
          '    {% for cidr in load_balancer_ip_pool %}',
          '    - cidr: {{ cidr }}',
          '    {% endfor %}',
          '',
        ].join('\n'),
      }),
    );
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('input/')).map((f) => [f.ruleId, f.severity, f.file, f.line, f.column]),
      [['input/not-rendered', 'warning', 'metal/roles/cilium/templates/pool.yaml', 7, 5]],
    );
    assert.match(report.findings.find((f) => f.ruleId === 'input/not-rendered')!.message, /Jinja template/);
    assert.deepEqual(
      report.findings.filter((f) => f.severity === 'error'),
      [],
    );
    assert.ok(report.summary.pods > 0, 'web is simulated');
  });

  it('exclude globs are never read', async () => {
    const config = `${POOL_CONFIG}exclude: ["legacy/**"]\n`;
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': config, 'web.yaml': deployment('web'), 'legacy/broken.yaml': 'a: [\n' }));
    assert.deepEqual(
      report.findings.filter((f) => f.file.startsWith('legacy/')),
      [],
    );
  });

  it('metadata.generateName: the object gets a name the same in every run', async () => {
    const job =
      'apiVersion: batch/v1\nkind: Job\nmetadata: {generateName: migrate-}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: m, image: x, resources: {requests: {cpu: 100m}}}]\n';
    const a = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'job.yaml': job }));
    const b = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'job.yaml': job }));
    const name = a.report.placements[0]?.owner.name ?? '';
    assert.match(name, /^migrate-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
    assert.equal(b.report.placements[0]?.owner.name, name);
    assert.deepEqual(
      a.report.findings.filter((f) => f.ruleId.startsWith('input/')),
      [],
    );
  });
});

describe('pool nodes', () => {
  it('carry the labels every kubelet sets, so nodeSelector kubernetes.io/os: linux places the pod', async () => {
    const extra = '      nodeSelector: {kubernetes.io/os: linux, kubernetes.io/arch: amd64}\n';
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web', { extra }) }));
    assert.equal(report.placements[0]?.node, 'pool-0');
  });

  it('no Node and no pool: one reference/no-nodes error with the config to add, not a finding per pod', async () => {
    const { report } = await checkJson(await writeRepo({ 'web.yaml': deployment('web', { replicas: 5 }) }));
    const placement = report.findings.filter((f) => f.ruleId === 'placement/unschedulable');
    const none = report.findings.filter((f) => f.ruleId === 'reference/no-nodes');
    assert.equal(placement.length, 0);
    assert.equal(none.length, 1);
    assert.match(
      none[0]!.message,
      /none of the 5 pods can be placed; .*nodePools: \[\{name: general, count: 3, allocatable: \{cpu: "8", memory: 32Gi, ephemeral-storage: 100Gi\}\}\]/,
    );
  });

  it('no Node and no pool: pods bound by spec.nodeName are counted in that one error, not a reference/missing-node each (a disk-wipe Pod per host)', async () => {
    const wipe = (host: string): string =>
      `apiVersion: v1\nkind: Pod\nmetadata: {name: wipe-${host}, namespace: kube-system}\nspec:\n  nodeName: ${host}\n  containers: [{name: wipe, image: busybox}]\n`;
    const files = { 'web.yaml': deployment('web', { replicas: 2 }), 'tools/wipe.yaml': `${wipe('k1')}---\n${wipe('k2')}` };
    const { report } = await checkJson(await writeRepo(files));
    assert.deepEqual(
      report.findings.filter((f) => f.ruleId.startsWith('reference/')).map((f) => [f.ruleId, f.message.split(';')[0]]),
      [['reference/no-nodes', 'the input defines no Node and the config no node pools, so none of the 4 pods can be placed']],
    );
    // With nodes, a pod bound to one that is not there is an error of its own.
    const withPool = (await checkJson(await writeRepo({ ...files, '.resizeguard.yaml': POOL_CONFIG }))).report.findings;
    assert.deepEqual(
      withPool.filter((f) => f.ruleId.startsWith('reference/')).map((f) => f.ruleId),
      ['reference/missing-node', 'reference/missing-node'],
    );
  });

  it('a run that simulated no resize says so, and what would help', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web') }));
    const nothing = report.findings.filter((f) => f.ruleId === 'coverage/nothing-simulated');
    assert.equal(nothing.length, 1);
    assert.match(nothing[0]!.message, /^no resize was simulated \(1 pod on 2 nodes\): .*ResizeScenario.*--scenario limits/);
  });

  it('with --scenario limits already asked for, the note does not suggest it; one pod and no node read in the singular', async () => {
    const repo = await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web') });
    const { report } = await checkJson(repo, ['.', '--scenario', 'limits']);
    const nothing = report.findings.filter((f) => f.ruleId === 'coverage/nothing-simulated');
    assert.equal(nothing.length, 1);
    assert.doesNotMatch(nothing[0]!.message, /--scenario limits/);
    const bare = await checkJson(await writeRepo({ 'web.yaml': deployment('web') }));
    assert.match(bare.report.findings.find((f) => f.ruleId === 'reference/no-nodes')!.message, /so its one pod cannot be placed;/);
  });
});

describe('HorizontalPodAutoscaler', () => {
  const hpa = (target: string, min: number, max: number): string =>
    `apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: ${target}}\nspec:\n  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: ${target}}\n  minReplicas: ${min}\n  maxReplicas: ${max}\n`;
  const noReplicas = deployment('web').replace('  replicas: 1\n', '');

  it('a Deployment without replicas under an HPA runs minReplicas; replicas are kept within [min, max]', async () => {
    const a = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': noReplicas, 'hpa.yaml': hpa('web', 3, 10) }));
    assert.equal(a.report.placements.length, 3);
    const b = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web', { replicas: 20 }), 'hpa.yaml': hpa('web', 3, 10) }),
    );
    assert.equal(b.report.placements.length, 10);
  });

  it('a target at replicas: 0 stays there, as the controller disables scaling (hpa-max too)', async () => {
    const repo = await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web', { replicas: 0 }), 'hpa.yaml': hpa('web', 3, 5) });
    assert.equal((await checkJson(repo)).report.placements.length, 0);
    assert.equal((await checkJson(repo, ['.', '--scenario', 'hpa-max'])).report.placements.length, 0);
  });

  it('--scenario hpa-max places maxReplicas', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': noReplicas, 'hpa.yaml': hpa('web', 3, 5) }), [
      '.',
      '--scenario',
      'hpa-max',
    ]);
    assert.equal(report.placements.length, 5);
  });

  it('an HPA whose target is missing is a reference/missing-target warning', async () => {
    const { report } = await checkJson(await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'web.yaml': deployment('web'), 'hpa.yaml': hpa('api', 2, 4) }));
    const missing = report.findings.filter((f) => f.ruleId === 'reference/missing-target');
    assert.deepEqual(
      missing.map((f) => [f.severity, f.file, f.line]),
      [['warning', 'hpa.yaml', 5]],
    );
  });
});
