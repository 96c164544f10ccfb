/**
 * The pull-request comment, through the GitHub REST API with the workflow's token:
 * `on` posts a new comment on every run; `update` edits the one comment that carries
 * COMMENT_MARKER (posting it the first time), so a pull request keeps a single, current report.
 * Every request is bounded: a time limit each, and at most MAX_PAGES pages of comments read.
 */
import type { PullRequestContext } from './event.ts';

/** Hidden in the rendered comment; how `update` finds the comment to edit. */
export const COMMENT_MARKER = '<!-- resizeguard -->';
/** GitHub rejects a comment body longer than this many characters. */
export const MAX_COMMENT_CHARS = 65536;
const PER_PAGE = 100;
const MAX_PAGES = 20;
const REQUEST_TIMEOUT_MS = 30_000;

/** The subset of the Fetch API the Action uses (Node's global fetch fits it). */
export type Fetch = (
  url: string,
  init: { readonly method: string; readonly headers: Record<string, string>; readonly body?: string; readonly signal?: AbortSignal },
) => Promise<{ readonly ok: boolean; readonly status: number; readonly statusText: string; json(): Promise<unknown>; text(): Promise<string> }>;

export interface CommentTarget {
  readonly fetch: Fetch;
  /** GITHUB_API_URL, e.g. https://api.github.com or https://HOST/api/v3. */
  readonly apiUrl: string;
  readonly token: string;
  readonly pullRequest: PullRequestContext;
}

export interface PostedComment {
  readonly action: 'created' | 'updated';
  readonly id: number;
  readonly url: string | undefined;
}

/** An HTTP error from the API, with the status and GitHub's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface IssueComment {
  readonly id: number;
  readonly body: string;
  readonly url: string | undefined;
}

function asComment(value: unknown): IssueComment | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number') return undefined;
  return { id: v.id, body: typeof v.body === 'string' ? v.body : '', url: typeof v.html_url === 'string' ? v.html_url : undefined };
}

async function request(t: CommentTarget, method: string, route: string, body?: unknown): Promise<unknown> {
  const url = `${t.apiUrl.replace(/\/+$/, '')}${route}`;
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${t.token}`,
    'user-agent': 'resizeguard-action',
    'x-github-api-version': '2022-11-28',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) {
    const detail = (await res.text().catch(() => '')).slice(0, 500);
    throw new ApiError(res.status, `${method} ${route}: ${res.status} ${res.statusText}${detail === '' ? '' : `: ${detail}`}`);
  }
  return res.json();
}

function issuePath(pr: PullRequestContext): string {
  return `/repos/${encodeURIComponent(pr.owner)}/${encodeURIComponent(pr.repo)}/issues`;
}

/** The first comment carrying the marker, reading at most MAX_PAGES pages. */
async function findMarked(t: CommentTarget): Promise<IssueComment | undefined> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await request(t, 'GET', `${issuePath(t.pullRequest)}/${t.pullRequest.number}/comments?per_page=${PER_PAGE}&page=${page}`);
    if (!Array.isArray(list)) throw new ApiError(0, 'listing comments: the API did not return a list');
    const found = list.map(asComment).find((c) => c !== undefined && c.body.includes(COMMENT_MARKER));
    if (found !== undefined) return found;
    if (list.length < PER_PAGE) return undefined;
  }
  return undefined;
}

/** Posts (mode `on`), or edits the marked comment in place (mode `update`). `body` must already hold the marker. */
export async function publishComment(t: CommentTarget, body: string, mode: 'on' | 'update'): Promise<PostedComment> {
  const existing = mode === 'update' ? await findMarked(t) : undefined;
  if (existing !== undefined) {
    const updated = asComment(await request(t, 'PATCH', `${issuePath(t.pullRequest)}/comments/${existing.id}`, { body }));
    return { action: 'updated', id: existing.id, url: updated?.url ?? existing.url };
  }
  const created = asComment(await request(t, 'POST', `${issuePath(t.pullRequest)}/${t.pullRequest.number}/comments`, { body }));
  if (created === undefined) throw new ApiError(0, 'creating the comment: the API did not return a comment');
  return { action: 'created', id: created.id, url: created.url };
}
