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
  let out = '';
  let i = 0;
  for (let at = text.indexOf('$', i); at >= 0; at = text.indexOf('$', i)) {
    out += text.slice(i, at);
    const escaped = text.startsWith('$${', at);
    const expansion = expansionAt(text, escaped ? at + 3 : at + 2);
    if (!text.startsWith('${', escaped ? at + 1 : at) || expansion === undefined) {
      out += '$';
      i = at + 1;
      continue;
    }
    out += escaped ? text.slice(at + 1, expansion.end + 1) : valueOf(text, expansion, vars);
    i = expansion.end + 1;
  }
  return out + text.slice(i);
}

/** `${NAME}` or `${NAME<op>default}` whose name starts at `from`; `end` is its closing brace. */
interface Expansion {
  readonly name: string;
  /** Where the default starts, if an operator gives one. */
  readonly fallback?: number;
  readonly end: number;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const DEFAULT_OP = /:?[-=?+]/y;

function expansionAt(text: string, from: number): Expansion | undefined {
  NAME.lastIndex = from;
  const name = NAME.exec(text)?.[0];
  if (name === undefined) return undefined;
  const after = from + name.length;
  if (text[after] === '}') return { name, end: after };
  DEFAULT_OP.lastIndex = after;
  const op = DEFAULT_OP.exec(text)?.[0];
  if (op === undefined) return undefined;
  // The default runs to the brace that closes this expansion, past those of the ones inside it.
  let depth = 0;
  for (let k = after + op.length; k < text.length; k++) {
    if (text.startsWith('${', k)) {
      depth++;
      k++;
    } else if (text[k] === '}') {
      if (depth === 0) return { name, fallback: after + op.length, end: k };
      depth--;
    }
  }
  return undefined;
}

function valueOf(text: string, e: Expansion, vars: Readonly<Record<string, string>>): string {
  const value = Object.hasOwn(vars, e.name) ? vars[e.name] : undefined;
  if (value !== undefined && value !== '') return value;
  return e.fallback === undefined ? '' : substituteVariables(text.slice(e.fallback, e.end), vars);
}

/** The annotation or label by which a resource opts out of post-build substitution. */
const DISABLED = /^[ \t]+kustomize\.toolkit\.fluxcd\.io\/substitute:[ \t]*["']?disabled["']?[ \t]*$/m;

/**
 * substituteVariables on each object of a multi-document build output, as kustomize-controller
 * substitutes resource by resource, except those that opt out with the
 * `kustomize.toolkit.fluxcd.io/substitute: disabled` annotation or label.
 */
export function substituteResources(text: string, vars: Readonly<Record<string, string>>): string {
  return text
    .split(/^(?=---\s*$)/m)
    .map((doc) => (DISABLED.test(doc) ? doc : substituteVariables(doc, vars)))
    .join('');
}
