/**
 * A document's audit trail and its sealed copy: staff events, the move to hard copy when consent
 * is withdrawn, the time-stamp queue's replacements, what /verify shows.
 */
import type { Kysely } from 'kysely';
import type { RequestInfo } from '../../lib/request-info';
import { INFO_SIGNATURE_TYPE } from '../../../common/documents';
import { isSealState, type SealState } from '../../../common/seal';
import type { Database } from '../../db/schema';
import type { StaffDocumentEvent } from '../../../common/onboarding';
import type { DocumentRow } from './documents.repository';
import { isoOrNull } from './document-summary';
import type { DocumentsContext } from './documents.context';

export function documentTrailUseCases(ctx: DocumentsContext) {
  const { repo, storage, clock, record, auditStaffStep } = ctx;
  const useCases = {
    /**
     * A staff member's step on a document: in its trail (`detail`), and in the audit log with its
     * actor and the candidate (`audited`: what the log adds to the document's id and title).
     */
    async staffEvent(
      doc: Pick<DocumentRow, 'id' | 'userId' | 'formTitle'>,
      actorId: number | null,
      event: StaffDocumentEvent,
      detail: Record<string, unknown> | null = null,
      options: { audited?: Record<string, unknown>; trx?: Kysely<Database> } = {},
    ) {
      const at = clock();
      await record(doc, actorId, event, 'server', { ip: '', userAgent: '' }, detail, at, options.trx);
      await auditStaffStep(doc, actorId, event, options.audited, options.trx);
    },
    async events(documentId: number) {
      return (await repo.listEvents([documentId])).get(documentId)!;
    },
    /** A document's trail for staff's review: each step, oldest first, with who took it (null: the portal). */
    async trailWithActors(documentId: number) {
      return (await repo.trailOf(documentId)).map((e) => ({
        event: e.event,
        at: Number(e.createdAt),
        by: e.firstName === null ? null : `${e.firstName} ${e.lastName ?? ''}`.trim(),
      }));
    },
    /** The trails of several documents, by document id (one query). */
    eventsOf(documentIds: number[]) {
      return repo.listEvents(documentIds);
    },
    /**
     * The candidate withdrew their ESIGN consent: every outstanding electronic form moves to the
     * hard-copy path (docs/product.md §2 Hard-Copy Documents), each with an event saying why. Returns their ids.
     */
    async switchOutstandingToHardCopy(
      userId: number,
      why: RequestInfo & { reason: string },
      trx: Kysely<Database>,
    ): Promise<number[]> {
      const ids = await repo.outstandingElectronic(userId, INFO_SIGNATURE_TYPE, trx);
      if (ids.length === 0) return ids;
      const at = clock();
      await repo.setDelivery(ids, 'manual', at, trx);
      for (const id of ids) {
        await record(
          { id },
          userId,
          'delivery.hard_copy',
          'server',
          { ip: why.ip, userAgent: why.userAgent },
          { reason: why.reason },
          at,
          trx,
        );
      }
      return ids;
    },
    /** The stored completed copy of a document (the seal's time-stamp queue works on it). */
    async sealedCopy(documentId: number) {
      const doc = await repo.findById(documentId);
      if (!doc?.signedKey) return null;
      const bytes = await storage.get(doc.signedKey);
      return bytes ? { doc, storageKey: doc.signedKey, bytes } : null;
    },
    /**
     * Puts a newer version of the completed copy in place of `fromKey` (its time-stamp was added),
     * unless the copy changed meanwhile; records the event. False when it had changed.
     */
    async replaceSealedCopy(
      documentId: number,
      fromKey: string,
      file: { storageKey: string; sha256: string },
      sealState: SealState,
      detail: Record<string, unknown>,
      trx: Kysely<Database>,
    ): Promise<boolean> {
      const at = clock();
      const won = await repo.replaceSigned(
        documentId,
        fromKey,
        { signedKey: file.storageKey, signedSha256: file.sha256, sealState, lastUpdateTimestamp: at },
        trx,
      );
      if (won)
        await record(
          { id: documentId },
          null,
          `seal.${sealState}`,
          'server',
          { ip: '', userAgent: '' },
          detail,
          at,
          trx,
        );
      return won;
    },
    /** What /verify shows the owner or staff of a document: its title, state and trail. */
    async verifyView(documentId: number, viewer: { id: number; staff: boolean }) {
      const doc = await repo.findById(documentId);
      if (!doc || (!viewer.staff && doc.userId !== viewer.id)) return null;
      const events = (await repo.listEvents([doc.id])).get(doc.id)!;
      return {
        formTitle: doc.formTitle,
        sealState: isSealState(doc.sealState) ? doc.sealState : null,
        signedAt: isoOrNull(doc.signedAt),
        trail: events
          .filter((e) => e.source === 'server')
          .map((e) => ({ event: e.event, at: new Date(Number(e.createdAt)).toISOString(), ip: e.ip || null })),
      };
    },
  };
  return useCases;
}
