/** Temporary repositories for render tests, and the JSON report of a check run on them. */
import { rmSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inProcess } from '../helpers/cli.ts';
import type { FindingJson } from '../helpers/engine.ts';

/** The repositories this test file wrote, removed when its process exits. */
const written: string[] = [];
process.once('exit', () => {
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

export async function writeRepo(files: Readonly<Record<string, string>>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rg-repo-'));
  written.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

/** A JSON finding with the members a run over renders and clusters adds. */
export interface Finding extends FindingJson {
  readonly cluster?: string;
  readonly renderedFrom?: { kind: string; path: string; via?: string };
}

export interface Report {
  readonly summary: Readonly<Record<string, number>> & { nodes: number; pods: number; resizes: number };
  readonly placements: { cluster?: string; pod: { namespace: string; name: string }; owner: { kind: string; name: string }; node: string | null }[];
  readonly resizes: { cluster?: string; pod: { namespace: string; name: string }; outcome: string; from: Record<string, string> }[];
  readonly events: { message: string }[];
  readonly findings: Finding[];
  readonly coverage: {
    objects: Record<string, number>;
    rendered: { kind: string; path: string; objects: number; via?: string }[];
    notSimulated: { kind: string; count: number; reason: string }[];
  };
}

export async function checkJson(
  cwd: string,
  args: readonly string[] = ['.'],
  stdin?: string,
): Promise<{ report: Report; exitCode: number; stdout: string; stderr: string }> {
  const r = await inProcess.run({ args: ['check', ...args, '--format', 'json', '--fail-on', 'none'], cwd, ...(stdin !== undefined ? { stdin } : {}) });
  if (r.exitCode !== 0) throw new Error(`exit ${r.exitCode}: ${r.stderr}`);
  return { report: JSON.parse(r.stdout) as Report, exitCode: r.exitCode, stdout: r.stdout, stderr: r.stderr };
}

export const POOL_CONFIG = `nodePools:
  - name: pool
    count: 2
    allocatable: {cpu: "4", memory: 16Gi}
`;

export function deployment(name: string, opts: { replicas?: number; cpu?: string; extra?: string; namespace?: string } = {}): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
${opts.namespace !== undefined ? `  namespace: ${opts.namespace}\n` : ''}spec:
  replicas: ${opts.replicas ?? 1}
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
${opts.extra ?? ''}      containers:
      - name: app
        image: nginx
        resources:
          requests: {cpu: ${opts.cpu ?? '100m'}, memory: 64Mi}
`;
}

/**
 * flux bootstrap's gotk-sync.yaml for ./clusters/prod: the GitRepository of this repository
 * (`ignore`: more lines of its spec) and the Kustomization that syncs the folder.
 */
export const fluxBootstrap = (ignore = ''): string => `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec:
  interval: 1m
  url: https://github.com/example/fleet.git
  ref: {branch: main}
${ignore}---
${fluxKustomization('flux-system', './clusters/prod')}`;

/** A Flux Kustomization of this repository; `extra`: more lines of its spec. */
export const fluxKustomization = (name: string, p: string, extra = ''): string => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: ${name}, namespace: flux-system}
spec:
  interval: 5m
  path: ${p}
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
${extra}`;
