import { UsageError } from '../core/errors.ts';

export const GATE_RESIZE_PREEMPTION = 'InPlacePodVerticalScalingSchedulerPreemption';

/** Gates resizeguard simulates, with the default it assumes (the cluster under test enables the alpha gate). */
export const KNOWN_GATES: Readonly<Record<string, boolean>> = {
  [GATE_RESIZE_PREEMPTION]: true,
};

export type FeatureGates = Readonly<Record<string, boolean>>;

/** Parses kube-style "Name=true,Other=false"; an unknown gate or value is a usage error. */
export function parseFeatureGates(spec: string | undefined, base: FeatureGates = KNOWN_GATES): FeatureGates {
  const out: Record<string, boolean> = { ...base };
  if (spec === undefined || spec.trim() === '') return out;
  for (const part of spec.split(',')) {
    const m = /^\s*([A-Za-z0-9]+)\s*=\s*(\S+?)\s*$/.exec(part);
    if (!m) throw new UsageError(`--feature-gates: ${JSON.stringify(part)} is not of the form Name=true|false`);
    const [, name, value] = m as unknown as [string, string, string];
    if (!(name in KNOWN_GATES))
      throw new UsageError(`--feature-gates: unrecognized feature gate ${JSON.stringify(name)} (known: ${Object.keys(KNOWN_GATES).join(', ')})`);
    const v = value.toLowerCase();
    if (v !== 'true' && v !== 'false') throw new UsageError(`--feature-gates: invalid value ${JSON.stringify(value)} for ${name}: must be true or false`);
    out[name] = v === 'true';
  }
  return out;
}
