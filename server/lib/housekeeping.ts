/**
 * Deletes rows that can no longer matter: expired sessions, finished throttling windows, used
 * captcha ids and spent or expired tokens. Each statement is idempotent, so every instance may
 * run it.
 */
import type { Db } from '../db';
import type { Logger } from '../logger';
import type { Clock } from './clock';

const DAY = 86_400_000;

export async function purgeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('session').where('expiresAt', '<=', now).execute();
  await db.deleteFrom('rateLimit').where('resetAt', '<=', now).execute();
  await db.deleteFrom('captchaUse').where('expiresAt', '<=', now).execute();
  // Spent tokens are kept a day for support questions ("my link did not work").
  await db
    .deleteFrom('userToken')
    .where((eb) => eb.or([eb('expiresAt', '<=', now - DAY), eb('usedAt', '<=', now - DAY)]))
    .execute();
}

export function startHousekeeping(options: { db: Db; clock: Clock; logger: Logger; everyMs?: number }): () => void {
  const run = () => {
    purgeExpired(options.db, options.clock()).catch((err) => options.logger.warn({ err }, 'housekeeping failed'));
  };
  const timer = setInterval(run, options.everyMs ?? 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
