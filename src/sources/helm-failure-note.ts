/**
 * What a failed `helm template` means for the repository, and so how loud its finding is: a
 * chart whose dependencies are not vendored, one that asks for values an install gives it, one
 * that stops on what `lookup` returns where the install answers it from the cluster (warnings:
 * the repository is not at fault), or the chart's own mistake (an error).
 *
 * Upstream: helm pkg/engine lookup_func.go (`helm template` has no client: `lookup` returns an
 * empty map); fluxcd/helm-controller installs with action.Install and a live client; Argo CD's
 * repo server renders with `helm template` (reposerver/repository/repository.go helmTemplate).
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { RenderRequest } from './types.ts';

/** helm's refusal of a chart whose dependencies are not in its charts/ folder. */
export const MISSING_DEPENDENCY = /missing in charts\/ directory|dependencies.*(not|missing)/i;

/** The note after helm's message, and the finding's severity; `template` is the failing template's text, if known. */
export function helmFailureNote(
  request: RenderRequest,
  error: string,
  template: string | undefined,
  display: (absolute: string) => string,
): { readonly note: string; readonly severity: Diagnostic['severity'] } {
  if (MISSING_DEPENDENCY.test(error)) return { note: ' (run `helm dependency build` and commit charts/, or vendor the dependencies)', severity: 'warning' };
  if (installedLive(request) && stoppedAtLookup(error, template)) {
    const installer = request.via === undefined ? 'an install' : "helm-controller's install";
    return {
      note: ` (the template calls \`lookup\`, which ${installer} answers from the cluster and \`helm template\` answers with nothing)`,
      severity: 'warning',
    };
  }
  // Rendered on its own, a chart that stops where it asks for a value (`required`, `fail`, its
  // values schema) wants values an install gives it: the repository is not at fault.
  const wantsValues = request.via === undefined && /execution error at|values don't meet the specifications of the schema/.test(error);
  return { note: valuesHint(request, error, display), severity: wantsValues ? 'warning' : 'error' };
}

/**
 * Whether the chart is installed against a live cluster, whose objects `lookup` returns: by
 * helm-controller for a HelmRelease (its install runs Helm's action.Install with a live client),
 * or by whoever installs a chart rendered on its own. Argo CD renders with `helm template`, where
 * `lookup` returns an empty map (helm pkg/engine lookup_func.go without a client), as it does here.
 */
function installedLive(request: RenderRequest): boolean {
  return request.via === undefined || request.via.kind === 'HelmRelease';
}

/**
 * Helm stopped while executing an action that calls `lookup`, or a template that calls it (a
 * value it keeps in a variable). A parse error stops it before any action runs: no `lookup`
 * answer could have caused it.
 */
function stoppedAtLookup(error: string, template: string | undefined): boolean {
  if (!/executing "|error calling |execution error at/.test(error) || /parse error at|YAML parse error/.test(error)) return false;
  const lookup = /\blookup\s+["(.$]/;
  const action = /at <([^\n]*)>:/.exec(error)?.[1];
  return (action !== undefined && lookup.test(action)) || (template !== undefined && lookup.test(template));
}

/**
 * A chart rendered on its own that stopped on a value (`required`, `fail`, a nil map in
 * `.Values`, a value its values.schema.json requires, a missing value handed to a function that
 * wants a string: text/template's "wrong type for value; … got interface {}", or "invalid value;
 * expected string" from its call of a function with nil): where to give it values. A HelmRelease
 * or Application gives its own.
 */
function valuesHint(request: RenderRequest, error: string, display: (absolute: string) => string): string {
  if (
    request.via !== undefined ||
    !/execution error at|nil pointer evaluating|map has no entry for key|values don't meet the specifications of the schema|got interface \{\}|invalid value; expected/.test(
      error,
    )
  )
    return '';
  return ` (if the chart needs values to render, give them in .resizeguard.yaml: \`charts: [{path: ${display(request.dir)}, values: {…}}]\` or \`valuesFiles\`)`;
}
