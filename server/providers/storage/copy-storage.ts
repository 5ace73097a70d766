/**
 * Copies every file from one storage to another and checks each copy's SHA-256 against the
 * original's (`npm run cli -- storage:migrate --to database|local|s3`). Files already there with the
 * same digest are left alone, so a copy that stopped halfway can be run again.
 */
import { createHash } from 'node:crypto';
import type { FileStorage } from './storage.types';

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface CopyResult {
  copied: number;
  alreadyThere: number;
  bytes: number;
}

export async function copyStorage(from: FileStorage, to: FileStorage): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, alreadyThere: 0, bytes: 0 };
  for (const { key } of await from.list()) {
    const bytes = await from.get(key);
    if (!bytes) continue; // deleted while the copy ran
    const want = digest(bytes);
    const existing = await to.get(key).catch(() => null);
    if (existing && digest(existing) === want) {
      result.alreadyThere += 1;
      continue;
    }
    await to.put(key, bytes);
    const copy = await to.get(key);
    if (!copy || digest(copy) !== want) throw new Error(`the copy of ${key} does not match the original's SHA-256`);
    result.copied += 1;
    result.bytes += bytes.length;
  }
  return result;
}
