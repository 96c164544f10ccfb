/**
 * The rollout controller for a planned rollout, by its workload's update strategy.
 *
 * Upstream: none: picks the controller (deployment.ts, stateful-set.ts, daemon-set.ts, on-delete.ts).
 */
import type { PlannedRollout } from '../scenarios/change.ts';
import type { RolloutController, RolloutRun } from './controller.ts';
import { DaemonSetRollout } from './daemon-set.ts';
import { DeploymentRollout } from './deployment.ts';
import { OnDeleteRollout } from './on-delete.ts';
import { StatefulSetRollout } from './stateful-set.ts';

export type { RolloutController, RolloutRun } from './controller.ts';

export function newRollout(plan: PlannedRollout, run: RolloutRun): RolloutController {
  const s = plan.strategy;
  if (s.type === 'OnDelete') return new OnDeleteRollout(plan, run, 0);
  switch (s.controller) {
    case 'Deployment':
      return new DeploymentRollout(plan, run);
    case 'StatefulSet':
      return new StatefulSetRollout(plan, run);
    default:
      return new DaemonSetRollout(plan, run);
  }
}
