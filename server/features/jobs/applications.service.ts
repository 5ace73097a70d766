/**
 * Applications and their statuses (docs/architecture.md §5): the candidate lists and withdraws their own;
 * staff (REST and CLI) move a status. Every change keeps who made it and when. No HTTP here.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  type Application,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canWithdraw,
  WITHDRAWABLE_STATUSES,
} from '../../../common/applications';
import type { ApplicationRecord } from '../../../common/api-v1';
import { jobOrderIdSchema } from '../../../common/jobs.schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import { refuseWhileViewing } from '../../lib/viewing';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/schema';
import type { RequestInfo } from '../../lib/request-info';
import type { StaffApplicant, StaffRecentApplication } from '../../../common/staff';
import type { ApplicationRow, ApplicationsRepository, WithinChange } from './applications.repository';
import { parseInput } from './jobs.service';

export interface ApplicationsServiceDeps {
  repo: ApplicationsRepository;
  clock: Clock;
  audit: AuditLog;
}

const applicationIdSchema = z.coerce
  .number({ error: 'application id must be a number' })
  .int('application id must be a whole number')
  .positive('application id must be a whole number')
  .max(2_147_483_647, 'application id is too large');

const statusSchema = z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.unknownStatus });

/** Staff: which application (by id, or by the candidate's email and the job) and its new status. */
const statusChangeSchema = z.union([
  z.object({ id: applicationIdSchema, status: statusSchema }),
  z.object({
    email: z.string().trim().toLowerCase().min(3).max(254).includes('@', { message: 'email is invalid' }),
    jobOrderId: jobOrderIdSchema,
    status: statusSchema,
  }),
]);

const iso = (ms: number) => new Date(Number(ms)).toISOString();
const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || null;

/** The application a status change is about, for what is written with the change (a mail). */
type ChangedApplication = Pick<ApplicationRow, 'id' | 'email' | 'firstName' | 'title' | 'corpTitle'>;

export interface StatusChangeOptions {
  /** Refuses the change (throws) before anything is written, e.g. a mail asked for a status that sends none. */
  check?: (status: ApplicationStatus) => void;
  /** The status the staff member saw: a change from any other is refused (409), never applied over it. */
  expected?: ApplicationStatus;
  /** Runs in the change's transaction, only when the status changed. */
  within?: (application: ChangedApplication, status: ApplicationStatus) => WithinChange;
}
/** What every status change tells the features that react to it. */
export interface StatusChange {
  application: ChangedApplication & Pick<ApplicationRow, 'userId' | 'jobOrderId'>;
  from: ApplicationStatus;
  to: ApplicationStatus;
  actorId: number | null;
}

/**
 * A feature's reaction to every status change (staff, CLI, the candidate's withdrawal): it runs in
 * the change's transaction, so its writes (an outbox mail) commit or fail with the change; what it
 * returns runs once the change is committed (nudging the mail worker).
 */
export type AfterStatusChange = (change: StatusChange, trx: Kysely<Database>) => Promise<void | (() => void)>;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, APPLICATION_MESSAGES.notFound);

export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { repo, clock, audit } = deps;
  const hooks: AfterStatusChange[] = [];

  /** The hooks (and a caller's own step) inside the change's transaction; returns what runs after commit. */
  function reactions(row: ApplicationRow, to: ApplicationStatus, actorId: number | null, own?: WithinChange) {
    const after: (() => void)[] = [];
    const within: WithinChange = async (trx) => {
      await own?.(trx);
      const change: StatusChange = { application: row, from: row.status as ApplicationStatus, to, actorId };
      for (const hook of hooks) {
        const then = await hook(change, trx);
        if (then) after.push(then);
      }
    };
    return { within, committed: () => after.forEach((then) => then()) };
  }

  async function withHistory(rows: ApplicationRow[]): Promise<Application[]> {
    const changes = await repo.history(rows.map((r) => r.id));
    return rows.map((row) => {
      const history = changes
        .filter((c) => c.applicationId === row.id)
        .map((c) => ({ status: c.status as ApplicationStatus, changedAt: iso(c.changedAt) }));
      return {
        id: row.id,
        jobOrderId: row.jobOrderId,
        title: row.title,
        location: row.location,
        corpTitle: row.corpTitle,
        appliedAt: iso(row.createdAt),
        status: row.status as ApplicationStatus,
        statusChangedAt: history.at(-1)?.changedAt ?? iso(row.createdAt),
        history,
        canWithdraw: canWithdraw(row.status),
      };
    });
  }

  /** Applications as the employer's systems read them: the candidate named, no self-identification. */
  async function recordsOf(rows: ApplicationRow[]): Promise<ApplicationRecord[]> {
    const changes = await repo.history(rows.map((r) => r.id));
    return rows.map((row) => {
      const history = changes
        .filter((c) => c.applicationId === row.id)
        .map((c) => ({ status: c.status as ApplicationStatus, changedAt: iso(c.changedAt) }));
      return {
        id: row.id,
        jobId: row.jobOrderId,
        candidate: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName },
        status: row.status as ApplicationStatus,
        appliedAt: iso(row.createdAt),
        statusChangedAt: history.at(-1)?.changedAt ?? iso(row.createdAt),
        history,
      };
    });
  }

  async function one(id: number): Promise<Application> {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return (await withHistory([row]))[0]!;
  }

  return {
    /** Registers a reaction to every status change (see AfterStatusChange). */
    afterStatusChange(hook: AfterStatusChange): void {
      hooks.push(hook);
    },

    /** Staff: a job's applicants, oldest first, each with who changed its status and when. */
    async forJob(jobOrderId: number): Promise<StaffApplicant[]> {
      const rows = await repo.listForJob(jobOrderId);
      const changes = await repo.history(rows.map((r) => r.id));
      return rows.map((row) => ({
        applicationId: row.id,
        candidateId: row.userId,
        candidateName: fullName(row) ?? row.email,
        email: row.email,
        appliedAt: iso(row.createdAt),
        status: row.status as ApplicationStatus,
        accountDeleted: row.accountDeletedAt !== null,
        resume: row.resumeId !== null && row.resumeFileName !== null ? { fileName: row.resumeFileName } : null,
        history: changes
          .filter((c) => c.applicationId === row.id)
          .map((c) => ({ status: c.status as ApplicationStatus, changedAt: iso(c.changedAt), changedBy: fullName(c) })),
      }));
    },

    /** Staff: the résumé an application was made with, or null. */
    async resumeIdOf(id: number): Promise<number | null> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      return row.resumeId;
    },

    /** Staff overview: the newest applications over all jobs. */
    async recent(limit: number): Promise<StaffRecentApplication[]> {
      return (await repo.recent(limit)).map((row) => ({
        applicationId: row.id,
        jobOrderId: row.jobOrderId,
        jobTitle: row.title,
        candidateName: fullName(row) ?? row.email,
        appliedAt: iso(row.createdAt),
        status: row.status as ApplicationStatus,
      }));
    },

    countSince(since: number): Promise<number> {
      return repo.countSince(since);
    },

    /** The REST API (/api/v1/applications): made at or after `since`, after `afterId`, by id. */
    async after(since: number, afterId: number, limit: number): Promise<ApplicationRecord[]> {
      return recordsOf(await repo.listAfter(since, afterId, limit));
    },

    /** The REST API (/api/v1/applications/{id}). */
    async record(idInput: unknown): Promise<ApplicationRecord> {
      const row = await repo.findById(parseInput(applicationIdSchema, idInput));
      if (!row) throw notFound();
      return (await recordsOf([row]))[0]!;
    },

    /** GET /api/me/applications: newest first, each with the date of every status change. */
    async list(userId: number): Promise<Application[]> {
      return withHistory(await repo.listForUser(userId));
    },

    /** POST /api/me/applications/{id}/withdraw: the candidate's own, while not yet decided. */
    async withdraw(userId: number, idInput: unknown, info: RequestInfo): Promise<Application> {
      await refuseWhileViewing(audit, info, 'apply');
      const id = parseInput(applicationIdSchema, idInput);
      const row = await repo.findById(id);
      // Someone else's application is answered exactly like a missing one.
      if (!row || row.userId !== userId) throw notFound();
      const react = reactions(row, 'Withdrawn', userId);
      const changed = await repo.changeStatus(id, 'Withdrawn', WITHDRAWABLE_STATUSES, userId, clock(), react.within);
      if (changed) react.committed();
      else {
        const current = (await repo.findById(id))?.status ?? row.status;
        throw new AppError(
          ErrorCode.CONFLICT,
          current === 'Withdrawn' ? APPLICATION_MESSAGES.alreadyWithdrawn : APPLICATION_MESSAGES.decided(current),
        );
      }
      await audit.record({ action: 'application.withdrawn', userId, detail: { applicationId: id }, ...info });
      return one(id);
    },

    /**
     * Account deletion, in its transaction: every application still open is withdrawn (its interview
     * cancelled by the reactions), so no one moves, interviews or mails an account that is gone.
     * Webhook deliveries of these changes go out with the next poll.
     */
    async withdrawAllOf(userId: number, trx: Kysely<Database>): Promise<void> {
      for (const row of await repo.listForUser(userId, trx)) {
        if (!canWithdraw(row.status)) continue;
        const react = reactions(row, 'Withdrawn', userId);
        await repo.changeStatus(row.id, 'Withdrawn', WITHDRAWABLE_STATUSES, userId, clock(), react.within, trx);
      }
    },

    /**
     * Staff (POST /api/staff/applications/{id}/status, CLI application:status): sets any status.
     * Setting the status it already has changes nothing and records nothing.
     */
    async setStatus(input: unknown, actorId: number | null, options: StatusChangeOptions = {}): Promise<Application> {
      const change = parseInput(statusChangeSchema, input);
      options.check?.(change.status);
      const row =
        'id' in change ? await repo.findById(change.id) : await repo.findByEmailAndJob(change.email, change.jobOrderId);
      if (!row) throw notFound();
      if (row.accountDeletedAt !== null) throw new AppError(ErrorCode.CONFLICT, APPLICATION_MESSAGES.accountDeleted);
      const { expected } = options;
      const conflict = (status: string) =>
        new AppError(ErrorCode.CONFLICT, APPLICATION_MESSAGES.changedMeanwhile(status));
      if (expected && row.status !== expected && row.status !== change.status) throw conflict(row.status);
      const react = reactions(row, change.status, actorId, options.within?.(row, change.status));
      // The guard of the UPDATE holds the expected status, so a change racing this one cannot be overwritten.
      const from = expected && expected !== change.status ? [expected] : null;
      if (await repo.changeStatus(row.id, change.status, from, actorId, clock(), react.within)) {
        react.committed();
        await audit.record({
          action: 'application.status',
          userId: row.userId,
          actorId,
          detail: { applicationId: row.id, from: row.status, to: change.status },
        });
      } else if (from) {
        const now = (await repo.findById(row.id))?.status ?? row.status;
        if (now !== change.status) throw conflict(now);
      }
      return one(row.id);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
