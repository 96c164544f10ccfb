/**
 * The Action's inputs (action.yml), validated, and the CheckFlags they make. A bad value is a
 * UsageError naming the input, so the step fails with that message (exit-code-2 class).
 */
// The CLI's own flag parser, so `args` takes exactly the flags `resizeguard check` does.
import { parseCommandLine } from '../run/command-line.ts';
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
  /** The `args` input's flags that have no input of their own; absent when it is empty. */
  readonly args?: ArgsFlags;
}

/** What `args` can set besides the dedicated inputs' flags. */
export type ArgsFlags = Pick<CheckFlags, 'placement' | 'scenarios' | 'inlineIgnore' | 'writeBaseline' | 'explain' | 'baseFile' | 'verbose'>;

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
  const inputs: ActionInputs = {
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
  const words = splitArgs(core.getInput('args'));
  return words.length === 0 ? inputs : withArgs(inputs, words);
}

/** The check the Action runs: the log format to standard output (the Action writes its other reports itself). */
export function checkFlags(inputs: ActionInputs, base: string | undefined): CheckFlags {
  return {
    paths: inputs.paths,
    outputs: [{ format: inputs.format, file: undefined }],
    config: inputs.config,
    featureGates: inputs.featureGates,
    failOn: inputs.failOn,
    placement: inputs.args?.placement,
    scenarios: inputs.args?.scenarios ?? [],
    inlineIgnore: inputs.args?.inlineIgnore ?? true,
    baseline: inputs.baseline,
    writeBaseline: inputs.args?.writeBaseline,
    explain: inputs.args?.explain,
    base,
    baseFile: inputs.args?.baseFile,
    verbose: inputs.args?.verbose ?? false,
    cluster: inputs.cluster,
  };
}

/** Whether the inputs name a file as the base (a cluster snapshot, `--base-file`): then the event's base commit is not used. */
export function baseFromFile(inputs: ActionInputs): boolean {
  return inputs.cluster !== undefined || inputs.args?.baseFile !== undefined;
}

// ---- The `args` input: `resizeguard check` flags, parsed by the CLI's own parser ----

const ARGS = 'input "args"';

interface Scanned {
  readonly text: string;
  /** Index just past what was read. */
  readonly next: number;
}

function unclosed(quote: string, at: number): UsageError {
  return new UsageError(`${ARGS}: the ${quote} at character ${at + 1} is never closed`);
}

/** '…' from the opening quote at `start`: every character as it is. */
function singleQuoted(input: string, start: number): Scanned {
  const end = input.indexOf("'", start + 1);
  if (end < 0) throw unclosed("'", start);
  return { text: input.slice(start + 1, end), next: end + 1 };
}

/** "…" from the opening quote at `start`: a backslash escapes only " \\ $ ` and a line break, as in sh. */
function doubleQuoted(input: string, start: number): Scanned {
  let text = '';
  for (let i = start + 1; i < input.length; i++) {
    const c = input[i]!;
    if (c === '"') return { text, next: i + 1 };
    const next = input[i + 1];
    if (c === '\\' && next !== undefined && '"\\$`\n'.includes(next)) {
      if (next !== '\n') text += next;
      i++;
    } else text += c;
  }
  throw unclosed('"', start);
}

/** A backslash outside quotes keeps the next character (a line break after it joins the lines). */
function escaped(input: string, start: number): Scanned {
  const c = input[start + 1];
  if (c === undefined) return { text: '\\', next: start + 1 };
  return { text: c === '\n' ? '' : c, next: start + 2 };
}

/**
 * Words as a POSIX shell splits them, without expansion of any kind ($VAR, globs, ~ stay as
 * written): white space separates words; quotes and backslashes keep spaces inside one word, and
 * parts written next to each other (`--explain="prod/web 0"`) join into one.
 */
export function splitArgs(input: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < input.length;) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      i++;
      continue;
    }
    const part = c === "'" ? singleQuoted(input, i) : c === '"' ? doubleQuoted(input, i) : c === '\\' ? escaped(input, i) : { text: c, next: i + 1 };
    word = (word ?? '') + part.text;
    i = part.next;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The CLI's parse of `check WORDS`; its messages (an unknown flag's "did you mean") name the input. */
function parseCheck(words: readonly string[]): CheckFlags & { readonly given: ReadonlySet<string> } {
  let command;
  try {
    command = parseCommandLine(['check', ...words]);
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(`${ARGS}: ${err.message}`);
    throw err;
  }
  if (command.kind === 'help') throw new UsageError(`${ARGS}: --help has no place in a step; the Action's inputs are listed in its action.yml`);
  if (command.kind !== 'check') throw new UsageError(`${ARGS}: --version has no place in a step; the version is the tag the step's "uses:" names`);
  return command;
}

/** Flags the Action has no use for, or an input of its own for, refused with what to use instead. */
function refuseMisplaced(flags: CheckFlags & { readonly given: ReadonlySet<string> }): void {
  const [positional] = flags.paths;
  if (positional !== undefined) throw new UsageError(`${ARGS}: ${JSON.stringify(positional)} is not a flag; give the files to check in input "paths"`);
  if (flags.given.has('format') || flags.given.has('output'))
    throw new UsageError(
      `${ARGS}: --format and --output are set by the Action: use input "format" for the log and input "sarif-file" for a SARIF file (the JSON report is output "report-json")`,
    );
}

/** A dedicated input (each is named as its flag), else that flag from `args`; both is an error, not a silent choice. */
function either<T>(input: string, value: T | undefined, fromArgs: T | undefined): T | undefined {
  if (value !== undefined && fromArgs !== undefined) throw new UsageError(`${ARGS}: --${input} is also set by input "${input}"`);
  return value ?? fromArgs;
}

/** The inputs with the `args` input's flags merged in. */
export function withArgs(inputs: ActionInputs, words: readonly string[]): ActionInputs {
  const flags = parseCheck(words);
  refuseMisplaced(flags);
  return {
    ...inputs,
    config: either('config', inputs.config, flags.config),
    failOn: either('fail-on', inputs.failOn, flags.failOn),
    featureGates: either('feature-gates', inputs.featureGates, flags.featureGates),
    base: either('base', inputs.base, flags.base),
    cluster: either('cluster', inputs.cluster, flags.cluster),
    baseline: either('baseline', inputs.baseline, flags.baseline),
    args: {
      placement: flags.placement,
      scenarios: flags.scenarios,
      inlineIgnore: flags.inlineIgnore,
      writeBaseline: flags.writeBaseline,
      explain: flags.explain,
      baseFile: flags.baseFile,
      verbose: flags.verbose === true,
    },
  };
}
