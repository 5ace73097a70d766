/**
 * Fixed-window counters kept in the database, so every instance shares them (docs/architecture.md §7).
 * One atomic upsert per hit: no read-modify-write race between instances.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Clock } from './clock';

export interface RateLimitRule {
  /** Allowed hits per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: number;
}

export function createRateLimiter(db: Db, clock: Clock) {
  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
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

    /** Whether the next hit would be refused (read only: nothing is counted). */
    async spent(key: string, rule: RateLimitRule): Promise<boolean> {
      const row = await db
        .selectFrom('rateLimit')
        .select('count')
        .where('key', '=', key)
        .where('resetAt', '>', clock())
        .executeTakeFirst();
      return row !== undefined && row.count >= rule.limit;
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom('rateLimit').where('key', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
