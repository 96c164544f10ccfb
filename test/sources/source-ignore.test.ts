/**
 * sourceIgnored and ignoreMatcher (src/sources/source-ignore.ts): the gitignore rules of fluxcd/pkg
 * sourceignore (pattern.go, matcher.go) and source-controller's choice of patterns
 * (SourceIgnoreFilter). test/conformance/sourceignore-run.ts compares the matcher with upstream's
 * own on random patterns; these pin the cases a repository meets.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ignoreMatcher, readPatterns, sourceIgnored } from '../../src/sources/source-ignore.ts';

const ignores = (text: string, domain: string[] = []): ((p: string, dir?: boolean) => boolean) => {
  const matches = ignoreMatcher(readPatterns(text, domain));
  return (p, dir = false) => matches(p.split('/'), dir);
};

describe('source-controller ignore patterns', () => {
  it('a name pattern matches any name on the path; one ending in / only a folder, and what is under it', () => {
    const m = ignores('*.md\nansible/\n');
    assert.equal(m('README.md'), true);
    assert.equal(m('docs/guide.md'), true);
    assert.equal(m('ansible', true), true);
    assert.equal(m('ansible'), false);
    assert.equal(m('ansible/site.yaml'), true);
    assert.equal(m('apps/ansible/x.yaml'), true);
    assert.equal(m('apps/x.yaml'), false);
  });

  it('a pattern with a / is anchored; the last pattern that matches decides (everything but one folder)', () => {
    const m = ignores('/*\n!/kubernetes\n/kubernetes/**/*.json\n');
    assert.equal(m('kubernetes/apps/a.yaml'), false);
    assert.equal(m('kubernetes/apps/dash.json'), true);
    assert.equal(m('scripts/a.yaml'), true);
    assert.equal(m('a.yaml'), true);
    assert.equal(m('apps/kubernetes/a.yaml'), true);
  });

  it('comments and blank lines are no patterns; trailing spaces are cut unless escaped; a leading ! includes', () => {
    const m = ignores('# *.yaml\n\n   \n*.yaml  \n!keep.yaml\n');
    assert.equal(m('a.yaml'), true);
    assert.equal(m('keep.yaml'), false);
    assert.equal(ignores('a\\ ')('a '), true);
    assert.equal(ignores('a  ')('a'), true);
  });

  it("a .sourceignore's patterns hold for its own folder, and below it only", () => {
    const m = ignores('tests/\n', ['apps']);
    assert.equal(m('apps/tests/x.yaml'), true);
    assert.equal(m('apps/web/tests/x.yaml'), true);
    assert.equal(m('infra/tests/x.yaml'), false);
    assert.equal(m('apps', true), false);
  });

  it('the defaults hold only while no pattern is given: version-control files are always left out', () => {
    const none = ignores('');
    for (const p of ['cloudbuild.yaml', '.github/workflows/ci.yaml', 'apps/.sops.yaml', 'logo.png', '.git/config', '.gitignore'])
      assert.equal(none(p), true, p);
    assert.equal(none('apps/deploy.yaml'), false);
    const some = ignores('*.md\n');
    assert.equal(some('cloudbuild.yaml'), false);
    assert.equal(some('apps/.sops.yaml'), false);
    assert.equal(some('.git/config'), true);
  });
});

describe('sourceIgnored', () => {
  it("reads every folder's .sourceignore (not .git's), then spec.ignore after them", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'resizeguard-sourceignore-'));
    try {
      const files: Record<string, string> = {
        '.sourceignore': 'scripts/\n',
        'apps/.sourceignore': 'test-*.yaml\n',
        'apps/web/test-a.yaml': '',
        'infra/test-a.yaml': '',
        'scripts/x.yaml': '',
        '.git/.sourceignore': '*\n',
        'local/.sourceignore': '*.yaml\n',
        'local/dev.yaml': '',
      };
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(root, name)), { recursive: true });
        await writeFile(path.join(root, name), text);
      }
      const ignored = sourceIgnored(root, '!/local\n');
      const at = (p: string): boolean => ignored(path.join(root, p), false);
      assert.equal(at('apps/web/test-a.yaml'), true);
      assert.equal(at('infra/test-a.yaml'), false);
      assert.equal(at('scripts/x.yaml'), true);
      assert.equal(at('apps/web/deploy.yaml'), false);
      // spec.ignore comes after the .sourceignore files: its `!/local` takes local/ back.
      assert.equal(at('local/dev.yaml'), false);
      assert.equal(sourceIgnored(root, undefined)(path.join(root, 'local/dev.yaml'), false), true);
      // Outside the repository nothing is left out.
      assert.equal(ignored(path.join(path.dirname(root), 'x.yaml'), false), false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
