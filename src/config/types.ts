/** The shape of .resizeguard.yaml (schemas/config.schema.json), after validation. */
import type { Bounds } from '../core/bounds.ts';

export type SeveritySetting = 'error' | 'warning' | 'info' | 'off';

export interface WorkloadSelector {
  readonly namespaces?: readonly string[];
  readonly kinds?: readonly string[];
  readonly names?: readonly string[];
  readonly labels?: Readonly<Record<string, string>>;
}

export interface IgnoreEntry {
  readonly rules?: readonly string[];
  readonly paths?: readonly string[];
  readonly kinds?: readonly string[];
  readonly namespaces?: readonly string[];
  readonly names?: readonly string[];
  readonly reason: string;
}

export interface Budgets {
  readonly maxVictimsPerResize?: number;
  readonly maxEvictedFraction?: number;
  readonly maxLatencySeconds?: number;
  readonly maxGracePeriodSeconds?: number;
}

export interface NodePool {
  readonly name: string;
  readonly count: number;
  readonly allocatable: Readonly<Record<string, string | number>>;
  readonly labels?: Readonly<Record<string, string>>;
  readonly taints?: readonly { readonly key: string; readonly value?: string; readonly effect: string }[];
  readonly podPreemptionPolicy?: { readonly disableResizePreemption?: readonly string[] };
}

export interface ClusterConfig {
  readonly name: string;
  /** Relative to the config file. */
  readonly paths: readonly string[];
  readonly nodePools?: readonly NodePool[];
  readonly featureGates?: Readonly<Record<string, boolean>>;
}

export interface ChartConfig {
  readonly path: string;
  readonly releaseName?: string;
  readonly namespace?: string;
  readonly valuesFiles?: readonly string[];
  readonly values?: Readonly<Record<string, unknown>>;
}

export interface Config {
  readonly paths?: readonly string[];
  readonly featureGates?: Readonly<Record<string, boolean>>;
  readonly kubernetesVersion?: string;
  readonly failOn?: 'error' | 'warning' | 'none';
  readonly placement?: 'spread' | 'binpack';
  readonly podCountQuirk?: boolean;
  readonly scenarios?: { readonly vpaMax?: boolean; readonly limits?: boolean; readonly hpaMax?: boolean };
  readonly kubelet?: {
    readonly cpuManagerPolicy?: 'none' | 'static';
    readonly memoryManagerPolicy?: 'None' | 'Static';
    readonly swapBehavior?: 'NoSwap' | 'LimitedSwap';
  };
  /** The simulation's time 0, an RFC 3339 time (schema format date-time). */
  readonly now?: string;
  readonly nodePools?: readonly NodePool[];
  /** Globs relative to the config file: never read. */
  readonly exclude?: readonly string[];
  readonly clusters?: readonly ClusterConfig[];
  readonly renderers?: { readonly kustomize?: string; readonly kubectl?: string; readonly helm?: string; readonly timeoutSeconds?: number };
  readonly charts?: readonly ChartConfig[];
  /** Simulate Helm hooks and tests (`helm.sh/hook`) and Argo CD hooks (`argocd.argoproj.io/hook`) as running pods; default false. */
  readonly helmHooks?: boolean;
  readonly protect?: readonly WorkloadSelector[];
  readonly budgets?: Budgets;
  readonly bounds?: Partial<Bounds>;
  readonly rules?: Readonly<Record<string, SeveritySetting>>;
  readonly overrides?: readonly { readonly files: readonly string[]; readonly rules: Readonly<Record<string, SeveritySetting>> }[];
  readonly ignore?: readonly IgnoreEntry[];
}

/** Policy the rules and the suppression step read (config with defaults applied). */
export interface Policy {
  readonly protect: readonly WorkloadSelector[];
  readonly budgets: Required<Budgets>;
  readonly rules: Readonly<Record<string, SeveritySetting>>;
  readonly overrides: readonly { readonly files: readonly string[]; readonly rules: Readonly<Record<string, SeveritySetting>> }[];
  readonly ignore: readonly IgnoreEntry[];
  /** Honour resizeguard.dev/ignore annotations (off with --no-inline-ignore). */
  readonly inlineIgnore: boolean;
}

export const DEFAULT_BUDGETS: Required<Budgets> = {
  maxVictimsPerResize: Number.POSITIVE_INFINITY,
  maxEvictedFraction: 1,
  maxLatencySeconds: 120,
  maxGracePeriodSeconds: 60,
};

export function policyFrom(config: Config, inlineIgnore = true): Policy {
  return {
    protect: config.protect ?? [],
    budgets: { ...DEFAULT_BUDGETS, ...config.budgets },
    rules: config.rules ?? {},
    overrides: config.overrides ?? [],
    ignore: config.ignore ?? [],
    inlineIgnore,
  };
}
