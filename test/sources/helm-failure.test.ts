/**
 * Where a failed `helm template` points (src/sources/helm-failure.ts), on the messages Helm 3 and
 * Helm 4 print (text/template's `name:line:col`, the column a byte offset from 0). The real Helm 4
 * run is in render.test.ts; Helm 3's shapes are its messages as printed.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { describe, it } from 'node:test';
import path from 'node:path';
import { helmFailureSite } from '../../src/sources/helm-failure.ts';

const DIR = '/repo/charts/web';
const FILES: Record<string, string> = {
  [path.join(DIR, 'templates/deployment.yaml')]: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ include "web.name" . }}\n',
  [path.join(DIR, 'templates/_helpers.tpl')]: '{{- define "web.name" -}}\nnäme: {{ .Values.a.b }}\n{{- end -}}\n',
  [path.join(DIR, 'charts/db/templates/sts.yaml')]: 'kind: StatefulSet\n',
};
const read = (file: string): string | undefined => FILES[file];
const site = (error: string): [string, number, number] | undefined => {
  const s = helmFailureSite(error, DIR, read);
  return s === undefined ? undefined : [path.relative(DIR, s.file), s.range.start.line, s.range.start.column];
};

describe('helmFailureSite', () => {
  it('Helm 3: the cause of a chained include is the last position; its byte column counts UTF-8 as characters', () => {
    const error =
      'Error: template: web/templates/deployment.yaml:4:11: executing "web/templates/deployment.yaml" at <include "web.name" .>: error calling include: template: web/templates/_helpers.tpl:2:13: executing "web.name" at <.Values.a.b>: nil pointer evaluating interface {}.b';
    // "näme: {{ " is 10 bytes and 9 characters: byte 13 is character 12, column 13.
    assert.deepEqual(site(error), ['templates/_helpers.tpl', 2, 13]);
  });

  it('execution and parse errors in parentheses; a subchart vendored in charts/', () => {
    assert.deepEqual(site('Error: execution error at (web/templates/deployment.yaml:4:10): set the name'), ['templates/deployment.yaml', 4, 11]);
    assert.deepEqual(site('Error: parse error at (web/charts/db/templates/sts.yaml:1): function "foo" not defined'), ['charts/db/templates/sts.yaml', 1, 1]);
  });

  it("a YAML error names the rendered output's line: the template file only", () => {
    assert.deepEqual(site('Error: YAML parse error on web/templates/deployment.yaml: error converting YAML to JSON: yaml: line 9: did not find expected key'), [
      'templates/deployment.yaml',
      1,
      1,
    ]);
  });

  it('nothing when the file is not in the chart: packaged subcharts, paths out of the chart, addresses, no position', () => {
    assert.equal(site('Error: template: web/charts/redis/templates/x.yaml:3:1: executing ...'), undefined);
    assert.equal(site('Error: template: web/../../../etc/passwd:1:1: boom'), undefined);
    assert.equal(site('Error: Get "https://charts.example.com:443/index.yaml": dial tcp 10.0.0.1:443: i/o timeout'), undefined);
    assert.equal(site('Error: chart requires kubeVersion: >=1.40.0'), undefined);
  });

  it('a template inside an archive vendored in charts/: the archive, at its start, whatever its bytes hold at that line', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-helm-failure-'));
    try {
      mkdirSync(path.join(dir, 'src', 'cache', 'templates'), { recursive: true });
      writeFileSync(path.join(dir, 'src', 'cache', 'Chart.yaml'), 'apiVersion: v2\nname: cache\nversion: 1.0.0\n');
      mkdirSync(path.join(dir, 'web', 'charts'), { recursive: true });
      execFileSync('tar', ['-czf', path.join(dir, 'web', 'charts', 'cache-1.0.0.tgz'), '-C', path.join(dir, 'src'), 'cache']);
      // As a reader that reads any file as lines of text.
      const s = helmFailureSite('Error: execution error at (web/charts/cache/templates/cm.yaml:4:10): set name', path.join(dir, 'web'), () => 'x\n'.repeat(9));
      assert.deepEqual(s, { file: path.join(dir, 'web', 'charts', 'cache-1.0.0.tgz'), range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a line past the end of the file falls back to its start', () => {
    assert.deepEqual(site('Error: template: web/templates/deployment.yaml:99:3: executing'), ['templates/deployment.yaml', 1, 1]);
  });
});
