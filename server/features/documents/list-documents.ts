/** A candidate's documents as listed and shown: all, by delivery, one, its keywords; the staff count. */
import {
  INFO_SIGNATURE_TYPE,
  splitBySigned,
  type DocumentDelivery,
  type DocumentLists,
  type DocumentSummary,
} from '../../../common/documents';
import { DEFAULT_LANGUAGE } from '../../../common/i18n';
import { currentLanguage } from '../../lib/i18n';
import { toSummary } from './document-summary';
import type { DocumentRow } from './documents.repository';
import type { DocumentsContext } from './documents.context';

/**
 * Summaries in the reader's language: a credential's instructions as staff translated them, else
 * as written (docs/architecture.md §9.9), in one query for the list.
 */
async function summaries(deps: DocumentsContext, rows: DocumentRow[]): Promise<DocumentSummary[]> {
  const language = currentLanguage();
  const credentials = rows.filter((r) => r.kind === 'credential' && r.templateId !== null);
  const translated =
    language === DEFAULT_LANGUAGE || credentials.length === 0
      ? new Map<number, string>()
      : await deps.translatedInstructions([...new Set(credentials.map((r) => r.templateId!))], language);
  return rows.map((row) => {
    const summary = toSummary(row);
    const instructions = row.templateId === null ? undefined : translated.get(row.templateId);
    return instructions === undefined ? summary : { ...summary, instructions, instructionsLanguage: language };
  });
}

export async function listDocuments(deps: DocumentsContext, userId: number): Promise<DocumentSummary[]> {
  return summaries(deps, await deps.repo.listForUser(userId));
}

export async function listsByDelivery(
  deps: DocumentsContext,
  userId: number,
  delivery: DocumentDelivery,
): Promise<DocumentLists> {
  return splitBySigned((await listDocuments(deps, userId)).filter((d) => d.delivery === delivery));
}

/** Staff overview: how many candidates have at least one outstanding document. */
export function countCandidatesWithOutstanding(deps: DocumentsContext): Promise<number> {
  return deps.repo.countUsersWithOutstanding(INFO_SIGNATURE_TYPE);
}

export async function getDocument(
  deps: DocumentsContext,
  userId: number,
  by: { id: number } | { docHandle: string },
): Promise<DocumentSummary> {
  return (await summaries(deps, [await deps.owned(userId, by)]))[0]!;
}

/** documentContent: the keywords metadata of the document (FormTitle, …). */
export async function documentContent(deps: DocumentsContext, userId: number, documentId: number) {
  const doc = await deps.owned(userId, { id: documentId });
  return { keywords: { ...(JSON.parse(doc.keywords) as Record<string, string>), FormTitle: doc.formTitle } };
}
