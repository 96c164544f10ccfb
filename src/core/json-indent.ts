/**
 * Compact JSON text made indented, byte for byte as JSON.stringify's `space` of 2 writes it
 * (ECMA-262 SerializeJSONObject and SerializeJSONArray: an empty object or array stays `{}` or
 * `[]`; otherwise a newline and the indent after the opening bracket and after each comma, the
 * closing bracket on its own line one level out, and a space after each colon).
 *
 * JSON.stringify's compact text has no whitespace outside strings, and a string's bytes are
 * copied as they are: a quote inside one is always escaped, and a backslash always starts a
 * two-character escape. UTF-8 bytes of other characters are 0x80 or more, never structural.
 *
 * The function reads nothing outside itself: report/json-bytes.ts and io/json-file.ts start
 * workers with its source text.
 */
/**
 * A piece of the JSON report (report/json.ts jsonPieces): `text` as written or, when `indent` is
 * set, compact text to be indented by indentJson, then cut: `start` bytes off the front and
 * `endTrim` off the end.
 */
export interface JsonPiece {
  readonly text: string;
  readonly indent: boolean;
  readonly start: number;
  readonly endTrim: number;
}

export function indentJson(bytes: Uint8Array, start: number, endTrim: number): Uint8Array {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  const COMMA = 0x2c;
  const COLON = 0x3a;
  const NEWLINE = 0x0a;
  const SPACE = 0x20;
  const src = bytes;
  const n = src.length;
  let cap = n + (n >> 1) + 64;
  let out = new Uint8Array(cap);
  let o = 0;
  let depth = 0;
  let i = 0;
  while (i < n) {
    let c = src[i]!;
    if (c === QUOTE) {
      // A string, copied up to its closing quote (never room to check: see the bound below).
      out[o++] = c;
      c = src[++i]!;
      // (The length bound only guards against text that is not JSON.stringify's.)
      while (c !== QUOTE && i < n) {
        if (c === BACKSLASH) {
          out[o++] = c;
          c = src[++i]!;
        }
        out[o++] = c;
        c = src[++i]!;
      }
      out[o++] = QUOTE;
      i++;
      continue;
    }
    // Room for what is left of the input, as is, and for this character's newline and indent:
    // only structural characters write more than they read.
    if (cap - o < n - i + 2 * depth + 8) {
      cap = Math.max(cap * 2, o + n - i + 2 * depth + 8);
      const grown = new Uint8Array(cap);
      grown.set(out.subarray(0, o));
      out = grown;
    }
    if (c === COMMA) {
      out[o++] = c;
      out[o++] = NEWLINE;
      for (let k = 2 * depth; k > 0; k--) out[o++] = SPACE;
    } else if (c === COLON) {
      out[o++] = c;
      out[o++] = SPACE;
    } else if (c === 0x7b || c === 0x5b) {
      // `{` or `[`; its closing bracket is two code points on (`}` 0x7d, `]` 0x5d).
      if (src[i + 1] === c + 2) {
        out[o++] = c;
        out[o++] = c + 2;
        i += 2;
        continue;
      }
      out[o++] = c;
      out[o++] = NEWLINE;
      depth++;
      for (let k = 2 * depth; k > 0; k--) out[o++] = SPACE;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      out[o++] = NEWLINE;
      for (let k = 2 * depth; k > 0; k--) out[o++] = SPACE;
      out[o++] = c;
    } else {
      out[o++] = c;
    }
    i++;
  }
  return out.subarray(start, o - endTrim);
}

/** A piece's bytes on this thread: its text as UTF-8, indented and cut when it asks to be. */
export function pieceBytes(piece: JsonPiece): Uint8Array {
  const encoded = Buffer.from(piece.text, 'utf8');
  return piece.indent ? indentJson(encoded, piece.start, piece.endTrim) : encoded;
}
