/**
 * The brand as every page carries it, apart from the console's checks and messages (brand.ts):
 * every page's frame reads this, and only the brand screen reads the rest.
 */

/** A stored brand image as pages draw it (width and height reserve its space: no layout shift). */
export interface BrandImage {
  url: string;
  /** Empty for the favicon only: the browser's tab is no place for alternative text. */
  alt: string;
  width: number;
  height: number;
}

/** What every page carries (page state) and the console shows. null: the built-in look. */
export interface PublicBrand {
  colour: string | null;
  /** The stylesheet of the colour's custom properties, linked in the page's head. */
  themeUrl: string | null;
  logo: BrandImage | null;
  favicon: BrandImage | null;
  hero: BrandImage | null;
}

export const NO_BRAND: PublicBrand = { colour: null, themeUrl: null, logo: null, favicon: null, hero: null };
