/**
 * The pods a PodDisruptionBudget covers, found without scanning every pod per PDB: pods are
 * grouped by namespace and, for each label key some PDB requires (requiredLabel), by that
 * label's value. The groups only narrow the search; pdbCovers still decides (it matches as FilterVictimsWithPDBViolation does).
 */
import { appendTo } from '../core/arrays.ts';
import { pdbCovers } from './labels.ts';
import type { PodDisruptionBudget } from './objects.ts';
import type { Pod } from './pod.ts';

/**
 * A label the PDB's selector requires, and the values it allows: its first matchLabels pair, else
 * its first `In` expression (a PDB written with matchExpressions only). Both indexes narrow by
 * it; pdbCovers still decides.
 */
export function requiredLabel(pdb: PodDisruptionBudget): { readonly key: string; readonly values: readonly string[] } | undefined {
  if (pdb.selector === undefined) return undefined;
  const first = Object.entries(pdb.selector.matchLabels)[0];
  if (first !== undefined) return { key: first[0], values: [first[1]] };
  const expression = pdb.selector.matchExpressions.find((e) => e.operator === 'In');
  return expression === undefined ? undefined : { key: expression.key, values: expression.values };
}

export class PodsByPdb {
  private byNamespace: Map<string, Pod[]> | undefined;
  /** label key → namespace → value → pods, built once per key on first use (keyed by the pods' own strings: no key to build per pod). */
  private readonly byLabel = new Map<string, Map<string, Map<string, Pod[]>>>();

  constructor(private readonly pods: readonly Pod[]) {}

  /** The pods the PDB covers, in input order. */
  covered(pdb: PodDisruptionBudget): Pod[] {
    return this.candidates(pdb).filter((p) => pdbCovers(pdb, p));
  }

  /** Whether the PDB covers any pod at all. */
  coversAny(pdb: PodDisruptionBudget): boolean {
    return this.candidates(pdb).some((p) => pdbCovers(pdb, p));
  }

  private candidates(pdb: PodDisruptionBudget): readonly Pod[] {
    const ns = pdb.ref.namespace;
    const required = requiredLabel(pdb);
    // Several values: the namespace's pods, whose order the lists of each value would lose.
    if (required === undefined || required.values.length !== 1) return this.namespaceIndex().get(ns) ?? [];
    return this.labelIndex(required.key).get(ns)?.get(required.values[0]!) ?? [];
  }

  private namespaceIndex(): Map<string, Pod[]> {
    if (this.byNamespace === undefined) {
      this.byNamespace = new Map();
      for (const p of this.pods) appendTo(this.byNamespace, p.ref.namespace, p);
    }
    return this.byNamespace;
  }

  private labelIndex(key: string): Map<string, Map<string, Pod[]>> {
    let index = this.byLabel.get(key);
    if (index === undefined) {
      index = new Map();
      for (const p of this.pods) {
        const v = p.labels[key];
        if (v === undefined || !Object.hasOwn(p.labels, key)) continue;
        let byValue = index.get(p.ref.namespace);
        if (byValue === undefined) index.set(p.ref.namespace, (byValue = new Map<string, Pod[]>()));
        appendTo(byValue, v, p);
      }
      this.byLabel.set(key, index);
    }
    return index;
  }
}
