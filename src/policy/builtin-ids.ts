/**
 * Finding ids raised outside the rule registry: by the loader, the schemas and the model builder.
 * They are listed here so every id a report can contain has a description (SARIF rules, docs).
 */
import type { Severity } from '../core/diagnostic.ts';

export interface BuiltinFinding {
  readonly id: string;
  readonly description: string;
  readonly defaultSeverity: Severity;
}

export const BUILTIN_FINDINGS: readonly BuiltinFinding[] = [
  {
    id: 'change/immutable-field',
    description:
      "The change edits a field the API server refuses to update (a running Pod's resources outside the resize subresource, a PriorityClass value, a Job template).",
    defaultSeverity: 'warning',
  },
  {
    id: 'change/not-simulated',
    description:
      'The change edits or adds an object whose pods are not simulated (a GitOps object whose source is not rendered or whose render failed, the Flux source such an object reads, an operator resource, a copy of a duplicated object other than the one simulated), or a file that a Kustomize root or Helm chart not rendered reads: what the change does through it is not checked.',
    defaultSeverity: 'warning',
  },
  {
    id: 'coverage/not-simulated',
    description: 'An object makes pods that the simulation cannot expand (an operator resource, an unmodelled workload kind).',
    defaultSeverity: 'warning',
  },
  {
    id: 'coverage/other-cluster',
    description:
      "A Flux Kustomization or HelmRelease with `spec.kubeConfig`, or an Argo CD Application (or an ApplicationSet's) whose destination is another cluster, applies what it renders there; without `clusters:` in the configuration its objects are simulated beside the others, on the same nodes.",
    defaultSeverity: 'warning',
  },
  {
    id: 'coverage/unlisted',
    description:
      "Manifest files in a Kustomize root's folder that its kustomization does not list, or in a Helm chart's folder outside templates/, crds/ and charts/, or `.json` manifests in a folder without a kustomization that a Flux Kustomization renders (kustomize-controller lists its `.yaml` and `.yml` files only): no render reads them, so they are not checked.",
    defaultSeverity: 'info',
  },
  {
    id: 'config/not-used',
    description:
      'A .resizeguard.yaml in or above a checked folder is not the configuration of the run (read from the working directory up to the git root, or --config): its settings are not applied; or a `charts` entry of the configuration names a path that holds no chart, or a `clusters` entry a path that is no file or folder; or node pools beside the Nodes of a live cluster (a snapshot), which the run uses alone.',
    defaultSeverity: 'warning',
  },
  { id: 'coverage/nothing-simulated', description: 'The run simulated no resize: nothing it checked tells it what to resize.', defaultSeverity: 'warning' },
  { id: 'input/binary', description: 'A file is not text.', defaultSeverity: 'error' },
  {
    id: 'input/duplicate-object',
    description: 'The same object (API group, kind, namespace, name) is defined twice with different content.',
    defaultSeverity: 'error',
  },
  { id: 'input/empty', description: 'A file holds no YAML documents.', defaultSeverity: 'info' },
  {
    id: 'input/json-syntax',
    description: 'A JSON file does not parse (a warning when it reads as YAML, as kubectl reads a .json file that is not JSON).',
    defaultSeverity: 'error',
  },
  { id: 'input/not-an-object', description: 'A document is not a mapping.', defaultSeverity: 'warning' },
  { id: 'input/not-found', description: 'A path or glob matches no manifest file.', defaultSeverity: 'error' },
  {
    id: 'input/not-kubernetes',
    description: 'A file holds no Kubernetes object (CI, Ansible or values YAML, a test assertion file); it is not checked.',
    defaultSeverity: 'info',
  },
  {
    id: 'input/not-rendered',
    description:
      "A Kustomize root, Helm chart or GitOps source could not be rendered (a render error is an error; a remote source, a chart's unvendored dependencies, a chart rendered on its own that asks for values, a root whose only missing files are generator files .gitignore keeps out of the repository (a `.env` of secrets written at deploy time), a Helm kustomize cannot run, or an external kustomize plugin outside Flux a warning), or a file is a Jinja, Go, Terraform, ytt, FreeMarker or `@NAME@` template outside a chart, a root's kustomization file too (a warning), or a folder holds Dhall, Jsonnet or CUE sources that make Kubernetes objects (a warning per folder; an info when the repository holds their rendered output).",
    defaultSeverity: 'error',
  },
  {
    id: 'rollout/stalled',
    description: 'A pod-template change rolls out (diff mode) and cannot make progress: new replicas stay Pending.',
    defaultSeverity: 'error',
  },
  {
    id: 'input/schema',
    description:
      'An object violates the schema of the fields resizeguard reads (an info for one that only lacks required fields in a file no cluster applies, the cluster `unassigned`: a patch file left lying).',
    defaultSeverity: 'error',
  },
  {
    id: 'input/too-large',
    description: 'A file is larger than the size limit, or an object is past a bound on what one run builds (config bounds).',
    defaultSeverity: 'error',
  },
  {
    id: 'input/unknown-field',
    description:
      "A pod spec, container or resources block has a field Kubernetes does not know (`resources.request`): the API server refuses it under strict field validation, kubectl apply's default.",
    defaultSeverity: 'error',
  },
  { id: 'input/unreadable', description: 'A file or folder cannot be read, or is not a regular file (a FIFO, socket or device).', defaultSeverity: 'error' },
  { id: 'input/symlink', description: 'A symbolic link that loops, dangles or leads out of the repository is not followed.', defaultSeverity: 'warning' },
  {
    id: 'input/yaml-syntax',
    description:
      "A YAML document does not parse (an error); or it parses only as kubectl reads it, a quoted string's next line not indented past its key, a block scalar's indicator on the line after its key at the key's indentation or a flow collection's next line at or left of its key, or only as Argo CD and Helm read a chart's output, a key twice in one mapping (a warning, and the document is read).",
    defaultSeverity: 'error',
  },
  { id: 'node/default-max-pods', description: 'A Node has no pods allocatable; the kubelet default of 110 is assumed.', defaultSeverity: 'info' },
  { id: 'reference/daemonset-no-nodes', description: 'A DaemonSet matches no Node in the input.', defaultSeverity: 'warning' },
  {
    id: 'reference/missing-owner',
    description: 'A pod of a live snapshot (--cluster) names a controller the snapshot does not hold: it runs, matched to no workload of the repository.',
    defaultSeverity: 'warning',
  },
  { id: 'reference/missing-node', description: 'A Pod is bound to a Node that is not in the input.', defaultSeverity: 'error' },
  {
    id: 'reference/runtime-class',
    description:
      "A pod names a RuntimeClass the admission plugin refuses it for (an error: its spec.overhead or nodeSelector conflicts with the class's; its pods are left out), or one the input does not hold (an info: the overhead and scheduling the class may add are not counted).",
    defaultSeverity: 'error',
  },
  { id: 'reference/no-nodes', description: 'The input defines no Node (and the config no node pools): nothing can be placed.', defaultSeverity: 'error' },
  {
    id: 'reference/pdb-selects-nothing',
    description:
      "A PodDisruptionBudget matches no pod in the input (an info where the pods may be ones the input does not simulate: those of an operator's resource whose pod template or name its selector matches, or of an unrendered release, or kube-system's, which the distribution runs; and where they are those of a workload switched off, at replicas 0 or a suspended CronJob).",
    defaultSeverity: 'warning',
  },
  {
    id: 'vpa/too-few-replicas',
    description: 'The VPA updater skips a workload with fewer live pods than its minReplicas (default 2).',
    defaultSeverity: 'info',
  },
  { id: 'simulation/step-limit', description: 'A scenario did not settle within the step limit; its results are partial.', defaultSeverity: 'error' },
  { id: 'reference/missing-target', description: 'A ResizeScenario target (an error) or a VPA target (a warning) matches no pod.', defaultSeverity: 'error' },
];
