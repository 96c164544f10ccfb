/**
 * The Action's inputs (action.yml), validated, and the CheckFlags they make. A bad value is a
 * UsageError naming the input, so the step fails with that message (exit-code-2 class).
 */
import { UsageError } from '../core/errors.ts';
import type { CheckFlags, FailOn } from '../run/flags.ts';
import { FAIL_ON, FORMATS } from '../run/flags.ts';
import type { FormatName } from '../report/registry.ts';

export const COMMENT_MODES = ['off', 'on', 'update'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export interface ActionInputs {
  /** Empty: the config file's `paths`, else "." (as the CLI without PATH arguments). */
  readonly paths: readonly string[];
  readonly config: string | undefined;
  /** The format printed to the step's log. */
  readonly format: FormatName;
  /** Empty: the config file's `failOn`, else "error". */
  readonly failOn: FailOn | undefined;
  readonly featureGates: string | undefined;
  /** The `base` input as given; undefined when empty (the event's base commit may fill it in). */
  readonly base: string | undefined;
  /** The `cluster` input: a live snapshot file, the base instead of a commit. */
  readonly cluster: string | undefined;
  /** The `baseline` input: findings recorded there do not fail the step. */
  readonly baseline: string | undefined;
  readonly sarifFile: string | undefined;
  readonly comment: CommentMode;
  readonly token: string;
}

/** The part of @actions/core that reads inputs. */
export interface InputReader {
  getInput(name: string, options?: { required?: boolean; trimWhitespace?: boolean }): string;
}

/**
 * One path per line when the input has several lines (so a path may contain spaces); otherwise
 * separated by white space. Blank entries are dropped.
 */
export function splitPaths(input: string): string[] {
  const parts = /[\r\n]/.test(input) ? input.split(/\r?\n|\r/) : input.split(/\s+/);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function optional(value: string): string | undefined {
  return value === '' ? undefined : value;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T | undefined {
  if (value === '') return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`input "${name}": ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
}

export function readInputs(core: InputReader): ActionInputs {
  const get = (name: string): string => core.getInput(name).trim();
  return {
    paths: splitPaths(core.getInput('paths')),
    config: optional(get('config')),
    format: oneOf('format', get('format'), FORMATS) ?? 'text',
    failOn: oneOf('fail-on', get('fail-on'), FAIL_ON),
    featureGates: optional(get('feature-gates')),
    base: optional(get('base')),
    cluster: optional(get('cluster')),
    baseline: optional(get('baseline')),
    sarifFile: optional(get('sarif-file')),
    comment: oneOf('comment', get('comment'), COMMENT_MODES) ?? 'off',
    token: get('token'),
  };
}

/** The check the Action runs: the log format to standard output (the Action writes its other reports itself). */
export function checkFlags(inputs: ActionInputs, base: string | undefined): CheckFlags {
  return {
    paths: inputs.paths,
    outputs: [{ format: inputs.format, file: undefined }],
    config: inputs.config,
    featureGates: inputs.featureGates,
    failOn: inputs.failOn,
    placement: undefined,
    scenarios: [],
    inlineIgnore: true,
    baseline: inputs.baseline,
    writeBaseline: undefined,
    explain: undefined,
    base,
    cluster: inputs.cluster,
  };
}
