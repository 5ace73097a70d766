/** The provider's events applied to documents. */
import type { Kysely } from 'kysely';
import { DOCUMENT_SERVER_MESSAGES, DOCUMENT_STATUS } from '../../../common/documents';
import { isSealState } from '../../../common/seal';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { ProviderEvent } from '../esign/esign.types';
import type { DocumentsContext } from './documents.context';
import { countersignDue } from './document-completion';

/** Follows the e-signature provider's events: they alone mark a document signed (docs/architecture.md §5). */
export function followProviderEvents(ctx: DocumentsContext): void {
  const { repo, storage, esign, record, auditStaffStep, keepSignedCopy, completion } = ctx;
  // The provider's events are the only thing that marks a document signed (docs/architecture.md §5).
  esign.onEvent(async (event: ProviderEvent, trx?: Kysely<Database>) => {
    const doc = await repo.findById(event.documentId, trx);
    if (!doc) return;
    const info = { ip: event.ip, userAgent: event.userAgent };
    const seal = event.detail?.seal as { state?: unknown } | undefined;
    const sealState = isSealState(seal?.state) ? seal.state : null;
    if (doc.userId !== event.userId) {
      // Only the employer's countersignature ceremony is someone else's (staff made its link).
      if (doc.status !== DOCUMENT_STATUS.awaitingEmployer) return;
      if (event.type === 'countersigned' && event.completedFile) {
        const won = await repo.markCountersigned(
          doc.id,
          String(event.detail?.fromKey ?? ''),
          {
            status: DOCUMENT_STATUS.completed,
            signedKey: event.completedFile.storageKey,
            signedSha256: event.completedFile.sha256,
            sealState,
            employerSignedAt: event.at,
            employerSignedBy: event.userId,
            lastUpdateTimestamp: event.at,
          },
          trx,
        );
        if (!won) {
          await storage.delete(event.completedFile.storageKey);
          throw new AppError(ErrorCode.CONFLICT, DOCUMENT_SERVER_MESSAGES.notAwaitingEmployer);
        }
        await completion.announce('countersigned', doc.id, 'countersign', event.at, trx);
        await completion.announce('completed', doc.id, 'countersign', event.at, trx);
        await auditStaffStep(doc, event.userId, 'esign.countersigned', {}, trx, info);
      }
      await record(doc, event.userId, `esign.${event.type}`, 'server', info, event.detail ?? null, event.at, trx);
      return;
    }
    if ((event.type === 'signed' || event.type === 'viewed') && event.completedFile) {
      const values = (event.detail?.fieldValues ?? null) as Record<string, string> | null;
      const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId, trx);
      const countersign = event.type === 'signed' ? countersignDue(template, event.at) : null;
      await keepSignedCopy(doc.id, event.completedFile, event.at, `esign:${esign.name}`, {
        fieldValues: values,
        trx,
        sealState,
        countersign,
      });
    } else if (event.type === 'opened' && doc.status === DOCUMENT_STATUS.sent) {
      await repo.update(doc.id, { status: DOCUMENT_STATUS.delivered, lastUpdateTimestamp: event.at }, trx);
    } else if (event.type === 'declined' && doc.status !== DOCUMENT_STATUS.completed) {
      const reason = typeof event.detail?.reason === 'string' ? event.detail.reason : null;
      await repo.update(
        doc.id,
        { status: DOCUMENT_STATUS.declined, declinedReason: reason, lastUpdateTimestamp: event.at },
        trx,
      );
    }
    await record(doc, event.userId, `esign.${event.type}`, 'server', info, event.detail ?? null, event.at, trx);
  });
}
