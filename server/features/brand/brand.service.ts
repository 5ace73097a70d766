/**
 * The employer's brand: the primary colour (refused below WCAG AA against its text, with a shade
 * that passes), and the logo, favicon and hero image, each an upload opened in the file pool
 * (PNG or JPEG only, decoded and encoded again) and stored under its content's hash. Every change
 * is an admin's, after step-up (server/route-table.ts), and leaves an audit row.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  BRAND_ALT_MAX,
  BRAND_FILES,
  BRAND_IMAGE_SLOTS,
  BRAND_TEXT,
  brandCss,
  checkBrandColour,
  NO_BRAND,
  type BrandImage,
  type BrandImageSlot,
  type PublicBrand,
} from '../../../common/brand';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import type { FileStorage } from '../../providers/storage/storage.types';
import { FileRefused, type FilePool } from '../../untrusted';

/** Pages read the brand on every render: kept this long, so other instances follow a change soon. */
const CACHE_MS = 2_000;

const hash16 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

interface BrandFile {
  mediaType: string;
  /** The theme's text, or a stored image's key. */
  body: { css: string } | { storageKey: string };
}

/** The certificate page's brand: the colour and the logo's bytes (our own PNG). */
interface DocumentBrand {
  colour: string | null;
  logoPng: Uint8Array | null;
}

export function createBrandService(deps: {
  db: Db;
  storage: FileStorage;
  files: FilePool;
  audit: AuditLog;
  clock: Clock;
}) {
  const { db, storage, files, audit, clock } = deps;
  let cached: { at: number; brand: PublicBrand } | null = null;

  async function load(): Promise<PublicBrand> {
    const [setting, images] = await Promise.all([
      db.selectFrom('brandSetting').select('primaryColour').where('id', '=', 1).executeTakeFirst(),
      db.selectFrom('brandImage').selectAll().execute(),
    ]);
    const brand: PublicBrand = { ...NO_BRAND };
    const colour = setting?.primaryColour ?? null;
    if (colour) {
      brand.colour = colour;
      brand.themeUrl = `${BRAND_FILES}/theme-${hash16(brandCss(colour))}.css`;
    }
    for (const row of images) {
      if (!(BRAND_IMAGE_SLOTS as readonly string[]).includes(row.slot)) continue;
      const image: BrandImage = {
        url: `${BRAND_FILES}/${row.slot}-${row.sha256.slice(0, 16)}.${EXTENSION[row.mediaType] ?? 'png'}`,
        alt: row.alt,
        width: row.width,
        height: row.height,
      };
      brand[row.slot as BrandImageSlot] = image;
    }
    return brand;
  }

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

  const changed = async (): Promise<PublicBrand> => {
    cached = null;
    return service.current();
  };

  const service = {
    /** What every page carries (read through a short cache). */
    async current(): Promise<PublicBrand> {
      const now = clock();
      if (cached && now - cached.at < CACHE_MS) return cached.brand;
      const brand = await load();
      cached = { at: now, brand };
      return brand;
    },

    /**
     * GET /brand/{name}: a theme or image by the name pages link (read fresh, so a name is served
     * only while it is the brand's); null for any other name.
     */
    async file(name: string): Promise<BrandFile | null> {
      const match = /^(theme|logo|favicon|hero)-([0-9a-f]{16})\.(css|png|jpg)$/.exec(name);
      if (!match) return null;
      const [, slot, hash, ext] = match;
      if (slot === 'theme') {
        const setting = await db
          .selectFrom('brandSetting')
          .select('primaryColour')
          .where('id', '=', 1)
          .executeTakeFirst();
        const css = setting?.primaryColour ? brandCss(setting.primaryColour) : null;
        if (!css || ext !== 'css' || hash16(css) !== hash) return null;
        return { mediaType: 'text/css', body: { css } };
      }
      const row = await db.selectFrom('brandImage').selectAll().where('slot', '=', slot!).executeTakeFirst();
      if (!row || row.sha256.slice(0, 16) !== hash || EXTENSION[row.mediaType] !== ext) return null;
      return { mediaType: row.mediaType, body: { storageKey: row.storageKey } };
    },

    /** The sealed PDF's certificate page: the colour and the logo as stored. */
    async forDocuments(): Promise<DocumentBrand> {
      const [setting, logo] = await Promise.all([
        db.selectFrom('brandSetting').select('primaryColour').where('id', '=', 1).executeTakeFirst(),
        db.selectFrom('brandImage').select('storageKey').where('slot', '=', 'logo').executeTakeFirst(),
      ]);
      const logoPng = logo ? await storage.get(logo.storageKey) : null;
      return { colour: setting?.primaryColour ?? null, logoPng: logoPng ? new Uint8Array(logoPng) : null };
    },

    /** PUT /api/admin/brand/colour: a colour that passes AA, or null for the built-in blue. */
    async setColour(input: unknown, actorId: number, info: RequestInfo): Promise<PublicBrand> {
      const value = (input ?? {}) as { colour?: unknown };
      let colour: string | null = null;
      if (value.colour !== null && value.colour !== '' && value.colour !== undefined) {
        const checked = checkBrandColour(value.colour);
        if (!checked.ok)
          throw new AppError(ErrorCode.VALIDATION, checked.message, {
            fields: { colour: checked.message },
            ...(checked.ratio !== undefined ? { ratio: checked.ratio, suggestion: checked.suggestion } : {}),
          });
        colour = checked.colour;
      }
      const before = await db.selectFrom('brandSetting').select('primaryColour').where('id', '=', 1).executeTakeFirst();
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('brandSetting')
          .values({ id: 1, primaryColour: colour, updatedAt: now, updatedBy: actorId })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet({ primaryColour: colour, updatedAt: now, updatedBy: actorId }),
          )
          .execute();
        await audit.record(
          {
            action: 'brand.colour_changed',
            actorId,
            detail: { from: before?.primaryColour ?? null, to: colour },
            ...info,
          },
          trx,
        );
      });
      return changed();
    },

    /** PUT /api/admin/brand/images/{slot}: the file opened in the pool, re-encoded, then stored. */
    async setImage(
      slotInput: unknown,
      bytes: Uint8Array | undefined,
      body: unknown,
      actorId: number,
      info: RequestInfo,
    ): Promise<PublicBrand> {
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
      return changed();
    },

    /** DELETE /api/admin/brand/images/{slot}: back to the built-in look for that image. */
    async removeImage(slotInput: unknown, actorId: number, info: RequestInfo): Promise<PublicBrand> {
      const slot = slotOf(slotInput);
      const removed = await db.transaction().execute(async (trx) => {
        const old = await trx.selectFrom('brandImage').select('storageKey').where('slot', '=', slot).executeTakeFirst();
        if (!old) return null;
        await trx.deleteFrom('brandImage').where('slot', '=', slot).execute();
        await audit.record({ action: 'brand.image_removed', actorId, detail: { slot }, ...info }, trx);
        return old.storageKey;
      });
      if (removed) await storage.delete(removed);
      return changed();
    },
  };
  return service;
}

export type BrandService = ReturnType<typeof createBrandService>;
