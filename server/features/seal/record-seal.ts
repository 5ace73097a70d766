/** A completed copy's seal, recorded with the document's state; a pending time-stamp queued. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderEvent } from '../esign/esign.types';
import { recordVersion, type SealServiceDeps, timestampRetryMs } from './seal.shared';

/** A completed copy's seal is recorded with the document's state, in the provider's transaction. */
export async function recordSeal(deps: SealServiceDeps, event: ProviderEvent, trx?: Kysely<Database>) {
  const seal = event.detail?.seal as { state?: string } | undefined;
  if (!event.completedFile || !seal?.state) return;
  const executor = trx ?? deps.db;
  await recordVersion(
    deps,
    event.documentId,
    event.completedFile.sha256,
    seal.state === 'timestamped' ? 'timestamped' : 'sealed',
    executor,
  );
  if (seal.state === 'timestamp_pending') {
    const now = deps.clock();
    await executor
      .insertInto('sealJob')
      .values({
        documentId: event.documentId,
        kind: 'timestamp',
        nextAttemptAt: now + timestampRetryMs(1),
        lockedUntil: null,
        lastError: null,
        createdAt: now,
        doneAt: null,
      })
      .execute();
  }
}
