/**
 * A namespace given at apply time (Argo CD's destination.namespace, `kubectl apply -n`):
 * namespaced objects without one get it.
 */
import { CLUSTER_SCOPED_KINDS } from '../core/cluster-scoped.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sets `metadata.namespace` on a namespaced object that has none (in place: rendered values are fresh). */
export function defaultNamespace(value: unknown, namespace: string): void {
  if (!isObj(value) || typeof value['kind'] !== 'string' || CLUSTER_SCOPED_KINDS.has(value['kind'])) return;
  if (!isObj(value['metadata'])) value['metadata'] = {};
  const metadata = value['metadata'] as Obj;
  if (typeof metadata['namespace'] !== 'string' || metadata['namespace'] === '') metadata['namespace'] = namespace;
}
