/**
 * The recruiter's pipeline board: a job's applications by status with their tags and note counts,
 * bulk moves (each through the staff console's status change: history, audit, mail), bulk mail
 * through the outbox, and staff-only notes and tags. Nothing here reaches a candidate.
 */
import {
  type ApplicationNote,
  type Board,
  type BulkItemResult,
  type BulkResult,
  PIPELINE_LIMITS as L,
  PIPELINE_MESSAGES as M,
} from '../../../common/pipeline';
import { MAIL_STATUSES, STAFF_MESSAGES } from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import { APPLICATION_MESSAGES } from '../../../common/applications';
import type { StaffService } from '../staff/staff.service';
import type { PipelineRepository } from './pipeline.repository';
import { answeredIds, boardQuestions } from './board-answers';
import { boardQuerySchema, bulkMailSchema, bulkMoveSchema, noteSchema, tagSchema } from './pipeline.schema';

export interface PipelineServiceDeps {
  repo: PipelineRepository;
  staff: StaffService;
  audit: AuditLog;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  mailQueued: () => void;
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();
const jobId = (value: unknown) => idOrNotFound(value, STAFF_MESSAGES.jobNotFound);
const applicationId = (value: unknown) => idOrNotFound(value, APPLICATION_MESSAGES.notFound);
const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || null;

/** A mail body as paragraphs: blank lines separate them. */
const paragraphsOf = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function createPipelineService(deps: PipelineServiceDeps) {
  const { repo, staff, audit, clock, site } = deps;

  async function applicationOf(idInput: unknown) {
    const row = await repo.application(applicationId(idInput));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, APPLICATION_MESSAGES.notFound);
    return row;
  }

  async function tagsOf(id: number): Promise<string[]> {
    return (await repo.tags([id])).map((t) => t.label);
  }

  /**
   * Notes and tags are audited without their words and without naming the candidate as the
   * entry's user: the candidate's own export lists entries about them, and these are staff-only.
   */
  const staffOnlyAudit = (action: string, actorId: number, row: { id: number; jobOrderId: number }, extra = {}) => ({
    action,
    actorId,
    detail: { applicationId: row.id, jobOrderId: row.jobOrderId, ...extra },
  });

  /** GET /api/staff/applications/{id}/notes: oldest first. */
  async function notes(idInput: unknown, viewerId: number): Promise<ApplicationNote[]> {
    const row = await applicationOf(idInput);
    return (await repo.notes(row.id)).map((n) => ({
      id: n.id,
      author: fullName(n),
      createdAt: iso(n.createdAt),
      text: n.body,
      mine: n.authorId === viewerId,
    }));
  }

  return {
    /** GET /api/staff/jobs/{id}/board?tag&after&q&knockedOut&question&answer */
    async board(jobIdInput: unknown, query: unknown): Promise<Board> {
      const id = jobId(jobIdInput);
      const filter = parseFields(boardQuerySchema, query, M.invalidFilters);
      const { job, applicants } = await staff.applicants(id);
      const ids = applicants.map((a) => a.applicationId);
      const [tagRows, counts, form] = await Promise.all([repo.tags(ids), repo.noteCounts(ids), repo.formAnswers(ids)]);
      const answered = filter.question ? answeredIds(form.answers, filter.question, filter.answer) : null;
      const tagKey = filter.tag?.trim().replace(/\s+/g, ' ').toLowerCase();
      const since = filter.after ? Date.parse(`${filter.after}T00:00:00Z`) : null;
      const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const cards = applicants
        .map((a) => {
          const mine = tagRows.filter((t) => t.applicationId === a.applicationId);
          return {
            card: {
              applicationId: a.applicationId,
              candidateId: a.candidateId,
              candidateName: a.candidateName,
              appliedAt: a.appliedAt,
              status: a.status,
              accountDeleted: a.accountDeleted,
              resume: a.resume,
              tags: mine.map((t) => t.label),
              noteCount: counts.get(a.applicationId) ?? 0,
              history: a.history,
            },
            keys: mine.map((t) => t.labelKey),
          };
        })
        .filter(({ card, keys }) => {
          if (tagKey && !keys.includes(tagKey)) return false;
          if (since !== null && Date.parse(card.appliedAt) < since) return false;
          if (filter.knockedOut && !form.knockedOut.has(card.applicationId)) return false;
          if (answered && !answered.has(card.applicationId)) return false;
          const name = card.candidateName.toLowerCase();
          return words.every((w) => name.includes(w));
        })
        .map(({ card }) => card);
      // A tag used in several cases is listed as it was first written.
      const labels = new Map<string, string>();
      for (const t of tagRows) if (!labels.has(t.labelKey)) labels.set(t.labelKey, t.label);
      const tags = [...labels.values()].sort((a, b) => a.localeCompare(b));
      return { job, cards, total: applicants.length, tags, questions: boardQuestions(form.answers) };
    },

    /** POST /api/staff/jobs/{id}/board/move {applicationIds, status, sendMail?}: one answer per application. */
    async bulkMove(jobIdInput: unknown, body: unknown, actorId: number): Promise<BulkResult> {
      const id = jobId(jobIdInput);
      const input = parseFields(bulkMoveSchema, body, M.invalidForm);
      if (input.sendMail && !MAIL_STATUSES.includes(input.status))
        throw new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.mailNotAllowed, {
          fields: { sendMail: STAFF_MESSAGES.mailNotAllowed },
        });
      await staff.job(id);
      const ofJob = new Set((await repo.recipients(id, input.applicationIds)).map((r) => r.id));
      const results: BulkItemResult[] = [];
      for (const applicationId of input.applicationIds) {
        if (!ofJob.has(applicationId)) {
          results.push({ applicationId, ok: false, error: M.notInJob });
          continue;
        }
        try {
          const moved = await staff.setApplicationStatus(
            applicationId,
            { status: input.status, sendMail: input.sendMail },
            actorId,
          );
          results.push({ applicationId, ok: true, status: moved.status, mailSent: moved.mailSent });
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          results.push({ applicationId, ok: false, error: err.message });
        }
      }
      return { results, done: results.filter((r) => r.ok).length };
    },

    /** POST /api/staff/jobs/{id}/board/mail {applicationIds, subject, body}: one mail per candidate, via the outbox. */
    async bulkMail(jobIdInput: unknown, body: unknown, actorId: number): Promise<BulkResult> {
      const id = jobId(jobIdInput);
      const input = parseFields(bulkMailSchema, body, M.invalidForm);
      const job = await staff.job(id);
      const rows = await repo.recipients(id, input.applicationIds);
      const gone = new Set(rows.filter((r) => r.deletedAt !== null).map((r) => r.id));
      const found = new Map(rows.filter((r) => !gone.has(r.id)).map((r) => [r.id, r]));
      const paragraphs = paragraphsOf(input.body);
      await repo.transaction(async (trx) => {
        for (const r of found.values()) {
          const mail = renderMail({
            to: r.email,
            subject: input.subject,
            siteName: site.siteName,
            heading: `Hello ${r.firstName},`,
            paragraphs,
            action: { label: 'Open your dashboard', url: `${site.publicUrl}/overview` },
            footnote: `You receive this mail because you applied for ${job.title} on ${site.siteName}.`,
          });
          await enqueueMail(trx, mail, clock());
          await audit.record(
            {
              action: 'application.mail',
              userId: r.userId,
              actorId,
              detail: { applicationId: r.id, jobOrderId: id, subject: input.subject },
            },
            trx,
          );
        }
      });
      if (found.size > 0) deps.mailQueued();
      const results: BulkItemResult[] = input.applicationIds.map((applicationId) =>
        found.has(applicationId)
          ? { applicationId, ok: true }
          : {
              applicationId,
              ok: false,
              error: gone.has(applicationId) ? APPLICATION_MESSAGES.accountDeleted : M.notInJob,
            },
      );
      return { results, done: found.size };
    },

    notes,

    /** POST /api/staff/applications/{id}/notes {text} */
    async addNote(idInput: unknown, body: unknown, actorId: number): Promise<ApplicationNote[]> {
      const row = await applicationOf(idInput);
      const { text } = parseFields(noteSchema, body, M.invalidForm);
      await repo.transaction(async (trx) => {
        if ((await repo.countNotes(row.id, trx)) >= L.notesPerApplication)
          throw new AppError(ErrorCode.VALIDATION, M.tooManyNotes, { fields: { text: M.tooManyNotes } });
        const noteId = await repo.insertNote(trx, {
          applicationId: row.id,
          authorId: actorId,
          body: text,
          createdAt: clock(),
        });
        await audit.record(staffOnlyAudit('application.note_added', actorId, row, { noteId }), trx);
      });
      return notes(row.id, actorId);
    },

    /** DELETE /api/staff/applications/{id}/notes/{noteId}: the author's own. */
    async deleteNote(idInput: unknown, noteIdInput: unknown, actorId: number): Promise<ApplicationNote[]> {
      const row = await applicationOf(idInput);
      const note = await repo.note(idOrNotFound(noteIdInput, M.noteNotFound));
      if (!note || note.applicationId !== row.id) throw new AppError(ErrorCode.NOT_FOUND, M.noteNotFound);
      if (note.authorId !== actorId) throw new AppError(ErrorCode.FORBIDDEN, M.notYourNote);
      await repo.transaction(async (trx) => {
        if (await repo.deleteNote(trx, note.id))
          await audit.record(staffOnlyAudit('application.note_deleted', actorId, row, { noteId: note.id }), trx);
      });
      return notes(row.id, actorId);
    },

    /** POST /api/staff/applications/{id}/tags {label}: a tag it already has (any case) changes nothing. */
    async addTag(idInput: unknown, body: unknown, actorId: number): Promise<{ tags: string[] }> {
      const row = await applicationOf(idInput);
      const { label } = parseFields(tagSchema, body, M.invalidForm);
      await repo.transaction(async (trx) => {
        const added = await repo.insertTag(trx, {
          applicationId: row.id,
          label,
          labelKey: label.toLowerCase(),
          createdBy: actorId,
          createdAt: clock(),
        });
        if (!added) return;
        if ((await repo.countTags(trx, row.id)) > L.tagsPerApplication)
          throw new AppError(ErrorCode.VALIDATION, M.tooManyTags, { fields: { label: M.tooManyTags } });
        await audit.record(staffOnlyAudit('application.tag_added', actorId, row, { tag: label }), trx);
      });
      return { tags: await tagsOf(row.id) };
    },

    /** DELETE /api/staff/applications/{id}/tags/{label} */
    async removeTag(idInput: unknown, labelInput: unknown, actorId: number): Promise<{ tags: string[] }> {
      const row = await applicationOf(idInput);
      const key = typeof labelInput === 'string' ? labelInput.trim().replace(/\s+/g, ' ').toLowerCase() : '';
      const removed = await repo.transaction(async (trx) => {
        if (!(await repo.deleteTag(trx, row.id, key))) return false;
        await audit.record(staffOnlyAudit('application.tag_removed', actorId, row, { tag: key }), trx);
        return true;
      });
      if (!removed) throw new AppError(ErrorCode.NOT_FOUND, M.tagNotFound);
      return { tags: await tagsOf(row.id) };
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
