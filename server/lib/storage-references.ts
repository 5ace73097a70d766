/**
 * The one answer to "does any row still refer to this stored file?" (storage housekeeping asks
 * it before removing a file). A feature that stores files in another table adds its column here.
 */
import type { Db } from '../db';
import type { Database } from '../db/schema';

export type StorageReference = {
  [T in keyof Database]: { table: T; column: keyof Database[T] & string };
}[keyof Database];

const STORAGE_REFERENCES: StorageReference[] = [
  { table: 'documentTemplate', column: 'storageKey' },
  { table: 'document', column: 'sourceKey' },
  { table: 'document', column: 'signedKey' },
  { table: 'resume', column: 'storageKey' },
  { table: 'brandImage', column: 'storageKey' },
  { table: 'i9Copy', column: 'storageKey' },
  { table: 'i9Template', column: 'storageKey' },
  { table: 'i9Form', column: 'pdfKey' },
];

/** The keys among `keys` that some row refers to. */
export async function referencedKeys(
  db: Db,
  keys: readonly string[],
  references: readonly StorageReference[] = STORAGE_REFERENCES,
): Promise<Set<string>> {
  const found = new Set<string>();
  if (keys.length === 0) return found;
  for (const { table, column } of references) {
    const rows = await db
      .selectFrom(table as 'document')
      .select(`${column} as key` as 'sourceKey as key')
      .where(column as 'sourceKey', 'in', keys as string[])
      .execute();
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}
