/** A job's applicants as CSV. */
import { toCsv } from './csv';
import { applicants, type StaffServiceDeps } from './staff.shared';

export async function applicantsCsv(deps: StaffServiceDeps, idInput: unknown): Promise<string> {
  const list = (await applicants(deps, idInput)).applicants;
  return toCsv(
    ['Application ID', 'Name', 'Email', 'Applied', 'Status', 'Status changed'],
    list.map((a) => [
      a.applicationId,
      a.candidateName,
      a.email,
      a.appliedAt.slice(0, 10),
      a.status,
      (a.history.at(-1)?.changedAt ?? a.appliedAt).slice(0, 10),
    ]),
  );
}
