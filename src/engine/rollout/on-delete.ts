/**
 * OnDelete (a StatefulSet's or DaemonSet's, and what a ReplicaSet or ReplicationController always
 * does): the controller makes pods of the new template only when the old ones are deleted, so a
 * template change alone changes no running pod.
 *
 * Upstream (kubernetes v1.37.2): pkg/controller/statefulset/stateful_set_control.go (OnDeleteStatefulSetStrategyType:
 * "we return immediately"), pkg/controller/daemon/update.go (rollingUpdate runs only for RollingUpdate),
 * pkg/controller/replicaset/replica_set.go (manageReplicas counts pods, whatever their template).
 */
import type { RolloutResult } from '../result.ts';
import { RolloutController, type RolloutRun } from './controller.ts';

export class OnDeleteRollout extends RolloutController {
  protected get strategyName(): RolloutResult['strategy'] {
    return 'OnDelete';
  }

  protected step(): boolean {
    return false;
  }

  protected complete(): boolean {
    return false;
  }

  override result(run: RolloutRun): RolloutResult {
    const base = super.result(run);
    return {
      ...base,
      outcome: 'OnDelete',
      reason: 'OnDelete',
      message: `${this.plan.workload.kind} ${this.objectRef} uses OnDelete: no running pod changes until it is deleted, then its controller makes it from the new template`,
      latencySeconds: null,
    };
  }
}
