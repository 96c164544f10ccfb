import { outcomeRule } from './outcome-rule.ts';

/** A resize the API server refuses (validation, LimitRange, quota; §2.1, §7.3). */
export const resizeRejected = outcomeRule('resize/rejected', 'Rejected', 'error', 'The API server rejects the resize request.', 'is rejected by the API server');
