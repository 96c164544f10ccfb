/**
 * Shared pieces of the Action tests: a git workspace holding the kind demo (with a base commit
 * and a head commit, as a pull request's checkout has), a pull_request event payload, the Action
 * run as the runner runs it (`node dist/action.js` with INPUT_* and GITHUB_* variables), and a
 * local stand-in for the GitHub REST API.
 */
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ACTION = path.join(ROOT, 'dist', 'action.js');
export const KIND_DEMO = path.join(ROOT, 'examples', 'kind-demo');
export const OWNER = 'octo-org';
export const REPO = 'cluster-config';
export const PR_NUMBER = 7;
/** The config that keeps the demo's resize Deferred: the gate off. */
export const GATE_OFF_CONFIG = 'featureGates:\n  InPlacePodVerticalScalingSchedulerPreemption: false\n';

/** The name the runner gives an input's variable: `INPUT_` + upper case, spaces as `_`, dashes kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export function git(cwd: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, env: gitEnv(), timeout: 30_000 }, (err, stdout, stderr) => {
      if (err !== null) reject(new Error(`git ${args.join(' ')}: ${stderr || err.message}`));
      else resolve(stdout.trim());
    });
  });
}

/** git without the user's or the system's configuration (hooks paths, signing, templates). */
export function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...cleanEnv(),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: os.devNull,
    GIT_AUTHOR_NAME: 'resizeguard tests',
    GIT_AUTHOR_EMAIL: 'tests@resizeguard.invalid',
    GIT_COMMITTER_NAME: 'resizeguard tests',
    GIT_COMMITTER_EMAIL: 'tests@resizeguard.invalid',
    ...extra,
  };
}

/** This process's environment without anything a real runner (or a surrounding workflow) set. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_|GIT_)/.test(k)) env[k] = v;
  }
  return env;
}

export interface Workspace {
  /** The temporary folder holding everything below; remove it when done. */
  readonly dir: string;
  /** GITHUB_WORKSPACE: a git checkout with the manifests under k8s/. */
  readonly workspace: string;
  readonly runnerTemp: string;
  readonly baseSha: string;
  readonly headSha: string;
}

/**
 * A checkout of a pull request: the base commit holds the demo's cluster (Node, PriorityClasses,
 * Pods) and the head commit adds the resize scenario, plus `extra` files (e.g. a config).
 */
export async function makeWorkspace(extra: Record<string, string> = {}): Promise<Workspace> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resizeguard-action-'));
  const workspace = path.join(dir, 'workspace');
  const runnerTemp = path.join(dir, 'runner-temp');
  await mkdir(runnerTemp, { recursive: true });
  await cp(KIND_DEMO, path.join(workspace, 'k8s'), { recursive: true });
  const resize = path.join(workspace, 'k8s', 'resize.yaml');
  const scenario = await readFile(resize, 'utf8');
  await rm(resize);
  await git(workspace, 'init', '-q', '-b', 'main');
  await git(workspace, 'add', '-A');
  await git(workspace, 'commit', '-q', '-m', 'cluster');
  const baseSha = await git(workspace, 'rev-parse', 'HEAD');
  await writeFile(resize, scenario);
  for (const [file, text] of Object.entries(extra)) await writeFile(path.join(workspace, file), text);
  await git(workspace, 'add', '-A');
  await git(workspace, 'commit', '-q', '-m', 'resize high-priority-pod');
  const headSha = await git(workspace, 'rev-parse', 'HEAD');
  return { dir, workspace, runnerTemp, baseSha, headSha };
}

/** A `pull_request` webhook payload, trimmed to the fields that matter, with real-looking values. */
export function pullRequestEvent(ws: Workspace, baseSha = ws.baseSha): unknown {
  const repository = {
    id: 123456789,
    name: REPO,
    full_name: `${OWNER}/${REPO}`,
    private: false,
    owner: { login: OWNER, id: 9919, type: 'Organization' },
    default_branch: 'main',
  };
  return {
    action: 'synchronize',
    number: PR_NUMBER,
    pull_request: {
      number: PR_NUMBER,
      state: 'open',
      title: 'Resize high-priority-pod to 6 CPUs',
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${PR_NUMBER}`,
      user: { login: 'octocat', id: 1 },
      base: { ref: 'main', sha: baseSha, repo: repository },
      head: { ref: 'resize-high-priority', sha: ws.headSha, repo: repository },
    },
    repository,
    sender: { login: 'octocat', id: 1 },
  };
}

export interface ActionRun {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** GITHUB_OUTPUT, parsed. */
  readonly outputs: Readonly<Record<string, string>>;
  /** GITHUB_STEP_SUMMARY. */
  readonly summary: string;
}

/** `name<<DELIMITER\nvalue\nDELIMITER` blocks, as @actions/core writes GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^([^\n<]+)<<(\S+)\n([\s\S]*?)\n?\2$/gm)) out[m[1]!] = m[3]!;
  return out;
}

/**
 * Runs dist/action.js as the runner does for `uses:` a node action: working directory the
 * workspace, inputs as INPUT_* variables, the event payload in a file, and empty GITHUB_OUTPUT
 * and GITHUB_STEP_SUMMARY files. Killed after 60 s.
 */
export async function runAction(
  ws: Workspace,
  opts: { inputs?: Record<string, string>; event?: unknown; env?: Record<string, string> } = {},
): Promise<ActionRun> {
  const id = randomUUID();
  const files = {
    output: path.join(ws.runnerTemp, `output-${id}`),
    summary: path.join(ws.runnerTemp, `summary-${id}`),
    event: path.join(ws.runnerTemp, `event-${id}.json`),
  };
  await writeFile(files.output, '');
  await writeFile(files.summary, '');
  await writeFile(files.event, JSON.stringify(opts.event ?? pullRequestEvent(ws)));
  const env: NodeJS.ProcessEnv = {
    ...gitEnv(),
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: ws.workspace,
    RUNNER_TEMP: ws.runnerTemp,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    // action.yml defaults, as the runner fills them in.
    [inputVariable('format')]: 'text',
    [inputVariable('comment')]: 'off',
    [inputVariable('token')]: 'ghs_test-token',
    ...Object.fromEntries(Object.entries(opts.inputs ?? {}).map(([k, v]) => [inputVariable(k), v])),
    ...opts.env,
  };
  const { exitCode, stdout, stderr } = await spawnNode([ACTION], ws.workspace, env, 60_000);
  return { exitCode, stdout, stderr, outputs: parseOutputFile(await readFile(files.output, 'utf8')), summary: await readFile(files.summary, 'utf8') };
}

export function spawnNode(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  if (!existsSync(ACTION)) throw new Error(`${ACTION} is missing: run "npm run build" first`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      resolve({ exitCode, stdout, stderr });
    });
  });
}

// ---- A stand-in for the GitHub REST API ----

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly body: unknown;
}

export interface StoredComment {
  id: number;
  body: string;
}

export interface FakeApi {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** The pull request's comments, oldest first; tests may seed and inspect them. */
  readonly comments: StoredComment[];
  /** Answer every request with this status instead (e.g. 403), when set. */
  failWith: number | undefined;
  close(): Promise<void>;
}

/** The most requests the fake API answers; past it every request gets 500 (a runaway loop shows up as a failure, not a hang). */
const MAX_REQUESTS = 200;

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The three routes the Action uses, for one pull request, on 127.0.0.1 and a free port. */
export async function startFakeApi(): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const comments: StoredComment[] = [];
  let nextId = 9000;
  const issue = `/repos/${OWNER}/${REPO}/issues`;
  const api = { requests, comments, failWith: undefined as number | undefined };
  const view = (c: StoredComment): unknown => ({
    id: c.id,
    body: c.body,
    html_url: `https://github.com/${OWNER}/${REPO}/pull/${PR_NUMBER}#issuecomment-${c.id}`,
    user: { login: 'github-actions[bot]' },
  });
  const route = (method: string, url: URL, body: unknown): [number, unknown] => {
    if (requests.length > MAX_REQUESTS) return [500, { message: 'too many requests in one test' }];
    if (api.failWith !== undefined) return [api.failWith, { message: 'Resource not accessible by integration' }];
    if (method === 'GET' && url.pathname === `${issue}/${PR_NUMBER}/comments`) {
      const perPage = Number(url.searchParams.get('per_page') ?? '30');
      const page = Number(url.searchParams.get('page') ?? '1');
      return [200, comments.slice((page - 1) * perPage, page * perPage).map(view)];
    }
    if (method === 'POST' && url.pathname === `${issue}/${PR_NUMBER}/comments`) {
      const c = { id: nextId++, body: String((body as { body?: unknown }).body) };
      comments.push(c);
      return [201, view(c)];
    }
    const patch = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
    const target = patch === null ? undefined : comments.find((c) => c.id === Number(patch[1]));
    if (method === 'PATCH' && target !== undefined) {
      target.body = String((body as { body?: unknown }).body);
      return [200, view(target)];
    }
    return [404, { message: 'Not Found' }];
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({ method: req.method ?? '', url: url.pathname + url.search, authorization: req.headers.authorization, body });
      const [status, answer] = route(req.method ?? '', url, body);
      reply(res, status, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never keeps the test process alive, even if a test forgets close().
  server.unref();
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  });
}
