/** A candidate's documents in the privacy export, and their erasure with the account. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toSummary } from './document-summary';
import type { DocumentsContext } from './documents.context';
import { downloadDocument } from './download-document';

/**
 * Privacy export: each document with its events, and its file (the signed copy, or the form filled in).
 */
export async function exportDocuments(deps: DocumentsContext, userId: number) {
  const rows = await deps.repo.listForUser(userId);
  const trails = await deps.repo.listEvents(rows.map((r) => r.id));
  const exported = [];
  // One form at a time: together they would pass the user's share of the file pool.
  for (const row of rows) {
    const events = trails.get(row.id)!.map((e) => ({
      event: e.event,
      source: e.source,
      detail: e.detail === null ? null : (JSON.parse(e.detail) as unknown),
      ip: e.ip,
      userAgent: e.userAgent,
      at: new Date(Number(e.createdAt)).toISOString(),
    }));
    const file = await downloadDocument(deps, userId, row.docHandle).catch(() => null);
    exported.push({ document: { ...toSummary(row), events }, file });
  }
  return exported;
}

/** Account deletion: unsigned documents go; returns storage keys to delete after commit. */
export function eraseUnsigned(deps: DocumentsContext, userId: number, trx: Kysely<Database>): Promise<string[]> {
  return deps.repo.deleteOf(userId, true, trx);
}

/** The end of retention: every document of a deleted account, with its audit trail. */
export function eraseAll(deps: DocumentsContext, userId: number, trx: Kysely<Database>): Promise<string[]> {
  return deps.repo.deleteOf(userId, false, trx);
}
