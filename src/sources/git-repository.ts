/**
 * Which Flux GitRepository objects are this repository as checked out: the bootstrap one
 * (flux-system), one the input does not define, and one that follows the bootstrap one's URL at
 * the same reference. The same URL at another branch, tag or commit is other content: what the
 * working tree holds is not what that source gives its cluster.
 *
 * Upstream: fluxcd/source-controller api/v1 gitrepository_types.go (GitRepositoryRef: commit, then
 * name, then semver, then tag, then branch take precedence; none given is the master branch).
 */
import { obj, str } from '../core/fields.ts';

/** A GitRepository's spec.url and the reference it follows, as a phrase ("branch main"). */
export interface GitSource {
  readonly url: string;
  readonly ref: string;
  /** spec.ignore: the patterns its artifact leaves out (source-ignore.ts). */
  readonly ignore?: string;
}

/** The bootstrap GitRepository, which `flux bootstrap` writes for the repository itself. */
export const BOOTSTRAP = 'flux-system/flux-system';

/**
 * The reference spec.ref selects, by the source-controller's precedence. A reference name of a
 * branch or tag (`refs/heads/main`, as the Flux Operator's sync writes it) checks out what that
 * branch or tag does: the same content, so the same phrase.
 */
export function gitReference(spec: unknown): string {
  const ref = obj(obj(spec)['ref']);
  const commit = str(ref['commit']);
  if (commit !== undefined && commit !== '') return `commit ${commit}`;
  const name = str(ref['name']);
  if (name !== undefined && name !== '') {
    const head = /^refs\/(heads|tags)\/(.+)$/.exec(name);
    return head === null ? `reference ${name}` : `${head[1] === 'heads' ? 'branch' : 'tag'} ${head[2]!}`;
  }
  const semver = str(ref['semver']);
  if (semver !== undefined && semver !== '') return `semver range ${semver}`;
  const tag = str(ref['tag']);
  if (tag !== undefined && tag !== '') return `tag ${tag}`;
  const branch = str(ref['branch']);
  return `branch ${branch !== undefined && branch !== '' ? branch : 'master'}`;
}

/**
 * The GitRepository a FluxInstance's `spec.sync` makes, as "namespace/name" (sync.name, else the
 * instance's namespace) and its source, or undefined (no sync, or one of an OCIRepository or a
 * Bucket). It is the cluster's bootstrap source, as `flux bootstrap` writes flux-system.
 *
 * Upstream: controlplaneio-fluxcd/flux-operator internal/controller/fluxinstance_controller.go
 * (syncName defaults to the namespace) and internal/builder/templates.go syncTmpl (a GitRepository
 * of that name in the instance's namespace, `ref: {name: <sync.ref>}`, `url: <sync.url>`).
 */
export function fluxInstanceSync(value: unknown): { readonly key: string; readonly source: GitSource } | undefined {
  const v = obj(value);
  if (v['kind'] !== 'FluxInstance' || !(str(v['apiVersion']) ?? '').startsWith('fluxcd.controlplane.io/')) return undefined;
  const sync = obj(obj(v['spec'])['sync']);
  const url = str(sync['url']);
  if (sync['kind'] !== 'GitRepository' || url === undefined) return undefined;
  const namespace = str(obj(v['metadata'])['namespace']) ?? 'default';
  const name = str(sync['name']);
  return {
    key: `${namespace}/${name !== undefined && name !== '' ? name : namespace}`,
    source: { url, ref: gitReference({ ref: { name: str(sync['ref']) ?? '' } }) },
  };
}

/**
 * The URL with what does not change the repository left out: the scheme, user and port
 * (https://github.com/o/r and ssh://git@github.com:22/o/r), a trailing ".git" or "/", the host's case.
 *
 * Upstream: argoproj/argo-cd util/git/git.go NormalizeGitURL (an SSH URL, IsSSHURL's
 * `user@host…` without ssh://, has its first ":" made a "/" and ssh:// put before it), so
 * git@github.com:o/r and git@github.com/o/r are one repository to Argo CD.
 */
function sameRepositoryKey(url: string): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:]*)(?::\d+)?(.*)$/i.exec(url.trim());
  // git's scp-like form of a remote (git@github.com:o/r.git) is ssh://git@github.com/o/r.git.
  const scp = m === null ? /^(?:[^@/:]+@)?([^/:]+):(?!\/\/)(.+)$/.exec(url.trim()) : null;
  // Argo CD reads user@host/path (no colon to replace) as ssh://user@host/path; git would take it
  // for a folder, so it is never a remote of the checkout (io/git-remotes.ts isNetworkUrl).
  const ssh = m === null && scp === null ? /^[^@/:]+@([^/:@]+)(\/.+)$/.exec(url.trim()) : null;
  const whole =
    m !== null
      ? `${m[1]!.toLowerCase()}${m[2]!}`
      : scp !== null
        ? `${scp[1]!.toLowerCase()}/${scp[2]!}`
        : ssh !== null
          ? `${ssh[1]!.toLowerCase()}${ssh[2]!}`
          : url.trim();
  // By hand: /\/+$/ backtracks on a long run of slashes that does not end the URL.
  let end = whole.length;
  while (end > 0 && whole.charCodeAt(end - 1) === 0x2f) end--;
  const key = whole.slice(0, end);
  return key.endsWith('.git') ? key.slice(0, -4) : key;
}

/**
 * Whether `url` names one of the checkout's git remotes (another spelling of it too; the path's
 * case aside, as GitHub and GitLab ignore it: actions/checkout writes the repository's own case).
 */
export function namesRemote(url: string, remotes: readonly string[]): boolean {
  const key = sameRepositoryKey(url).toLowerCase();
  return remotes.some((r) => sameRepositoryKey(r).toLowerCase() === key);
}

/**
 * Argo CD fetches repoURL: in a checkout whose remotes are known, another URL is other content; in
 * any checkout, so is a URL git cannot fetch (unfetchableScheme).
 */
export function isOtherRepository(repoURL: string, remotes: readonly string[]): boolean {
  return repoURL !== '' && (unfetchableScheme(repoURL) !== undefined || (remotes.length > 0 && !namesRemote(repoURL, remotes)));
}

/** "another repository (URL), …": why `repoURL`, which isOtherRepository says is another repository, is one. */
export function otherRepositoryText(repoURL: string): string {
  const scheme = unfetchableScheme(repoURL);
  return scheme === undefined
    ? `another repository (${repoURL}), not one of the checkout's git remotes`
    : `another repository (${repoURL}): Argo CD cannot fetch a ${scheme}:// URL as git, and the tool that applies the Application replaces it with a repository of its own (idpbuilder serves a cnoe:// folder so)`;
}

/**
 * The scheme of a URL Argo CD cannot fetch as git, or undefined. It lists a repository's refs with
 * go-git (argo-cd util/git/client.go nativeGitClient.getRefs, listRemote), whose transports are
 * http, https, ssh, git and file (go-git plumbing/transport/client/client.go Protocols); an
 * scp-like `git@host:path` has no scheme.
 */
function unfetchableScheme(url: string): string | undefined {
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url.trim());
  if (m === null) return undefined;
  const scheme = m[1]!.toLowerCase();
  return GIT_TRANSPORTS.has(scheme) ? undefined : scheme;
}

const GIT_TRANSPORTS: ReadonlySet<string> = new Set(['http', 'https', 'ssh', 'git', 'file']);

/** Whether the GitRepository "namespace/name" is this repository as checked out. */
export function isThisRepository(namespace: string, name: string, repositories: ReadonlyMap<string, GitSource>, remotes: readonly string[] = []): boolean {
  return otherSource(namespace, name, repositories, remotes) === undefined;
}

/**
 * Why the GitRepository "namespace/name" is not this repository as checked out ("its source is
 * …"), or undefined if it is. `remotes`: the checkout's git remote URLs. Without the bootstrap
 * GitRepository in the input, one that names a remote of the checkout is this repository, one that
 * names none of them another; without remotes either, a `flux-system` of another namespace is
 * taken for a bootstrap there (`flux bootstrap --namespace`), any other is not known.
 */
export function otherSource(
  namespace: string,
  name: string,
  repositories: ReadonlyMap<string, GitSource>,
  remotes: readonly string[] = [],
): string | undefined {
  const key = `${namespace}/${name}`;
  const source = repositories.get(key);
  if (source === undefined || key === BOOTSTRAP) return undefined;
  const bootstrap = repositories.get(BOOTSTRAP);
  if (bootstrap === undefined) {
    if (namesRemote(source.url, remotes)) return undefined;
    if (remotes.length > 0) return `another repository (${source.url}), which is none of the checkout's git remotes`;
    if (name === 'flux-system') return undefined;
    return `the GitRepository ${JSON.stringify(key)} (${source.url}, ${source.ref}), and neither a GitRepository ${BOOTSTRAP} in the input nor a git remote of the checkout says which repository is this one`;
  }
  if (sameRepositoryKey(source.url) !== sameRepositoryKey(bootstrap.url)) return `another repository (${source.url})`;
  if (source.ref === bootstrap.ref) return undefined;
  return `the ${source.ref} of this repository, not the ${bootstrap.ref} that GitRepository ${BOOTSTRAP} follows`;
}
