/**
 * Seals after signing: the record of every sealed version (a file /verify can call ours), the
 * time-stamp queue (a TSA that was down is retried until it answers: the document shows
 * "sealed, timestamp pending" meanwhile, never stays unsigned), and the public verification.
 * Each use case is a function of its own file; this binds them to the service's deps.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderEvent } from '../esign/esign.types';
import { recordSeal } from './record-seal';
import type { SealServiceDeps } from './seal.shared';
import { jobsOf, runDueTimestamps } from './timestamp-queue';
import { verifySeal, type Viewer } from './verify-seal';

export type { SealServiceDeps } from './seal.shared';
export type { Viewer } from './verify-seal';

export function createSealService(deps: SealServiceDeps) {
  const { sealer } = deps;

  // A completed copy's seal is recorded with the document's state, in the provider's transaction.
  deps.esign.onEvent((event: ProviderEvent, trx?: Kysely<Database>) => recordSeal(deps, event, trx));

  return {
    runDueTimestamps: () => runDueTimestamps(deps),
    jobsOf: (documentId: number) => jobsOf(deps, documentId),
    verify: (bytes: Uint8Array | undefined, viewer: Viewer | null) => verifySeal(deps, bytes, viewer),
    caPem: () => sealer.caPem(),
    crl: () => sealer.crl(),
  };
}

export type SealService = ReturnType<typeof createSealService>;
