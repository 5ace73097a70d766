/** The console's audit log, filtered and paged. */
import {
  AUDIT_PAGE_SIZE,
  type AuditRow,
  CANDIDATE_ADMIN_MESSAGES as M,
  type Paged,
} from '../../../common/staff-candidates';
import { auditRow } from './audit-rows';
import { auditQuerySchema } from './candidates.schema';
import { parseFields } from './staff.schema';
import type { StaffCandidatesDeps } from './candidates.service';

const DAY_MS = 86_400_000;

/** GET /api/staff/audit?actor&candidate&action&from&to&page */
export async function auditLog(deps: StaffCandidatesDeps, input: unknown): Promise<Paged<AuditRow>> {
  const q = parseFields(auditQuerySchema, input, M.invalidQuery);
  const day = (text: string) => (text ? Date.parse(`${text}T00:00:00Z`) : null);
  const to = day(q.to);
  const { rows, total } = await deps.audit.search(
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
}
