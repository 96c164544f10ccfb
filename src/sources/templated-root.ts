/**
 * A Kustomize root whose kustomization file is itself a template (a Backstage skeleton's
 * `{%- if values.awsResources %}`, filled in when the software template runs). kustomize turns
 * the file's YAML into JSON first and refuses it as "invalid Kustomization: yaml: …"
 * (sigs.k8s.io/kustomize api/types/kustomization.go Kustomization.Unmarshal): a template not
 * rendered yet, not a mistake of the repository's. Its finding is the one any other templated
 * file gets (load/yaml-template.ts): a warning at its first tag.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { parseYamlSource } from '../load/yaml.ts';
import { placeholderIn } from '../schema/placeholders.ts';
import { kustomizationFileIn, type KustomizationRefs } from './kustomization.ts';

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

/**
 * A missing file or folder that the root's kustomizations name with a placeholder in the name
 * (`resources: [${{ values.name }}.yaml]` in a Backstage skeleton's base, which the software
 * template writes under the name it is given): the kustomization is a template too, though it
 * parses. kustomize stops at it ("evalsymlink failure on '…/${{ values.name }}.yaml'"), no
 * mistake of the repository's. `dir`: the root; the entry is judged as written from it, so a
 * checkout inside a templated folder name does not count.
 */
export function placeholderEntry(tree: readonly KustomizationRefs[], dir: string): string | undefined {
  return tree.flatMap((refs) => [...refs.builds, ...refs.reads]).find((entry) => placeholderIn(path.relative(dir, entry)) !== undefined && !existsSync(entry));
}
