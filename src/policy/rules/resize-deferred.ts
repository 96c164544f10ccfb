import { outcomeRule } from './outcome-rule.ts';

/** A resize that stays Deferred: the node has no room and preemption makes none (§2.3, §3.4–§3.5). */
export const resizeDeferred = outcomeRule('resize/deferred', 'Deferred', 'error', 'A resize stays Deferred: the node has no room and preemption does not make any.', 'stays Deferred');
