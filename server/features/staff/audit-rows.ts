/** An audit log entry as the console's audit page shows it: who acted, on whose account. */
import type { AuditRow } from '../../../common/staff-candidates';
import { STAFF_ROLES, type AuditLog } from '../../lib/audit';

type AuditSearchRow = Awaited<ReturnType<AuditLog['search']>>['rows'][number];

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Who did it: the named actor, or the staff member whose own entry it is (as the actor filter finds it). */
function actorOf(r: AuditSearchRow): AuditRow['actor'] {
  if (r.actorId !== null) return { id: r.actorId, name: fullName(r.actorFirst, r.actorLast) || `#${r.actorId}` };
  if (r.userId === null || !(STAFF_ROLES as readonly string[]).includes(r.userRole ?? '')) return null;
  return { id: r.userId, name: fullName(r.userFirst, r.userLast) || `#${r.userId}` };
}

export function auditRow(r: AuditSearchRow): AuditRow {
  return {
    id: r.id,
    at: new Date(Number(r.createdAt)).toISOString(),
    action: r.action,
    actor: actorOf(r),
    user:
      r.userId === null
        ? null
        : {
            id: r.userId,
            name: fullName(r.userFirst, r.userLast) || `#${r.userId}`,
            candidate: r.userRole === 'candidate',
          },
    detail: r.detail,
    ip: r.ip,
  };
}
