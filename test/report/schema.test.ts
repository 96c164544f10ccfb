/**
 * schemas/report.schema.json against the reports resizeguard really writes: every example
 * folder, every fixture folder and the golden JSON files validate, and altered reports fail
 * (so the schema can fail, and drift in either direction is caught).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { KNOWN_GATES } from '../../src/config/feature-gates.ts';
import { lintSources } from '../../src/index.ts';
import { buildJsonReport, formatJson } from '../../src/report/json.ts';
import { inProcess, ROOT } from '../helpers/cli.ts';
import { assertValidReport, REPORT_SCHEMA_ID, REPORT_SCHEMA_URL, reportValidator } from '../helpers/report-schema.ts';

const MANIFEST = /\.(ya?ml|json)$/i;
const FIXTURES = path.join(ROOT, 'test', 'fixtures');
/** Folders of expected output, not of manifests. */
// Golden outputs are not inputs; the repository shapes are checked whole, with the renderers (test/sources/repos.test.ts).
const NOT_MANIFESTS = new Set([path.join(FIXTURES, 'golden'), path.join(FIXTURES, 'repos')]);
const VERSION = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Directories under `root` (itself included) that directly contain manifest files, sorted. */
async function manifestFolders(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    if (NOT_MANIFESTS.has(dir)) return;
    const entries = await readdir(dir, { withFileTypes: true });
    if (entries.some((e) => e.isFile() && MANIFEST.test(e.name))) out.push(dir);
    for (const e of entries) if (e.isDirectory()) await walk(path.join(dir, e.name));
  };
  await walk(root);
  return out.sort();
}

async function reportOf(folder: string): Promise<{ exitCode: number; report: unknown }> {
  const r = await inProcess.run({ args: ['check', path.relative(ROOT, folder), '--format', 'json'] });
  assert.notEqual(r.exitCode, 3, r.stderr);
  if (r.exitCode === 2 && r.stdout === '') return { exitCode: 2, report: undefined };
  return { exitCode: r.exitCode, report: JSON.parse(r.stdout) as unknown };
}

describe('schemas/report.schema.json', () => {
  it('is a draft-07 schema with the documented $id and compiles in Ajv strict mode', async () => {
    const schema = JSON.parse(await readFile(REPORT_SCHEMA_URL, 'utf8')) as Record<string, unknown>;
    assert.equal(schema['$schema'], 'http://json-schema.org/draft-07/schema#');
    assert.equal(schema['$id'], REPORT_SCHEMA_ID);
    assert.equal(typeof reportValidator(), 'function');
  });

  it('closes every object it defines (additionalProperties: false wherever properties are listed)', async () => {
    const schema = JSON.parse(await readFile(REPORT_SCHEMA_URL, 'utf8')) as unknown;
    const open: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => {
          walk(n, `${where}/${i}`);
        });
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const obj = node as Record<string, unknown>;
      if ('properties' in obj && obj['additionalProperties'] !== false) open.push(where || '/');
      for (const [k, v] of Object.entries(obj)) walk(v, `${where}/${k}`);
    };
    walk(schema, '');
    assert.deepEqual(open, []);
  });
});

describe('every example folder gives a valid report', async () => {
  const examples = path.join(ROOT, 'examples');
  const folders = (await readdir(examples, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => path.join(examples, e.name));
  it('there is at least one example', () => {
    assert.ok(folders.length > 0);
  });
  for (const folder of folders.sort()) {
    it(path.relative(ROOT, folder), async () => {
      const { exitCode, report } = await reportOf(folder);
      assert.ok(exitCode === 0 || exitCode === 1, `exit code ${exitCode}`);
      assertValidReport(report);
    });
  }
});

describe('every fixture folder gives a valid report', async () => {
  const folders = await manifestFolders(FIXTURES);
  it('finds the fixture folders', () => {
    assert.ok(folders.length >= 3, folders.join(', '));
  });
  for (const folder of folders) {
    it(path.relative(ROOT, folder), async () => {
      const { exitCode, report } = await reportOf(folder);
      // Exit 2 (no Kubernetes objects) may print a report or not; 0 and 1 always do.
      if (report === undefined) assert.equal(exitCode, 2);
      else assertValidReport(report);
    });
  }
});

describe('the golden JSON reports are valid', async () => {
  const golden = path.join(FIXTURES, 'golden');
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else if (e.name.endsWith('.json')) files.push(path.join(dir, e.name));
    }
  };
  await walk(golden);
  for (const file of files.sort()) {
    it(path.relative(ROOT, file), async () => {
      // The golden files write the version as "<version>" (see test/cli/golden.test.ts).
      const text = (await readFile(file, 'utf8')).replace('"<version>"', JSON.stringify(VERSION));
      assertValidReport(JSON.parse(text));
    });
  }
});

describe('test/fixtures/report-shapes exercises every branch of the schema', () => {
  interface Shapes {
    resizes: { scenario: string; outcome: string; latencySeconds: number | null }[];
    evictions: { pdbViolation: boolean }[];
    placements: { node: string | null; pod: { name: string } }[];
    events: { type: string }[];
    findings: { ruleId: string; scenario?: string; object?: { kind: string; namespace: string; name: string } }[];
  }
  const load = async (): Promise<Shapes> => (await reportOf(path.join(FIXTURES, 'report-shapes'))).report as Shapes;

  it('has every outcome, a null latency, a null placement node, a PDB violation, a cluster-state resize and both event types', async () => {
    const r = await load();
    assertValidReport(r);
    assert.deepEqual([...new Set(r.resizes.map((x) => x.outcome))].sort(), ['Completed', 'Deferred', 'Infeasible', 'Rejected']);
    assert.ok(r.resizes.some((x) => x.latencySeconds === null));
    assert.ok(r.resizes.some((x) => x.scenario === 'cluster-state'));
    assert.ok(r.placements.some((p) => p.node === null));
    assert.ok(r.evictions.some((e) => e.pdbViolation));
    assert.deepEqual([...new Set(r.events.map((e) => e.type))].sort(), ['Normal', 'Warning']);
    assert.ok(r.findings.some((f) => f.scenario !== undefined && f.object !== undefined));
  });

  it('a pod that cannot be placed stays Pending and is a finding (rule placement/unschedulable)', async () => {
    const r = await load();
    assert.ok(
      r.placements.some((p) => p.node === null && p.pod.name === 'too-big-to-place'),
      'the pod stays Pending',
    );
    const about = r.findings.filter((f) => f.object?.kind === 'Pod' && f.object.namespace === 'apps' && f.object.name === 'too-big-to-place');
    assert.ok(about.length > 0, 'a finding about Pod/apps/too-big-to-place');
  });
});

describe('the library report (buildJsonReport) is the CLI report', () => {
  it('validates, and formatJson is its two-space JSON', async () => {
    const dir = path.join(ROOT, 'examples', 'kind-demo');
    const names = (await readdir(dir)).filter((f) => MANIFEST.test(f)).sort();
    const sources = await Promise.all(names.map(async (f) => ({ path: `examples/kind-demo/${f}`, text: await readFile(path.join(dir, f), 'utf8') })));
    const result = lintSources(sources, { featureGates: KNOWN_GATES });
    const report = buildJsonReport(result);
    assertValidReport(report);
    assert.equal(formatJson(result), `${JSON.stringify(report, null, 2)}\n`);
    const cli = await inProcess.run({ args: ['check', 'examples/kind-demo', '--format', 'json'] });
    assert.equal(cli.stdout, formatJson(result));
  });
});

describe('the schema rejects reports that drift from the contract', async () => {
  const base = JSON.parse((await inProcess.run({ args: ['check', 'examples/kind-demo', '--format', 'json'] })).stdout) as Record<string, unknown>;
  // Reports are altered freely below: index them without types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = Record<string, any>;

  it('accepts the unaltered report (control)', () => {
    assertValidReport(base);
  });

  const MUTATIONS: readonly { name: string; at: string; mutate: (r: Json) => void }[] = [
    { name: 'an extra top-level field', at: '(report): must NOT have additional properties "extra"', mutate: (r) => (r['extra'] = true) },
    { name: 'an extra field in a resize', at: '/resizes/0: must NOT have additional properties "cycles"', mutate: (r) => (r['resizes'][0].cycles = []) },
    { name: 'an extra field in tool', at: '/tool: must NOT have additional properties "commit"', mutate: (r) => (r['tool'].commit = 'abc') },
    { name: 'an extra field in a finding', at: '/findings/0: must NOT have additional properties "endLine"', mutate: (r) => (r['findings'][0].endLine = 40) },
    { name: 'an extra field in an eviction', at: '/evictions/0: must NOT have additional properties "at"', mutate: (r) => (r['evictions'][0].at = 0) },
    {
      name: 'an extra field in a pod reference',
      at: '/resizes/0/pod: must NOT have additional properties "uid"',
      mutate: (r) => (r['resizes'][0].pod.uid = 'x'),
    },
    { name: 'a wrong outcome', at: '/resizes/0/outcome: must be equal to one of the allowed values', mutate: (r) => (r['resizes'][0].outcome = 'Succeeded') },
    { name: 'a wrong severity', at: '/findings/0/severity: must be equal to one of the allowed values', mutate: (r) => (r['findings'][0].severity = 'fatal') },
    { name: 'a wrong event type', at: '/events/0/type: must be equal to one of the allowed values', mutate: (r) => (r['events'][0].type = 'Error') },
    { name: 'schemaVersion 2', at: '/schemaVersion: must be equal to constant', mutate: (r) => (r['schemaVersion'] = 2) },
    { name: 'a missing summary counter', at: "/summary: must have required property 'deferred'", mutate: (r) => delete r['summary'].deferred },
    { name: 'a negative summary counter', at: '/summary/pods: must be >= 0', mutate: (r) => (r['summary'].pods = -1) },
    { name: 'a fractional finding count', at: '/summary/findings/warning: must be integer', mutate: (r) => (r['summary'].findings.warning = 0.5) },
    { name: 'line 0', at: '/findings/0/line: must be >= 1', mutate: (r) => (r['findings'][0].line = 0) },
    { name: 'a column as a string', at: '/findings/0/column: must be integer', mutate: (r) => (r['findings'][0].column = '5') },
    { name: 'latencySeconds as a string', at: '/resizes/0/latencySeconds: must be integer,null', mutate: (r) => (r['resizes'][0].latencySeconds = '30') },
    {
      name: 'a missing latencySeconds (null must be explicit)',
      at: "/resizes/0: must have required property 'latencySeconds'",
      mutate: (r) => delete r['resizes'][0].latencySeconds,
    },
    { name: 'a placement node that is a number', at: '/placements/0/node: must be string,null', mutate: (r) => (r['placements'][0].node = 1) },
    {
      name: 'a quantity that is not in canonical form',
      at: '/resizes/0/from/memory: must match pattern',
      mutate: (r) => (r['resizes'][0].from.memory = '1.0Gi'),
    },
    { name: 'a quantity that is a number', at: '/resizes/0/to/cpu: must be string', mutate: (r) => (r['resizes'][0].to.cpu = 6) },
    {
      name: 'a feature gate that is not a boolean',
      at: '/featureGates/InPlacePodVerticalScalingSchedulerPreemption: must be boolean',
      mutate: (r) => (r['featureGates'].InPlacePodVerticalScalingSchedulerPreemption = 'true'),
    },
    {
      name: 'an object reference without namespace',
      at: "/findings/0/object: must have required property 'namespace'",
      mutate: (r) => delete r['findings'][0].object.namespace,
    },
    { name: 'a missing array', at: "(report): must have required property 'placements'", mutate: (r) => delete r['placements'] },
  ];

  for (const m of MUTATIONS) {
    it(`rejects ${m.name}`, () => {
      const altered = structuredClone(base) as Json;
      m.mutate(altered);
      assert.throws(
        () => {
          assertValidReport(altered);
        },
        (error: unknown) => {
          assert.ok(error instanceof Error);
          assert.ok(error.message.includes(m.at), `expected ${JSON.stringify(m.at)} in:\n${error.message}`);
          return true;
        },
      );
    });
  }
});
