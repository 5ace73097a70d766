/**
 * Local directory storage (STORAGE_DIR). Writes are atomic (SECURITY reliability): a temp file in
 * the same directory, fsync, rename over the target, fsync of the directory.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { assertStorageKey, type FileStorage, STORAGE_KEY_PATTERN, type StoredFile } from './storage.types';

const TEMP_PREFIX = '.tmp-';

/** Every file below `dir` with its path relative to `root` (forward slashes) and mtime. */
async function walk(root: string, dir = root): Promise<{ relative: string; name: string; modifiedAt: number }[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const out: { relative: string; name: string; modifiedAt: number }[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(root, full)));
    else if (entry.isFile()) {
      const stat = await fs.stat(full).catch(() => null);
      if (stat)
        out.push({
          relative: path.relative(root, full).split(path.sep).join('/'),
          name: entry.name,
          modifiedAt: stat.mtimeMs,
        });
    }
  }
  return out;
}

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
      const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
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

    async stat(key) {
      try {
        return { size: (await fs.stat(fileOf(key))).size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async stream(key, range) {
      // Opened here, so a missing file is null rather than an error on the stream's first read.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async list(): Promise<StoredFile[]> {
      return (await walk(root))
        .filter((f) => !f.name.startsWith(TEMP_PREFIX) && STORAGE_KEY_PATTERN.test(f.relative))
        .map((f) => ({ key: f.relative, modifiedAt: f.modifiedAt }));
    },

    async removeTemporaries(before) {
      const stale = (await walk(root)).filter((f) => f.name.startsWith(TEMP_PREFIX) && f.modifiedAt < before);
      for (const f of stale) await fs.rm(path.join(root, f.relative), { force: true });
      return stale.map((f) => f.relative);
    },
  };
}
