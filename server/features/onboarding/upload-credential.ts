/** The candidate uploads a credential with its number and expiry; it then awaits staff review. */
import { randomBytes } from 'node:crypto';
import { DOCUMENT_STATUS } from '../../../common/documents';
import { checkCredentialInput, CREDENTIAL_MESSAGES as M, expiresAtOf } from '../../../common/credentials';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { FileRefused } from '../../untrusted';
import { sha256Hex } from '../../lib/tokens';
import type { CredentialsDeps } from './credentials.shared';

/** The checks before the file is read: the candidate's own credential, still to provide. */
export async function assertCredentialUploadable(deps: CredentialsDeps, userId: number, docHandle: string) {
  const doc = await deps.documents.owned(userId, docHandle);
  if (doc.kind !== 'credential') throw new AppError(ErrorCode.CONFLICT, M.notCredential);
  if (doc.status === DOCUMENT_STATUS.completed || doc.reviewStatus === 'pending')
    throw new AppError(ErrorCode.CONFLICT, M.alreadyUploaded);
  return doc;
}

/** POST /api/documents/{docHandle}/credential: the file with its number and expiry; then awaiting review. */
export async function uploadCredential(
  deps: CredentialsDeps,
  userId: number,
  docHandle: string,
  bytes: Uint8Array | undefined,
  body: unknown,
  info: RequestInfo,
) {
  const { db, documents, storage, files, clock } = deps;
  await documents.refuseWhileViewing(info, 'upload');
  const doc = await assertCredentialUploadable(deps, userId, docHandle);
  const now = clock();
  const fields = (body ?? {}) as Record<string, unknown>;
  const { values, errors } = checkCredentialInput({ number: fields.number, expiresOn: fields.expiresOn }, now);
  if (!bytes || bytes.length === 0)
    throw new AppError(ErrorCode.VALIDATION, M.fileRequired, { fields: { ...errors, file: M.fileRequired } });
  if (!values) throw new AppError(ErrorCode.VALIDATION, M.invalid, { fields: errors });
  // By its content, never its name or declared type: a PDF as it is, a photo or scan on one page.
  const file = await files.run('credentialPdf', bytes).catch(async (err: unknown) => {
    if (!(err instanceof FileRefused)) throw err;
    await documents.candidateEvent(doc, userId, 'credential.rejected_file', info, {
      bytes: bytes.length,
      reason: err.reason,
    });
    if (err.reason === 'invalid')
      throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, M.notAllowedType, {
        fields: { file: M.notAllowedType },
      });
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, M.tooComplex, { fields: { file: M.tooComplex } });
  });
  const key = `credentials/${doc.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
  const sha256 = sha256Hex(file.pdf);
  await storage.put(key, file.pdf);
  const expiresAt = expiresAtOf(values.expiresOn);
  // One conditional UPDATE decides between two uploads at once; the loser's file goes.
  const result = await db
    .updateTable('document')
    .set({
      signedKey: key,
      signedSha256: sha256,
      signedAt: now,
      signedMethod: `upload:${file.type}`,
      reviewStatus: 'pending',
      credentialNumber: values.number,
      credentialExpiresAt: expiresAt,
      lastUpdateTimestamp: now,
    })
    .where('id', '=', doc.id)
    .where('status', '<>', DOCUMENT_STATUS.completed)
    .where('cancelledAt', 'is', null)
    .where((eb) => eb.or([eb('reviewStatus', 'is', null), eb('reviewStatus', '=', 'rejected')]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    await storage.delete(key);
    throw new AppError(ErrorCode.CONFLICT, M.alreadyUploaded);
  }
  await documents.candidateEvent(doc, userId, 'credential.uploaded', info, {
    bytes: bytes.length,
    type: file.type,
    sha256,
    number: values.number,
    expiresAt,
  });
  return documents.get(userId, { id: doc.id });
}
