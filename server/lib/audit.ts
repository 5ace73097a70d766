/** An append-only record of security-relevant events (logins, resets, views as a candidate, signing). */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
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
  /** A request's `viewing` (server/lib/request-info.ts): its staff member is the actor when none is named. */
  viewing?: { actorId: number };
}

/** The staff console's filters: people by words of their name or email, an action or its prefix, a time range. */
export interface AuditFilter {
  /**
   * Who did it: the staff member acting on someone, or a staff member's own entry that names no
   * actor (their sign-ins, second factor, sessions).
   */
  actor: string | null;
  /** Whom it is about, among candidate accounts only (a staff member's own sign-ins are not a candidate's). */
  candidate: string | null;
  action: string | null;
  from: number | null;
  /** Exclusive. */
  to: number | null;
}

type AuditEb = ExpressionBuilder<
  Database & { e: Database['auditEvent']; a: Database['userAccount']; u: Database['userAccount'] },
  'e' | 'a' | 'u'
>;

/** The accounts whose own entries count as done by them (a candidate is never "done by"). */
export const STAFF_ROLES = ['staff', 'admin'] as const;

const pattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const person = (alias: 'a' | 'u', text: string) =>
  sql<boolean>`lower(${sql.ref(`${alias}.firstName`)} || ' ' || ${sql.ref(`${alias}.lastName`)} || ' ' || ${sql.ref(`${alias}.email`)}) like ${pattern(text)} escape '\\'`;

function auditWhere(f: AuditFilter) {
  return (eb: AuditEb) => {
    const all = [];
    if (f.actor)
      all.push(
        eb.or([
          person('a', f.actor),
          eb.and([eb('e.actorId', 'is', null), eb('u.role', 'in', STAFF_ROLES), person('u', f.actor)]),
        ]),
      );
    if (f.candidate) all.push(eb.and([eb('u.role', '=', 'candidate'), person('u', f.candidate)]));
    if (f.action) all.push(eb.or([eb('e.action', '=', f.action), eb('e.action', 'like', `${f.action}.%`)]));
    if (f.from !== null) all.push(eb('e.createdAt', '>=', f.from));
    if (f.to !== null) all.push(eb('e.createdAt', '<', f.to));
    return eb.and(all);
  };
}

export function createAuditLog(db: Db, clock: Clock) {
  return {
    /** `executor`: the transaction of the change the entry is about, so both commit together. */
    async record(entry: AuditEntry, executor: Kysely<Database> = db): Promise<void> {
      await executor
        .insertInto('auditEvent')
        .values({
          action: entry.action,
          userId: entry.userId ?? null,
          actorId: entry.actorId ?? entry.viewing?.actorId ?? null,
          detail: entry.detail ? JSON.stringify(entry.detail) : null,
          ip: entry.ip?.slice(0, 64) ?? null,
          userAgent: entry.userAgent?.slice(0, 500) ?? null,
          createdAt: clock(),
        })
        .execute();
    },

    /**
     * Privacy export: the entries about a user. What a staff member did (viewing as the user,
     * inviting, moving an application) is shown as done by "staff", without their address or
     * browser: those are the staff member's data, not the user's.
     */
    async listFor(userId: number) {
      const rows = await db
        .selectFrom('auditEvent')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map((r) => {
        const byStaff = (r.actorId !== null && r.actorId !== userId) || r.action.startsWith('view-as.');
        return {
          action: r.action,
          detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown),
          by: byStaff ? ('staff' as const) : null,
          ip: byStaff ? null : r.ip,
          userAgent: byStaff ? null : r.userAgent,
          at: new Date(Number(r.createdAt)).toISOString(),
        };
      });
    },

    /** The staff console's audit log: newest first, with the names of the actor and the user. */
    async search(filter: AuditFilter, page: number, pageSize: number) {
      const base = () =>
        db
          .selectFrom('auditEvent as e')
          .leftJoin('userAccount as a', 'a.id', 'e.actorId')
          .leftJoin('userAccount as u', 'u.id', 'e.userId')
          .where(auditWhere(filter));
      const [rows, count] = await Promise.all([
        base()
          .select([
            'e.id',
            'e.action',
            'e.detail',
            'e.ip',
            'e.createdAt',
            'e.actorId',
            'e.userId',
            'a.firstName as actorFirst',
            'a.lastName as actorLast',
            'u.firstName as userFirst',
            'u.lastName as userLast',
            'u.role as userRole',
          ])
          .orderBy('e.createdAt', 'desc')
          .orderBy('e.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Account deletion: entries about the user hold their email, addresses and browsers. */
    async eraseFor(userId: number, executor: Kysely<Database>): Promise<void> {
      await executor.deleteFrom('auditEvent').where('userId', '=', userId).execute();
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
