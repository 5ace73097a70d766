/**
 * Files in the database (STORAGE_DRIVER=database): for instances that share the database and
 * nothing else. A file is a row with its size and SHA-256 and its bytes in chunks of 1 MiB (rows of
 * a bounded size on both databases), all written in one transaction, so a reader sees the old file
 * or the new one, never a mix, and there are no temporaries to clean up.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import { assertStorageKey, type FileStorage, type StoredFile } from './storage.types';

const CHUNK = 1024 * 1024;

export function createDatabaseStorage(db: Db, clock: () => number = Date.now): FileStorage {
  return {
    async put(key, data) {
      assertStorageKey(key);
      const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const row = {
        key,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        modifiedAt: clock(),
      };
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('storedFileChunk').where('key', '=', key).execute();
        await trx
          .insertInto('storedFile')
          .values(row)
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({ size: row.size, sha256: row.sha256, modifiedAt: row.modifiedAt }),
          )
          .execute();
        for (let seq = 0, at = 0; at < bytes.length || seq === 0; seq += 1, at += CHUNK) {
          await trx
            .insertInto('storedFileChunk')
            .values({ key, seq, data: bytes.subarray(at, at + CHUNK) })
            .execute();
        }
      });
    },

    async get(key) {
      assertStorageKey(key);
      const file = await db
        .selectFrom('storedFile')
        .select(['size', 'sha256'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!file) return null;
      const chunks = await db
        .selectFrom('storedFileChunk')
        .select('data')
        .where('key', '=', key)
        .orderBy('seq')
        .execute();
      const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c.data)));
      // A file the database returns damaged is not handed on as if it were the one stored.
      if (bytes.length !== Number(file.size) || createHash('sha256').update(bytes).digest('hex') !== file.sha256)
        throw new Error(`stored file ${key} does not match its digest`);
      return bytes;
    },

    async delete(key) {
      assertStorageKey(key);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('storedFileChunk').where('key', '=', key).execute();
        await trx.deleteFrom('storedFile').where('key', '=', key).execute();
      });
    },

    async list(): Promise<StoredFile[]> {
      const rows = await db.selectFrom('storedFile').select(['key', 'modifiedAt']).orderBy('key').execute();
      return rows.map((r) => ({ key: r.key, modifiedAt: Number(r.modifiedAt) }));
    },

    async removeTemporaries() {
      return [];
    },
  };
}
