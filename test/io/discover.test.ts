import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { discoverFiles, discoverRootMarkers } from '../../src/io/discover.ts';

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
          'directory "empty" contains no manifest files (.yaml, .yml, .json) that git tracks or .gitignore does not exclude, outside folders whose names start with ".", node_modules and Go vendor folders (holding modules.txt), which are not searched (name such a folder to check it)',
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

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: path.join(tmpdir(), 'resizeguard-no-gitconfig') },
  });
}

// A repository that commits files under a folder its .gitignore names (Azure-Samples/aks-store-demo
// commits Kustomize roots so): git, Argo CD and Flux read them, as every tracked file.
const COMMITTED: Record<string, string> = {
  '.gitignore': 'generated/\n*.local.yaml\n',
  'apps/web.yaml': 'a: 1\n',
  'apps/generated/kustomization.yaml': 'resources: [pod.yaml]\n',
  'apps/generated/pod.yaml': 'a: 1\n',
  'apps/generated/deep/Big.YAML': 'a: 1\n',
  'apps/generated/notes.txt': 'not a manifest\n',
  'apps/generated/.hidden/h.yaml': 'a: 1\n',
  'apps/generated/node_modules/pkg/n.yaml': 'a: 1\n',
  'apps/db.local.yaml': 'a: 1\n',
  'apps/gone/generated/deleted.yaml': 'a: 1\n',
};
// Never added: .gitignore keeps these out, as git does.
const UNTRACKED: Record<string, string> = {
  'apps/generated/scratch.yaml': 'a: 1\n',
  'apps/generated/new/kustomization.yaml': 'resources: []\n',
  'apps/cache.local.yaml': 'a: 1\n',
  'apps/new.yaml': 'a: 1\n',
};

describe('discoverFiles and files git tracks although .gitignore names them', () => {
  let root = '';
  let plain = '';
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'resizeguard-discover-tracked-'));
    git(root, 'init', '-q');
    await writeTree(root, COMMITTED);
    git(root, 'add', '-f', '.');
    git(root, 'commit', '-q', '-m', 'one');
    // Tracked, then deleted from the work tree: not there to read.
    await rm(path.join(root, 'apps/gone'), { recursive: true });
    await writeTree(root, UNTRACKED);
    // The same files outside any repository.
    plain = await mkdtemp(path.join(tmpdir(), 'resizeguard-discover-untracked-'));
    await writeTree(plain, { ...COMMITTED, ...UNTRACKED });
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(plain, { recursive: true, force: true });
  });

  const TRACKED_MANIFESTS = ['apps/db.local.yaml', 'apps/generated/deep/Big.YAML', 'apps/generated/kustomization.yaml', 'apps/generated/pod.yaml'];

  it('a directory search reads them; untracked files .gitignore names stay out', async () => {
    assert.deepEqual(await discoverFiles(['.'], root), { files: [...TRACKED_MANIFESTS, 'apps/new.yaml', 'apps/web.yaml'].sort(), diagnostics: [] });
    assert.deepEqual((await discoverFiles(['.'], path.join(root, 'apps'))).files, [
      'db.local.yaml',
      'generated/deep/Big.YAML',
      'generated/kustomization.yaml',
      'generated/pod.yaml',
      'new.yaml',
      'web.yaml',
    ]);
    // The ignored folder itself, named.
    assert.deepEqual((await discoverFiles(['apps/generated'], root)).files, [
      'apps/generated/deep/Big.YAML',
      'apps/generated/kustomization.yaml',
      'apps/generated/pod.yaml',
    ]);
  });

  it('a glob matches them as it matches any file (dot-folders and node_modules still skipped)', async () => {
    assert.deepEqual((await discoverFiles(['**/*.yaml'], root)).files, [
      'apps/db.local.yaml',
      'apps/generated/kustomization.yaml',
      'apps/generated/pod.yaml',
      'apps/new.yaml',
      'apps/web.yaml',
    ]);
    assert.deepEqual((await discoverFiles(['apps/generated/*'], root)).files, ['apps/generated/kustomization.yaml', 'apps/generated/pod.yaml']);
    assert.deepEqual((await discoverFiles(['apps/*/deep/*.YAML', 'apps/{db,cache}.local.yaml'], root)).files, [
      'apps/db.local.yaml',
      'apps/generated/deep/Big.YAML',
    ]);
  });

  it('finds a tracked kustomization under the folder as a render root, not an untracked one', async () => {
    const { markers } = await discoverRootMarkers(['.'], root);
    assert.deepEqual(markers, [path.join(root, 'apps', 'generated', 'kustomization.yaml')]);
  });

  it('a commit exported for --base (allTracked) has .gitignore exclude nothing', async () => {
    assert.deepEqual((await discoverFiles(['.'], plain, { allTracked: true })).files, [
      'apps/cache.local.yaml',
      'apps/db.local.yaml',
      'apps/generated/deep/Big.YAML',
      'apps/generated/kustomization.yaml',
      'apps/generated/new/kustomization.yaml',
      'apps/generated/pod.yaml',
      'apps/generated/scratch.yaml',
      'apps/gone/generated/deleted.yaml',
      'apps/new.yaml',
      'apps/web.yaml',
    ]);
    assert.deepEqual((await discoverRootMarkers(['.'], plain, { allTracked: true })).markers, [
      path.join(plain, 'apps', 'generated', 'kustomization.yaml'),
      path.join(plain, 'apps', 'generated', 'new', 'kustomization.yaml'),
    ]);
  });

  it('outside a git repository, .gitignore still excludes what it names', async () => {
    assert.deepEqual((await discoverFiles(['.'], plain)).files, ['apps/new.yaml', 'apps/web.yaml']);
    assert.deepEqual((await discoverFiles(['**/*.yaml'], plain)).files, ['apps/new.yaml', 'apps/web.yaml']);
    assert.deepEqual((await discoverRootMarkers(['.'], plain)).markers, []);
  });

  it('follows a tracked link in the folder, as the search follows any link', async () => {
    await writeTree(root, { 'shared/s.yaml': 'a: 1\n' });
    await symlink(path.join('..', '..', 'shared', 's.yaml'), path.join(root, 'apps', 'generated', 'linked.yaml'));
    try {
      const search = async (): Promise<string[]> => (await discoverFiles(['.'], root)).files.filter((f) => f.startsWith('apps/generated/'));
      assert.deepEqual(await search(), TRACKED_MANIFESTS.slice(1));
      git(root, 'add', '-f', 'apps/generated/linked.yaml');
      assert.deepEqual(await search(), [...TRACKED_MANIFESTS.slice(1), 'apps/generated/linked.yaml'].sort());
    } finally {
      git(root, 'rm', '-q', '--cached', '--ignore-unmatch', 'apps/generated/linked.yaml');
      await rm(path.join(root, 'apps', 'generated', 'linked.yaml'));
    }
  });
});
