import { outcomeRule } from './outcome-rule.ts';

/** A resize the kubelet marks Infeasible and never retries (podResizesAdmitHandler.Admit, pkg/kubelet/allocation/handlers.go). */
export const resizeInfeasible = outcomeRule(
  'resize/infeasible',
  'Infeasible',
  'error',
  'A resize is Infeasible: the kubelet will never apply it.',
  'is Infeasible',
);
