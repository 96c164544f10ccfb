/**
 * Files an end-to-end test compares the cluster with, rather than applies: kuttl's TestStep
 * `<n>-assert.yaml` and `<n>-errors.yaml`, and the files a Chainsaw Test's steps name in `assert`
 * and `error` operations (`file:`, relative to the test's folder; `*` and `?` as wildcards). They
 * hold partial objects (a Deployment with only `status`, a Pod without a name), which no API
 * server is sent: they are not manifests, and not checked.
 *
 * Upstream: kudobuilder/kuttl pkg/test/step.go (the assert and errors file names);
 * kyverno/chainsaw pkg/apis/v1alpha1 (Test, TestStep, Operation's Assert and Error).
 */
import path from 'node:path';
import { arr, isObject, obj, str } from '../core/fields.ts';

/** kuttl's assert and errors files: `<digits>-assert.yaml`, `<digits>-errors-<suffix>.yml`. */
const KUTTL_ASSERT = /^\d+-(?:assert|errors)(?:-[^/]*)?\.ya?ml$/;

interface Parsed {
  readonly path: string;
  readonly values: readonly unknown[];
}

/** The paths (as the sources give them) of the files that are test assertions. */
export function testAssertFiles(sources: readonly Parsed[]): Set<string> {
  const out = new Set<string>();
  const patterns: RegExp[] = [];
  for (const s of sources) {
    if (KUTTL_ASSERT.test(path.posix.basename(s.path))) out.add(s.path);
    for (const v of s.values) for (const file of chainsawAssertFiles(v)) patterns.push(glob(path.posix.join(path.posix.dirname(s.path), file)));
  }
  if (patterns.length === 0) return out;
  for (const s of sources) if (patterns.some((p) => p.test(s.path))) out.add(s.path);
  return out;
}

/** The `file:` of every assert and error operation of a Chainsaw Test's steps (try, catch, finally). */
function chainsawAssertFiles(v: unknown): string[] {
  if (!isObject(v) || v['kind'] !== 'Test' || !(str(v['apiVersion']) ?? '').startsWith('chainsaw.kyverno.io/')) return [];
  const files: string[] = [];
  for (const step of arr(obj(v['spec'])['steps']).map(obj))
    for (const op of ['try', 'catch', 'finally'].flatMap((k) => arr(step[k]).map(obj)))
      for (const kind of ['assert', 'error']) {
        const file = str(obj(op[kind])['file']);
        if (file !== undefined && !path.posix.isAbsolute(file) && !file.includes('://')) files.push(file);
      }
  return files;
}

function glob(file: string): RegExp {
  return new RegExp(
    `^${file
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '[^/]*')
      .replaceAll('?', '[^/]')}$`,
  );
}
