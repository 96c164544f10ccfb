/**
 * A Kustomize root whose kustomization file is itself a template (a Backstage skeleton's
 * `{%- if values.awsResources %}`, filled in when the software template runs). kustomize turns
 * the file's YAML into JSON first and refuses it as "invalid Kustomization: yaml: …"
 * (sigs.k8s.io/kustomize api/types/kustomization.go Kustomization.Unmarshal): a template not
 * rendered yet, not a mistake of the repository's. Its finding is the one any other templated
 * file gets (load/yaml-template.ts): a warning at its first tag.
 */
import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../core/diagnostic.ts';
import { parseYamlSource } from '../load/yaml.ts';
import { kustomizationFileIn } from './kustomization.ts';

/** The loader's `input/not-rendered` warning for the kustomization file in `dir`, when that file is a template. */
export function templatedKustomization(dir: string, display: (absolute: string) => string): Diagnostic | undefined {
  const file = kustomizationFileIn(dir);
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return parseYamlSource({ path: display(file), text }).diagnostics.find((d) => d.ruleId === 'input/not-rendered');
}
