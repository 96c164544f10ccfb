/**
 * A subset of Go's text/template, parsed and executed as an ApplicationSet with `goTemplate: true`
 * renders each string of its template (argo-cd applicationset/utils/utils.go Render.Replace: the
 * sprig function map with Argo CD's own, Option(goTemplateOptions), Parse, Execute). Actions with
 * trim markers, comments, pipelines, variables, if/else if/else, with, range; the functions of
 * go-template-funcs.ts. Values are Go's as Argo CD holds its parameters (JSON decoded): a number
 * is a float64; an int (a literal, len, atoi) is a bigint; null is nil. What is outside the subset
 * throws GoTemplateUnsupported; what Go refuses (a parse error, missingkey=error, a wrong argument
 * type) throws GoTemplateError, each naming the action when there is one.
 */
import { callFunction, isFunction } from './go-template-funcs.ts';
import { checkSize, formatValue, GoTemplateError, GoTemplateUnsupported, isList, sortedKeys, truth, type GoValue } from './go-value.ts';

type Arg =
  | { readonly kind: 'dot' }
  | { readonly kind: 'field'; readonly names: readonly string[] }
  | { readonly kind: 'var'; readonly name: string; readonly names: readonly string[] }
  | { readonly kind: 'ident'; readonly name: string }
  | { readonly kind: 'pipe'; readonly pipe: Pipe; readonly names: readonly string[] }
  | { readonly kind: 'const'; readonly value: GoValue; readonly text: string };
interface Pipe {
  readonly decl: readonly string[];
  readonly assign: boolean;
  readonly cmds: readonly (readonly Arg[])[];
  readonly source: string;
}
interface Control {
  readonly kind: 'if' | 'with' | 'range';
  readonly pipe: Pipe;
  readonly list: readonly Node[];
  readonly otherwise: readonly Node[];
}
type Node = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'action'; readonly pipe: Pipe } | Control;

/** An action as written between its delimiters, its trim markers taken off. */
interface Action {
  readonly source: string;
  readonly inner: string;
}

/** text/template's missingkey option. */
type MissingKey = 'default' | 'zero' | 'error';

/** `text` executed with `data` as the dot; `options` are goTemplateOptions (missingkey=...). */
export function goTemplate(text: string, data: GoValue, options: readonly string[] = []): string {
  let missing: MissingKey = 'default';
  for (const o of options) {
    const m = /^missingkey=(default|invalid|zero|error)$/.exec(o);
    if (m === null) throw new GoTemplateError(`unrecognized option: ${o}`);
    missing = m[1] === 'invalid' ? 'default' : (m[1] as MissingKey);
  }
  const out: string[] = [];
  try {
    new Exec(data, missing, out).list(parse(split(text)), data);
  } catch (e) {
    // A stack or string too large for the engine (thousands of nested parentheses): not Go's error.
    if (e instanceof RangeError) throw new GoTemplateUnsupported('a template too large or too deeply nested');
    throw e;
  }
  return out.join('');
}

/** The template's text and actions (lex.go): a comment dropped, `{{- ` and ` -}}` trimming the space beside them. */
function split(text: string): (string | Action)[] {
  const parts: (string | Action)[] = [];
  const space = /[ \t\r\n]/;
  let from = 0;
  let trimNext = false;
  for (let start = text.indexOf('{{'); start >= 0; start = text.indexOf('{{', from)) {
    let before = text.slice(from, start);
    if (trimNext) before = before.replace(/^[ \t\r\n]+/, '');
    let i = start + 2;
    if (text[i] === '-' && space.test(text[i + 1] ?? '')) {
      before = before.replace(/[ \t\r\n]+$/, '');
      i += 2;
    }
    if (before !== '') parts.push(before);
    if (text.startsWith('/*', i)) {
      // A comment: "*/" then the closing delimiter, a trim marker between them at most.
      const close = text.indexOf('*/', i + 2);
      const m = close < 0 ? null : /^(?:[ \t\r\n](-))?\}\}/.exec(text.slice(close + 2));
      if (m === null) throw new GoTemplateError(close < 0 ? 'unclosed comment' : 'comment ends before closing delimiter');
      trimNext = m[1] !== undefined;
      from = close + 2 + m[0].length;
      continue;
    }
    const end = actionEnd(text, i);
    trimNext = end - 2 >= i && text[end - 1] === '-' && space.test(text[end - 2]!);
    from = end + 2;
    parts.push({ source: text.slice(start, from), inner: text.slice(i, trimNext ? end - 2 : end) });
  }
  let last = text.slice(from);
  if (trimNext) last = last.replace(/^[ \t\r\n]+/, '');
  if (last !== '') parts.push(last);
  return parts;
}

/** Where the action that starts at `i` ends: the first "}}" outside a quoted string (a " -}}" kept in). */
function actionEnd(text: string, i: number): number {
  for (let k = i; k < text.length; k++) {
    const c = text[k]!;
    if (c === '"' || c === '`' || c === "'") {
      const close = c === '`' ? text.indexOf('`', k + 1) : quotedEnd(text, k);
      if (close < 0) throw new GoTemplateError('unterminated quoted string');
      k = close;
    } else if (text.startsWith('}}', k)) return k;
  }
  throw new GoTemplateError('unclosed action');
}

function quotedEnd(text: string, k: number): number {
  for (let j = k + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === text[k]) return j;
    else if (text[j] === '\n') return -1;
  }
  return -1;
}

type Token =
  | { readonly t: 'field'; readonly v: string }
  | { readonly t: 'var'; readonly v: string }
  | { readonly t: 'ident'; readonly v: string }
  | { readonly t: 'const'; readonly v: GoValue; readonly text: string }
  | { readonly t: '.' | '(' | ')' | '|' | ':=' | '=' | ',' | 'space' };

/** An action's tokens (lex.go lexInsideAction). */
function tokens(inner: string, source: string): Token[] {
  const out: Token[] = [];
  const re =
    /([ \t\r\n]+)|(\.[A-Za-z_][A-Za-z0-9_]*)|(\$[A-Za-z0-9_]*)|("(?:[^"\\\n]|\\.)*")|(`[^`]*`)|([+-]?(?:0[xX][0-9a-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?))|([A-Za-z_][A-Za-z0-9_]*)|(:=|[.()|=,])/y;
  let at = 0;
  while (at < inner.length) {
    re.lastIndex = at;
    const m = re.exec(inner);
    if (m === null) throw new GoTemplateUnsupported(JSON.stringify(inner[at]), source);
    at = re.lastIndex;
    const [whole, space, field, variable, quoted, raw, number, ident, punct] = m;
    if (space !== undefined) out.push({ t: 'space' });
    else if (field !== undefined) out.push({ t: 'field', v: field.slice(1) });
    else if (variable !== undefined) out.push({ t: 'var', v: variable });
    else if (quoted !== undefined) out.push({ t: 'const', v: unquote(quoted), text: whole });
    else if (raw !== undefined) out.push({ t: 'const', v: raw.slice(1, -1), text: whole });
    else if (number !== undefined) out.push({ t: 'const', v: numberValue(number, source), text: whole });
    else if (ident !== undefined) {
      if (ident === 'true' || ident === 'false') out.push({ t: 'const', v: ident === 'true', text: ident });
      else if (ident === 'nil') out.push({ t: 'const', v: null, text: ident });
      else out.push({ t: 'ident', v: ident });
    } else out.push({ t: punct as '.' });
  }
  return out;
}

/** A Go string literal's value (strconv.Unquote): the common escapes. */
function unquote(quoted: string): string {
  const escapes: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'", a: '\x07', b: '\b', f: '\f', v: '\v' };
  return quoted.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    if (/^[uUx]/.test(e) && e.length > 1) return String.fromCodePoint(parseInt(e.slice(1), 16));
    const c = escapes[e];
    if (c === undefined) throw new GoTemplateError(`invalid syntax: ${quoted}`);
    return c;
  });
}

/** A number constant as text/template takes it for an `any` (idealConstant): an int, or a float64 when written with ".", "e" or too large. */
function numberValue(text: string, source: string): GoValue {
  const clean = text.replace(/_/g, '');
  if (/^[+-]?(0[xX][0-9a-fA-F]+|\d+)$/.test(clean) && !/^[+-]?0\d/.test(clean)) {
    const v = BigInt(clean);
    if (v > 2n ** 63n - 1n || v < -(2n ** 63n)) throw new GoTemplateUnsupported(`the number ${text}`, source);
    return v;
  }
  if (/^[+-]?0\d+$/.test(clean)) throw new GoTemplateUnsupported(`the octal number ${text}`, source);
  const f = Number(clean);
  if (!Number.isFinite(f) || !/[.eE]/.test(clean)) throw new GoTemplateError(`illegal number syntax: ${JSON.stringify(text)}`);
  return f;
}

/** The tree of nodes (parse.go): control structures to their {{end}}. */
function parse(parts: readonly (string | Action)[]): Node[] {
  let at = 0;
  const declared: string[][] = [['$']];
  const list = (ends: readonly string[]): { nodes: Node[]; end: string; rest: string; source: string } => {
    const nodes: Node[] = [];
    while (at < parts.length) {
      const part = parts[at++]!;
      if (typeof part === 'string') {
        nodes.push({ kind: 'text', text: part });
        continue;
      }
      const toks = tokens(part.inner, part.source).filter((t, k, all) => t.t !== 'space' || (k > 0 && k < all.length - 1));
      const head = toks[0];
      const keyword = head?.t === 'ident' ? head.v : '';
      const rest = part.inner.replace(/^\s*[A-Za-z_]+/, '');
      if (keyword === 'end' || keyword === 'else') {
        if (!ends.includes(keyword)) throw new GoTemplateError(`unexpected {{${keyword}}}`);
        if (keyword === 'end' && toks.length > 1) throw new GoTemplateError('unexpected input after end');
        return { nodes, end: keyword, rest, source: part.source };
      }
      if (keyword === 'if' || keyword === 'with' || keyword === 'range') nodes.push(control(keyword, toks.slice(1), part.source));
      else if (['define', 'template', 'block', 'break', 'continue'].includes(keyword)) throw new GoTemplateUnsupported(keyword, part.source);
      else nodes.push({ kind: 'action', pipe: pipeline(toks, part.source, declared.at(-1)!, false) });
    }
    if (ends.length > 0) throw new GoTemplateError('unexpected EOF');
    return { nodes, end: '', rest: '', source: '' };
  };
  const control = (kind: 'if' | 'with' | 'range', toks: Token[], source: string): Node => {
    declared.push([...declared.at(-1)!]);
    const pipe = pipeline(toks, source, declared.at(-1)!, kind === 'range');
    const body = list(['end', 'else']);
    declared.pop();
    let otherwise: Node[] = [];
    if (body.end === 'else') {
      const chained = /^\s*(if|with)\b/.exec(body.rest);
      if (chained !== null) {
        // {{else if x}} (and {{else with x}}) is an if within the else, ended by the same {{end}}.
        const inner = tokens(body.rest, body.source).filter((t, k, all) => t.t !== 'space' || (k > 0 && k < all.length - 1));
        otherwise = [control(chained[1] as 'if' | 'with', inner.slice(1), body.source)];
      } else {
        declared.push([...declared.at(-1)!]);
        otherwise = list(['end']).nodes;
        declared.pop();
      }
    }
    return { kind, pipe, list: body.nodes, otherwise };
  };
  return list([]).nodes;
}

/** A pipeline (parse.go pipeline): an optional declaration, then commands separated by "|". */
function pipeline(toks: readonly Token[], source: string, declared: string[], range: boolean): Pipe {
  let k = 0;
  const skip = (): void => {
    while (toks[k]?.t === 'space') k++;
  };
  const decl: string[] = [];
  let assign = false;
  const declEnd = toks.findIndex((t) => t.t === ':=' || t.t === '=');
  if (declEnd > 0 && toks.slice(0, declEnd).every((t) => t.t === 'var' || t.t === ',' || t.t === 'space')) {
    decl.push(...toks.slice(0, declEnd).flatMap((t) => (t.t === 'var' ? [t.v] : [])));
    assign = toks[declEnd]!.t === '=';
    if (decl.length > (range ? 2 : 1)) throw new GoTemplateError(`too many declarations in ${source}`);
    if (assign && !decl.every((d) => declared.includes(d))) throw new GoTemplateError(`undefined variable in ${source}`);
    k = declEnd + 1;
  }
  const cmds: Arg[][] = [[]];
  const operand = (): Arg => {
    const t = toks[k++];
    let arg: Arg;
    if (t === undefined) throw new GoTemplateError(`missing value in ${source}`);
    if (t.t === 'field') arg = { kind: 'field', names: [t.v] };
    else if (t.t === '.') arg = { kind: 'dot' };
    else if (t.t === 'var') {
      if (!declared.includes(t.v)) throw new GoTemplateError(`undefined variable "${t.v}"`);
      arg = { kind: 'var', name: t.v, names: [] };
    } else if (t.t === 'ident') {
      if (!isFunction(t.v)) throw new GoTemplateUnsupported(`the function ${t.v}`, source);
      arg = { kind: 'ident', name: t.v };
    } else if (t.t === 'const') arg = { kind: 'const', value: t.v, text: t.text };
    else if (t.t === '(') {
      const open = k;
      let depth = 1;
      while (k < toks.length && depth > 0) {
        const c = toks[k++]!.t;
        depth += c === '(' ? 1 : c === ')' ? -1 : 0;
      }
      if (depth > 0) throw new GoTemplateError(`unclosed left paren in ${source}`);
      arg = { kind: 'pipe', pipe: pipeline(toks.slice(open, k - 1), source, declared, false), names: [] };
    } else throw new GoTemplateError(`unexpected ${t.t} in ${source}`);
    // A field chain after a variable, a parenthesised pipeline or a field: $x.a.b, (x).a
    const names: string[] = [];
    while (toks[k]?.t === 'field') names.push((toks[k++] as { v: string }).v);
    if (names.length === 0) return arg;
    if (arg.kind === 'field') return { kind: 'field', names: [...arg.names, ...names] };
    if (arg.kind === 'var' || arg.kind === 'pipe') return { ...arg, names };
    throw new GoTemplateError(`unexpected field after ${arg.kind} in ${source}`);
  };
  skip();
  while (k < toks.length) {
    const t = toks[k]!;
    if (t.t === 'space') skip();
    else if (t.t === '|') {
      if (cmds.at(-1)!.length === 0) throw new GoTemplateError(`missing command in ${source}`);
      cmds.push([]);
      k++;
    } else cmds.at(-1)!.push(operand());
  }
  if (cmds.at(-1)!.length === 0) throw new GoTemplateError(`missing value in ${source}`);
  if (!assign) declared.push(...decl);
  return { decl, assign, cmds, source };
}

/** Execution (exec.go): the variables in scope, the output. */
class Exec {
  private vars: [string, GoValue][];
  constructor(
    root: GoValue,
    private readonly missing: MissingKey,
    private readonly out: string[],
  ) {
    this.vars = [['$', root]];
  }

  /** Characters written and nodes run so far, bounded by MAX_TEMPLATE_SIZE. */
  private written = 0;
  private steps = 0;

  private write(text: string): void {
    this.written += text.length;
    checkSize(this.written, 'a template output');
    this.out.push(text);
  }

  list(nodes: readonly Node[], dot: GoValue): void {
    for (const n of nodes) {
      checkSize(++this.steps, 'a template run');
      if (n.kind === 'text') this.write(n.text);
      else if (n.kind === 'action') {
        const v = this.named(n.pipe, dot);
        if (n.pipe.decl.length === 0) this.write(printed(v));
      } else if (n.kind === 'range') this.range(n, dot);
      else {
        const mark = this.vars.length;
        const v = this.named(n.pipe, dot);
        if (truth(v)) this.list(n.list, n.kind === 'with' ? v : dot);
        else this.list(n.otherwise, dot);
        this.vars.length = mark;
      }
    }
  }

  private range(n: Control, dot: GoValue): void {
    const mark = this.vars.length;
    const v = this.named({ ...n.pipe, decl: [] }, dot);
    let items: [GoValue, GoValue][];
    if (isList(v)) items = v.map((e, i) => [BigInt(i), e]);
    else if (isMap(v)) items = sortedKeys(v).map((key) => [key, v[key] ?? null]);
    else if (typeof v === 'bigint') {
      if (n.pipe.decl.length > 1) throw new GoTemplateError(`can't use ${n.pipe.source} to iterate over more than one variable`);
      checkSize(v, 'a range');
      items = Array.from({ length: Number(v < 0n ? 0n : v) }, (_, i) => [BigInt(i), BigInt(i)]);
    } else if (v === null || v === undefined) items = [];
    else throw new GoTemplateError(`range can't iterate over ${formatValue(v)}`);
    for (const [key, value] of items) {
      this.vars.length = mark;
      const [a, b] = n.pipe.decl;
      if (a !== undefined) this.set(a, b === undefined ? value : key, n.pipe.assign);
      if (b !== undefined) this.set(b, value, n.pipe.assign);
      this.list(n.list, value);
    }
    this.vars.length = mark;
    if (items.length === 0) this.list(n.otherwise, dot);
    this.vars.length = mark;
  }

  /** A pipeline whose error names its action. */
  private named(p: Pipe, dot: GoValue): GoValue {
    try {
      return this.pipe(p, dot);
    } catch (e) {
      if (!(e instanceof GoTemplateError) || e.action !== undefined) throw e;
      throw e instanceof GoTemplateUnsupported ? new GoTemplateUnsupported(e.message, p.source) : new GoTemplateError(e.message, p.source);
    }
  }

  private set(name: string, v: GoValue, assign: boolean): void {
    if (!assign) {
      this.vars.push([name, v]);
      return;
    }
    for (let i = this.vars.length - 1; i >= 0; i--) {
      if (this.vars[i]![0] === name) {
        this.vars[i]![1] = v;
        return;
      }
    }
    throw new GoTemplateError(`undefined variable: ${name}`);
  }

  private pipe(p: Pipe, dot: GoValue): GoValue {
    let value: GoValue;
    // A nil interface between commands is Go's invalid value (exec.go evalPipeline).
    for (const [k, cmd] of p.cmds.entries()) value = this.command(cmd, dot, k > 0 ? [value] : [], p.source) ?? undefined;
    const v = value;
    if (p.decl.length > 0) this.set(p.decl[0]!, v, p.assign);
    return v;
  }

  /** One command; `final` holds the value piped into it, its last argument. */
  private command(cmd: readonly Arg[], dot: GoValue, final: readonly GoValue[], source: string): GoValue {
    const [head, ...args] = cmd;
    if (head!.kind === 'ident') {
      const name = head!.name;
      // and, or: evaluated left to right, stopping at the first that decides (Go 1.18).
      if (name === 'and' || name === 'or') {
        const all = [...args.map((a) => () => this.arg(a, dot, source)), ...final.map((v) => () => v)];
        if (all.length === 0) throw new GoTemplateError(`wrong number of args for ${name}: want at least 1 got 0`);
        let v: GoValue = null;
        for (const get of all) {
          v = get();
          if (truth(v) === (name === 'or')) return v;
        }
        return v;
      }
      const values = args.map((a) => this.arg(a, dot, source));
      const consts = args.map((a) => (a.kind === 'const' ? a.text : undefined));
      values.push(...final);
      consts.push(...final.map(() => undefined));
      return callFunction(name, values, consts, source);
    }
    if (args.length > 0 || final.length > 0) {
      if (head!.kind === 'const' || head!.kind === 'dot')
        throw new GoTemplateError(`can't give argument to non-function ${formatValue(this.arg(head!, dot, source))}`);
      throw new GoTemplateError(`${source}: can't give argument to non-function`);
    }
    return this.arg(head!, dot, source);
  }

  private arg(a: Arg, dot: GoValue, source: string): GoValue {
    switch (a.kind) {
      case 'dot':
        return dot;
      case 'const':
        return a.value;
      case 'ident':
        return callFunction(a.name, [], [], source);
      case 'field':
        return this.fields(dot, a.names);
      case 'var': {
        const found = this.vars.findLast(([n]) => n === a.name);
        if (found === undefined) throw new GoTemplateError(`undefined variable: ${a.name}`);
        return this.fields(found[1], a.names);
      }
      case 'pipe':
        return this.fields(this.pipe(a.pipe, dot), a.names);
    }
  }

  /** A field chain (exec.go evalFieldChain): a map's key; missingkey says what a missing one is (undefined: Go's invalid value). */
  private fields(v: GoValue, names: readonly string[]): GoValue {
    let at = v;
    for (const name of names) {
      if (at === undefined) {
        if (this.missing === 'error') throw new GoTemplateError(`nil data; no entry for key "${name}"`);
      } else if (isMap(at)) {
        if (Object.hasOwn(at, name)) at = at[name] ?? null;
        else if (this.missing === 'error') throw new GoTemplateError(`map has no entry for key "${name}"`);
        else at = this.missing === 'zero' ? null : undefined;
      } else if (at === null) throw new GoTemplateError(`nil pointer evaluating interface {}.${name}`);
      else throw new GoTemplateError(`can't evaluate field ${name} in type interface {}`);
    }
    return at;
  }
}

function isMap(v: GoValue): v is { readonly [k: string]: GoValue } {
  return typeof v === 'object' && v !== null && !isList(v);
}

/** An action's value as text/template prints it: nil (a missing key, a null) is "<no value>". */
function printed(v: GoValue): string {
  return v === null || v === undefined ? '<no value>' : formatValue(v);
}
