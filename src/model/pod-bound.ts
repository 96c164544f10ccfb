/**
 * Which pods a cluster over `bounds.pods` leaves out (core/bounds.ts). Chosen from the objects'
 * identities and sizes alone, never from input order, so renaming or reordering files changes
 * nothing: the largest workloads go first (they are the replica bombs), ties by kind, namespace
 * and name; bare pods count one each and go last, in reverse name order.
 */
import { compareNatural } from '../core/compare.ts';
import { formatObjectRef, type ObjectRef } from '../core/object-ref.ts';

export interface SizedObject {
  readonly ref: ObjectRef;
  /** Pods it makes (1 for a bare pod). */
  readonly scale: number;
}

/** The objects (by formatObjectRef) left out so that at most `max` pods remain. */
export function leftOutOverPodBound(objects: readonly SizedObject[], max: number): Set<string> {
  let total = 0;
  for (const o of objects) total += o.scale;
  const out = new Set<string>();
  if (total <= max) return out;
  const keyed = objects.map((o) => ({ o, bare: o.ref.kind === 'Pod', key: formatObjectRef(o.ref) }));
  keyed.sort((a, b) => Number(a.bare) - Number(b.bare) || b.o.scale - a.o.scale || (a.bare ? compareNatural(b.key, a.key) : compareNatural(a.key, b.key)));
  for (const { o, key } of keyed) {
    if (total <= max) break;
    out.add(key);
    total -= o.scale;
  }
  return out;
}
