/**
 * Local directory storage (STORAGE_DIR). Writes are atomic (SECURITY reliability): a temp file in
 * the same directory, fsync, rename over the target, fsync of the directory.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './storage.types';

async function fsyncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | null = null;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot open a directory for fsync; the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}

export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error('storage key escapes the storage directory');
    return file;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await fs.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      const handle = await fs.open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } catch (err) {
        await handle.close();
        await fs.rm(temp, { force: true });
        throw err;
      }
      await handle.close();
      try {
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      await fsyncDir(dir);
    },

    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
