/**
 * limitRange: the case's manifests read as a repository's files are, the pod created through the
 * engine's admission (LimitRanger's defaults as the pod is read, limitrange-defaults.ts; then
 * admitCreatedPods): admitted or refused with the API server's message, each container's requests
 * and limits after the defaults, and the LimitRanges left out as the API server refuses them.
 */
import { admitCreatedPods } from '../../src/engine/admission/admit-create.ts';
import { parseSource } from '../../src/load/index.ts';
import { buildClusterModel } from '../../src/model/build.ts';
import type { Pod } from '../../src/model/pod.ts';
import type { Answer, Case, Json } from './cases.ts';

function listsOf(pod: Pod): Record<string, Record<string, string>> {
  const lists: Record<string, Record<string, string>> = {};
  const add = (key: string, amounts: ReadonlyMap<string, bigint>): void => {
    if (amounts.size > 0) lists[key] = Object.fromEntries([...amounts].map(([name, v]) => [name, String(v)]));
  };
  for (const [prefix, list] of [
    ['c', pod.containers],
    ['i', pod.initContainers],
  ] as const)
    list.forEach((ctr, i) => {
      add(`${prefix}${i}.requests`, ctr.resources.requests);
      add(`${prefix}${i}.limits`, ctr.resources.limits);
    });
  return lists;
}

const refOf = (o: Json): string => {
  const meta = o['metadata'] as { name: string; namespace: string };
  return `${meta.namespace}/${meta.name}`;
};

export function limitRangeAnswer(c: Case): Answer {
  const objects = [...(c.limitRanges ?? []), ...(c.pods ?? [])];
  const parsed = parseSource({ path: `${c.id}.yaml`, text: objects.map((o) => JSON.stringify(o)).join('\n---\n') });
  const { model, diagnostics } = buildClusterModel(parsed.documents, { admit: admitCreatedPods });
  const kept = new Set(model.limitRanges.map((l) => `${l.ref.namespace}/${l.ref.name}`));
  const invalid = (c.limitRanges ?? [])
    .map(refOf)
    .filter((r) => !kept.has(r))
    .sort();
  const refused = model.refusedPods?.[0];
  const pod = model.pods[0];
  const base = invalid.length > 0 ? { invalid } : {};
  if (refused !== undefined) return { limitRange: { admitted: false, message: refused.message, lists: listsOf(refused.pod), ...base } };
  if (pod !== undefined) return { limitRange: { admitted: true, lists: listsOf(pod), ...base } };
  // Left out before admission: the API server refuses the pod itself.
  const errors = [...parsed.diagnostics, ...diagnostics].filter((d) => d.severity === 'error' && d.ruleId.startsWith('input/'));
  return { limitRange: { admitted: false, message: `invalid: ${errors.map((d) => `${d.ruleId}: ${d.message}`).join('; ')}`, ...base } };
}
