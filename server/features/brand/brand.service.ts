/**
 * The employer's brand: the primary colour (refused below WCAG AA against its text, with a shade
 * that passes), and the logo, favicon and hero image, each an upload opened in the file pool
 * (PNG or JPEG only, decoded and encoded again) and stored under its content's hash. Every change
 * is an admin's, after step-up (server/route-table.ts), and leaves an audit row.
 * Each use case is a function of its own file; this binds them to the service's deps and its one
 * page cache (brand.shared.ts).
 */
import type { Db } from '../../db';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import { removeImage, setImage } from './brand-images';
import type { BrandDeps } from './brand.shared';
import { brandFile, currentBrand, documentBrand } from './read-brand';
import { setColour } from './set-colour';

export function createBrandService(factoryDeps: {
  db: Db;
  storage: FileStorage;
  files: FilePool;
  audit: AuditLog;
  clock: Clock;
}) {
  const deps: BrandDeps = { ...factoryDeps, cache: { entry: null } };
  return {
    current: () => currentBrand(deps),
    file: (name: string) => brandFile(deps, name),
    forDocuments: () => documentBrand(deps),
    setColour: (input: unknown, actorId: number, info: RequestInfo) => setColour(deps, input, actorId, info),
    setImage: (slotInput: unknown, bytes: Uint8Array | undefined, body: unknown, actorId: number, info: RequestInfo) =>
      setImage(deps, slotInput, bytes, body, actorId, info),
    removeImage: (slotInput: unknown, actorId: number, info: RequestInfo) =>
      removeImage(deps, slotInput, actorId, info),
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
