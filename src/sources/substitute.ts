import { parse } from 'yaml';

/**
 * Flux's post-build variable substitution (kustomize-controller `postBuild.substitute`, as
 * fluxcd/pkg envsubst reads it): `${VAR}`; `${VAR:-default}` and its other spellings (`-`, `=`,
 * `:=`, `?`, `:?`, `+`, `:+`, all the default when the variable is unset or empty, as envsubst's
 * lookupFunc maps them to toDefault), whose default may hold expansions of its own
 * (`${CLAIM:-${APP}}`: parseDefaultFunc reads its argument with parseParam, which recurses into
 * parseFunc); `$${VAR}` stays a literal `${VAR}`. A variable with no value and no default becomes
 * empty. Other forms (`${VAR^^}`, `${VAR/a/b}`) are left as written.
 */
export function substituteVariables(text: string, vars: Readonly<Record<string, string>>): string {
  return expandRange(text, 0, text.length, vars, closingBraces(text), 0);
}

/**
 * Defaults nested deeper than this are left as written: envsubst recurses without a bound, but no
 * real default nests past a few levels, and a render's text is the user's input.
 */
const MAX_NESTING = 64;

/** Where each `${` closes: its `}`, counting the `${` opened inside it (one pass, not one per expansion). */
function closingBraces(text: string): Map<number, number> {
  const closing = new Map<number, number>();
  const open: number[] = [];
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === DOLLAR && text.charCodeAt(k + 1) === OPEN_BRACE) open.push(k++);
    else if (c === CLOSE_BRACE && open.length > 0) closing.set(open.pop()!, k);
  }
  return closing;
}

const DOLLAR = 0x24;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** `text` from `from` to `to`, its expansions substituted. */
function expandRange(
  text: string,
  from: number,
  to: number,
  vars: Readonly<Record<string, string>>,
  closing: ReadonlyMap<number, number>,
  depth: number,
): string {
  let out = '';
  let i = from;
  for (let at = text.indexOf('$', i); at >= 0 && at < to; at = text.indexOf('$', i)) {
    out += text.slice(i, at);
    const escaped = text.startsWith('$${', at);
    const open = escaped ? at + 1 : at;
    const expansion = text.startsWith('${', open) ? expansionAt(text, open, closing) : undefined;
    if (expansion === undefined || expansion.end >= to) {
      out += '$';
      i = at + 1;
      continue;
    }
    out += escaped ? text.slice(open, expansion.end + 1) : valueOf(text, expansion, vars, closing, depth);
    i = expansion.end + 1;
  }
  return out + text.slice(i, to);
}

/** `${NAME}` or `${NAME<op>default}` opened at `open`; `end` is its closing brace. */
interface Expansion {
  readonly name: string;
  /** Where the default starts, if an operator gives one. */
  readonly fallback?: number;
  readonly end: number;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const DEFAULT_OP = /:?[-=?+]/y;

function expansionAt(text: string, open: number, closing: ReadonlyMap<number, number>): Expansion | undefined {
  NAME.lastIndex = open + 2;
  const name = NAME.exec(text)?.[0];
  if (name === undefined) return undefined;
  const after = open + 2 + name.length;
  if (text.charCodeAt(after) === CLOSE_BRACE) return { name, end: after };
  DEFAULT_OP.lastIndex = after;
  const op = DEFAULT_OP.exec(text)?.[0];
  const end = closing.get(open);
  // The default runs to the brace that closes this expansion, past those of the ones inside it.
  return op === undefined || end === undefined ? undefined : { name, fallback: after + op.length, end };
}

function valueOf(text: string, e: Expansion, vars: Readonly<Record<string, string>>, closing: ReadonlyMap<number, number>, depth: number): string {
  const value = Object.hasOwn(vars, e.name) ? vars[e.name] : undefined;
  if (value !== undefined && value !== '') return value;
  if (e.fallback === undefined) return '';
  return depth >= MAX_NESTING ? text.slice(e.fallback, e.end) : expandRange(text, e.fallback, e.end, vars, closing, depth + 1);
}

/** The annotation or label by which a resource opts out of post-build substitution. */
const OPT_OUT_KEY = 'kustomize.toolkit.fluxcd.io/substitute';
/** A line that may be it: most objects have none, and are not parsed to find out. */
const MAY_OPT_OUT = /^[ \t]+kustomize\.toolkit\.fluxcd\.io\/substitute:[ \t]*["']?disabled["']?[ \t]*$/m;

/**
 * The object opts out: its own labels or annotations say `disabled` (fluxcd/pkg kustomize
 * SubstituteVariables reads res.GetLabels() and res.GetAnnotations()). The same line in a pod
 * template's labels or in a ConfigMap's text is not the object's, and substitution goes on.
 */
function optsOut(doc: string): boolean {
  if (!MAY_OPT_OUT.test(doc)) return false;
  let metadata: unknown;
  try {
    metadata = (parse(doc) as { metadata?: unknown } | null)?.metadata;
  } catch {
    // Not YAML before substitution (a `${x}` where a flow mapping expects a value): the line decides.
    return true;
  }
  const own = (field: string): unknown => (typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>)[field] : undefined);
  const says = (map: unknown): boolean => typeof map === 'object' && map !== null && (map as Record<string, unknown>)[OPT_OUT_KEY] === 'disabled';
  return says(own('labels')) || says(own('annotations'));
}

/**
 * substituteVariables on each object of a multi-document build output, as kustomize-controller
 * substitutes resource by resource, except those that opt out with the
 * `kustomize.toolkit.fluxcd.io/substitute: disabled` annotation or label.
 */
export function substituteResources(text: string, vars: Readonly<Record<string, string>>): string {
  return text
    .split(/^(?=---\s*$)/m)
    .map((doc) => (optsOut(doc) ? doc : substituteVariables(doc, vars)))
    .join('');
}
