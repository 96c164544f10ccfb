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
 * Upstream: fluxcd/pkg envsubst/parse/parse.go and envsubst/template.go (the scanner in
 * envsubst-scan.ts, the functions in envsubst-funcs.ts); envsubst v1.7.0, which
 * test/conformance/envsubst-run.ts compares this with.
 */
import { fromBytes, lookupFunc, toBytes } from './envsubst-funcs.ts';
import {
  IDENT,
  LBRACK,
  RBRACK,
  ESCAPE,
  Token,
  type Accept,
  acceptAny,
  acceptIdent,
  acceptNotClosing,
  acceptNotSlash,
  acceptSlash,
  acceptColon,
  acceptOneColon,
  acceptOneEqual,
  acceptOneHash,
  rejectColonClose,
  acceptHashes,
  acceptPercents,
  acceptCasing,
  acceptDefaultOp,
  acceptReplaceOp,
  Scanner,
} from './envsubst-scan.ts';

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
