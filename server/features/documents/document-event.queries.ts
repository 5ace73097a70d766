/** Documents' trails: each step recorded, one document's read with names, several read at once. */
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database, DocumentEventTable } from '../../db/schema';

export interface NewDocumentEvent {
  documentId: number;
  userId: number | null;
  event: string;
  source: 'server' | 'browser';
  detail: Record<string, unknown> | null;
  ip: string;
  userAgent: string;
  createdAt: number;
}

export async function insertEvent(db: Db, values: NewDocumentEvent, executor: Kysely<Database> = db): Promise<void> {
  await executor
    .insertInto('documentEvent')
    .values({
      ...values,
      detail: values.detail ? JSON.stringify(values.detail) : null,
      ip: values.ip.slice(0, 64),
      userAgent: values.userAgent.slice(0, 500),
    })
    .execute();
}

/** One document's trail, oldest first, with the name of whoever took each step (none: the portal). */
export function trailOf(db: Db, documentId: number) {
  return db
    .selectFrom('documentEvent')
    .leftJoin('userAccount', 'userAccount.id', 'documentEvent.userId')
    .select(['documentEvent.event', 'documentEvent.createdAt', 'userAccount.firstName', 'userAccount.lastName'])
    .where('documentEvent.documentId', '=', documentId)
    .orderBy('documentEvent.createdAt')
    .orderBy('documentEvent.id')
    .execute();
}

/** The trails of several documents in one query, each oldest first. */
export async function listEvents(db: Db, documentIds: number[]) {
  const byDocument = new Map(documentIds.map((id) => [id, [] as Selectable<DocumentEventTable>[]]));
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .selectFrom('documentEvent')
    .selectAll()
    .where('documentId', 'in', documentIds)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const row of rows) byDocument.get(row.documentId)?.push(row);
  return byDocument;
}
