/**
 * The one rate-limiting mechanism: fixed windows of counted hits per key, in two stores.
 * - In the database (createRateLimiter), so every instance shares them (docs/architecture.md §7): sign-in
 *   throttling, second-step codes, passkeys, résumé uploads, API keys, the declared per-route
 *   limits. One atomic upsert per hit: no read-modify-write race between instances.
 * - In this process's memory (createMemoryRateLimiter), for the per-minute request budgets of
 *   anonymous reads and GraphQL: a counter write per request would add the very database load
 *   they guard against, so each instance counts its own.
 * Both follow the server's clock (tests move it), answer the same RateLimitResult and are expired
 * the same way. rate-limiter-flexible, used for the memory budgets before, is not used: its
 * PostgreSQL and SQLite stores need the raw pg pool or better-sqlite3 handle, around the pool's
 * rules in server/db/index.ts (a request's kept connection, its wait budget, shedding, the
 * statement timeout; a request holding its connection would wait for a second one), read
 * Date.now() rather than the server's clock, and create their table at run time unless told it
 * exists; and its memory store was a second implementation of the same fixed window.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Clock } from './clock';

export interface RateLimitRule {
  /** Allowed hits per window. */
  limit: number;
  windowMs: number;
}

interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: number;
}

export interface RateLimiter {
  /** Counts a hit on `key` (a new window when the last one ended) and says whether it is allowed. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Whether the next hit would be refused (read only: nothing is counted). */
  spent(key: string, rule: RateLimitRule): Promise<boolean>;
  /** Forgets the key's window: its next hit starts a new one. */
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  return {
    async hit(key, rule) {
      const now = clock();
      const row = await db
        .insertInto('rateLimit')
        .values({ key, count: 1, resetAt: now + rule.windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_limit.reset_at <= ${now} then 1 else rate_limit.count + 1 end`,
            resetAt: sql`case when rate_limit.reset_at <= ${now} then ${now + rule.windowMs} else rate_limit.reset_at end`,
          }),
        )
        .returning(['count', 'resetAt'])
        .executeTakeFirstOrThrow();
      return { allowed: row.count <= rule.limit, count: row.count, resetAt: Number(row.resetAt) };
    },

    async spent(key, rule) {
      const row = await db
        .selectFrom('rateLimit')
        .select('count')
        .where('key', '=', key)
        .where('resetAt', '>', clock())
        .executeTakeFirst();
      return row !== undefined && row.count >= rule.limit;
    },

    async reset(key) {
      await db.deleteFrom('rateLimit').where('key', '=', key).execute();
    },
  };
}

/** How often the memory store forgets the windows that have ended (as housekeeping does the table's). */
const SWEEP_MS = 60_000;

export function createMemoryRateLimiter(clock: Clock): RateLimiter & { size(): number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 0;
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  return {
    async hit(key, rule) {
      const now = clock();
      if (now >= sweepAt) {
        sweepAt = now + SWEEP_MS;
        for (const [k, window] of windows) if (window.resetAt <= now) windows.delete(k);
      }
      let window = live(key, now);
      if (!window) windows.set(key, (window = { count: 0, resetAt: now + rule.windowMs }));
      window.count += 1;
      return { allowed: window.count <= rule.limit, count: window.count, resetAt: window.resetAt };
    },

    async spent(key, rule) {
      return (live(key, clock())?.count ?? 0) >= rule.limit;
    },

    async reset(key) {
      windows.delete(key);
    },

    /** Keys holding a window (tests: ended windows are forgotten). */
    size: () => windows.size,
  };
}
