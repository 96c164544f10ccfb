/**
 * Whether an Argo CD source's `targetRevision` is what the checkout holds. Argo CD fetches the
 * revision from its repository: empty is "HEAD", the remote's default branch; otherwise a branch
 * or tag by its short name or full ref (`refs/heads/main`), a semver constraint over the tags, or
 * a commit SHA (7 to 40 hex digits). Another branch, a tag or a commit is other content: what the
 * working tree holds is not what that source gives its cluster.
 *
 * Upstream: argoproj/argo-cd util/git/client.go nativeGitClient.lsRemote (a revision matches a
 * ref by its short or full name; "" becomes HEAD), util/git/git.go IsCommitSHA,
 * IsTruncatedCommitSHA.
 */
import { str } from '../core/fields.ts';
import { BOOTSTRAP, type GitSource } from './git-repository.ts';

/**
 * Why a source whose targetRevision (a git generator's `revision`) is `revision` is not the checkout ("its source is …"), or
 * undefined if it is. `followed`: the branches the checkout follows (its own, the remote's default
 * branch, the Flux bootstrap GitRepository's); none known, every revision is taken for it.
 */
export function otherRevision(revision: unknown, followed: readonly string[]): string | undefined {
  const written = str(revision) ?? '';
  if (written === '' || written === 'HEAD' || followed.length === 0) return undefined;
  const branch = written.startsWith('refs/heads/') ? written.slice('refs/heads/'.length) : written;
  if (followed.includes(branch)) return undefined;
  const names = followed.map((b) => JSON.stringify(b));
  const list = names.length === 1 ? `the branch ${names[0]!}` : `the branches ${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `the revision ${JSON.stringify(written)}, not ${list} the checkout follows`;
}

/**
 * The branches the checkout follows: `checkout`'s (io/git-revision.ts) and the one the Flux
 * bootstrap GitRepository follows, which is this repository as a cluster reads it.
 */
export function branchesFollowed(checkout: readonly string[], repositories: ReadonlyMap<string, GitSource>): string[] {
  const ref = repositories.get(BOOTSTRAP)?.ref ?? '';
  const flux = ref.startsWith('branch ') ? [ref.slice('branch '.length)] : [];
  return [...new Set([...checkout, ...flux])].sort();
}
