/** A candidate's documents as listed and shown: all, by delivery, one, its keywords; the staff count. */
import {
  INFO_SIGNATURE_TYPE,
  splitBySigned,
  type DocumentDelivery,
  type DocumentLists,
  type DocumentSummary,
} from '../../../common/documents';
import { toSummary } from './document-summary';
import type { DocumentsContext } from './documents.context';

export async function listDocuments(deps: DocumentsContext, userId: number): Promise<DocumentSummary[]> {
  return (await deps.repo.listForUser(userId)).map(toSummary);
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
  return toSummary(await deps.owned(userId, by));
}

/** documentContent: the keywords metadata of the document (FormTitle, …). */
export async function documentContent(deps: DocumentsContext, userId: number, documentId: number) {
  const doc = await deps.owned(userId, { id: documentId });
  return { keywords: { ...(JSON.parse(doc.keywords) as Record<string, string>), FormTitle: doc.formTitle } };
}
