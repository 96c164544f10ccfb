/**
 * The APIs a chart sees in `.Capabilities.APIVersions` (helm template `--api-versions`): against a
 * live cluster, helm-controller and Argo CD give the cluster's own discovery, so a chart that
 * offers a VerticalPodAutoscaler or a ServiceMonitor only "if the API exists" renders it there.
 * Without a cluster, a default Kubernetes 1.37 cluster's built-in APIs and the APIs the input
 * shows exist stand in for discovery:
 *   - every built-in `group/version` served by default and its `group/version/Kind`s
 *     (builtin-apis.ts), so `Has "policy/v1/PodDisruptionBudget"` holds as it does against a cluster;
 *   - each CustomResourceDefinition's served versions, as `group/version` and `group/version/Kind`;
 *   - the `apiVersion` (and `apiVersion/Kind`) of every object of an API group with a dot (a CRD's),
 *     unless the group is built in: an object at a built-in version 1.37 no longer serves
 *     (`networking.k8s.io/v1beta1`) does not make it served;
 *   - the VPA API (`autoscaling.k8s.io/v1`): a chart whose values enable its VPA is simulated with
 *     it (the vpa-max scenario), as the worst case.
 * Helm adds these to its built-in set (chartutil.DefaultVersionSet, group/versions only). The VPA
 * API first, then the built-in APIs, then the rest sorted, each once, at most MAX_API_VERSIONS in all.
 */
import { arr, obj, str } from '../core/fields.ts';
import type { LoadedDocument } from '../load/index.ts';
import { BUILTIN_API_GROUPS, BUILTIN_API_VERSIONS } from './builtin-apis.ts';

const ALWAYS: readonly string[] = ['autoscaling.k8s.io/v1', 'autoscaling.k8s.io/v1/VerticalPodAutoscaler'];
const BUILTIN: ReadonlySet<string> = new Set(BUILTIN_API_VERSIONS);
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
    } else {
      const group = apiVersion.slice(0, apiVersion.indexOf('/'));
      if (group.includes('.') && !BUILTIN_API_GROUPS.has(group)) add(apiVersion, kind);
    }
  }
  const first = [...ALWAYS, ...BUILTIN_API_VERSIONS];
  const found = [...out].filter((v) => !BUILTIN.has(v) && !ALWAYS.includes(v)).sort();
  return [...first, ...found].slice(0, MAX_API_VERSIONS);
}

/** `group/version` as the API server names them (a DNS subdomain, a version): never a comma, which helm splits on. */
const GROUP_VERSION = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?\/[a-z0-9]{1,63}$/;
const KIND = /^[A-Za-z][A-Za-z0-9]{0,62}$/;
