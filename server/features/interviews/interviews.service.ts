/**
 * Interviews: staff propose 1–5 times for an application; the candidate chooses one from the mailed
 * link or their dashboard, which books it (status Interview) and sends both people a calendar
 * invitation; staff move or cancel it (updated invitations, same UID); a reminder goes 24 h before,
 * once. Every step is audited. No HTTP here; the candidate's answers carry no staff-only field.
 * Past 300 lines because every step, and the booked interview's calendar file, shares the views,
 * the token and ownership checks kept in this one closure.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  type CandidateInterview,
  INTERVIEW_MESSAGES as M,
  REMINDER_BEFORE_MS,
  type StaffInterview,
  type StaffInterviews,
} from '../../../common/interviews';
import { pickSchema } from '../../../common/interviews.schema';
import { APPLICATION_MESSAGES } from '../../../common/applications';
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { refuseWhileViewing } from '../../lib/viewing';
import type { InterviewMails } from './interview-mails';
import { parseSlots, slotView } from './slots';
import type { InterviewRow, InterviewsRepository } from './interviews.repository';

export interface InterviewsDeps {
  db: Db;
  repo: InterviewsRepository;
  mails: InterviewMails;
  clock: Clock;
  audit: AuditLog;
  /** The applications feature's: the application a proposal is for, and moving it to Interview. */
  application: (
    id: number,
  ) => Promise<{ id: number; userId: number; status: string; accountDeletedAt: number | null } | null>;
  moveToInterview: (applicationId: number, actorId: number) => Promise<void>;
  /** The zone of the application's job, the one its interview times are proposed in by default. */
  jobTimeZone: (applicationId: number) => Promise<string>;
  mailQueued: () => void;
}

const REMINDER_BATCH = 100;
/** No interview can be proposed once the application is decided. */
export const INTERVIEW_CLOSED_STATUSES: readonly string[] = ['Withdrawn', 'Not selected', 'Placed'];
/** A pick moves the application to Interview only from these (an Offer is not taken back). */
const BEFORE_INTERVIEW = ['Submitted', 'Under review'];

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
const notFound = () => new AppError(ErrorCode.NOT_FOUND, M.notFound);
const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

const noteSchema = z.object({ note: z.string().trim().max(1000, M.noteTooLong).optional() });

export function createInterviewsService(deps: InterviewsDeps) {
  const { db, repo, mails, clock, audit } = deps;

  async function candidateViews(rows: InterviewRow[]): Promise<CandidateInterview[]> {
    const slots = await repo.slots(rows.map((r) => r.id));
    return rows.map((row) => {
      const own = slots.filter((s) => s.interviewId === row.id);
      const chosen = own.find((s) => s.id === row.chosenSlotId);
      return {
        id: row.id,
        applicationId: row.applicationId,
        jobTitle: row.jobTitle,
        company: row.company,
        status: row.status,
        // Proposed: the times to choose from; later only the chosen one matters.
        slots: row.status === 'proposed' ? own.filter((s) => s.startsAt > clock()).map(slotView) : [],
        chosen: chosen ? slotView(chosen) : null,
      };
    });
  }

  async function staffViews(rows: InterviewRow[]): Promise<StaffInterview[]> {
    const views = await candidateViews(rows);
    return views.map((view, i) => {
      const row = rows[i]!;
      return {
        ...view,
        candidateName: fullName(row.candidateFirstName, row.candidateLastName),
        proposedBy: fullName(row.staffFirstName, row.staffLastName),
        note: row.note,
        sequence: row.sequence,
      };
    });
  }

  async function staffOne(id: number): Promise<StaffInterview> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return (await staffViews([row]))[0]!;
  }

  /** The candidate's choice, from the link or the dashboard: books the slot once. */
  async function choose(row: InterviewRow, body: unknown): Promise<CandidateInterview> {
    if (row.status === 'cancelled') throw conflict(M.cancelled);
    if (row.status === 'scheduled') throw conflict(M.alreadyChosen);
    const { slotId } = parseFields(pickSchema, body, M.slotNotFound);
    const now = clock();
    const slot = (await repo.slots([row.id])).find((s) => s.id === slotId);
    if (!slot) throw new AppError(ErrorCode.VALIDATION, M.slotNotFound, { fields: { slotId: M.slotNotFound } });
    if (slot.startsAt <= now) throw conflict(M.slotPast);
    if (INTERVIEW_CLOSED_STATUSES.includes(row.applicationStatus))
      throw conflict(M.applicationClosed(row.applicationStatus));
    const booked = await db.transaction().execute(async (trx) => {
      if (!(await repo.choose(trx, row.id, slot.id, now))) return false;
      await mails.calendarMails(trx, 'interview-confirmation', row, slot, row.sequence, now);
      await audit.record(
        {
          action: 'interview.picked',
          userId: row.userId,
          actorId: row.userId,
          detail: { interviewId: row.id, applicationId: row.applicationId, slotId: slot.id },
        },
        trx,
      );
      return true;
    });
    if (!booked) throw conflict(M.alreadyChosen);
    deps.mailQueued();
    if (BEFORE_INTERVIEW.includes(row.applicationStatus)) await deps.moveToInterview(row.applicationId, row.userId);
    return (await candidateViews([(await repo.find(row.id))!]))[0]!;
  }

  async function byToken(tokenInput: unknown): Promise<InterviewRow> {
    const token = typeof tokenInput === 'string' ? tokenInput.trim() : '';
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError(ErrorCode.NOT_FOUND, M.linkInvalid);
    const row = await repo.findByTokenHash(sha256Hex(token));
    if (!row || (row.status === 'proposed' && row.tokenExpiresAt <= clock()))
      throw new AppError(ErrorCode.NOT_FOUND, M.linkInvalid);
    return row;
  }

  /** A booked interview's calendar file for the candidate's download. */
  async function calendarFile(row: InterviewRow): Promise<string> {
    const slot = (await repo.slots([row.id])).find((s) => s.id === row.chosenSlotId);
    if (row.status !== 'scheduled' || !slot) throw conflict(M.notBooked);
    return mails.calendarFile(row, slot, clock());
  }

  /** The candidate's own interview by id; anyone else's is answered like a missing one. */
  async function own(userId: number, idInput: unknown): Promise<InterviewRow> {
    const row = await repo.find(idOrNotFound(idInput, M.notFound));
    if (!row || row.userId !== userId) throw notFound();
    return row;
  }

  /** Cancels one open interview in `trx`: the calendar cancellation or the proposal's withdrawal, audited. */
  async function cancelOne(
    trx: Kysely<Database>,
    row: InterviewRow,
    actorId: number | null,
    now: number,
    because?: 'application_closed',
  ): Promise<boolean> {
    if (!(await repo.cancel(trx, row.id, row.sequence, now))) return false;
    const chosen = (await repo.slots([row.id], trx)).find((s) => s.id === row.chosenSlotId);
    if (row.status === 'scheduled' && chosen)
      await mails.calendarMails(trx, 'interview-cancellation', row, chosen, row.sequence + 1, now);
    else await mails.proposalCancelled(trx, row, now);
    await audit.record(
      {
        action: 'interview.cancelled',
        userId: row.userId,
        actorId,
        detail: { interviewId: row.id, was: row.status, ...(because ? { because } : {}) },
      },
      trx,
    );
    return true;
  }

  return {
    /** POST /api/staff/applications/{id}/interviews {slots, note?} */
    async propose(applicationInput: unknown, body: unknown, actorId: number): Promise<StaffInterview> {
      const applicationId = idOrNotFound(applicationInput, M.applicationNotFound);
      const now = clock();
      const slots = parseSlots((body as { slots?: unknown } | null)?.slots, now);
      const { note } = parseFields(noteSchema, body, M.invalidForm);
      const application = await deps.application(applicationId);
      if (!application) throw new AppError(ErrorCode.NOT_FOUND, M.applicationNotFound);
      if (application.accountDeletedAt !== null) throw conflict(APPLICATION_MESSAGES.accountDeleted);
      if (INTERVIEW_CLOSED_STATUSES.includes(application.status))
        throw conflict(M.applicationClosed(application.status));
      if (await repo.hasOpen(applicationId)) throw conflict(M.alreadyOpen);
      const token = randomToken();
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insert(
          trx,
          {
            applicationId,
            uid: `${randomUUID()}@interviews`,
            proposedBy: actorId,
            note: note || null,
            tokenHash: sha256Hex(token),
            // The link works until the last proposed time has begun.
            tokenExpiresAt: Math.max(...slots.map((s) => s.startsAt)),
            now,
          },
          slots,
        );
        const row = (await repo.find(newId, trx))!;
        await mails.invitation(trx, row, await repo.slots([newId], trx), token, now);
        await audit.record(
          {
            action: 'interview.proposed',
            userId: application.userId,
            actorId,
            detail: { interviewId: newId, applicationId, slots: slots.length },
          },
          trx,
        );
        return newId;
      });
      deps.mailQueued();
      return staffOne(id);
    },

    /** GET /api/staff/applications/{id}/interviews: newest first, with the job's zone. */
    async forApplication(applicationInput: unknown): Promise<StaffInterviews> {
      const applicationId = idOrNotFound(applicationInput, M.applicationNotFound);
      if (!(await deps.application(applicationId))) throw new AppError(ErrorCode.NOT_FOUND, M.applicationNotFound);
      return {
        timeZone: await deps.jobTimeZone(applicationId),
        interviews: await staffViews(await repo.forApplication(applicationId)),
      };
    },

    /** Staff pipeline: each application's latest interview, by application id. */
    async latestFor(applicationIds: number[]): Promise<Map<number, StaffInterview>> {
      const rows = await repo.forApplications(applicationIds);
      const latest = rows.filter((r, i) => rows.findIndex((o) => o.applicationId === r.applicationId) === i);
      return new Map((await staffViews(latest)).map((v) => [v.applicationId, v]));
    },

    /** POST /api/staff/interviews/{id}/reschedule {slot} */
    async reschedule(idInput: unknown, body: unknown, actorId: number): Promise<StaffInterview> {
      const row = await repo.find(idOrNotFound(idInput, M.notFound));
      if (!row) throw notFound();
      if (row.status !== 'scheduled') throw conflict(row.status === 'cancelled' ? M.cancelled : M.notScheduled);
      const now = clock();
      const [slot] = parseSlots([(body as { slot?: unknown } | null)?.slot], now);
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await repo.reschedule(trx, row.id, row.sequence, slot!, now))) return false;
        const updated = (await repo.find(row.id, trx))!;
        const chosen = (await repo.slots([row.id], trx)).find((s) => s.id === updated.chosenSlotId)!;
        await mails.calendarMails(trx, 'interview-update', updated, chosen, updated.sequence, now);
        await audit.record(
          {
            action: 'interview.rescheduled',
            userId: row.userId,
            actorId,
            detail: { interviewId: row.id, sequence: updated.sequence },
          },
          trx,
        );
        return true;
      });
      if (!moved) throw conflict(M.notScheduled);
      deps.mailQueued();
      return staffOne(row.id);
    },

    /** POST /api/staff/interviews/{id}/cancel */
    async cancel(idInput: unknown, actorId: number): Promise<StaffInterview> {
      const row = await repo.find(idOrNotFound(idInput, M.notFound));
      if (!row) throw notFound();
      if (row.status === 'cancelled') throw conflict(M.cancelled);
      const done = await db.transaction().execute((trx) => cancelOne(trx, row, actorId, clock()));
      if (!done) throw conflict(M.cancelled);
      deps.mailQueued();
      return staffOne(row.id);
    },

    /**
     * The application was decided (withdrawn, not selected, placed, the account deleted): its open
     * interview is cancelled in the same transaction, with the same mails as a staff cancel, so no
     * one keeps a meeting in their calendar for an application that is over.
     */
    async closeForApplication(trx: Kysely<Database>, applicationId: number, actorId: number | null): Promise<number> {
      const now = clock();
      let cancelled = 0;
      for (const row of await repo.openForApplication(applicationId, trx))
        if (await cancelOne(trx, row, actorId, now, 'application_closed')) cancelled++;
      return cancelled;
    },

    /** GET /api/me/interviews: the candidate's interviews to come. */
    async mine(userId: number): Promise<CandidateInterview[]> {
      return candidateViews(await repo.openForUser(userId));
    },

    /** POST /api/me/interviews/{id}/pick {slotId} */
    async pickAsCandidate(userId: number, idInput: unknown, body: unknown, info: RequestInfo) {
      await refuseWhileViewing(audit, info, 'other');
      return choose(await own(userId, idInput), body);
    },

    /** GET /api/me/interviews/{id}/calendar.ics */
    async myCalendarFile(userId: number, idInput: unknown): Promise<string> {
      return calendarFile(await own(userId, idInput));
    },

    /** GET /api/interview-invitations/calendar.ics?token */
    async calendarFileByToken(tokenInput: unknown): Promise<string> {
      return calendarFile(await byToken(tokenInput));
    },

    /** GET /api/interview-invitations?token: what the mailed link offers (no sign-in needed). */
    async invitation(tokenInput: unknown): Promise<CandidateInterview> {
      return (await candidateViews([await byToken(tokenInput)]))[0]!;
    },

    /** POST /api/interview-invitations/pick {token, slotId} */
    async pickByToken(body: unknown, info: RequestInfo): Promise<CandidateInterview> {
      await refuseWhileViewing(audit, info, 'other');
      return choose(await byToken((body as { token?: unknown } | null)?.token), body);
    },

    /** Sends each due reminder once (any number of instances: the claim decides). */
    async runDueReminders(): Promise<number> {
      const now = clock();
      let sent = 0;
      for (const id of await repo.dueReminders(now, now + REMINDER_BEFORE_MS, REMINDER_BATCH)) {
        const done = await db.transaction().execute(async (trx) => {
          if (!(await repo.claimReminder(trx, id, now))) return false;
          const row = (await repo.find(id, trx))!;
          const slot = (await repo.slots([id], trx)).find((s) => s.id === row.chosenSlotId)!;
          await mails.reminder(trx, row, slot, now);
          return true;
        });
        if (done) sent += 1;
      }
      if (sent > 0) deps.mailQueued();
      return sent;
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
