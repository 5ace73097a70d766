/** A job's applicants as CSV. */
import { i18n } from '../../../common/i18n';
import { toCsv } from './csv';
import { applicants, type StaffServiceDeps } from './staff.shared';

export async function applicantsCsv(deps: StaffServiceDeps, idInput: unknown): Promise<string> {
  const list = (await applicants(deps, idInput)).applicants;
  return toCsv(
    [
      i18n._('Application ID'),
      i18n._('Name'),
      i18n._('Email'),
      i18n._('Applied'),
      i18n._('Status'),
      i18n._('Status changed'),
    ],
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
