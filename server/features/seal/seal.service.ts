/**
 * Seals after signing: the record of every sealed version (a file /verify can call ours), the
 * time-stamp queue (a TSA that was down is retried until it answers: the document shows
 * "sealed, timestamp pending" meanwhile, never stays unsigned), and the public verification.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VERIFY_MESSAGES, type VerifyResult } from '../../../common/seal';
import type { Db, Dialect } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { pickTimeZone } from '../../lib/time-zones';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/tokens';
import type { Logger } from '../../logger';
import type { EsignProvider, ProviderEvent } from '../esign/esign.types';
import { hasPdfMagic } from '../../lib/pdf-forms';
import { type Sealer, TsaUnavailable } from '../../providers/seal/sealer';
import type { FileStorage } from '../../providers/storage/storage.types';
import { type FilePool, refusedAs } from '../../untrusted';
import type { DocumentsService } from '../documents/documents.service';
import { sealVerdict } from './verdict';

const BATCH = 5;
const LOCK_MS = 2 * 60_000;
/** The first retry comes soon (a TSA blip), then 1, 2, 4 … minutes, at most an hour apart. */
function timestampRetryMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface SealServiceDeps {
  db: Db;
  dialect: Dialect;
  files: FilePool;
  storage: FileStorage;
  sealer: Sealer;
  esign: EsignProvider;
  documents: DocumentsService;
  clock: Clock;
  logger: Logger;
  /** DEFAULT_TIME_ZONE: /verify's times are in the reader's own zone, else this one. */
  defaultTimeZone: string;
}

export interface Viewer {
  id: number;
  role: string;
  /** The reader's own zone (null: not chosen; DEFAULT_TIME_ZONE). */
  timeZone: string | null;
}

export function createSealService(deps: SealServiceDeps) {
  const { db, dialect, files, storage, sealer, documents, clock, logger } = deps;
  const refusedPdf = refusedAs({ invalid: VERIFY_MESSAGES.notPdf, tooLarge: VERIFY_MESSAGES.tooLarge });

  async function recordVersion(documentId: number, sha256: string, stage: string, trx: Kysely<Database>) {
    await trx.insertInto('documentSeal').values({ documentId, sha256, stage, createdAt: clock() }).execute();
  }

  // A completed copy's seal is recorded with the document's state, in the provider's transaction.
  deps.esign.onEvent(async (event: ProviderEvent, trx?: Kysely<Database>) => {
    const seal = event.detail?.seal as { state?: string } | undefined;
    if (!event.completedFile || !seal?.state) return;
    const executor = trx ?? db;
    await recordVersion(
      event.documentId,
      event.completedFile.sha256,
      seal.state === 'timestamped' ? 'timestamped' : 'sealed',
      executor,
    );
    if (seal.state === 'timestamp_pending') {
      const now = clock();
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
  });

  async function claim() {
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

  const finish = (id: number, executor: Kysely<Database> = db) =>
    executor.updateTable('sealJob').set({ doneAt: clock(), lockedUntil: null }).where('id', '=', id).execute();

  /** Adds the document time-stamp a TSA could not give before; false when it must wait again. */
  async function timestampOne(job: { id: number; documentId: number; attempts: number }): Promise<boolean> {
    const copy = await documents.sealedCopy(job.documentId);
    if (!copy || copy.doc.sealState !== 'timestamp_pending') {
      await finish(job.id);
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
      if (replaced) await recordVersion(job.documentId, sha256, 'timestamped', trx);
      await finish(job.id, trx);
      return replaced;
    });
    // The copy changed meanwhile (another instance got there first): this version is not kept.
    if (!won) await storage.delete(storageKey);
    return true;
  }

  return {
    /** Time-stamps every sealed document whose TSA was down, when due; returns how many were done. */
    async runDueTimestamps(): Promise<number> {
      let done = 0;
      for (;;) {
        const batch = await claim();
        if (batch.length === 0) return done;
        for (const job of batch) if (await timestampOne(job)) done += 1;
      }
    },

    /** The time-stamp jobs of a document (staff console, tests). */
    jobsOf(documentId: number) {
      return db.selectFrom('sealJob').selectAll().where('documentId', '=', documentId).orderBy('id').execute();
    },

    /**
     * POST /api/verify: checks the uploaded PDF's seals in the file pool (each certificate against
     * this portal's own), whether this portal produced exactly this file, and gives one verdict.
     * Nothing is stored. The owner (or staff) also gets the audit trail.
     */
    async verify(bytes: Uint8Array | undefined, viewer: Viewer | null): Promise<VerifyResult> {
      if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, VERIFY_MESSAGES.noFile);
      if (!hasPdfMagic(bytes)) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, VERIFY_MESSAGES.notPdf);
      const signatures = await files
        .run('verifyPdf', { pdf: bytes, anchors: await sealer.trustAnchors() })
        .catch(refusedPdf);
      const sha256 = sha256Hex(bytes);
      const match = await db
        .selectFrom('documentSeal')
        .select('documentId')
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      const document =
        match && viewer
          ? await documents.verifyView(match.documentId, {
              id: viewer.id,
              staff: viewer.role === 'staff' || viewer.role === 'admin',
            })
          : null;
      const { verdict, change } = sealVerdict(signatures, Boolean(match));
      return {
        verdict,
        headline: VERIFY_MESSAGES.verdict[verdict],
        change,
        timeZone: pickTimeZone(deps.defaultTimeZone, viewer?.timeZone),
        sha256,
        signatures,
        producedHere: Boolean(match),
        document,
      };
    },

    caPem: () => sealer.caPem(),
    crl: () => sealer.crl(),
  };
}

export type SealService = ReturnType<typeof createSealService>;
