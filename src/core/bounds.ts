/**
 * Bounds on what one run builds. Each is well above the largest real clusters (150,000 pods,
 * 5,000 nodes) and what the API server stores (a request body of at most 3 MiB), so only a
 * replica bomb or a hostile file crosses one; crossing one is an `input/too-large` finding at
 * the field and the run goes on with the rest. Config `bounds` overrides each.
 */
export interface Bounds {
  /** Pods one workload may make (`spec.replicas`, a Job's parallelism, an HPA's bound). */
  readonly podsPerWorkload: number;
  /** Pods in one run, workloads' and bare ones together, every cluster's. */
  readonly pods: number;
  /** Resize requests one run simulates, every scenario's and every cluster's together (engine/resize-bound.ts). */
  readonly resizes: number;
  /** Nodes one declared node pool makes (`nodePools[].count`). */
  readonly nodesPerPool: number;
  /** Objects read from one file: its documents and the items of its lists. */
  readonly documentsPerFile: number;
  /** Mappings and sequences nested inside one another in one object. */
  readonly nestingDepth: number;
  /** UTF-8 bytes of one string (a key or a value). */
  readonly scalarBytes: number;
}

export const DEFAULT_BOUNDS: Bounds = {
  podsPerWorkload: 150_000,
  pods: 300_000,
  resizes: 450_000,
  nodesPerPool: 15_000,
  documentsPerFile: 300_000,
  nestingDepth: 512,
  scalarBytes: 4 * 1024 * 1024,
};

/** What the clusters checked before one took of the bounds `pods` and `resizes`, which hold for a whole run. */
export interface BoundsSpent {
  readonly pods: number;
  readonly resizes: number;
}

/** ", N of them in the clusters before this one" when some are, for a bound's finding. */
export function spentBefore(n: number): string {
  return n === 0 ? '' : `, ${n} of them in the clusters checked before this one`;
}

/** The config key of a bound, for the findings that name it. */
export function boundSetting(name: keyof Bounds): string {
  return `bounds.${name}`;
}
