/**
 * The Flux sources of GitOps objects left unrendered: a HelmRelease's `spec.chartRef` (an
 * OCIRepository or a HelmChart) or `spec.chart.spec.sourceRef` (a HelmRepository, GitRepository or
 * Bucket), a Kustomization's `spec.sourceRef` (an OCIRepository of manifests). A change to such a
 * source (a Renovate bump of an OCIRepository's `ref.tag`, the chart version a fleet pins there)
 * changes what the object installs, and is not checked either. Cross-namespace references follow
 * helm-controller and kustomize-controller: a reference without `namespace` is in the object's.
 * (helm-controller api/v2 HelmReleaseSpec.ChartRef, HelmChartTemplateSpec.SourceRef;
 * kustomize-controller api/v1 KustomizationSpec.SourceRef.) Pure.
 */
import { obj } from '../core/fields.ts';
import { kubernetesIdentity, type LoadedDocument } from '../load/index.ts';

/** "Kind/namespace/name" of a source → the objects left unrendered that read it ("Kind namespace/name"), in input order. */
export function unrenderedSourceReaders(documents: readonly LoadedDocument[], unrendered: ReadonlySet<LoadedDocument> | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (unrendered === undefined) return out;
  for (const doc of documents) {
    if (!unrendered.has(doc)) continue;
    const id = kubernetesIdentity(doc);
    if (id === undefined || !isFluxGroup(id.apiVersion)) continue;
    const namespace = id.namespace || 'default';
    const spec = obj(obj(doc.value)['spec']);
    const refs = [obj(spec['chartRef']), obj(obj(obj(spec['chart'])['spec'])['sourceRef']), obj(spec['sourceRef'])];
    for (const ref of refs) {
      const kind = ref['kind'];
      const name = ref['name'];
      if (typeof kind !== 'string' || typeof name !== 'string') continue;
      const key = sourceKey(kind, typeof ref['namespace'] === 'string' && ref['namespace'] !== '' ? ref['namespace'] : namespace, name);
      const list = out.get(key) ?? [];
      list.push(`${id.kind} ${namespace}/${id.name}`);
      out.set(key, list);
    }
  }
  return out;
}

/** Whether an apiVersion is one of Flux's (`helm.toolkit.fluxcd.io/v2`, `source.toolkit.fluxcd.io/v1`). */
export function isFluxGroup(apiVersion: string, group = ''): boolean {
  const g = apiVersion.split('/')[0] ?? '';
  return group === '' ? g.endsWith('.toolkit.fluxcd.io') : g === group;
}

export function sourceKey(kind: string, namespace: string, name: string): string {
  return `${kind}/${namespace}/${name}`;
}

/** "HelmRelease a/b", "HelmRelease a/b and 2 more". */
export function readersPhrase(readers: readonly string[]): string {
  return readers.length === 1 ? readers[0]! : `${readers[0]!} and ${readers.length - 1} more`;
}
