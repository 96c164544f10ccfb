/**
 * The scanner of Flux's post-build substitution language (fluxcd/pkg envsubst/parse/scan.go):
 * which tokens a scan may return (its mode), which characters a token takes (its accept
 * function, told the token's length so far), and the escapes (`$$`, and `\/` `\\` in a
 * replacement). envsubst.ts parses with it.
 */
// Scan modes (which tokens a scan may return) and escapes, as the upstream scanner's bits.
export const IDENT = 1;
export const LBRACK = 2;
export const RBRACK = 4;
export const ESCAPE = 8;

export const enum Token {
  Illegal,
  Eof,
  Ident,
  Lbrack,
  Rbrack,
}

export type Accept = (c: number, i: number) => boolean;

const isLetterOrDigit = /^[\p{L}\p{Nd}_]$/u;
export const acceptAny: Accept = () => true;
export const acceptIdent: Accept = (c) => isLetterOrDigit.test(String.fromCodePoint(c));
export const acceptNotClosing: Accept = (c) => c !== 0x7d;
export const acceptNotSlash: Accept = (c) => c !== 0x2f;
export const acceptSlash: Accept = (c) => c === 0x2f;
export const acceptColon: Accept = (c) => c === 0x3a;
export const acceptOneColon: Accept = (c, i) => i === 1 && c === 0x3a;
export const acceptOneEqual: Accept = (c, i) => i === 1 && c === 0x3d;
export const acceptOneHash: Accept = (c, i) => i === 1 && c === 0x23;
export const rejectColonClose: Accept = (c) => c !== 0x3a && c !== 0x7d;
export const acceptHashes: Accept = (c, i) => c === 0x23 && i < 3;
export const acceptPercents: Accept = (c, i) => c === 0x25 && i < 3;
export const acceptCasing: Accept = (c, i) => (c === 0x2c || c === 0x5e) && i < 3;
export const acceptDefaultOp: Accept = (c, i) => (i === 1 && c === 0x3a) || (i === 2 && (c === 0x3d || c === 0x2d || c === 0x3f || c === 0x2b));
export const acceptReplaceOp: Accept = (c, i) => (i === 1 && c === 0x2f) || (i === 2 && (c === 0x2f || c === 0x23 || c === 0x25));

/**
 * The scanner. An escape drops its first character and takes the next one as it is, never
 * reading it again: the token's text is the source from `start` to `pos` less `dropped`.
 */
export class Scanner {
  pos = 0;
  private start = 0;
  private width = 0;
  private dropped: number[] = [];
  mode = 0;
  escapeBackslash = false;
  accept: Accept = acceptAny;

  constructor(private readonly src: string) {}

  /** The next character, or 0 at the end (a NUL reads as the end too). */
  private read(): number {
    if (this.pos >= this.src.length) {
      this.width = 0;
      return 0;
    }
    const c = this.src.codePointAt(this.pos)!;
    this.width = c > 0xffff ? 2 : 1;
    this.pos += this.width;
    return c;
  }

  private unread(): void {
    this.pos -= this.width;
  }

  peek(): number {
    const c = this.read();
    this.unread();
    return c;
  }

  /** Steps over one character known to be there (the `:` parseDefaultOrSubstr looks past). */
  step(): void {
    this.read();
  }

  back(): void {
    this.unread();
  }

  text(): string {
    let out = '';
    let from = this.start;
    for (const d of this.dropped) {
      out += this.src.slice(from, d);
      from = d + 1;
    }
    return out + this.src.slice(from, this.pos);
  }

  scan(): Token {
    this.start = this.pos;
    this.dropped = [];
    const c = this.read();
    if (c === 0) return Token.Eof;
    if (this.lbrack(c)) return Token.Lbrack;
    if (this.mode & RBRACK && c === 0x7d) return Token.Rbrack;
    if (this.ident(c)) return Token.Ident;
    return Token.Illegal;
  }

  private lbrack(c: number): boolean {
    if (!(this.mode & LBRACK) || c !== 0x24) return false;
    if (this.read() === 0x7b) return true;
    this.unread();
    return false;
  }

  /** `$$`, and in backslash mode `\/` and `\\`: the first is dropped, the second taken as it is. */
  private escape(c: number): boolean {
    if (!(this.mode & ESCAPE) || (c !== 0x24 && !(c === 0x5c && this.escapeBackslash))) return false;
    const next = this.peek();
    if (!((c === 0x24 && next === 0x24) || (this.escapeBackslash && c === 0x5c && (next === 0x2f || next === 0x5c)))) return false;
    this.dropped.push(this.pos - 1);
    this.pos++;
    return true;
  }

  private ident(first: number): boolean {
    if (!(this.mode & IDENT)) return false;
    if (!this.escape(first) && !this.accept(first, this.pos - this.start)) return false;
    for (;;) {
      const c = this.read();
      if (c === 0) {
        this.unread();
        return true;
      }
      if (this.lbrack(c)) {
        // Leaves the `${` to the next scan (two one-character steps back).
        this.pos -= 2;
        return true;
      }
      if (this.escape(c)) continue;
      if (!this.accept(c, this.pos - this.start)) {
        this.unread();
        return true;
      }
    }
  }
}
