import { parseArgs } from 'node:util';
import { UsageError } from '../core/errors.ts';

export const FORMATS = ['text', 'json'] as const;
export type Format = (typeof FORMATS)[number];
export const FAIL_ON = ['error', 'warning', 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | {
      readonly kind: 'check';
      readonly paths: readonly string[];
      readonly format: Format;
      readonly output: string | undefined;
      readonly featureGates: string | undefined;
      readonly failOn: FailOn;
    };

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${flag}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
}

export function parseCommandLine(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        output: { type: 'string', short: 'o' },
        'feature-gates': { type: 'string' },
        'fail-on': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'V' },
      },
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new UsageError(message.charAt(0).toLowerCase() + message.slice(1).replace(/\.$/, ''));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { kind: 'help' };
  if (values.version === true) return { kind: 'version' };
  const [command, ...paths] = positionals;
  if (command === undefined) return { kind: 'help' };
  if (command !== 'check') throw new UsageError(`unknown command ${JSON.stringify(command)}; try "resizeguard check [PATH ...]"`);
  return {
    kind: 'check',
    paths: paths.length > 0 ? paths : ['.'],
    format: oneOf('--format', values.format, FORMATS, 'text'),
    output: values.output,
    featureGates: values['feature-gates'],
    failOn: oneOf('--fail-on', values['fail-on'], FAIL_ON, 'error'),
  };
}

export const HELP = `resizeguard — simulate Kubernetes in-place pod resizes and KEP-5836 resize preemption from manifests

Usage:
  resizeguard check [PATH ...] [flags]    PATH: file, directory, glob, or - for stdin (default ".")

Flags:
  -f, --format text|json                  output format (default text)
  -o, --output FILE                       write the report to FILE instead of stdout
      --feature-gates NAME=BOOL[,...]     default InPlacePodVerticalScalingSchedulerPreemption=true
      --fail-on error|warning|none        lowest severity that fails the run (default error)
  -h, --help                              show this help
  -V, --version                           print the version

Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage, config or input error, 3 internal error.

Examples:
  resizeguard check examples/kind-demo
  resizeguard check k8s/ --format json --output report.json
  kubectl get nodes,pods,pdb,priorityclasses -A -o json | resizeguard check -
  resizeguard check . --feature-gates InPlacePodVerticalScalingSchedulerPreemption=false
`;
