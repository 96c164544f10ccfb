/**
 * Why a Kustomize root whose files are missing failed, from every file its kustomizations read or
 * build on (kustomization.ts: resources, bases, components), not from kustomize's message: kustomize stops at the first file it cannot
 * load (api/internal/target/kusttarget.go AccumulateTarget, then runGenerators; api/kv/kv.go
 * keyValuesFromFileSources), so its message names one file, maybe a gitignored one, and hides the
 * rest. A file .gitignore keeps out (`git check-ignore`) is written where the root is applied (a
 * `.env` of secrets); one it does not name is a broken reference in the repository.
 */
import { existsSync } from 'node:fs';
import { someNamed } from '../core/arrays.ts';
import type { Severity } from '../core/diagnostic.ts';
import { ignoredByGit } from '../io/git-ignored.ts';

export interface MissingReads {
  /** Missing files .gitignore keeps out of the repository. */
  readonly ignored: readonly string[];
  /** Missing files .gitignore does not name. */
  readonly absent: readonly string[];
}

/** The files of `reads` (absolute) that are not there, by whether .gitignore names them (`cwd`: inside the work tree). */
export async function missingReads(reads: readonly string[], cwd: string): Promise<MissingReads> {
  const missing = [...new Set(reads)].filter((f) => !existsSync(f));
  const ignored = await ignoredByGit(missing, cwd);
  return { ignored, absent: missing.filter((f) => !ignored.includes(f)) };
}

/**
 * What a failed build is said to have failed on when a file it reads or builds on is missing, else
 * undefined (kustomize's own message then says why). Only files .gitignore keeps out missing: a
 * warning, no mistake in the repository; any other missing: an error naming those first,
 * whichever kustomize stopped at, then the gitignored ones.
 */
export function missingReadsFailure(missing: MissingReads, show: (absolute: string) => string): { why: string; severity: Severity } | undefined {
  const named = (files: readonly string[]): string => someNamed(files.map((f) => JSON.stringify(show(f))));
  const are = missing.absent.length === 1 ? 'is' : 'are';
  const absent = `${named(missing.absent)}, which ${are} not in the repository (nor named by .gitignore)`;
  if (missing.ignored.length === 0) return missing.absent.length === 0 ? undefined : { why: `it reads ${absent}`, severity: 'error' };
  const kept = `${named(missing.ignored)}, which .gitignore keeps out of the repository (written where the root is applied, as a secret or a generated file is)`;
  if (missing.absent.length === 0) return { why: `it reads ${kept}, so kustomize cannot build it here`, severity: 'warning' };
  return { why: `it reads ${absent}, and ${kept}`, severity: 'error' };
}
