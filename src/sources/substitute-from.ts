/**
 * A Flux Kustomization's `spec.postBuild.substituteFrom`: the variables of ConfigMaps and Secrets
 * in its namespace, each key a variable, in list order, with `postBuild.substitute` on top
 * (kustomize-controller: fluxcd/pkg/kustomize SubstituteVariables). Looked up among the objects
 * the input holds; what cannot be read is said at its reference (a source that cannot be read at
 * all once at it, gitops.ts; a missing one as a warning once, one-warning-per-cause.ts), and its
 * variables are left to their defaults (or empty, as kustomize-controller does with a variable it
 * has no value for).
 */
import { arr, isObject, obj, str } from '../core/fields.ts';
import type { PathSegment } from '../load/document.ts';
import { nearest, secretMaker, sourceCopies, unreadableSource, valuesText, type ValuesFromProblem, type ValuesSources } from './values-from.ts';

/**
 * A variable name kustomize-controller accepts: any other, a key of a ConfigMap or Secret it reads
 * or of `substitute`, fails the Kustomization's build ("'x.yaml' var name is invalid"), so it
 * applies nothing (fluxcd/pkg kustomize/kustomize_varsub.go varSubstitution, varsubRegex).
 */
export const VARIABLE = /^[_A-Za-z][_A-Za-z0-9]*$/;

/** A variable name kustomize-controller refuses, and the substituteFrom reference that gives it. */
export interface InvalidVariable {
  readonly at: readonly PathSegment[];
  readonly name: string;
  readonly from: string;
}

export function substituteFromReferences(
  postBuild: Readonly<Record<string, unknown>>,
  namespace: string,
  file: string,
  sources: ValuesSources,
): { vars: Record<string, string>; problems: ValuesFromProblem[]; invalid: InvalidVariable[] } {
  // No prototype: a variable named __proto__ is a variable like any other.
  const vars: Record<string, string> = Object.create(null) as Record<string, string>;
  const problems: ValuesFromProblem[] = [];
  const invalid: InvalidVariable[] = [];
  arr(postBuild['substituteFrom']).forEach((raw, i) => {
    const ref = obj(raw);
    const at: PathSegment[] = ['spec', 'postBuild', 'substituteFrom', i];
    const kind = str(ref['kind']);
    const name = str(ref['name']) ?? '';
    const named = `${kind ?? 'source'} ${JSON.stringify(`${namespace}/${name}`)}`;
    /** A problem at the reference: a warning unless `about` says otherwise, with why it is one (ValuesFromProblem). */
    const say = (message: string, about: Partial<Pick<ValuesFromProblem, 'severity' | 'source' | 'missing'>> = {}): void => {
      problems.push({ at, message: `${message}; the variables it gives are left to their defaults`, severity: 'warning', ...about });
    };
    if (kind !== 'ConfigMap' && kind !== 'Secret') {
      say(`variables from ${named} are not read (substituteFrom takes a ConfigMap or a Secret)`);
      return;
    }
    const doc = nearest(sourceCopies(sources, kind, namespace, name), file);
    if (doc === undefined) {
      if (ref['optional'] === true)
        say(`the optional variables of ${named} are not in the input (kustomize-controller goes on without them too)`, { severity: 'info' });
      else
        say(`its variables come from ${named}, which is not in the input (kustomize-controller fails the Kustomization until it exists)`, { missing: named });
      return;
    }
    const maker = secretMaker(doc);
    if (maker !== undefined) {
      say(`the variables of ${named} are made in the cluster by ${maker}, so they cannot be read here`, {
        source: unreadableSource(doc, kind, name, `is made in the cluster by ${secretMaker(doc, true)!}`),
      });
      return;
    }
    const object = obj(doc.value);
    const keys = [...new Set([...Object.keys(obj(object['data'])), ...(kind === 'Secret' ? Object.keys(obj(object['stringData'])) : [])])];
    const encrypted = (): void => {
      say(`the variables of ${named} are encrypted (SOPS), so they cannot be read here`, { source: unreadableSource(doc, kind, name, 'is encrypted (SOPS)') });
    };
    if (isObject(object['sops'])) {
      encrypted();
      return;
    }
    for (const key of keys) {
      if (!VARIABLE.test(key)) invalid.push({ at, name: key, from: named });
      const text = valuesText(object, key);
      if (text === undefined || !VARIABLE.test(key)) continue;
      if ('encrypted' in text) {
        encrypted();
        return;
      }
      vars[key] = text.text;
    }
  });
  return { vars, problems, invalid };
}
