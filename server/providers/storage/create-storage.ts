/** The storage a driver names, with the configuration it needs (the server's, or storage:migrate's target). */
import type { Config } from '../../config';
import type { Db } from '../../db';
import { createDatabaseStorage } from './database-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage.types';

export type StorageDriver = Config['storageDriver'];

export function createStorage(
  driver: StorageDriver,
  deps: { config: Pick<Config, 'storageDir' | 's3'>; db: Db; clock?: () => number },
): FileStorage {
  switch (driver) {
    case 'database':
      return createDatabaseStorage(deps.db, deps.clock);
    case 's3':
      if (!deps.config.s3) throw new Error('S3 storage needs S3_BUCKET and S3_REGION.');
      return createS3Storage(deps.config.s3);
    case 'local':
      return createLocalStorage(deps.config.storageDir);
  }
}
