/** What the doc check and the template preview make: a throwaway test document, a filled form. */
import { DOCUMENT_STATUS } from '../../../common/documents';
import { recordValues, type TemplateField } from '../../../common/onboarding';
import { parseKeywords } from '../../lib/pdf-forms';
import { sha256Hex } from '../../lib/tokens';
import { candidateValues, newDocHandle, SAMPLE_PROFILE, type Profile } from './document-summary';
import type { DocumentsContext } from './documents.context';

/** A throwaway document for the doc check's test signing (never listed). */
export async function createTestDocument(deps: DocumentsContext, userId: number, bytes: Uint8Array) {
  const { repo, clock, inspect, storeSource } = deps;
  const keywords = parseKeywords((await inspect(bytes)).keywords ?? undefined);
  const formTitle = keywords.FormTitle ?? 'Document Check';
  const sourceKey = await storeSource('doc-check', bytes);
  const now = clock();
  const docHandle = newDocHandle();
  const id = await repo.insertDocument({
    docHandle,
    userId,
    templateId: null,
    delivery: 'electronic',
    formTitle,
    signatureType: keywords.SignatureType ?? 'SIGN',
    keywords: JSON.stringify({ ...keywords, FormTitle: formTitle }),
    sourceKey,
    sourceSha256: sha256Hex(bytes),
    status: DOCUMENT_STATUS.sent,
    isUserActionRequired: 1,
    displayLevel: 0,
    signedKey: null,
    signedSha256: null,
    signedAt: null,
    signedMethod: null,
    isTest: 1,
    createTimestamp: now,
    lastUpdateTimestamp: now,
  });
  return { id, docHandle };
}

/**
 * Doc check and the template preview: the PDF with the candidate's (or the sample's) values,
 * flattened; `fields` maps marked fields to the record values they take. Filled in the file
 * pool as the staff member's own task (`staffId`), within their share as any user's.
 */
export async function substitution(
  deps: DocumentsContext,
  bytes: Uint8Array,
  profile: Profile | null,
  fields: TemplateField[],
  staffId: number,
) {
  const values = recordValues(fields, candidateValues(profile ?? SAMPLE_PROFILE, deps.clock()));
  const filled = await deps.files
    .run('fillPdf', { bytes, values, flatten: true }, { owner: staffId })
    .catch(deps.refusedPdf);
  return {
    content: Buffer.from(filled.pdf).toString('base64'),
    keywords: parseKeywords(filled.keywords ?? undefined),
  };
}
