/**
 * What the brand's use cases share: the service's deps with the page cache its factory holds, the
 * short hash of names and the images' extensions (see brand.service.ts).
 */
import { createHash } from 'node:crypto';
import type { PublicBrand } from '../../../common/brand';
import type { Db } from '../../db';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';

export interface BrandDeps {
  db: Db;
  storage: FileStorage;
  files: FilePool;
  audit: AuditLog;
  clock: Clock;
  /** The brand pages read, one per service, emptied by every change. */
  cache: { entry: { at: number; brand: PublicBrand } | null };
}

export const hash16 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
