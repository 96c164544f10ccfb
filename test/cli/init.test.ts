/**
 * `resizeguard init`: the starter's yaml-language-server modeline points at a config schema that
 * exists: the repository's node_modules install, else the running installation in the same tree,
 * else the release tag's raw file.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SCHEMA_URL, runningInstallation, schemaReference, starterConfig } from '../../src/cli/init.ts';
import { VERSION } from '../../src/core/version.ts';
import { repositoryBoundary } from '../../src/io/tree-walk.ts';
import { inProcess, ROOT } from '../helpers/cli.ts';

const SCHEMA = path.join(ROOT, 'schemas', 'config.schema.json');
const MODELINE = /^# yaml-language-server: \$schema=(\S+)\n/;

let tmp: string;
before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'resizeguard-init-'));
});
after(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A folder under the temporary one; `git: true` marks it a repository root. */
async function folder(name: string, opts: { git?: boolean } = {}): Promise<string> {
  const dir = path.join(tmp, name);
  await mkdir(opts.git === true ? path.join(dir, '.git') : dir, { recursive: true });
  return dir;
}

/** A package folder holding package.json with `name` and a copy of the config schema. */
async function fakePackage(dir: string, name = 'resizeguard'): Promise<string> {
  await mkdir(path.join(dir, 'schemas'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name, version: VERSION }));
  await copyFile(SCHEMA, path.join(dir, 'schemas', 'config.schema.json'));
  return dir;
}

/** Runs `resizeguard init` in `dir`; returns the file written and its modeline's target. */
async function init(dir: string): Promise<{ text: string; schema: string }> {
  const r = await inProcess.run({ args: ['init'], cwd: dir });
  assert.equal(r.exitCode, 0, r.stderr);
  const text = await readFile(path.join(dir, '.resizeguard.yaml'), 'utf8');
  const m = MODELINE.exec(text);
  assert.ok(m, text.split('\n')[0]);
  return { text, schema: m[1]! };
}

function resolvesToSchema(configDir: string, reference: string): void {
  const target = path.resolve(configDir, reference);
  assert.ok(existsSync(target), `${reference} from ${configDir} is ${target}, which does not exist`);
  assert.equal(path.basename(target), 'config.schema.json');
}

describe('init: the modeline points at the schema of the repository node_modules install', () => {
  let repo: string;
  before(async () => {
    repo = await folder('installed', { git: true });
    await fakePackage(path.join(repo, 'node_modules', 'resizeguard'));
  });

  it('at the repository root: ./node_modules/resizeguard/schemas/config.schema.json, a file that exists', async () => {
    const { text, schema } = await init(repo);
    assert.equal(schema, './node_modules/resizeguard/schemas/config.schema.json');
    resolvesToSchema(repo, schema);
    assert.equal(text, starterConfig(schema));
  });

  it('in a folder below the root: the path walks up to it', async () => {
    const dir = path.join(repo, 'clusters', 'prod');
    await mkdir(dir, { recursive: true });
    const { schema } = await init(dir);
    assert.equal(schema, '../../node_modules/resizeguard/schemas/config.schema.json');
    resolvesToSchema(dir, schema);
  });

  it('a nearer node_modules install wins over the root one', async () => {
    const app = path.join(repo, 'apps', 'web');
    await fakePackage(path.join(app, 'node_modules', 'resizeguard'));
    assert.equal(schemaReference(app, undefined), './node_modules/resizeguard/schemas/config.schema.json');
  });

  it('not another package in a folder of that name, nor an install above the git root', async () => {
    const other = await folder('other-package', { git: true });
    await fakePackage(path.join(other, 'node_modules', 'resizeguard'), 'resizeguard-fork');
    assert.equal(schemaReference(other, undefined), SCHEMA_URL);
    const outer = await folder('outer');
    await fakePackage(path.join(outer, 'node_modules', 'resizeguard'));
    const inner = await folder(path.join('outer', 'repo'), { git: true });
    assert.equal(schemaReference(inner, undefined), SCHEMA_URL);
  });
});

describe('init: else the running installation, when it lies in the same tree', () => {
  // Outside a git checkout (an unpacked tarball) examples/ is a tree of its own.
  const examples = path.join(ROOT, 'examples');
  it(
    'finds the package this code runs from (its package.json names resizeguard)',
    { skip: repositoryBoundary(examples) === examples && 'not a git checkout' },
    () => {
      assert.equal(runningInstallation(), path.resolve(ROOT));
      // This repository is that tree: a config in examples/ points up to its schemas/.
      assert.equal(schemaReference(examples), '../schemas/config.schema.json');
      resolvesToSchema(examples, schemaReference(examples));
    },
  );

  it('a vendored copy inside the git root: the relative path to its schema', async () => {
    const repo = await folder('vendored', { git: true });
    const vendored = await fakePackage(path.join(repo, 'tools', 'resizeguard'));
    const dir = path.join(repo, 'config');
    await mkdir(dir);
    const schema = schemaReference(dir, vendored);
    assert.equal(schema, '../tools/resizeguard/schemas/config.schema.json');
    resolvesToSchema(dir, schema);
  });

  it('an installation outside the tree, or at a path with white space (a modeline ends there), is not used', async () => {
    const repo = await folder('elsewhere', { git: true });
    const outside = await fakePackage(path.join(tmp, 'global', 'resizeguard'));
    assert.equal(schemaReference(repo, outside), SCHEMA_URL);
    const spaced = await fakePackage(path.join(repo, 'my tools', 'resizeguard'));
    assert.equal(schemaReference(repo, spaced), SCHEMA_URL);
  });
});

describe('init: else the raw file at the release tag', () => {
  it('writes the URL pinned to this version', async () => {
    const repo = await folder('plain', { git: true });
    const { text, schema } = await init(repo);
    assert.equal(schema, `https://raw.githubusercontent.com/resizeguard/resizeguard/v${VERSION}/schemas/config.schema.json`);
    assert.equal(schema, SCHEMA_URL);
    assert.equal(text, starterConfig(SCHEMA_URL));
  });

  it('the URL names a file the release holds: schemas/config.schema.json, shipped in the package', async () => {
    const file = new URL(SCHEMA_URL).pathname.split(`/v${VERSION}/`)[1]!;
    assert.equal(file, 'schemas/config.schema.json');
    assert.ok(existsSync(path.join(ROOT, file)));
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; files: string[] };
    assert.equal(pkg.version, VERSION);
    assert.ok(pkg.files.includes('schemas'), JSON.stringify(pkg.files));
  });

  it('outside any git repository the tree is the folder itself', async () => {
    const dir = await folder('no-git');
    assert.equal(schemaReference(dir, undefined), SCHEMA_URL);
    await fakePackage(path.join(dir, 'node_modules', 'resizeguard'));
    assert.equal(schemaReference(dir, undefined), './node_modules/resizeguard/schemas/config.schema.json');
  });
});

describe("init: the starter around the modeline, and the schema's $id", () => {
  it('only the first line is the modeline; the rest is the commented starter', () => {
    const [first, ...rest] = starterConfig('./x.json').split('\n');
    assert.equal(first, '# yaml-language-server: $schema=./x.json');
    assert.equal(rest[0], '# resizeguard configuration. Flags on the command line override these settings.');
    assert.ok(!rest.some((l) => l.includes('yaml-language-server')));
  });

  it("the starter's node pool reports ephemeral-storage, as every kubelet does: a pod that requests some is placed", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rg-init-pool-'));
    try {
      await writeFile(path.join(dir, '.resizeguard.yaml'), starterConfig('./x.json'));
      const pod =
        'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, resources: {requests: {cpu: 100m, ephemeral-storage: 1Gi}}}]\n';
      await writeFile(path.join(dir, 'pod.yaml'), pod);
      const r = await inProcess.run({ args: ['check', '.', '--format', 'json', '--no-progress'], cwd: dir });
      const report = JSON.parse(r.stdout) as { findings: { ruleId: string }[] };
      assert.deepEqual(
        report.findings.filter((f) => f.ruleId === 'placement/unschedulable'),
        [],
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the schema refers only inside itself, so its $id (an identifier nothing serves) is never fetched', async () => {
    const schema = JSON.parse(await readFile(SCHEMA, 'utf8')) as { $id: string };
    assert.equal(schema.$id, 'https://resizeguard.dev/schemas/config.schema.json');
    const refs = [...JSON.stringify(schema).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
    assert.ok(refs.length > 0);
    assert.deepEqual(
      refs.filter((r) => !r.startsWith('#')),
      [],
    );
    assert.notEqual(SCHEMA_URL, schema.$id);
  });
});
