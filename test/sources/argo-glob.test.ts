/** Argo CD's directory.include / directory.exclude globs (src/sources/argo-glob.ts), as github.com/gobwas/glob matches them with no separators. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { argoGlob } from '../../src/sources/argo-glob.ts';

const matches = (pattern: string, text: string): boolean => argoGlob(pattern)!.test(text);

describe('argoGlob', () => {
  it('* and ? cross "/" (no separators); the whole path must match', () => {
    assert.ok(matches('*.yaml', 'web.yaml'));
    assert.ok(matches('*.yaml', 'sub/web.yaml'));
    assert.ok(!matches('*.yaml', 'web.yaml.bak'));
    assert.ok(matches('sub?web.yaml', 'sub/web.yaml'));
  });

  it('alternatives, classes, negated classes and escapes', () => {
    assert.ok(matches('{web.yaml,svc.yaml}', 'svc.yaml'));
    assert.ok(!matches('{web.yaml,svc.yaml}', 'job.yaml'));
    assert.ok(matches('app-[0-9].yaml', 'app-7.yaml'));
    assert.ok(!matches('app-[!0-9].yaml', 'app-7.yaml'));
    assert.ok(matches('a\\*b.yaml', 'a*b.yaml'));
    assert.ok(!matches('a\\*b.yaml', 'axb.yaml'));
    assert.ok(matches('(x)+.yaml', '(x)+.yaml'), 'RegExp syntax is literal');
  });

  it('an unclosed "[" or "{" is refused', () => {
    assert.equal(argoGlob('{a,b'), undefined);
    assert.equal(argoGlob('[ab'), undefined);
  });
});
