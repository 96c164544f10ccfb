/** The simulated cluster runs without InPlacePodVerticalScalingSchedulerPreemption: Deferred resizes never preempt. */
import { GATE_RESIZE_PREEMPTION } from '../../config/feature-gates.ts';
import { docsPath, type Rule } from '../rule.ts';

export const clusterGateDisabled: Rule = {
  meta: {
    id: 'cluster/gate-disabled',
    description: 'The resize-preemption feature gate is off: Deferred resizes wait for room instead of preempting.',
    defaultSeverity: 'info',
    docs: docsPath('cluster/gate-disabled'),
    messages: {
      gateOff:
        '{{gate}} is off in the simulated cluster: the scheduler ignores Deferred resizes, so {{deferred}} Deferred resizes wait for room instead of preempting; enable it on every control plane and node consistently, or keep it off everywhere',
      gateOffOne:
        '{{gate}} is off in the simulated cluster: the scheduler ignores Deferred resizes, so {{deferred}} Deferred resize waits for room instead of preempting; enable it on every control plane and node consistently, or keep it off everywhere',
    },
  },
  check(ctx) {
    if (ctx.featureGates[GATE_RESIZE_PREEMPTION] !== false) return;
    const deferred = ctx.simulation.scenarios.flatMap((s) => s.resizes).filter((r) => r.outcome === 'Deferred').length;
    const anchor = ctx.model.scenarios[0]?.doc ?? ctx.model.nodes[0]?.doc;
    if (anchor === undefined) return;
    ctx.report({
      file: anchor.file,
      range: anchor.locate(['kind']),
      messageId: deferred === 1 ? 'gateOffOne' : 'gateOff',
      data: { gate: GATE_RESIZE_PREEMPTION, deferred },
    });
  },
};
