/** JSON calls to our own server. Errors carry the server's {message, status}. */
import type { ErrorCode } from '../../common/errors';
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

export async function apiFetch<T>(url: string, init: JsonRequest = {}, retried = false): Promise<T> {
  const { response, text, parsed } = await exchange(url, init);
  // The person confirms it is them, and the same call goes again (once).
  if (!retried && stepUpAsked(response.status, parsed) && (await askStepUp('action')))
    return apiFetch<T>(url, init, true);
  // A body that is not JSON is kept as its text.
  const body = parsed !== undefined ? parsed : text || null;
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText || 'Request failed';
    const status =
      body && typeof body === 'object' && 'status' in body && typeof body.status === 'number'
        ? body.status
        : response.status;
    throw new ApiError(message, status, body);
  }
  return body as T;
}
