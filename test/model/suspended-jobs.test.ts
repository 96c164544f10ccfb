/**
 * Suspended Jobs and CronJobs make no pods: a suspended CronJob starts no Job
 * (pkg/controller/cronjob/cronjob_controllerv2.go syncCronJob), and a suspended Job keeps no active
 * pod (pkg/controller/job/job_controller.go manageJob, jobSuspended). A finished Job (Complete or
 * Failed) is not synced again: it runs none (pkg/controller/job/util/utils.go IsJobFinished).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';

const POD_SPEC = `restartPolicy: OnFailure
containers: [{name: c, image: x, resources: {requests: {cpu: "1"}}}]`;

function indent(text: string, by: number): string {
  return text
    .split('\n')
    .map((l) => ' '.repeat(by) + l)
    .join('\n');
}

function job(spec: string): string {
  return `apiVersion: batch/v1\nkind: Job\nmetadata: {name: once, namespace: ops}\nspec:\n${spec}  template:\n    spec:\n${indent(POD_SPEC, 6)}\n`;
}

function cronJob(spec: string, jobSpec = ''): string {
  return `apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: nightly, namespace: ops}\nspec:\n  schedule: "0 2 * * *"\n${spec}  jobTemplate:\n    spec:\n${jobSpec}      template:\n        spec:\n${indent(POD_SPEC, 10)}\n`;
}

function podCount(yaml: string): number {
  return buildClusterModel(parseSource({ path: 'w.yaml', text: yaml }).documents).model.pods.length;
}

describe('suspended Jobs and CronJobs', () => {
  it('a Job runs min(parallelism, completions) pods, none while suspended', () => {
    assert.equal(podCount(job('  parallelism: 3\n  completions: 5\n')), 3);
    assert.equal(podCount(job('  parallelism: 3\n  suspend: true\n')), 0);
    assert.equal(podCount(job('  parallelism: 3\n  suspend: false\n')), 3);
  });

  it('a Job whose recorded status is Complete or Failed runs none (IsJobFinished); another condition, or one not True, leaves it running', () => {
    const withStatus = (condition: string): string => `${job('  parallelism: 2\n')}status:\n  conditions: [${condition}]\n`;
    assert.equal(podCount(withStatus('{type: Complete, status: "True"}')), 0);
    assert.equal(podCount(withStatus('{type: Failed, status: "True"}')), 0);
    assert.equal(podCount(withStatus('{type: Complete, status: "False"}')), 2);
    assert.equal(podCount(withStatus('{type: Suspended, status: "False"}')), 2);
  });

  it('a CronJob runs one Job of its jobTemplate, none while it or its jobTemplate is suspended', () => {
    assert.equal(podCount(cronJob('')), 1);
    assert.equal(podCount(cronJob('  suspend: true\n')), 0);
    assert.equal(podCount(cronJob('', '      suspend: true\n')), 0);
    assert.equal(podCount(cronJob('  suspend: false\n')), 1);
  });
});
