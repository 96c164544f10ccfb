/**
 * What the Action learns from the event that started the workflow (the JSON file at
 * GITHUB_EVENT_PATH): the pull request to comment on and the base commit to compare with.
 * Pure: takes the parsed payload, never reads files itself.
 */

export interface PullRequestContext {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

export interface EventContext {
  /** Set for pull_request and pull_request_target events. */
  readonly pullRequest: PullRequestContext | undefined;
  /** pull_request.base.sha, or merge_group.base_sha in a merge queue. */
  readonly baseSha: string | undefined;
  /** The commit whose files the report links to: pull_request.head.sha, merge_group.head_sha. */
  readonly headSha: string | undefined;
}

function field(value: unknown, ...keys: readonly string[]): unknown {
  let v = value;
  for (const k of keys) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function ownerAndRepo(payload: unknown, repository: string | undefined): { owner: string; repo: string } | undefined {
  const owner = text(field(payload, 'repository', 'owner', 'login'));
  const repo = text(field(payload, 'repository', 'name'));
  if (owner !== undefined && repo !== undefined) return { owner, repo };
  const [o, r, ...rest] = (repository ?? '').split('/');
  return o && r && rest.length === 0 ? { owner: o, repo: r } : undefined;
}

/** The event's pull request and commits; `repository` is GITHUB_REPOSITORY ("owner/repo"), used when the payload lacks it. */
export function eventContext(payload: unknown, repository: string | undefined): EventContext {
  const pr = field(payload, 'pull_request');
  const number = field(pr, 'number');
  const where = ownerAndRepo(payload, repository);
  const pullRequest = typeof number === 'number' && Number.isSafeInteger(number) && number > 0 && where !== undefined ? { ...where, number } : undefined;
  return {
    pullRequest,
    baseSha: text(field(pr, 'base', 'sha')) ?? text(field(payload, 'merge_group', 'base_sha')),
    headSha: text(field(pr, 'head', 'sha')) ?? text(field(payload, 'merge_group', 'head_sha')),
  };
}
