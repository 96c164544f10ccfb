import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { discoverFiles } from '../../src/io/discover.ts';

/** Creates `files` (relative path -> content) under `root`. */
async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

const TREE: Record<string, string> = {
  '.gitignore': 'generated/\n',
  '.resizeguard.yaml': 'failOn: error\n',
  'k8s/a.yaml': 'a: 1\n',
  'k8s/b.yml': 'a: 1\n',
  'k8s/c.json': '{}\n',
  'k8s/README.md': '# docs\n',
  'k8s/Chart.YAML': 'a: 1\n',
  'k8s/sub/.gitignore': 'secret.yaml\n',
  'k8s/sub/d.yaml': 'a: 1\n',
  'k8s/sub/secret.yaml': 'a: 1\n',
  'k8s/generated/e.yaml': 'a: 1\n',
  'k8s/node_modules/pkg/f.yaml': 'a: 1\n',
  'k8s/.hidden/g.yaml': 'a: 1\n',
  'empty/.keep': '',
  'other/h.txt': 'a: 1\n',
};

describe('discoverFiles in a git repository', () => {
  let root = '';
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'resizeguard-discover-'));
    // globby looks for a `.git` entry to find the repository root; an empty directory is enough.
    await mkdir(path.join(root, '.git'));
    await writeTree(root, { ...TREE, '.git/config': 'a: 1\n', '.git/x.yaml': 'a: 1\n' });
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('searches a directory recursively for manifests, honouring nested .gitignore files', async () => {
    const result = await discoverFiles(['.'], root);
    assert.deepEqual(result, {
      files: ['k8s/Chart.YAML', 'k8s/a.yaml', 'k8s/b.yml', 'k8s/c.json', 'k8s/sub/d.yaml'],
      diagnostics: [],
    });
  });

  it("honours the repository root's .gitignore when cwd is a subdirectory", async () => {
    const result = await discoverFiles(['.'], path.join(root, 'k8s'));
    assert.deepEqual(result.files, ['Chart.YAML', 'a.yaml', 'b.yml', 'c.json', 'sub/d.yaml']);
  });

  it('includes an explicitly named file whatever its extension and even if ignored', async () => {
    const result = await discoverFiles(['k8s/README.md', 'k8s/sub/secret.yaml', 'k8s/generated/e.yaml'], root);
    assert.deepEqual(result, { files: ['k8s/README.md', 'k8s/generated/e.yaml', 'k8s/sub/secret.yaml'], diagnostics: [] });
  });

  it('expands globs to manifest files, honouring .gitignore', async () => {
    assert.deepEqual((await discoverFiles(['k8s/**/*.yaml'], root)).files, ['k8s/a.yaml', 'k8s/sub/d.yaml']);
    assert.deepEqual((await discoverFiles(['**/*.{yml,json}'], root)).files, ['k8s/b.yml', 'k8s/c.json']);
    assert.deepEqual((await discoverFiles(['k8s/*'], root)).files, ['k8s/Chart.YAML', 'k8s/a.yaml', 'k8s/b.yml', 'k8s/c.json']);
    assert.deepEqual((await discoverFiles(['{k8s/a,k8s/sub/d}.yaml'], root)).files, ['k8s/a.yaml', 'k8s/sub/d.yaml']);
  });

  it('returns paths outside cwd with ../ and absolute patterns relative to cwd', async () => {
    const cwd = path.join(root, 'other');
    assert.deepEqual((await discoverFiles(['../k8s/*.yaml', '../k8s/sub'], cwd)).files, ['../k8s/a.yaml', '../k8s/sub/d.yaml']);
    assert.deepEqual((await discoverFiles([path.join(root, 'k8s', 'b.yml')], root)).files, ['k8s/b.yml']);
    assert.deepEqual((await discoverFiles([`${root.split(path.sep).join('/')}/k8s/*.json`], root)).files, ['k8s/c.json']);
  });

  it('sorts and removes duplicates across patterns', async () => {
    const result = await discoverFiles(['k8s/sub/d.yaml', 'k8s', 'k8s/*.yaml', './k8s/a.yaml'], root);
    assert.deepEqual(result.files, ['k8s/Chart.YAML', 'k8s/a.yaml', 'k8s/b.yml', 'k8s/c.json', 'k8s/sub/d.yaml']);
  });

  it('reports each pattern that matches nothing, and still expands the others', async () => {
    const result = await discoverFiles(['nope.yaml', 'k8s/**/*.txt', 'k8s/a.yaml', 'empty', 'missing/**/*.yaml'], root);
    assert.deepEqual(result.files, ['k8s/a.yaml']);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.severity, d.file, d.range.start, d.message]),
      [
        ['input/not-found', 'error', 'nope.yaml', { line: 1, column: 1 }, 'no such file or directory "nope.yaml"'],
        ['input/not-found', 'error', 'k8s/**/*.txt', { line: 1, column: 1 }, 'pattern "k8s/**/*.txt" matched no manifest files'],
        [
          'input/not-found',
          'error',
          'empty',
          { line: 1, column: 1 },
          'directory "empty" contains no manifest files (.yaml, .yml, .json) that .gitignore does not exclude, outside folders whose names start with ".", node_modules and Go vendor folders (holding modules.txt), which are not searched (name such a folder to check it)',
        ],
        ['input/not-found', 'error', 'missing/**/*.yaml', { line: 1, column: 1 }, 'pattern "missing/**/*.yaml" matched no manifest files'],
      ],
    );
  });

  it('does not treat a negated pattern as "everything"', async () => {
    const result = await discoverFiles(['!k8s/a.yaml'], root);
    assert.deepEqual(result.files, []);
    assert.equal(result.diagnostics[0]?.ruleId, 'input/not-found');
  });
});

describe('discoverFiles outside a git repository', () => {
  let root = '';
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'resizeguard-discover-nogit-'));
    await writeTree(root, TREE);
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('honours .gitignore files in cwd and below, and always skips node_modules', async () => {
    assert.deepEqual((await discoverFiles(['.'], root)).files, ['k8s/Chart.YAML', 'k8s/a.yaml', 'k8s/b.yml', 'k8s/c.json', 'k8s/sub/d.yaml']);
  });

  it('does not look above cwd for .gitignore files without a repository (as git would not)', async () => {
    const files = (await discoverFiles(['.'], path.join(root, 'k8s'))).files;
    assert.ok(files.includes('generated/e.yaml'));
    assert.ok(!files.includes('sub/secret.yaml'));
    assert.ok(!files.some((f) => f.includes('node_modules')));
  });
});

describe("discoverFiles and a Go module's vendor folder", () => {
  let root = '';
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'resizeguard-go-vendor-'));
    await mkdir(path.join(root, '.git'));
    await writeTree(root, {
      'vendor/modules.txt': '# k8s.io/apimachinery v0.37.2\n',
      'vendor/k8s.io/apimachinery/pkg/util/managedfields/pod.yaml': 'a: 1\n',
      'deploy/app.yaml': 'a: 1\n',
      // go mod vendor writes modules.txt: a vendor folder without one (vendored charts) is searched.
      'charts/vendor/c.yaml': 'a: 1\n',
      'tools/vendor/modules.txt': '\n',
      'tools/vendor/x/y.yaml': 'a: 1\n',
    });
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('a directory search skips every Go vendor folder below it', async () => {
    assert.deepEqual((await discoverFiles(['.'], root)).files, ['charts/vendor/c.yaml', 'deploy/app.yaml']);
  });

  it('a glob skips one below its base', async () => {
    assert.deepEqual((await discoverFiles(['**/*.yaml'], root)).files, ['charts/vendor/c.yaml', 'deploy/app.yaml']);
  });

  it('the folder, a glob inside it, or a file in it named on the command line is checked', async () => {
    assert.deepEqual((await discoverFiles(['vendor'], root)).files, ['vendor/k8s.io/apimachinery/pkg/util/managedfields/pod.yaml']);
    assert.deepEqual((await discoverFiles(['tools/vendor/**/*.yaml'], root)).files, ['tools/vendor/x/y.yaml']);
    assert.deepEqual((await discoverFiles(['.'], path.join(root, 'tools', 'vendor'))).files, ['x/y.yaml']);
    assert.deepEqual((await discoverFiles(['tools/vendor/x/y.yaml'], root)).files, ['tools/vendor/x/y.yaml']);
  });
});
