import type { SourceRange } from '../core/diagnostic.ts';

/** A step in a path into a document: a mapping key or a sequence index. */
export type PathSegment = string | number;

/**
 * One Kubernetes object as read from a file: its plain value plus a way to find where any
 * field of it was written. Items of a `kind: List` (or any `*List`) are separate documents.
 */
export interface LoadedDocument {
  /** Display path of the file (repo-relative, "/" separators, "<stdin>" for stdin). */
  readonly file: string;
  /** Position of this object in the file: document index, then item index inside a List. */
  readonly order: readonly number[];
  /** The render this object came from (kind and folder), when it was rendered; plain files have none. */
  readonly unit?: string | undefined;
  /**
   * Written by `helm template` (a chart, a kustomization's helmCharts, Helm's output read as a
   * file): an API version a chart picked from `.Capabilities.APIVersions` (helm's built-in list,
   * not a cluster's) may not be the one an install against a real cluster picks.
   */
  readonly helmTemplated?: boolean | undefined;
  /**
   * Rendered for a GitOps object of the input (a Flux Kustomization or HelmRelease, an Argo CD
   * Application): what its cluster is given. Of differing copies of one object, such a copy is
   * simulated before one that no GitOps object applies (a root rendered on its own).
   */
  readonly gitopsApplied?: boolean | undefined;
  /** Plain JSON-like value (objects, arrays, strings, numbers, booleans, null). */
  readonly value: unknown;
  /**
   * Where `path` (relative to this object) was written. Falls back to the nearest existing
   * ancestor when the path is absent. `part: 'key'` points at the mapping key, `'value'` at
   * the value (default). Computed lazily: cheap for objects nobody reports on.
   */
  locate(path: readonly PathSegment[], part?: 'key' | 'value'): SourceRange;
}
