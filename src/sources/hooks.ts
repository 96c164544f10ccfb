/**
 * Helm hooks (pre-install Jobs, test Pods: annotation `helm.sh/hook`) run around an install or
 * `helm test`, not beside the release; Helm does not even track them as release objects. Argo
 * CD's hooks (`argocd.argoproj.io/hook`: PreSync, Sync, PostSync, SyncFail, PostDelete) run
 * around a sync, and `Skip` is never applied.
 *
 * A hook that is a class or a policy (a PriorityClass a chart creates before its pods, so that
 * they can name it) stays once created: the default delete policy (`before-hook-creation`,
 * `BeforeHookCreation`) only replaces it at the next install; only `hook-succeeded` /
 * `HookSucceeded` delete it right after (helm pkg/action/hooks.go, Argo CD gitops-engine
 * sync/hook). Tests (`test`, `test-success`, `test-failure`) are created only by `helm test`.
 */
import { obj, str } from '../core/fields.ts';

export function hookAnnotation(value: unknown): 'helm.sh/hook' | 'argocd.argoproj.io/hook' | undefined {
  const a = obj(obj(obj(value)['metadata'])['annotations']);
  return typeof a['helm.sh/hook'] === 'string' ? 'helm.sh/hook' : typeof a['argocd.argoproj.io/hook'] === 'string' ? 'argocd.argoproj.io/hook' : undefined;
}

/** Kinds the simulation reads as the cluster's classes and policies: they make no pods, and a hook of them stays. */
const PERSISTING_KINDS = new Set(['PriorityClass', 'LimitRange', 'ResourceQuota', 'RuntimeClass', 'Namespace', 'PodDisruptionBudget']);

/** Whether a hook object is still there once its hook has run: a class or policy not deleted on success, and no test. */
export function hookStays(value: unknown): boolean {
  const v = obj(value);
  if (!PERSISTING_KINDS.has(str(v['kind']) ?? '')) return false;
  const a = obj(obj(v['metadata'])['annotations']);
  /** The comma-separated values of Helm's and Argo CD's annotation of one name. */
  const listed = (name: string): string[] =>
    [`helm.sh/${name}`, `argocd.argoproj.io/${name}`].flatMap((k) => (str(a[k]) ?? '').split(',').map((p) => p.trim()));
  if (listed('hook').some((p) => p === 'test' || p === 'test-success' || p === 'test-failure' || p === 'Skip')) return false;
  const policies = listed('hook-delete-policy');
  return !policies.includes('hook-succeeded') && !policies.includes('HookSucceeded');
}
