/**
 * Pod names as the controllers make them, made deterministic.
 *
 * Upstream (kubernetes/kubernetes v1.37.2):
 * - pkg/controller/controller_utils.go `ComputeHash`: FNV-32a of the pod template, printed in
 *   decimal and passed through `rand.SafeEncodeString` (apimachinery pkg/util/rand);
 * - pkg/controller/deployment/sync.go `generateReplicaSetName`: `<deployment>-<hash>`, the
 *   Deployment's name cut so the whole fits a DNS-1123 subdomain (253);
 * - pkg/controller/controller_utils.go `getPodsPrefix`: pods of a ReplicaSet, DaemonSet or Job
 *   get `generateName: <controller>-`;
 * - apiserver pkg/storage/names/generate.go `GenerateName`: the base cut to 58 characters, then 5
 *   random characters from the same alphabet;
 * - pkg/controller/job/indexed_job_utils.go `podGenerateNameWithIndex`: `<job>-<index>-`;
 * - pkg/controller/statefulset/stateful_set_utils.go `getPodName`: `<set>-<ordinal>`;
 * - pkg/controller/cronjob/cronjob_controllerv2.go `getJobName`: `<cronjob>-<minutes>`.
 *
 * Deviations, so that the same input always gives the same names: upstream hashes the Go struct
 * after API defaulting (`hashutil.DeepHashObject`), this hashes the template's canonical JSON, so
 * the hash has upstream's shape but not the cluster's value; the 5 "random" characters come from
 * a hash of the base and the replica's index (a DaemonSet pod's node), and a CronJob's scheduled
 * minute (unknown before it runs) from a hash of its job template.
 */
import { canonicalJson } from '../core/canonical-json.ts';
import { perObject } from '../core/memo.ts';

/** apimachinery pkg/util/rand `alphanums`: no vowels (no words) and no 0, 1, 3 (no l33t). */
const ALPHANUMS = 'bcdfghjklmnpqrstvwxz2456789';
const DNS1123_SUBDOMAIN_MAX_LENGTH = 253;
/** apiserver pkg/storage/names: 63 − the 5 random characters. */
const MAX_GENERATED_NAME_LENGTH = 58;
const RANDOM_LENGTH = 5;

/** FNV-1a, 32 bits (hash/fnv `New32a`), over the text's UTF-8 bytes. */
function fnv32a(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}

/** `rand.SafeEncodeString`: each character mapped onto the alphabet by its code. */
function safeEncodeString(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += ALPHANUMS.charAt(s.charCodeAt(i) % ALPHANUMS.length);
  return out;
}

/** A template's canonical JSON, made once per template object (the hash and the diff's comparison share it). */
const canonicalTemplate = perObject((template: object): string => canonicalJson(template));

export function templateText(template: unknown): string {
  return typeof template === 'object' && template !== null ? canonicalTemplate(template) : canonicalJson(template);
}

/** `controller.ComputeHash` of a pod template (the `pod-template-hash` label's value). */
export function computeHash(template: unknown): string {
  return safeEncodeString(String(fnv32a(templateText(template))));
}

/** `generateReplicaSetName`: the ReplicaSet a Deployment (or an Argo Rollout) makes for a template. */
export function replicaSetName(owner: string, templateHash: string): string {
  const max = DNS1123_SUBDOMAIN_MAX_LENGTH - 1 - templateHash.length;
  return `${owner.length > max ? owner.slice(0, max) : owner}-${templateHash}`;
}

/** `getPodsPrefix`: the generateName of a controller's pods. */
export function podsPrefix(controller: string): string {
  return `${controller}-`;
}

/** `podGenerateNameWithIndex`: an Indexed Job's pods carry their completion index. */
export function indexedJobPrefix(job: string, index: number): string {
  const append = `-${index}-`;
  const prefix = job + append;
  return prefix.length > MAX_GENERATED_NAME_LENGTH ? job.slice(0, MAX_GENERATED_NAME_LENGTH - append.length) + append : prefix;
}

/** `getJobName` of a CronJob's run; the scheduled minute stands in as a hash of its job template. */
export function cronJobRunName(cronJob: string, jobTemplate: unknown): string {
  return `${cronJob}-${fnv32a(canonicalJson(jobTemplate)) % 100_000_000}`;
}

/**
 * Names made from generateName prefixes, as `GenerateName` does, with the random part drawn from
 * the prefix and a seed (the replica's index or node). A name already made is drawn again, as the
 * controller retries an AlreadyExists.
 */
export class NameGenerator {
  private readonly made = new Set<string>();

  generate(prefix: string, seed: string): string {
    const base = prefix.length > MAX_GENERATED_NAME_LENGTH ? prefix.slice(0, MAX_GENERATED_NAME_LENGTH) : prefix;
    for (let attempt = 0; ; attempt++) {
      let h = fnv32a(attempt === 0 ? `${base}\0${seed}` : `${base}\0${seed}\0${attempt}`);
      let name = base;
      for (let i = 0; i < RANDOM_LENGTH; i++) {
        name += ALPHANUMS.charAt(h % ALPHANUMS.length);
        h = Math.floor(h / ALPHANUMS.length);
      }
      if (!this.made.has(name)) {
        this.made.add(name);
        return name;
      }
    }
  }
}
