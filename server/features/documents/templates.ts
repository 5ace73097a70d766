/**
 * Templates and what is made from them: stored templates, assignment, the doc check's test
 * document and substitution.
 */
import type { Kysely, Selectable } from 'kysely';
import { DOCUMENT_STATUS, INFO_SIGNATURE_TYPE, type DocumentDelivery } from '../../../common/documents';
import { DEFAULT_COUNTERSIGN_DAYS, recordValues, type TemplateField } from '../../../common/onboarding';
import type { Database, DocumentTemplateTable } from '../../db/schema';
import { parseKeywords } from '../../lib/pdf-forms';
import { sha256Hex } from '../../lib/tokens';
import { newDocHandle, candidateValues, SAMPLE_PROFILE, type Profile } from './document-summary';
import type { DocumentsContext } from './documents.context';

export function templatesUseCases(ctx: DocumentsContext) {
  const { repo, storage, files, clock, notFound, refusedPdf, inspect, storeSource, record, auditStaffStep } = ctx;
  const useCases = {
    /** Stores a template PDF; its keywords metadata gives FormTitle (docs/architecture.md §5). */
    async createTemplate(input: {
      pdf: Uint8Array;
      formTitle?: string;
      signatureType?: string;
      delivery?: DocumentDelivery;
      displayLevel?: number;
      fields?: TemplateField[];
      createdBy?: number;
      countersign?: boolean;
      countersignDays?: number;
      /** Uploaded signed copies wait for staff review (by default, electronic or hard copy). */
      reviewUploads?: boolean;
      /** An informational document asks the candidate to acknowledge it. */
      acknowledge?: boolean;
    }) {
      const pdf = await inspect(input.pdf);
      const keywords = parseKeywords(pdf.keywords ?? undefined);
      const formTitle = input.formTitle ?? keywords.FormTitle ?? pdf.title ?? 'Document';
      const signatureType = input.signatureType ?? keywords.SignatureType ?? 'SIGN';
      const storageKey = await storeSource('templates', input.pdf);
      const hash = sha256Hex(input.pdf);
      const id = await repo.insertTemplate({
        formTitle,
        signatureType,
        keywords: JSON.stringify({ ...keywords, FormTitle: formTitle }),
        storageKey,
        sha256: hash,
        pageCount: pdf.pageCount,
        createdAt: clock(),
        delivery: input.delivery ?? 'electronic',
        displayLevel: input.displayLevel ?? 0,
        // Fields found in the PDF, first-guess marked, unless staff marked them already.
        fields: JSON.stringify(input.fields ?? pdf.fields),
        createdBy: input.createdBy ?? null,
        countersign: input.countersign ? 1 : 0,
        countersignDays: input.countersignDays ?? DEFAULT_COUNTERSIGN_DAYS,
        // An uploaded copy's signature is only the candidate's word until staff look at it.
        reviewUploads: (input.reviewUploads ?? signatureType !== INFO_SIGNATURE_TYPE) ? 1 : 0,
        acknowledge: input.acknowledge ? 1 : 0,
      });
      return { id, sha256: hash, storageKey };
    },
    async templatePdf(templateId: number): Promise<Buffer | null> {
      const template = await repo.findTemplate(templateId);
      return template ? storage.get(template.storageKey) : null;
    },
    /** A template's row, for callers that assign it many times (see assign's `known`). */
    templateRow(id: number, trx?: Kysely<Database>) {
      return repo.findTemplate(id, trx);
    },
    /**
     * Assigns a template to a user: a new unsigned document with a random handle. `trx` lets the
     * caller write its mail in the same transaction (docs/architecture.md §5).
     */
    async assign(
      input: {
        userId: number;
        templateId: number;
        delivery?: DocumentDelivery;
        displayLevel?: number;
        dueAt?: number | null;
        assignedBy?: number | null;
        /** The credential this request renews. */
        renewalOf?: number | null;
      },
      trx?: Kysely<Database>,
      /** The template's row when the caller has read it already (one read for many candidates). */
      known?: Selectable<DocumentTemplateTable>,
    ) {
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
    },
    /** A throwaway document for the doc check's test signing (never listed). */
    async createTestDocument(userId: number, bytes: Uint8Array) {
      const keywords = parseKeywords((await inspect(bytes)).keywords ?? undefined);
      const formTitle = keywords.FormTitle ?? 'Document Check';
      const sourceKey = await storeSource('doc-check', bytes);
      const now = clock();
      const docHandle = newDocHandle();
      const id = await repo.insertDocument({
        docHandle,
        userId,
        templateId: null,
        delivery: 'electronic',
        formTitle,
        signatureType: keywords.SignatureType ?? 'SIGN',
        keywords: JSON.stringify({ ...keywords, FormTitle: formTitle }),
        sourceKey,
        sourceSha256: sha256Hex(bytes),
        status: DOCUMENT_STATUS.sent,
        isUserActionRequired: 1,
        displayLevel: 0,
        signedKey: null,
        signedSha256: null,
        signedAt: null,
        signedMethod: null,
        isTest: 1,
        createTimestamp: now,
        lastUpdateTimestamp: now,
      });
      return { id, docHandle };
    },
    /**
     * Doc check and the template preview: the PDF with the candidate's (or the sample's) values,
     * flattened; `fields` maps marked fields to the record values they take. Filled in the file
     * pool as the staff member's own task (`staffId`), within their share as any user's.
     */
    async substitution(bytes: Uint8Array, profile: Profile | null, fields: TemplateField[], staffId: number) {
      const values = recordValues(fields, candidateValues(profile ?? SAMPLE_PROFILE, clock()));
      const filled = await files.run('fillPdf', { bytes, values, flatten: true }, { owner: staffId }).catch(refusedPdf);
      return {
        content: Buffer.from(filled.pdf).toString('base64'),
        keywords: parseKeywords(filled.keywords ?? undefined),
      };
    },
  };
  return useCases;
}
