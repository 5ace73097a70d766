/**
 * The time-stamp queue: a TSA that was down is retried until it answers, the document showing
 * "sealed, timestamp pending" meanwhile. Any number of instances claim due jobs in batches.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { TsaUnavailable } from '../../providers/seal/sealer';
import { recordVersion, type SealServiceDeps, timestampRetryMs } from './seal.shared';

const BATCH = 5;
const LOCK_MS = 2 * 60_000;

async function claim(deps: SealServiceDeps) {
  const { db, dialect, clock } = deps;
  const now = clock();
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('sealJob')
      .select('id')
      .where('doneAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
      .orderBy('id')
      .limit(BATCH);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable('sealJob')
      .set((eb) => ({ lockedUntil: now + LOCK_MS, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .returningAll()
      .execute();
  });
}

const finish = (deps: SealServiceDeps, id: number, executor: Kysely<Database> = deps.db) =>
  executor.updateTable('sealJob').set({ doneAt: deps.clock(), lockedUntil: null }).where('id', '=', id).execute();

/** Adds the document time-stamp a TSA could not give before; false when it must wait again. */
async function timestampOne(
  deps: SealServiceDeps,
  job: { id: number; documentId: number; attempts: number },
): Promise<boolean> {
  const { db, storage, sealer, documents, clock, logger } = deps;
  const copy = await documents.sealedCopy(job.documentId);
  if (!copy || copy.doc.sealState !== 'timestamp_pending') {
    await finish(deps, job.id);
    return true;
  }
  let bytes: Uint8Array;
  try {
    bytes = await sealer.addDocumentTimestamp(copy.bytes);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!(err instanceof TsaUnavailable)) logger.warn({ err, documentId: job.documentId }, 'time-stamping failed');
    await db
      .updateTable('sealJob')
      .set({
        nextAttemptAt: clock() + timestampRetryMs(job.attempts),
        lockedUntil: null,
        lastError: message.slice(0, 500),
      })
      .where('id', '=', job.id)
      .execute();
    return false;
  }
  const storageKey = `signed/${copy.doc.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
  await storage.put(storageKey, bytes);
  const sha256 = sha256Hex(bytes);
  const won = await db.transaction().execute(async (trx) => {
    const replaced = await documents.replaceSealedCopy(
      job.documentId,
      copy.storageKey,
      { storageKey, sha256 },
      'timestamped',
      { sha256, attempts: job.attempts },
      trx,
    );
    if (replaced) await recordVersion(deps, job.documentId, sha256, 'timestamped', trx);
    await finish(deps, job.id, trx);
    return replaced;
  });
  // The copy changed meanwhile (another instance got there first): this version is not kept.
  if (!won) await storage.delete(storageKey);
  return true;
}

/** Time-stamps every sealed document whose TSA was down, when due; returns how many were done. */
export async function runDueTimestamps(deps: SealServiceDeps): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await claim(deps);
    if (batch.length === 0) return done;
    for (const job of batch) if (await timestampOne(deps, job)) done += 1;
  }
}

/** The time-stamp jobs of a document (staff console, tests). */
export function jobsOf(deps: SealServiceDeps, documentId: number) {
  return deps.db.selectFrom('sealJob').selectAll().where('documentId', '=', documentId).orderBy('id').execute();
}
