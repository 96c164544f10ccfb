/**
 * The GitHub Action: inputs → the shared check run (src/cli/check.ts) in the workspace →
 * the log, one annotation per unsuppressed finding, the job summary, outputs, the JSON and SARIF
 * files, an optional pull-request comment, and the step's verdict. `run(core, env)` takes an
 * @actions/core-shaped object and the runner's environment, so tests inject both (index.ts
 * wires the real ones). It never throws: whatever goes wrong fails the step with a message.
 * It only reads the checked-out files; it never runs code from the repository it checks.
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { makeDirectories } from '../io/make-dirs.ts';
import path from 'node:path';
import { Readable } from 'node:stream';
import { InputError, UsageError } from '../core/errors.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { ConfigError, EXIT_FINDINGS, runCheck, type CheckOutcome } from '../run/check.ts';
import { withCheckpoints } from '../run/checkpoints.ts';
import type { FailOn } from '../run/flags.ts';
import type { LintResult } from '../pipeline/types.ts';
import { formatBaseline } from '../report/baseline.ts';
import { formatExplain } from '../report/explain.ts';
import { annotationsFor, annotationsOf } from '../report/github.ts';
import { escapeMarkdown, visible } from '../report/escape.ts';
import { formatMarkdown, type MarkdownLimit } from '../report/markdown.ts';
import { FORMATTERS } from '../report/registry.ts';
import { summarize, type Summary } from '../report/summary.ts';
import { formatDiagnosticLine } from '../report/text.ts';
import { VERSION } from '../core/version.ts';
import { COMMENT_MARKER, MAX_COMMENT_CHARS, publishComment, type Fetch } from './comment.ts';
import { eventContext, type EventContext } from './event.ts';
import { baseFromFile, checkFlags, readInputs, type ActionInputs, type InputReader } from './inputs.ts';

/** @actions/core's AnnotationProperties. */
export interface ActionAnnotationProperties {
  readonly title?: string;
  readonly file?: string;
  readonly startLine?: number;
  readonly endLine?: number;
  readonly startColumn?: number;
  readonly endColumn?: number;
}

/** The part of @actions/core the Action uses; the real module fits it. */
export interface ActionCore extends InputReader {
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  error(message: string, properties?: ActionAnnotationProperties): void;
  warning(message: string, properties?: ActionAnnotationProperties): void;
  notice(message: string, properties?: ActionAnnotationProperties): void;
  info(message: string): void;
  readonly summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

/** What the runner provides (index.ts reads it from process.env). */
export interface ActionEnv {
  /** GITHUB_WORKSPACE: the checkout; the check runs there and paths are relative to it. */
  readonly workspace: string;
  /** RUNNER_TEMP: where the JSON report goes (the workspace when unset). */
  readonly tempDir: string | undefined;
  /** GITHUB_EVENT_PATH: the webhook payload of the event that started the workflow. */
  readonly eventPath: string | undefined;
  /** GITHUB_API_URL. */
  readonly apiUrl: string;
  /** GITHUB_SERVER_URL, for links from the summary to the files. */
  readonly serverUrl: string;
  /** GITHUB_REPOSITORY, "owner/repo". */
  readonly repository: string | undefined;
  /** GITHUB_SHA. */
  readonly sha: string | undefined;
  readonly fetch: Fetch;
  /** Whether the checkout holds this commit (the base of a diff needs it; actions/checkout fetches one commit by default). */
  commitExists(sha: string): Promise<boolean>;
  /** Called at each step of the check (run/checkpoints.ts): where the process keeps its heap in check. */
  readonly checkpoint?: () => void;
}

export const REPORT_JSON_NAME = 'resizeguard-report.json';

export async function run(core: ActionCore, env: ActionEnv): Promise<void> {
  try {
    await check(core, env);
  } catch (err) {
    const failure = visible(failureFor(err));
    if (err instanceof ConfigError || err instanceof InputError) await stopped(core, err.diagnostics, failure);
    else if (err instanceof UsageError) await stopped(core, [], failure);
    core.setFailed(failure);
  }
}

/**
 * A run that cannot go on still leaves its trace where the pull request shows it: each input or
 * config error annotated on its file, a job summary that says why, and outputs (counts of zero,
 * no report files), so later steps that read them do not break.
 */
async function stopped(core: ActionCore, diagnostics: readonly Diagnostic[], failure: string): Promise<void> {
  for (const a of annotationsOf(diagnostics)) core[a.level](a.message, a.properties);
  const lines = diagnostics.map((d) => `- \`${d.file}:${d.range.start.line}:${d.range.start.column}\`: ${escapeMarkdown(d.message)} (${d.ruleId})`);
  await writeJobSummary(core, visible(`## resizeguard: the run could not go on\n\n${escapeMarkdown(failure.split('\n')[0] ?? '')}\n\n${lines.join('\n')}\n`));
  setOutputs(core, { resizes: 0, completed: 0, preempted: 0, deferred: 0, infeasible: 0, rejected: 0 }, '', '');
}

/** The step's failure message for what stopped the run: usage, config and input errors without a stack; anything else as a bug. */
export function failureFor(err: unknown): string {
  if (err instanceof ConfigError) return `resizeguard: ${err.message}\n${err.diagnostics.map(formatDiagnosticLine).join('\n')}`;
  if (err instanceof UsageError || err instanceof InputError) return `resizeguard: ${err.message}`;
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  return `resizeguard: internal error: ${detail}\nThis is a bug in resizeguard ${VERSION}; please report it with the workflow and, if you can, the manifests.`;
}

async function check(core: ActionCore, env: ActionEnv): Promise<void> {
  const inputs = readInputs(core);
  const event = eventContext(await readEvent(env.eventPath), env.repository);
  // A cluster snapshot or a base file is the base the change lands on; else the given ref, else the event's base commit.
  const base = baseFromFile(inputs) ? inputs.base : (inputs.base ?? (await eventBase(core, env, event)));
  const flags = checkFlags(inputs, base);
  const io = { cwd: env.workspace, stdin: Readable.from([]) };
  const outcome = await runCheck(flags, io, env.checkpoint === undefined ? undefined : withCheckpoints(undefined, env.checkpoint));
  printLog(core, outcome, flags.explain);
  if (flags.writeBaseline !== undefined)
    core.info(`wrote the baseline to ${await writeIn(env.workspace, flags.writeBaseline, formatBaseline(outcome.result))}`);
  annotate(core, outcome.result);
  const markdown = formatMarkdown(outcome.result, { linkBase: linkBase(env, event), failOn: outcome.failOn, limit: SUMMARY_LIMIT });
  await writeJobSummary(core, markdown);
  const reportJson = await writeIn(env.tempDir ?? env.workspace, REPORT_JSON_NAME, FORMATTERS.json(outcome.result));
  const sarifFile = inputs.sarifFile === undefined ? '' : await writeIn(env.workspace, inputs.sarifFile, FORMATTERS.sarif(outcome.result));
  const summary = summarize(outcome.result);
  setOutputs(core, summary, reportJson, sarifFile);
  if (inputs.comment !== 'off') await comment(core, env, event, inputs, outcome);
  if (outcome.exitCode === EXIT_FINDINGS) core.setFailed(verdict(outcome.result, summary, outcome.failOn));
}

async function readEvent(file: string | undefined): Promise<unknown> {
  if (file === undefined || file === '') return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The event's base commit, when the checkout holds it; otherwise a warning and a check of the whole tree. */
async function eventBase(core: ActionCore, env: ActionEnv, event: EventContext): Promise<string | undefined> {
  if (event.baseSha === undefined) return undefined;
  if (await env.commitExists(event.baseSha)) return event.baseSha;
  core.warning(
    `the base commit ${event.baseSha} is not in the checkout, so resizeguard checks every manifest instead of comparing with it; ` +
      'give actions/checkout "fetch-depth: 0" (it fetches a single commit by default) to report only what the change makes new',
  );
  return undefined;
}

/**
 * The chosen log format, and the scheduler's decisions for `explain`'s pod after it, between
 * stop-commands markers so no manifest text can act as a workflow command.
 */
function printLog(core: ActionCore, outcome: CheckOutcome, explain: string | undefined): void {
  const report = outcome.rendered.map((r) => r.text).join('');
  const text = (explain === undefined ? report : `${report}${formatExplain(outcome.result, explain)}`).trimEnd();
  if (text === '') return;
  const token = `resizeguard-${randomUUID()}`;
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}

function annotate(core: ActionCore, result: LintResult): void {
  for (const a of annotationsFor(result)) core[a.level](a.message, a.properties);
}

function linkBase(env: ActionEnv, event: EventContext): string {
  const sha = event.headSha ?? env.sha;
  if (env.repository === undefined || env.repository === '' || sha === undefined || sha === '') return '';
  return `${env.serverUrl.replace(/\/+$/, '')}/${env.repository}/blob/${sha}/`;
}

async function writeJobSummary(core: ActionCore, markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write();
  } catch (err) {
    core.warning(visible(`could not write the job summary: ${err instanceof Error ? err.message : String(err)}`));
  }
}

/** Writes `file` (relative to `dir`, or absolute), creating folders; returns the absolute path. */
async function writeIn(dir: string, file: string, text: string): Promise<string> {
  const target = path.resolve(dir, file);
  try {
    await makeDirectories(path.dirname(target));
    await writeFile(target, text, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot write ${JSON.stringify(target)} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return target;
}

function setOutputs(
  core: ActionCore,
  s: Pick<Summary, 'resizes' | 'completed' | 'preempted' | 'deferred' | 'infeasible' | 'rejected'>,
  reportJson: string,
  sarifFile: string,
): void {
  const outputs: Record<string, string> = {
    resizes: String(s.resizes),
    completed: String(s.completed),
    preempted: String(s.preempted),
    deferred: String(s.deferred),
    infeasible: String(s.infeasible),
    rejected: String(s.rejected),
    'report-json': reportJson,
    'sarif-file': sarifFile,
  };
  for (const [name, value] of Object.entries(outputs)) {
    try {
      core.setOutput(name, value);
    } catch (err) {
      // GITHUB_OUTPUT names a file that is gone: the check itself still counts.
      core.warning(visible(`could not set output ${name}: ${err instanceof Error ? err.message : String(err)}`));
    }
  }
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** "resizeguard: 1 error at or above fail-on "error": 1 resize: 0 completed, 1 deferred, …". */
export function verdict(result: LintResult, s: Summary, failOn: FailOn): string {
  const active = result.diagnostics.filter((d) => d.suppressed === undefined);
  const n = (sev: string): number => active.filter((d) => d.severity === sev).length;
  const findings = failOn === 'warning' ? `${plural(n('error'), 'error')} and ${plural(n('warning'), 'warning')}` : plural(n('error'), 'error');
  return (
    `resizeguard: ${findings} at or above fail-on "${failOn}": ${plural(s.resizes, 'resize')} simulated: ` +
    `${s.completed} completed, ${s.deferred} deferred, ${s.infeasible} infeasible, ${s.rejected} rejected; ${plural(s.preempted, 'pod')} preempted`
  );
}

/** GitHub refuses a step's job summary over 1 MiB. */
export const SUMMARY_LIMIT: MarkdownLimit = { bytes: 1024 * 1024, what: "GitHub's 1 MiB limit for a job summary" };

/** The comment: marker, then the Markdown report, parts left out until it fits GitHub's limit. */
export function commentBody(result: LintResult, opts: { readonly linkBase: string; readonly failOn: FailOn }): string {
  const limit: MarkdownLimit = { chars: MAX_COMMENT_CHARS - COMMENT_MARKER.length - 1, what: "GitHub's limit of 65,536 characters for a comment" };
  return `${COMMENT_MARKER}\n${formatMarkdown(result, { ...opts, limit })}`;
}

async function comment(core: ActionCore, env: ActionEnv, event: EventContext, inputs: ActionInputs, outcome: CheckOutcome): Promise<void> {
  if (event.pullRequest === undefined) {
    core.info(`comment: ${inputs.comment}: this run is not for a pull request, so there is nothing to comment on`);
    return;
  }
  if (inputs.token === '') {
    core.warning('comment: no token; give the action "token" (it defaults to github.token)');
    return;
  }
  const body = commentBody(outcome.result, { linkBase: linkBase(env, event), failOn: outcome.failOn });
  try {
    const posted = await publishComment(
      { fetch: env.fetch, apiUrl: env.apiUrl, token: inputs.token, pullRequest: event.pullRequest },
      body,
      inputs.comment === 'update' ? 'update' : 'on',
    );
    core.info(`comment: ${posted.action} comment ${posted.id}${posted.url === undefined ? '' : ` (${posted.url})`}`);
  } catch (err) {
    // A comment is a convenience: a read-only token (pull requests from forks) must not fail the check.
    const reason = err instanceof Error ? err.message : String(err);
    core.warning(
      `comment: could not ${inputs.comment === 'update' ? 'post or update' : 'post'} the pull-request comment (${reason}); the job needs "permissions: pull-requests: write", and pull requests from forks get a read-only token`,
    );
  }
}
