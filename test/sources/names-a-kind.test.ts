/**
 * writesAKind (src/sources/names-a-kind.ts): a YAML text writes a kind exactly when one of its
 * documents, as the `yaml` package reads it, is a mapping with both keys; a values file holding
 * manifests in a list (a chart's `ci/*-values.yaml` with `extraObjects`) does not.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isMap, parseAllDocuments } from 'yaml';
import { writesAKind } from '../../src/sources/names-a-kind.ts';
import { prng } from '../../scripts/fuzz-lib.ts';

/** Whether a document the `yaml` package reads is a mapping with an apiVersion and a kind. */
function parsedWritesAKind(text: string): boolean {
  return parseAllDocuments(text).some((d) => isMap(d.contents) && d.contents.has('apiVersion') && d.contents.has('kind'));
}

const KEYS = ['apiVersion', 'kind', 'metadata', 'extraObjects', 'items', 'spec', '"apiVersion"', "'kind'", 'kinds', 'apiVersions'];

/** A random block mapping at `indent`, its values scalars, mappings or lists of mappings (written compact or indented). */
function mapping(next: () => number, indent: number, depth: number): string {
  const pad = ' '.repeat(indent);
  const count = 1 + Math.floor(next() * 4);
  const used = new Set<string>();
  let out = '';
  for (let i = 0; i < count; i++) {
    const key = KEYS[Math.floor(next() * KEYS.length)]!;
    const bare = key.replace(/["']/g, '');
    if (used.has(bare)) continue;
    used.add(bare);
    const shape = depth > 2 ? 0 : Math.floor(next() * 4);
    if (shape === 0) out += `${pad}${key}: v${i}${next() < 0.2 ? ' # apiVersion: x' : ''}\n`;
    else if (shape === 1) out += `${pad}${key}:\n${mapping(next, indent + 2, depth + 1)}`;
    else {
      // A list of mappings: `- key` at the key's indentation (compact) or deeper.
      const dash = shape === 2 ? indent : indent + 2;
      out += `${pad}${key}:\n`;
      for (let k = 0; k < 1 + Math.floor(next() * 2); k++) {
        const item = mapping(next, dash + 2, depth + 1);
        out += `${' '.repeat(dash)}- ${item.slice(dash + 2)}`;
      }
    }
  }
  return out;
}

function document(next: () => number): string {
  const lead = next() < 0.3 ? '# a comment\n\n' : '';
  const r = next();
  if (r < 0.15) return `${lead}- ${mapping(next, 2, 1).slice(2)}`;
  if (r < 0.25) return `${lead}just a string\n`;
  return lead + mapping(next, r < 0.35 ? 2 : 0, 0);
}

describe('writesAKind', () => {
  it('agrees with the yaml package on 3,000 generated texts: root keys count, nested ones and lists of manifests do not', () => {
    const next = prng(20261207);
    let kinds = 0;
    for (let n = 0; n < 3000; n++) {
      const docs = Array.from({ length: 1 + Math.floor(next() * 3) }, () => document(next));
      const text = docs.join(next() < 0.5 ? '---\n' : '--- # next\n');
      const expected = parsedWritesAKind(text);
      assert.equal(writesAKind(text), expected, text);
      if (expected) kinds++;
    }
    assert.ok(kinds > 300 && kinds < 2700, `${kinds} of 3000 write a kind`);
  });

  it('reads a chart values file with extraObjects as no manifest, and a manifest, a List and JSON as one', () => {
    const values = 'installCRDs: false\n\nextraObjects:\n  - apiVersion: v1\n    kind: Secret\n    metadata:\n      name: datadog\n';
    assert.equal(writesAKind(values), false);
    assert.equal(writesAKind('extraObjects:\n- apiVersion: v1\n  kind: Secret\n'), false);
    assert.equal(writesAKind('# c\napiVersion: v1\nkind: ConfigMap\n'), true);
    assert.equal(writesAKind('---\nfoo: 1\n---\napiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Pod\n'), true);
    assert.equal(writesAKind('{\n  "apiVersion": "v1",\n  "kind": "Pod"\n}\n'), true);
    assert.equal(writesAKind('{"a": {"b": 1}}'), false);
  });
});
