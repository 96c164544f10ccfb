/**
 * A git or clusters generator's `values` (Argo CD applicationset/generators/value_interpolation.go
 * appendTemplatedValues, which git.go and cluster.go share): each value is a template rendered with the generator's own parameters
 * (a value's render sees the path parameters, never another value), then added to them: as
 * `values.<key>` for fasttemplate, under the map `values` with goTemplate (replacing a parameter
 * file's own `values` key, as maps.Copy does).
 */
import { isObject } from '../core/fields.ts';

type Params = Readonly<Record<string, unknown>>;

/** How a template string renders with `params`: its text, or why it cannot be known here. */
export type RenderWith = (text: string, params: Params) => { readonly text: string } | { readonly why: string };

/** `params` with `values` rendered and added, or why not; `generator`: its kind, for the reason. */
export function appendTemplatedValues(
  values: unknown,
  params: Params,
  goTemplate: boolean,
  render: RenderWith,
  generator = 'git',
): { params: Params } | { why: string } {
  if (values === undefined || values === null) return { params };
  // Git.Values and Clusters.Values are map[string]string: the API refuses anything else.
  if (!isObject(values)) return { why: `its ${generator} generator's values is not a map of strings, which the API refuses` };
  // No prototype: a key named __proto__ is a value like any other.
  const rendered: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') return { why: `its ${generator} generator's value ${JSON.stringify(key)} is not a string, which the API refuses` };
    const done = render(value, params);
    if ('why' in done) return { why: `its ${generator} generator's value ${JSON.stringify(key)} is not evaluated here${done.why}` };
    rendered[key] = done.text;
  }
  // An empty map adds nothing: no `values` map with goTemplate either (tmp stays empty).
  if (Object.keys(rendered).length === 0) return { params };
  if (goTemplate) return { params: { ...params, values: rendered } };
  const out: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, params);
  for (const [key, text] of Object.entries(rendered)) out[`values.${key}`] = text;
  return { params: out };
}
