/** A resize's or rollout's requests in words, for the human formats (markdown, text sentences, JUnit). */
import { formatResource } from '../resource/quantity.ts';
import { get, type ResourceList } from '../resource/resources.ts';

function amount(name: string, list: ResourceList): string {
  return formatResource(name, get(list, name));
}

/** "cpu 4 → 6, memory 1Gi": each resource once, with an arrow where it changes. */
export function describeChange(from: ResourceList, to: ResourceList): string {
  const names = ['cpu', 'memory'].filter((n) => from.has(n) || to.has(n));
  if (names.length === 0) return '-';
  return names
    .map((n) => {
      const a = amount(n, from);
      const b = amount(n, to);
      return a === b ? `${n} ${a}` : `${n} ${a} → ${b}`;
    })
    .join(', ');
}
