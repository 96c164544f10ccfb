/**
 * One pass over the bytes of a large JSON file, made on the second core while the first parses
 * it (io/prescan-worker.ts): how deep it nests and how long its longest string is, so the
 * parse-side bounds need not walk the parsed values (load/bounds.ts), and where each element of
 * its lists starts, with the keys of each element's members, and where its lines start, so a
 * finding's position is found without scanning the text again (load/json.ts, core/source.ts).
 * The offsets are byte offsets: they are string offsets only for an ASCII file, the only kind the
 * worker is started for.
 */

/** What prescanJson finds. */
export interface JsonPrescan {
  /** The deepest nesting of objects and arrays (1 for an object of scalars). */
  readonly maxDepth: number;
  /** The longest string or key, in bytes between its quotes (escapes as written): no string decodes longer. */
  readonly maxString: number;
  /** The root array, or each array that is a member of the root object (a List's `items`). */
  readonly arrays: readonly PrescannedArray[];
  /** Where each line starts (0, then after each "\n"): core/source.ts LineIndex's table; undefined past MAX_RECORDED lines. */
  readonly lineStarts: Int32Array | undefined;
}

export interface PrescannedArray {
  /** Offset of its `[`. */
  readonly start: number;
  /** Offset just past its `]`. */
  readonly end: number;
  readonly count: number;
  /** Where each element starts. */
  readonly starts: Int32Array;
  /**
   * Where element i's entry in `memberKeys` is (-1 for an element that is not an object): its
   * number of members n, then where the first min(n, maxKeys) keys start.
   */
  readonly memberAt: Int32Array;
  readonly memberKeys: Int32Array;
  /** The most keys recorded per element. */
  readonly maxKeys: number;
}

/**
 * The prescan of `bytes`. Self-contained, with no reference outside its body and no function
 * inside it (a transpiler that keeps names wraps one in a helper from outside): the worker runs
 * its source text, so each table grows in place. Never throws on invalid JSON; its result is only
 * used once JSON.parse has accepted the same bytes.
 */
export function prescanJson(bytes: Uint8Array, maxKeys: number): JsonPrescan {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  const COMMA = 0x2c;
  const OPEN_BRACE = 0x7b;
  const CLOSE_BRACE = 0x7d;
  const OPEN_BRACKET = 0x5b;
  const CLOSE_BRACKET = 0x5d;
  // Past this many lines, or elements in one array, nothing more is recorded of them (the main
  // thread finds them itself if asked): a file of blank lines or of "0," would otherwise make
  // tables the size of the file, four times over. A real List of that many objects is larger
  // than the 512 MiB a JSON file may be.
  const MAX_RECORDED = 1 << 22;
  const n = bytes.length;
  const arrays: PrescannedArray[] = [];
  let depth = 0;
  let maxDepth = 0;
  let maxString = 0;
  let rootIsObject = false;
  // The array being recorded: its elements are values at `arrayDepth`, -1 when there is none.
  let arrayDepth = -1;
  let arrayStart = 0;
  let starts = new Int32Array(0);
  let memberAt = new Int32Array(0);
  let memberKeys = new Int32Array(0);
  let count = 0;
  let keysUsed = 0;
  let expectElement = false;
  let inObjectElement = false;
  let expectKey = false;
  let entry = 0;
  let members = 0;
  let lineStarts = new Int32Array(1024);
  let lines = 1;
  for (let k = 0; k < n; k++) {
    const c = bytes[k]!;
    if (c === 0x0a) {
      if (lines > MAX_RECORDED) continue;
      if (lines === lineStarts.length) {
        const grownLines = new Int32Array(lines * 2);
        grownLines.set(lineStarts);
        lineStarts = grownLines;
      }
      lineStarts[lines++] = k + 1;
      continue;
    }
    if (c === 0x20 || c === 0x0d || c === 0x09) continue;
    if (expectElement) {
      expectElement = false;
      if (count === MAX_RECORDED) {
        // Too many to record: this array is left to the main thread.
        arrayDepth = -1;
        inObjectElement = false;
        expectKey = false;
      } else if (c !== CLOSE_BRACKET) {
        if (count === starts.length) {
          const grownStarts = new Int32Array(Math.max(1024, count * 2));
          grownStarts.set(starts);
          starts = grownStarts;
          const grownAt = new Int32Array(grownStarts.length);
          grownAt.set(memberAt);
          memberAt = grownAt;
        }
        starts[count] = k;
        memberAt[count] = -1;
        if (c === OPEN_BRACE) {
          if (keysUsed + 1 + maxKeys > memberKeys.length) {
            const grownKeys = new Int32Array(Math.max(4096, (keysUsed + 1 + maxKeys) * 2));
            grownKeys.set(memberKeys);
            memberKeys = grownKeys;
          }
          entry = keysUsed;
          memberAt[count] = entry;
          members = 0;
          inObjectElement = true;
        }
        count++;
      }
    }
    if (c === QUOTE) {
      // The closing quote: the next one with an even run of backslashes before it.
      let e = k + 1;
      for (;;) {
        e = bytes.indexOf(QUOTE, e);
        if (e < 0) {
          e = n;
          break;
        }
        let backslashes = 0;
        while (bytes[e - 1 - backslashes] === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
        e++;
      }
      if (e - k - 1 > maxString) maxString = e - k - 1;
      if (expectKey) {
        expectKey = false;
        if (members < maxKeys) memberKeys[entry + 1 + members] = k;
        members++;
      }
      k = e;
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > maxDepth) maxDepth = depth;
      if (depth === 1) rootIsObject = c === OPEN_BRACE;
      if (c === OPEN_BRACKET && arrayDepth < 0 && (depth === 1 || (depth === 2 && rootIsObject))) {
        arrayDepth = depth;
        arrayStart = k;
        starts = new Int32Array(0);
        memberAt = new Int32Array(0);
        memberKeys = new Int32Array(0);
        count = 0;
        keysUsed = 0;
        expectElement = true;
      } else if (inObjectElement && depth === arrayDepth + 1) {
        expectKey = true;
      }
      continue;
    }
    if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (inObjectElement && depth === arrayDepth + 1) {
        memberKeys[entry] = members;
        keysUsed = entry + 1 + Math.min(members, maxKeys);
        inObjectElement = false;
        expectKey = false;
      } else if (depth === arrayDepth) {
        arrays.push({
          start: arrayStart,
          end: k + 1,
          count,
          starts: starts.slice(0, count),
          memberAt: memberAt.slice(0, count),
          memberKeys: memberKeys.slice(0, keysUsed),
          maxKeys,
        });
        arrayDepth = -1;
      }
      depth--;
      continue;
    }
    if (c === COMMA) {
      if (depth === arrayDepth) expectElement = true;
      else if (inObjectElement && depth === arrayDepth + 1) expectKey = true;
    }
  }
  return { maxDepth, maxString, arrays, lineStarts: lines > MAX_RECORDED ? undefined : lineStarts.slice(0, lines) };
}
