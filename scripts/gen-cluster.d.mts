export interface GeneratedStats {
  readonly pods: number;
  readonly nodes: number;
  readonly generalNodes: number;
  readonly reservedNodes: number;
  readonly workloads: number;
  readonly resizeTargets: number;
  readonly resizes: number;
}

export declare const DEFAULT_PODS: number;
export declare function generateCluster(options?: { pods?: number }): { files: { path: string; text: string }[]; stats: GeneratedStats };
export declare function writeCluster(dir: string, options?: { pods?: number }): { files: string[]; stats: GeneratedStats };
