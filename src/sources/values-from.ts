/**
 * A Flux HelmRelease's `spec.valuesFrom`: values read from ConfigMaps and Secrets in its namespace,
 * merged in list order, with `spec.values` on top (helm-controller: internal/chartutil
 * ChartValuesFromReferences). Each reference is looked up among the objects the input holds (a
 * configMapGenerator's output included). What cannot be read is said, and the chart is rendered
 * with the rest: a reference that is missing (helm-controller fails the release unless it is
 * `optional`), a key that is absent or not a YAML map, a Secret encrypted with SOPS, a `targetPath`
 * in a shape of `--set` syntax beyond a path of keys and a plain value (target-path.ts).
 */
import { arr, isObject, obj, str } from '../core/fields.ts';
import { targetPathValues } from './target-path.ts';
import type { LoadedDocument, PathSegment } from '../load/document.ts';
import { readValues } from '../load/read-values.ts';

/**
 * ConfigMaps and Secrets by "Kind/namespace/name", each with every copy the input holds; and,
 * under the Secret's key, the objects that make a Secret in the cluster (secretMaker).
 */
export type ValuesSources = ReadonlyMap<string, readonly LoadedDocument[]>;

export function valuesSources(documents: readonly LoadedDocument[]): Map<string, LoadedDocument[]> {
  const out = new Map<string, LoadedDocument[]>();
  for (const d of documents) {
    const v = obj(d.value);
    const kind = str(v['kind']);
    const meta = obj(v['metadata']);
    // A ClusterExternalSecret makes its Secret in the namespaces it selects: any, here.
    const namespace = isClusterExternalSecret(v) ? ANY_NAMESPACE : str(meta['namespace']) || 'default';
    let key: string;
    if ((kind === 'ConfigMap' || kind === 'Secret') && str(v['apiVersion']) === 'v1') key = `${kind}/${namespace}/${str(meta['name']) ?? ''}`;
    else {
      const made = madeSecretName(v);
      if (made === undefined) continue;
      key = `Secret/${namespace}/${made}`;
    }
    const list = out.get(key);
    if (list === undefined) out.set(key, [d]);
    else list.push(d);
  }
  return out;
}

/**
 * The Secret an object makes from outside the repository: an ExternalSecret's spec.target.name
 * (its own name by default; external-secrets.io), a ClusterExternalSecret's in each namespace it
 * selects, a SealedSecret's own name (bitnami.com, decrypted in the cluster).
 */
function madeSecretName(v: Readonly<Record<string, unknown>>): string | undefined {
  const group = (str(v['apiVersion']) ?? '').split('/')[0];
  const name = str(obj(v['metadata'])['name']);
  if (v['kind'] === 'ExternalSecret' && group === 'external-secrets.io') return str(obj(obj(v['spec'])['target'])['name']) || name;
  // Its ExternalSecrets are named spec.externalSecretName (its own name by default) and make their Secret so.
  if (isClusterExternalSecret(v)) {
    const spec = obj(v['spec']);
    return str(obj(obj(spec['externalSecretSpec'])['target'])['name']) || str(spec['externalSecretName']) || name;
  }
  if (v['kind'] === 'SealedSecret' && group === 'bitnami.com') return name;
  return undefined;
}

const ANY_NAMESPACE = '*';

function isClusterExternalSecret(v: Readonly<Record<string, unknown>>): boolean {
  return v['kind'] === 'ClusterExternalSecret' && (str(v['apiVersion']) ?? '').split('/')[0] === 'external-secrets.io';
}

/** The copies of a ConfigMap or Secret in `namespace` the input holds, or of what makes that Secret (a ClusterExternalSecret's in any). */
export function sourceCopies(sources: ValuesSources, kind: string, namespace: string, name: string): readonly LoadedDocument[] {
  return sources.get(`${kind}/${namespace}/${name}`) ?? (kind === 'Secret' ? (sources.get(`Secret/${ANY_NAMESPACE}/${name}`) ?? []) : []);
}

/**
 * "ExternalSecret \"ns/name\"" when `doc` makes the Secret it stands for, not a Secret itself;
 * `byName`, without the namespace, as the warning at it names it (unreadableSource).
 */
export function secretMaker(doc: LoadedDocument, byName = false): string | undefined {
  const v = obj(doc.value);
  if (madeSecretName(v) === undefined) return undefined;
  const meta = obj(v['metadata']);
  const name = str(meta['name']) ?? '';
  if (isClusterExternalSecret(v) || byName) return `${String(v['kind'])} ${JSON.stringify(name)}`;
  return `${String(v['kind'])} ${JSON.stringify(`${str(meta['namespace']) || 'default'}/${name}`)}`;
}

export interface ValuesFromProblem {
  readonly at: readonly PathSegment[];
  readonly message: string;
  readonly severity: 'warning' | 'info';
  /** The ConfigMap or Secret whose keys cannot be read at all, when that is why: said once, at it (gitops.ts). */
  readonly source?: UnreadableSource;
  /** The ConfigMap or Secret that is not in the input (`ConfigMap "ns/name"`), when that is why: one warning for all that read it (one-warning-per-cause.ts). */
  readonly missing?: string;
}

/** A ConfigMap or Secret of the input whose keys cannot be read here: SOPS-encrypted, or made in the cluster. */
export interface UnreadableSource {
  /** The Secret, or what makes it in the cluster. */
  readonly doc: LoadedDocument;
  /** `Secret "name"`. */
  readonly named: string;
  /** `is encrypted (SOPS)`, `is made in the cluster by ExternalSecret "x"`. */
  readonly why: string;
}

const DEFAULT_VALUES_KEY = 'values.yaml';

/**
 * An unreadable source as its warning names it, by its name alone: the warning stands at the
 * object, and one file is often the same Secret in many namespaces (a component every namespace's
 * kustomization includes; a ClusterExternalSecret's in each namespace it selects), one thing to say.
 */
export function unreadableSource(doc: LoadedDocument, kind: string, name: string, why: string): UnreadableSource {
  return { doc, named: `${kind} ${JSON.stringify(name)}`, why };
}

/** The values `spec.valuesFrom` gives a HelmRelease in `namespace` (file: its file, for choosing among copies), in merge order. */
export function valuesFromReferences(
  spec: Readonly<Record<string, unknown>>,
  namespace: string,
  file: string,
  sources: ValuesSources,
): { values: Record<string, unknown>[]; problems: ValuesFromProblem[] } {
  const values: Record<string, unknown>[] = [];
  const problems: ValuesFromProblem[] = [];
  arr(spec['valuesFrom']).forEach((raw, i) => {
    const read = readReference(obj(raw), namespace, file, sources);
    if ('values' in read) {
      if (read.values !== undefined) values.push(read.values);
    } else
      problems.push({
        at: ['spec', 'valuesFrom', i],
        message: `${read.message}; the chart is rendered without them`,
        severity: read.severity ?? 'warning',
        ...(read.source !== undefined ? { source: read.source } : {}),
        ...(read.missing !== undefined ? { missing: read.missing } : {}),
      });
  });
  return { values, problems };
}

type Read =
  | { readonly values: Record<string, unknown> | undefined }
  | { readonly message: string; readonly severity?: 'info'; readonly source?: UnreadableSource; readonly missing?: string };

function readReference(ref: Readonly<Record<string, unknown>>, namespace: string, file: string, sources: ValuesSources): Read {
  const kind = str(ref['kind']);
  const name = str(ref['name']) ?? '';
  const key = str(ref['valuesKey']) || DEFAULT_VALUES_KEY;
  const optional = ref['optional'] === true;
  const named = `${kind ?? 'source'} ${JSON.stringify(`${namespace}/${name}`)}`;
  if (kind !== 'ConfigMap' && kind !== 'Secret') return { message: `values from ${named} are not read (valuesFrom takes a ConfigMap or a Secret)` };
  const doc = nearest(sourceCopies(sources, kind, namespace, name), file);
  if (doc === undefined) {
    return optional
      ? { message: `the optional values of ${named} are not in the input (helm-controller goes on without them too)`, severity: 'info' }
      : { message: `its values come from ${named}, which is not in the input (helm-controller fails the release until it exists)`, missing: named };
  }
  const maker = secretMaker(doc);
  if (maker !== undefined)
    return {
      message: `the values of ${named} are made in the cluster by ${maker}, so they cannot be read here`,
      source: unreadableSource(doc, kind, name, `is made in the cluster by ${secretMaker(doc, true)!}`),
    };
  const targetPath = str(ref['targetPath']);
  const text = valuesText(obj(doc.value), key);
  if (targetPath !== undefined && targetPath !== '' && text !== undefined && !('encrypted' in text)) {
    const set = targetPathValues(targetPath, text.text, ref['literal'] === true);
    return set !== undefined
      ? { values: set }
      : { message: `the values of ${named} go to targetPath ${JSON.stringify(targetPath)} in a shape of helm's --set syntax not read here` };
  }
  if (text === undefined) {
    return optional
      ? { message: `${named} has no key ${JSON.stringify(key)}, an optional reference`, severity: 'info' }
      : { message: `${named} has no key ${JSON.stringify(key)} (helm-controller fails the release)` };
  }
  if ('encrypted' in text)
    return {
      message: `the values of ${named} are encrypted (SOPS), so they cannot be read here`,
      source: unreadableSource(doc, kind, name, 'is encrypted (SOPS)'),
    };
  // helm-controller reads the text with Helm's ReadValues (fluxcd/pkg chartutil ChartValuesFromReferences).
  const read = readValues(text.text);
  if ('error' in read)
    return { message: `key ${JSON.stringify(key)} of ${named} is not a YAML map of values: ${read.error} (helm-controller fails the release)` };
  return { values: Object.keys(read.values).length === 0 ? undefined : { ...read.values } };
}

/** The text under `key`: a ConfigMap's data, a Secret's stringData or base64 data; `encrypted` for a SOPS-encrypted Secret. */
export function valuesText(object: Readonly<Record<string, unknown>>, key: string): { readonly text: string } | { readonly encrypted: true } | undefined {
  if (isObject(object['sops'])) return { encrypted: true };
  if (object['kind'] === 'ConfigMap') {
    const text = str(obj(object['data'])[key]);
    return text === undefined ? undefined : { text };
  }
  const plain = str(obj(object['stringData'])[key]);
  const encoded = str(obj(object['data'])[key]);
  const text = plain ?? (encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf8'));
  if (text === undefined) return undefined;
  return (plain ?? encoded ?? '').startsWith('ENC[') ? { encrypted: true } : { text };
}

/** Of several copies (one per cluster folder, say), the one nearest the referring object's file, then the first by file. */
export function nearest(copies: readonly LoadedDocument[], file: string): LoadedDocument | undefined {
  let best: LoadedDocument | undefined;
  let bestShared = -1;
  for (const c of copies) {
    const shared = sharedFolders(c.file, file);
    if (shared > bestShared || (shared === bestShared && best !== undefined && c.file < best.file)) {
      best = c;
      bestShared = shared;
    }
  }
  return best;
}

function sharedFolders(a: string, b: string): number {
  const x = a.split('/').slice(0, -1);
  const y = b.split('/').slice(0, -1);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}
