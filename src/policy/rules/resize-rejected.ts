import { outcomeRule } from './outcome-rule.ts';

/** A resize the API server refuses (ValidatePodResize, LimitRanger, ResourceQuota). */
export const resizeRejected = outcomeRule(
  'resize/rejected',
  'Rejected',
  'error',
  'The API server rejects the resize request.',
  'is rejected by the API server',
);
