/**
 * Credential uploads (licence, certificate, insurance): a template kind the candidate provides
 * rather than signs, with a document number and an expiry date that staff approve or reject. The
 * one validation rule for the number and expiry runs in the upload form and again on the server.
 */
import { translatable } from './i18n';
import { isIsoDate } from './onboarding';

/** The signature type of a credential: neither signed nor informational. */
export const CREDENTIAL_SIGNATURE_TYPE = 'CREDENTIAL';

/** The multipart field of the credential file (PDF, PNG or JPEG). */
export const CREDENTIAL_UPLOAD_FIELD = 'credential';
export const CREDENTIAL_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** An approved credential is requested again this many days before it expires. */
export const RENEWAL_DAYS = 30;

const CREDENTIAL_NUMBER_MAX = 100;
export const INSTRUCTIONS_MAX = 2000;

export const CREDENTIAL_MESSAGES = /* @__PURE__ */ translatable({
  numberRequired: /*i18n*/ { id: 'Enter the document number.' },
  numberTooLong: /*i18n*/ {
    id: 'The document number must be at most {max} characters.',
    values: { max: CREDENTIAL_NUMBER_MAX },
  },
  expiryRequired: /*i18n*/ { id: 'Enter the expiry date.' },
  expiryInvalid: /*i18n*/ { id: 'Enter the expiry date as a valid date.' },
  expiryPast: /*i18n*/ { id: 'The expiry date must be in the future.' },
  fileRequired: /*i18n*/ { id: 'Please choose the file of your credential (PDF, PNG or JPEG).' },
  notAllowedType: /*i18n*/ { id: 'The file must be a PDF or an image (PNG or JPEG). Please choose another file.' },
  tooLarge: /*i18n*/ { id: 'The file is too large: the limit is 10 MB. Try a smaller scan or photo.' },
  tooComplex: /*i18n*/ {
    id: 'This file expands to more than we can open safely (images are limited to 25 megapixels). Try a smaller scan or photo.',
  },
  invalid: /*i18n*/ { id: 'Please correct the highlighted fields.' },
  useCredentialUpload: /*i18n*/ { id: 'This document is a credential: upload it with its number and expiry date.' },
  notCredential: /*i18n*/ { id: 'This document is not a credential.' },
  alreadyUploaded: /*i18n*/ { id: 'This credential is already uploaded: it is awaiting review or approved.' },
  notAwaitingReview: /*i18n*/ { id: 'Only a credential awaiting review can be approved.' },
  instructionsTooLong: /*i18n*/ {
    id: 'The instructions must be at most {max} characters.',
    values: { max: INSTRUCTIONS_MAX },
  },
});

/** The number and expiry as typed; `expiresOn` is YYYY-MM-DD. */
export interface CredentialInput {
  number: string;
  expiresOn: string;
}

/** The end of the expiry day (UTC): a credential is valid through the day it expires. */
export function expiresAtOf(expiresOn: string): number {
  return Date.parse(`${expiresOn}T23:59:59.999Z`);
}

/** Required number within its limit; a real expiry date after `now`. One message per field. */
export function checkCredentialInput(
  input: Partial<Record<keyof CredentialInput, unknown>>,
  now: number,
): { values: CredentialInput | null; errors: Partial<Record<keyof CredentialInput, string>> } {
  const errors: Partial<Record<keyof CredentialInput, string>> = {};
  const number = typeof input.number === 'string' ? input.number.trim() : '';
  const expiresOn = typeof input.expiresOn === 'string' ? input.expiresOn.trim() : '';
  if (!number) errors.number = CREDENTIAL_MESSAGES.numberRequired;
  else if (number.length > CREDENTIAL_NUMBER_MAX) errors.number = CREDENTIAL_MESSAGES.numberTooLong;
  if (!expiresOn) errors.expiresOn = CREDENTIAL_MESSAGES.expiryRequired;
  else if (!isIsoDate(expiresOn)) errors.expiresOn = CREDENTIAL_MESSAGES.expiryInvalid;
  // A date after today: a credential expiring today is already no use for onboarding.
  else if (Date.parse(`${expiresOn}T00:00:00.000Z`) <= now) errors.expiresOn = CREDENTIAL_MESSAGES.expiryPast;
  return { values: Object.keys(errors).length ? null : { number, expiresOn }, errors };
}

/** POST /api/staff/credential-templates */
export interface CredentialTemplateInput {
  formTitle: string;
  instructions: string;
  /** Left out: after every other template (staff reorder them on the templates list). */
  displayLevel?: number;
}
