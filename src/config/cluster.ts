/**
 * Cluster declarations for repositories without Node objects: node pools from .resizeguard.yaml
 * become Node documents (positions point at the pool entry), and a kind `Cluster` config
 * (kind.x-k8s.io) gives the cluster's feature gates.
 */
import { boundSetting } from '../core/bounds.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { LoadedDocument } from '../load/document.ts';
import { obj, str } from '../core/fields.ts';
import type { NodePool } from './types.ts';

/** Labels every kubelet sets on its Node (kubelet_node_status.go initialNode): os and arch, overridable per pool. */
const WELL_KNOWN_LABELS: Readonly<Record<string, string>> = { 'kubernetes.io/os': 'linux', 'kubernetes.io/arch': 'amd64' };

/**
 * Node documents for every pool: `<pool>-<i>` for i in 0..count-1. A count over `maxNodes`
 * (bounds.nodesPerPool) is an error at it, and the pool makes `maxNodes` nodes.
 */
export function nodePoolDocuments(
  pools: readonly NodePool[],
  configDoc: LoadedDocument,
  at: readonly (string | number)[],
  maxNodes: number,
): { documents: LoadedDocument[]; diagnostics: Diagnostic[] } {
  const out: LoadedDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  pools.forEach((pool, p) => {
    if (pool.count > maxNodes) {
      const message = `node pool ${JSON.stringify(pool.name)} declares ${pool.count} nodes, more than the ${maxNodes} one pool may make here (${boundSetting('nodesPerPool')}); only ${pool.name}-0 to ${pool.name}-${maxNodes - 1} are simulated`;
      diagnostics.push({ ruleId: 'input/too-large', severity: 'error', message, file: configDoc.file, range: configDoc.locate([...at, p, 'count']) });
    }
    for (let i = 0; i < Math.min(pool.count, maxNodes); i++) {
      const name = `${pool.name}-${i}`;
      out.push({
        file: configDoc.file,
        order: [...configDoc.order, p, i],
        value: {
          apiVersion: 'v1',
          kind: 'Node',
          metadata: { name, labels: { ...WELL_KNOWN_LABELS, ...pool.labels, 'kubernetes.io/hostname': name, 'resizeguard.dev/pool': pool.name } },
          spec: { ...(pool.taints ? { taints: pool.taints } : {}), ...(pool.podPreemptionPolicy ? { podPreemptionPolicy: pool.podPreemptionPolicy } : {}) },
          status: { allocatable: { pods: '110', ...pool.allocatable } },
        },
        locate: (path) => {
          const [head, ...rest] = path;
          const field =
            head === 'status'
              ? 'allocatable'
              : head === 'spec'
                ? rest[0] === 'taints'
                  ? 'taints'
                  : 'podPreemptionPolicy'
                : head === 'metadata'
                  ? 'labels'
                  : undefined;
          return configDoc.locate(field === undefined ? [...at, p] : [...at, p, field]);
        },
      });
    }
  });
  return { documents: out, diagnostics };
}

/** featureGates of kind Cluster configs (apiVersion kind.x-k8s.io/*), in input order. */
export function kindClusterGates(documents: readonly LoadedDocument[]): Record<string, boolean> {
  const gates: Record<string, boolean> = {};
  for (const d of documents) {
    const v = obj(d.value);
    if (v['kind'] !== 'Cluster' || !(str(v['apiVersion']) ?? '').startsWith('kind.x-k8s.io/')) continue;
    for (const [k, g] of Object.entries(obj(v['featureGates']))) if (typeof g === 'boolean') gates[k] = g;
  }
  return gates;
}
