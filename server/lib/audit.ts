/** An append-only record of security-relevant events (logins, resets, ghost sessions, signing). */
import type { Kysely } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

export interface AuditEntry {
  action: string;
  userId?: number | null;
  actorId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string;
  userAgent?: string;
}

export function createAuditLog(db: Db, clock: Clock) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db
        .insertInto('auditEvent')
        .values({
          action: entry.action,
          userId: entry.userId ?? null,
          actorId: entry.actorId ?? null,
          detail: entry.detail ? JSON.stringify(entry.detail) : null,
          ip: entry.ip?.slice(0, 64) ?? null,
          userAgent: entry.userAgent?.slice(0, 500) ?? null,
          createdAt: clock(),
        })
        .execute();
    },

    /** Privacy export: the entries about a user. */
    async listFor(userId: number) {
      const rows = await db
        .selectFrom('auditEvent')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        action: r.action,
        detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown),
        ip: r.ip,
        userAgent: r.userAgent,
        at: new Date(Number(r.createdAt)).toISOString(),
      }));
    },

    /** Account deletion: entries about the user hold their email, addresses and browsers. */
    async eraseFor(userId: number, executor: Kysely<Database>): Promise<void> {
      await executor.deleteFrom('auditEvent').where('userId', '=', userId).execute();
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
