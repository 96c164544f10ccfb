/**
 * A chart whose subcharts call random functions renders the same in every run
 * (src/sources/chart-random-subcharts.ts): a subchart folder, an archive vendored in charts/
 * (packed here by the real `helm package`) and a `file://` dependency `helm dependency build`
 * packs, each with a Deployment whose pod template carries a generated value, so any call left
 * random changes the pods' names. Archives are read as helm's loader reads them
 * (src/sources/chart-archive.ts), checked on archives GNU tar writes in each of its formats.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { chartArchiveFiles } from '../../src/sources/chart-archive.ts';
import { pathWithRenderers } from '../helpers/renderers.ts';
import { checkJson, POOL_CONFIG, writeRepo } from './helpers.ts';

process.env['PATH'] = pathWithRenderers();

/** A chart `name` whose Deployment's pod template holds a generated token. */
function randomChart(name: string, under: string): Record<string, string> {
  return {
    [`${under}/Chart.yaml`]: `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`,
    [`${under}/templates/deployment.yaml`]: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}-${name}
spec:
  replicas: 1
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata:
      labels: {app: ${name}}
      annotations:
        token: {{ randAlphaNum 12 | quote }}
    spec:
      containers:
        - name: ${name}
          image: busybox
          resources: {requests: {cpu: 100m, memory: 64Mi}}
`,
  };
}

/** The files of `files` packed as `helm package` packs them, at `into` (a path of the repository). */
async function packed(files: Record<string, string>, chart: string): Promise<Buffer> {
  const src = await writeRepo(files);
  const out = mkdtempSync(path.join(os.tmpdir(), 'rg-pack-'));
  execFileSync('helm', ['package', path.join(src, chart), '--destination', out], { stdio: 'ignore' });
  const archive = readFileSync(path.join(out, readdirSync(out)[0]!));
  rmSync(out, { recursive: true, force: true });
  return archive;
}

const UMBRELLA = {
  '.resizeguard.yaml': POOL_CONFIG,
  'app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\n',
};

/** The pods' names, and the report's bytes, of a check of `repo`. */
async function run(repo: string): Promise<{ pods: string[]; stdout: string }> {
  const { report, stdout } = await checkJson(repo);
  return { pods: report.placements.map((p) => p.pod.name).sort(), stdout };
}

async function assertSameTwice(repo: string, owners: readonly string[]): Promise<string[]> {
  const first = await run(repo);
  const second = await run(repo);
  assert.equal(second.stdout, first.stdout);
  for (const owner of owners)
    assert.ok(
      first.pods.some((p) => p.startsWith(`app-${owner}-`)),
      first.pods.join(' '),
    );
  return first.pods;
}

describe('a chart whose subcharts call random functions', () => {
  it('renders a subchart folder the same in every run', async () => {
    const repo = await writeRepo({ ...UMBRELLA, ...randomChart('db', 'app/charts/db') });
    await assertSameTwice(repo, ['db']);
    // The copy is rewritten, never the tree.
    assert.match(readFileSync(path.join(repo, 'app/charts/db/templates/deployment.yaml'), 'utf8'), /randAlphaNum 12/);
  });

  it('renders an archive vendored in charts/ the same in every run, and anew once the chart inputs change', async () => {
    const archive = await packed(randomChart('cache', 'cache'), 'cache');
    const repoWith = async (values: string): Promise<string> => {
      const repo = await writeRepo({ ...UMBRELLA, 'app/values.yaml': values });
      mkdirSync(path.join(repo, 'app', 'charts'));
      writeFileSync(path.join(repo, 'app', 'charts', 'cache-1.0.0.tgz'), archive);
      return repo;
    };
    const first = await repoWith('a: 1\n');
    const before = await assertSameTwice(first, ['cache']);
    // The archive is unpacked in the copy; the tree's charts/ holds it as before, and nothing else.
    assert.deepEqual(readdirSync(path.join(first, 'app', 'charts')), ['cache-1.0.0.tgz']);
    assert.ok(readFileSync(path.join(first, 'app', 'charts', 'cache-1.0.0.tgz')).equals(archive));
    const changed = (await run(await repoWith('a: 2\n'))).pods;
    assert.deepEqual((await run(await repoWith('a: 1\n'))).pods, before);
    assert.equal(changed.filter((p) => before.includes(p)).length, 0, `${before.join(' ')} / ${changed.join(' ')}`);
  });

  it('renders an archive inside a vendored archive, and a file:// dependency helm dependency build packs, the same in every run', async () => {
    const inner = await packed(randomChart('inner', 'inner'), 'inner');
    const outerSource = await writeRepo(randomChart('outer', 'outer'));
    mkdirSync(path.join(outerSource, 'outer', 'charts'));
    writeFileSync(path.join(outerSource, 'outer', 'charts', 'inner-1.0.0.tgz'), inner);
    const out = mkdtempSync(path.join(os.tmpdir(), 'rg-pack-'));
    execFileSync('helm', ['package', path.join(outerSource, 'outer'), '--destination', out], { stdio: 'ignore' });
    const outer = readFileSync(path.join(out, 'outer-1.0.0.tgz'));
    rmSync(out, { recursive: true, force: true });

    const repo = await writeRepo({
      ...UMBRELLA,
      'app/Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\ndependencies:\n  - name: local\n    version: 1.0.0\n    repository: file://../local\n',
      ...randomChart('local', 'local'),
    });
    await assertSameTwice(repo, ['local']);
    // helm dependency build ran in the copy: the tree has no charts/ of its making.
    assert.equal(existsSync(path.join(repo, 'app', 'charts')), false);

    const vendored = await writeRepo(UMBRELLA);
    mkdirSync(path.join(vendored, 'app', 'charts'));
    writeFileSync(path.join(vendored, 'app', 'charts', 'outer-1.0.0.tgz'), outer);
    await assertSameTwice(vendored, ['outer', 'inner']);
  });
});

/** A tar of `entries` written by GNU tar in `format`, gzip'd. */
function tarOf(entries: Record<string, string>, format: 'gnu' | 'pax' | 'ustar'): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rg-tar-'));
  for (const [name, text] of Object.entries(entries)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const tar = execFileSync('tar', ['--format', format, '-cf', '-', '-C', dir, ...Object.keys(entries).sort()]);
  rmSync(dir, { recursive: true, force: true });
  return gzipSync(tar);
}

type Entry = readonly [name: string, data: string, type?: string];

/** A gzip'd ustar archive of `entries`, each header written field by field. */
function rawTar(entries: readonly Entry[], opts: { badChecksum?: boolean } = {}): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, data, type = '0'] of entries) {
    const header = Buffer.alloc(512);
    header.write(name, 0, 100, 'utf8');
    header.write('0000644\0', 100);
    header.write(`${Buffer.byteLength(data).toString(8).padStart(11, '0')}\0`, 124);
    header.write(type, 156);
    header.write('ustar\0' + '00', 257, 'latin1');
    header.fill(0x20, 148, 156);
    let sum = 0;
    for (const b of header) sum += b;
    header.write(`${(sum + (opts.badChecksum === true ? 1 : 0)).toString(8).padStart(6, '0')}\0 `, 148);
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(data) / 512) * 512);
    body.write(data);
    blocks.push(header, body);
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

describe('chartArchiveFiles', () => {
  const long = `chart/templates/${'a'.repeat(60)}/${'b'.repeat(70)}.yaml`;

  it('reads the files under the top folder, by their path in the chart, in every tar format', () => {
    for (const format of ['gnu', 'pax', 'ustar'] as const) {
      const files = chartArchiveFiles(tarOf({ 'chart/Chart.yaml': 'name: c\n', [long]: 'kind: A\n', 'chart/values.yaml': '\uFEFFa: 1\n' }, format));
      assert.ok(files !== undefined, format);
      assert.deepEqual([...files.keys()].sort(), ['Chart.yaml', long.slice('chart/'.length), 'values.yaml'].sort(), format);
      assert.equal(files.get(long.slice('chart/'.length))?.toString(), 'kind: A\n', format);
      // A byte-order mark is trimmed, as LoadArchiveFiles trims it.
      assert.equal(files.get('values.yaml')?.toString(), 'a: 1\n', format);
    }
  });

  it('reads what helm package writes', async () => {
    const files = chartArchiveFiles(await packed(randomChart('cache', 'cache'), 'cache'));
    assert.deepEqual([...(files?.keys() ?? [])].sort(), ['Chart.yaml', 'templates/deployment.yaml']);
  });

  it('refuses what helm refuses, and what it does not read: it is then left for helm', () => {
    const ok: Entry = ['chart/Chart.yaml', 'name: c\n'];
    assert.ok(chartArchiveFiles(rawTar([ok])) !== undefined);
    // A path outside the chart, an absolute one, Chart.yaml at the top, no file at all.
    assert.equal(chartArchiveFiles(rawTar([ok, ['chart/../../escape.yaml', 'x']])), undefined);
    assert.equal(chartArchiveFiles(rawTar([ok, ['chart//etc/passwd', 'x']])), undefined);
    assert.equal(chartArchiveFiles(rawTar([['Chart.yaml', 'name: c\n']])), undefined);
    assert.equal(chartArchiveFiles(rawTar([['chart/', '', '5']])), undefined);
    // A symbolic link, a broken checksum, no gzip.
    assert.equal(chartArchiveFiles(rawTar([ok, ['chart/link', '', '2']])), undefined);
    assert.equal(chartArchiveFiles(rawTar([ok], { badChecksum: true })), undefined);
    assert.equal(chartArchiveFiles(Buffer.from('not an archive')), undefined);
  });
});
