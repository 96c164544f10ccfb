/**
 * What the API server refuses in an object's name and namespace (ValidateObjectMeta with each
 * kind's name function): apimachinery's NameIsDNSSubdomain for the kinds resizeguard reads
 * (ValidatePodName, ValidateNodeName, ValidatePriorityClassName, the apps, batch and policy names;
 * a custom resource's name alike), a DNS-1123 label for a StatefulSet (ValidateStatefulSetName:
 * its pods' hostnames), a CronJob's name at most 52 characters (validation.go
 * ValidateCronJobCreate: its Jobs append an 11-character suffix), and the namespace a DNS-1123
 * label (ValidateNamespaceName). A placeholder left in a manifest (`cleanup-<node-hostname>`)
 * makes the object one the cluster never holds.
 *
 * A pod spec names a PriorityClass the same way: ValidatePodSpec refuses a priorityClassName that
 * is not a DNS-1123 subdomain (pkg/apis/core/validation/validation.go, ValidatePriorityClassName =
 * NameIsDNSSubdomain), so a pod, or a workload whose template, naming one with a `{{ … }}` or
 * `${VAR}` placeholder is a template (registry.ts), not a pod of an unknown class.
 */
import { CLUSTER_SCOPED_KINDS } from '../core/cluster-scoped.ts';
import { DNS_SUBDOMAIN_RE } from './keywords.ts';
import { admittedPodSpec, type RequirementProblem } from './resource-requirements.ts';

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_SUBDOMAIN_MAX = 253;
const DNS1123_LABEL_MAX = 63;
const CRONJOB_NAME_MAX = 52;

/** Upstream's messages (k8s.io/apimachinery/pkg/util/validation). */
const SUBDOMAIN_MESSAGE =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com')";
const LABEL_MESSAGE =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name')";

function nameProblem(name: string, kind: string): string | undefined {
  // ValidateStatefulSetName: a DNS-1123 label, as its pods' hostnames are.
  if (kind === 'StatefulSet') return namespaceProblem(name);
  const subdomain = subdomainProblem(name);
  if (subdomain !== undefined) return subdomain;
  if (kind === 'CronJob' && name.length > CRONJOB_NAME_MAX) return `must be no more than ${CRONJOB_NAME_MAX} characters (a CronJob's Jobs add 11)`;
  return undefined;
}

/** NameIsDNSSubdomain (IsDNS1123Subdomain), as most kinds' names and ValidatePriorityClassName use it. */
function subdomainProblem(name: string): string | undefined {
  if (name.length > DNS1123_SUBDOMAIN_MAX) return `must be no more than ${DNS1123_SUBDOMAIN_MAX} characters`;
  return DNS_SUBDOMAIN_RE.test(name) ? undefined : SUBDOMAIN_MESSAGE;
}

/** NameIsDNSLabel, as ValidateNamespaceName and ValidateStatefulSetName use it. */
function namespaceProblem(namespace: string): string | undefined {
  if (namespace.length > DNS1123_LABEL_MAX) return `must be no more than ${DNS1123_LABEL_MAX} characters`;
  return DNS1123_LABEL.test(namespace) ? undefined : LABEL_MESSAGE;
}

/** The refusals of an object's metadata.name and metadata.namespace (ResizeScenario, which is no API object, aside). */
export function objectNameProblems(value: unknown, kind: string): RequirementProblem[] {
  if (kind === 'ResizeScenario' || typeof value !== 'object' || value === null) return [];
  const metadata = (value as { metadata?: unknown }).metadata;
  if (typeof metadata !== 'object' || metadata === null) return [];
  const { name, namespace } = metadata as { name?: unknown; namespace?: unknown };
  const out: RequirementProblem[] = [];
  const badName = typeof name === 'string' && name !== '' ? nameProblem(name, kind) : undefined;
  if (badName !== undefined)
    out.push({ path: ['metadata', 'name'], atKey: false, message: `${JSON.stringify(name)} is not a valid name: ${badName}; the API server refuses it` });
  const badNamespace = typeof namespace === 'string' && namespace !== '' && !CLUSTER_SCOPED_KINDS.has(kind) ? namespaceProblem(namespace) : undefined;
  if (badNamespace !== undefined)
    out.push({
      path: ['metadata', 'namespace'],
      atKey: false,
      message: `${JSON.stringify(namespace)} is not a valid namespace: ${badNamespace}; the API server refuses it`,
    });
  return out;
}

/** The refusal of a pod spec's priorityClassName (ValidatePodSpec: a non-empty one is a DNS-1123 subdomain). */
export function podSpecNameProblems(value: unknown, kind: string): RequirementProblem[] {
  const admitted = admittedPodSpec(value, kind);
  const name = admitted?.spec['priorityClassName'];
  if (admitted === undefined || typeof name !== 'string' || name === '') return [];
  const bad = subdomainProblem(name);
  if (bad === undefined) return [];
  return [
    {
      path: [...admitted.specPath, 'priorityClassName'],
      atKey: false,
      message: `${JSON.stringify(name)} is not a valid PriorityClass name: ${bad}; the API server refuses it`,
    },
  ];
}
