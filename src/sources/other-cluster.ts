/**
 * GitOps objects that apply what they render to another cluster than the one they run in: a Flux
 * Kustomization or HelmRelease with `spec.kubeConfig` (a hub syncing its spokes), an Argo CD
 * Application (or one an ApplicationSet makes) whose `spec.destination` is not the cluster Argo
 * CD runs in. Without `clusters:` in the configuration nothing tells the run which cluster that
 * is, so those objects are simulated with the others of the cluster the layout gives them,
 * sharing its nodes: one `coverage/other-cluster` warning per such object says so, and how to
 * simulate it alone.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { obj, str } from '../core/fields.ts';
import type { LoadedDocument, PathSegment } from '../load/index.ts';
import type { RenderVia } from './types.ts';

export const OTHER_CLUSTER_RULE = 'coverage/other-cluster';

/** Argo CD's names for the cluster it runs in (pkg/apis/application/v1alpha1 KubernetesInternalAPIServerAddr, KubernetesInClusterName). */
export const IN_CLUSTER_SERVER = 'https://kubernetes.default.svc';
export const IN_CLUSTER_NAME = 'in-cluster';

/** Where `doc` applies what it renders, when that is another cluster: the field saying so and how it names the cluster. */
export function otherClusterTarget(doc: LoadedDocument): { path: PathSegment[]; target: string } | undefined {
  const value = obj(doc.value);
  const api = str(value['apiVersion']) ?? '';
  const kind = str(value['kind']);
  const spec = obj(value['spec']);
  if ((api.startsWith('kustomize.toolkit.fluxcd.io/') && kind === 'Kustomization') || (api.startsWith('helm.toolkit.fluxcd.io/') && kind === 'HelmRelease')) {
    if (spec['kubeConfig'] === undefined || spec['kubeConfig'] === null) return undefined;
    const config = obj(spec['kubeConfig']);
    const secret = str(obj(config['secretRef'])['name']);
    const configMap = str(obj(config['configMapRef'])['name']);
    const named = secret !== undefined ? ` (Secret ${JSON.stringify(secret)})` : configMap !== undefined ? ` (ConfigMap ${JSON.stringify(configMap)})` : '';
    return { path: ['spec', 'kubeConfig'], target: `the cluster of its spec.kubeConfig${named}` };
  }
  if (api.startsWith('argoproj.io/') && kind === 'Application') return argoDestination(spec, ['spec', 'destination']);
  return undefined;
}

/** Whether `via` applies what it renders to another cluster than the one it runs in (its generated Application's destination, for an ApplicationSet). */
export function appliesElsewhere(via: RenderVia): boolean {
  const found = via.generatedSpec === undefined ? otherClusterTarget(via.doc) : argoDestination(via.generatedSpec, ['spec', 'destination']);
  return found !== undefined;
}

/** An Argo CD Application spec's destination when it is another cluster; `at`: where the destination is written. */
export function argoDestination(spec: Readonly<Record<string, unknown>>, at: PathSegment[]): { path: PathSegment[]; target: string } | undefined {
  const destination = obj(spec['destination']);
  const server = str(destination['server']);
  const name = str(destination['name']);
  if (server !== undefined && server !== '' && server !== IN_CLUSTER_SERVER) return { path: [...at, 'server'], target: `the cluster at ${server}` };
  if ((server === undefined || server === '') && name !== undefined && name !== '' && name !== IN_CLUSTER_NAME)
    return { path: [...at, 'name'], target: `the cluster Argo CD names ${JSON.stringify(name)}` };
  return undefined;
}

/**
 * Where an ApplicationSet's Application applies what it renders, when that is another cluster: its
 * generated spec's destination, found at the template's destination (a list element's `{{url}}`).
 */
function generatedTarget(via: RenderVia, spec: Readonly<Record<string, unknown>>): { path: PathSegment[]; target: string } | undefined {
  const found = argoDestination(spec, ['spec', 'template', 'spec', 'destination']);
  return found === undefined ? undefined : { ...found, target: `${found.target} (its Application ${via.name})` };
}

/** One warning per GitOps object among `vias` (of the renders) that applies to another cluster, in the order first met. */
export function otherClusterFindings(vias: readonly RenderVia[]): Diagnostic[] {
  const seen = new Set<LoadedDocument>();
  const out: Diagnostic[] = [];
  for (const via of vias) {
    if (seen.has(via.doc)) continue;
    const found = via.generatedSpec === undefined ? otherClusterTarget(via.doc) : generatedTarget(via, via.generatedSpec);
    // An ApplicationSet's Applications may go to several clusters: it is named once, by the first that goes elsewhere.
    if (via.generatedSpec === undefined || found !== undefined) seen.add(via.doc);
    if (found === undefined) continue;
    out.push({
      ruleId: OTHER_CLUSTER_RULE,
      severity: 'warning',
      message: `${via.generatedSpec === undefined ? `${via.kind} ${via.namespace}/${via.name}` : `ApplicationSet ${via.namespace}/${setName(via.doc)}`} applies what it renders to ${found.target}, not to the cluster it runs in; without \`clusters:\` in .resizeguard.yaml its objects are simulated beside the others, on the same nodes: list that cluster's folders under \`clusters:\` to simulate it alone`,
      file: via.doc.file,
      range: via.doc.locate(found.path, 'key'),
    });
  }
  return out;
}

function setName(doc: LoadedDocument): string {
  return str(obj(obj(doc.value)['metadata'])['name']) ?? '';
}
