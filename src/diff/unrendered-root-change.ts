/**
 * `change/not-simulated` for a change to a file that a Kustomize root or Helm chart reads when that
 * root is not rendered at head (a root on a remote base that cannot be fetched, a chart whose
 * render fails): no object of it is in the run, so notSimulatedChanges (which compares objects)
 * has nothing to say, and the root's `input/not-rendered`, already there at the base, is not new.
 * The change is said at the changed file, at its first changed line. A file a rendered root reads
 * too is simulated through that root; a root whose failure is new says so itself
 * (`input/not-rendered`, new); a file the change already has this finding at is not said twice.
 * Pure.
 */
import { START_OF_FILE, type Diagnostic } from '../core/diagnostic.ts';
import { CHANGE_NOT_SIMULATED } from './not-simulated-change.ts';

export interface ChangedFile {
  /** Absolute path, as `reads` take it. */
  readonly path: string;
  /** Display path, as findings name it. */
  readonly file: string;
  readonly change: 'added' | 'edited' | 'removed';
  /** 1-based line of the first change at head (1 for a removed file). */
  readonly line: number;
}

export interface RootAtHead {
  /** `Kustomize root "overlay"`. */
  readonly name: string;
  readonly ok: boolean;
  /** Not rendered: the finding saying why. */
  readonly why?: Diagnostic;
  /** Whether the root's render reads the file (absolute). */
  readonly reads: (path: string) => boolean;
}

/**
 * A finding per changed file that a root not rendered at head reads, unless a rendered root reads
 * it too, `baseFailures` (the base's `input/not-rendered` files) lacks the root's failure (it is
 * new, and says so), or `said` (files the change already has a `change/not-simulated` at) holds it.
 */
export function unrenderedRootChanges(
  changed: readonly ChangedFile[],
  roots: readonly RootAtHead[],
  baseFailures: ReadonlySet<string>,
  said: ReadonlySet<string>,
): Diagnostic[] {
  const failed = roots.filter((r) => !r.ok && (r.why === undefined || baseFailures.has(r.why.file)));
  if (failed.length === 0) return [];
  const rendered = roots.filter((r) => r.ok);
  const out: Diagnostic[] = [];
  for (const c of [...changed].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    if (said.has(c.file) || rendered.some((r) => r.reads(c.path))) continue;
    const readers = [...new Set(failed.filter((r) => r.reads(c.path)).map((r) => r.name))].sort();
    const first = failed.find((r) => r.name === readers[0]);
    if (first === undefined) continue;
    const others = readers.length > 1 ? ` (and ${readers.length - 1} other root${readers.length > 2 ? 's' : ''} not rendered)` : '';
    const verb = c.change === 'added' ? 'adds' : c.change === 'removed' ? 'removes' : 'edits';
    out.push({
      ruleId: CHANGE_NOT_SIMULATED,
      severity: 'warning',
      message: `the change ${verb} ${c.file}, which ${first.name} reads${others}, and that root is not rendered: ${reasonOf(first.why)}; what the change does to the cluster through it is not checked`,
      file: c.file,
      range: c.change === 'removed' ? START_OF_FILE : { start: { line: c.line, column: 1 }, end: { line: c.line, column: 1 } },
      ...(first.why !== undefined ? { related: [{ file: first.why.file, range: first.why.range, message: 'why the root is not rendered' }] } : {}),
    });
  }
  return out;
}

/** The reason an `input/not-rendered` finding gives (after "was not rendered: "), or its whole message. */
function reasonOf(why: Diagnostic | undefined): string {
  if (why === undefined) return 'its render failed';
  const m = /\bnot rendered: ([\s\S]*)$/.exec(why.message);
  return (m?.[1] ?? why.message).replace(/; none of its objects are simulated$/, '');
}
