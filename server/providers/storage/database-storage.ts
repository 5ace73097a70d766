/**
 * Files in the database (STORAGE_DRIVER=database): for instances that share the database and
 * nothing else. A file is a row with its size and SHA-256 and its bytes in chunks of 1 MiB (rows of
 * a bounded size on both databases), all written in one transaction, so a reader sees the old file
 * or the new one, never a mix, and there are no temporaries to clean up. A stream reads one chunk at
 * a time, only those covering the range asked for.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db';
import { assertStorageKey, type FileStorage, type StoredFile } from './storage.types';

const CHUNK = 1024 * 1024;

export function createDatabaseStorage(db: Db, clock: () => number = Date.now): FileStorage {
  const fileOf = (key: string) =>
    db.selectFrom('storedFile').select(['size', 'sha256']).where('key', '=', key).executeTakeFirst();
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
      const file = await fileOf(key);
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

    async stat(key) {
      assertStorageKey(key);
      const file = await db.selectFrom('storedFile').select('size').where('key', '=', key).executeTakeFirst();
      return file ? { size: Number(file.size) } : null;
    },

    async stream(key, range) {
      assertStorageKey(key);
      const file = await fileOf(key);
      if (!file) return null;
      const size = Number(file.size);
      const sha256 = file.sha256;
      const start = range?.start ?? 0;
      const end = range?.end ?? size - 1;
      // Every chunk but the last holds CHUNK bytes, so a byte's chunk is its offset / CHUNK.
      const first = Math.floor(start / CHUNK);
      const last = Math.max(first, Math.floor(end / CHUNK));
      async function* chunks() {
        const hash = createHash('sha256');
        let sent = 0;
        for (let seq = first; seq <= last; seq += 1) {
          const row = await db
            .selectFrom('storedFileChunk')
            .select('data')
            .where('key', '=', key)
            .where('seq', '=', seq)
            .executeTakeFirst();
          if (!row) throw new Error(`stored file ${key} lost a chunk`);
          const data = Buffer.from(row.data);
          if (!range) hash.update(data);
          const from = seq === first ? start - seq * CHUNK : 0;
          const to = seq === last ? end - seq * CHUNK + 1 : data.length;
          const part = data.subarray(from, to);
          sent += part.length;
          yield part;
        }
        // The whole file is checked against its digest as in get(); a part can only be checked for its length.
        if (sent !== end - start + 1 || (!range && hash.digest('hex') !== sha256))
          throw new Error(`stored file ${key} does not match its digest`);
      }
      return Readable.from(chunks(), { objectMode: false });
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
