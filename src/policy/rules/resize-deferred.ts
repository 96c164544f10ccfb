import { outcomeRule } from './outcome-rule.ts';

/** A resize that stays Deferred: the node has no room and preemption makes none (predicateAdmitHandler.Admit, then the KEP-5836 restricted cycle). */
export const resizeDeferred = outcomeRule(
  'resize/deferred',
  'Deferred',
  'error',
  'A resize stays Deferred: the node has no room and preemption does not make any.',
  'stays Deferred',
);
