/** Privacy self-service: what is kept after an account is deleted, and why (one rule, shown everywhere). */
import { translatable } from './i18n';

/** Years that signed onboarding documents are kept after the account is deleted. */
export const EMPLOYMENT_RECORD_RETENTION_YEARS = 4;

export const RETENTION_RULE = /* @__PURE__ */ translatable({
  deleted: /*i18n*/ {
    id: 'Deleting your account signs you out everywhere and removes your profile, skills, résumés, saved jobs, saved searches and alerts, and the links between you and your job applications.',
  },
  kept: /*i18n*/ {
    id: 'Signed onboarding documents and their audit trail (who signed, when and from where) are kept for {years} years, because employment and tax law require employers to keep employment records (such as Form I-9 and tax withholding forms) for that long. They are then deleted. Nothing else is kept.',
    values: { years: EMPLOYMENT_RECORD_RETENTION_YEARS },
  },
});

export const PRIVACY_MESSAGES = /* @__PURE__ */ translatable({
  passwordRequired: /*i18n*/ { id: 'Please enter your password to delete your account.' },
  wrongPassword: /*i18n*/ { id: 'That password is not correct, so your account was not deleted.' },
});

export const EXPORT_FILE_NAME = 'my-data.zip';
