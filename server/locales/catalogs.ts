/** Written by `npm run i18n` (do not edit): every catalog the server reads, by language. */
import type { Messages } from '@lingui/core';
import { messages as enServer } from './en';
import { messages as en0 } from '../../common/locales/api-keys/en';
import { messages as en1 } from '../../common/locales/api-v1/en';
import { messages as en2 } from '../../common/locales/application-form.schema/en';
import { messages as en3 } from '../../common/locales/application-form/en';
import { messages as en4 } from '../../common/locales/applications/en';
import { messages as en5 } from '../../common/locales/audit-text/en';
import { messages as en6 } from '../../common/locales/auth-schemas/en';
import { messages as en7 } from '../../common/locales/auth/en';
import { messages as en8 } from '../../common/locales/brand/en';
import { messages as en9 } from '../../common/locales/candidates/en';
import { messages as en10 } from '../../common/locales/content/en';
import { messages as en11 } from '../../common/locales/credentials/en';
import { messages as en12 } from '../../common/locales/document-events/en';
import { messages as en13 } from '../../common/locales/documents/en';
import { messages as en14 } from '../../common/locales/error-page/en';
import { messages as en15 } from '../../common/locales/esign-disclosure/en';
import { messages as en16 } from '../../common/locales/files/en';
import { messages as en17 } from '../../common/locales/hiring-sites/en';
import { messages as en18 } from '../../common/locales/i18n/en';
import { messages as en19 } from '../../common/locales/i9-copies/en';
import { messages as en20 } from '../../common/locales/i9-inspection/en';
import { messages as en21 } from '../../common/locales/i9-pdf/en';
import { messages as en22 } from '../../common/locales/i9-receipts/en';
import { messages as en23 } from '../../common/locales/i9/en';
import { messages as en24 } from '../../common/locales/interviews/en';
import { messages as en25 } from '../../common/locales/job-board/en';
import { messages as en26 } from '../../common/locales/jobs.schema/en';
import { messages as en27 } from '../../common/locales/jobs/en';
import { messages as en28 } from '../../common/locales/mail-templates/en';
import { messages as en29 } from '../../common/locales/mfa.schema/en';
import { messages as en30 } from '../../common/locales/mfa/en';
import { messages as en31 } from '../../common/locales/oidc/en';
import { messages as en32 } from '../../common/locales/onboarding/en';
import { messages as en33 } from '../../common/locales/passkeys.schema/en';
import { messages as en34 } from '../../common/locales/passkeys/en';
import { messages as en35 } from '../../common/locales/pay/en';
import { messages as en36 } from '../../common/locales/pipeline/en';
import { messages as en37 } from '../../common/locales/privacy/en';
import { messages as en38 } from '../../common/locales/resume/en';
import { messages as en39 } from '../../common/locales/routes/en';
import { messages as en40 } from '../../common/locales/saved.schema/en';
import { messages as en41 } from '../../common/locales/saved/en';
import { messages as en42 } from '../../common/locales/seal/en';
import { messages as en43 } from '../../common/locales/self-id/en';
import { messages as en44 } from '../../common/locales/staff-accounts/en';
import { messages as en45 } from '../../common/locales/staff-candidates/en';
import { messages as en46 } from '../../common/locales/staff/en';
import { messages as en47 } from '../../common/locales/text/en';
import { messages as en48 } from '../../common/locales/time-zones/en';
import { messages as en49 } from '../../common/locales/translations/en';
import { messages as en50 } from '../../common/locales/view-as-refusals/en';
import { messages as en51 } from '../../common/locales/webhooks/en';
import { messages as esServer } from './es';
import { messages as es0 } from '../../common/locales/api-keys/es';
import { messages as es1 } from '../../common/locales/api-v1/es';
import { messages as es2 } from '../../common/locales/application-form.schema/es';
import { messages as es3 } from '../../common/locales/application-form/es';
import { messages as es4 } from '../../common/locales/applications/es';
import { messages as es5 } from '../../common/locales/audit-text/es';
import { messages as es6 } from '../../common/locales/auth-schemas/es';
import { messages as es7 } from '../../common/locales/auth/es';
import { messages as es8 } from '../../common/locales/brand/es';
import { messages as es9 } from '../../common/locales/candidates/es';
import { messages as es10 } from '../../common/locales/content/es';
import { messages as es11 } from '../../common/locales/credentials/es';
import { messages as es12 } from '../../common/locales/document-events/es';
import { messages as es13 } from '../../common/locales/documents/es';
import { messages as es14 } from '../../common/locales/error-page/es';
import { messages as es15 } from '../../common/locales/esign-disclosure/es';
import { messages as es16 } from '../../common/locales/files/es';
import { messages as es17 } from '../../common/locales/hiring-sites/es';
import { messages as es18 } from '../../common/locales/i18n/es';
import { messages as es19 } from '../../common/locales/i9-copies/es';
import { messages as es20 } from '../../common/locales/i9-inspection/es';
import { messages as es21 } from '../../common/locales/i9-pdf/es';
import { messages as es22 } from '../../common/locales/i9-receipts/es';
import { messages as es23 } from '../../common/locales/i9/es';
import { messages as es24 } from '../../common/locales/interviews/es';
import { messages as es25 } from '../../common/locales/job-board/es';
import { messages as es26 } from '../../common/locales/jobs.schema/es';
import { messages as es27 } from '../../common/locales/jobs/es';
import { messages as es28 } from '../../common/locales/mail-templates/es';
import { messages as es29 } from '../../common/locales/mfa.schema/es';
import { messages as es30 } from '../../common/locales/mfa/es';
import { messages as es31 } from '../../common/locales/oidc/es';
import { messages as es32 } from '../../common/locales/onboarding/es';
import { messages as es33 } from '../../common/locales/passkeys.schema/es';
import { messages as es34 } from '../../common/locales/passkeys/es';
import { messages as es35 } from '../../common/locales/pay/es';
import { messages as es36 } from '../../common/locales/pipeline/es';
import { messages as es37 } from '../../common/locales/privacy/es';
import { messages as es38 } from '../../common/locales/resume/es';
import { messages as es39 } from '../../common/locales/routes/es';
import { messages as es40 } from '../../common/locales/saved.schema/es';
import { messages as es41 } from '../../common/locales/saved/es';
import { messages as es42 } from '../../common/locales/seal/es';
import { messages as es43 } from '../../common/locales/self-id/es';
import { messages as es44 } from '../../common/locales/staff-accounts/es';
import { messages as es45 } from '../../common/locales/staff-candidates/es';
import { messages as es46 } from '../../common/locales/staff/es';
import { messages as es47 } from '../../common/locales/text/es';
import { messages as es48 } from '../../common/locales/time-zones/es';
import { messages as es49 } from '../../common/locales/translations/es';
import { messages as es50 } from '../../common/locales/view-as-refusals/es';
import { messages as es51 } from '../../common/locales/webhooks/es';

export const CATALOGS: Readonly<Record<string, Messages>> = {
  en: {
    ...en0,
    ...en1,
    ...en2,
    ...en3,
    ...en4,
    ...en5,
    ...en6,
    ...en7,
    ...en8,
    ...en9,
    ...en10,
    ...en11,
    ...en12,
    ...en13,
    ...en14,
    ...en15,
    ...en16,
    ...en17,
    ...en18,
    ...en19,
    ...en20,
    ...en21,
    ...en22,
    ...en23,
    ...en24,
    ...en25,
    ...en26,
    ...en27,
    ...en28,
    ...en29,
    ...en30,
    ...en31,
    ...en32,
    ...en33,
    ...en34,
    ...en35,
    ...en36,
    ...en37,
    ...en38,
    ...en39,
    ...en40,
    ...en41,
    ...en42,
    ...en43,
    ...en44,
    ...en45,
    ...en46,
    ...en47,
    ...en48,
    ...en49,
    ...en50,
    ...en51,
    ...enServer,
  },
  es: {
    ...es0,
    ...es1,
    ...es2,
    ...es3,
    ...es4,
    ...es5,
    ...es6,
    ...es7,
    ...es8,
    ...es9,
    ...es10,
    ...es11,
    ...es12,
    ...es13,
    ...es14,
    ...es15,
    ...es16,
    ...es17,
    ...es18,
    ...es19,
    ...es20,
    ...es21,
    ...es22,
    ...es23,
    ...es24,
    ...es25,
    ...es26,
    ...es27,
    ...es28,
    ...es29,
    ...es30,
    ...es31,
    ...es32,
    ...es33,
    ...es34,
    ...es35,
    ...es36,
    ...es37,
    ...es38,
    ...es39,
    ...es40,
    ...es41,
    ...es42,
    ...es43,
    ...es44,
    ...es45,
    ...es46,
    ...es47,
    ...es48,
    ...es49,
    ...es50,
    ...es51,
    ...esServer,
  },
};
