/**
 * The Filter plugins of a new pod's scheduling cycle, in the default profile's order (NodeName is
 * a PreFilter-narrowed filter too), and the nominated-pods variant (RunFilterPluginsWithNominatedPods):
 * nominated pods of equal or higher priority count as already on their node (§4.4).
 */
import { podRequests } from '../model/requests.ts';
import type { NodeInfo } from './node-info.ts';
import * as nodeAffinity from './plugins/node-affinity.ts';
import * as nodeName from './plugins/node-name.ts';
import * as nodeResourcesFit from './plugins/noderesources-fit.ts';
import * as nodeUnschedulable from './plugins/node-unschedulable.ts';
import * as taintToleration from './plugins/taint-toleration.ts';
import type { SimPod } from './state.ts';
import { isSuccess, SUCCESS, type Status } from './status.ts';

export interface FilterOptions {
  readonly podCountQuirk: boolean;
  /** Pods nominated to each node (status.nominatedNodeName), waiting for their victims to leave. */
  readonly nominated: ReadonlyMap<string, readonly SimPod[]>;
}

/** Runs the filters in order and stops at the first failure; returns every status it produced. */
export function runFilterPlugins(pod: SimPod, nodeInfo: NodeInfo, opts: FilterOptions): Status[] {
  const node = nodeInfo.node;
  const out: Status[] = [];
  const checks: (() => Status)[] = [
    () => nodeUnschedulable.filter(pod, node),
    () => nodeName.filter(pod, node),
    () => taintToleration.filter(pod, node),
    () => nodeAffinity.filter(pod, node),
    () => nodeResourcesFit.filter(pod, podRequests(pod), withNominated(pod, nodeInfo, opts), false, opts),
  ];
  for (const check of checks) {
    const s = check();
    out.push(s.plugin === '' ? { ...s, plugin: pluginNameOf(out.length) } : s);
    if (!isSuccess(s)) break;
  }
  return out;
}

const PLUGIN_ORDER = [nodeUnschedulable.NAME, nodeName.NAME, taintToleration.NAME, nodeAffinity.NAME, nodeResourcesFit.NAME];
function pluginNameOf(i: number): string {
  return PLUGIN_ORDER[i] ?? '';
}

function withNominated(pod: SimPod, nodeInfo: NodeInfo, opts: FilterOptions): NodeInfo {
  const extra = (opts.nominated.get(nodeInfo.node.name) ?? []).filter((p) => p !== pod && p.priority >= pod.priority);
  if (extra.length === 0) return nodeInfo;
  const info = nodeInfo.clone();
  for (const p of extra) info.addPod(p);
  return info;
}

/** The overall status of a node: the last status (the first failure, or Success). */
export function finalStatus(statuses: readonly Status[]): Status {
  return statuses[statuses.length - 1] ?? SUCCESS;
}
