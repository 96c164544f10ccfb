import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic, SourceRange } from '../../src/core/diagnostic.ts';
import type { LoadedDocument, PathSegment } from '../../src/load/document.ts';
import { createAjv } from '../../src/schema/ajv.ts';
import { SCHEMA_KINDS, schemaFor, validateObject } from '../../src/schema/registry.ts';
import { formatPath, objectRefOf, pointerToPath } from '../../src/schema/to-diagnostic.ts';
import { QUANTITY_SHAPE } from '../../src/schema/keywords.ts';

/** A one-character range at line:column. */
function at(line: number, column: number): SourceRange {
  return { start: { line, column }, end: { line, column: column + 1 } };
}

const ROOT = at(1, 1);

/**
 * A LoadedDocument without the YAML loader: `ranges` maps a path written like
 * "spec.containers.0.name" (add "#key" for the key part) to a range. Like the real one, an
 * absent path falls back to its nearest listed ancestor (value part).
 */
function fakeDocument(value: unknown, ranges: Readonly<Record<string, SourceRange>> = {}): LoadedDocument {
  const table = new Map(Object.entries(ranges));
  return {
    file: 'manifests/test.yaml',
    order: [0],
    value,
    locate(path: readonly PathSegment[], part: 'key' | 'value' = 'value'): SourceRange {
      const exact = table.get(`${path.join('.')}${part === 'key' ? '#key' : ''}`);
      if (exact !== undefined) return exact;
      for (let n = path.length; n > 0; n--) {
        const found = table.get(path.slice(0, n).join('.'));
        if (found !== undefined) return found;
      }
      return ROOT;
    },
  };
}

function summary(diagnostics: readonly Diagnostic[]): [string, number, number][] {
  return diagnostics.map((d) => [d.message, d.range.start.line, d.range.start.column]);
}

type Edit = readonly [path: string, value: unknown];

/**
 * A deep copy of `base` with each dotted path ("spec.containers.0.name") set to its value;
 * `undefined` deletes the field.
 */
function patched(base: unknown, ...edits: readonly Edit[]): unknown {
  const copy: unknown = structuredClone(base);
  for (const [path, value] of edits) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let node = copy as Record<string, unknown>;
    for (const key of keys) node = node[key] as Record<string, unknown>;
    if (value === undefined) Reflect.deleteProperty(node, last);
    else node[last] = value;
  }
  return copy;
}

const VALID_POD = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: {
    name: 'web',
    namespace: 'default',
    labels: { app: 'web', 'app.kubernetes.io/name': 'web' },
    annotations: { 'resizeguard.dev/ignore': 'false' },
    creationTimestamp: null,
    uid: 'anything-else-is-allowed',
  },
  spec: {
    nodeName: 'node-1',
    priorityClassName: 'high',
    priority: 1000000,
    preemptionPolicy: 'PreemptLowerPriority',
    terminationGracePeriodSeconds: 30,
    restartPolicy: 'Always',
    overhead: { cpu: '250m', memory: '120Mi' },
    resources: { requests: { cpu: 2 }, limits: { cpu: '2', memory: '2Gi' } },
    initContainers: [
      { name: 'init', image: 'busybox', resources: { requests: { cpu: '500m' } } },
      { name: 'sidecar', restartPolicy: 'Always', resources: { requests: { cpu: 0.1, memory: '64Mi' } } },
    ],
    containers: [
      {
        name: 'app',
        image: 'nginx',
        ports: [{ containerPort: 80 }],
        resources: {
          requests: { cpu: '1', memory: '1Gi', 'ephemeral-storage': '1G', 'nvidia.com/gpu': 1, 'hugepages-2Mi': '2Mi' },
          limits: { cpu: '1', memory: '1Gi' },
        },
        resizePolicy: [
          { resourceName: 'cpu', restartPolicy: 'NotRequired' },
          { resourceName: 'memory', restartPolicy: 'RestartContainer' },
        ],
      },
    ],
  },
  status: {
    phase: 'Running',
    qosClass: 'Burstable',
    startTime: '2024-05-01T12:00:00Z',
    conditions: [
      {
        type: 'PodResizePending',
        status: 'True',
        reason: 'Deferred',
        message: "Node didn't have enough resource: cpu",
        lastTransitionTime: '2024-05-01T12:01:00Z',
        lastProbeTime: null,
      },
      { type: 'Ready', status: 'True' },
    ],
    containerStatuses: [
      {
        name: 'app',
        ready: true,
        allocatedResources: { cpu: '500m', memory: '1Gi' },
        resources: { requests: { cpu: '500m', memory: '1Gi' }, limits: { cpu: '500m', memory: '1Gi' } },
      },
    ],
    initContainerStatuses: [{ name: 'sidecar', allocatedResources: { cpu: '100m' } }],
  },
};

const VALID_NODE = {
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'node-1', labels: { 'kubernetes.io/hostname': 'node-1' } },
  spec: {
    unschedulable: false,
    taints: [
      { key: 'dedicated', value: 'batch', effect: 'NoSchedule' },
      { key: 'x', effect: 'NoExecute', timeAdded: '2024-01-01T00:00:00Z' },
    ],
    podPreemptionPolicy: { disableResizePreemption: Array.from({ length: 20 }, (_, i) => `example.com/owner-${i}`) },
  },
  status: {
    allocatable: { cpu: '4', memory: '16Gi', pods: '110', 'ephemeral-storage': '100G' },
    capacity: { cpu: 4, memory: '16Gi', pods: 110 },
  },
};

const VALID_PRIORITY_CLASS = {
  apiVersion: 'scheduling.k8s.io/v1',
  kind: 'PriorityClass',
  metadata: { name: 'high' },
  value: 1000000,
  globalDefault: false,
  preemptionPolicy: 'Never',
  description: 'for the important things',
};

const VALID_PDB = {
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: 'web', namespace: 'shop' },
  spec: {
    minAvailable: '50%',
    selector: {
      matchLabels: { app: 'web' },
      matchExpressions: [
        { key: 'tier', operator: 'In', values: ['a', 'b'] },
        { key: 'x', operator: 'Exists' },
      ],
    },
  },
  status: {
    disruptionsAllowed: 1,
    currentHealthy: 3,
    desiredHealthy: 2,
    expectedPods: 3,
    observedGeneration: 1,
    disruptedPods: { 'web-0': '2024-05-01T12:00:00Z' },
  },
};

const VALID_SCENARIO = {
  apiVersion: 'resizeguard.dev/v1alpha1',
  kind: 'ResizeScenario',
  metadata: { name: 'checkout-surge' },
  spec: {
    resizes: [
      {
        target: { kind: 'Pod', namespace: 'default', name: 'high-priority-pod' },
        containers: [{ name: 'app', resources: { requests: { cpu: '6', memory: '1Gi' }, limits: { cpu: '6', memory: '1Gi' } } }],
      },
      { target: { kind: 'Deployment', name: 'web' }, containers: [{ name: 'app', resources: { requests: { cpu: 1 } } }] },
    ],
  },
};

describe('schemas', () => {
  it('has a schema for exactly the kinds resizeguard validates', () => {
    assert.deepEqual(SCHEMA_KINDS, [
      'CronJob',
      'DaemonSet',
      'Deployment',
      'Job',
      'LimitRange',
      'Node',
      'Pod',
      'PodDisruptionBudget',
      'PriorityClass',
      'ReplicaSet',
      'ReplicationController',
      'ResizeScenario',
      'ResourceQuota',
      'StatefulSet',
      'VerticalPodAutoscaler',
    ]);
  });

  const WORKLOADS = new Set(['DaemonSet', 'Deployment', 'Job', 'ReplicaSet', 'ReplicationController', 'StatefulSet']);
  for (const kind of SCHEMA_KINDS) {
    it(`${kind} schema compiles in strict mode and has a resizeguard $id`, () => {
      const schema = schemaFor(kind);
      assert.ok(schema !== undefined);
      const file = WORKLOADS.has(kind) ? 'workload' : kind.toLowerCase();
      assert.equal(schema.$id, `https://resizeguard.dev/schemas/${file}.schema.json`);
      assert.equal(schema['$schema'], 'http://json-schema.org/draft-07/schema#');
      // Workload schemas $ref the Pod schema (and CronJob the workload one): register them all.
      const ajv = createAjv();
      for (const other of new Set(SCHEMA_KINDS.map(schemaFor))) if (other !== schema && other !== undefined) ajv.addSchema(other);
      assert.equal(typeof ajv.compile(schema), 'function');
    });
  }

  it('has no schema for other kinds', () => {
    assert.equal(schemaFor('Service'), undefined);
    assert.equal(schemaFor('constructor'), undefined);
    assert.deepEqual(validateObject(fakeDocument({ kind: 'ConfigMap', data: 5 }), 'ConfigMap'), []);
    assert.deepEqual(validateObject(fakeDocument({}), 'toString'), []);
  });
});

describe('validateObject: valid objects', () => {
  const cases: readonly (readonly [string, unknown])[] = [
    ['Pod', VALID_POD],
    ['Pod', { metadata: { name: 'minimal' }, spec: { containers: [{ name: 'c' }] } }],
    ['Node', VALID_NODE],
    ['Node', { metadata: { name: 'n' } }],
    ['PriorityClass', VALID_PRIORITY_CLASS],
    ['PodDisruptionBudget', VALID_PDB],
    ['PodDisruptionBudget', { metadata: { name: 'p' }, spec: { maxUnavailable: 0 } }],
    ['ResizeScenario', VALID_SCENARIO],
  ];
  for (const [kind, value] of cases) {
    it(`accepts a valid ${kind} ${JSON.stringify((value as { metadata: { name: string } }).metadata.name)}`, () => {
      assert.deepEqual(validateObject(fakeDocument(value), kind), []);
    });
  }

  it('does not modify the document (no defaults are inserted)', () => {
    const value = structuredClone(VALID_SCENARIO);
    validateObject(fakeDocument(value), 'ResizeScenario');
    assert.deepEqual(value, VALID_SCENARIO);
  });
});

describe('validateObject: Pod', () => {
  it('reports a malformed quantity at its value, naming the field', () => {
    const pod = patched(VALID_POD, ['spec.containers.0.resources.requests.cpu', '1.5.5Gi']);
    const doc = fakeDocument(pod, { 'spec.containers.0.resources.requests.cpu': at(24, 18) });
    const diagnostics = validateObject(doc, 'Pod');
    assert.deepEqual(diagnostics, [
      {
        ruleId: 'input/schema',
        severity: 'error',
        message: `Pod "default/web" spec.containers[0].resources.requests.cpu: "1.5.5Gi" is not a valid quantity: ${QUANTITY_SHAPE}`,
        file: 'manifests/test.yaml',
        range: at(24, 18),
        object: { kind: 'Pod', namespace: 'default', name: 'web' },
      },
    ]);
  });

  it('reports negative requests, limits, overhead and allocated resources', () => {
    const pod = patched(
      VALID_POD,
      ['spec.containers.0.resources.requests.memory', '-1Gi'],
      ['spec.containers.0.resources.limits.cpu', '-1'],
      ['spec.overhead.cpu', -0.5],
      ['status.containerStatuses.0.allocatedResources.cpu', '-100m'],
    );
    const doc = fakeDocument(pod, {
      'spec.containers.0.resources.requests.memory': at(30, 21),
      'spec.containers.0.resources.limits.cpu': at(33, 16),
      'spec.overhead.cpu': at(12, 10),
      'status.containerStatuses.0.allocatedResources.cpu': at(60, 14),
    });
    assert.deepEqual(summary(validateObject(doc, 'Pod')), [
      ['Pod "default/web" spec.overhead.cpu: must be greater than or equal to 0', 12, 10],
      ['Pod "default/web" spec.containers[0].resources.requests.memory: must be greater than or equal to 0', 30, 21],
      ['Pod "default/web" spec.containers[0].resources.limits.cpu: must be greater than or equal to 0', 33, 16],
      ['Pod "default/web" status.containerStatuses[0].allocatedResources.cpu: must be greater than or equal to 0', 60, 14],
    ]);
  });

  it('quotes resource names that are not plain identifiers', () => {
    const pod = structuredClone(VALID_POD);
    (pod.spec.containers[0]!.resources.requests as Record<string, unknown>)['nvidia.com/gpu'] = 'two';
    const diagnostics = validateObject(fakeDocument(pod), 'Pod');
    assert.equal(
      diagnostics[0]?.message,
      `Pod "default/web" spec.containers[0].resources.requests["nvidia.com/gpu"]: "two" is not a valid quantity: ${QUANTITY_SHAPE}`,
    );
  });

  it('reports missing containers at the spec object', () => {
    const doc = fakeDocument(
      { metadata: { name: 'web', namespace: 'shop' }, spec: { nodeName: 'node-1' } },
      { spec: at(5, 3), 'spec#key': at(4, 1), 'spec.nodeName': at(5, 13) },
    );
    assert.deepEqual(summary(validateObject(doc, 'Pod')), [['Pod "shop/web" spec.containers: required field is missing', 5, 3]]);
  });

  it('reports an empty containers list', () => {
    const doc = fakeDocument({ metadata: { name: 'web' }, spec: { containers: [] } }, { 'spec.containers': at(4, 15) });
    assert.deepEqual(summary(validateObject(doc, 'Pod')), [['Pod "default/web" spec.containers: must have at least 1 item (has 0)', 4, 15]]);
  });

  it('reports wrong types and enum values with the value given', () => {
    const pod = patched(
      VALID_POD,
      ['spec.priority', 'high'],
      ['spec.preemptionPolicy', 'Sometimes'],
      ['spec.terminationGracePeriodSeconds', -5],
      ['status.startTime', 'yesterday'],
    );
    const doc = fakeDocument(pod, {
      'spec.priority': at(20, 13),
      'spec.preemptionPolicy': at(21, 21),
      'spec.terminationGracePeriodSeconds': at(22, 34),
      'status.startTime': at(50, 14),
    });
    assert.deepEqual(summary(validateObject(doc, 'Pod')), [
      ['Pod "default/web" spec.priority: must be an integer (got "high")', 20, 13],
      ['Pod "default/web" spec.preemptionPolicy: "Sometimes" is not one of "PreemptLowerPriority", "Never"', 21, 21],
      ['Pod "default/web" spec.terminationGracePeriodSeconds: must be greater than or equal to 0', 22, 34],
      ['Pod "default/web" status.startTime: "yesterday" is not a valid RFC 3339 date-time (e.g. "2024-05-01T12:00:00Z")', 50, 14],
    ]);
  });

  it('reports a missing name and still identifies the object as far as it can', () => {
    const doc = fakeDocument({ metadata: { namespace: 'shop' }, spec: { containers: [{}] } }, { metadata: at(2, 3), 'spec.containers.0': at(6, 5) });
    const diagnostics = validateObject(doc, 'Pod');
    assert.deepEqual(summary(diagnostics), [
      ['Pod (unnamed) metadata.name: required field is missing', 2, 3],
      ['Pod (unnamed) spec.containers[0].name: required field is missing', 6, 5],
    ]);
    assert.deepEqual(diagnostics[0]?.object, { kind: 'Pod', namespace: 'shop', name: '' });
  });

  it('reports a non-object document at the root', () => {
    assert.deepEqual(summary(validateObject(fakeDocument('just text'), 'Pod')), [['Pod (unnamed): must be an object (got "just text")', 1, 1]]);
  });

  it('reports labels that are not strings', () => {
    const doc = fakeDocument(
      { metadata: { name: 'web', labels: { tier: 1, ok: 'yes' } }, spec: { containers: [{ name: 'c' }] } },
      { 'metadata.labels.tier': at(5, 11) },
    );
    assert.deepEqual(summary(validateObject(doc, 'Pod')), [['Pod "default/web" metadata.labels.tier: must be a string (got 1)', 5, 11]]);
  });
});

describe('validateObject: a null value in a map of strings', () => {
  // The API server decodes map[string]string with encoding/json's rules (sigs.k8s.io/json): null is "".
  it('is accepted in labels, annotations and matchLabels, as the API server accepts it', () => {
    const labels = { app: 'web', domain: null };
    const pod = patched(VALID_POD, ['metadata.labels', labels], ['metadata.annotations', { note: null }]);
    assert.deepEqual(summary(validateObject(fakeDocument(pod), 'Pod')), []);
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'statsd' },
      spec: {
        selector: { matchLabels: { app: 'statsd' } },
        template: { metadata: { labels, annotations: { note: null } }, spec: { containers: [{ name: 'app' }] } },
      },
    };
    assert.deepEqual(summary(validateObject(fakeDocument(deployment), 'Deployment')), []);
    assert.deepEqual(summary(validateObject(fakeDocument(patched(VALID_NODE, ['metadata.labels', labels])), 'Node')), []);
    assert.deepEqual(summary(validateObject(fakeDocument(patched(VALID_PDB, ['spec.selector.matchLabels', labels])), 'PodDisruptionBudget')), []);
  });
});

describe('validateObject: Node', () => {
  it('reports a disableResizePreemption list longer than 20 entries', () => {
    const owners = [...VALID_NODE.spec.podPreemptionPolicy.disableResizePreemption, 'example.com/owner-20'];
    const node = patched(VALID_NODE, ['spec.podPreemptionPolicy.disableResizePreemption', owners]);
    const doc = fakeDocument(node, { 'spec.podPreemptionPolicy.disableResizePreemption': at(9, 7) });
    const diagnostics = validateObject(doc, 'Node');
    assert.deepEqual(summary(diagnostics), [['Node "node-1" spec.podPreemptionPolicy.disableResizePreemption: must have at most 20 items (has 21)', 9, 7]]);
    assert.deepEqual(diagnostics[0]?.object, { kind: 'Node', namespace: '', name: 'node-1' });
  });

  it('reports an invalid label key in disableResizePreemption at that entry', () => {
    const node = patched(VALID_NODE, ['spec.podPreemptionPolicy.disableResizePreemption', ['cluster-autoscaler', 'Example.com/vpa', 'bad key']]);
    const doc = fakeDocument(node, {
      'spec.podPreemptionPolicy.disableResizePreemption.1': at(11, 9),
      'spec.podPreemptionPolicy.disableResizePreemption.2': at(12, 9),
    });
    assert.deepEqual(summary(validateObject(doc, 'Node')), [
      [
        'Node "node-1" spec.podPreemptionPolicy.disableResizePreemption[1]: "Example.com/vpa" is not a valid label key: the prefix must be a lower-case DNS subdomain: alphanumerics, \'-\' and \'.\', starting and ending with an alphanumeric',
        11,
        9,
      ],
      [
        "Node \"node-1\" spec.podPreemptionPolicy.disableResizePreemption[2]: \"bad key\" is not a valid label key: the name part must consist of alphanumerics, '-', '_' or '.', starting and ending with an alphanumeric",
        12,
        9,
      ],
    ]);
  });

  it('reports duplicate disableResizePreemption entries at the later one', () => {
    const node = patched(VALID_NODE, ['spec.podPreemptionPolicy.disableResizePreemption', ['a', 'b', 'a']]);
    const doc = fakeDocument(node, { 'spec.podPreemptionPolicy.disableResizePreemption.2': at(12, 9) });
    assert.deepEqual(summary(validateObject(doc, 'Node')), [
      ['Node "node-1" spec.podPreemptionPolicy.disableResizePreemption[2]: duplicate entry "a" (also at index 0)', 12, 9],
    ]);
  });

  it('reports bad taints and allocatable quantities', () => {
    const node = patched(VALID_NODE, ['spec.taints', [{ key: 'a', effect: 'NoSchedulee' }, { effect: 'NoSchedule' }]], ['status.allocatable.memory', '16GB']);
    const doc = fakeDocument(node, { 'spec.taints.0.effect': at(7, 15), 'spec.taints.1': at(8, 7), 'status.allocatable.memory': at(14, 13) });
    assert.deepEqual(summary(validateObject(doc, 'Node')), [
      ['Node "node-1" spec.taints[0].effect: "NoSchedulee" is not one of "NoSchedule", "PreferNoSchedule", "NoExecute"', 7, 15],
      ['Node "node-1" spec.taints[1].key: required field is missing', 8, 7],
      [`Node "node-1" status.allocatable.memory: "16GB" is not a valid quantity: ${QUANTITY_SHAPE}; did you mean "16G" or "16Gi"?`, 14, 13],
    ]);
  });

  it('reports an unschedulable flag that is not a boolean', () => {
    const doc = fakeDocument({ metadata: { name: 'n' }, spec: { unschedulable: 'yes' } }, { 'spec.unschedulable': at(4, 18) });
    assert.deepEqual(summary(validateObject(doc, 'Node')), [['Node "n" spec.unschedulable: must be a boolean (got "yes")', 4, 18]]);
  });
});

describe('validateObject: PriorityClass', () => {
  it('requires an integer value', () => {
    const doc = fakeDocument({ kind: 'PriorityClass', metadata: { name: 'high' } }, { '': at(1, 1) });
    assert.deepEqual(summary(validateObject(doc, 'PriorityClass')), [['PriorityClass "high" value: required field is missing', 1, 1]]);
    const wrong = fakeDocument({ metadata: { name: 'high' }, value: '1000', preemptionPolicy: 'never' }, { value: at(4, 8), preemptionPolicy: at(5, 19) });
    assert.deepEqual(summary(validateObject(wrong, 'PriorityClass')), [
      ['PriorityClass "high" value: must be an integer (got "1000")', 4, 8],
      ['PriorityClass "high" preemptionPolicy: "never" is not one of "PreemptLowerPriority", "Never"', 5, 19],
    ]);
  });

  it('rejects values outside int32', () => {
    const doc = fakeDocument({ metadata: { name: 'huge' }, value: 3000000000 }, { value: at(3, 8) });
    assert.deepEqual(summary(validateObject(doc, 'PriorityClass')), [['PriorityClass "huge" value: must be less than or equal to 2147483647', 3, 8]]);
  });
});

describe('validateObject: PodDisruptionBudget', () => {
  it('reports bad minAvailable / maxUnavailable and selector operators', () => {
    const doc = fakeDocument(
      {
        metadata: { name: 'web', namespace: 'shop' },
        spec: { minAvailable: '150%', maxUnavailable: -1, selector: { matchExpressions: [{ key: 'a', operator: 'Inn' }] } },
        status: { disruptionsAllowed: 'one' },
      },
      {
        'spec.minAvailable': at(6, 17),
        'spec.maxUnavailable': at(7, 19),
        'spec.selector.matchExpressions.0.operator': at(10, 17),
        'status.disruptionsAllowed': at(12, 23),
      },
    );
    assert.deepEqual(summary(validateObject(doc, 'PodDisruptionBudget')), [
      ['PodDisruptionBudget "shop/web" spec.minAvailable: "150%" must not be more than 100%', 6, 17],
      ['PodDisruptionBudget "shop/web" spec.maxUnavailable: must be greater than or equal to 0', 7, 19],
      ['PodDisruptionBudget "shop/web" spec.selector.matchExpressions[0].operator: "Inn" is not one of "In", "NotIn", "Exists", "DoesNotExist"', 10, 17],
      ['PodDisruptionBudget "shop/web" status.disruptionsAllowed: must be an integer (got "one")', 12, 23],
    ]);
  });

  it('reports a non-integer, non-string minAvailable once', () => {
    const doc = fakeDocument({ metadata: { name: 'web' }, spec: { minAvailable: 1.5 } }, { 'spec.minAvailable': at(5, 17) });
    assert.deepEqual(summary(validateObject(doc, 'PodDisruptionBudget')), [
      ['PodDisruptionBudget "default/web" spec.minAvailable: must be an integer or a string (got 1.5)', 5, 17],
    ]);
  });
});

describe('validateObject: ResizeScenario', () => {
  it('reports an unknown field inside a resize at the key, with a suggestion', () => {
    const scenario = patched(
      VALID_SCENARIO,
      ['spec.resizes.0.containers.0.resource', VALID_SCENARIO.spec.resizes[0]!.containers[0]!.resources],
      ['spec.resizes.0.containers.0.resources', undefined],
      ['spec.resizes.1.priority', 5],
    );
    const doc = fakeDocument(scenario, {
      'spec.resizes.0.containers.0.resource': at(12, 9),
      'spec.resizes.0.containers.0.resource#key': at(11, 7),
      'spec.resizes.1.priority#key': at(20, 5),
    });
    assert.deepEqual(summary(validateObject(doc, 'ResizeScenario')), [
      ['ResizeScenario "checkout-surge" spec.resizes[0].containers[0].resource: unknown field (did you mean "resources"?)', 11, 7],
      ['ResizeScenario "checkout-surge" spec.resizes[1].priority: unknown field', 20, 5],
    ]);
  });

  it('reports unknown fields in spec, target and resources, and a misspelt kind', () => {
    const doc = fakeDocument(
      {
        apiVersion: 'resizeguard.dev/v1alpha1',
        kind: 'ResizeScenario',
        metadata: { name: 's' },
        spec: {
          resize: [],
          resizes: [{ target: { kind: 'pod', name: 'x', namspace: 'a' }, containers: [{ name: 'app', resources: { request: { cpu: 1 } } }] }],
        },
      },
      {
        'spec.resize#key': at(5, 3),
        'spec.resizes.0.target.kind': at(8, 13),
        'spec.resizes.0.target.namspace#key': at(10, 7),
        'spec.resizes.0.containers.0.resources.request#key': at(14, 9),
      },
    );
    assert.deepEqual(summary(validateObject(doc, 'ResizeScenario')), [
      ['ResizeScenario "s" spec.resize: unknown field (did you mean "resizes"?)', 5, 3],
      [
        'ResizeScenario "s" spec.resizes[0].target.kind: "pod" is not one of "Pod", "Deployment", "ReplicaSet", "StatefulSet", "DaemonSet", "Job", "CronJob", "ReplicationController"',
        8,
        13,
      ],
      ['ResizeScenario "s" spec.resizes[0].target.namspace: unknown field (did you mean "namespace"?)', 10, 7],
      ['ResizeScenario "s" spec.resizes[0].containers[0].resources.request: unknown field (did you mean "requests"?)', 14, 9],
    ]);
  });

  it('requires resizes, targets and containers', () => {
    const doc = fakeDocument(
      {
        apiVersion: 'resizeguard.dev/v1alpha2',
        kind: 'ResizeScenario',
        metadata: { name: 's' },
        spec: { resizes: [{ target: { kind: 'Pod' }, containers: [] }] },
      },
      { apiVersion: at(1, 13), 'spec.resizes.0.target': at(6, 13), 'spec.resizes.0.containers': at(7, 17) },
    );
    assert.deepEqual(summary(validateObject(doc, 'ResizeScenario')), [
      ['ResizeScenario "s" apiVersion: must be "resizeguard.dev/v1alpha1" (got "resizeguard.dev/v1alpha2")', 1, 13],
      ['ResizeScenario "s" spec.resizes[0].target.name: required field is missing', 6, 13],
      ['ResizeScenario "s" spec.resizes[0].containers: must have at least 1 item (has 0)', 7, 17],
    ]);
    const empty = fakeDocument({ apiVersion: 'resizeguard.dev/v1alpha1', kind: 'ResizeScenario', metadata: { name: 's' }, spec: {} }, { spec: at(5, 3) });
    assert.deepEqual(summary(validateObject(empty, 'ResizeScenario')), [['ResizeScenario "s" spec.resizes: required field is missing', 5, 3]]);
  });

  it('checks the quantities of a resize', () => {
    const scenario = patched(
      VALID_SCENARIO,
      ['spec.resizes.0.containers.0.resources.requests.cpu', '-6'],
      ['spec.resizes.0.containers.0.resources.limits.memory', '1Gii'],
    );
    const doc = fakeDocument(scenario, {
      'spec.resizes.0.containers.0.resources.requests.cpu': at(13, 24),
      'spec.resizes.0.containers.0.resources.limits.memory': at(14, 42),
    });
    assert.deepEqual(summary(validateObject(doc, 'ResizeScenario')), [
      ['ResizeScenario "checkout-surge" spec.resizes[0].containers[0].resources.requests.cpu: must be greater than or equal to 0', 13, 24],
      [`ResizeScenario "checkout-surge" spec.resizes[0].containers[0].resources.limits.memory: "1Gii" is not a valid quantity: ${QUANTITY_SHAPE}`, 14, 42],
    ]);
  });
});

describe('to-diagnostic helpers', () => {
  it('pointerToPath turns array indices into numbers and keeps numeric map keys as strings', () => {
    const root = { a: [{ '0': { 'x/y': { '~k': 1 } } }] };
    assert.deepEqual(pointerToPath('/a/0/0/x~1y/~0k', root), ['a', 0, '0', 'x/y', '~k']);
    assert.deepEqual(pointerToPath('', root), []);
  });

  it('formatPath writes dotted paths with indices and quoted odd keys', () => {
    assert.equal(formatPath(['spec', 'containers', 0, 'resources', 'requests', 'cpu']), 'spec.containers[0].resources.requests.cpu');
    assert.equal(formatPath(['metadata', 'labels', 'app.kubernetes.io/name']), 'metadata.labels["app.kubernetes.io/name"]');
    assert.equal(formatPath(['requests', 'hugepages-2Mi']), 'requests.hugepages-2Mi');
    assert.equal(formatPath([]), '');
  });

  it('objectRefOf defaults the namespace only for namespaced kinds', () => {
    assert.deepEqual(objectRefOf({ metadata: { name: 'p' } }, 'Pod'), { kind: 'Pod', namespace: 'default', name: 'p' });
    assert.deepEqual(objectRefOf({ metadata: { name: 'p', namespace: 'x' } }, 'Pod'), { kind: 'Pod', namespace: 'x', name: 'p' });
    assert.deepEqual(objectRefOf({ metadata: { name: 'n', namespace: 'x' } }, 'Node'), { kind: 'Node', namespace: '', name: 'n' });
    assert.deepEqual(objectRefOf(null, 'Pod'), { kind: 'Pod', namespace: 'default', name: '' });
  });
});
