/**
 * Node matching shared by the scheduler's filters and by the DaemonSet controller's choice of
 * nodes: tolerations (v1 ToleratesTaint) and node selectors (component-helpers nodeaffinity).
 */
import type { Node, Taint } from './objects.ts';
import type { NodeSelectorRequirement, NodeSelectorTerm, SchedulingConstraints, Toleration } from './pod.ts';

export function toleratesTaint(t: Toleration, taint: Taint): boolean {
  if (t.effect !== '' && t.effect !== taint.effect) return false;
  if (t.key !== '' && t.key !== taint.key) return false;
  // An empty key with operator Exists matches every taint.
  if (t.operator === 'Exists') return true;
  if (t.operator === 'Equal' || t.operator === '') return t.value === taint.value;
  return false;
}

export function tolerates(tolerations: readonly Toleration[], taint: Taint): boolean {
  return tolerations.some((t) => toleratesTaint(t, taint));
}

/** The first NoSchedule/NoExecute taint the pod does not tolerate. */
export function untoleratedTaint(node: Node, tolerations: readonly Toleration[]): Taint | undefined {
  return node.taints.find((taint) => (taint.effect === 'NoSchedule' || taint.effect === 'NoExecute') && !tolerates(tolerations, taint));
}

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

/** spec.nodeSelector (every label) and required node affinity (terms ORed). */
export function matchesNodeSelectorAndAffinity(s: SchedulingConstraints, node: Node): boolean {
  const selectorOk = Object.entries(s.nodeSelector).every(([k, v]) => node.labels[k] === v);
  return selectorOk && (s.requiredNodeAffinity === undefined || s.requiredNodeAffinity.some((t) => matchesTerm(t, node)));
}
