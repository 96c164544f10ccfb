/**
 * Applies the team's policy to the raw findings: severities per rule and per path (config
 * `rules`, `overrides`), suppressions (annotations, config `ignore`, a baseline) and stable
 * fingerprints. Suppressed findings are kept, marked, so JSON and SARIF still show them.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { matchesGlob } from '../core/glob.ts';
import { formatObjectRef } from '../core/object-ref.ts';
import { HASH_START, hashText, Occurrences } from '../core/occurrences.ts';
import { sha256Hex } from '../core/sha256.ts';
import type { IgnoreEntry, Policy, SeveritySetting } from '../config/types.ts';
import type { ClusterModel } from '../model/objects.ts';
import { inlineSuppression, readSuppressions } from './suppress.ts';

export interface ApplyOptions {
  readonly policy: Policy;
  readonly model: ClusterModel;
  readonly knownRuleIds: ReadonlySet<string>;
  /** A finding's file as the config's globs see it (relative to the config file's folder). */
  readonly relativeToConfig: (file: string) => string;
  /** Fingerprint → how many findings of it the baseline accepts. */
  readonly baseline?: ReadonlyMap<string, number>;
}

export interface Applied {
  readonly diagnostics: readonly Diagnostic[];
  /** Problems in the suppressions themselves: the run cannot be trusted (exit 2). */
  readonly errors: readonly Diagnostic[];
}

function severityFor(d: Diagnostic, policy: Policy, relative: string): SeveritySetting {
  let s: SeveritySetting = policy.rules[d.ruleId] ?? d.severity;
  for (const o of policy.overrides) if (o.files.some((g) => matchesGlob(relative, g))) s = o.rules[d.ruleId] ?? s;
  return s;
}

function ignoreMatches(e: IgnoreEntry, d: Diagnostic, relative: string): boolean {
  const o = d.object;
  return (
    (e.rules === undefined || e.rules.includes(d.ruleId)) &&
    (e.paths === undefined || e.paths.some((g) => matchesGlob(relative, g))) &&
    (e.kinds === undefined || (o !== undefined && e.kinds.includes(o.kind))) &&
    (e.namespaces === undefined || (o !== undefined && e.namespaces.includes(o.namespace))) &&
    (e.names === undefined || (o !== undefined && e.names.includes(o.name)))
  );
}

/**
 * A workload's pod as its workload and place in it (`Deployment/prod/web[2]`): its generated
 * name changes with every template change, and a baseline must not.
 */
function replicaIdentities(model: ClusterModel): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of model.workloads) {
    const owner = formatObjectRef(w.ref);
    for (const p of w.pods) out.set(formatObjectRef({ kind: 'Pod', namespace: w.ref.namespace, name: p.name }), `${owner}[${p.replica}]`);
  }
  return out;
}

/** rule + object (or file) + scenario, then the occurrence among equals: never line numbers. */
function fingerprints(diagnostics: readonly Diagnostic[], model: ClusterModel): string[] {
  // The replicas' table is built for the first finding on a pod (a run with none, or none on a
  // pod, builds no entry for each of its 150,000 pods).
  let replicas: Map<string, string> | undefined;
  const identityOf = (d: Diagnostic): string => {
    if (d.object === undefined) return d.file;
    const object = formatObjectRef(d.object);
    if (d.object.kind !== 'Pod') return object;
    replicas ??= replicaIdentities(model);
    // No lookup in an empty table: a snapshot of bare pods has no workloads.
    return replicas.size === 0 ? object : (replicas.get(object) ?? object);
  };
  const keyOf = (d: Diagnostic): string => `${d.ruleId}|${identityOf(d)}|${d.scenario ?? ''}`;
  const occurrences = new Occurrences(diagnostics.length, (i) => keyOf(diagnostics[i]!));
  return diagnostics.map((d, i) => {
    const identity = identityOf(d);
    // keyOf's hash from its parts: the key itself is only built into the text hashed below.
    const hash = hashText(hashText(hashText(hashText(hashText(HASH_START, d.ruleId), '|'), identity), '|'), d.scenario ?? '');
    return sha256Hex(`${d.ruleId}|${identity}|${d.scenario ?? ''}|${occurrences.next(i, hash)}`).slice(0, 32);
  });
}

export function applyPolicy(diagnostics: readonly Diagnostic[], opts: ApplyOptions): Applied {
  const { byObject, errors } = opts.policy.inlineIgnore ? readSuppressions(opts.model, opts.knownRuleIds) : { byObject: new Map(), errors: [] };
  const baseline = new Map(opts.baseline ?? []);
  const out: Diagnostic[] = [];
  // Findings are many and their files few.
  const relativeOf = new Map<string, string>();
  const prints = fingerprints(diagnostics, opts.model);
  // No lookups in empty tables: a snapshot may give a finding for each of 150,000 pods.
  const inlineIgnore = opts.policy.inlineIgnore && byObject.size > 0;
  /** The suppression that matches: an annotation, then a config `ignore` entry, then the baseline (which it uses up). */
  const suppressionOf = (found: Diagnostic, fingerprint: string, relative: string): Diagnostic['suppressed'] => {
    const inline = inlineIgnore ? inlineSuppression(found, byObject) : undefined;
    if (inline !== undefined) return { kind: 'inSource', justification: inline };
    const entry = opts.policy.ignore.find((e) => ignoreMatches(e, found, relative));
    if (entry !== undefined) return { kind: 'external', justification: entry.reason };
    const left = baseline.size === 0 ? 0 : (baseline.get(fingerprint) ?? 0);
    if (left === 0) return undefined;
    baseline.set(fingerprint, left - 1);
    return { kind: 'external', justification: 'accepted in the baseline' };
  };
  for (const [i, found] of diagnostics.entries()) {
    let relative = relativeOf.get(found.file);
    if (relative === undefined) relativeOf.set(found.file, (relative = opts.relativeToConfig(found.file)));
    const severity = severityFor(found, opts.policy, relative);
    if (severity === 'off') continue;
    const fingerprint = prints[i]!;
    const suppressed = suppressionOf(found, fingerprint, relative);
    // One copy per finding: there may be one for every pod of a snapshot. Object.assign, not
    // spread: V8 (Node 20) gives each spread copy of an object this size a hidden class of its own.
    out.push(Object.assign({}, found, { fingerprint, severity }, suppressed === undefined ? undefined : { suppressed }));
  }
  return { diagnostics: out, errors };
}
