/**
 * The zone a person reads times in: stored on the account (first the browser's, at registration),
 * changed on /profile; with none stored, DEFAULT_TIME_ZONE. No HTTP here.
 */
import { isTimeZone, type ReaderTimeZone, TIME_ZONE_MESSAGES } from '../../../common/time-zones';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';

export function createReaderZoneService(deps: { db: Db; clock: Clock; audit: AuditLog; defaultTimeZone: string }) {
  const { db, clock, audit, defaultTimeZone } = deps;

  async function get(userId: number): Promise<ReaderTimeZone> {
    const row = await db.selectFrom('userAccount').select('timeZone').where('id', '=', userId).executeTakeFirst();
    const stored = row?.timeZone;
    return isTimeZone(stored) ? { timeZone: stored, chosen: true } : { timeZone: defaultTimeZone, chosen: false };
  }

  return {
    get,

    /** PUT /api/me/time-zone {timeZone}: one of the zones the platform knows. */
    async set(userId: number, body: unknown, info: RequestInfo): Promise<ReaderTimeZone> {
      const timeZone = (body as { timeZone?: unknown } | null)?.timeZone;
      if (!isTimeZone(timeZone))
        throw new AppError(ErrorCode.VALIDATION, TIME_ZONE_MESSAGES.invalid, {
          fields: { timeZone: TIME_ZONE_MESSAGES.invalid },
        });
      await db.updateTable('userAccount').set({ timeZone, updatedAt: clock() }).where('id', '=', userId).execute();
      await audit.record({ action: 'profile.time_zone', userId, detail: { timeZone }, ...info });
      return get(userId);
    },
  };
}

export type ReaderZoneService = ReturnType<typeof createReaderZoneService>;
