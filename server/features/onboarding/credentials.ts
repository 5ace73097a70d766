/**
 * Credential uploads (licence, certificate, insurance): staff create a credential template (a
 * title and instructions, no PDF), the candidate uploads the credential with its number and expiry,
 * staff approve or reject it (onboarding.service.ts), and an approved credential is requested again
 * RENEWAL_DAYS before it expires. The re-request is a new document pointing at the expiring one, so
 * the approved credential keeps its history; a document_reminder row (kind `renewal`, keyed by the
 * expiry) lets exactly one instance create it and its mail, as for the due-date reminders.
 */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { z } from 'zod';
import { DOCUMENT_STATUS } from '../../../common/documents';
import {
  checkCredentialInput,
  CREDENTIAL_MESSAGES as M,
  CREDENTIAL_SIGNATURE_TYPE,
  expiresAtOf,
  INSTRUCTIONS_MAX,
  RENEWAL_DAYS,
} from '../../../common/credentials';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import type { FileStorage } from '../../providers/storage/storage.types';
import { type FilePool, FileRefused } from '../../untrusted';
import type { OnboardingRepository } from './onboarding.repository';
import type { DocumentsService } from '../documents/documents.service';
import { parseFields } from '../staff/staff.schema';
import { nextDisplayLevel } from './onboarding.repository';
import { templateSettingsSchema } from './onboarding.schema';
import { sha256Hex } from '../../lib/tokens';

const DAY = 86_400_000;
const RENEWAL = 'renewal';
/** Credentials looked at per run; the next run takes the rest. */
const BATCH = 200;

const credentialTemplateSchema = z.object({
  formTitle: templateSettingsSchema.shape.formTitle,
  instructions: z.string().trim().max(INSTRUCTIONS_MAX, M.instructionsTooLong).default(''),
  // Left out: after every other template.
  displayLevel: templateSettingsSchema.shape.displayLevel.optional(),
});

function renewalMail(
  to: { email: string; firstName: string },
  doc: { formTitle: string; expiresAt: number },
  site: { siteName: string; publicUrl: string },
) {
  const expires = dayjs(doc.expiresAt).format('MMM D, YYYY');
  return renderMail({
    to: to.email,
    subject: `Please renew: ${doc.formTitle} expires ${expires}`,
    siteName: site.siteName,
    heading: `Hello ${to.firstName},`,
    paragraphs: [
      `Your ${doc.formTitle} on file expires on ${expires}. Please upload the renewed one, with its number and new expiry date, by then.`,
    ],
    action: { label: 'Open your onboarding documents', url: `${site.publicUrl}/onboarding` },
  });
}

export function createCredentials(deps: {
  db: Db;
  documents: DocumentsService;
  /** What a candidate has open already (a renewal is not requested beside it). */
  openAssignments: OnboardingRepository['openAssignments'];
  storage: FileStorage;
  files: FilePool;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}) {
  const { db, documents, storage, files, clock, site } = deps;

  return {
    /** POST /api/staff/credential-templates: a title and instructions; the instructions live in its keywords. */
    async createTemplate(body: unknown, actorId: number): Promise<number> {
      const input = parseFields(credentialTemplateSchema, body, M.invalid);
      const { id } = await db
        .insertInto('documentTemplate')
        .values({
          formTitle: input.formTitle,
          signatureType: CREDENTIAL_SIGNATURE_TYPE,
          keywords: JSON.stringify({ FormTitle: input.formTitle, Instructions: input.instructions }),
          // No PDF: the candidate provides the file.
          storageKey: '',
          sha256: '',
          pageCount: 0,
          createdAt: clock(),
          delivery: 'electronic',
          displayLevel: input.displayLevel ?? (await nextDisplayLevel(db)),
          kind: 'credential',
          fields: '[]',
          createdBy: actorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The checks before the file is read: the candidate's own credential, still to provide. */
    async assertUploadable(userId: number, docHandle: string) {
      const doc = await documents.owned(userId, docHandle);
      if (doc.kind !== 'credential') throw new AppError(ErrorCode.CONFLICT, M.notCredential);
      if (doc.status === DOCUMENT_STATUS.completed || doc.reviewStatus === 'pending')
        throw new AppError(ErrorCode.CONFLICT, M.alreadyUploaded);
      return doc;
    },

    /** POST /api/documents/{docHandle}/credential: the file with its number and expiry; then awaiting review. */
    async upload(userId: number, docHandle: string, bytes: Uint8Array | undefined, body: unknown, info: RequestInfo) {
      await documents.refuseWhileViewing(info, 'upload');
      const doc = await this.assertUploadable(userId, docHandle);
      const now = clock();
      const fields = (body ?? {}) as Record<string, unknown>;
      const { values, errors } = checkCredentialInput({ number: fields.number, expiresOn: fields.expiresOn }, now);
      if (!bytes || bytes.length === 0)
        throw new AppError(ErrorCode.VALIDATION, M.fileRequired, { fields: { ...errors, file: M.fileRequired } });
      if (!values) throw new AppError(ErrorCode.VALIDATION, M.invalid, { fields: errors });
      // By its content, never its name or declared type: a PDF as it is, a photo or scan on one page.
      const file = await files.run('credentialPdf', bytes).catch(async (err: unknown) => {
        if (!(err instanceof FileRefused)) throw err;
        await documents.candidateEvent(doc, userId, 'credential.rejected_file', info, {
          bytes: bytes.length,
          reason: err.reason,
        });
        if (err.reason === 'invalid')
          throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, M.notAllowedType, {
            fields: { file: M.notAllowedType },
          });
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, M.tooComplex, { fields: { file: M.tooComplex } });
      });
      const key = `credentials/${doc.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
      const sha256 = sha256Hex(file.pdf);
      await storage.put(key, file.pdf);
      const expiresAt = expiresAtOf(values.expiresOn);
      // One conditional UPDATE decides between two uploads at once; the loser's file goes.
      const result = await db
        .updateTable('document')
        .set({
          signedKey: key,
          signedSha256: sha256,
          signedAt: now,
          signedMethod: `upload:${file.type}`,
          reviewStatus: 'pending',
          credentialNumber: values.number,
          credentialExpiresAt: expiresAt,
          lastUpdateTimestamp: now,
        })
        .where('id', '=', doc.id)
        .where('status', '<>', DOCUMENT_STATUS.completed)
        .where('cancelledAt', 'is', null)
        .where((eb) => eb.or([eb('reviewStatus', 'is', null), eb('reviewStatus', '=', 'rejected')]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        await storage.delete(key);
        throw new AppError(ErrorCode.CONFLICT, M.alreadyUploaded);
      }
      await documents.candidateEvent(doc, userId, 'credential.uploaded', info, {
        bytes: bytes.length,
        type: file.type,
        sha256,
        number: values.number,
        expiresAt,
      });
      return documents.get(userId, { id: doc.id });
    },

    /**
     * One run: each approved credential expiring within RENEWAL_DAYS gets a new request due on its
     * expiry and one mail. The claim row, the new document and the mail are one transaction.
     */
    async runRenewals(): Promise<number> {
      const now = clock();
      const rows = await db
        .selectFrom('document')
        .innerJoin('userAccount', 'userAccount.id', 'document.userId')
        .select([
          'document.id',
          'document.userId',
          'document.templateId',
          'document.formTitle',
          'document.credentialExpiresAt',
          'userAccount.email',
          'userAccount.firstName',
        ])
        .where('document.kind', '=', 'credential')
        .where('document.status', '=', DOCUMENT_STATUS.completed)
        .where('document.credentialExpiresAt', 'is not', null)
        .where('document.credentialExpiresAt', '<=', now + RENEWAL_DAYS * DAY)
        .where('document.templateId', 'is not', null)
        .where('document.cancelledAt', 'is', null)
        .where('document.isTest', '=', 0)
        .where('userAccount.deletedAt', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('documentReminder')
                .select('documentReminder.id')
                .whereRef('documentReminder.documentId', '=', 'document.id')
                .where('documentReminder.kind', '=', RENEWAL),
            ),
          ),
        )
        .orderBy('document.credentialExpiresAt')
        .limit(BATCH)
        .execute();
      let sent = 0;
      for (const row of rows) {
        const expiresAt = Number(row.credentialExpiresAt);
        const created = await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('documentReminder')
            .values({ documentId: row.id, kind: RENEWAL, dueAt: expiresAt, sentAt: now })
            .onConflict((oc) => oc.columns(['documentId', 'kind', 'dueAt']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!claimed) return null;
          // Asked for again already (staff assigned it): the claim stays, nothing is doubled.
          if ((await deps.openAssignments([row.userId], [row.templateId!], trx)).length > 0) return null;
          // Due the day it expires, or tomorrow when that is already past.
          const dueAt = Math.max(expiresAt, now + DAY);
          const renewal = await documents.assign(
            { userId: row.userId, templateId: row.templateId!, dueAt, assignedBy: null, renewalOf: row.id },
            trx,
          );
          await enqueueMail(trx, renewalMail(row, { formTitle: row.formTitle, expiresAt }, site), now);
          return renewal;
        });
        if (!created) continue;
        await documents.candidateEvent(
          row,
          null,
          'credential.renewal_requested',
          { ip: '', userAgent: '' },
          {
            renewalId: created.id,
            expiresAt,
          },
        );
        sent += 1;
      }
      if (sent > 0) deps.mailQueued();
      return sent;
    },
  };
}
