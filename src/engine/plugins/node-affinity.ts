/**
 * NodeAffinity Filter (pkg/scheduler/framework/plugins/nodeaffinity, v1.37): spec.nodeSelector
 * (every label must match) and required node affinity (terms ORed, requirements ANDed; operators
 * In, NotIn, Exists, DoesNotExist, Gt, Lt; matchFields on metadata.name).
 */
import type { Node } from '../../model/objects.ts';
import type { NodeSelectorRequirement, NodeSelectorTerm } from '../../model/pod.ts';
import type { SimPod } from '../state.ts';
import { status, SUCCESS, type Status } from '../status.ts';

export const NAME = 'NodeAffinity';
export const REASON = "node(s) didn't match Pod's node affinity/selector";

function parseIntStrict(s: string): number | undefined {
  return /^-?\d+$/.test(s) ? Number(s) : undefined;
}

export function matchesRequirement(r: NodeSelectorRequirement, labels: Readonly<Record<string, string>>): boolean {
  const has = Object.hasOwn(labels, r.key);
  const value = labels[r.key];
  switch (r.operator) {
    case 'In':
      return has && value !== undefined && r.values.includes(value);
    case 'NotIn':
      return !has || value === undefined || !r.values.includes(value);
    case 'Exists':
      return has;
    case 'DoesNotExist':
      return !has;
    case 'Gt':
    case 'Lt': {
      const have = value === undefined ? undefined : parseIntStrict(value);
      const want = r.values.length === 1 ? parseIntStrict(r.values[0] ?? '') : undefined;
      if (have === undefined || want === undefined) return false;
      return r.operator === 'Gt' ? have > want : have < want;
    }
    default:
      return false;
  }
}

/** A term with no requirements matches nothing (nodeSelectorTerms semantics). */
function matchesTerm(term: NodeSelectorTerm, node: Node): boolean {
  if (term.matchExpressions.length === 0 && term.matchFields.length === 0) return false;
  const fields = { 'metadata.name': node.name };
  return term.matchExpressions.every((r) => matchesRequirement(r, node.labels)) && term.matchFields.every((r) => matchesRequirement(r, fields));
}

export function filter(pod: SimPod, node: Node): Status {
  const s = pod.pod.scheduling;
  const selectorOk = Object.entries(s.nodeSelector).every(([k, v]) => node.labels[k] === v);
  const affinityOk = s.requiredNodeAffinity === undefined || s.requiredNodeAffinity.some((t) => matchesTerm(t, node));
  return selectorOk && affinityOk ? SUCCESS : status('UnschedulableAndUnresolvable', NAME, REASON);
}
