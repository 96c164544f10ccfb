import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InputError } from '../../src/core/errors.ts';
import { discoverFiles } from '../../src/io/discover.ts';
import { readTreeAtRef } from '../../src/io/git.ts';
import { globMatcher } from '../../src/io/glob-match.ts';

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: path.join(tmpdir(), 'resizeguard-no-gitconfig') },
    },
  );
}

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

const pod = (name: string, cpu: string): string =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\nspec:\n  nodeName: n1\n  containers:\n  - name: app\n    resources:\n      requests: {cpu: "${cpu}"}\n`;

describe('readTreeAtRef', () => {
  let root = '';
  let first = '';
  let second = '';
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'resizeguard-git-'));
    git(root, 'init', '-q');
    await writeTree(root, {
      '.gitignore': 'generated/\n',
      '.resizeguard.yaml': 'failOn: error\n',
      'k8s/web.yaml': pod('web', '1'),
      'k8s/old-name.yaml': pod('moved', '1'),
      'k8s/gone.yaml': pod('gone', '1'),
      'k8s/notes.txt': 'not a manifest\n',
      'k8s/Chart.YAML': pod('chart', '1'),
      'k8s/node_modules/pkg/x.yaml': pod('vendored', '1'),
      'k8s/.hidden/h.yaml': pod('hidden', '1'),
      'k8s/sub/deep.json': '{"apiVersion":"v1","kind":"Pod","metadata":{"name":"deep"}}\n',
      'k8s/weird name "quoted".yaml': pod('weird', '1'),
      'other/o.yaml': pod('other', '1'),
      // A Go module's vendor folder (go mod vendor writes modules.txt), and a vendor folder that is not one.
      'go/vendor/modules.txt': '# k8s.io/apimachinery v0.37.2\n',
      'go/vendor/k8s.io/apimachinery/pod.yaml': pod('vendored-test-data', '1'),
      'go/deploy/app.yaml': pod('app', '1'),
      'go/charts/vendor/c.yaml': pod('vendored-chart', '1'),
    });
    git(root, 'add', '-A');
    // Tracked although .gitignore names it: read as any file of the commit, as git reads it.
    await writeTree(root, { 'k8s/generated/g.yaml': pod('generated', '1'), 'k8s/generated/.hidden/h.yaml': pod('hidden', '1') });
    git(root, 'add', '-f', 'k8s/generated');
    git(root, 'commit', '-q', '-m', 'one');
    first = git(root, 'rev-parse', 'HEAD').trim();
    git(root, 'mv', 'k8s/old-name.yaml', 'k8s/new-name.yaml');
    git(root, 'rm', '-q', 'k8s/gone.yaml');
    await writeTree(root, { 'k8s/web.yaml': pod('web', '2'), 'k8s/empty.yaml': '# nothing yet\n' });
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', 'two');
    second = git(root, 'rev-parse', 'HEAD').trim();
    git(root, 'tag', 'v1', first);
    // Never added: .gitignore keeps it out of the working-tree run, and no commit holds it.
    await writeTree(root, { 'k8s/generated/untracked.yaml': pod('untracked', '1') });
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads the files of an older commit, before the rename and the deletion', async () => {
    const tree = await readTreeAtRef(root, 'HEAD~1', ['k8s']);
    assert.equal(tree.commit, first);
    assert.deepEqual(
      tree.sources.map((s) => s.path),
      ['k8s/Chart.YAML', 'k8s/generated/g.yaml', 'k8s/gone.yaml', 'k8s/old-name.yaml', 'k8s/sub/deep.json', 'k8s/web.yaml', 'k8s/weird name "quoted".yaml'],
    );
    assert.equal(tree.sources.find((s) => s.path === 'k8s/web.yaml')?.text, pod('web', '1'));
    assert.deepEqual(tree.diagnostics, []);
    assert.deepEqual(tree.missing, []);
  });

  it('reads the newer commit: renamed file under its new name, deleted file gone, edits seen', async () => {
    const tree = await readTreeAtRef(root, 'main', ['k8s']);
    assert.equal(tree.commit, second);
    assert.deepEqual(
      tree.sources.map((s) => s.path),
      ['k8s/Chart.YAML', 'k8s/generated/g.yaml', 'k8s/new-name.yaml', 'k8s/sub/deep.json', 'k8s/web.yaml', 'k8s/weird name "quoted".yaml'],
    );
    assert.equal(tree.sources.find((s) => s.path === 'k8s/new-name.yaml')?.text, pod('moved', '1'));
    assert.equal(tree.sources.find((s) => s.path === 'k8s/web.yaml')?.text, pod('web', '2'));
    // A file with no documents is reported as read.ts reports it, and skipped.
    assert.deepEqual(
      tree.diagnostics.map((d) => [d.ruleId, d.severity, d.file]),
      [['input/empty', 'info', 'k8s/empty.yaml']],
    );
  });

  it('selects exactly what discoverFiles selects in the checked-out tree', async () => {
    for (const [cwd, patterns] of [
      [root, ['.']],
      [root, ['k8s', 'other/o.yaml']],
      [path.join(root, 'k8s'), ['.', '../other', 'notes.txt', 'generated/g.yaml']],
      [root, ['k8s/**/*.{yaml,json}', 'k8s/*.YAML']],
      [root, ['go']],
      [root, ['go/**/*.yaml']],
      [root, ['go/vendor']],
      [path.join(root, 'go', 'vendor'), ['.']],
      [root, ['go/vendor/**/*.yaml']],
      [root, ['k8s/generated']],
      [root, ['**/generated/*.yaml']],
      [path.join(root, 'k8s', 'generated'), ['.']],
    ] as const) {
      const disk = await discoverFiles(patterns, cwd);
      const tree = await readTreeAtRef(cwd, 'HEAD', patterns);
      assert.deepEqual(
        tree.sources
          .map((s) => s.path)
          .concat(tree.diagnostics.map((d) => d.file))
          .sort(),
        disk.files,
        `patterns ${JSON.stringify(patterns)} from ${path.relative(root, cwd) || '.'}`,
      );
    }
  });

  it('reads a tracked file under a folder .gitignore names, by directory and by glob (dot-folders still skipped)', async () => {
    for (const patterns of [['.'], ['k8s'], ['k8s/generated'], ['k8s/**/*.yaml'], ['**/generated/*.yaml']]) {
      const tree = await readTreeAtRef(root, 'HEAD', patterns);
      const read = tree.sources.map((s) => s.path).filter((p) => p.includes('generated/'));
      assert.deepEqual(read, ['k8s/generated/g.yaml'], JSON.stringify(patterns));
    }
    assert.deepEqual(
      (await readTreeAtRef(path.join(root, 'k8s', 'generated'), 'HEAD', ['.'])).sources.map((s) => s.path),
      ['g.yaml'],
    );
  });

  it("skips a Go module's vendor folder (it holds modules.txt) below what it searches, and checks it when named", async () => {
    const searched = await readTreeAtRef(root, 'HEAD', ['go']);
    assert.deepEqual(
      searched.sources.map((s) => s.path),
      ['go/charts/vendor/c.yaml', 'go/deploy/app.yaml'],
    );
    const named = await readTreeAtRef(root, 'HEAD', ['go/vendor']);
    assert.deepEqual(
      named.sources.map((s) => s.path),
      ['go/vendor/k8s.io/apimachinery/pod.yaml'],
    );
  });

  it('takes paths relative to a working directory inside the repository, and displays them relative to it', async () => {
    const tree = await readTreeAtRef(path.join(root, 'k8s'), 'v1', ['web.yaml', '../other/', 'notes.txt', path.join(root, 'k8s', 'sub')]);
    assert.equal(tree.commit, first);
    assert.deepEqual(
      tree.sources.map((s) => s.path),
      ['../other/o.yaml', 'notes.txt', 'sub/deep.json', 'web.yaml'],
    );
  });

  it('lists paths that name nothing at the ref instead of failing', async () => {
    const tree = await readTreeAtRef(root, first, ['k8s/new-name.yaml', 'k8s/web.yaml', 'added-later', 'k8s/*.toml']);
    assert.deepEqual(
      tree.sources.map((s) => s.path),
      ['k8s/web.yaml'],
    );
    assert.deepEqual(tree.missing, ['k8s/new-name.yaml', 'added-later', 'k8s/*.toml']);
  });

  it('rejects a ref that names no commit with an InputError naming it', async () => {
    for (const ref of ['no-such-branch', 'HEAD~5', '--output=x', '']) {
      await assert.rejects(readTreeAtRef(root, ref, ['.']), (error: unknown) => {
        assert.ok(error instanceof InputError, String(error));
        assert.ok(error.message.startsWith(`git ref ${JSON.stringify(ref)} does not name a commit`), error.message);
        return true;
      });
    }
    // A blob is not a commit either.
    await assert.rejects(readTreeAtRef(root, 'HEAD:k8s/web.yaml', ['.']), InputError);
  });

  it('says a file path or REV:PATH given as the ref goes before --base, and suggests no git fetch of it', async () => {
    for (const ref of ['k8s/web.yaml', 'HEAD:k8s/web.yaml', 'k8s']) {
      await assert.rejects(readTreeAtRef(root, ref, ['.']), (error: unknown) => {
        assert.ok(error instanceof InputError, String(error));
        assert.doesNotMatch(error.message, /git fetch/);
        assert.match(error.message, /--base takes a commit, branch or tag, and the paths to check go before it \(`resizeguard check PATH --base REF`\)$/);
        return true;
      });
    }
    await assert.rejects(readTreeAtRef(root, 'no-such-branch', ['.']), /git fetch --depth=1 origin no-such-branch/);
  });

  it('rejects a directory outside any repository', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'resizeguard-nogit-'));
    try {
      await assert.rejects(readTreeAtRef(outside, 'HEAD', ['.']), /is not inside a git work tree/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('globMatcher', () => {
  const cases: readonly [string, string, boolean][] = [
    ['*.yaml', 'a.yaml', true],
    ['*.yaml', 'sub/a.yaml', false],
    ['*.yaml', '.a.yaml', false],
    ['.*.yaml', '.a.yaml', true],
    ['**/*.yaml', 'a.yaml', true],
    ['**/*.yaml', 'x/y/a.yaml', true],
    ['**/*.yaml', '.x/a.yaml', false],
    ['{a,b}/*.json', 'b/c.json', true],
    ['{a,b/c}/*.json', 'b/c/d.json', true],
    ['{a,b}/*.json', 'c/d.json', false],
    ['x?.y[am]ml', 'x1.yaml', true],
    ['x[!0-9].yaml', 'x1.yaml', false],
    ['literal(1).yaml', 'literal(1).yaml', true],
  ];
  for (const [glob, file, expected] of cases) {
    it(`${glob} ${expected ? 'matches' : 'does not match'} ${file}`, () => {
      assert.equal(globMatcher(glob)(file), expected);
    });
  }
});
