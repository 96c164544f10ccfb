/**
 * The clusters a repository registers with Argo CD: its Secrets labelled
 * `argocd.argoproj.io/secret-type: cluster` (argoproj/argo-cd common/common.go LabelKeySecretType,
 * LabelValueSecretTypeCluster), whose `name`, `server` and `project` keys the cluster generator
 * reads (applicationset/generators/cluster.go getClusterParameters: `cluster.Data[...]`, where the
 * API server has merged `stringData` over `data`). A Secret encrypted with SOPS holds none of them
 * in the clear: it is counted, not read.
 */
import { isObject, obj, str, stringMap } from '../core/fields.ts';
import type { LoadedDocument } from '../load/document.ts';

export const SECRET_TYPE_LABEL = 'argocd.argoproj.io/secret-type';

export interface ClusterSecret {
  /** The Secret's own namespace (default when it has none) and name. */
  readonly namespace: string;
  readonly secretName: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly annotations: Readonly<Record<string, string>>;
  /** Its keys `name`, `server`, `project` ("" when absent, as string(nil) is); undefined for a SOPS-encrypted one. */
  readonly data: { readonly name: string; readonly server: string; readonly project: string | undefined } | undefined;
}

/**
 * Each cluster Secret of `documents` once, in namespace and name order: of copies of one Secret
 * (identical ones are one object), the first by file and place in it, whatever the input's order.
 */
export function clusterSecrets(documents: readonly LoadedDocument[]): ClusterSecret[] {
  const byName = new Map<string, ClusterSecret>();
  for (const d of [...documents].sort(byPlace)) {
    const v = obj(d.value);
    if (v['kind'] !== 'Secret' || v['apiVersion'] !== 'v1') continue;
    const meta = obj(v['metadata']);
    const labels = stringMap(meta['labels']);
    if (labels[SECRET_TYPE_LABEL] !== 'cluster') continue;
    const secret: ClusterSecret = {
      namespace: str(meta['namespace']) || 'default',
      secretName: str(meta['name']) ?? '',
      labels,
      annotations: stringMap(meta['annotations']),
      data: encrypted(v) ? undefined : { name: key(v, 'name') ?? '', server: key(v, 'server') ?? '', project: key(v, 'project') },
    };
    const id = `${secret.namespace}/${secret.secretName}`;
    if (!byName.has(id)) byName.set(id, secret);
  }
  return [...byName.values()].sort((a, b) => compare(a.namespace, b.namespace) || compare(a.secretName, b.secretName));
}

/** A key of the Secret as the API server stores it: stringData's value, else data's decoded. */
function key(secret: Readonly<Record<string, unknown>>, k: string): string | undefined {
  const plain = str(obj(secret['stringData'])[k]);
  if (plain !== undefined) return plain;
  const encoded = str(obj(secret['data'])[k]);
  return encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf8');
}

/** SOPS: a `sops` block, or its ENC[…] values (values-from.ts valuesText reads them alike). */
function encrypted(secret: Readonly<Record<string, unknown>>): boolean {
  return (
    isObject(secret['sops']) || ['name', 'server'].some((k) => (str(obj(secret['stringData'])[k]) ?? str(obj(secret['data'])[k]) ?? '').startsWith('ENC['))
  );
}

function byPlace(a: LoadedDocument, b: LoadedDocument): number {
  if (a.file !== b.file) return compare(a.file, b.file);
  for (let i = 0; i < Math.min(a.order.length, b.order.length); i++) if (a.order[i] !== b.order[i]) return a.order[i]! - b.order[i]!;
  return a.order.length - b.order.length;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
