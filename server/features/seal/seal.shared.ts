/**
 * What the seal use cases share: the service's deps, the retry delay of the time-stamp queue and
 * the record of a sealed version (see seal.service.ts).
 */
import type { Kysely } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../logger';
import type { EsignProvider } from '../esign/esign.types';
import type { Sealer } from '../../providers/seal/sealer';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import type { DocumentsService } from '../documents/documents.service';

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

/** The first retry comes soon (a TSA blip), then 1, 2, 4 … minutes, at most an hour apart. */
export function timestampRetryMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function recordVersion(
  deps: SealServiceDeps,
  documentId: number,
  sha256: string,
  stage: string,
  trx: Kysely<Database>,
) {
  await trx.insertInto('documentSeal').values({ documentId, sha256, stage, createdAt: deps.clock() }).execute();
}
