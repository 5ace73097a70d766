/** A candidate's download of a document: the signed copy, or the form filled with their data. */
import { recordValues } from '../../../common/onboarding';
import { sha256Hex } from '../../lib/tokens';
import { openStored, type StoredBody } from '../../providers/storage/storage.types';
import { prepareForm } from '../esign/stored-form';
import { candidateValues, downloadName, templateFields } from './document-summary';
import type { DocumentsContext } from './documents.context';
import type { DocumentRow } from './documents.repository';

/** The form filled with the user's data, in the file pool as the user's own task (their share bounds them). */
async function filledForm(
  deps: DocumentsContext,
  userId: number,
  doc: DocumentRow,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const { repo, storage, files, clock, notFound, profileOf } = deps;
  // A credential has no form: only the copy the candidate provided.
  if (doc.kind === 'credential') throw notFound();
  const source = await storage.get(doc.sourceKey);
  if (!source) throw notFound();
  const template = doc.templateId === null ? undefined : await repo.findTemplate(doc.templateId);
  const values = recordValues(templateFields(template), candidateValues(await profileOf(userId), clock()));
  const bytes = (await prepareForm(files, { bytes: source, values }, userId)).pdf!;
  // The same bytes uploaded back are the blank, not a signed copy (a form filled another day differs).
  await repo.rememberDownload(doc.id, sha256Hex(bytes), clock());
  return { filename: downloadName(doc.formTitle, false), bytes };
}

/** The signed copy, or the form filled with the user's data (export, the doc check's seal). */
export async function downloadDocument(
  deps: DocumentsContext,
  userId: number,
  docHandle: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const doc = await deps.owned(userId, { docHandle });
  if (doc.signedKey) {
    const bytes = await deps.storage.get(doc.signedKey);
    if (!bytes) throw deps.notFound();
    return { filename: downloadName(doc.formTitle, true), bytes };
  }
  return filledForm(deps, userId, doc);
}

/**
 * GET /api/documents/{docHandle}.pdf: the signed copy as stored, to be streamed; or the form
 * filled now with the user's data, whole (made anew on each request, so never sent in parts).
 */
export async function downloadFile(
  deps: DocumentsContext,
  userId: number,
  docHandle: string,
): Promise<{ filename: string; file: StoredBody } | { filename: string; bytes: Uint8Array }> {
  const doc = await deps.owned(userId, { docHandle });
  if (!doc.signedKey) return filledForm(deps, userId, doc);
  const file = await openStored(deps.storage, doc.signedKey);
  if (!file) throw deps.notFound();
  return { filename: downloadName(doc.formTitle, true), file };
}
