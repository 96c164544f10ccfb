/**
 * A path of a Flux source joined to its root as the controllers join it
 * (github.com/cyphar/filepath-securejoin SecureJoin, which kustomize-controller uses for a
 * Kustomization's spec.path and source-controller for a chart's path and its valuesFiles): the
 * path is read as if the root were "/", so a ".." at the root stays there and nothing climbs out.
 * Symbolic links are followed as the file system follows them, not clamped.
 */
import path from 'node:path';

export function secureJoin(root: string, unsafe: string): string {
  const kept: string[] = [];
  for (const part of unsafe.split(/[\\/]+/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') kept.pop();
    else kept.push(part);
  }
  return path.join(root, ...kept);
}
