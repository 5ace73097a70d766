/**
 * Hiring sites of Form I-9 (docs/product.md §4.19): where a hire works, whether the site takes part
 * in E-Verify, and the calendar its Section 2 deadlines are counted on. A form keeps the calendar it
 * was opened with, so a site's change applies to the forms opened afterwards.
 */
import { translatable } from './i18n';

export interface HiringSite {
  id: number;
  name: string;
  address: string;
  /** Enrolled in E-Verify: Section 1 asks for the Social Security number and Section 2 makes a case. */
  everify: boolean;
  calendar: { openWeekends: boolean; federalHolidays: boolean };
}

/** What an I-9 staff member sends to add or change a site. */
export interface HiringSiteInput {
  name: string;
  address: string;
  everify: boolean;
  openWeekends: boolean;
  federalHolidays: boolean;
}

export const HIRING_SITE_LIMITS = { name: 100, address: 200 } as const;

export const HIRING_SITE_MESSAGES = /* @__PURE__ */ translatable({
  invalid: /*i18n*/ { id: 'Please correct the fields marked below.' },
  nameRequired: /*i18n*/ { id: 'Enter the hiring site’s name.' },
  nameTooLong: /*i18n*/ { id: 'Keep the name to 100 characters.' },
  nameTaken: /*i18n*/ { id: 'Another hiring site has this name.' },
  addressTooLong: /*i18n*/ { id: 'Keep the address to 200 characters.' },
  notAllowed: /*i18n*/ { id: 'This has characters that are not allowed (line breaks or control characters).' },
  yesOrNo: /*i18n*/ { id: 'Choose yes or no.' },
  notFound: /*i18n*/ { id: 'Hiring site not found.' },
});
