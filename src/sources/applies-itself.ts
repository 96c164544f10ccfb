/**
 * An Argo CD root that applies itself: a chart (or any root) installed once by hand whose own
 * objects hold an Application, or an ApplicationSet that makes one, rendering that very folder.
 * Its namespace may come from the render (`{{ .Release.Namespace }}`): read on its own, the root
 * is rendered in namespace default, and Argo CD renders it again in the destination namespace, so
 * the object asking for the render and the one the render makes differ in namespace only.
 *
 * Argo CD reconciles an Application only in its own namespace or one its application.namespaces
 * lets in (argoproj/argo-cd controller/appcontroller.go canProcessApp, isAppNamespaceAllowed):
 * the Application Argo CD sees is the one the root was installed with, the one its render makes
 * again; the sync then applies that render onto the objects the install made, one set of them
 * (argo-cd gitops-engine/pkg/sync/sync_context.go applyObject applies each object by its name). So the render the
 * Application asks for is the install, and the root is not rendered a second time on its own.
 */
import type { LoadedDocument } from '../load/document.ts';
import { isGitopsObject } from './gitops.ts';

const ARGO_GROUP = 'argoproj.io/';

/**
 * Whether `output`, the render `asking` (read from the root's own render) asks for of the root's
 * folder, makes `asking` again: an Argo CD object of the same kind and name, whatever namespace
 * the render gave it.
 */
export function appliesItself(asking: LoadedDocument, output: readonly LoadedDocument[]): boolean {
  const own = argoObject(asking.value);
  if (own === undefined) return false;
  return output.some((d) => {
    if (!isGitopsObject(d.value)) return false;
    const made = argoObject(d.value);
    return made !== undefined && made.kind === own.kind && made.name === own.name;
  });
}

function argoObject(value: unknown): { kind: string; name: string } | undefined {
  const v = value as { apiVersion?: unknown; kind?: unknown; metadata?: { name?: unknown } };
  if (typeof v.apiVersion !== 'string' || !v.apiVersion.startsWith(ARGO_GROUP)) return undefined;
  if (typeof v.kind !== 'string' || typeof v.metadata?.name !== 'string') return undefined;
  return { kind: v.kind, name: v.metadata.name };
}
