/**
 * Which Nodes belong to a live cluster: a `kubectl get nodes -o json` Node has a `metadata.uid`
 * (the API server sets it), a Node manifest a repository writes for the simulation has none. The
 * config's node pools stand beside a repository's Node manifests, never beside a live cluster's
 * Nodes (a snapshot piped in or given as `--base-file`), where they would be nodes the cluster lacks.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { obj } from '../core/fields.ts';
import type { PathSegment } from '../load/document.ts';
import { kubernetesIdentity, type LoadedDocument } from '../load/index.ts';

export function isLiveNode(doc: LoadedDocument): boolean {
  return kubernetesIdentity(doc)?.kind === 'Node' && typeof obj(obj(doc.value)['metadata'])['uid'] === 'string';
}

/** config/not-used at the node pools (`at` in the config document) left out beside `node`, a live cluster's Node. */
export function poolsBesideLiveNodes(config: LoadedDocument, at: readonly PathSegment[], node: LoadedDocument): Diagnostic {
  const name = kubernetesIdentity(node)?.name ?? '';
  return {
    ruleId: 'config/not-used',
    severity: 'warning',
    message: `configuration ${at.join('.').replace(/\.(\d+)\./g, '[$1].')} is not used: the input holds a live cluster's Nodes (Node ${JSON.stringify(name)} in ${node.file} has a metadata.uid), which the simulation runs on alone`,
    file: config.file,
    range: config.locate(at, 'key'),
  };
}
