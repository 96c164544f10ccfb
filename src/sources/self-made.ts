/**
 * A GitOps object read more than once, and which copies of it ask for renders.
 *
 * A Flux Kustomization whose path lists its own file applies itself: its render holds a copy of it,
 * and the parent that applies it holds another, with what the parent added (spec.patches,
 * postBuild). kustomize-controller applies every object its build makes onto the cluster it
 * reconciles (fluxcd/kustomize-controller internal/controller/kustomization_controller.go apply,
 * ApplyAllStaged: objects by kind, namespace and name), so the two copies are one object, and
 * rendering the root for each would render it twice, their objects each other's duplicates. Where
 * a copy read elsewhere asks for the very root the self-made copy was read from, the self-made copy
 * asks for nothing.
 *
 * A name alone does not make one object: every Flux cluster's bootstrap is a Kustomization
 * flux-system/flux-system, and each renders its own `clusters/<name>/` in its own cluster. A copy
 * of the same name that renders another root is another object; dropping the self-made copy for it
 * would drop its cluster's render, read back from its plain file the next round, and the renders
 * would alternate without end.
 */
import { viaName, type RenderVia } from './types.ts';

export interface GitopsCopy {
  /** The object's kind, namespace and name (viaName). */
  readonly id: string;
  /** The GitOps objects that asked for the render it was read from: none for a plain file or a root rendered on its own. */
  readonly madeBy: readonly RenderVia[];
  /** The folder of that render. */
  readonly readFrom: string | undefined;
  /** The folders it asks to render. */
  readonly renders: readonly string[];
}

/** The copies that ask for renders: all but the self-made ones whose root a copy read elsewhere renders. */
export function copiesAsking<T extends GitopsCopy>(copies: readonly T[]): T[] {
  const renderedElsewhere = new Set<string>();
  for (const c of copies) if (!isSelfMade(c)) for (const dir of c.renders) renderedElsewhere.add(rootOf(c.id, dir));
  return copies.filter((c) => !(isSelfMade(c) && c.readFrom !== undefined && renderedElsewhere.has(rootOf(c.id, c.readFrom))));
}

/** Read only from renders the object itself asked for. */
function isSelfMade(c: GitopsCopy): boolean {
  return c.madeBy.length > 0 && c.madeBy.every((v) => viaName(v) === c.id);
}

function rootOf(id: string, dir: string): string {
  return `${id}\0${dir}`;
}
