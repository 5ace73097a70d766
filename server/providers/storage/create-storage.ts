/** The storage a driver names, with the configuration it needs (the server's, or storage:migrate's target). */
import type { Config } from '../../config';
import type { Db } from '../../db';
import { createDatabaseStorage } from './database-storage';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage.types';

export type StorageDriver = Config['storageDriver'];

/**
 * The AWS SDK takes a quarter of a second to load: only an instance that keeps its files in a
 * bucket loads it (and every process that starts a server without one, the tests, is spared it).
 */
function loadS3(): typeof import('./s3-storage') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./s3-storage') as typeof import('./s3-storage');
}

export function createStorage(
  driver: StorageDriver,
  deps: { config: Pick<Config, 'storageDir' | 's3'>; db: Db; clock?: () => number },
): FileStorage {
  switch (driver) {
    case 'database':
      return createDatabaseStorage(deps.db, deps.clock);
    case 's3':
      if (!deps.config.s3) throw new Error('S3 storage needs S3_BUCKET and S3_REGION.');
      return loadS3().createS3Storage(deps.config.s3);
    case 'local':
      return createLocalStorage(deps.config.storageDir);
  }
}
