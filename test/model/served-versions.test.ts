/**
 * Built-in kinds at an API version Kubernetes 1.37 does not serve are refused by the API server:
 * an input/schema error at apiVersion, and the object left out (src/model/served-versions.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lintSources } from '../../src/index.ts';

const POD_TEMPLATE = 'template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: c, image: x, resources: {requests: {cpu: 100m}}}]';
const object = (apiVersion: string, kind: string, spec: string): string =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata: {name: web}\nspec:\n  ${spec}\n`;
const deployment = (apiVersion: string): string => object(apiVersion, 'Deployment', `selector: {matchLabels: {app: web}}\n  ${POD_TEMPLATE}`);
const NODE = 'apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus: {allocatable: {cpu: "4", memory: 8Gi, pods: "110"}}\n';

function run(text: string): { findings: string[]; pods: number } {
  const result = lintSources([{ path: 'x.yaml', text: `${NODE}---\n${text}` }], { featureGates: {} });
  return {
    findings: result.diagnostics.filter((d) => d.ruleId === 'input/schema').map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`),
    pods: result.model.pods.length,
  };
}

describe('API versions Kubernetes 1.37 serves', () => {
  it('a Deployment at extensions/v1beta1 or apps/v1beta2 is refused and left out; at apps/v1 it runs', () => {
    assert.deepEqual(run(deployment('extensions/v1beta1')), {
      findings: [
        '6:13 Deployment apiVersion "extensions/v1beta1" is not served by Kubernetes 1.37 (use "apps/v1"): the API server refuses the object, so it is left out',
      ],
      pods: 0,
    });
    assert.equal(run(deployment('apps/v1beta2')).pods, 0);
    assert.deepEqual(run(deployment('apps/v1')), { findings: [], pods: 1 });
  });

  it('PodDisruptionBudget policy/v1beta1, CronJob batch/v1beta1, HPA autoscaling/v2beta2, PriorityClass v1beta1 are refused; the served versions are not', () => {
    const refused = [
      object('policy/v1beta1', 'PodDisruptionBudget', 'minAvailable: 1\n  selector: {matchLabels: {app: web}}'),
      object(
        'batch/v1beta1',
        'CronJob',
        `schedule: "* * * * *"\n  jobTemplate: {spec: {template: {spec: {restartPolicy: Never, containers: [{name: c, image: x}]}}}}`,
      ),
      object('autoscaling/v2beta2', 'HorizontalPodAutoscaler', 'scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web}\n  maxReplicas: 3'),
      'apiVersion: scheduling.k8s.io/v1beta1\nkind: PriorityClass\nmetadata: {name: high}\nvalue: 1000\n',
    ];
    for (const text of refused) assert.equal(run(text).findings.length, 1, text);
    const served = [
      object('policy/v1', 'PodDisruptionBudget', 'minAvailable: 1\n  selector: {matchLabels: {app: web}}'),
      object('autoscaling/v1', 'HorizontalPodAutoscaler', 'scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web}\n  maxReplicas: 3'),
      object('autoscaling/v2', 'HorizontalPodAutoscaler', 'scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web}\n  maxReplicas: 3'),
      'apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: high}\nvalue: 1000\n',
      // A custom resource's versions are its CRD's: not judged here.
      object('autoscaling.k8s.io/v1beta2', 'VerticalPodAutoscaler', 'targetRef: {apiVersion: apps/v1, kind: Deployment, name: web}'),
    ];
    for (const text of served) assert.deepEqual(run(text).findings, [], text);
  });
});
