/** Applications as staff read them: a job's applicants, the newest overall, and the REST API's records. */
import type { ApplicationRecord } from '../../../common/api-v1';
import type { ApplicationStatus } from '../../../common/applications';
import type { StaffApplicant, StaffRecentApplication } from '../../../common/staff';
import type { ApplicationRow } from './applications.repository';
import { applicationIdSchema, type ApplicationsDeps, fullName, iso, notFound } from './applications.shared';
import { parseInput } from './jobs.service';

/** Applications as the employer's systems read them: the candidate named, no self-identification. */
async function recordsOf(deps: ApplicationsDeps, rows: ApplicationRow[]): Promise<ApplicationRecord[]> {
  const changes = await deps.repo.history(rows.map((r) => r.id));
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

/** Staff: a job's applicants, oldest first, each with who changed its status and when. */
export async function forJob(deps: ApplicationsDeps, jobOrderId: number): Promise<StaffApplicant[]> {
  const { repo } = deps;
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
}

/** Staff: the résumé an application was made with, or null. */
export async function resumeIdOf(deps: ApplicationsDeps, id: number): Promise<number | null> {
  const row = await deps.repo.findById(id);
  if (!row) throw notFound();
  return row.resumeId;
}

/** Staff overview: the newest applications over all jobs. */
export async function recent(deps: ApplicationsDeps, limit: number): Promise<StaffRecentApplication[]> {
  return (await deps.repo.recent(limit)).map((row) => ({
    applicationId: row.id,
    jobOrderId: row.jobOrderId,
    jobTitle: row.title,
    candidateName: fullName(row) ?? row.email,
    appliedAt: iso(row.createdAt),
    status: row.status as ApplicationStatus,
  }));
}

export function countSince(deps: ApplicationsDeps, since: number): Promise<number> {
  return deps.repo.countSince(since);
}

/** The REST API (/api/v1/applications): made at or after `since`, after `afterId`, by id. */
export async function recordsAfter(
  deps: ApplicationsDeps,
  since: number,
  afterId: number,
  limit: number,
): Promise<ApplicationRecord[]> {
  return recordsOf(deps, await deps.repo.listAfter(since, afterId, limit));
}

/** The REST API (/api/v1/applications/{id}). */
export async function record(deps: ApplicationsDeps, idInput: unknown): Promise<ApplicationRecord> {
  const row = await deps.repo.findById(parseInput(applicationIdSchema, idInput));
  if (!row) throw notFound();
  return (await recordsOf(deps, [row]))[0]!;
}
