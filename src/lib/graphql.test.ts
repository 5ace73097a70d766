import { graphql, QUERY_INVALID_MESSAGE } from './graphql';

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
