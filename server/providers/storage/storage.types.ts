/** File storage for documents (ARCHITECTURE §3): a local directory by default, a bucket later. */
export interface FileStorage {
  /** Writes the whole file or nothing: readers never see a partial file under `key`. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored key with its last change, for housekeeping (temporaries are not listed). */
  list(): Promise<StoredFile[]>;
  /** Removes temporaries of writes that never finished (a crash mid-upload) older than `before`. */
  removeTemporaries(before: number): Promise<string[]>;
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
