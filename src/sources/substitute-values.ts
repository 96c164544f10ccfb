/**
 * A Flux Kustomization's `spec.postBuild.substitute` holds strings only: the Kustomization CRD
 * gives the map `additionalProperties: {type: string}` (fluxcd/kustomize-controller
 * config/crd/bases/kustomize.toolkit.fluxcd.io_kustomizations.yaml), so the API server refuses an
 * object with a number, a boolean, a list or a mapping there, and kustomize-controller never builds
 * its path. A null is pruned by the API server (a field not nullable), as if not set.
 *
 * A parent Kustomization's substitution can make such a value of a string written `"${X}"`:
 * kustomize-controller substitutes the YAML text of each object it builds and reads it back
 * (fluxcd/pkg kustomize/kustomize_varsub.go SubstituteVariables: res.AsYAML, envsubst.Eval,
 * yaml.YAMLToJSON), and kustomize writes `${X}` without its quotes, so a number it gives is read as
 * a number.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { isObject, obj } from '../core/fields.ts';
import type { Substituted } from './origin.ts';
import { viaName, type RenderVia } from './types.ts';

/** The `input/schema` errors of the values the API server refuses, at each value; none when all are strings. */
export function refusedSubstitutes(via: RenderVia): Diagnostic[] {
  const substitute = obj(obj(obj(via.doc.value)['spec'])['postBuild'])['substitute'];
  if (!isObject(substitute)) return [];
  const substituted = (via.doc as { substituted?: Substituted }).substituted;
  const out: Diagnostic[] = [];
  for (const [key, value] of Object.entries(substitute)) {
    if (typeof value === 'string' || value === null || value === undefined) continue;
    const at = ['spec', 'postBuild', 'substitute', key];
    const written = substituted === undefined ? undefined : obj(obj(obj(obj(substituted.written())['spec'])['postBuild'])['substitute'])[key];
    const field = `spec.postBuild.substitute.${key}`;
    const why =
      typeof written === 'string' && written.includes('$')
        ? `${field} is ${described(value)} once ${substituted?.by ?? 'a parent Kustomization'} substitutes its post-build variables into this object: Flux substitutes the object's YAML text, where ${JSON.stringify(written)} is written without quotes, and reads the result back as YAML`
        : `${field} is ${described(value)}, not a string (numbers and booleans must be quoted${typeof value === 'number' || typeof value === 'boolean' ? `: "${String(value)}"` : ''})`;
    out.push({
      ruleId: 'input/schema',
      severity: 'error',
      message: `${viaName(via)}: ${why}; the Kustomization CRD allows only strings there, so the API server refuses the object and Flux applies nothing of its path; none of its objects are simulated`,
      file: via.doc.file,
      range: via.doc.locate(at, 'value'),
      object: { kind: via.kind, namespace: via.namespace, name: via.name },
    });
  }
  return out;
}

function described(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  return Array.isArray(value) ? 'a list' : 'a mapping';
}
