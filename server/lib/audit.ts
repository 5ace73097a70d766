/** An append-only record of security-relevant events (logins, resets, ghost sessions, signing). */
import type { Db } from '../db';
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
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
