/**
 * `bounds.resizes`: the resize requests one run simulates, every scenario's together (a VPA
 * recreation counts as one). What a run keeps grows with them, about 2 KB each with the
 * findings they make, so this is what holds a run with many scenarios over a large cluster to
 * its memory. Past the bound a scenario keeps the requests that fit, in its plan's order (pod
 * order, never file order), and the rest are left out with one `input/too-large` error at the
 * first of them.
 *
 * Upstream: none: a bound on the simulation's work (core/bounds.ts).
 */
import { boundSetting, spentBefore } from '../core/bounds.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { ScenarioPlan } from './scenarios/plan.ts';

export class ResizeBound {
  private simulated: number;

  /** `before`: what the clusters simulated before this one in the run took (the bound is the run's). */
  constructor(
    private readonly max: number,
    private readonly before = 0,
  ) {
    this.simulated = before;
  }

  /** The requests taken so far, with the clusters' before this one. */
  get taken(): number {
    return this.simulated;
  }

  /** `plan` as far as the bound lets it run; a finding in `diagnostics` when it cuts. */
  take(plan: ScenarioPlan, diagnostics: Diagnostic[]): ScenarioPlan {
    const asked = plan.resizes.length + plan.recreations.length;
    const left = Math.max(0, this.max - this.simulated);
    this.simulated += Math.min(asked, left);
    if (asked <= left) return plan;
    const resizes = plan.resizes.slice(0, left);
    const recreations = plan.recreations.slice(0, left - resizes.length);
    // The first request left out: a resize at its origin (the scenario entry, or the pod), a recreation at its pod.
    const first = plan.resizes[left] ?? plan.recreations[recreations.length]!;
    const at = 'origin' in first ? first.origin : { doc: first.pod.pod.doc, path: ['spec'] };
    const pod = first.pod;
    diagnostics.push({
      ruleId: 'input/too-large',
      severity: 'error',
      message:
        `scenario ${JSON.stringify(plan.name)}: ${asked - left} of its ${asked} resize requests are left out, from pod ${pod.key} on: ` +
        `with them the run would simulate more than the ${this.max} resizes one run may simulate here (${boundSetting('resizes')}${spentBefore(this.before)}); ` +
        `a scenario's requests are taken in pod order`,
      file: at.doc.file,
      range: at.doc.locate(at.path),
      object: { kind: 'Pod', namespace: pod.pod.ref.namespace, name: pod.pod.ref.name },
      scenario: plan.name,
    });
    return { ...plan, resizes, recreations };
  }
}
