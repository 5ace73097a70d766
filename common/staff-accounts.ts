/** The staff accounts screen's contract (/api/staff/accounts…, admin role only). */
import { translatable } from './i18n';

export {
  STAFF_HOME,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  isStaffRole,
  type StaffPermission,
  type StaffRole,
} from './staff-roles';
import type { StaffPermission, StaffRole } from './staff-roles';

export interface StaffAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** Invited and has not yet set a password from the mail. */
  invited: boolean;
  /** ISO 8601 when deactivated, else null. */
  deactivatedAt: string | null;
  /** The signed-in administrator's own account (the list marks it: no deactivating or demoting it). */
  self?: boolean;
  /** Permissions beyond the role ('i9': may open Form I-9s). */
  permissions: StaffPermission[];
}

/** POST /api/staff/accounts */
export interface StaffInviteInput {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole | '';
}

export const STAFF_ACCOUNT_LIMITS = { email: 254, name: 60 } as const;

export const STAFF_ACCOUNT_MESSAGES = /* @__PURE__ */ translatable({
  emailInvalid: /*i18n*/ { id: 'Enter the staff member’s email address.' },
  firstNameRequired: /*i18n*/ { id: 'Enter the first name.' },
  lastNameRequired: /*i18n*/ { id: 'Enter the last name.' },
  nameTooLong: /*i18n*/ { id: 'A name can be at most {max} characters.', values: { max: STAFF_ACCOUNT_LIMITS.name } },
  roleRequired: /*i18n*/ { id: 'Choose Staff or Admin.' },
  emailTaken: /*i18n*/ { id: 'This address already has an account.' },
  invalidForm: /*i18n*/ { id: 'Please correct the fields marked below.' },
  notFound: /*i18n*/ { id: 'Staff account not found.' },
  adminOnly: /*i18n*/ { id: 'Only an administrator can manage staff accounts.' },
  notYourself: /*i18n*/ { id: 'You cannot deactivate or demote your own account: ask another administrator.' },
  lastAdmin: /*i18n*/ { id: 'The portal needs at least one active administrator.' },
  alreadyDeactivated: /*i18n*/ { id: 'This account is already deactivated.' },
  permissionUnknown: /*i18n*/ { id: 'Unknown permission.' },
});
