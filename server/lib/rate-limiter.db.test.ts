/**
 * The one rate-limiting mechanism in its two stores: the database's (shared by every instance) and
 * this process's memory (per-instance request budgets) count, refuse, expire and reset alike, on
 * the server's clock.
 */
import { useTestDatabase } from '../../test/helpers/db';
import { createMemoryRateLimiter, createRateLimiter, type RateLimiter } from './rate-limiter';

const RULE = { limit: 3, windowMs: 60_000 };
const START = 1_800_000_000_000;

describe('Rate limiting', () => {
  const database = useTestDatabase();
  let now = START;
  const clock = () => now;
  beforeEach(() => {
    now = START;
  });

  const stores: [string, () => RateLimiter][] = [
    ['in the database', () => createRateLimiter(database.handle.db, clock)],
    ['in memory', () => createMemoryRateLimiter(clock)],
  ];

  describe.each(stores)('%s', (_name, make) => {
    test('When a key is hit past its limit, Then the hits over it are refused until the window ends', async () => {
      const limiter = make();
      const key = `k:${Math.random()}`;
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await limiter.hit(key, RULE));
      expect(answers.map((a) => [a.allowed, a.count])).toEqual([
        [true, 1],
        [true, 2],
        [true, 3],
        [false, 4],
      ]);
      expect(answers.every((a) => a.resetAt === START + RULE.windowMs)).toBe(true);
      expect(await limiter.spent(key, RULE)).toBe(true);
      // Another key has its own window.
      expect((await limiter.hit(`${key}:other`, RULE)).allowed).toBe(true);

      now = START + RULE.windowMs;
      expect(await limiter.spent(key, RULE)).toBe(false);
      expect(await limiter.hit(key, RULE)).toEqual({ allowed: true, count: 1, resetAt: now + RULE.windowMs });
    });

    test('When a key is reset, Then its next hit starts a new window; spent counts nothing', async () => {
      const limiter = make();
      const key = `k:${Math.random()}`;
      for (let i = 0; i < 3; i += 1) await limiter.hit(key, RULE);
      expect(await limiter.spent(key, RULE)).toBe(true);
      expect(await limiter.spent(key, RULE)).toBe(true);
      await limiter.reset(key);
      expect(await limiter.spent(key, RULE)).toBe(false);
      now += 1_000;
      expect(await limiter.hit(key, RULE)).toEqual({ allowed: true, count: 1, resetAt: now + RULE.windowMs });
    });
  });

  test('When windows in memory have ended, Then they are forgotten: a flood of clients leaves nothing behind', async () => {
    const limiter = createMemoryRateLimiter(clock);
    for (let i = 0; i < 1_000; i += 1) await limiter.hit(`client:${i}`, RULE);
    expect(limiter.size()).toBe(1_000);
    now += 2 * RULE.windowMs;
    await limiter.hit('client:late', RULE);
    expect(limiter.size()).toBe(1);
  });
});
