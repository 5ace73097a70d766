/** The signed-in user as the HTTP layer knows it (docs/product.md §3 User, plus role and confirmation). */
import type {} from 'passport';
import type { SESSION_USER_COLUMNS } from '../db/session-user-columns';
import type { Selectable } from 'kysely';
import { isLanguage, type Language } from '../../common/i18n';
import { parsePermissions, type StaffPermission } from '../../common/staff-roles';
import type { Database } from '../db/schema';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: 'candidate' | 'staff' | 'admin';
  emailConfirmed: boolean;
  /** A staff member viewing the portal as this candidate (docs/architecture.md §5). */
  ghost: boolean;
  /** While `ghost`: the staff member viewing (audited as the actor of what the view asks for). */
  viewedBy: number | null;
  edgeCandidateId: string | null;
  /** The account's session version: session tokens carry it and die when it moves. */
  sessionVersion: number;
  /** The zone this person reads times in (IANA); null: not chosen yet (the job's, then the default). */
  timeZone: string | null;
  /** The language this person reads in; null: never chosen (the page's, then English). */
  preferredLanguage: Language | null;
  /** Permissions beyond the role (common/staff-roles.ts), read with the session on every request. */
  permissions: StaffPermission[];
}

export type SessionUserRow = Pick<Selectable<Database['userAccount']>, (typeof SESSION_USER_COLUMNS)[number]>;

/** `viewedBy`: the staff member viewing the portal as this user (the wire's `ghost`), if any. */
export function toSessionUser(row: SessionUserRow, viewedBy: number | null = null): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    emailConfirmed: row.emailConfirmedAt !== null,
    ghost: viewedBy !== null,
    viewedBy,
    edgeCandidateId: row.edgeCandidateId,
    sessionVersion: row.sessionVersion,
    timeZone: row.timeZone,
    preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : null,
    // A staff member viewing as a candidate holds none of the candidate's (nor their own) permissions.
    permissions: viewedBy === null && row.role !== 'candidate' ? parsePermissions(row.staffPermissions) : [],
  };
}

/** Where the HTTP layer finds the signed-in user (the accounts feature gives it). */
export interface SessionUsers {
  /** The account as a session user, with `viewedBy` when a staff member views as it; null: gone or deactivated. */
  sessionUser(id: number, viewedBy?: number | null): Promise<SessionUser | null>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
