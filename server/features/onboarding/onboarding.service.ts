/**
 * The onboarding workflow for staff (/admin/documents): templates with marked fields, packets,
 * assignment with a due date and one mail per candidate, the status board, review, rejection,
 * cancellation and extension. It composes the documents service and knows nothing of HTTP.
 * Past 300 lines because assignment, the board, review and cancellation share the same state rules;
 * each use case is a short function.
 */
import { DOCUMENT_SERVER_MESSAGES, DOCUMENT_STATUS, INFO_SIGNATURE_TYPE } from '../../../common/documents';
import {
  BOARD_PAGE_SIZE,
  BOARD_STATES,
  dueAtOf,
  OPEN_BOARD_STATES,
  ONBOARDING_MESSAGES as M,
  type AssignmentResult,
  type RemindResult,
  type BoardCandidate,
  type BoardDocument,
  type BoardState,
  type DocumentReview,
  type StaffPacket,
  type StaffTemplate,
  type StatusBoard,
  type TemplateField,
} from '../../../common/onboarding';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Clock } from '../../lib/clock';
import { enqueueMail } from '../mail/outbox';
import { openStored, type FileStorage, type StoredBody } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import { countersignDue, instructionsOf, templateFields, type DocumentsService } from '../documents/documents.service';
import { parseFields } from '../staff/staff.schema';
import { parse } from '../../lib/parse-fields';
import { assignmentMail, returnedMail } from './onboarding.mail';
import type { OnboardingRepository } from './onboarding.repository';
import {
  assignmentSchema,
  boardQuerySchema,
  documentIdSchema,
  extendSchema,
  packetSchema,
  bulkRemindSchema,
  rejectSchema,
  scheduleSchema,
  templateOrderSchema,
  templateUpdateSchema,
  templateUploadSchema,
} from './onboarding.schema';
import { applyMarks } from '../../untrusted/template-fields';
import { downloadName } from '../documents/document-summary';
import { createCountersignReminders } from './countersign-reminders';
import { createReminders } from './reminders';
import type { RequestInfo } from '../../lib/request-info';
import { createCredentials } from './credentials';
import { boardCount, boardState, declinedOf } from './board-state';
import { createDocumentRecords } from './document-records';
import { assignmentEntries } from './assignment-entries';
import { staffChanges, transactionAgainOnDuplicate } from './staff-changes';
import { CREDENTIAL_MESSAGES } from '../../../common/credentials';

export interface OnboardingServiceDeps {
  db: Db;
  repo: OnboardingRepository;
  documents: DocumentsService;
  storage: FileStorage;
  files: FilePool;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}

const MAX_CANDIDATES = 500;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function createOnboardingService(deps: OnboardingServiceDeps) {
  const { db, repo, documents, storage, files, clock, site } = deps;
  const templateNotFound = () => new AppError(ErrorCode.NOT_FOUND, M.templateNotFound);
  const documentNotFound = () => new AppError(ErrorCode.NOT_FOUND, M.documentNotFound);
  const reminders = createReminders({ db, clock, site, mailQueued: deps.mailQueued });
  const countersignReminders = createCountersignReminders({ db, clock, site });
  const credentials = createCredentials({
    db,
    documents,
    openAssignments: repo.openAssignments,
    storage,
    files,
    clock,
    site,
    mailQueued: deps.mailQueued,
  });

  type TemplateRow = NonNullable<Awaited<ReturnType<OnboardingRepository['findTemplate']>>>;

  /** The marked fields; a template stored before fields were marked has them detected from its PDF. */
  async function fieldsOf(row: TemplateRow): Promise<TemplateField[]> {
    if (row.fields !== null) return templateFields(row);
    const stored = await storage.get(row.storageKey);
    return (stored && (await files.run('inspectPdf', stored).catch(() => null))?.fields) || [];
  }

  async function toTemplate(row: TemplateRow): Promise<StaffTemplate> {
    const credential = row.kind === 'credential';
    return {
      id: row.id,
      kind: credential ? 'credential' : 'form',
      instructions: credential ? instructionsOf(row.keywords) : null,
      formTitle: row.formTitle,
      signatureType: row.signatureType,
      delivery: row.delivery,
      displayLevel: row.displayLevel,
      pageCount: row.pageCount,
      fields: await fieldsOf(row),
      countersign: row.countersign === 1,
      countersignDays: row.countersignDays,
      reviewUploads: row.reviewUploads === 1,
      acknowledge: row.acknowledge === 1,
      createdAt: new Date(Number(row.createdAt)).toISOString(),
    };
  }

  async function template(idInput: unknown) {
    const parsed = documentIdSchema.safeParse(idInput);
    const row = parsed.success ? await repo.findTemplate(parsed.data) : undefined;
    if (!row) throw templateNotFound();
    return row;
  }

  async function document(idInput: unknown) {
    const parsed = documentIdSchema.safeParse(idInput);
    const row = parsed.success ? await repo.findDocument(parsed.data) : undefined;
    if (!row) throw documentNotFound();
    return row;
  }

  function futureDue(dueDate: string): number {
    const dueAt = dueAtOf(dueDate);
    if (dueAt < clock())
      throw new AppError(ErrorCode.VALIDATION, M.dueDatePast, { fields: { dueDate: M.dueDatePast } });
    return dueAt;
  }

  const changeByStaff = staffChanges({ db, repo, documents });

  /**
   * A reminder now for open documents (staff's resend and bulk remind); completed, informational
   * and in-review ones are skipped (they ask nothing of the candidate), and one reminded in the last
   * REMIND_COOLDOWN_HOURS is not mailed again: it is listed in `waiting` with when the next can go.
   * When nothing was sent because of that, the answer is the 429 that says so.
   */
  async function remind(ids: number[], actorId: number): Promise<RemindResult> {
    const rows = await repo.findDocuments([...new Set(ids)]);
    if (rows.length !== new Set(ids).size) throw documentNotFound();
    let sent = 0;
    const waiting: RemindResult['waiting'] = [];
    let refusal: AppError | null = null;
    for (const row of rows) {
      if (row.cancelledAt !== null || !OPEN_BOARD_STATES.includes(boardState(row, clock()))) continue;
      try {
        await db.transaction().execute(async (trx) => {
          await reminders.remindNow(trx, row);
          await documents.staffEvent(row, actorId, 'reminder.sent_by_staff', null, { trx });
        });
        sent += 1;
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== ErrorCode.RATE_LIMITED) throw err;
        refusal = err;
        waiting.push({ id: row.id, formTitle: row.formTitle, message: err.message });
      }
    }
    if (sent > 0) deps.mailQueued();
    else if (refusal)
      throw waiting.length === 1
        ? refusal
        : new AppError(
            ErrorCode.RATE_LIMITED,
            M.noneReminded(waiting.length),
            { waiting },
            {
              retryAfter: refusal.retryAfter,
            },
          );
    return { sent, waiting };
  }

  return {
    /** Documents as the REST API lists them (see document-records.ts). */
    ...createDocumentRecords({ repo, clock }),

    /** The scheduled reminders (every instance runs them; see reminders.ts). */
    async runDueReminders() {
      const countersign = await countersignReminders.runDue();
      if (countersign > 0) deps.mailQueued();
      return (await reminders.runDue()) + (await credentials.runRenewals()) + countersign;
    },

    /** GET /api/staff/countersignatures: what waits for the employer's signature. */
    awaitingEmployer: () => documents.awaitingEmployer(),

    /** POST /api/staff/documents/{id}/countersign: the employer's one-time signing URL. */
    countersignUrl(idInput: unknown, staff: { id: number; ghost?: boolean }, returnUrl: unknown, info: RequestInfo) {
      return documents.countersignUrl(staff, documentIdSchema.catch(0).parse(idInput), returnUrl, info);
    },

    /** The candidate's credential upload (see credentials.ts). */
    credentials,

    /** POST /api/staff/credential-templates: a title and instructions, no PDF. */
    async createCredentialTemplate(body: unknown, actorId: number): Promise<StaffTemplate> {
      return toTemplate((await repo.findTemplate(await credentials.createTemplate(body, actorId)))!);
    },

    /**
     * POST /api/staff/documents/{id}/approve: a copy awaiting review is complete, or, when its
     * template needs the employer's countersignature, waits for that (the candidate's part is done).
     */
    async approve(idInput: unknown, actorId: number): Promise<{ ok: true; awaitingEmployer: boolean }> {
      const row = await document(idInput);
      const now = clock();
      const template =
        row.kind === 'credential' || row.templateId === null ? undefined : await repo.findTemplate(row.templateId);
      const countersign = countersignDue(template, now);
      await changeByStaff(
        row,
        actorId,
        {
          values: {
            status: countersign ? DOCUMENT_STATUS.awaitingEmployer : DOCUMENT_STATUS.completed,
            ...(countersign ? { employerDueAt: countersign.dueAt } : {}),
            isUserActionRequired: 0,
            reviewStatus: 'approved',
            reviewedAt: now,
            reviewedBy: actorId,
            lastUpdateTimestamp: now,
          },
          expect: { reviewStatus: 'pending', notCancelled: true },
        },
        CREDENTIAL_MESSAGES.notAwaitingReview,
        {
          event: 'review.approved',
          detail: {
            number: row.credentialNumber,
            expiresAt: row.credentialExpiresAt,
            employerDueAt: countersign?.dueAt ?? null,
          },
          audited: { credential: row.kind === 'credential', awaitingEmployer: countersign !== null },
        },
        // The countersignature completes it, not the approval.
        (trx) => (countersign ? Promise.resolve() : documents.approved(row.id, now, trx)),
      );
      return { ok: true, awaitingEmployer: countersign !== null };
    },

    reminderSchedule: () => reminders.schedule(),

    /** PUT /api/staff/document-reminders */
    setReminderSchedule(body: unknown) {
      return reminders.setSchedule(parseFields(scheduleSchema, body, M.invalidForm));
    },

    /** POST /api/staff/documents/{id}/remind */
    remind: (idInput: unknown, actorId: number) => remind([documentIdSchema.catch(0).parse(idInput)], actorId),

    /** POST /api/staff/document-reminders/send {documentIds}: the board's bulk remind. */
    remindMany(body: unknown, actorId: number) {
      return remind(parseFields(bulkRemindSchema, body, M.invalidForm).documentIds, actorId);
    },

    async templates(): Promise<StaffTemplate[]> {
      return Promise.all((await repo.listTemplates()).map(toTemplate));
    },

    async template(idInput: unknown): Promise<StaffTemplate> {
      return toTemplate(await template(idInput));
    },

    /** POST /api/staff/document-templates (multipart pdf + settings): fields detected from the AcroForm. */
    async uploadTemplate(bytes: Uint8Array | undefined, body: unknown, actorId: number): Promise<StaffTemplate> {
      if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, DOCUMENT_SERVER_MESSAGES.noFile);
      const settings = parseFields(templateUploadSchema, body, M.invalidForm);
      const { id } = await documents.createTemplate({
        pdf: bytes,
        ...settings,
        displayLevel: settings.displayLevel ?? (await repo.nextDisplayLevel()),
        createdBy: actorId,
      });
      return toTemplate((await repo.findTemplate(id))!);
    },

    /** PUT /api/staff/document-templates/{id}: settings and the fields' marks. */
    async updateTemplate(idInput: unknown, body: unknown): Promise<StaffTemplate> {
      const row = await template(idInput);
      const input = parseFields(templateUpdateSchema, body, M.invalidForm);
      const fields: TemplateField[] = applyMarks(await fieldsOf(row), input.fields);
      await repo.updateTemplate(row.id, {
        formTitle: input.formTitle,
        signatureType: input.signatureType,
        delivery: input.delivery,
        displayLevel: input.displayLevel,
        fields: JSON.stringify(fields),
        ...(input.countersign !== undefined ? { countersign: input.countersign ? 1 : 0 } : {}),
        ...(input.countersignDays !== undefined ? { countersignDays: input.countersignDays } : {}),
        ...(input.reviewUploads !== undefined ? { reviewUploads: input.reviewUploads ? 1 : 0 } : {}),
        ...(input.acknowledge !== undefined ? { acknowledge: input.acknowledge ? 1 : 0 } : {}),
      });
      return toTemplate((await repo.findTemplate(row.id))!);
    },

    /** PUT /api/staff/document-templates/order {templateIds}: the order candidates see documents in. */
    async reorderTemplates(body: unknown): Promise<StaffTemplate[]> {
      const { templateIds } = parseFields(templateOrderSchema, body, M.invalidForm);
      const known = new Set((await repo.listTemplates()).map((t) => t.id));
      if (templateIds.some((id) => !known.has(id))) throw templateNotFound();
      await repo.setTemplateOrder([...new Set(templateIds)]);
      return Promise.all((await repo.listTemplates()).map(toTemplate));
    },

    /** GET /api/staff/document-templates/{id}/preview: filled with the sample candidate (the doc check's substitution). */
    async previewTemplate(idInput: unknown, staffId: number) {
      const row = await template(idInput);
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw templateNotFound();
      return documents.substitution(bytes, null, await fieldsOf(row), staffId);
    },

    packets(): Promise<StaffPacket[]> {
      return repo.listPackets();
    },

    async createPacket(body: unknown): Promise<StaffPacket> {
      const input = parseFields(packetSchema, body, M.invalidForm);
      const ids = [...new Set(input.templateIds)];
      for (const id of ids) if (!(await repo.findTemplate(id))) throw templateNotFound();
      const nameTaken = () =>
        new AppError(ErrorCode.CONFLICT, M.packetNameTaken, { fields: { name: M.packetNameTaken } });
      if (await repo.findPacketByName(input.name)) throw nameTaken();
      // Two packets of one name at once: the unique index decides, not a 500.
      const id = await repo.insertPacket(input.name, ids, clock()).catch((err: unknown) => {
        throw isUniqueViolation(err) ? nameTaken() : err;
      });
      return { id, name: input.name, templateIds: ids };
    },

    /**
     * POST /api/staff/document-assignments: each candidate gets the documents and ONE mail listing
     * them, written in the same transaction (nothing is assigned without its mail, or the reverse).
     */
    async assign(body: unknown, actorId: number | null): Promise<AssignmentResult> {
      const input = parseFields(assignmentSchema, body, M.invalidForm);
      let templateIds: number[];
      if (input.packetId) {
        const packet = (await repo.listPackets()).find((p) => p.id === input.packetId);
        if (!packet) throw new AppError(ErrorCode.NOT_FOUND, M.packetNotFound);
        templateIds = packet.templateIds;
      } else if (input.templateId) {
        templateIds = [(await template(input.templateId)).id];
      } else {
        throw new AppError(ErrorCode.VALIDATION, M.chooseWhat, { fields: { templateId: M.chooseWhat } });
      }
      const dueAt = futureDue(input.dueDate);
      const { emails, notUsed } = assignmentEntries(input.emails);
      if (emails.length === 0) {
        const message = notUsed.length ? `${M.noEmails} ${M.notUsed(notUsed)}` : M.noEmails;
        throw new AppError(ErrorCode.VALIDATION, message, { fields: { emails: message }, notUsed });
      }
      if (emails.length > MAX_CANDIDATES)
        throw new AppError(ErrorCode.VALIDATION, M.tooManyEmails, { fields: { emails: M.tooManyEmails } });
      const candidates = await repo.candidatesByEmail(emails);
      const known = new Set(candidates.map((c) => c.email.toLowerCase()));
      // One unknown address does not hold back the others: they are assigned, it is reported.
      const unknown = emails.filter((e) => !known.has(e));
      if (candidates.length === 0) {
        const message = [M.unknownEmails(unknown), ...(notUsed.length ? [M.notUsed(notUsed)] : [])].join(' ');
        throw new AppError(ErrorCode.VALIDATION, message, { fields: { emails: message }, notUsed });
      }

      const result = await transactionAgainOnDuplicate(db, async (trx) => {
        // Each template is read once, not once per candidate.
        const templates = await Promise.all(templateIds.map((id) => documents.templateRow(id, trx)));
        // What each candidate has open already is not assigned twice (nor mailed again).
        const open = new Set(
          (
            await repo.openAssignments(
              candidates.map((c) => c.id),
              templateIds,
              trx,
            )
          ).map((d) => `${d.userId}:${d.templateId}`),
        );
        const out: Omit<AssignmentResult, 'unknown' | 'notUsed'> = {
          assigned: [],
          alreadyAssigned: [],
          mailsQueued: 0,
        };
        for (const candidate of candidates) {
          const toSign: string[] = [];
          const toRead: string[] = [];
          const skipped: string[] = [];
          for (const [i, templateId] of templateIds.entries()) {
            const template = templates[i]!;
            if (open.has(`${candidate.id}:${templateId}`)) {
              skipped.push(template.formTitle);
              continue;
            }
            const doc = await documents.assign(
              { userId: candidate.id, templateId, dueAt, assignedBy: actorId },
              trx,
              template,
            );
            (template.signatureType === INFO_SIGNATURE_TYPE ? toRead : toSign).push(doc.formTitle);
          }
          if (skipped.length) out.alreadyAssigned.push({ email: candidate.email, titles: skipped });
          if (toSign.length + toRead.length === 0) continue;
          await enqueueMail(
            trx,
            assignmentMail({ to: candidate.email, firstName: candidate.firstName, toSign, toRead, dueAt, site }),
            clock(),
          );
          out.assigned.push({ email: candidate.email, documents: toSign.length + toRead.length });
          out.mailsQueued += 1;
        }
        return out;
      });
      if (result.mailsQueued) deps.mailQueued();
      return { ...result, unknown, notUsed };
    },

    /** GET /api/staff/document-status?state&q: per candidate and document, with counts and percentages. */
    async board(query: unknown): Promise<StatusBoard> {
      const { state, q, page } = parseFields(boardQuerySchema, query, M.invalidForm);
      const now = clock();
      const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
      const counts = Object.fromEntries(BOARD_STATES.map((s) => [s, 0])) as Record<BoardState, number>;
      // The counts cover every candidate the text matches; the state filter picks who is listed.
      const listed: (Omit<BoardCandidate, 'documents'> & { userId: number })[] = [];
      for (const row of await repo.boardSummaries(now)) {
        const name = `${row.firstName} ${row.lastName}`.trim();
        if (!words.every((w) => `${name} ${row.email}`.toLowerCase().includes(w))) continue;
        for (const s of BOARD_STATES) counts[s] += boardCount(row, s);
        if (state && boardCount(row, state) === 0) continue;
        const completable = Number(row.completable);
        listed.push({
          userId: row.userId,
          name,
          email: row.email,
          percent: completable === 0 ? 100 : Math.floor((Number(row.completableDone) * 100) / completable),
        });
      }
      const start = (page - 1) * BOARD_PAGE_SIZE;
      const shown = listed.slice(start, start + BOARD_PAGE_SIZE);
      const documents = new Map<number, BoardDocument[]>(shown.map((c) => [c.userId, []]));
      for (const row of await repo.boardDocuments(shown.map((c) => c.userId))) {
        const s = boardState(row, now);
        if (state && s !== state) continue;
        documents.get(row.userId)?.push({
          id: row.id,
          formTitle: row.formTitle,
          state: s,
          dueAt: iso(row.dueAt),
          signedAt: iso(row.signedAt),
          rejectedReason: s === 'rejected' ? row.rejectedReason : null,
          declined: declinedOf(row),
        });
      }
      return {
        counts,
        // A candidate whose last document was cancelled between the two reads is left out.
        candidates: shown.map((c) => ({ ...c, documents: documents.get(c.userId)! })).filter((c) => c.documents.length),
        total: listed.length,
        page,
        pageSize: BOARD_PAGE_SIZE,
      };
    },

    /** GET /api/staff/documents/{id}: values, signature and audit trail for review. */
    async review(idInput: unknown): Promise<DocumentReview> {
      const row = await document(idInput);
      const fields = templateFields(row.templateId === null ? undefined : await repo.findTemplate(row.templateId));
      const values = row.fieldValues ? (JSON.parse(row.fieldValues) as Record<string, string>) : {};
      return {
        id: row.id,
        formTitle: row.formTitle,
        candidate: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
        state: boardState(row, clock()),
        dueAt: iso(row.dueAt),
        signedAt: iso(row.signedAt),
        signedMethod: row.signedMethod,
        rejectedReason: row.reviewStatus === 'rejected' ? row.rejectedReason : null,
        awaitingReview: row.reviewStatus === 'pending',
        approved: row.reviewStatus === 'approved',
        declined: declinedOf(row),
        values: fields
          .filter((f) => values[f.name] !== undefined)
          .map((f) => ({ label: f.label, value: values[f.name]! })),
        events: (await documents.trailWithActors(row.id)).map((e) => ({ ...e, at: iso(e.at)! })),
        pdfUrl: row.signedKey ? `/api/staff/documents/${row.id}/signed.pdf` : null,
        credential:
          row.kind === 'credential'
            ? {
                number: row.credentialNumber,
                expiresAt: iso(row.credentialExpiresAt),
                awaitingReview: row.reviewStatus === 'pending',
              }
            : null,
      };
    },

    /** GET /api/staff/documents/{id}/signed.pdf */
    async signedPdf(idInput: unknown): Promise<{ filename: string; file: StoredBody }> {
      const row = await document(idInput);
      const file = row.signedKey ? await openStored(storage, row.signedKey) : null;
      if (!file) throw documentNotFound();
      return { filename: downloadName(row.formTitle, true, `${row.firstName} ${row.lastName}`.trim()), file };
    },

    /**
     * POST /api/staff/documents/{id}/reject {reason}: back to the candidate as outstanding, the
     * reason shown to them. The rejected copy stays in storage and its hash in the audit trail.
     * A completed document, or a credential awaiting review.
     */
    async reject(idInput: unknown, body: unknown, actorId: number) {
      const row = await document(idInput);
      // The form has one field: its own message says what is missing.
      const { reason } = parse(rejectSchema, body ?? {});
      // Approval is staff's final word on a copy.
      if (row.reviewStatus === 'approved') throw new AppError(ErrorCode.CONFLICT, M.approvedFinal);
      const now = clock();
      await changeByStaff(
        row,
        actorId,
        {
          values: {
            status: DOCUMENT_STATUS.sent,
            isUserActionRequired: 1,
            signedKey: null,
            signedSha256: null,
            signedAt: null,
            signedMethod: null,
            reviewStatus: 'rejected',
            reviewedAt: now,
            reviewedBy: actorId,
            rejectedReason: reason,
            lastUpdateTimestamp: now,
          },
          expect:
            row.reviewStatus === 'pending'
              ? { reviewStatus: 'pending', notCancelled: true }
              : { status: DOCUMENT_STATUS.completed, notCancelled: true },
        },
        M.notCompleted,
        {
          event: 'review.rejected',
          detail: { reason, rejectedCopy: row.signedKey, rejectedSha256: row.signedSha256 },
          audited: { reason },
        },
        // The candidate hears of it by mail, with the reason, in the transaction of the change.
        (trx) =>
          enqueueMail(
            trx,
            returnedMail({
              to: row.email,
              firstName: row.firstName,
              formTitle: row.formTitle,
              reason,
              credential: row.kind === 'credential',
              delivery: row.delivery,
              site,
            }),
            now,
          ).then(() => undefined),
      );
      deps.mailQueued();
      return { ok: true };
    },

    /**
     * POST /api/staff/documents/{id}/cancel: leaves the candidate's lists; the row and its events stay.
     * A document the candidate has signed (completed, waiting for review or for the employer) is not
     * cancelled: the signed copy stays on record (an informational one read is still cancellable).
     */
    async cancel(idInput: unknown, actorId: number) {
      const row = await document(idInput);
      const signable = row.signatureType !== INFO_SIGNATURE_TYPE;
      if (row.cancelledAt === null && signable && row.signedAt !== null)
        throw new AppError(ErrorCode.CONFLICT, M.signedNotCancellable);
      await changeByStaff(
        row,
        actorId,
        { values: { cancelledAt: clock(), cancelledBy: actorId }, expect: { notCancelled: true, unsigned: signable } },
        row.cancelledAt === null ? M.signedNotCancellable : M.cancelled,
        { event: 'cancelled' },
      );
      return { ok: true };
    },

    /** POST /api/staff/documents/{id}/extend {dueDate} */
    async extend(idInput: unknown, body: unknown, actorId: number) {
      const row = await document(idInput);
      const { dueDate } = parseFields(extendSchema, body, M.invalidForm);
      const dueAt = futureDue(dueDate);
      await changeByStaff(row, actorId, { values: { dueAt }, expect: { notCancelled: true } }, M.cancelled, {
        event: 'due_date.extended',
        detail: { from: row.dueAt, to: dueAt },
        audited: { dueAt },
      });
      return { ok: true, dueAt: iso(dueAt) };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
