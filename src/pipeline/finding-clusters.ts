/**
 * The clusters a finding about reading and rendering belongs to, in a run over several: a render
 * that failed for a HelmRelease belongs to the clusters that hold that HelmRelease, a file's
 * problem to the clusters that read the file; what no cluster holds belongs to "unassigned" when
 * the run has one. A finding of several clusters is one finding per cluster, each carrying its
 * name, as each cluster's own findings do.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { obj } from '../core/fields.ts';
import type { LoadedDocument } from '../load/document.ts';

export interface ClusterDocuments {
  readonly name: string;
  readonly documents: readonly LoadedDocument[];
}

export function withClusters(diagnostics: readonly Diagnostic[], clusters: readonly ClusterDocuments[], fallback: string | undefined): Diagnostic[] {
  const index = clusters.map((c) => ({ name: c.name, ...indexOf(c.documents) }));
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (d.cluster !== undefined) {
      out.push(d);
      continue;
    }
    const key = d.object === undefined ? undefined : objectKey(d.object.kind, d.object.namespace, d.object.name);
    // The object as written in the finding's file first: clusters' folders may each hold an object of one name.
    let names = key === undefined ? [] : index.filter((c) => c.placed.has(`${d.file}\0${key}`)).map((c) => c.name);
    if (names.length === 0 && key !== undefined) names = index.filter((c) => c.objects.has(key)).map((c) => c.name);
    if (names.length === 0) names = index.filter((c) => c.files.has(d.file)).map((c) => c.name);
    if (names.length === 0 && fallback !== undefined) names = [fallback];
    if (names.length === 0) out.push(d);
    for (const cluster of names) out.push({ ...d, cluster });
  }
  return out;
}

/** A cluster's objects, its objects by the file each is written in, and its files. */
function indexOf(documents: readonly LoadedDocument[]): { objects: Set<string>; placed: Set<string>; files: Set<string> } {
  const objects = new Set<string>();
  const placed = new Set<string>();
  const files = new Set<string>();
  for (const doc of documents) {
    files.add(doc.file);
    const v = obj(doc.value);
    const metadata = obj(v['metadata']);
    if (typeof v['kind'] !== 'string' || typeof metadata['name'] !== 'string') continue;
    const key = objectKey(v['kind'], typeof metadata['namespace'] === 'string' ? metadata['namespace'] : '', metadata['name']);
    objects.add(key);
    placed.add(`${doc.file}\0${key}`);
  }
  return { objects, placed, files };
}

/** Kind, namespace and name; an object that names no namespace matches one in "default" (where it lands). */
function objectKey(kind: string, namespace: string, name: string): string {
  return `${kind}\0${namespace === '' ? 'default' : namespace}\0${name}`;
}
