/**
 * The APIs a chart sees in `.Capabilities.APIVersions` (helm template `--api-versions`): against a
 * live cluster, helm-controller and Argo CD give the cluster's own discovery, so a chart that
 * offers a VerticalPodAutoscaler or a ServiceMonitor only "if the API exists" renders it there.
 * Without a cluster, the APIs the input shows exist stand in for discovery:
 *   - each CustomResourceDefinition's served versions, as `group/version` and `group/version/Kind`;
 *   - the `apiVersion` (and `apiVersion/Kind`) of every object of an API group with a dot (a CRD's);
 *   - the VPA API (`autoscaling.k8s.io/v1`): a chart whose values enable its VPA is simulated with
 *     it (the vpa-max scenario), as the worst case.
 * Helm adds these to its built-in set (chartutil.DefaultVersionSet). The VPA API first, then the
 * rest sorted, each once, at most MAX_API_VERSIONS.
 */
import { arr, obj, str } from '../core/fields.ts';
import type { LoadedDocument } from '../load/index.ts';

const ALWAYS: readonly string[] = ['autoscaling.k8s.io/v1', 'autoscaling.k8s.io/v1/VerticalPodAutoscaler'];
/** Far above the APIs of any real cluster; a command line of these stays well under the OS limit. */
export const MAX_API_VERSIONS = 4096;

export function capabilityApiVersions(documents: readonly LoadedDocument[]): string[] {
  const out = new Set<string>();
  const add = (groupVersion: string, kind: string | undefined): void => {
    if (!GROUP_VERSION.test(groupVersion)) return;
    out.add(groupVersion);
    if (kind !== undefined && KIND.test(kind)) out.add(`${groupVersion}/${kind}`);
  };
  for (const d of documents) {
    const v = obj(d.value);
    const apiVersion = str(v['apiVersion']);
    const kind = str(v['kind']);
    if (apiVersion === undefined || !GROUP_VERSION.test(apiVersion)) continue;
    if (kind === 'CustomResourceDefinition' && apiVersion.startsWith('apiextensions.k8s.io/')) {
      const spec = obj(v['spec']);
      const group = str(spec['group']);
      const crdKind = str(obj(spec['names'])['kind']);
      for (const version of arr(spec['versions']).map(obj)) {
        const name = str(version['name']);
        if (group !== undefined && name !== undefined && version['served'] !== false) add(`${group}/${name}`, crdKind);
      }
      const legacy = str(spec['version']);
      if (group !== undefined && legacy !== undefined) add(`${group}/${legacy}`, crdKind);
    } else if (apiVersion.slice(0, apiVersion.indexOf('/')).includes('.')) add(apiVersion, kind);
  }
  const found = [...out].filter((v) => !ALWAYS.includes(v)).sort();
  return [...ALWAYS, ...found.slice(0, MAX_API_VERSIONS - ALWAYS.length)];
}

/** `group/version` as the API server names them (a DNS subdomain, a version): never a comma, which helm splits on. */
const GROUP_VERSION = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?\/[a-z0-9]{1,63}$/;
const KIND = /^[A-Za-z][A-Za-z0-9]{0,62}$/;
