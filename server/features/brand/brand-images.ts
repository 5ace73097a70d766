/**
 * The logo, favicon and hero image: each an upload opened in the file pool (PNG or JPEG only,
 * decoded and encoded again) and stored under its content's hash, or removed.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  BRAND_ALT_MAX,
  BRAND_IMAGE_SLOTS,
  BRAND_TEXT,
  type BrandImageSlot,
  type PublicBrand,
} from '../../../common/brand';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import { FileRefused } from '../../untrusted';
import { type BrandDeps, EXTENSION } from './brand.shared';
import { brandChanged } from './read-brand';

function slotOf(input: unknown): BrandImageSlot {
  if (typeof input === 'string' && (BRAND_IMAGE_SLOTS as readonly string[]).includes(input))
    return input as BrandImageSlot;
  throw new AppError(ErrorCode.NOT_FOUND, BRAND_TEXT.unknownSlot);
}

function altOf(slot: BrandImageSlot, input: unknown): string {
  const alt = typeof input === 'string' ? input.trim() : '';
  // The favicon stands in the browser's tab, beside the page's title: nothing to describe.
  if (slot === 'favicon') return '';
  if (!alt)
    throw new AppError(ErrorCode.VALIDATION, BRAND_TEXT.altRequired, { fields: { alt: BRAND_TEXT.altRequired } });
  if (alt.length > BRAND_ALT_MAX)
    throw new AppError(ErrorCode.VALIDATION, BRAND_TEXT.altTooLong, { fields: { alt: BRAND_TEXT.altTooLong } });
  return alt;
}

/** PUT /api/admin/brand/images/{slot}: the file opened in the pool, re-encoded, then stored. */
export async function setImage(
  deps: BrandDeps,
  slotInput: unknown,
  bytes: Uint8Array | undefined,
  body: unknown,
  actorId: number,
  info: RequestInfo,
): Promise<PublicBrand> {
  const { db, storage, files, audit, clock } = deps;
  const slot = slotOf(slotInput);
  if (!bytes || bytes.length === 0)
    throw new AppError(ErrorCode.VALIDATION, BRAND_TEXT.fileRequired, {
      fields: { file: BRAND_TEXT.fileRequired },
    });
  const alt = altOf(slot, (body as { alt?: unknown } | undefined)?.alt);
  const image = await files.run('brandImage', { bytes, slot }, { owner: actorId }).catch(async (err: unknown) => {
    if (!(err instanceof FileRefused)) throw err;
    await audit.record({
      action: 'brand.image_refused',
      actorId,
      detail: { slot, bytes: bytes.length, reason: err.reason },
      ...info,
    });
    const message = err.reason === 'invalid' ? BRAND_TEXT.notAllowedType : BRAND_TEXT.tooLarge;
    throw new AppError(
      err.reason === 'invalid' ? ErrorCode.UNSUPPORTED_MEDIA_TYPE : ErrorCode.PAYLOAD_TOO_LARGE,
      message,
      { fields: { file: message } },
    );
  });
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  const mediaType = image.type === 'png' ? 'image/png' : 'image/jpeg';
  const storageKey = `brand/${slot}-${sha256.slice(0, 16)}-${randomBytes(4).toString('hex')}.${EXTENSION[mediaType]}`;
  await storage.put(storageKey, image.bytes);
  const now = clock();
  const row = { storageKey, sha256, mediaType, width: image.width, height: image.height, alt };
  const previous = await db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('brandImage').select('storageKey').where('slot', '=', slot).executeTakeFirst();
    await trx
      .insertInto('brandImage')
      .values({ slot, ...row, updatedAt: now, updatedBy: actorId })
      .onConflict((oc) => oc.column('slot').doUpdateSet({ ...row, updatedAt: now, updatedBy: actorId }))
      .execute();
    await audit.record(
      {
        action: 'brand.image_changed',
        actorId,
        detail: { slot, bytes: bytes.length, sha256, width: image.width, height: image.height, alt },
        ...info,
      },
      trx,
    );
    return old?.storageKey ?? null;
  });
  if (previous) await storage.delete(previous);
  return brandChanged(deps);
}

/** DELETE /api/admin/brand/images/{slot}: back to the built-in look for that image. */
export async function removeImage(
  deps: BrandDeps,
  slotInput: unknown,
  actorId: number,
  info: RequestInfo,
): Promise<PublicBrand> {
  const { db, storage, audit } = deps;
  const slot = slotOf(slotInput);
  const removed = await db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('brandImage').select('storageKey').where('slot', '=', slot).executeTakeFirst();
    if (!old) return null;
    await trx.deleteFrom('brandImage').where('slot', '=', slot).execute();
    await audit.record({ action: 'brand.image_removed', actorId, detail: { slot }, ...info }, trx);
    return old.storageKey;
  });
  if (removed) await storage.delete(removed);
  return brandChanged(deps);
}
