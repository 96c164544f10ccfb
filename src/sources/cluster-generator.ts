/**
 * The ApplicationSet `clusters` generator (argoproj/argo-cd applicationset/generators/cluster.go
 * ClusterGenerator.GenerateParams), over the clusters a repository can know: the cluster Secrets
 * of Argo CD's namespace it holds (cluster-secrets.ts; getSecretsByClusterName lists them with the
 * generator's `selector` and the secret-type label added, keyed by their `name`), then the cluster
 * Argo CD runs in, `in-cluster` at https://kubernetes.default.svc, added last unless the selector
 * names any label (a local cluster has no Secret, so no labels to match) or a listed Secret is
 * for that server (applicationset/utils/clusterUtils.go SecretsContainInClusterCredentials).
 * Each cluster's parameters (getClusterParameters): `name`, `nameNormalized`, `server`, `project`,
 * the Secret's labels and annotations (`metadata.labels.<k>`, or with goTemplate the map
 * `metadata`), then its `values` (value_interpolation.go appendTemplatedValues); with `flatList`
 * one parameter set whose `clusters` lists them all (paramHolder.consolidate).
 */
import type { JsonObject } from '../core/fields.ts';
import { SECRET_TYPE_LABEL, type ClusterSecret } from './cluster-secrets.ts';
import { appendTemplatedValues, type RenderWith } from './git-generator-values.ts';
import { sanitizeName } from './go-strings.ts';
import { isEmptySelector, matchesSelector } from '../model/labels.ts';
import { readLabelSelector } from './label-selector.ts';
import { IN_CLUSTER_NAME, IN_CLUSTER_SERVER } from './other-cluster.ts';

type Params = Readonly<Record<string, unknown>>;

/** The parameter sets `clusters` (the generator's body) makes from `secrets` (Argo CD's namespace's), or why Argo CD fails on it. */
export function clusterParams(
  clusters: JsonObject,
  secrets: readonly ClusterSecret[],
  goTemplate: boolean,
  render: RenderWith,
): { params: Params[] } | { why: string } {
  const read = readLabelSelector(clusters['selector']);
  if ('why' in read) return { why: `its clusters generator's selector: ${read.why}` };
  const ignoreLocalClusters = !isEmptySelector(read.selector);
  // metav1.AddLabelToSelector sets the secret-type label over any the selector gives it.
  const selector = { ...read.selector, matchLabels: { ...read.selector.matchLabels, [SECRET_TYPE_LABEL]: 'cluster' } };
  // Keyed by the cluster's name: of two Secrets naming one cluster, the later listed.
  const byName = new Map<string, ClusterSecret>();
  for (const s of secrets) if (s.data !== undefined && matchesSelector(selector, s.labels)) byName.set(s.data.name, s);
  const matched = [...byName.values()].sort((a, b) => compare(a.data!.name, b.data!.name));
  const params: Params[] = [];
  for (const s of matched) {
    const withValues = appendTemplatedValues(clusters['values'], secretParams(s, goTemplate), goTemplate, render, 'clusters');
    if ('why' in withValues) return withValues;
    params.push(withValues.params);
  }
  if (!ignoreLocalClusters && !matched.some((s) => s.data!.server === IN_CLUSTER_SERVER)) {
    const local = { name: IN_CLUSTER_NAME, nameNormalized: IN_CLUSTER_NAME, server: IN_CLUSTER_SERVER, project: '' };
    const withValues = appendTemplatedValues(clusters['values'], local, goTemplate, render, 'clusters');
    if ('why' in withValues) return withValues;
    params.push(withValues.params);
  }
  return { params: clusters['flatList'] === true ? [{ clusters: params }] : params };
}

/** getClusterParameters: one Secret's parameters. */
function secretParams(s: ClusterSecret, goTemplate: boolean): Params {
  const data = s.data!;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  out['name'] = data.name;
  out['nameNormalized'] = sanitizeName(data.name);
  out['server'] = data.server;
  out['project'] = data.project ?? '';
  if (goTemplate) {
    const meta: Record<string, unknown> = {};
    if (Object.keys(s.annotations).length > 0) meta['annotations'] = { ...s.annotations };
    if (Object.keys(s.labels).length > 0) meta['labels'] = { ...s.labels };
    out['metadata'] = meta;
    return out;
  }
  for (const [k, v] of Object.entries(s.annotations)) out[`metadata.annotations.${k}`] = v;
  for (const [k, v] of Object.entries(s.labels)) out[`metadata.labels.${k}`] = v;
  return out;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
