import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * src/diff is part of the functional core, but eslint.config.js lists the pure
 * layers by name and does not know it yet: check its imports here.
 */
const DIR = path.join(import.meta.dirname, '../../src/diff');
const FORBIDDEN = [
  'node:fs',
  'node:fs/promises',
  'node:child_process',
  'node:process',
  'node:os',
  'node:net',
  'node:http',
  'node:https',
  '@actions/core',
  'globby',
];

describe('src/diff is pure', () => {
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts'))) {
    it(`${file} does no I/O`, () => {
      const text = readFileSync(path.join(DIR, file), 'utf8');
      const imports = [...text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
      assert.deepEqual(
        imports.filter((i) => FORBIDDEN.includes(i) || i.includes('/io/')),
        [],
      );
      assert.doesNotMatch(text, /\bprocess\.|\bDate\.now\(|\bMath\.random\(/);
    });
  }
});
