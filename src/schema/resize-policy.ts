/**
 * What the API server refuses in a container's `resizePolicy` that the JSON Schemas cannot say
 * (pkg/apis/core/validation/validation.go validateResizePolicy, validateInitContainers): a
 * resource named twice, a resource other than cpu and memory, a policy other than NotRequired in a
 * pod whose restartPolicy is Never, and RestartContainer on an init container that is no sidecar.
 * Such a pod (or workload) is refused when it is created: an `input/schema` error at the field.
 * An object the API server already holds (a `metadata.uid` or a `status`) is not checked again.
 */
import { isObject } from '../core/fields.ts';
import { admittedPodSpec, type RequirementProblem } from './resource-requirements.ts';

/** supportedResizeResources. */
const RESIZABLE = ['cpu', 'memory'];

export function resizePolicyProblems(value: unknown, kind: string): RequirementProblem[] {
  const admitted = admittedPodSpec(value, kind);
  if (admitted === undefined) return [];
  const { spec, specPath } = admitted;
  const podRestartPolicy = typeof spec['restartPolicy'] === 'string' ? spec['restartPolicy'] : 'Always';
  const out: RequirementProblem[] = [];
  for (const list of ['initContainers', 'containers'] as const) {
    const containers = spec[list];
    if (!Array.isArray(containers)) continue;
    containers.forEach((c: unknown, i) => {
      if (!isObject(c) || !Array.isArray(c['resizePolicy'])) return;
      const sidecar = list === 'initContainers' && c['restartPolicy'] === 'Always';
      const seen = new Set<string>();
      c['resizePolicy'].forEach((p: unknown, j) => {
        if (!isObject(p)) return;
        const at = [...specPath, list, i, 'resizePolicy', j];
        const name = p['resourceName'];
        const policy = p['restartPolicy'];
        if (typeof name === 'string') {
          if (seen.has(name)) out.push({ path: [...at, 'resourceName'], atKey: false, message: `Duplicate value: "${name}"` });
          seen.add(name);
          if (name !== '' && !RESIZABLE.includes(name))
            out.push({ path: [...at, 'resourceName'], atKey: false, message: `Unsupported value: "${name}": supported values: "cpu", "memory"` });
        }
        if (podRestartPolicy === 'Never' && policy !== 'NotRequired')
          out.push({ path: [...at, 'restartPolicy'], atKey: false, message: "must be 'NotRequired' when pod `restartPolicy` is 'Never'" });
        if (list === 'initContainers' && !sidecar && policy === 'RestartContainer')
          out.push({ path: [...at, 'restartPolicy'], atKey: false, message: "must not be set to 'RestartContainer' for non-sidecar initContainers" });
      });
    });
  }
  return out;
}
