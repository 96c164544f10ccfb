/**
 * kustomize's load restrictor: by default a root may read no file outside its own folder
 * (api/internal/loader/fileloader.go, "security; file '…' is not in or below '…'").
 * kustomize-controller builds every root with LoadRestrictionsNone (fluxcd/pkg kustomize), and
 * Argo CD does when its kustomize.buildOptions say so: a root that reads a shared patch from
 * beside it is valid there. Rendered on its own, such a root is built as they build it, and
 * said once: `kubectl apply -k` refuses it.
 */

/** kustomize's refusal of a file outside the root. */
const OUTSIDE_ROOT = /security; file '?([^'\s]+?)'? is not in or below/;

/** The file a failed build refused for lying outside its root, if that is why it failed. */
export function refusedOutsideRoot(error: string): string | undefined {
  return OUTSIDE_ROOT.exec(error)?.[1];
}

/** What is said of a root built with LoadRestrictionsNone because it reads `file` from outside its folder. */
export function outsideRootMessage(root: string, file: string): string {
  return `Kustomize root ${JSON.stringify(root)} reads ${JSON.stringify(file)} from outside its folder, which \`kustomize build\` and \`kubectl apply -k\` refuse (the load restrictor); it is rendered as kustomize-controller builds every root, with --load-restrictor LoadRestrictionsNone, as Argo CD does when its kustomize.buildOptions say so`;
}
