import { parseArgs } from 'node:util';
import { didYouMean } from '../core/did-you-mean.ts';
import { UsageError } from '../core/errors.ts';

import { EXTRA_SCENARIOS, FAIL_ON, FORMATS, PLACEMENTS, type CheckFlags } from '../run/flags.ts';

export type Command =
  { readonly kind: 'help' } | { readonly kind: 'version' } | { readonly kind: 'init'; readonly force: boolean } | ({ readonly kind: 'check' } & CheckFlags);

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
  };
}

export const HELP = `resizeguard — simulate Kubernetes in-place pod resizes and KEP-5836 resize preemption from manifests

Usage:
  resizeguard check [PATH ...] [flags]    PATH: file, directory, glob, or - for stdin (default ".")
  resizeguard init [--force]              write a commented starter .resizeguard.yaml
  resizeguard version                     print the version

Flags:
  -f, --format FORMAT                     text (default), json, sarif, markdown, github or junit; repeatable
  -o, --output FILE                       write the matching --format to FILE (repeat in pairs); - is standard
                                          output, and a format name (-o json) is that format on standard output
  -c, --config FILE                       config file (default: .resizeguard.yaml, searched up to the git root)
      --feature-gates NAME=BOOL[,...]     default InPlacePodVerticalScalingSchedulerPreemption=true
      --fail-on error|warning|none        lowest severity that fails the run (default error)
      --placement spread|binpack          scoring for simulated placement (default spread)
      --scenario limits|vpa-max|hpa-max   also simulate a generated scenario; repeatable
      --no-inline-ignore                  ignore resizeguard.dev/ignore annotations
      --baseline FILE                     findings recorded in FILE do not fail the run
      --write-baseline FILE               record every current finding in FILE
  -v, --verbose                           text: every resize, placement and finding (default: grouped by
                                          workload, what is not Completed first, at most 50 findings)
      --explain NAMESPACE/POD             print the scheduler's decisions for one pod, step by step (on stderr
                                          when a machine format goes to standard output)
      --base REF                          compare with the manifests at git REF: report what the change makes new
      --base-file FILE                    the same, the base revision's manifests read from FILE (rendered
                                          output, for "check -")
      --cluster FILE|-                    the same, a live cluster's snapshot (kubectl get -o json|yaml) as the
                                          base: the repository's manifests land on the pods that run
  -h, --help                              show this help
  -V, --version                           print the version

Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage, config or input error, 3 internal error.

Examples:
  resizeguard check examples/kind-demo
  resizeguard check k8s/ --format json --output report.json --format sarif --output report.sarif
  kubectl get nodes,pods,pdb,priorityclasses -A -o json | resizeguard check -
  resizeguard check . --feature-gates InPlacePodVerticalScalingSchedulerPreemption=false
  resizeguard check . --base origin/main --format markdown
  helm template chart | resizeguard check - --base-file base-rendered.yaml
  resizeguard check k8s/ --cluster snapshot.json

Rules and their documentation: examples/rules/<rule-id>/README.md
`;
