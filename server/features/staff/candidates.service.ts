/**
 * The console's candidates (search, a candidate's page, résumé download), invitations to a job,
 * view as candidate (start, end) and the audit log. Composes other features' services; no HTTP.
 */
import { isUniqueViolation } from '../../lib/db-errors';
import {
  AUDIT_PAGE_SIZE,
  type AuditRow,
  CANDIDATE_ADMIN_MESSAGES as M,
  CANDIDATES_PAGE_SIZE,
  type CandidateDetail,
  type CandidateSummary,
  VIEW_AS_ACTIONS,
  type InviteResult,
  type Paged,
} from '../../../common/staff-candidates';
import { STAFF_MESSAGES } from '../../../common/staff';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import { mailsTo } from '../mail/outbox';
import type { AuthService } from '../auth/auth.service';
import type { CandidateSearchRepository } from '../profile/candidate-search.repository';
import type { CandidatesService } from '../profile/candidates.service';
import type { DocumentsService } from '../documents/documents.service';
import type { ApplicationsService } from '../jobs/applications.service';
import type { ApplyLinkService } from '../jobs/apply-link.service';
import type { JobAdminService } from '../jobs/job-admin.service';
import { JOB_MESSAGES } from '../jobs/jobs.messages';
import type { ResumeService } from '../profile/resume.service';
import { auditQuerySchema, candidateQuerySchema, inviteSchema, isEmail } from './candidates.schema';
import { parseFields } from './staff.schema';
import { auditRow } from './audit-rows';
import { idOrNotFound } from '../../lib/ids';
import { recordViewEnded } from '../../lib/viewing';

export interface StaffCandidatesDeps {
  db: Db;
  search: CandidateSearchRepository;
  candidates: CandidatesService;
  applications: ApplicationsService;
  documents: DocumentsService;
  resume: ResumeService;
  applyLinks: ApplyLinkService;
  jobAdmin: JobAdminService;
  auth: AuthService;
  audit: AuditLog;
  clock: Clock;
}

/** A candidate's page lists this many of the newest mails. */
const MAILS_SHOWN = 50;
const DAY_MS = 86_400_000;

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export function createStaffCandidatesService(deps: StaffCandidatesDeps) {
  const { search, candidates, applications, documents, resume, applyLinks, jobAdmin, auth, audit, clock } = deps;

  async function candidate(idInput: unknown) {
    const row = await search.findCandidate(idOrNotFound(idInput, M.notFound));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
    return row;
  }

  /** The account an invitation goes to: an existing candidate's, or a new one made for the address. */
  async function inviteeAccount(email: string, name: { firstName: string; lastName: string }) {
    const existing = await search.findByEmail(email);
    if (existing?.deletedAt != null) return { refused: M.deletedAccount };
    if (existing && existing.role !== 'candidate') return { refused: M.notCandidateAccount };
    if (existing) return { newAccount: undefined };
    if (!name.firstName) return { refused: M.firstNameForNew };
    // No password yet: the invitation mail carries the link to choose one.
    try {
      return { newAccount: await auth.createInvitedCandidate({ email, ...name }) };
    } catch (err) {
      // Registered or invited at the same moment: the unique index decided; that account is invited.
      if (isUniqueViolation(err)) return inviteeAccount(email, name);
      throw err;
    }
  }

  return {
    /** A candidate's account (404 when there is none), for callers that need no more of them. */
    account: candidate,

    /** GET /api/staff/candidates?name&email&skill&zip&sort&dir&page */
    async list(input: unknown): Promise<Paged<CandidateSummary>> {
      const q = parseFields(candidateQuerySchema, input, M.invalidQuery);
      const { rows, total } = await search.list(
        {
          name: q.name.split(/\s+/).filter(Boolean).slice(0, 5),
          email: q.email || null,
          skill: q.skill || null,
          zip: q.zip || null,
        },
        { sort: q.sort, dir: q.dir },
        q.page,
        CANDIDATES_PAGE_SIZE,
      );
      const skills = await search.skillsOf(rows.map((r) => r.id));
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: fullName(r.firstName, r.lastName) || r.email,
          email: r.email,
          zipCode: r.zipCode ?? null,
          skills: skills.filter((s) => s.userId === r.id).map((s) => s.name),
          joined: iso(r.createdAt)!,
          emailConfirmed: r.emailConfirmedAt !== null,
        })),
        total,
        page: q.page,
        pageSize: CANDIDATES_PAGE_SIZE,
      };
    },

    /** GET /api/staff/candidates/{id}: the record, résumé, applications, documents with events, mails. */
    async detail(idInput: unknown): Promise<CandidateDetail> {
      const row = await candidate(idInput);
      const [record, current, applied, docs, mails] = await Promise.all([
        candidates.record(row.id),
        resume.current(row.id),
        applications.list(row.id),
        documents.list(row.id),
        mailsTo(deps.db, row.email, MAILS_SHOWN),
      ]);
      const events = await documents.eventsOf(docs.map((d) => d.id));
      return {
        id: row.id,
        email: row.email,
        emailConfirmed: row.emailConfirmedAt !== null,
        joined: iso(row.createdAt)!,
        record,
        resume: current ? { fileName: current.fileName, uploadedAt: current.uploadedAt } : null,
        applications: applied,
        documents: docs.map((d) => ({
          ...d,
          events: events.get(d.id)!.map((e) => ({ event: e.event, source: e.source, at: iso(e.createdAt)! })),
        })),
        mails: mails.map((m) => ({
          subject: m.subject,
          status: m.status,
          createdAt: iso(m.createdAt)!,
          sentAt: iso(m.sentAt),
        })),
      };
    },

    /** GET /api/staff/candidates/{id}/resume */
    async resumeFile(idInput: unknown) {
      const row = await candidate(idInput);
      try {
        return await resume.download(row.id);
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.NOT_FOUND)
          throw new AppError(ErrorCode.NOT_FOUND, M.noResume);
        throw err;
      }
    },

    /** GET /api/staff/applications/{id}/resume: the résumé the candidate applied with. */
    async applicationResume(idInput: unknown) {
      const resumeId = await applications.resumeIdOf(idOrNotFound(idInput, M.noResume));
      if (resumeId === null) throw new AppError(ErrorCode.NOT_FOUND, M.noResume);
      try {
        return await resume.downloadById(resumeId);
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.NOT_FOUND)
          throw new AppError(ErrorCode.NOT_FOUND, M.noResume);
        throw err;
      }
    },

    /**
     * POST /api/staff/jobs/{id}/invitations {emails, firstName?, lastName?}: each address gets the
     * apply-now and one-click links; an address without an account gets a new candidate account
     * and, in the same mail, the link to choose its password.
     */
    async invite(jobIdInput: unknown, input: unknown, actorId: number): Promise<InviteResult> {
      const jobOrderId = idOrNotFound(jobIdInput, STAFF_MESSAGES.jobNotFound);
      // Checked before any account is made: the mail would lead to "no longer available" at once.
      if ((await jobAdmin.get(jobOrderId)).status !== 'open')
        throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.inviteClosedJob);
      const { emails: invitees, firstName, lastName } = parseFields(inviteSchema, input);
      // One name for several people would give every new account the same name.
      if (invitees.length > 1 && (firstName || lastName))
        throw new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.invalidForm, {
          fields: { [firstName ? 'firstName' : 'lastName']: M.namesForOne },
        });
      const result: InviteResult = { invited: [], refused: [], alreadyInvited: [] };
      for (const invitee of invitees) {
        const { email } = invitee;
        if (!isEmail(email)) {
          result.refused.push({ email, reason: M.emailInvalid });
          continue;
        }
        if (invitee.nameError) {
          result.refused.push({ email, reason: invitee.nameError });
          continue;
        }
        // Invited already and the link still works: a second mail and a second row help nobody.
        if (await applyLinks.isInvited(email, jobOrderId)) {
          result.alreadyInvited.push(email);
          continue;
        }
        const name = invitee.firstName || invitee.lastName ? invitee : { firstName, lastName };
        const account = await inviteeAccount(email, { firstName: name.firstName, lastName: name.lastName });
        if ('refused' in account) {
          result.refused.push({ email, reason: account.refused! });
          continue;
        }
        await applyLinks.invite({ email, jobOrderId }, actorId, account.newAccount);
        result.invited.push({ email, newAccount: account.newAccount !== undefined });
      }
      return result;
    },

    /** GET /api/staff/jobs/{id}/invitations */
    async invitations(jobIdInput: unknown) {
      const jobOrderId = idOrNotFound(jobIdInput, STAFF_MESSAGES.jobNotFound);
      await jobAdmin.get(jobOrderId);
      return applyLinks.invitations(jobOrderId);
    },

    /** POST /api/staff/candidates/{id}/view-as: checks the candidate and audits the start. */
    async startViewing(idInput: unknown, actorId: number, info: RequestInfo) {
      const id = idOrNotFound(idInput, M.notFound);
      const row = await search.findCandidate(id);
      if (!row) {
        const other = await auth.sessionUser(id);
        throw other ? new AppError(ErrorCode.FORBIDDEN, M.notCandidate) : new AppError(ErrorCode.NOT_FOUND, M.notFound);
      }
      await audit.record({ action: VIEW_AS_ACTIONS.started, userId: row.id, actorId, ...info });
      return { candidateId: row.id, startedAt: clock() };
    },

    /** POST /api/view-as/end */
    endViewing(view: { candidateId: number; actorId: number; startedAt: number }, info: RequestInfo) {
      return recordViewEnded(audit, view, 'end', clock(), info);
    },

    /** GET /api/staff/audit?actor&candidate&action&from&to&page */
    async auditLog(input: unknown): Promise<Paged<AuditRow>> {
      const q = parseFields(auditQuerySchema, input, M.invalidQuery);
      const day = (text: string) => (text ? Date.parse(`${text}T00:00:00Z`) : null);
      const to = day(q.to);
      const { rows, total } = await audit.search(
        {
          actor: q.actor || null,
          candidate: q.candidate || null,
          action: q.action || null,
          from: day(q.from),
          to: to === null ? null : to + DAY_MS,
        },
        q.page,
        AUDIT_PAGE_SIZE,
      );
      return {
        items: rows.map(auditRow),
        total,
        page: q.page,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  };
}

export type StaffCandidatesService = ReturnType<typeof createStaffCandidatesService>;
