/**
 * Flux's ArtifactGenerator (source.extensions.fluxcd.io, Flux 2.7): it builds ExternalArtifacts
 * from parts of a source, `copy: [{from: "@monorepo/apps/staging/**", to: "@artifact/staging/"}]`,
 * and a Kustomization whose `sourceRef` is that ExternalArtifact renders a path inside it. When the
 * source is this repository, the path is a folder of it: `./staging` of the artifact above is
 * `apps/staging`. Copies of whole folders (`<dir>/**`) are followed; other patterns are not.
 */
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
    for (const s of Array.isArray(spec['sources']) ? spec['sources'].map(obj) : []) {
      const alias = str(s['alias']);
      if (
        alias !== undefined &&
        (str(s['kind']) ?? 'GitRepository') === 'GitRepository' &&
        isThisRepository(str(s['namespace']) ?? namespace, str(s['name']) ?? '')
      )
        aliases.add(alias);
    }
    for (const artifact of Array.isArray(spec['artifacts']) ? spec['artifacts'].filter(isObject) : []) {
      const name = str(artifact['name']);
      if (name === undefined) continue;
      const copies: ArtifactCopy[] = [];
      for (const c of Array.isArray(artifact['copy']) ? artifact['copy'].map(obj) : []) {
        const from = folderOf(str(c['from']), aliases);
        const to = /^@artifact(?:\/(.*))?$/.exec(str(c['to']) ?? '')?.[1];
        if (from !== undefined && to !== undefined) copies.push({ from, to: trimSlashes(to) });
      }
      const key = `${namespace}/${name}`;
      out.set(key, [...(out.get(key) ?? []), { file: doc.file, copies }]);
    }
  }
  return out;
}

/** `@alias/a/b/**` (or `@alias/**`) of a known alias → "a/b"; anything else (one file, a pattern) → undefined. */
function folderOf(from: string | undefined, aliases: ReadonlySet<string>): string | undefined {
  const m = /^@([^/]+)\/(?:(.*)\/)?\*\*$/.exec(from ?? '');
  if (m === null || !aliases.has(m[1]!) || /[*?[{]/.test(m[2] ?? '')) return undefined;
  return trimSlashes(m[2] ?? '');
}

function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '');
}

/** The repository folder a path of the artifact is (the copy with the longest `to` that holds it), or undefined. */
export function repositoryPath(copies: readonly ArtifactCopy[], artifactPath: string): string | undefined {
  const p = trimSlashes(artifactPath.replace(/^\.\/?/, '').replace(/\/\.$/, ''));
  let best: ArtifactCopy | undefined;
  for (const c of copies) {
    const holds = c.to === '' || p === c.to || p.startsWith(`${c.to}/`);
    if (holds && (best === undefined || c.to.length > best.to.length)) best = c;
  }
  if (best === undefined) return undefined;
  const rest = best.to === '' ? p : p.slice(best.to.length).replace(/^\//, '');
  return [best.from, rest].filter((s) => s !== '').join('/') || '.';
}

/**
 * The artifact of that name a Kustomization in `file` gets: the generator written nearest to it
 * (the most folders in common: clusters/production's own), then the first by file.
 */
export function nearestArtifact(artifacts: readonly GeneratedArtifact[], file: string): GeneratedArtifact | undefined {
  const shared = (a: string): number => {
    const x = a.split('/').slice(0, -1);
    const y = file.split('/').slice(0, -1);
    let n = 0;
    while (n < x.length && n < y.length && x[n] === y[n]) n++;
    return n;
  };
  return [...artifacts].sort((a, b) => shared(b.file) - shared(a.file) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))[0];
}
