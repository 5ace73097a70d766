/** File storage for documents (docs/architecture.md §3): a local directory by default, the database or an S3 bucket. */
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Writes the whole file or nothing: readers never see a partial file under `key`. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file's size in bytes, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * The file's bytes as a stream, all of them or only `range` (which must lie within the file),
   * without holding the whole file in memory; null when there is none.
   */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Every stored key with its last change, for housekeeping (temporaries are not listed). */
  list(): Promise<StoredFile[]>;
  /** Removes temporaries of writes that never finished (a crash mid-upload) older than `before`. */
  removeTemporaries(before: number): Promise<string[]>;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file about to be sent: its size and a reader of all or part of it. */
export interface StoredBody {
  size: number;
  read(range?: ByteRange): Promise<Readable | null>;
}

/** The file under `key` ready to be sent, or null when there is none. */
export async function openStored(storage: FileStorage, key: string): Promise<StoredBody | null> {
  const found = await storage.stat(key);
  return found && { size: found.size, read: (range) => storage.stream(key, range) };
}

export interface StoredFile {
  key: string;
  modifiedAt: number;
}

/**
 * Keys are made by the server (SECURITY 5.3.2), never from an uploaded name: lowercase letters,
 * digits, '-', '_' and '/' between segments, ending in an extension.
 */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,100}(\/[a-z0-9][a-z0-9_-]{0,100}){0,3}\.[a-z0-9]{1,8}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
