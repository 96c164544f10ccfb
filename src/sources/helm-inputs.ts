/**
 * One `helm template` output per set of byte-identical inputs within a check. A chart that draws
 * random values (`randAlphaNum`, `uuidv4`, a `checksum/secret` annotation over a generated
 * password, `now`) renders differently every time: with `--base`, the base and the head would
 * differ where the change touched nothing, and every pull request would roll the workload out
 * again. With the same chart files, values, flags and capabilities, the head takes the base's
 * output, so only what the change touches differs.
 *
 * The inputs are what `helm template` reads: every file under the chart folder and its `file://`
 * dependencies (by path relative to each), the values files, `--set-file` files and inline values,
 * the release, namespace, Kubernetes version and API versions. A chart holding a symbolic link,
 * or larger than the limits below, is not remembered (rendered each time, as before).
 *
 * Upstream: none (helm's own engine is not deterministic; this keeps the comparison honest).
 */
import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { runScopedMap } from '../core/memo.ts';
import { localDependencyDirs } from './chart-dependencies.ts';
import type { CommandResult } from './run-command.ts';
import type { RenderRequest } from './types.ts';

const MAX_FILES = 5000;
const MAX_BYTES = 64 * 1024 * 1024;

/** The flags beside the chart and its values that change what helm prints. */
export interface HelmFlags {
  readonly release: string;
  readonly namespace: string;
  readonly kubeVersion: string;
  readonly apiVersions: readonly string[];
}

const outputs = runScopedMap<string, Promise<CommandResult>>();

/**
 * `run()`'s result, or the result of an earlier run with the same `digest` in this check when that
 * one succeeded (a failed render is run again: its message names its own temporary folders).
 */
export async function sameInputsSameOutput(digest: string | undefined, run: () => Promise<CommandResult>): Promise<CommandResult> {
  if (digest === undefined) return run();
  const known = outputs.get(digest);
  if (known !== undefined) {
    const result = await known;
    if (result.ok) return result;
  }
  const fresh = run();
  outputs.set(digest, fresh);
  return fresh;
}

/** The digest of everything `helm template` reads for `request`, or undefined when it is not remembered. */
export async function helmInputsDigest(request: RenderRequest, flags: HelmFlags): Promise<string | undefined> {
  const hash = createHash('sha256');
  const field = (name: string, value: string): void => {
    hash.update(`${name}\0${value.length}\0${value}\0`);
  };
  field('flags', JSON.stringify([flags.release, flags.namespace, flags.kubeVersion, flags.apiVersions]));
  field('values', JSON.stringify([request.values ?? [], request.set ?? [], request.setString ?? []]));
  const budget = { files: MAX_FILES, bytes: MAX_BYTES };
  for (const file of request.valuesFiles ?? []) if (!(await addFile(hash, 'valuesFile', file, budget))) return undefined;
  for (const [name, file] of request.setFile ?? []) {
    field('setFile', name);
    if (!(await addFile(hash, 'setFileContent', file, budget))) return undefined;
  }
  field('chartValues', request.chartValuesFiles === undefined ? 'own' : String(request.chartValuesFiles.length));
  for (const file of request.chartValuesFiles ?? []) if (!(await addFile(hash, 'chartValuesFile', file, budget))) return undefined;
  // The chart and, through Chart.yaml, each file:// dependency folder it builds (theirs too).
  const charts = [request.dir];
  const seen = new Set<string>();
  while (charts.length > 0) {
    const chart = charts.shift()!;
    if (seen.has(chart)) continue;
    seen.add(chart);
    field('chart', String(seen.size));
    if (!(await addTree(hash, chart, '', budget))) return undefined;
    charts.push(...localDependencyDirs(chart));
  }
  return hash.digest('hex');
}

interface Budget {
  files: number;
  bytes: number;
}

async function addFile(hash: Hash, name: string, file: string, budget: Budget): Promise<boolean> {
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch {
    // Missing: helm fails on it, and a failure is never reused.
    content = Buffer.from('\0missing');
  }
  budget.files--;
  budget.bytes -= content.length;
  if (budget.files < 0 || budget.bytes < 0) return false;
  hash.update(`${name}\0${content.length}\0`);
  hash.update(content);
  return true;
}

/** Every file under `dir` in name order, by its path under the tree; false on a symbolic link or past the budget. */
async function addTree(hash: Hash, root: string, under: string, budget: Budget): Promise<boolean> {
  let entries;
  try {
    entries = await readdir(path.join(root, under), { withFileTypes: true });
  } catch {
    return false;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const rel = under === '' ? e.name : `${under}/${e.name}`;
    if (e.isSymbolicLink()) return false;
    if (e.isDirectory()) {
      hash.update(`dir\0${rel}\0`);
      if (!(await addTree(hash, root, rel, budget))) return false;
    } else if (e.isFile()) {
      if (!(await addFile(hash, `file\0${rel}`, path.join(root, rel), budget))) return false;
    }
  }
  return true;
}
