/** notSimulatedReason's walk for a pod template over a spec. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notSimulatedReason } from '../../src/model/not-simulated.ts';

describe('the pod template walk', () => {
  it('reads an object once however many members alias it (a YAML alias): 8 keys to one object six levels down is no 8^6 walk', () => {
    let walked = 0;
    const counted = (o: Record<string, unknown>): Record<string, unknown> =>
      new Proxy(o, {
        ownKeys: (target) => {
          walked++;
          return Reflect.ownKeys(target);
        },
      });
    let level = counted({ leaf: { name: 'x' } });
    for (let i = 0; i < 6; i++) {
      const shared = level;
      level = counted(Object.fromEntries(Array.from({ length: 8 }, (_, k) => [`k${k}`, shared])));
    }
    assert.equal(notSimulatedReason({ apiVersion: 'example.com/v1', kind: 'Wide', spec: level }), undefined);
    assert.ok(walked <= 3 * 7, `${walked} reads of 7 objects`);
  });
});

describe("KServe's templates another object runs", () => {
  it('a ClusterStorageContainer (the storage initializer KServe injects) and an LLMInferenceServiceConfig (a preset) make no pods', () => {
    // kserve config/storagecontainers and config/llmisvcconfig shapes, trimmed.
    const storage = {
      apiVersion: 'serving.kserve.io/v1alpha1',
      kind: 'ClusterStorageContainer',
      metadata: { name: 'default' },
      spec: {
        container: { name: 'storage-initializer', image: 'kserve/storage-initializer:v0.15.0', resources: { requests: { cpu: '100m', memory: '100Mi' } } },
        supportedUriFormats: [{ prefix: 's3://' }],
        workloadType: 'initContainer',
      },
    };
    const preset = {
      apiVersion: 'serving.kserve.io/v1alpha1',
      kind: 'LLMInferenceServiceConfig',
      metadata: { name: 'kserve-config-llm-template', namespace: 'kserve' },
      spec: { template: { containers: [{ name: 'main', image: 'vllm/vllm-openai:latest', resources: { requests: { cpu: '1' } } }] } },
    };
    assert.equal(notSimulatedReason(storage), undefined);
    assert.equal(notSimulatedReason(preset), undefined);
  });
});

describe("operators' resources that make pods", () => {
  const cr = (apiVersion: string, kind: string, spec: Record<string, unknown>): Record<string, unknown> => ({
    apiVersion,
    kind,
    metadata: { name: 'x', namespace: 'ns' },
    spec,
  });

  it('names the operators of ClickHouse, ClickHouse Keeper, Percona PostgreSQL, the Strimzi bridge and NATS', () => {
    // Altinity clickhouse-operator docs/chi-examples, percona-helm-charts pg-db, strimzi examples/bridge, nats-operator README (trimmed).
    const shapes = [
      cr('clickhouse.altinity.com/v1', 'ClickHouseInstallation', { configuration: { clusters: [{ name: 'main', layout: { shardsCount: 2 } }] } }),
      cr('clickhouse-keeper.altinity.com/v1', 'ClickHouseKeeperInstallation', { configuration: { clusters: [{ name: 'k', layout: { replicasCount: 3 } }] } }),
      cr('pgv2.percona.com/v2', 'PerconaPGCluster', { postgresVersion: 18, instances: [{ name: 'instance1' }] }),
      cr('kafka.strimzi.io/v1', 'KafkaBridge', { replicas: 3, bootstrapServers: 'my-cluster-kafka-bootstrap:9092' }),
      cr('nats.io/v1alpha2', 'NatsCluster', { size: 3, version: '1.4.1' }),
    ];
    for (const shape of shapes) assert.match(notSimulatedReason(shape) ?? '', /runs/, String(shape['kind']));
  });

  it('finds a list of pod templates (a `podTemplates` the operator picks by name) of an operator it does not name', () => {
    const spec = {
      defaults: { templates: { podTemplate: 'small' } },
      templates: { podTemplates: [{ name: 'small', spec: { containers: [{ name: 'db', image: 'db:1', resources: { requests: { cpu: '500m' } } }] } }] },
    };
    assert.match(notSimulatedReason(cr('example.com/v1', 'DatabaseInstallation', spec)) ?? '', /has a pod template/);
  });

  it("finds a count in a list of instance sets beside the spec's image, or in a component beside its own", () => {
    const instances = { image: 'percona/percona-distribution-postgresql:18.4-1', instances: [{ name: 'instance1', replicas: 3 }] };
    const component = { proxy: { pgBouncer: { image: 'percona/percona-pgbouncer:1.25.2-1', replicas: 3 } } };
    assert.match(notSimulatedReason(cr('example.com/v1', 'PgCluster', instances)) ?? '', /asks in its spec/);
    assert.match(notSimulatedReason(cr('example.com/v1', 'PgCluster', component)) ?? '', /asks in its spec/);
  });

  it("takes no volume's size for a count, and no node pool's replicas beside a version (Cluster API's control plane)", () => {
    const volume = { image: 'app:1', storage: { size: '10Gi' } };
    const controlPlane = { replicas: 3, version: 'v1.33.0', machineTemplate: { infrastructureRef: { kind: 'AWSMachineTemplate', name: 'cp' } } };
    assert.equal(notSimulatedReason(cr('example.com/v1', 'App', volume)), undefined);
    assert.equal(notSimulatedReason(cr('controlplane.cluster.x-k8s.io/v1beta1', 'KubeadmControlPlane', controlPlane)), undefined);
  });
});

describe("an ACM ConfigurationPolicy's object-templates-raw (openshift/managed-cluster-config)", () => {
  const policy = (spec: Record<string, unknown>): Record<string, unknown> => ({
    apiVersion: 'policy.open-cluster-management.io/v1',
    kind: 'ConfigurationPolicy',
    metadata: { name: 'refresh' },
    spec: { remediationAction: 'enforce', ...spec },
  });
  const cronJob = [
    '- complianceType: musthave',
    '  objectDefinition:',
    '    apiVersion: v1',
    '    kind: ServiceAccount',
    '    metadata: {name: refresh, namespace: {{ .ns }}}',
    '{{- range $ns := (lookup "v1" "Namespace" "" "").items }}',
    '- complianceType: musthave',
    '  objectDefinition:',
    '    apiVersion: batch/v1',
    '    kind: CronJob',
    '    metadata:',
    '      name: refresh-{{ $ns.metadata.name }}',
    '      namespace: "{{ $ns.metadata.name }}"',
    '    spec:',
    '      schedule: "0 * * * *"',
    '      jobTemplate:',
    '        spec:',
    '          template:',
    '            spec:',
    '              containers:',
    '              - name: refresh',
    '                image: registry.example/refresh',
    '                resources: {requests: {cpu: 10m}}',
    '{{- end }}',
    '',
  ].join('\n');

  it('a pod template in the raw text is found as in object-templates: the same reason', () => {
    const structured = notSimulatedReason(
      policy({
        'object-templates': [
          {
            complianceType: 'musthave',
            objectDefinition: {
              apiVersion: 'batch/v1',
              kind: 'CronJob',
              spec: { jobTemplate: { spec: { template: { spec: { containers: [{ name: 'refresh' }] } } } } },
            },
          },
        ],
      }),
    );
    assert.match(structured ?? '', /has a pod template, but its controller is not simulated/);
    assert.equal(notSimulatedReason(policy({ 'object-templates-raw': cronJob })), structured);
  });

  it('raw text without a pod template, or that does not parse once its actions are set aside, is no reason and no error', () => {
    const serviceAccount = cronJob.slice(0, cronJob.indexOf('{{- range'));
    assert.equal(notSimulatedReason(policy({ 'object-templates-raw': serviceAccount })), undefined);
    assert.equal(notSimulatedReason(policy({ 'object-templates-raw': '- objectDefinition: [unclosed\n  kind: {{ x }}\n' })), undefined);
  });
});

describe("TiDB Operator's clusters", () => {
  const cr = (apiVersion: string, kind: string, spec: Record<string, unknown>): Record<string, unknown> => ({
    apiVersion,
    kind,
    metadata: { name: 'basic', namespace: 'db' },
    spec,
  });
  // tidb-operator examples/basic/02-tikv.yaml (v2; api/core/v1alpha1 ResourceRequirements is {cpu, memory}), trimmed.
  const tikvGroup = {
    cluster: { name: 'basic' },
    replicas: 3,
    template: {
      metadata: { annotations: { author: 'pingcap' } },
      spec: {
        version: 'v8.5.2',
        resources: { cpu: '4', memory: '8Gi' },
        config: '[log]\nlevel = "info"\n',
        volumes: [{ name: 'data', mounts: [{ type: 'data' }], storage: '100Gi' }],
      },
    },
  };
  // tidb-operator release-1.6 examples/basic/tidb-cluster.yaml (v1), trimmed.
  const tidbCluster = {
    version: 'v8.5.7',
    discovery: {},
    pd: { baseImage: 'pingcap/pd', maxFailoverCount: 0, replicas: 1, requests: { storage: '1Gi' }, config: {} },
    tikv: { baseImage: 'pingcap/tikv', maxFailoverCount: 0, replicas: 1, requests: { storage: '1Gi' }, config: {} },
    tidb: { baseImage: 'pingcap/tidb', maxFailoverCount: 0, replicas: 1, service: { type: 'ClusterIP' }, config: {} },
  };

  it("names v1's TidbCluster and v2's component groups, with resources or without (examples/pdms's TSOGroup), not v2's Cluster", () => {
    const tsoGroup = { cluster: { name: 'pdms' }, replicas: 1, template: { spec: { version: 'v8.5.2', config: '' } } };
    assert.match(notSimulatedReason(cr('pingcap.com/v1alpha1', 'TidbCluster', tidbCluster)) ?? '', /TiDB Operator runs/);
    assert.match(notSimulatedReason(cr('core.pingcap.com/v1alpha1', 'TiKVGroup', tikvGroup)) ?? '', /TiDB Operator runs/);
    assert.match(notSimulatedReason(cr('core.pingcap.com/v1alpha1', 'TSOGroup', tsoGroup)) ?? '', /TiDB Operator runs/);
    assert.equal(notSimulatedReason(cr('core.pingcap.com/v1alpha1', 'Cluster', {})), undefined);
  });

  it("finds a count beside a template's flat {cpu, memory} resources (v2's group) of an operator it does not name", () => {
    assert.match(notSimulatedReason(cr('example.com/v1', 'StoreGroup', tikvGroup)) ?? '', /asks in its spec/);
  });

  it("takes a component's baseImage for its image (v1's spec.pd.{baseImage, replicas}) of an operator it does not name", () => {
    assert.match(notSimulatedReason(cr('example.com/v1', 'DbCluster', tidbCluster)) ?? '', /asks in its spec/);
  });

  it("finds a component that is itself containers' resources (v1's spec.tikv.requests, inline) of an operator it does not name", () => {
    const tikv = { tikv: { requests: { cpu: '1', memory: '4Gi', storage: '1Gi' }, config: {} } };
    assert.match(notSimulatedReason(cr('example.com/v1', 'DbCluster', tikv)) ?? '', /asks in its spec/);
  });

  it("takes no flat resources without a count, no volume's requests on a component, and no count beside a node pool's version", () => {
    const quota = { template: { spec: { resources: { cpu: '4', memory: '8Gi' } } } };
    const volumes = { data: { requests: { storage: '1Gi' } } };
    const machines = { replicas: 3, template: { spec: { version: 'v1.33.0', infrastructureRef: { kind: 'AWSMachineTemplate', name: 'md' } } } };
    assert.equal(notSimulatedReason(cr('example.com/v1', 'Quota', quota)), undefined);
    assert.equal(notSimulatedReason(cr('example.com/v1', 'Volumes', volumes)), undefined);
    assert.equal(notSimulatedReason(cr('cluster.x-k8s.io/v1beta1', 'MachineDeployment', machines)), undefined);
  });
});
