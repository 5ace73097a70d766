/**
 * What a candidate's export holds and deletion erases, part by part, in the order deletion runs
 * them, the account last (common/privacy.ts says what stays). Titles are read when an archive is
 * made, in the language of the person downloading it.
 */
import { i18n } from '../../../common/i18n';
import type { Services } from '../../services';
import type { PrivacyServiceDeps } from './privacy.service';

export function privacyParts(s: Services): PrivacyServiceDeps['parts'] {
  return [
    {
      name: 'profile',
      get title() {
        return i18n._('Your profile');
      },
      get about() {
        return i18n._('What you told us about yourself and the work you want.');
      },
      export: async (userId) => ({ data: await s.candidates.record(userId) }),
      erase: (userId, trx) => s.candidates.eraseFor(userId, trx),
    },
    {
      name: 'resumes',
      get title() {
        return i18n._('Your résumés');
      },
      get about() {
        return i18n._('Each résumé you uploaded, with the text we read from it; the files are in files/resumes.');
      },
      export: async (userId) => {
        const files = await s.resume.filesOf(userId);
        return { data: files.map((f) => ({ ...f.data, file: `files/${f.path}` })), files };
      },
      erase: (userId, trx) => s.resume.eraseAll(userId, trx),
    },
    {
      name: 'savedJobsAndSearches',
      get title() {
        return i18n._('Saved jobs and searches');
      },
      get about() {
        return i18n._('Jobs you saved for later, and searches that send you job alerts.');
      },
      export: async (userId) => ({ data: await s.saved.exportFor(userId) }),
      erase: (userId, trx) => s.saved.eraseAll(userId, trx),
    },
    {
      name: 'documents',
      get title() {
        return i18n._('Your onboarding documents');
      },
      get about() {
        return i18n._(
          'Each document given to you to read or sign, and what happened to it; the files are in files/documents.',
        );
      },
      export: async (userId) => {
        const docs = await s.documents.exportFor(userId);
        const path = (d: (typeof docs)[number]) => `documents/${d.document.id}-${d.file?.filename ?? 'document.pdf'}`;
        return {
          data: docs.map((d) => ({ ...d.document, file: d.file ? `files/${path(d)}` : null })),
          files: docs.map((d) => ({ path: path(d), bytes: d.file?.bytes ?? null })),
        };
      },
      erase: (userId, trx) => s.documents.eraseUnsigned(userId, trx),
    },
    {
      name: 'selfIdentification',
      get title() {
        return i18n._('Your voluntary self-identification answers');
      },
      get about() {
        return i18n._('The answers you chose to give to the equal employment opportunity questions.');
      },
      export: async (userId) => ({ data: await s.selfId.exportFor(userId) }),
      erase: (userId, trx) => s.selfId.eraseFor(userId, trx),
    },
    {
      name: 'applications',
      get title() {
        return i18n._('Your job applications');
      },
      get about() {
        return i18n._('Each job you applied to, and how the application moved on.');
      },
      export: async (userId) => ({ data: await s.applications.list(userId) }),
      erase: async (userId, trx) => {
        await s.applications.withdrawAllOf(userId, trx);
        await s.jobs.eraseApplicantLinks(userId, trx);
      },
    },
    {
      name: 'electronicSignatureConsents',
      get title() {
        return i18n._('Your consents to sign electronically');
      },
      get about() {
        return i18n._('When you agreed (or stopped agreeing) to sign documents online.');
      },
      export: async (userId) => ({ data: await s.esignConsent.exportFor(userId) }),
      erase: (userId, trx) => s.esignConsent.eraseFor(userId, trx),
    },
    {
      name: 'activity',
      get title() {
        return i18n._('Your account activity');
      },
      get about() {
        return i18n._('What was done with your account, when, and from which address.');
      },
      export: async (userId) => ({ data: await s.audit.listFor(userId) }),
    },
    {
      name: 'account',
      get title() {
        return i18n._('Your account');
      },
      get about() {
        return i18n._('How you sign in.');
      },
      export: async (userId) => ({ data: await s.auth.accountData(userId) }),
      erase: (userId, trx) => s.auth.eraseAccount(userId, trx),
    },
  ];
}
