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
    let names = key === undefined ? [] : index.filter((c) => c.objects.has(key)).map((c) => c.name);
    if (names.length === 0) names = index.filter((c) => c.files.has(d.file)).map((c) => c.name);
    if (names.length === 0 && fallback !== undefined) names = [fallback];
    if (names.length === 0) out.push(d);
    for (const cluster of names) out.push({ ...d, cluster });
  }
  return out;
}

function indexOf(documents: readonly LoadedDocument[]): { objects: Set<string>; files: Set<string> } {
  const objects = new Set<string>();
  const files = new Set<string>();
  for (const doc of documents) {
    files.add(doc.file);
    const v = obj(doc.value);
    const metadata = obj(v['metadata']);
    if (typeof v['kind'] !== 'string' || typeof metadata['name'] !== 'string') continue;
    objects.add(objectKey(v['kind'], typeof metadata['namespace'] === 'string' ? metadata['namespace'] : '', metadata['name']));
  }
  return { objects, files };
}

/** Kind, namespace and name; an object that names no namespace matches one in "default" (where it lands). */
function objectKey(kind: string, namespace: string, name: string): string {
  return `${kind}\0${namespace === '' ? 'default' : namespace}\0${name}`;
}
