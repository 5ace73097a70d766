/** JSON calls to our own server. Errors carry the server's {message, status}. */
import type { ErrorCode } from '../../common/errors';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { noteActivity } from './session-activity';
import { askStepUp } from './step-up';

export class ApiError extends Error {
  readonly status: number;
  /** The answer's body: {message, code, status, …} from our server. */
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type JsonRequest = RequestInit & { json?: unknown };

/**
 * Sends a call that answers JSON (`json` becomes its body) and reads the answer: its text, and
 * that text parsed (undefined when empty or not JSON). apiFetch and the GraphQL client share it.
 */
export async function exchange(
  url: string,
  { json, headers, ...rest }: JsonRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<{ response: Response; text: string; parsed: unknown }> {
  const response = await fetchImpl(url, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  // Any answer of our own server moved the session's idle end (lib/session-activity.ts).
  if (url.startsWith('/')) noteActivity();
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { response, text, parsed };
}

/** Whether an answer asks for a recent authentication (a staff session's sensitive action). */
export const stepUpAsked = (status: number, body: unknown): boolean =>
  status === 401 && (body as { code?: ErrorCode } | null)?.code === 'STEP_UP_REQUIRED';

/**
 * One Idempotency-Key per submission: a write sent again while the first is on its way (a double
 * click, a second tap) carries the first one's key, and the server answers it with the first one's
 * answer instead of acting twice (server/http/idempotency.ts). Once answered, the same write is a
 * new submission: a person who repeats it on purpose gets its own answer.
 */
const submissions = new Map<string, { key: string }>();

function newKey(): string {
  // getRandomValues works outside secure contexts too (randomUUID does not).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The submission a write belongs to; none for reads and for bodies other than JSON. */
function submissionOf(url: string, init: JsonRequest): string | undefined {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || init.body !== undefined) return undefined;
  return `${method} ${url}\n${JSON.stringify(init.json ?? null)}`;
}

export async function apiFetch<T>(url: string, init: JsonRequest = {}, retried = false): Promise<T> {
  const submission = retried ? undefined : submissionOf(url, init);
  if (submission === undefined) return answerOf<T>(url, init, retried);
  const held = submissions.get(submission) ?? { key: newKey() };
  submissions.set(submission, held);
  try {
    const answer = await answerOf<T>(
      url,
      { ...init, headers: { 'Idempotency-Key': held.key, ...init.headers } },
      false,
    );
    return answer;
  } finally {
    // Answered, refused or failed: the next submission is a new one (unless a later one already began).
    if (submissions.get(submission) === held) submissions.delete(submission);
  }
}

/**
 * The reason of a refusal that gives none (HTTP/2 sends no status text). The first screen's calls
 * may fail before its catalogs are in: English until the frame's catalog is loaded.
 */
const REQUEST_FAILED = msg`Request failed`;
const requestFailed = () => (REQUEST_FAILED.id in i18n.messages ? i18n._(REQUEST_FAILED) : 'Request failed');

async function answerOf<T>(url: string, init: JsonRequest, retried: boolean): Promise<T> {
  const { response, text, parsed } = await exchange(url, init);
  // The person confirms it is them, and the same call goes again (once, under the same key).
  if (!retried && stepUpAsked(response.status, parsed) && (await askStepUp('action')))
    return answerOf<T>(url, init, true);
  // A body that is not JSON is kept as its text.
  const body = parsed !== undefined ? parsed : text || null;
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText || requestFailed();
    const status =
      body && typeof body === 'object' && 'status' in body && typeof body.status === 'number'
        ? body.status
        : response.status;
    throw new ApiError(message, status, body);
  }
  return body as T;
}
