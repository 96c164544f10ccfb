/** AsciiBytes (src/core/ascii-bytes.ts): an ASCII file's bytes answer as its string does, for any argument. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { AsciiBytes, indexWithin } from '../../src/core/ascii-bytes.ts';

const ascii = fc.string({ unit: fc.constantFrom('a', 'b', '"', '\\', '{', '}', '\n', ' '), maxLength: 40 });
/** Searched for: also characters no ASCII text holds, one whose low byte is `a` among them. */
const search = fc.string({ unit: fc.constantFrom('a', 'b', '"', '{', '\n', '\u0161', '\u00e9'), maxLength: 3 });
const index = fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constantFrom(NaN, Infinity, -Infinity, 0.5, -0.5, 2.7));

describe('AsciiBytes', () => {
  it('answers charCodeAt, charAt, indexOf, lastIndexOf, slice, startsWith and length as the string does', () => {
    fc.assert(
      fc.property(ascii, search, index, index, (text, needle, i, j) => {
        const bytes = new AsciiBytes(Buffer.from(text, 'latin1'));
        assert.equal(bytes.length, text.length);
        assert.ok(Object.is(bytes.charCodeAt(i), text.charCodeAt(i)), `charCodeAt ${i}`);
        assert.equal(bytes.charAt(i), text.charAt(i), `charAt ${i}`);
        assert.equal(bytes.indexOf(needle, i), text.indexOf(needle, i), `indexOf ${JSON.stringify(needle)} ${i}`);
        assert.equal(bytes.lastIndexOf(needle, i), text.lastIndexOf(needle, i), `lastIndexOf ${JSON.stringify(needle)} ${i}`);
        assert.equal(bytes.lastIndexOf(needle), text.lastIndexOf(needle));
        assert.equal(bytes.slice(i, j), text.slice(i, j), `slice ${i} ${j}`);
        assert.equal(bytes.slice(i), text.slice(i));
        assert.equal(bytes.startsWith(needle, i), text.startsWith(needle, i), `startsWith ${JSON.stringify(needle)} ${i}`);
      }),
      { numRuns: 2000, seed: 20261204 },
    );
  });

  it('indexWithin finds only a match that ends by `end`, in bytes and in a string alike', () => {
    fc.assert(
      fc.property(ascii, search, fc.nat(45), fc.nat(45), (text, searched, from, end) => {
        const needle = searched || 'a';
        let expected = text.indexOf(needle, from);
        if (expected >= 0 && expected + needle.length > end) {
          // The first match past `end`; one ending by `end` can only be earlier, and there is none.
          expected = -1;
        }
        assert.equal(indexWithin(new AsciiBytes(Buffer.from(text, 'latin1')), needle, from, end), expected);
        assert.equal(indexWithin(text, needle, from, end), expected);
      }),
      { numRuns: 2000, seed: 20261204 },
    );
  });
});
