/**
 * Deletes rows that can no longer matter: expired sessions, finished throttling windows, used
 * captcha ids and spent or expired tokens. Each statement is idempotent, so every instance may
 * run it.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Logger } from '../logger';
import type { Clock } from './clock';

const DAY = 86_400_000;
/** The job change feed keeps this many newest entries; an instance further behind reloads its search index. */
const JOB_CHANGES_KEPT = 100_000;

export async function purgeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('session').where('expiresAt', '<=', now).execute();
  await db.deleteFrom('rateLimit').where('resetAt', '<=', now).execute();
  await db.deleteFrom('captchaUse').where('expiresAt', '<=', now).execute();
  // Spent tokens are kept a day for support questions ("my link did not work").
  await db
    .deleteFrom('userToken')
    .where((eb) => eb.or([eb('expiresAt', '<=', now - DAY), eb('usedAt', '<=', now - DAY)]))
    .execute();
  await sql`delete from job_change where id < (select max(id) from job_change) - ${JOB_CHANGES_KEPT}`.execute(db);
}

export function startHousekeeping(options: {
  db: Db;
  clock: Clock;
  logger: Logger;
  everyMs?: number;
  /** Features' own clean-ups (records past their retention), run with the rest. */
  tasks?: (() => Promise<unknown>)[];
}): () => void {
  const run = () => {
    for (const task of [() => purgeExpired(options.db, options.clock()), ...(options.tasks ?? [])]) {
      task().catch((err) => options.logger.warn({ err }, 'housekeeping failed'));
    }
  };
  const timer = setInterval(run, options.everyMs ?? 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
