import { graphql, QUERY_INVALID_MESSAGE } from './graphql';

describe('GraphQL client (docs/product.md §7, §8)', () => {
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

describe('a failed call', () => {
  const answering = (status: number, body: string) =>
    (async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

  test('a non-OK answer keeps its JSON body as the message (docs/product.md §8)', async () => {
    const body = JSON.stringify({ errors: [{ message: 'Document not found' }] });
    const error = await graphql({ query: '{ ok }' }, { fetch: answering(404, body) }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(body);
  });
});
