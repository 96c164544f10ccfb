/**
 * Which Nodes belong to a live cluster: a `kubectl get nodes -o json` Node has a `metadata.uid`
 * (the API server sets it), a Node manifest a repository writes for the simulation has none. The
 * config's node pools stand beside a repository's Node manifests, never beside a live cluster's
 * Nodes (a snapshot piped in or given as `--base-file`), where they would be nodes the cluster lacks.
 */
import { obj } from '../core/fields.ts';
import { kubernetesIdentity, type LoadedDocument } from '../load/index.ts';

export function isLiveNode(doc: LoadedDocument): boolean {
  return kubernetesIdentity(doc)?.kind === 'Node' && typeof obj(obj(doc.value)['metadata'])['uid'] === 'string';
}
