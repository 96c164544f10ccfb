/**
 * Flux's post-build substitution language, parsed and evaluated as fluxcd/pkg envsubst does
 * (kustomize-controller runs it on each object's YAML). Its scanner has quirks a shell does not,
 * and they decide what a cluster gets:
 * - `$$` is one literal `$` anywhere in the text (so `$${VAR}` is `${VAR}`), and inside the
 *   pattern and replacement of `${VAR/a/b}` `\/` and `\\` are a literal `/` and `\`;
 * - a NUL character ends the text (the scanner reads it as the end);
 * - the operators are `:offset[:length]`, `=`, `:=`, `:-`, `:?`, `:+` (all a default: the value,
 *   or the argument when the value is empty), `,` `,,` `^` `^^`, `#` `##` `%` `%%`, `/` `//` `/#`
 *   `/%` and `${#VAR}`; anything else after a name (`${VAR-x}`, `${VAR?}`, a space) is an error,
 *   and so is an unclosed `${`: the Kustomization's build fails.
 * A variable without a value is empty (kustomize-controller's mapping outside strict mode).
 *
 * Upstream: fluxcd/pkg envsubst/parse/scan.go, envsubst/parse/parse.go, envsubst/template.go
 * (envsubst v1.7.0; test/sources/envsubst-upstream.test.ts compares this with it).
 */
import { fromBytes, lookupFunc, toBytes } from './envsubst-funcs.ts';

/** A text, or a function (`${VAR<op>args}`; a bare `${VAR}` has the operator ''). */
type Node = string | FuncNode;

interface FuncNode {
  readonly op: string;
  readonly param: string;
  readonly args: readonly Node[];
}

/** Why the text does not parse (upstream's error texts), and where the `${` it was in opens. */
export class SubstitutionSyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

const BAD_SUBSTITUTION = 'bad substitution';
const MISSING_CLOSING_BRACE = 'missing closing brace';
const BAD_VARIABLE_NAME = 'unable to parse variable name';
const BAD_FUNC_SUBSTITUTION = 'unable to parse substitution within function';
const BAD_DEFAULT_FUNCTION = 'unable to parse default function';

/** Nesting past this is refused: upstream recurses without a bound, and the text is the user's. */
const MAX_DEPTH = 200;

// Scan modes (which tokens a scan may return) and escapes, as the upstream scanner's bits.
const IDENT = 1;
const LBRACK = 2;
const RBRACK = 4;
const ESCAPE = 8;

const enum Token {
  Illegal,
  Eof,
  Ident,
  Lbrack,
  Rbrack,
}

type Accept = (c: number, i: number) => boolean;

const isLetterOrDigit = /^[\p{L}\p{Nd}_]$/u;
const acceptAny: Accept = () => true;
const acceptIdent: Accept = (c) => isLetterOrDigit.test(String.fromCodePoint(c));
const acceptNotClosing: Accept = (c) => c !== 0x7d;
const acceptNotSlash: Accept = (c) => c !== 0x2f;
const acceptSlash: Accept = (c) => c === 0x2f;
const acceptColon: Accept = (c) => c === 0x3a;
const acceptOneColon: Accept = (c, i) => i === 1 && c === 0x3a;
const acceptOneEqual: Accept = (c, i) => i === 1 && c === 0x3d;
const acceptOneHash: Accept = (c, i) => i === 1 && c === 0x23;
const rejectColonClose: Accept = (c) => c !== 0x3a && c !== 0x7d;
const acceptHashes: Accept = (c, i) => c === 0x23 && i < 3;
const acceptPercents: Accept = (c, i) => c === 0x25 && i < 3;
const acceptCasing: Accept = (c, i) => (c === 0x2c || c === 0x5e) && i < 3;
const acceptDefaultOp: Accept = (c, i) => (i === 1 && c === 0x3a) || (i === 2 && (c === 0x3d || c === 0x2d || c === 0x3f || c === 0x2b));
const acceptReplaceOp: Accept = (c, i) => (i === 1 && c === 0x2f) || (i === 2 && (c === 0x2f || c === 0x23 || c === 0x25));

/**
 * The scanner. An escape drops its first character and takes the next one as it is, never
 * reading it again: the token's text is the source from `start` to `pos` less `dropped`.
 */
class Scanner {
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

/** parse.go's Tree: the text as nodes. */
class Parser {
  private readonly s: Scanner;
  private depth = 0;
  /** Where the innermost `${` being parsed opens: what an error points at. */
  private open = 0;

  constructor(src: string) {
    this.s = new Scanner(src);
  }

  private fail(message: string): never {
    throw new SubstitutionSyntaxError(message, this.open);
  }

  /** parseAny, as a loop: texts and functions up to the end. */
  parseAll(): Node[] {
    const nodes: Node[] = [];
    for (;;) {
      this.s.accept = acceptAny;
      this.s.mode = IDENT | LBRACK | ESCAPE;
      this.s.escapeBackslash = false;
      const start = this.s.pos;
      const t = this.s.scan();
      if (t === Token.Eof) return nodes;
      if (t === Token.Ident) nodes.push(this.s.text());
      else if (t === Token.Lbrack) {
        this.open = start;
        nodes.push(this.parseFunc());
      } else this.fail(BAD_SUBSTITUTION);
    }
  }

  private scanWith(accept: Accept, mode: number): Token {
    this.s.accept = accept;
    this.s.mode = mode;
    return this.s.scan();
  }

  private parseFunc(): FuncNode {
    if (++this.depth > MAX_DEPTH) this.fail('substitutions nested too deep');
    try {
      this.s.escapeBackslash = true;
      if (this.s.peek() === 0x23) return this.parseLength();
      if (this.scanWith(acceptIdent, IDENT) !== Token.Ident) this.fail(BAD_VARIABLE_NAME);
      const name = this.s.text();
      switch (this.s.peek()) {
        case 0x3a:
          return this.parseDefaultOrSubstr(name);
        case 0x3d:
          return this.parseDefault(name);
        case 0x2c:
        case 0x5e:
          return this.parseOperatorOnly(name, acceptCasing);
        case 0x2f:
          return this.parseReplace(name);
        case 0x23:
          return this.parseRemove(name, acceptHashes);
        case 0x25:
          return this.parseRemove(name, acceptPercents);
      }
      if (this.scanWith(acceptIdent, RBRACK) !== Token.Rbrack) this.fail(MISSING_CLOSING_BRACE);
      return { op: '', param: name, args: [] };
    } finally {
      this.depth--;
    }
  }

  /** A function's argument: a text, or a `${…}` of its own. */
  private parseParam(accept: Accept, mode: number): Node {
    const start = this.s.pos;
    const t = this.scanWith(accept, mode | LBRACK);
    if (t === Token.Ident) return this.s.text();
    if (t !== Token.Lbrack) this.fail(BAD_FUNC_SUBSTITUTION);
    const outer = this.open;
    this.open = start;
    const node = this.parseFunc();
    this.open = outer;
    return node;
  }

  private operator(accept: Accept, failure = BAD_SUBSTITUTION): string {
    if (this.scanWith(accept, IDENT) !== Token.Ident) this.fail(failure);
    return this.s.text();
  }

  private closing(): void {
    this.s.mode = RBRACK;
    if (this.s.scan() !== Token.Rbrack) this.fail(BAD_SUBSTITUTION);
  }

  private parseDefaultOrSubstr(name: string): FuncNode {
    this.s.step();
    const next = this.s.peek();
    // Upstream steps back by the width of the character after the `:`, not of the `:`: after a
    // character of several UTF-8 bytes it lands short of the `:` and what it reads is no operator.
    if (next >= 0x80) this.fail(BAD_SUBSTITUTION);
    this.s.back();
    return next === 0x3d || next === 0x2d || next === 0x3f || next === 0x2b ? this.parseDefault(name) : this.parseSubstr(name);
  }

  private parseSubstr(name: string): FuncNode {
    const op = this.operator(acceptOneColon);
    const args = [this.parseParam(rejectColonClose, IDENT)];
    const t = this.scanWith(acceptColon, IDENT | RBRACK);
    if (t === Token.Rbrack) return { op, param: name, args };
    if (t !== Token.Ident) this.fail(BAD_SUBSTITUTION);
    args.push(this.parseParam(acceptNotClosing, IDENT));
    this.closing();
    return { op, param: name, args };
  }

  private parseRemove(name: string, accept: Accept): FuncNode {
    const op = this.operator(accept);
    const args = [this.parseParam(acceptNotClosing, IDENT)];
    this.closing();
    return { op, param: name, args };
  }

  private parseReplace(name: string): FuncNode {
    const op = this.operator(acceptReplaceOp);
    const args = [this.parseParam(acceptNotSlash, IDENT | ESCAPE)];
    if (this.scanWith(acceptSlash, IDENT) !== Token.Ident) this.fail(BAD_SUBSTITUTION);
    if (this.s.peek() !== 0x7d) args.push(this.parseParam(acceptNotClosing, IDENT | ESCAPE));
    this.closing();
    return { op, param: name, args };
  }

  private parseDefault(name: string): FuncNode {
    const op = this.operator(this.s.peek() === 0x3d ? acceptOneEqual : acceptDefaultOp, BAD_DEFAULT_FUNCTION);
    const args: Node[] = [];
    while (this.s.peek() !== 0x7d) args.push(this.parseParam(acceptNotClosing, IDENT));
    this.closing();
    return { op, param: name, args };
  }

  private parseOperatorOnly(name: string, accept: Accept): FuncNode {
    const op = this.operator(accept);
    this.closing();
    return { op, param: name, args: [] };
  }

  private parseLength(): FuncNode {
    const op = this.operator(acceptOneHash);
    const param = this.operator(acceptIdent);
    this.closing();
    return { op, param, args: [] };
  }
}

/** A node's value, as bytes (envsubst-funcs.ts toBytes). */
function evaluate(node: Node, vars: Readonly<Record<string, string>>): string {
  if (typeof node === 'string') return toBytes(node);
  const args = node.args.map((a) => evaluate(a, vars));
  const value = Object.hasOwn(vars, node.param) ? toBytes(vars[node.param]!) : '';
  return lookupFunc(node.op, args.length)(value, args);
}

/**
 * The text with its substitutions made. Throws SubstitutionSyntaxError where it does not parse,
 * SubstitutionRangeError where upstream panics, SubstitutionUtf8Error where the result is no UTF-8.
 */
export function envsubst(text: string, vars: Readonly<Record<string, string>>): string {
  return fromBytes(
    new Parser(text)
      .parseAll()
      .map((n) => evaluate(n, vars))
      .join(''),
  );
}
