/**
 * Flux's ArtifactGenerator (source.extensions.fluxcd.io, Flux 2.7): it builds ExternalArtifacts
 * from parts of a source, `copy: [{from: "@monorepo/apps/staging/**", to: "@artifact/staging/"}]`,
 * and a Kustomization whose `sourceRef` is that ExternalArtifact renders a path inside it. When the
 * source is this repository, the path is a folder of it: `./staging` of the artifact above is
 * `apps/staging`. Copies of whole folders are followed, as `cp -r` makes them: `<dir>/**` copies
 * the folder's contents into `to`, and `<dir>/` (no pattern) the folder itself, as `to/<dir's
 * name>`; other patterns are not. Copies from a source that is not this repository (an
 * OCIRepository, a Bucket, another GitRepository) are named, so a Kustomization of such an artifact
 * says where its content comes from.
 *
 * Upstream: fluxcd/source-watcher internal/builder/builder.go (parseCopySource, containsGlobChars,
 * applySingleSourceCopy and applySingleDirectoryCopy for a path, calculateGlobDestination for
 * `dir/**`).
 */
import { nearestTo } from './nearest-file.ts';
import path from 'node:path';
import { isObject, obj, str } from '../core/fields.ts';

/** One folder copied into an artifact: `from` in the repository, `to` in the artifact (both without leading or trailing "/"; "" for the top). */
export interface ArtifactCopy {
  readonly from: string;
  readonly to: string;
}

/** The artifacts of one ArtifactGenerator. */
export interface GeneratedArtifact {
  /** The file the generator is written in: each cluster's folder may hold its own of the same name. */
  readonly file: string;
  readonly copies: readonly ArtifactCopy[];
  /** The sources outside this repository it copies from, as phrases (`the OCIRepository "flux-system/apps"`), sorted. */
  readonly otherSources: readonly string[];
}

/** Generators' artifacts as folders of the repository, by "namespace/name"; `isThisRepository` tells a source's GitRepository "namespace/name" apart. */
export function artifactCopies(
  documents: readonly { readonly file: string; readonly value: unknown }[],
  isThisRepository: (namespace: string, name: string) => boolean,
): Map<string, GeneratedArtifact[]> {
  const out = new Map<string, GeneratedArtifact[]>();
  for (const doc of documents) {
    const v = obj(doc.value);
    if (v['kind'] !== 'ArtifactGenerator' || typeof v['apiVersion'] !== 'string' || !v['apiVersion'].startsWith('source.extensions.fluxcd.io/')) continue;
    const namespace = str(obj(v['metadata'])['namespace']) ?? 'default';
    const spec = obj(v['spec']);
    const aliases = new Set<string>();
    const others = new Map<string, string>();
    for (const s of Array.isArray(spec['sources']) ? spec['sources'].map(obj) : []) {
      const alias = str(s['alias']);
      if (alias === undefined) continue;
      const kind = str(s['kind']) ?? 'GitRepository';
      const sourceNamespace = str(s['namespace']) ?? namespace;
      const sourceName = str(s['name']) ?? '';
      if (kind === 'GitRepository' && isThisRepository(sourceNamespace, sourceName)) aliases.add(alias);
      else others.set(alias, `the ${kind} ${JSON.stringify(`${sourceNamespace}/${sourceName}`)}`);
    }
    for (const artifact of Array.isArray(spec['artifacts']) ? spec['artifacts'].filter(isObject) : []) {
      const name = str(artifact['name']);
      if (name === undefined) continue;
      const copies: ArtifactCopy[] = [];
      const otherSources = new Set<string>();
      for (const c of Array.isArray(artifact['copy']) ? artifact['copy'].map(obj) : []) {
        const source = /^@([^/]+)\/(.*)$/.exec(str(c['from']) ?? '');
        const other = source === null ? undefined : others.get(source[1]!);
        if (other !== undefined) otherSources.add(other);
        const to = /^@artifact(?:\/(.*))?$/.exec(str(c['to']) ?? '')?.[1];
        const copy = source === null || !aliases.has(source[1]!) || to === undefined ? undefined : folderCopy(source[2]!, trimSlashes(to));
        if (copy !== undefined) copies.push(copy);
      }
      const key = `${namespace}/${name}`;
      out.set(key, [...(out.get(key) ?? []), { file: doc.file, copies, otherSources: [...otherSources].sort() }]);
    }
  }
  return out;
}

/**
 * The folder a copy of `pattern` (what follows `@alias/`) puts at `to`: `a/b/**` (or `**`) its
 * contents, `a/b/` or `a/b` the folder itself as `to/b` (a file so copied is no folder, and a
 * Kustomization's path that names it is refused later); any other pattern undefined.
 */
function folderCopy(pattern: string, to: string): ArtifactCopy | undefined {
  const contents = /^(?:(.*)\/)?\*\*$/.exec(pattern);
  if (contents !== null) return GLOB.test(contents[1] ?? '') ? undefined : { from: trimSlashes(contents[1] ?? ''), to };
  if (GLOB.test(pattern)) return undefined;
  // filepath.Clean, then filepath.Join(dest, filepath.Base(src)): "." (the whole source) is `to` itself.
  const from = path.posix.normalize(`./${pattern}`).replace(/\/+$/, '');
  if (from === '..' || from.startsWith('../')) return undefined;
  if (from === '.') return { from: '', to };
  return { from, to: [to, path.posix.basename(from)].filter((p) => p !== '').join('/') };
}

/** source-watcher's containsGlobChars. */
const GLOB = /[*?[\]]/;

function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '');
}

/**
 * The repository folder a path of the artifact is (the copy with the longest `to` that holds it),
 * or undefined. A path that no copy holds but that holds one copy below it (`app` holding the
 * `app/app` a copy of the folder `app/` into `app/` makes) is that copy's folder: kustomize-controller
 * builds a folder without a kustomization from every manifest below it, a folder with one as a
 * whole (fluxcd/pkg kustomize generator), so the folders above the copy add nothing. Several copies
 * below it are no one folder of the repository.
 */
export function repositoryPath(copies: readonly ArtifactCopy[], artifactPath: string): string | undefined {
  const p = trimSlashes(artifactPath.replace(/^\.\/?/, '').replace(/\/\.$/, ''));
  let best: ArtifactCopy | undefined;
  for (const c of copies) {
    const holds = c.to === '' || p === c.to || p.startsWith(`${c.to}/`);
    if (holds && (best === undefined || c.to.length > best.to.length)) best = c;
  }
  if (best === undefined) {
    const below = copies.filter((c) => p === '' || c.to.startsWith(`${p}/`));
    return below.length === 1 ? below[0]!.from || '.' : undefined;
  }
  const rest = best.to === '' ? p : p.slice(best.to.length).replace(/^\//, '');
  return [best.from, rest].filter((s) => s !== '').join('/') || '.';
}

/**
 * The artifact of that name a Kustomization in `file` gets: the generator written nearest to it
 * (the most folders in common: clusters/production's own), then the first by file.
 */
export function nearestArtifact(artifacts: readonly GeneratedArtifact[], file: string): GeneratedArtifact | undefined {
  return nearestTo(artifacts, file, (a) => a.file);
}
