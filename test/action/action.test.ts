/**
 * The Action as GitHub's runner runs it: `node dist/action.js` (run `npm run build` first) in a
 * pull request's checkout, with INPUT_* variables, a pull_request event payload and the
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files; the pull-request comment against a local stand-in
 * for the REST API.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { COMMENT_MARKER } from '../../src/action/comment.ts';
import { GATE_OFF_CONFIG, OWNER, PR_NUMBER, REPO, makeWorkspace, pullRequestEvent, runAction, startFakeApi, type FakeApi, type Workspace } from './helpers.ts';

const ISSUE_COMMENTS = `/repos/${OWNER}/${REPO}/issues/${PR_NUMBER}/comments`;

function lines(text: string, prefix: string): string[] {
  return text.split('\n').filter((l) => l.startsWith(prefix));
}

describe('action: a passing pull request (the kind demo: the resize preempts, warnings only)', () => {
  let ws: Workspace;
  let result: Awaited<ReturnType<typeof runAction>>;
  before(async () => {
    ws = await makeWorkspace();
    result = await runAction(ws, { inputs: { 'sarif-file': 'reports/resizeguard.sarif' } });
  });
  after(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('exits 0 and sets no failure', () => {
    assert.equal(result.exitCode, 0, result.stdout + result.stderr);
    assert.deepEqual(lines(result.stdout, '::error'), []);
  });

  it('sets the count outputs and the report paths', async () => {
    const { outputs } = result;
    assert.deepEqual(
      {
        resizes: outputs.resizes,
        completed: outputs.completed,
        preempted: outputs.preempted,
        deferred: outputs.deferred,
        infeasible: outputs.infeasible,
        rejected: outputs.rejected,
      },
      { resizes: '1', completed: '1', preempted: '1', deferred: '0', infeasible: '0', rejected: '0' },
    );
    assert.equal(outputs['report-json'], path.join(ws.runnerTemp, 'resizeguard-report.json'));
    const report = JSON.parse(await readFile(outputs['report-json'] ?? '', 'utf8'));
    assert.equal(report.schemaVersion, 1);
    assert.deepEqual(
      report.resizes.map((r: { outcome: string; reason: string }) => [r.outcome, r.reason]),
      [['Completed', 'PreemptedLowerPriority']],
    );
    assert.equal(outputs['sarif-file'], path.join(ws.workspace, 'reports', 'resizeguard.sarif'));
    const sarif = JSON.parse(await readFile(outputs['sarif-file'] ?? '', 'utf8'));
    assert.equal(sarif.version, '2.1.0');
    assert.ok(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'resize/preempts'));
  });

  it('annotates each finding with its file and line, as workflow commands', () => {
    const warnings = lines(result.stdout, '::warning ');
    const preempts = warnings.find((l) => l.includes('title=resize/preempts'));
    assert.ok(preempts, result.stdout);
    assert.match(
      preempts,
      /^::warning [^:]*file=k8s\/preemption-demo\.yaml,line=39,endLine=39,col=5,[^:]*::scenario "seed-demo": resizing "default\/high-priority-pod" to cpu 6, memory 1Gi preempts 1 lower-priority pod/,
    );
    // Related locations travel in the message, escaped as the runner requires.
    assert.match(preempts, /%0Ak8s\/resize\.yaml:\d+:\d+: resize requested by scenario "seed-demo"/);
    assert.ok(warnings.some((l) => l.includes('title=victim/unmanaged-pod') && l.includes('file=k8s/preemption-demo.yaml,line=20')));
  });

  it('prints the text report in the log, with workflow commands stopped around it', () => {
    const start = /^::stop-commands::(\S+)$/m.exec(result.stdout);
    assert.ok(start, result.stdout);
    const end = result.stdout.indexOf(`::${start[1]}::`);
    assert.ok(end > start.index);
    const log = result.stdout.slice(start.index, end);
    assert.match(log, /k8s\/preemption-demo\.yaml:39:5: .*\[resize\/preempts\]/);
    assert.match(log, /1 resize simulated on 1 node/);
  });

  it('writes the Markdown report to the job summary, linking to the head commit', () => {
    assert.match(result.summary, /^## resizeguard: PASS, 2 warnings\n/);
    assert.match(result.summary, /\| resizes \| completed \| deferred \| infeasible \| rejected \| pods preempted \|/);
    assert.ok(result.summary.includes(`(https://github.com/${OWNER}/${REPO}/blob/${ws.headSha}/k8s/preemption-demo.yaml#L39)`), result.summary);
    assert.ok(!result.summary.includes(COMMENT_MARKER));
  });
});

describe('action: a failing pull request (gate off: the resize stays Deferred)', () => {
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace({ '.resizeguard.yaml': GATE_OFF_CONFIG });
  });
  after(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('exits 1, annotates the Deferred resize as an error and fails the step naming the counts', async () => {
    const result = await runAction(ws);
    assert.equal(result.exitCode, 1, result.stdout + result.stderr);
    const deferred = lines(result.stdout, '::error ').find((l) => l.includes('title=resize/deferred'));
    assert.ok(deferred, result.stdout);
    assert.match(
      deferred,
      /file=k8s\/preemption-demo\.yaml,line=39,.*::scenario "seed-demo": resizing "default\/high-priority-pod" to cpu 6, memory 1Gi stays Deferred \(GateDisabled\)/,
    );
    assert.deepEqual(lines(result.stdout, '::error::'), [
      '::error::resizeguard: 1 error at or above fail-on "error": 1 resize simulated: 0 completed, 1 deferred, 0 infeasible, 0 rejected; 0 pods preempted',
    ]);
    assert.equal(result.outputs.deferred, '1');
    assert.equal(result.outputs.preempted, '0');
    assert.match(result.summary, /^## resizeguard: FAIL, 1 error and 1 info\n/);
  });

  it('passes with fail-on none, and still reports', async () => {
    const result = await runAction(ws, { inputs: { 'fail-on': 'none' } });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(result.outputs.deferred, '1');
    assert.ok(lines(result.stdout, '::error ').some((l) => l.includes('title=resize/deferred')));
    assert.match(result.summary, /^## resizeguard: PASS/);
  });
});

describe('action: inputs and events', () => {
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace();
  });
  after(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('fails on warnings with fail-on warning', async () => {
    const result = await runAction(ws, { inputs: { 'fail-on': 'warning' } });
    assert.equal(result.exitCode, 1);
    assert.deepEqual(lines(result.stdout, '::error::'), [
      '::error::resizeguard: 0 errors and 2 warnings at or above fail-on "warning": 1 resize simulated: 1 completed, 0 deferred, 0 infeasible, 0 rejected; 1 pod preempted',
    ]);
  });

  it('honours feature-gates and paths (space separated)', async () => {
    const result = await runAction(ws, {
      inputs: { 'feature-gates': 'InPlacePodVerticalScalingSchedulerPreemption=false', paths: 'k8s/node.yaml k8s/preemption-demo.yaml\tk8s/resize.yaml' },
    });
    assert.equal(result.exitCode, 1);
    assert.equal(result.outputs.deferred, '1');
  });

  it('fails the step with the message, and no stack, on a bad input (exit-code-2 class)', async () => {
    const result = await runAction(ws, { inputs: { 'fail-on': 'sometimes' } });
    assert.equal(result.exitCode, 1);
    assert.deepEqual(lines(result.stdout, '::error'), ['::error::resizeguard: input "fail-on": "sometimes" is not one of error, warning, none']);
    // The outputs are still set (counts of zero), so later steps that read them do not break.
    assert.deepEqual(result.outputs, {
      resizes: '0',
      completed: '0',
      preempted: '0',
      deferred: '0',
      infeasible: '0',
      rejected: '0',
      'report-json': '',
      'sarif-file': '',
    });
  });

  it('fails the step on a usage error from the check (unknown feature gate), without a stack', async () => {
    const result = await runAction(ws, { inputs: { 'feature-gates': 'NoSuchGate=true' } });
    assert.equal(result.exitCode, 1);
    const errors = lines(result.stdout, '::error');
    assert.equal(errors.length, 1, result.stdout);
    assert.match(errors[0]!, /^::error::resizeguard: .*NoSuchGate/);
    assert.doesNotMatch(result.stdout, /\n\s+at /);
  });

  it('fails the step when no manifest can be read', async () => {
    const result = await runAction(ws, { inputs: { paths: 'no-such-dir' } });
    assert.equal(result.exitCode, 1);
    assert.match(lines(result.stdout, '::error')[0] ?? '', /^::error::resizeguard: /);
  });

  it('warns and checks the whole tree when the base commit is not in the checkout (shallow clone)', async () => {
    const missing = 'f'.repeat(40);
    const result = await runAction(ws, { event: pullRequestEvent(ws, missing) });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.ok(lines(result.stdout, '::warning::').some((l) => l.includes(`the base commit ${missing} is not in the checkout`) && l.includes('fetch-depth: 0')));
    assert.equal(result.outputs.resizes, '1');
  });

  it('runs outside a pull request (push event) without comment, base or failure', async () => {
    const result = await runAction(ws, {
      event: { ref: 'refs/heads/main', after: ws.headSha, repository: { name: REPO, owner: { login: OWNER } } },
      inputs: { comment: 'update' },
      env: { GITHUB_EVENT_NAME: 'push' },
    });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.match(result.stdout, /comment: update: this run is not for a pull request/);
  });
});

describe('action: the pull-request comment', () => {
  let ws: Workspace;
  let api: FakeApi;
  before(async () => {
    ws = await makeWorkspace();
    api = await startFakeApi();
  });
  after(async () => {
    await api.close();
    await rm(ws.dir, { recursive: true, force: true });
  });
  const run = (comment: string): ReturnType<typeof runAction> =>
    runAction(ws, { inputs: { comment, token: 'ghs_secret-token' }, env: { GITHUB_API_URL: api.url } });

  it('comment: on posts a new comment with the marker and the report, authenticated with the token', async () => {
    api.requests.length = 0;
    api.comments.length = 0;
    const result = await run('on');
    assert.equal(result.exitCode, 0, result.stdout);
    assert.deepEqual(
      api.requests.map((r) => [r.method, r.url]),
      [['POST', ISSUE_COMMENTS]],
    );
    const [post] = api.requests;
    assert.equal(post!.authorization, 'Bearer ghs_secret-token');
    const body = (post!.body as { body: string }).body;
    assert.ok(body.startsWith(`${COMMENT_MARKER}\n## resizeguard: PASS, 2 warnings\n`), body);
    assert.ok(body.includes('PreemptedLowerPriority'));
    assert.match(result.stdout, /comment: created comment 9\d{3} \(https:\/\/github\.com\/octo-org\/cluster-config\/pull\/7#issuecomment-/);

    // `on` posts again on the next run.
    await run('on');
    assert.equal(api.comments.filter((c) => c.body.includes(COMMENT_MARKER)).length, 2);
  });

  it('comment: update edits the marked comment in place (found on the second page), and posts nothing', async () => {
    api.requests.length = 0;
    api.comments.length = 0;
    for (let i = 0; i < 100; i++) api.comments.push({ id: 100 + i, body: `review comment ${i}` });
    api.comments.push({ id: 4242, body: `${COMMENT_MARKER}\nan old report` }, { id: 4243, body: 'LGTM' });
    const result = await run('update');
    assert.equal(result.exitCode, 0, result.stdout);
    assert.deepEqual(
      api.requests.map((r) => [r.method, r.url]),
      [
        ['GET', `${ISSUE_COMMENTS}?per_page=100&page=1`],
        ['GET', `${ISSUE_COMMENTS}?per_page=100&page=2`],
        ['PATCH', `/repos/${OWNER}/${REPO}/issues/comments/4242`],
      ],
    );
    assert.ok(api.requests.every((r) => r.authorization === 'Bearer ghs_secret-token'));
    const marked = api.comments.filter((c) => c.body.includes(COMMENT_MARKER));
    assert.equal(marked.length, 1);
    assert.equal(marked[0]!.id, 4242);
    assert.ok(marked[0]!.body.startsWith(`${COMMENT_MARKER}\n## resizeguard: PASS`));
    assert.equal(api.comments.length, 102);
  });

  it('comment: update posts the first time, then keeps editing that one comment', async () => {
    api.requests.length = 0;
    api.comments.length = 0;
    api.comments.push({ id: 1, body: 'first!' });
    await run('update');
    await run('update');
    assert.deepEqual(
      api.requests.map((r) => r.method),
      ['GET', 'POST', 'GET', 'PATCH'],
    );
    assert.equal(api.comments.filter((c) => c.body.includes(COMMENT_MARKER)).length, 1);
  });

  it('a refused comment (read-only token, 403) is a warning, not a failure', async () => {
    api.requests.length = 0;
    api.failWith = 403;
    try {
      const result = await run('update');
      assert.equal(result.exitCode, 0, result.stdout);
      assert.ok(lines(result.stdout, '::warning::').some((l) => l.includes('comment: could not post or update the pull-request comment') && l.includes('403')));
      assert.equal(api.requests.length, 1);
    } finally {
      api.failWith = undefined;
    }
  });

  it('writes no comment with comment: off', async () => {
    api.requests.length = 0;
    const result = await run('off');
    assert.equal(result.exitCode, 0);
    assert.deepEqual(api.requests, []);
    assert.ok(!existsSync(path.join(ws.workspace, 'reports')));
  });
});

describe('action: the cluster input lands the pull request on a live snapshot', () => {
  let ws: Workspace;
  let result: Awaited<ReturnType<typeof runAction>>;
  before(async () => {
    const fixture = path.join(import.meta.dirname, '..', 'fixtures', 'live-snapshot');
    ws = await makeWorkspace({
      'snapshot.json': await readFile(path.join(fixture, 'snapshot.json'), 'utf8'),
      'k8s/web.yaml': await readFile(path.join(fixture, 'k8s', 'web.yaml'), 'utf8'),
    });
    result = await runAction(ws, { inputs: { paths: 'k8s/web.yaml', cluster: 'snapshot.json' } });
  });
  after(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('compares with the snapshot, not the base commit, and the job summary leads with the rollout', () => {
    assert.equal(result.exitCode, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /compared with the cluster snapshot snapshot\.json/);
    assert.match(
      result.summary,
      /### Compared with `the cluster snapshot snapshot\.json`\n\n- rollout of Deployment `default\/web` \(cpu 1 → 1500m, memory 1Gi\) completes in ≤ 60 s/,
    );
  });
});

describe('action: the baseline input accepts the findings a baseline records', () => {
  let ws: Workspace;
  before(async () => {
    ws = await makeWorkspace();
  });
  after(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('fails on warnings without it, passes with the baseline the CLI wrote', async () => {
    const strict = await runAction(ws, { inputs: { 'fail-on': 'warning' } });
    assert.equal(strict.exitCode, 1, strict.stdout + strict.stderr);
    const { spawnSync } = await import('node:child_process');
    const written = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, '..', '..', 'bin', 'resizeguard.js'), 'check', 'k8s', '--write-baseline', 'baseline.json', '--fail-on', 'none'],
      {
        cwd: ws.workspace,
        encoding: 'utf8',
      },
    );
    assert.equal(written.status, 0, written.stderr);
    const accepted = await runAction(ws, { inputs: { 'fail-on': 'warning', baseline: 'baseline.json' } });
    assert.equal(accepted.exitCode, 0, accepted.stdout + accepted.stderr);
  });
});
