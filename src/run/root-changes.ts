/**
 * --base REF: the changes to files that Kustomize roots and Helm charts not rendered at head read
 * (diff/unrendered-root-change.ts). The changed files come from git (the work tree against REF),
 * their texts from the work tree and from REF, for the line the change starts at.
 */
import { readFile } from 'node:fs/promises';
import type { Diagnostic } from '../core/diagnostic.ts';
import { firstChangedLine } from '../diff/patch.ts';
import { unrenderedRootChanges, type ChangedFile, type RootAtHead } from '../diff/unrendered-root-change.ts';
import { displayPath } from '../io/discover.ts';
import { changedFilesSince, readFileAtRef } from '../io/git.ts';
import { renderReads, rootName, type RootRender } from '../sources/root-files.ts';

export interface RootChangeInput {
  readonly cwd: string;
  readonly ref: string;
  readonly roots: readonly RootRender[];
  /** The base's findings: a root whose `input/not-rendered` is not among them fails only at head. */
  readonly baseDiagnostics: readonly Diagnostic[];
  /** Files the change already has a `change/not-simulated` at. */
  readonly said: ReadonlySet<string>;
}

export async function changesThroughUnrenderedRoots(input: RootChangeInput): Promise<Diagnostic[]> {
  if (input.roots.every((r) => r.ok)) return [];
  const display = (absolute: string): string => displayPath(absolute, input.cwd);
  const atHead = input.roots.map((r): RootAtHead => {
    // Walking a root's kustomizations is needed only for the files the change touches.
    let reads: ((file: string) => boolean) | undefined;
    return {
      name: rootName(r.request, display),
      ok: r.ok,
      ...(r.why !== undefined ? { why: r.why } : {}),
      reads: (f) => (reads ??= renderReads(r.request))(f),
    };
  });
  const failed = atHead.filter((r) => !r.ok);
  const changed: ChangedFile[] = [];
  for (const [file, change] of await changedFilesSince(input.cwd, input.ref)) {
    if (!failed.some((r) => r.reads(file))) continue;
    const head = change === 'removed' ? '' : await readFile(file, 'utf8').catch(() => '');
    const base = change === 'added' ? '' : ((await readFileAtRef(input.cwd, input.ref, file)) ?? '');
    changed.push({ path: file, file: display(file), change, line: change === 'removed' ? 1 : firstChangedLine(base, head) });
  }
  const baseFailures = new Set(input.baseDiagnostics.filter((d) => d.ruleId === 'input/not-rendered').map((d) => d.file));
  return unrenderedRootChanges(changed, atHead, baseFailures, input.said);
}
