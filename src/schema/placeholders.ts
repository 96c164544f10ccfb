/**
 * Placeholders that make an object a template, not a manifest: `{{ … }}` (a mustache or sed
 * template the repository fills in before applying), `${var}` (Flux's post-build substitution,
 * envsubst), envsubst's `$var`, a template engine's `${a.b}` and a template repository's `<NAME>`. Left in a name or namespace, the API server refuses the object
 * (apimachinery validation: a DNS-1123 subdomain or label), so it never exists.
 */
import { valueAt } from '../core/fields.ts';

export const PLACEHOLDERS: readonly (readonly [RegExp, string])[] = [
  [/\{\{.*\}\}/, 'a {{ … }} placeholder'],
  [/\$\{[_A-Za-z][_A-Za-z0-9]*(?::?[=-][^}]*)?\}/, 'a ${…} variable, as Flux post-build substitution and envsubst fill in'],
  // envsubst also fills in `$VAR` without braces; no name, namespace or value the schema takes holds one.
  [/\$[_A-Za-z][_A-Za-z0-9]*/, 'a $VAR variable, as envsubst fills in'],
  // A dotted interpolation (`${config.application.namespace}`), as FreeMarker and Terraform fill in.
  [/\$\{[_A-Za-z][_A-Za-z0-9]*(?:\.[_A-Za-z0-9]+)+\}/, 'a ${…} interpolation, as a template engine fills in'],
  // A template repository's `<CLUSTER_NAME>`, which its setup replaces (kubefirst/gitops-template).
  [/<[A-Z][A-Z0-9_]*>/, 'a <NAME> placeholder, as a template repository has replaced when it is set up'],
];

/** A character every placeholder above holds: most names hold none, and are answered by one scan. */
const PLACEHOLDER_CHARACTER = /[{$<]/;

/** What placeholder `text` holds, described, or undefined. */
export function placeholderIn(text: string): string | undefined {
  if (!PLACEHOLDER_CHARACTER.test(text)) return undefined;
  return PLACEHOLDERS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Whether an object's metadata.name or metadata.namespace holds a placeholder: a template, left out (registry.ts). */
export function hasTemplatedName(value: unknown): boolean {
  return [valueAt(value, ['metadata', 'name']), valueAt(value, ['metadata', 'namespace'])].some(
    (text) => typeof text === 'string' && placeholderIn(text) !== undefined,
  );
}
