/**
 * Deletes rows that can no longer matter: expired sessions, finished throttling windows, used
 * captcha ids, spent or expired tokens, day-old Idempotency-Key answers and signing ceremonies long over; and files that can no longer matter: temporaries of
 * writes that never finished and stored files no row refers to. Each step is idempotent, so every
 * instance may run it.
 */
import type { Db } from '../db';
import type { Logger } from '../logger';
import type { FileStorage } from '../providers/storage/storage.types';
import type { Clock } from './clock';
import { referencedKeys } from './storage-references';

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
  // A ceremony lasts minutes (its link 5, its page 20); who signed what stays in the document's events.
  await db
    .deleteFrom('esignSession')
    .where('createdAt', '<=', now - DAY)
    .execute();
  // An Idempotency-Key answers a repeat for a day (lib/idempotency.ts); past that its answer is dropped.
  await db
    .deleteFrom('idempotencyAnswer')
    .where('createdAt', '<=', now - DAY)
    .execute();
}

/** A file this old that no row refers to is left over (an upload writes its file, then its row). */
export const STORAGE_GRACE_MS = 3_600_000;
const SWEEP_BATCH = 500;

/** Removes stale temporaries and unreferenced files older than the grace period; returns their keys. */
export async function sweepStorage(db: Db, storage: FileStorage, now: number): Promise<string[]> {
  const before = now - STORAGE_GRACE_MS;
  const removed = await storage.removeTemporaries(before);
  const old = (await storage.list()).filter((f) => f.modifiedAt < before).map((f) => f.key);
  for (let i = 0; i < old.length; i += SWEEP_BATCH) {
    const batch = old.slice(i, i + SWEEP_BATCH);
    const inUse = await referencedKeys(db, batch);
    for (const key of batch) {
      if (inUse.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
  }
  return removed;
}

export function startHousekeeping(options: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  logger: Logger;
  everyMs?: number;
  /** Features' own clean-ups (records past their retention), run with the rest. */
  tasks?: (() => Promise<unknown>)[];
}): () => void {
  const run = () => {
    const sweep = async () => {
      await purgeExpired(options.db, options.clock());
      const removed = await sweepStorage(options.db, options.storage, options.clock());
      if (removed.length) options.logger.info({ removed: removed.length }, 'storage housekeeping');
    };
    for (const task of [sweep, ...(options.tasks ?? [])]) {
      task().catch((err) => options.logger.warn({ err }, 'housekeeping failed'));
    }
  };
  const timer = setInterval(run, options.everyMs ?? 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
