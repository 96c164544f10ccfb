/** What a check run is asked to do, however it is asked (the CLI's flags, the Action's inputs). */
import type { FormatName } from '../report/registry.ts';

export const FORMATS: readonly FormatName[] = ['text', 'json', 'sarif', 'markdown', 'github', 'junit'];
export const FAIL_ON = ['error', 'warning', 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];
export const PLACEMENTS = ['spread', 'binpack'] as const;
export const EXTRA_SCENARIOS = ['limits', 'vpa-max', 'hpa-max'] as const;

/** What the command line says; anything unset is left to the config file, then to defaults. */
export interface CheckFlags {
  readonly paths: readonly string[];
  /** Pairs: the i-th --format goes to the i-th --output (stdout when there is none). */
  readonly outputs: readonly { readonly format: FormatName; readonly file: string | undefined }[];
  readonly config: string | undefined;
  readonly featureGates: string | undefined;
  readonly failOn: FailOn | undefined;
  readonly placement: (typeof PLACEMENTS)[number] | undefined;
  readonly scenarios: readonly (typeof EXTRA_SCENARIOS)[number][];
  readonly inlineIgnore: boolean;
  readonly baseline: string | undefined;
  readonly writeBaseline: string | undefined;
  readonly explain: string | undefined;
  readonly base: string | undefined;
  /** The base revision's manifests in a file (rendered output), instead of a git ref. */
  readonly baseFile?: string | undefined;
  /** Text: every resize, placement and finding (default: grouped by workload, the findings capped). */
  readonly verbose?: boolean;
  /** A live cluster's snapshot (kubectl get -o json|yaml; "-" for stdin) as the base. */
  readonly cluster?: string | undefined;
  /** Progress on standard error, where the front end shows it (default true; --no-progress: false). */
  readonly progress?: boolean;
}
