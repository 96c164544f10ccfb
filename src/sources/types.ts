/** What the repository renders: one request per Kustomize root, Helm chart or GitOps source. */
import type { Diagnostic } from '../core/diagnostic.ts';
import { canonicalJson } from '../core/canonical-json.ts';
import type { ChartConfig } from '../config/types.ts';
import type { LoadedDocument } from '../load/document.ts';
import type { ParseBounds } from '../load/bounds.ts';

export type RenderKind = 'kustomize' | 'helm' | 'directory';

/** The GitOps object that asked for a render (Flux Kustomization or HelmRelease, Argo CD Application). */
export interface RenderVia {
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  readonly doc: LoadedDocument;
  /** An Application an ApplicationSet made (`doc` is the ApplicationSet): its spec, the template filled. */
  readonly generatedSpec?: Readonly<Record<string, unknown>>;
}

/** A GitOps object's name as findings and render keys give it: "Kustomization flux-system/apps". */
export function viaName(v: Pick<RenderVia, 'kind' | 'namespace' | 'name'>): string {
  return `${v.kind} ${v.namespace}/${v.name}`;
}

export interface RenderRequest {
  readonly kind: RenderKind;
  /** Absolute directory: the Kustomize root, the chart, or the plain folder. */
  readonly dir: string;
  /** Kustomize: the namespace transformer (Flux targetNamespace, Argo kustomize.namespace). Helm: --namespace. */
  readonly namespace?: string;
  /** Given to namespaced objects that have none (Argo CD destination.namespace; kubectl apply -n). */
  readonly defaultNamespace?: string;
  readonly namePrefix?: string;
  readonly nameSuffix?: string;
  /** Kustomize components applied on top (Flux spec.components), absolute. */
  readonly components?: readonly string[];
  /**
   * Kustomize `patches` entries ({patch or an absolute path, target}) applied on top (Flux
   * spec.patches, Argo CD kustomize.patches), and `replicas` ({name, count}: Argo CD kustomize.replicas).
   */
  readonly patches?: readonly ({ readonly patch: string } | { readonly path: string })[];
  readonly replicas?: readonly unknown[];
  /** Kustomize commonLabels and commonAnnotations on top (Argo CD kustomize.commonLabels, commonAnnotations). */
  readonly commonLabels?: Readonly<Record<string, string>>;
  readonly commonAnnotations?: Readonly<Record<string, string>>;
  /** A folder without a kustomization, rendered as Flux does: every manifest under it. */
  readonly generated?: boolean;
  /**
   * Generated from a GitRepository's artifact: the repository's top and the object's spec.ignore,
   * which leave files out of it (source-ignore.ts).
   */
  readonly sourceIgnore?: { readonly root: string; readonly ignore?: string };
  /** Flux postBuild.substitute. */
  readonly substitute?: Readonly<Record<string, string>>;
  /** Kustomize --load-restrictor LoadRestrictionsNone (Flux builds that way). */
  readonly loadRestrictorNone?: boolean;
  /**
   * Kustomize without --enable-helm, whatever the tree inflates: kustomize-controller builds with
   * its plugin config disabled (fluxcd/pkg kustomize kustomize_generator.go Build), so a
   * `helmCharts:` entry fails its build.
   */
  readonly helmDisabled?: boolean;
  /** Directory: read sub-folders too (Argo CD directory.recurse). */
  readonly recurse?: boolean;
  /** Directory: Argo CD directory.include and directory.exclude, on paths relative to `dir` (sources/argo-glob.ts). */
  readonly include?: string;
  readonly exclude?: string;
  readonly releaseName?: string;
  /** Helm values files (absolute), after the chart's own values.yaml. */
  readonly valuesFiles?: readonly string[];
  /**
   * Helm: files (absolute) merged in order into the chart's default values in place of its own
   * values.yaml (a Flux HelmChart's valuesFiles: chart-values.ts); none leaves it no defaults.
   */
  readonly chartValuesFiles?: readonly string[];
  /** Inline values (HelmRelease spec.values, Argo CD valuesObject), after the files. */
  readonly values?: readonly unknown[];
  /** Helm --set pairs (Argo CD helm.parameters). */
  readonly set?: readonly (readonly [string, string])[];
  /** Helm --set-string pairs (Argo CD helm.parameters with forceString). */
  readonly setString?: readonly (readonly [string, string])[];
  /** Helm --set-file pairs, the file absolute (Argo CD helm.fileParameters). */
  readonly setFile?: readonly (readonly [string, string])[];
  /** Helm: kustomize `patches` applied to the chart's output (Flux spec.postRenderers[].kustomize). */
  readonly postRenderPatches?: readonly { readonly patch: string; readonly target?: unknown }[];
  /** Helm --api-versions in place of the input's (Argo CD helm.apiVersions). */
  readonly apiVersions?: readonly string[];
  /** Helm --kube-version (Argo CD helm.kubeVersion). */
  readonly kubeVersion?: string;
  readonly via?: RenderVia;
}

export interface RenderOutput {
  readonly request: RenderRequest;
  readonly documents: readonly LoadedDocument[];
  readonly diagnostics: readonly Diagnostic[];
  /** False when nothing could be rendered (the diagnostics say why). */
  readonly ok: boolean;
}

/** What `.resizeguard.yaml` says about rendering. */
export interface RenderSettings {
  /** kustomize executable; default `kustomize`, else `kubectl kustomize`. */
  readonly kustomize?: string;
  readonly kubectl?: string;
  readonly helm?: string;
  readonly timeoutSeconds?: number;
  readonly charts?: readonly ChartSettings[];
  /** Objects per file, nesting and string size of what is read and rendered (config bounds). */
  readonly bounds?: ParseBounds;
}

/** Options of a chart rendered on its own: config `charts` entries. */
export type ChartSettings = ChartConfig;

/** A key for a request: equal requests are rendered once. */
export function requestKey(r: RenderRequest): string {
  return canonicalJson({ ...r, via: undefined });
}
