/**
 * The staff roles, apart from the staff accounts' contract and its messages: every page's frame
 * reads these, and only the console's screens read the rest.
 */
export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Whether a role may use the staff console (for navigation; the server checks every call). */
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');
/** Where staff land after signing in when no return path was asked for. */
export const STAFF_HOME = '/admin';
