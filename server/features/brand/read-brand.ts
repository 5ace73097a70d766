/** Reading the brand: what every page carries, the files pages link, the certificate page's. */
import {
  BRAND_FILES,
  BRAND_IMAGE_SLOTS,
  brandCss,
  NO_BRAND,
  type BrandImage,
  type BrandImageSlot,
  type PublicBrand,
} from '../../../common/brand';
import { type BrandDeps, EXTENSION, hash16 } from './brand.shared';

/** Pages read the brand on every render: kept this long, so other instances follow a change soon. */
const CACHE_MS = 2_000;

interface BrandFile {
  mediaType: string;
  /** The theme's text, or a stored image's key. */
  body: { css: string } | { storageKey: string };
}

/** The certificate page's brand: the colour and the logo's bytes (our own PNG). */
interface DocumentBrand {
  colour: string | null;
  logoPng: Uint8Array | null;
  /** The logo's alternative text as the admin wrote it (the tagged certificate's figure). */
  logoAlt?: string;
}

async function load(deps: BrandDeps): Promise<PublicBrand> {
  const { db } = deps;
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

/** What every page carries (read through a short cache). */
export async function currentBrand(deps: BrandDeps): Promise<PublicBrand> {
  const { cache } = deps;
  const now = deps.clock();
  if (cache.entry && now - cache.entry.at < CACHE_MS) return cache.entry.brand;
  const brand = await load(deps);
  cache.entry = { at: now, brand };
  return brand;
}

/** After a change: the cache emptied, the brand read again. */
export async function brandChanged(deps: BrandDeps): Promise<PublicBrand> {
  deps.cache.entry = null;
  return currentBrand(deps);
}

/**
 * GET /brand/{name}: a theme or image by the name pages link (read fresh, so a name is served
 * only while it is the brand's); null for any other name.
 */
export async function brandFile(deps: BrandDeps, name: string): Promise<BrandFile | null> {
  const { db } = deps;
  const match = /^(theme|logo|favicon|hero)-([0-9a-f]{16})\.(css|png|jpg)$/.exec(name);
  if (!match) return null;
  const [, slot, hash, ext] = match;
  if (slot === 'theme') {
    const setting = await db.selectFrom('brandSetting').select('primaryColour').where('id', '=', 1).executeTakeFirst();
    const css = setting?.primaryColour ? brandCss(setting.primaryColour) : null;
    if (!css || ext !== 'css' || hash16(css) !== hash) return null;
    return { mediaType: 'text/css', body: { css } };
  }
  const row = await db.selectFrom('brandImage').selectAll().where('slot', '=', slot!).executeTakeFirst();
  if (!row || row.sha256.slice(0, 16) !== hash || EXTENSION[row.mediaType] !== ext) return null;
  return { mediaType: row.mediaType, body: { storageKey: row.storageKey } };
}

/** The sealed PDF's certificate page: the colour and the logo as stored. */
export async function documentBrand(deps: BrandDeps): Promise<DocumentBrand> {
  const { db, storage } = deps;
  const [setting, logo] = await Promise.all([
    db.selectFrom('brandSetting').select('primaryColour').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('brandImage').select(['storageKey', 'alt']).where('slot', '=', 'logo').executeTakeFirst(),
  ]);
  const logoPng = logo ? await storage.get(logo.storageKey) : null;
  return {
    colour: setting?.primaryColour ?? null,
    logoPng: logoPng ? new Uint8Array(logoPng) : null,
    ...(logo?.alt ? { logoAlt: logo.alt } : {}),
  };
}
