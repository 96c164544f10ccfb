/**
 * The whole `check --base REF` flow, as the CLI is to wire it: read the base commit with
 * readTreeAtRef, the head from the working tree, lint both, simulate the change's own resizes,
 * compare, and show the manifest change behind each new finding.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../../src/core/diagnostic.ts';
import type { SourceFile } from '../../src/core/source.ts';
import { compareRuns } from '../../src/diff/compare.ts';
import { objectChange } from '../../src/diff/patch.ts';
import { lintChange } from '../../src/diff/simulate-change.ts';
import type { LintOptions } from '../../src/index.ts';
import { discoverFiles } from '../../src/io/discover.ts';
import { readTreeAtRef } from '../../src/io/git.ts';
import { readSourceFiles } from '../../src/io/read.ts';
import { parseSource, type LoadedDocument } from '../../src/load/index.ts';
import { itPriorityClasses, manifests, node, pod } from '../helpers/builders.ts';
import { GATE } from '../helpers/engine.ts';

const OPTIONS: LintOptions = { featureGates: { [GATE]: true } };

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: path.join(tmpdir(), 'resizeguard-no-gitconfig') },
  });
}

/** parseSource every file: what the CLI does for each side before the pipeline. */
function parsed(sources: readonly SourceFile[], inputDiagnostics: readonly Diagnostic[]): { documents: LoadedDocument[]; diagnostics: Diagnostic[] } {
  const documents: LoadedDocument[] = [];
  const diagnostics = [...inputDiagnostics];
  for (const s of sources) {
    const parsed = parseSource(s);
    documents.push(...parsed.documents);
    diagnostics.push(...parsed.diagnostics);
  }
  return { documents, diagnostics };
}

const cluster = (webCpu: string): string =>
  manifests(
    ...itPriorityClasses(),
    node('n1').cpu('4').memory('8Gi'),
    pod('web').priority('high').on('n1').container('app').cpu(webCpu).memory('100Mi'),
    pod('batch').priority('low').on('n1').container('main').cpu('2').memory('100Mi'),
  );

describe('check --base REF, wired end to end', () => {
  let root = '';
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'resizeguard-base-'));
    await mkdir(path.join(root, 'k8s'));
    git(root, 'init', '-q');
    await writeFile(path.join(root, 'k8s', 'cluster.yaml'), cluster('1'));
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'base');
    // The change under review, not committed: web grows from 1 to 3 cpu next to batch's 2.
    await writeFile(path.join(root, 'k8s', 'cluster.yaml'), cluster('3'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reports the eviction the change causes, at the head manifest, with the manifest change', async () => {
    const cwd = path.join(root, 'k8s');
    const patterns = ['.'];
    const baseTree = await readTreeAtRef(cwd, 'HEAD', patterns);
    const found = await discoverFiles(patterns, cwd);
    const headRead = await readSourceFiles(found.files, cwd);
    const base = parsed(baseTree.sources, baseTree.diagnostics);
    const head = parsed(headRead.sources, [...found.diagnostics, ...headRead.diagnostics]);

    const runs = lintChange(base, head, OPTIONS);
    const diff = compareRuns(runs.base, runs.head);

    assert.deepEqual(
      diff.newEvictions.map((e) => `${e.scenario}: ${e.pod.name} by ${e.preemptor.name}`),
      ['diff: batch by web'],
    );
    const finding = diff.newFindings.find((d) => d.ruleId === 'resize/preempts');
    assert.ok(finding !== undefined);
    assert.equal(finding.file, 'cluster.yaml');
    const headText = headRead.sources.find((s) => s.path === finding.file)!.text;
    const baseText = baseTree.sources.find((s) => s.path === finding.file)?.text ?? '';
    const lines = headText.split('\n');
    assert.match(lines[finding.range.start.line - 1]!, /^ {6}resources:/);
    assert.match(lines.slice(finding.range.start.line - 10, finding.range.start.line).join('\n'), /name: web/);
    const shown = objectChange(baseText, headText, finding.file, finding.range.start.line, { context: 1 });
    const cpuLine = lines.indexOf('          cpu: "3"') + 1;
    assert.equal(
      shown,
      [
        `--- a/cluster.yaml`,
        `+++ b/cluster.yaml`,
        `@@ -${cpuLine - 1},3 +${cpuLine - 1},3 @@`,
        `         requests:`,
        `-          cpu: "1"`,
        `+          cpu: "3"`,
        `           memory: 100Mi`,
        '',
      ].join('\n'),
    );
  });
});

describe('an object defined in several files, unchanged', () => {
  it('each base copy keeps its own file and unit, so the duplicate finding is already there, neither new nor fixed', () => {
    const cm = (value: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata: {k: "${value}"}\n`;
    const read = (): { documents: LoadedDocument[]; diagnostics: Diagnostic[] } =>
      parsed(
        [
          { path: 'a/cm.yaml', text: cm('a') },
          { path: 'b/cm.yaml', text: cm('b') },
          { path: 'c/one.yaml', text: cm('c') },
          { path: 'c/two.yaml', text: cm('d') },
        ],
        [],
      );
    const runs = lintChange(read(), read(), OPTIONS);
    const diff = compareRuns(runs.base, runs.head);
    const dup = (d: Diagnostic): boolean => d.ruleId === 'input/duplicate-object';
    assert.ok(runs.head.diagnostics.filter(dup).length >= 2);
    assert.deepEqual(diff.newFindings.filter(dup), []);
    assert.deepEqual(diff.fixedFindings.filter(dup), []);
  });
});
