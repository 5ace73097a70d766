/**
 * Credential uploads (licence, certificate, insurance): staff create a credential template (a
 * title and instructions, no PDF), the candidate uploads the credential with its number and expiry,
 * staff approve or reject it (onboarding.service.ts), and an approved credential is requested again
 * RENEWAL_DAYS before it expires. The re-request is a new document pointing at the expiring one, so
 * the approved credential keeps its history; a document_reminder row (kind `renewal`, keyed by the
 * expiry) lets exactly one instance create it and its mail, as for the due-date reminders.
 * Each use case is a function of its own file; this binds them to the deps.
 */
import type { RequestInfo } from '../../lib/request-info';
import type { CredentialsDeps } from './credentials.shared';
import { runRenewals } from './renew-credentials';
import { storeCredentialTemplate } from './store-credential-template';
import { assertCredentialUploadable, uploadCredential } from './upload-credential';

export function createCredentials(deps: CredentialsDeps) {
  return {
    createTemplate: (body: unknown, actorId: number) => storeCredentialTemplate(deps, body, actorId),
    assertUploadable: (userId: number, docHandle: string) => assertCredentialUploadable(deps, userId, docHandle),
    upload: (userId: number, docHandle: string, bytes: Uint8Array | undefined, body: unknown, info: RequestInfo) =>
      uploadCredential(deps, userId, docHandle, bytes, body, info),
    runRenewals: () => runRenewals(deps),
  };
}
