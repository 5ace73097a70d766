/** Assigning a template to a user: a new unsigned document, its trail and the staff step audited. */
import type { Kysely, Selectable } from 'kysely';
import { DOCUMENT_STATUS, type DocumentDelivery } from '../../../common/documents';
import type { Database, DocumentTemplateTable } from '../../db/schema';
import { newDocHandle } from './document-summary';
import type { DocumentsContext } from './documents.context';

export interface Assignment {
  userId: number;
  templateId: number;
  delivery?: DocumentDelivery;
  displayLevel?: number;
  dueAt?: number | null;
  assignedBy?: number | null;
  /** The credential this request renews. */
  renewalOf?: number | null;
}

/**
 * Assigns a template to a user: a new unsigned document with a random handle. `trx` lets the
 * caller write its mail in the same transaction (docs/architecture.md §5).
 */
export async function assignTemplate(
  deps: DocumentsContext,
  input: Assignment,
  trx?: Kysely<Database>,
  /** The template's row when the caller has read it already (one read for many candidates). */
  known?: Selectable<DocumentTemplateTable>,
) {
  const { repo, clock, notFound, record, auditStaffStep } = deps;
  const template = known?.id === input.templateId ? known : await repo.findTemplate(input.templateId, trx);
  if (!template) throw notFound();
  const now = clock();
  const docHandle = newDocHandle();
  const id = await repo.insertDocument(
    {
      docHandle,
      userId: input.userId,
      templateId: template.id,
      delivery: input.delivery ?? template.delivery,
      formTitle: template.formTitle,
      signatureType: template.signatureType,
      keywords: template.keywords,
      sourceKey: template.storageKey,
      sourceSha256: template.sha256,
      status: DOCUMENT_STATUS.sent,
      isUserActionRequired: 1,
      displayLevel: input.displayLevel ?? template.displayLevel,
      signedKey: null,
      signedSha256: null,
      signedAt: null,
      signedMethod: null,
      isTest: 0,
      createTimestamp: now,
      lastUpdateTimestamp: now,
      dueAt: input.dueAt ?? null,
      assignedBy: input.assignedBy ?? null,
      kind: template.kind,
      renewalOf: input.renewalOf ?? null,
      acknowledge: template.acknowledge,
    },
    trx,
  );
  const doc = { id, userId: input.userId, formTitle: template.formTitle };
  const actorId = input.assignedBy ?? null;
  const detail = { templateId: template.id, dueAt: input.dueAt ?? null, renewalOf: input.renewalOf ?? null };
  await record(doc, actorId, 'assigned', 'server', { ip: '', userAgent: '' }, detail, now, trx);
  await auditStaffStep(doc, actorId, 'assigned', { dueAt: detail.dueAt, renewalOf: detail.renewalOf }, trx);
  return { id, docHandle, formTitle: template.formTitle };
}
