/**
 * The staff roles, apart from the staff accounts' contract and its messages: every page's frame
 * reads these, and only the console's screens read the rest.
 */
export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Whether a role may use the staff console (for navigation; the server checks every call). */
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');
/**
 * Permissions an admin grants a staff account beyond its role: `i9` opens Form I-9s (the
 * employee's identity documents and immigration status), which not every recruiter may read.
 */
export const STAFF_PERMISSIONS = ['i9'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
/** The permissions stored for an account (space-separated), known ones only. */
export const parsePermissions = (stored: string | null | undefined): StaffPermission[] =>
  STAFF_PERMISSIONS.filter((p) => (stored ?? '').split(' ').includes(p));
/** Where staff land after signing in when no return path was asked for. */
export const STAFF_HOME = '/admin';
