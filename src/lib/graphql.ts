/** docs/product.md §7 GraphQL client: POST /graphql, reads `data`; a non-OK answer throws with its JSON body. */
import { exchange } from './api';

export const QUERY_INVALID_MESSAGE = 'query value is invalid';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** Optional access token (docs/product.md §3 session token), sent as a bearer token. */
  accessToken?: string;
}

class GraphqlError extends Error {
  readonly body: unknown;
  constructor(message: string, body: unknown) {
    super(message);
    this.name = 'GraphqlError';
    this.body = body;
  }
}

export interface GraphqlClientOptions {
  fetch?: typeof fetch;
  /** Defaults to our own /graphql. */
  endpoint?: string;
}

export async function graphql<T>(request: GraphqlRequest, options: GraphqlClientOptions = {}): Promise<T> {
  if (typeof request.query !== 'string' || request.query.trim() === '') {
    throw new Error(QUERY_INVALID_MESSAGE);
  }
  const { accessToken, ...payload } = request;
  const { response, text, parsed } = await exchange(
    options.endpoint ?? '/graphql',
    {
      method: 'POST',
      credentials: 'include',
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
      json: payload,
    },
    options.fetch,
  );
  const body = (parsed ?? null) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok) throw new GraphqlError(text || response.statusText, body);
  if (body?.errors?.length && (body.data === undefined || body.data === null)) {
    throw new GraphqlError(JSON.stringify(body), body);
  }
  return body?.data as T;
}
