/** A candidate's upload of a signed copy: the owner checked first, the file checked, then kept or reviewed. */
import { randomBytes } from 'node:crypto';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { CREDENTIAL_MESSAGES } from '../../../common/credentials';
import { AppError, ErrorCode } from '../../errors';
import { hasPdfMagic } from '../../lib/pdf-forms';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import { refuseWhileViewing } from '../../lib/viewing';
import { FileRefused } from '../../untrusted';
import { countersignDue } from './document-completion';
import { toSummary, type DocumentUser } from './document-summary';
import type { DocumentsContext } from './documents.context';
import type { DocumentRow } from './documents.repository';
import { keepCopyForReview, reviewsUploads } from './review-copy';

/** The form as the candidate was given it (the template, or a filled download): unsigned. */
async function isBlank(deps: DocumentsContext, doc: DocumentRow, sha256: string): Promise<boolean> {
  return sha256 === doc.sourceSha256 || deps.repo.wasDownloaded(doc.id, sha256);
}

/** The owner check before an upload is read (so a stranger's upload is never parsed). */
export async function assertUploadable(
  deps: DocumentsContext,
  userId: number,
  docHandle: string,
): Promise<DocumentRow> {
  const doc = await deps.owned(userId, { docHandle });
  deps.refuseUpload(doc);
  return doc;
}

/** PUT /api/documents/{docHandle}.pdf: stores a signed copy by handle, never by its uploaded name. */
export async function uploadSigned(
  deps: DocumentsContext,
  user: DocumentUser,
  docHandle: string,
  bytes: Uint8Array | undefined,
  info: RequestInfo,
) {
  const { repo, storage, files, clock, audit, refusedPdf, owned, refuseUpload, record, keepSignedCopy } = deps;
  await refuseWhileViewing(audit, info, 'upload');
  const doc = await owned(user.id, { docHandle });
  refuseUpload(doc);
  if (doc.kind === 'credential') throw new AppError(ErrorCode.CONFLICT, CREDENTIAL_MESSAGES.useCredentialUpload);
  if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, DOCUMENT_SERVER_MESSAGES.noFile);
  const rejected = (reason: string) =>
    record(doc, user.id, 'signed_copy.rejected', 'server', info, { bytes: bytes.length, reason });
  if (!hasPdfMagic(bytes)) {
    await rejected('not a PDF');
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, DOCUMENT_SERVER_MESSAGES.notPdf);
  }
  const hash = sha256Hex(bytes);
  if (await isBlank(deps, doc, hash)) {
    await rejected('the blank document, unchanged');
    throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.blankCopy);
  }
  const pdf = await files.run('inspectPdf', bytes).catch(async (err: unknown) => {
    if (err instanceof FileRefused) await rejected(err.reason === 'invalid' ? 'not a PDF' : `refused: ${err.reason}`);
    return refusedPdf(err);
  });
  const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
  if (doc.delivery === 'electronic') {
    const expected = await deps.originalPageCount(doc);
    if (pdf.pageCount < expected) {
      await rejected(`${pdf.pageCount} of ${expected} pages`);
      throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.missingPages);
    }
  }
  const key = `signed/${doc.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
  await storage.put(key, bytes);
  const now = clock();
  const review = reviewsUploads(template);
  if (review) await keepCopyForReview({ repo, storage }, doc.id, { storageKey: key, sha256: hash }, now);
  else
    await keepSignedCopy(doc.id, { storageKey: key, sha256: hash }, now, 'upload', {
      countersign: countersignDue(template, now),
    });
  await record(
    doc,
    user.id,
    'signed_copy.uploaded',
    'server',
    info,
    { bytes: bytes.length, sha256: hash, review },
    now,
  );
  return toSummary((await repo.findById(doc.id))!);
}
