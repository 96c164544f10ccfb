/**
 * The scheduler framework's Status (pkg/scheduler/framework/interface.go, v1.37): a code, the
 * reasons behind it and the plugin that returned it.
 *
 * Upstream (kubernetes v1.37.2): staging/src/k8s.io/kube-scheduler/framework/interface.go (Status, Code).
 */
import { runScopedMap } from '../core/memo.ts';

export type Code = 'Success' | 'Unschedulable' | 'UnschedulableAndUnresolvable' | 'Error' | 'Skip';

export interface Status {
  readonly code: Code;
  readonly reasons: readonly string[];
  readonly plugin: string;
}

export const SUCCESS: Status = { code: 'Success', reasons: [], plugin: '' };

export function status(code: Code, plugin: string, ...reasons: string[]): Status {
  return { code, reasons, plugin };
}

export function isSuccess(s: Status): boolean {
  return s.code === 'Success';
}

const successes = runScopedMap<string, Status>();

/** A plugin's Success, one shared (frozen) object per plugin: the hot filters allocate nothing. */
export function success(plugin: string): Status {
  let s = successes.get(plugin);
  if (s === undefined) {
    s = Object.freeze({ code: 'Success' as const, reasons: [], plugin });
    successes.set(plugin, s);
  }
  return s;
}
