/**
 * Every registered rule has examples/rules/<id>/ (README.md, trigger/, no-trigger/), and the
 * README is a test (actionlint's check-checks habit):
 *  - trigger/ produces at least one unsuppressed finding of the rule, no-trigger/ none;
 *  - every `$ node bin/resizeguard.js ...` block of the README's "Example" section is run as
 *    written (from the repository root) and the finding lines it shows must be exactly the ones
 *    the text format prints, in order; its other lines must appear in the output, in order;
 *  - the README's title is the id, it quotes meta.description and states meta.defaultSeverity;
 *  - its relative links resolve;
 *  - the documented `resizeguard.dev/ignore` annotation, put on the object the finding names
 *    (or on the workload that owns that pod), suppresses every finding of the rule in trigger/.
 * A .resizeguard.yaml in an example folder is always passed with --config: the config file is
 * otherwise discovered from the working directory (the repository root), not from the folder.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments, type Document } from 'yaml';
import { RULES } from '../../src/policy/registry.ts';
import { inProcess, ROOT, type CliResult } from '../helpers/cli.ts';
import type { FindingJson as JsonFinding, JsonReport, ObjectRefJson as ObjectRef } from '../helpers/engine.ts';

const EXAMPLES = path.join(ROOT, 'examples', 'rules');
const CONFIG = '.resizeguard.yaml';
const COMMAND = '$ node bin/resizeguard.js ';
/** A text-format finding line: `file:line:col: message [rule-id]`. */
const FINDING_LINE = /^\S+:\d+:\d+: .* \[[a-z]+\/[a-z0-9-]+\]$/;
const SEVERITY_LINE = /^Default severity: \*\*(error|warning|info)\*\*/m;

/**
 * Known gaps between a rule's documented behaviour and the code, per rule and check: the test
 * stays in the suite (and runs) but is reported as TODO until src/ is fixed.
 */
const TODO: Readonly<Record<string, Partial<Record<'suppress', string>>>> = {};

/**
 * Fixes a README recommends besides the one no-trigger/ shows: trigger/ with `edit` applied (on a
 * temporary copy) must have no finding of the rule.
 */
interface Variant {
  readonly name: string;
  readonly edit: (dir: string) => void;
  readonly todo?: string;
}

const VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'priority/inversion': [
    {
      name: 'trigger/ with every Node opted out of resize preemption has no finding',
      edit: (dir) => {
        editDocuments(dir, (doc) => {
          if (doc.get('kind') !== 'Node') return false;
          doc.setIn(['spec', 'podPreemptionPolicy', 'disableResizePreemption'], ['finance-platform']);
          return true;
        });
      },
    },
  ],
};

/** "examples/rules/resize/deferred" for "resize/deferred" ("/" separators, relative to the root). */
function folderOf(id: string): string {
  return ['examples', 'rules', ...id.split('/')].join('/');
}

function abs(rel: string): string {
  return path.join(ROOT, ...rel.split('/'));
}

function isDir(p: string): boolean {
  return existsSync(p) && statSync(p).isDirectory();
}

/** --config for a folder that has its own .resizeguard.yaml (paths relative to the root). */
function configArgs(relDir: string): string[] {
  return existsSync(abs(`${relDir}/${CONFIG}`)) ? ['--config', `${relDir}/${CONFIG}`] : [];
}

const runs = new Map<string, Promise<CliResult>>();

/** `resizeguard <args>` in-process from the repository root; each command line runs once. */
function run(args: readonly string[], cwd = ROOT): Promise<CliResult> {
  const key = `${cwd}\0${args.join('\0')}`;
  let r = runs.get(key);
  if (r === undefined) {
    r = inProcess.run({ args, cwd });
    runs.set(key, r);
  }
  return r;
}

function assertRan(r: CliResult, what: string): void {
  assert.ok(r.exitCode === 0 || r.exitCode === 1, `${what}: exit ${r.exitCode}\n${r.stderr}`);
}

async function jsonReport(relDir: string): Promise<JsonReport> {
  const args = ['check', relDir, '--format', 'json', ...configArgs(relDir)];
  const r = await run(args);
  assertRan(r, `resizeguard ${args.join(' ')}`);
  return JSON.parse(r.stdout) as JsonReport;
}

function describeFindings(findings: readonly JsonFinding[]): string {
  return findings.map((f) => `  ${f.file}:${f.line}:${f.column}: ${f.message} [${f.ruleId}]${f.suppressed ? ' (suppressed)' : ''}`).join('\n') || '  (none)';
}

/** The lines of a level-2 section, up to the next level-2 heading. */
function section(markdown: string, title: RegExp): string[] | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => /^## /.test(l) && title.test(l.slice(3)));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Fenced code blocks: their info string and their lines. */
function codeBlocks(lines: readonly string[]): { info: string; lines: string[] }[] {
  const out: { info: string; lines: string[] }[] = [];
  let current: { info: string; lines: string[] } | undefined;
  for (const line of lines) {
    const fence = /^```(.*)$/.exec(line);
    if (fence) {
      if (current === undefined) current = { info: (fence[1] ?? '').trim(), lines: [] };
      else {
        out.push(current);
        current = undefined;
      }
    } else current?.lines.push(line);
  }
  return out;
}

/** Markdown without its fenced code blocks (links in code are not links). */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
}

function isSubsequence(needles: readonly string[], haystack: readonly string[]): string | undefined {
  let i = 0;
  for (const n of needles) {
    while (i < haystack.length && haystack[i] !== n) i++;
    if (i === haystack.length) return n;
    i++;
  }
  return undefined;
}

/** Which manifest object carries the annotation for a finding: the object, or the workload owning that pod. */
function annotationTarget(f: JsonFinding, report: JsonReport): ObjectRef | undefined {
  const o = f.object;
  if (o === undefined) return undefined;
  if (o.kind !== 'Pod') return o;
  const owned = [...report.placements, ...report.resizes, ...report.evictions].find((p) => p.pod.namespace === o.namespace && p.pod.name === o.name);
  return owned?.owner ?? o;
}

function manifestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return manifestFiles(p);
    return /\.(ya?ml)$/.test(e.name) && !e.name.startsWith('.') ? [p] : [];
  });
}

/** Rewrites the manifests under `dir`, passing every YAML document to `edit` (true = changed). */
function editDocuments(dir: string, edit: (doc: Document) => boolean): void {
  for (const file of manifestFiles(dir)) {
    const docs = parseAllDocuments(readFileSync(file, 'utf8'));
    if (!Array.isArray(docs)) continue;
    let changed = false;
    for (const doc of docs) if (edit(doc)) changed = true;
    if (changed) writeFileSync(file, docs.map((d) => d.toString()).join('---\n'));
  }
}

/** Adds `resizeguard.dev/ignore: "<id>: ..."` to metadata.annotations of the named objects; returns how many were found. */
function annotate(dir: string, targets: readonly ObjectRef[], id: string): number {
  const wanted = new Set(targets.map((t) => `${t.kind}/${t.namespace}/${t.name}`));
  const found = new Set<string>();
  editDocuments(dir, (doc) => {
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    const kind = text(doc.get('kind'));
    const namespace = text(doc.getIn(['metadata', 'namespace'])) || (kind === 'Node' ? '' : 'default');
    const key = `${kind}/${namespace}/${text(doc.getIn(['metadata', 'name']))}`;
    if (!wanted.has(key)) return false;
    doc.setIn(['metadata', 'annotations', 'resizeguard.dev/ignore'], `${id}: accepted in the examples test`);
    found.add(key);
    return true;
  });
  return found.size;
}

/** A temporary copy of an example folder, removed after `body`. */
async function withCopy<T>(relDir: string, body: (dir: string) => Promise<T>): Promise<T> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'resizeguard-example-'));
  try {
    cpSync(abs(relDir), tmp, { recursive: true });
    return await body(tmp);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** `check . --format json` in a copied folder (with its own config, if any). */
async function jsonReportIn(dir: string, what: string): Promise<JsonReport> {
  const args = ['check', '.', '--format', 'json', ...(existsSync(path.join(dir, CONFIG)) ? ['--config', CONFIG] : [])];
  const r = await run(args, dir);
  assertRan(r, `resizeguard ${args.join(' ')} (${what})`);
  return JSON.parse(r.stdout) as JsonReport;
}

describe('examples/rules: one folder per registered rule', () => {
  it('every examples/rules/**/README.md belongs to a registered rule', () => {
    const ids = new Set(RULES.map((r) => r.meta.id));
    const orphans: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (!e.isDirectory() || e.name === 'trigger' || e.name === 'no-trigger') continue;
        const p = path.join(dir, e.name);
        const id = path.relative(EXAMPLES, p).split(path.sep).join('/');
        if (existsSync(path.join(p, 'README.md')) && !ids.has(id)) orphans.push(id);
        walk(p);
      }
    };
    if (isDir(EXAMPLES)) walk(EXAMPLES);
    assert.deepEqual(orphans, [], 'example folders without a rule in src/policy/registry.ts');
  });
});

for (const rule of RULES) {
  const id = rule.meta.id;
  const folder = folderOf(id);
  const readmeFile = abs(`${folder}/README.md`);
  const trigger = `${folder}/trigger`;
  const noTrigger = `${folder}/no-trigger`;
  const todo = TODO[id] ?? {};
  const readme = (): string => {
    assert.ok(existsSync(readmeFile), `${folder}/README.md is missing`);
    return readFileSync(readmeFile, 'utf8');
  };

  describe(`rule ${id}`, () => {
    it(`has ${folder}/ with README.md, trigger/ and no-trigger/`, () => {
      assert.ok(isDir(abs(folder)), `${folder}/ is missing`);
      assert.ok(existsSync(readmeFile), `${folder}/README.md is missing`);
      for (const d of [trigger, noTrigger]) {
        assert.ok(isDir(abs(d)), `${d}/ is missing`);
        assert.ok(manifestFiles(abs(d)).length > 0, `${d}/ holds no manifest`);
      }
      assert.equal(rule.meta.docs, `${folder}/README.md`, 'meta.docs must name the README');
    });

    it('README: titled with the id, quotes the description, states the default severity', () => {
      const text = readme();
      assert.equal(text.split('\n')[0], `# ${id}`);
      assert.ok(text.includes(rule.meta.description), `README must quote meta.description: ${JSON.stringify(rule.meta.description)}`);
      const severity = SEVERITY_LINE.exec(text);
      assert.ok(severity, 'README must say "Default severity: **<severity>**"');
      assert.equal(severity[1], rule.meta.defaultSeverity, 'the severity the README states');
      for (const heading of [/^What\b/, /^Why\b/, /^How to fix\b/, /^Configure\b/, /^Example\b/]) {
        assert.ok(section(text, heading), `README needs a "## ${heading.source.replace(/^\^|\\b$/g, '')}" section`);
      }
    });

    it('trigger/ produces at least one unsuppressed finding of the rule', async () => {
      const report = await jsonReport(trigger);
      const mine = report.findings.filter((f) => f.ruleId === id && f.suppressed === undefined);
      assert.ok(mine.length > 0, `no ${id} finding in ${trigger}; findings:\n${describeFindings(report.findings)}`);
    });

    it('no-trigger/ produces no finding of the rule', async () => {
      const report = await jsonReport(noTrigger);
      const mine = report.findings.filter((f) => f.ruleId === id);
      assert.deepEqual(mine, [], `${noTrigger} still has ${id} findings:\n${describeFindings(mine)}`);
    });

    it('README Example: each command prints exactly the finding lines shown', async () => {
      const example = section(readme(), /^Example\b/);
      assert.ok(example, 'README has no "## Example" section');
      const blocks = codeBlocks(example).filter((b) => b.lines[0]?.startsWith(COMMAND));
      assert.ok(blocks.length > 0, `the Example section needs a code block starting with "${COMMAND}check ${trigger} ..."`);
      assert.ok(
        blocks.some((b) => b.lines[0]!.slice(COMMAND.length).trim().split(/\s+/).includes(trigger)),
        `no Example command checks ${trigger}`,
      );
      for (const block of blocks) {
        const command = block.lines[0]!;
        const args = command.slice(COMMAND.length).trim().split(/\s+/);
        for (const d of [trigger, noTrigger]) {
          if (args.includes(d) && existsSync(abs(`${d}/${CONFIG}`)))
            assert.ok(args.includes(`${d}/${CONFIG}`), `${command}: ${d} has its own ${CONFIG}; pass it with --config`);
        }
        const r = await run(args);
        assertRan(r, command);
        const shown = block.lines.slice(1).filter((l) => l.trim() !== '' && l.trim() !== '...');
        const printed = r.stdout.split('\n');
        assert.deepEqual(
          shown.filter((l) => FINDING_LINE.test(l)),
          printed.filter((l) => FINDING_LINE.test(l)),
          `${command}: the finding lines in the README differ from the output`,
        );
        const missing = isSubsequence(shown, printed);
        assert.equal(missing, undefined, `${command}: README line not in the output (in this order):\n${missing ?? ''}\n--- output ---\n${r.stdout}`);
      }
    });

    it('README: relative links resolve', () => {
      const text = prose(readme());
      const broken: string[] = [];
      for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = m[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
        const file = decodeURIComponent(target.split('#')[0]!);
        if (!existsSync(path.resolve(path.dirname(readmeFile), file))) broken.push(target);
      }
      assert.deepEqual(broken, [], `broken relative links in ${folder}/README.md`);
    });

    it("the resizeguard.dev/ignore annotation on the finding's object suppresses it", { todo: todo.suppress ?? false }, async (t) => {
      const report = await jsonReport(trigger);
      const mine = report.findings.filter((f) => f.ruleId === id && f.suppressed === undefined);
      if (mine.length === 0) return; // the trigger test reports this
      const targets = mine.map((f) => annotationTarget(f, report));
      if (targets.some((x) => x === undefined)) {
        t.skip('the findings name no object: only .resizeguard.yaml (rules, ignore) can silence them');
        return;
      }
      const wanted = targets.filter((x): x is ObjectRef => x !== undefined);
      const distinct = new Set(wanted.map((x) => `${x.kind}/${x.namespace}/${x.name}`));
      await withCopy(trigger, async (dir) => {
        assert.equal(annotate(dir, wanted, id), distinct.size, `cannot find the manifests of ${[...distinct].join(', ')}`);
        const after = (await jsonReportIn(dir, `annotated copy of ${trigger}`)).findings.filter((f) => f.ruleId === id);
        assert.ok(after.length > 0, 'the annotated copy has no finding of the rule at all');
        const open = after.filter((f) => f.suppressed?.kind !== 'inSource');
        assert.deepEqual(open, [], `annotated ${[...distinct].join(', ')}, yet these stay unsuppressed:\n${describeFindings(open)}`);
      });
    });

    for (const v of VARIANTS[id] ?? []) {
      it(v.name, { todo: v.todo ?? false }, async () => {
        await withCopy(trigger, async (dir) => {
          v.edit(dir);
          const mine = (await jsonReportIn(dir, `edited copy of ${trigger}`)).findings.filter((f) => f.ruleId === id);
          assert.deepEqual(mine, [], `still ${id} findings:\n${describeFindings(mine)}`);
        });
      });
    }
  });
}
