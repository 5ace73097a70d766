/**
 * What a candidate's export holds and deletion erases, part by part, in the order deletion runs
 * them, the account last (common/privacy.ts says what stays).
 */
import type { Services } from '../../services';
import type { PrivacyServiceDeps } from './privacy.service';

export function privacyParts(s: Services): PrivacyServiceDeps['parts'] {
  return [
    {
      name: 'profile',
      title: 'Your profile',
      about: 'What you told us about yourself and the work you want.',
      export: async (userId) => ({ data: await s.candidates.record(userId) }),
      erase: (userId, trx) => s.candidates.eraseFor(userId, trx),
    },
    {
      name: 'resumes',
      title: 'Your résumés',
      about: 'Each résumé you uploaded, with the text we read from it; the files are in files/resumes.',
      export: async (userId) => {
        const files = await s.resume.filesOf(userId);
        return { data: files.map((f) => ({ ...f.data, file: `files/${f.path}` })), files };
      },
      erase: (userId, trx) => s.resume.eraseAll(userId, trx),
    },
    {
      name: 'savedJobsAndSearches',
      title: 'Saved jobs and searches',
      about: 'Jobs you saved for later, and searches that send you job alerts.',
      export: async (userId) => ({ data: await s.saved.exportFor(userId) }),
      erase: (userId, trx) => s.saved.eraseAll(userId, trx),
    },
    {
      name: 'documents',
      title: 'Your onboarding documents',
      about: 'Each document given to you to read or sign, and what happened to it; the files are in files/documents.',
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
      title: 'Your voluntary self-identification answers',
      about: 'The answers you chose to give to the equal employment opportunity questions.',
      export: async (userId) => ({ data: await s.selfId.exportFor(userId) }),
      erase: (userId, trx) => s.selfId.eraseFor(userId, trx),
    },
    {
      name: 'applications',
      title: 'Your job applications',
      about: 'Each job you applied to, and how the application moved on.',
      export: async (userId) => ({ data: await s.applications.list(userId) }),
      erase: async (userId, trx) => {
        await s.applications.withdrawAllOf(userId, trx);
        await s.jobs.eraseApplicantLinks(userId, trx);
      },
    },
    {
      name: 'electronicSignatureConsents',
      title: 'Your consents to sign electronically',
      about: 'When you agreed (or stopped agreeing) to sign documents online.',
      export: async (userId) => ({ data: await s.esignConsent.exportFor(userId) }),
      erase: (userId, trx) => s.esignConsent.eraseFor(userId, trx),
    },
    {
      name: 'activity',
      title: 'Your account activity',
      about: 'What was done with your account, when, and from which address.',
      export: async (userId) => ({ data: await s.audit.listFor(userId) }),
    },
    {
      name: 'account',
      title: 'Your account',
      about: 'How you sign in.',
      export: async (userId) => ({ data: await s.auth.accountData(userId) }),
      erase: (userId, trx) => s.auth.eraseAccount(userId, trx),
    },
  ];
}
