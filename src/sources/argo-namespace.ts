/**
 * An Argo CD Application or ApplicationSet read twice from one file: once with the namespace an
 * overlay gives it (`namespace: argocd` in the kustomization that lists it), once with none, from
 * a root that lists it too and that nothing applies, rendered on its own (read as `default`).
 *
 * Argo CD reconciles an Application or ApplicationSet only in its own namespace or one its
 * `application.namespaces` / `applicationsetcontroller.namespaces` lets in (argoproj/argo-cd
 * applicationset/controllers/applicationset_controller.go ignoreNotAllowedNamespaces,
 * applicationset/utils/utils.go IsNamespaceAllowed; controller/appcontroller.go canProcessApp):
 * the copy the overlay puts in a namespace of its own is the object Argo CD reads, and the copy
 * with none is the same object applied without its overlay, not a second one in `default`, which
 * Argo CD would leave alone. Asking for its renders too would give each of its findings twice.
 */
import { obj, str } from '../core/fields.ts';
import type { LoadedDocument } from '../load/document.ts';
import type { RenderVia } from './types.ts';

/** The copies among `docs` (GitOps objects) that stand for a twin with a namespace of its own: to be left out. */
export function namespacelessTwins(docs: readonly LoadedDocument[], madeBy: (doc: LoadedDocument) => readonly RenderVia[]): Set<LoadedDocument> {
  const placed = new Set<string>();
  for (const d of docs) if (isArgo(d) && namespaceOf(d) !== undefined) placed.add(twinKey(d));
  const out = new Set<LoadedDocument>();
  for (const d of docs) if (isArgo(d) && namespaceOf(d) === undefined && madeBy(d).length === 0 && placed.has(twinKey(d))) out.add(d);
  return out;
}

function isArgo(d: LoadedDocument): boolean {
  const v = obj(d.value);
  return (str(v['apiVersion']) ?? '').startsWith('argoproj.io/') && (v['kind'] === 'Application' || v['kind'] === 'ApplicationSet');
}

function namespaceOf(d: LoadedDocument): string | undefined {
  return str(obj(obj(d.value)['metadata'])['namespace']) || undefined;
}

/** One object of one file: its kind and name, and the file it was written in. */
function twinKey(d: LoadedDocument): string {
  const v = obj(d.value);
  return `${String(v['kind'])}\0${str(obj(v['metadata'])['name']) ?? ''}\0${d.file}`;
}
