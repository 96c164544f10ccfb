import { parse } from 'yaml';
import { envsubst, SubstitutionSyntaxError } from './envsubst.ts';
import { SubstitutionRangeError, SubstitutionUtf8Error } from './envsubst-funcs.ts';

/**
 * Flux's post-build variable substitution (kustomize-controller `postBuild.substitute`) on one
 * object's text: envsubst.ts, outside strict mode. Throws where kustomize-controller's build fails.
 */
export function substituteVariables(text: string, vars: Readonly<Record<string, string>>): string {
  // Nothing to read: no expansion, no `$$`, no NUL (which ends upstream's text).
  if (!text.includes('$') && !text.includes('\0')) return text;
  return envsubst(text, vars);
}

/** Why kustomize-controller's post-build substitution fails on an object, or undefined for an error of ours. */
function failureOf(err: unknown, doc: string): string | undefined {
  if (err instanceof SubstitutionSyntaxError) {
    const at = doc.slice(err.at).split('\n')[0]!;
    const shown = at.length > 60 ? `${at.slice(0, 60)}…` : at;
    return `${err.message} at ${JSON.stringify(shown)}`;
  }
  if (err instanceof SubstitutionRangeError) return `a substring ends before it starts (${err.message})`;
  if (err instanceof SubstitutionUtf8Error) return err.message;
  return undefined;
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

/** An object kustomize-controller cannot substitute: its text and why (its build fails, nothing is applied). */
export interface SubstitutionFailure {
  readonly doc: string;
  readonly why: string;
}

/**
 * substituteVariables on each object of a multi-document build output, as kustomize-controller
 * substitutes resource by resource, except those that opt out with the
 * `kustomize.toolkit.fluxcd.io/substitute: disabled` annotation or label; or the first object it
 * fails on.
 */
export function substituteResources(text: string, vars: Readonly<Record<string, string>>): { text: string } | { failure: SubstitutionFailure } {
  const out: string[] = [];
  for (const doc of text.split(/^(?=---\s*$)/m)) {
    if (optsOut(doc)) {
      out.push(doc);
      continue;
    }
    try {
      out.push(substituteVariables(doc, vars));
    } catch (err) {
      const why = failureOf(err, doc);
      if (why === undefined) throw err;
      return { failure: { doc, why } };
    }
  }
  return { text: out.join('') };
}
