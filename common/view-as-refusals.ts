/**
 * What a request refused while staff view the portal as a candidate was trying to do, apart from
 * the console's contract (staff-candidates.ts): every page's frame words such a refusal.
 */
import { translatable } from './i18n';

/** What a refused request was trying to do, named in its message. */
export const VIEW_AS_REFUSED = /* @__PURE__ */ translatable({
  sign: /*i18n*/ { id: 'Signing documents' },
  upload: /*i18n*/ { id: 'Uploading signed copies' },
  apply: /*i18n*/ { id: 'Applying for jobs' },
  profile: /*i18n*/ { id: 'Changing the profile' },
  resume: /*i18n*/ { id: 'Changing the résumé' },
  saved: /*i18n*/ { id: 'Changing saved jobs and searches' },
  privacy: /*i18n*/ { id: 'Exporting or deleting the account' },
  selfId: /*i18n*/ { id: 'Voluntary self-identification' },
  i9: /*i18n*/ { id: 'Form I-9' },
  other: /*i18n*/ { id: 'Changing anything' },
});
export type ViewAsRefusal = keyof typeof VIEW_AS_REFUSED;
