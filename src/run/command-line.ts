/**
 * The `resizeguard` command line, parsed into a Command: shared by the CLI and the Action's
 * `args` input, so both read flags with one table and give one "did you mean".
 */
import { parseArgs } from 'node:util';
import { didYouMean } from '../core/did-you-mean.ts';
import { UsageError } from '../core/errors.ts';

import { EXTRA_SCENARIOS, FAIL_ON, FORMATS, PLACEMENTS, type CheckFlags } from './flags.ts';

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'init'; readonly force: boolean }
  /** `given`: the long names of the flags the words set (the Action refuses some, whatever their value). */
  | ({ readonly kind: 'check'; readonly given: ReadonlySet<string> } & CheckFlags);

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${flag}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
}

const OPTIONS = {
  format: { type: 'string', short: 'f', multiple: true },
  output: { type: 'string', short: 'o', multiple: true },
  config: { type: 'string', short: 'c' },
  'feature-gates': { type: 'string' },
  'fail-on': { type: 'string' },
  placement: { type: 'string' },
  scenario: { type: 'string', multiple: true },
  'no-inline-ignore': { type: 'boolean' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  explain: { type: 'string' },
  base: { type: 'string' },
  'base-file': { type: 'string' },
  cluster: { type: 'string' },
  verbose: { type: 'boolean', short: 'v' },
  'no-progress': { type: 'boolean' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

/** `kubectl get -o` names these; none is a report format here. */
const KUBECTL_OUTPUTS = ['yaml', 'wide', 'name', 'jsonpath', 'go-template', 'custom-columns'];

/**
 * `-o FORMAT` as kubectl users type it: a format name is that format to standard output, and
 * `-o -` is standard output. A file named like a format is written `./json`.
 */
function kubectlHabits(formats: readonly string[], outputs: readonly string[]): { formats: string[]; files: (string | undefined)[] } {
  const asFormats: string[] = [];
  const files: (string | undefined)[] = [];
  for (const o of outputs) {
    if ((FORMATS as readonly string[]).includes(o)) asFormats.push(o);
    else if (KUBECTL_OUTPUTS.includes(o.replace(/=.*$/, '')))
      throw new UsageError(
        `--output ${o}: -o takes a FILE here (kubectl's -o is --format); the formats are ${FORMATS.join(', ')}; a file of that name is ./${o}`,
      );
    else files.push(o === '-' ? undefined : o);
  }
  return { formats: [...formats, ...asFormats], files };
}

function pairOutputs(givenFormats: readonly string[], givenFiles: readonly string[]): CheckFlags['outputs'] {
  const { formats, files } = kubectlHabits(givenFormats, givenFiles);
  if (files.length > Math.max(1, formats.length)) throw new UsageError('--output: more --output than --format flags; give one --format per --output');
  const list = formats.length === 0 ? ['text'] : formats;
  const outputs = list.map((f, i) => ({ format: oneOf('--format', f, FORMATS) ?? 'text', file: files[i] }));
  if (outputs.filter((o) => o.file === undefined).length > 1)
    throw new UsageError('--format: only one format can go to standard output; give the others an --output FILE');
  return outputs;
}

const COMMANDS = ['check', 'init', 'version'];

/** Node's "unknown option '--fromat'…" as one line, with the closest flag (`did you mean "--format"?`). */
function unknownOptionHint(message: string): string {
  const m = /^unknown option '(--?[^']+)'/.exec(message);
  if (m === null) return message;
  const flag = m[1]!;
  const flags = Object.entries(OPTIONS).flatMap(([long, o]) => [`--${long}`, ...('short' in o ? [`-${o.short}`] : [])]);
  return `unknown flag ${flag}${didYouMean(flag, flags)}; "resizeguard --help" lists the flags`;
}

export function parseCommandLine(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new UsageError(unknownOptionHint(message.charAt(0).toLowerCase() + message.slice(1).replace(/\.$/, '')));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { kind: 'help' };
  if (values.version === true) return { kind: 'version' };
  const [command, ...paths] = positionals;
  if (command === undefined) return { kind: 'help' };
  if (command === 'init') return { kind: 'init', force: values.force === true };
  if (command === 'version') return { kind: 'version' };
  if (command !== 'check')
    throw new UsageError(
      `unknown command ${JSON.stringify(command)}${didYouMean(command, COMMANDS)}; try "resizeguard check [PATH ...]" or "resizeguard init"`,
    );
  return {
    kind: 'check',
    given: new Set(Object.keys(values)),
    paths,
    outputs: pairOutputs(values.format ?? [], values.output ?? []),
    config: values.config,
    featureGates: values['feature-gates'],
    failOn: oneOf('--fail-on', values['fail-on'], FAIL_ON),
    placement: oneOf('--placement', values.placement, PLACEMENTS),
    scenarios: (values.scenario ?? []).flatMap((s) => s.split(',')).map((s) => oneOf('--scenario', s.trim(), EXTRA_SCENARIOS)!),
    inlineIgnore: values['no-inline-ignore'] !== true,
    baseline: values.baseline,
    writeBaseline: values['write-baseline'],
    explain: values.explain,
    base: values.base,
    baseFile: values['base-file'],
    cluster: values.cluster,
    verbose: values.verbose === true,
    progress: values['no-progress'] !== true,
  };
}
