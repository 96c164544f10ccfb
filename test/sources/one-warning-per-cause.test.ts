/**
 * One cause, one warning (src/sources/one-warning-per-cause.ts): a ConfigMap or Secret that many
 * Flux objects read and that is not in the input, and a chart that several Argo CD Applications
 * render and that fails the same way for each: one warning per cluster, infos at the others.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import { causeData, FAILED_RENDER, MISSING_SOURCE, oneWarningPerCause } from '../../src/sources/one-warning-per-cause.ts';
import { inProcess } from '../helpers/cli.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { committedRepo } from '../helpers/git-repo.ts';
import { checkJson, deployment, POOL_CONFIG, writeRepo } from './helpers.ts';

// The chart is rendered by the real helm (test/helpers/renderers.ts).
process.env['PATH'] = pathWithRenderers();

const reference = (file: string, line: number, name: string, source: string, cluster?: string): Diagnostic => ({
  ruleId: 'input/not-rendered',
  severity: 'warning',
  message: `Kustomization flux-system/${name}: its variables come from ${source}, which is not in the input`,
  file,
  range: { start: { line, column: 3 }, end: { line, column: 3 } },
  object: { kind: 'Kustomization', namespace: 'flux-system', name },
  messageId: MISSING_SOURCE,
  data: causeData(source, { kind: 'Kustomization', namespace: 'flux-system', name }),
  ...(cluster !== undefined ? { cluster } : {}),
});

describe('oneWarningPerCause', () => {
  const vars = 'ConfigMap "flux-system/vars"';

  it('keeps the first reference by file and place a warning, makes the others infos naming it, and keeps the order', () => {
    const other: Diagnostic = { ruleId: 'input/yaml-syntax', severity: 'warning', message: 'x', file: 'a.yaml', range: reference('a', 1, 'a', vars).range };
    const input = [reference('b.yaml', 9, 'b', vars), other, reference('a.yaml', 30, 'late', vars), reference('a.yaml', 4, 'early', vars)];
    const out = oneWarningPerCause(input);
    assert.deepEqual(
      out.map((d) => [d.severity, d.file, d.range.start.line]),
      [
        ['info', 'b.yaml', 9],
        ['warning', 'a.yaml', 1],
        ['info', 'a.yaml', 30],
        ['warning', 'a.yaml', 4],
      ],
    );
    assert.equal(out[1], other);
    assert.equal(out[3]!.message, `${input[3]!.message}; the other objects that read it say so as an info`);
    assert.equal(out[0]!.message, `${input[0]!.message}; said as a warning for Kustomization flux-system/early`);
  });

  it('leaves a source read once, another source and an optional (info) reference as they are', () => {
    const input = [
      reference('a.yaml', 1, 'a', 'ConfigMap "flux-system/one"'),
      reference('b.yaml', 1, 'b', 'Secret "flux-system/two"'),
      { ...reference('c.yaml', 1, 'c', 'Secret "flux-system/two"'), severity: 'info' as const },
    ];
    assert.deepEqual(oneWarningPerCause(input), input);
  });

  it('says a failed render once for the objects it failed alike for, naming the object the warning is for', () => {
    const failed = (name: string, why: string): Diagnostic => ({
      ruleId: 'input/not-rendered',
      severity: 'warning',
      message: `Helm chart "charts/web" (for Application argocd/${name}) was not rendered: ${why}; none of its objects are simulated`,
      file: 'appsets/web.yaml',
      range: reference('a', 12, 'a', vars).range,
      messageId: FAILED_RENDER,
      data: causeData(`helm\0/repo/charts/web\0${why}`, { kind: 'Application', namespace: 'argocd', name }),
    });
    const out = oneWarningPerCause([
      failed('web-prod', 'no redis in charts/'),
      failed('web-dev', 'no redis in charts/'),
      failed('web-qa', 'image.tag must be set'),
    ]);
    assert.deepEqual(
      out.map((d) => [d.severity, d.message.replace(/^.*simulated; /, '')]),
      [
        ['info', 'said as a warning for Application argocd/web-dev'],
        ['warning', 'the other objects that render it say so as an info'],
        // Another failure of the same chart is another cause.
        ['warning', 'Helm chart "charts/web" (for Application argocd/web-qa) was not rendered: image.tag must be set; none of its objects are simulated'],
      ],
    );
  });

  it('says it once in each cluster: each waits for its own copy', () => {
    const out = oneWarningPerCause([
      reference('a.yaml', 1, 'a', vars, 'prod'),
      reference('a.yaml', 1, 'a', vars, 'stage'),
      reference('b.yaml', 1, 'b', vars, 'prod'),
      reference('b.yaml', 1, 'b', vars, 'stage'),
    ]);
    assert.deepEqual(
      out.map((d) => `${d.cluster}:${d.file}:${d.severity}`),
      ['prod:a.yaml:warning', 'stage:a.yaml:warning', 'prod:b.yaml:info', 'stage:b.yaml:info'],
    );
  });
});

const ks = (name: string, p: string): string =>
  `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: ${name}, namespace: flux-system}\nspec:\n  interval: 10m\n  path: ${p}\n  prune: true\n  sourceRef: {kind: GitRepository, name: flux-system}\n  postBuild:\n    substituteFrom: [{kind: ConfigMap, name: cluster-vars}]\n`;

describe('a ConfigMap many Flux Kustomizations read, missing from the repository', () => {
  const apps = {
    'apps/web/kustomization.yaml': 'resources: [web.yaml]\n',
    'apps/web/web.yaml': deployment('web', { cpu: '"${size:=100m}"' }),
    'apps/api/kustomization.yaml': 'resources: [api.yaml]\n',
    'apps/api/api.yaml': deployment('api', { cpu: '"${size:=100m}"' }),
    'apps/db/kustomization.yaml': 'resources: [db.yaml]\n',
    'apps/db/db.yaml': deployment('db', { cpu: '"${size:=100m}"' }),
  };
  const missing = (f: { ruleId: string; message: string }): boolean => f.ruleId === 'input/not-rendered' && f.message.includes('"flux-system/cluster-vars"');

  it('is one warning, at the first reference; each other reference is an info', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'clusters/prod/apps.yaml': [ks('web', './apps/web'), ks('api', './apps/api'), ks('db', './apps/db')].join('---\n'),
        ...apps,
      }),
    );
    assert.deepEqual(
      report.findings.filter(missing).map((f) => [f.severity, f.line, f.message.replace(/^.*; the variables it gives are left to their defaults/, '…')]),
      [
        ['warning', 10, '…; the other objects that read it say so as an info'],
        ['info', 21, '…; said as a warning for Kustomization flux-system/web'],
        ['info', 32, '…; said as a warning for Kustomization flux-system/web'],
      ],
    );
    // Each renders, its variables left to their defaults.
    assert.deepEqual(
      report.placements.map((p) => p.owner.name),
      ['api', 'db', 'web'],
    );
  });

  it('is one warning in each cluster folder', async () => {
    const cluster = [ks('web', './apps/web'), ks('api', './apps/api')].join('---\n');
    const { report } = await checkJson(
      await writeRepo({ '.resizeguard.yaml': POOL_CONFIG, 'clusters/production/apps.yaml': cluster, 'clusters/staging/apps.yaml': cluster, ...apps }),
    );
    assert.deepEqual(
      report.findings.filter(missing).map((f) => [f.cluster, f.file, f.severity]),
      [
        ['production', 'clusters/production/apps.yaml', 'warning'],
        ['production', 'clusters/production/apps.yaml', 'info'],
        ['staging', 'clusters/staging/apps.yaml', 'warning'],
        ['staging', 'clusters/staging/apps.yaml', 'info'],
      ],
    );
  });

  it('with --base, a reader added after the first leaves the warning and the infos as the base had them', async () => {
    const repo = await committedRepo('resizeguard-missing-source-', {
      '.resizeguard.yaml': POOL_CONFIG,
      'flux/apps.yaml': [ks('web', './apps/web'), ks('api', './apps/api')].join('---\n'),
      ...apps,
    });
    try {
      await writeFile(path.join(repo.dir, 'flux/apps.yaml'), [ks('web', './apps/web'), ks('api', './apps/api'), ks('db', './apps/db')].join('---\n'));
      const r = await inProcess.run({ args: ['check', '.', '--base', 'HEAD', '--format', 'json', '--fail-on', 'none'], cwd: repo.dir });
      assert.equal(r.exitCode, 0, r.stderr);
      const findings = (
        JSON.parse(r.stdout) as { findings: { ruleId: string; severity: string; message: string; object?: { name: string }; suppressed?: unknown }[] }
      ).findings;
      // The warning and the info at api are the base's; only the new reader's info is new.
      assert.deepEqual(
        findings.filter(missing).map((f) => [f.object?.name, f.severity, f.suppressed === undefined ? 'new' : 'at the base']),
        [
          ['web', 'warning', 'at the base'],
          ['api', 'info', 'at the base'],
          ['db', 'info', 'new'],
        ],
      );
    } finally {
      await repo.remove();
    }
  });
});

const app = (name: string): string => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: ${name}, namespace: argocd}
spec:
  project: default
  source: {repoURL: https://github.com/example/gitops.git, targetRevision: HEAD, path: charts/web}
  destination: {server: https://kubernetes.default.svc, namespace: ${name}}
`;

describe('a chart several Argo CD Applications render, its dependency not in charts/', () => {
  it('is one warning, at the first Application; the others are infos naming it', async () => {
    const { report } = await checkJson(
      await writeRepo({
        '.resizeguard.yaml': POOL_CONFIG,
        'argocd/apps.yaml': [app('web-prod'), app('web-dev'), app('web-qa')].join('---\n'),
        'charts/web/Chart.yaml':
          'apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n- {name: redis, version: 1.0.0, repository: https://charts.example.com}\n',
        'charts/web/templates/web.yaml': deployment('web'),
      }),
    );
    const failed = report.findings.filter((f) => f.ruleId === 'input/not-rendered');
    assert.deepEqual(
      failed.map((f) => [f.severity, f.line, /for Application argocd\/([\w-]+)/.exec(f.message)?.[1], f.message.replace(/^.*simulated(; )?/, '')]),
      // At each Application's spec, in the file's order.
      [
        ['warning', 5, 'web-prod', 'the other objects that render it say so as an info'],
        ['info', 13, 'web-dev', 'said as a warning for Application argocd/web-prod'],
        ['info', 21, 'web-qa', 'said as a warning for Application argocd/web-prod'],
      ],
    );
  });
});
