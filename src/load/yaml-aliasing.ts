/**
 * How much aliasing a YAML document may hold: go-yaml's rule, which kubectl, Kustomize's and
 * Helm's readers, Argo CD and Flux all apply (sigs.k8s.io/yaml v1.6.0 yaml.go Unmarshal reads
 * with go.yaml.in/yaml/v2, v2.4.4 in kubernetes v1.37.2's go.mod; that release's decode.go
 * decoder.unmarshal and allowedAliasRatio, the same in go.yaml.in/yaml/v3 v3.0.4 decode.go).
 *
 * Every node the decoder visits counts, a node inside an alias's expansion as often as it is
 * reached. Past 1,000 nodes and 100 of them reached through aliases, a document whose share of
 * such nodes is over the allowed ratio is refused ("document contains excessive aliasing"): 0.99
 * up to 400,000 nodes, falling evenly to 0.10 at 4,000,000 and staying there. So a manifest that
 * reuses an anchor many times reads, and a billion laughs stops after a few thousand nodes. An
 * alias inside its own anchor is refused too ("anchor … value contains itself", decoder.alias).
 */
import { isAlias, isMap, isScalar, isSeq, visit, type Alias, type Document, type Node } from 'yaml';

/** decode.go alias_ratio_range_low and _high. */
const ALIAS_RATIO_RANGE_LOW = 400_000;
const ALIAS_RATIO_RANGE_HIGH = 4_000_000;

/** decode.go allowedAliasRatio: the largest share of decoded nodes that may come through aliases. */
export function allowedAliasRatio(decodeCount: number): number {
  if (decodeCount <= ALIAS_RATIO_RANGE_LOW) return 0.99;
  if (decodeCount >= ALIAS_RATIO_RANGE_HIGH) return 0.1;
  return 0.99 - 0.89 * ((decodeCount - ALIAS_RATIO_RANGE_LOW) / (ALIAS_RATIO_RANGE_HIGH - ALIAS_RATIO_RANGE_LOW));
}

/** A document go-yaml refuses for its aliases, and the alias to point at: the outermost one being expanded then. */
export class AliasError extends Error {
  constructor(
    message: string,
    readonly alias: Alias | undefined,
  ) {
    super(message);
  }
}

/** decode.go unmarshal's words for a document over the ratio. */
export const EXCESSIVE_ALIASING = 'document contains excessive aliasing';

/** go-yaml's decoder counts (decode.go decoder: decodeCount, aliasCount, aliasDepth, aliases) for one document. */
export class AliasCounter {
  private decodeCount = 0;
  private aliasCount = 0;
  /** The aliases being expanded, outermost first; its size is decode.go's aliasDepth. */
  private readonly aliases = new Set<Alias>();
  private targets: Map<Alias, Node> | undefined;

  constructor(private readonly doc: Document.Parsed) {}

  /**
   * The node an alias stands for: the last one before it with its anchor, as the parser resolves
   * it (Alias.resolve), from one walk of the document rather than one per expansion.
   */
  resolve(alias: Alias): Node | undefined {
    if (this.targets === undefined) {
      const targets = new Map<Alias, Node>();
      const last = new Map<string, Node>();
      visit(this.doc, {
        Node: (_key, node) => {
          if (isAlias(node)) {
            const target = last.get(node.source);
            if (target !== undefined) targets.set(node, target);
          } else if (node.anchor !== undefined) last.set(node.anchor, node);
        },
      });
      this.targets = targets;
    }
    return this.targets.get(alias);
  }

  /** decode.go unmarshal's first step: one node more; throws an AliasError past the ratio. */
  unmarshal(): void {
    this.decodeCount++;
    if (this.aliases.size > 0) this.aliasCount++;
    if (this.aliasCount > 100 && this.decodeCount > 1000 && this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount))
      throw new AliasError(EXCESSIVE_ALIASING, this.aliases.values().next().value);
  }

  /** decode.go alias: from here on nodes come through `alias`, which may not be inside its own expansion. */
  enter(alias: Alias): void {
    if (this.aliases.has(alias)) throw new AliasError(`anchor '${alias.source}' value contains itself`, alias);
    this.aliases.add(alias);
  }

  leave(alias: Alias): void {
    this.aliases.delete(alias);
  }
}

/** decode.go isMerge: a plain `<<` (a symbol where the parser merges) or one tagged !!merge; a quoted "<<" is a key like any other. */
export function isMergeKey(key: unknown): boolean {
  if (!isScalar(key)) return false;
  if (typeof key.value === 'symbol') return true;
  return key.value === '<<' && ((key.type === 'PLAIN' && key.tag === undefined) || key.tag === 'tag:yaml.org,2002:merge');
}

/** A step of checkAliasing's walk: a node to decode, the merged value of a `<<`, or the end of an alias's expansion. */
type Step = { readonly node: unknown; readonly merge?: true } | { readonly leave: Alias };

/**
 * Counts `doc`'s nodes in the order go-yaml's decoder into an interface{} visits them (decode.go
 * document, mapping, merge, sequence, alias), without building its value; throws an AliasError
 * where go-yaml fails (too much aliasing, an alias inside its own anchor). The
 * walk stops where go-yaml would, so a bomb costs a few thousand steps. An alias to no anchor is
 * the parser's error, reported before this.
 */
export function checkAliasing(doc: Document.Parsed): void {
  const counter = new AliasCounter(doc);
  counter.unmarshal(); // the document node
  const stack: Step[] = [{ node: doc.contents }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ('leave' in step) {
      counter.leave(step.leave);
      continue;
    }
    const { node } = step;
    // decode.go merge: a sequence's items are decoded (the last first), the sequence itself not.
    if (step.merge === true && isSeq(node)) {
      for (const item of node.items) stack.push({ node: item });
      continue;
    }
    counter.unmarshal();
    if (isAlias(node)) {
      const target = counter.resolve(node);
      if (target === undefined) continue;
      counter.enter(node);
      stack.push({ leave: node }, { node: target });
    } else if (isMap(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) {
        const { key, value } = node.items[i]!;
        if (isMergeKey(key)) stack.push({ node: value, merge: true });
        else stack.push({ node: value }, { node: key });
      }
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push({ node: node.items[i] as Node | null });
    }
  }
}
