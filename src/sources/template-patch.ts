/**
 * An ApplicationSet's `templatePatch` over one generated Application (argo-cd
 * applicationset/controllers/template/patch.go applyTemplatePatch): the rendered patch read as
 * sigs.k8s.io/yaml reads YAML (utils ConvertYAMLToJSON; read-values.ts), merged with StrategicMergePatch over the Application. Application's fields declare no merge
 * keys, so that merge is JSON merge patch's: maps merged key by key, a null deletes, anything else
 * (a list too) replaces. `spec.project` is kept as the template made it.
 */
import { isObject, obj } from '../core/fields.ts';
import { unmarshalYaml } from '../load/read-values.ts';

/** `app` with the rendered `patch` merged over it, or why the patch cannot be applied here. */
export function applyTemplatePatch(app: Readonly<Record<string, unknown>>, patch: string): { app: Readonly<Record<string, unknown>> } | { why: string } {
  let value: unknown;
  try {
    value = unmarshalYaml(patch);
  } catch {
    return { why: 'its templatePatch does not render to YAML, which Argo CD refuses' };
  }
  if (value === null || value === undefined) return { app };
  if (!isObject(value)) return { why: 'its templatePatch does not render to an object, which Argo CD refuses' };
  if (hasDirective(value)) return { why: "its templatePatch's strategic merge directives ($patch, $retainKeys…) are not evaluated" };
  const merged = mergePatch(app, value);
  const project = obj(app['spec'])['project'];
  const spec = Object.entries(obj(merged['spec'])).filter(([k]) => k !== 'project');
  return { app: { ...merged, spec: Object.fromEntries(project === undefined ? spec : [...spec, ['project', project]]) } };
}

function hasDirective(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasDirective);
  return isObject(value) && Object.entries(value).some(([k, v]) => k.startsWith('$') || hasDirective(v));
}

/** RFC 7386 merge: a map merged key by key, null deleting a key; anything else replaces. */
function mergePatch(base: Readonly<Record<string, unknown>>, patch: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out = new Map(Object.entries(base));
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) out.delete(k);
    else out.set(k, isObject(v) ? mergePatch(obj(out.get(k)), v) : v);
  }
  return Object.fromEntries(out);
}
