import { graphql, QUERY_INVALID_MESSAGE } from './graphql';
import { readableError } from './readable-error';

describe('GraphQL client (SPEC §7, §8)', () => {
  test("a call with no query fails with 'query value is invalid' and sends nothing", async () => {
    let sent = 0;
    const counting = (async () => {
      sent += 1;
      throw new Error('must not be called');
    }) as unknown as typeof fetch;
    await expect(graphql({ query: '' }, { fetch: counting })).rejects.toThrow('query value is invalid');
    await expect(graphql({ query: '   ' }, { fetch: counting })).rejects.toThrow(QUERY_INVALID_MESSAGE);
    await expect(graphql({} as never, { fetch: counting })).rejects.toThrow(QUERY_INVALID_MESSAGE);
    expect(sent).toBe(0);
  });
});

describe('readableError', () => {
  const answering = (status: number, body: string) =>
    (async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

  test('a non-OK answer keeps its JSON body as the message, and reads as its first error', async () => {
    const body = JSON.stringify({ errors: [{ message: 'Document not found' }] });
    const error = await graphql({ query: '{ ok }' }, { fetch: answering(404, body) }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(body);
    expect(readableError(error, 'fallback')).toBe('Document not found');
  });

  test('an answer without a readable message falls back', async () => {
    const error = await graphql({ query: '{ ok }' }, { fetch: answering(502, '<html>Bad gateway</html>') }).catch(
      (e: unknown) => e,
    );
    expect(readableError(error, 'Could not report')).toBe('Could not report');
    expect(readableError(new Error('{"errors":[]}'), 'Could not report')).toBe('Could not report');
    expect(readableError(new Error('Failed to fetch'), 'Could not report')).toBe('Failed to fetch');
    expect(readableError('nope', 'Could not report')).toBe('Could not report');
  });
});
