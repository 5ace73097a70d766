import { buildSchema, specifiedRules } from 'graphql';
import { documentCache } from './index';

describe('GraphQL document cache', () => {
  const schema = buildSchema('type Query { ok: Boolean }');

  test('When the same text comes twice, Then it is parsed and validated once', () => {
    const cache = documentCache();
    const a = cache.parse('{ ok }');
    const b = cache.parse('{ ok }');
    expect(b).toBe(a);
    const first = cache.validate(schema, a, specifiedRules);
    expect(cache.validate(schema, b, specifiedRules)).toBe(first);
    expect(first).toEqual([]);
  });

  test('Then invalid documents keep their errors and syntax errors are never cached', () => {
    const cache = documentCache();
    const bad = cache.parse('{ nope }');
    expect(cache.validate(schema, bad, specifiedRules)[0]?.message).toMatch(/Cannot query field "nope"/);
    expect(cache.validate(schema, bad, specifiedRules)[0]?.message).toMatch(/Cannot query field "nope"/);
    expect(() => cache.parse('{')).toThrow(/Syntax Error/);
    expect(() => cache.parse('{')).toThrow(/Syntax Error/);
  });
});
