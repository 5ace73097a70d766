/**
 * The employer's brand (logo, favicon, primary colour, hero image): what both sides agree on. The
 * colour is checked here, by the server before it stores one and by the console as it is typed,
 * with WCAG 2.x relative luminance: the portal draws white text on it (buttons, the header, whose
 * links are 85 % white) and uses it as link text on white, and each pair must reach AA (4.5:1).
 */
import { i18n, translatable } from './i18n';

export const BRAND_API = '/api/admin/brand';
/** Where the brand's files are served, each under a name that carries its content's hash. */
export const BRAND_FILES = '/brand';

export const BRAND_IMAGE_SLOTS = ['logo', 'favicon', 'hero'] as const;
export type BrandImageSlot = (typeof BRAND_IMAGE_SLOTS)[number];

/** Uploads past this are refused before they are read. */
export const BRAND_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BRAND_ALT_MAX = 200;

export { NO_BRAND, type BrandImage, type PublicBrand } from './public-brand';

/** The portal's own blue (src/styles/_theme.scss $primary). */
export const DEFAULT_PRIMARY = '#0b5394';
/** WCAG 2.x AA for normal text. */
export const AA_RATIO = 4.5;
/** The header's links: white at this opacity over the colour. */
const NAV_TEXT_ALPHA = 0.85;

const HEX = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(rgbOf(a)), luminance(rgbOf(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `amount` of black mixed in (Bootstrap's shade-color). */
function shade(hex: string, amount: number): string {
  return hexOf(rgbOf(hex).map((c) => c * (1 - amount)) as Rgb);
}

/** The header link's colour: white at 85 % over the background. */
function navText(background: string): string {
  return hexOf(rgbOf(background).map((c) => 255 * NAV_TEXT_ALPHA + c * (1 - NAV_TEXT_ALPHA)) as Rgb);
}

/** The lowest contrast of the colour with the text drawn on it or in it (two decimals, rounded down). */
export function brandContrast(colour: string): number {
  const ratio = Math.min(contrastRatio(colour, '#ffffff'), contrastRatio(colour, navText(colour)));
  return Math.floor(ratio * 100) / 100;
}

/** The lightest shade of the colour (same hue, black mixed in) that reaches AA. */
export function passingShade(colour: string): string {
  for (let step = 1; step <= 100; step += 1) {
    const candidate = shade(colour, step / 100);
    if (brandContrast(candidate) >= AA_RATIO) return candidate;
  }
  return '#000000';
}

export const BRAND_TEXT = /* @__PURE__ */ translatable({
  colourInvalid: /*i18n*/ { id: 'Enter a colour as # and six hexadecimal digits, like #0b5394.' },
  lowContrast: (ratio: number, suggestion: string) =>
    i18n._(
      'White text on this colour has a contrast of {ratio}:1; WCAG AA needs {needed}:1. Try {suggestion}, a darker shade that passes.',
      { ratio: ratio.toFixed(2), needed: AA_RATIO, suggestion },
    ),
  altRequired: /*i18n*/ { id: 'Describe the image for people who cannot see it (alternative text).' },
  altTooLong: /*i18n*/ { id: 'Keep the alternative text under {max} characters.', values: { max: BRAND_ALT_MAX } },
  fileRequired: /*i18n*/ { id: 'Choose a PNG or JPEG file.' },
  notAllowedType: /*i18n*/ { id: 'Only PNG or JPEG images can be used (SVG and other types are refused).' },
  tooLarge: /*i18n*/ { id: 'This image is too large. Use a PNG or JPEG under 5 MB and 25 megapixels.' },
  unknownSlot: /*i18n*/ { id: 'There is no such brand image.' },
});

/** Why a colour cannot be the brand's, with the shade to suggest; null when it can. */
export function checkBrandColour(
  input: unknown,
): { ok: true; colour: string } | { ok: false; message: string; ratio?: number; suggestion?: string } {
  if (typeof input !== 'string' || !HEX.test(input.trim())) return { ok: false, message: BRAND_TEXT.colourInvalid };
  const colour = input.trim().toLowerCase();
  const ratio = brandContrast(colour);
  if (ratio >= AA_RATIO) return { ok: true, colour };
  const suggestion = passingShade(colour);
  return { ok: false, message: BRAND_TEXT.lowContrast(ratio, suggestion), ratio, suggestion };
}

/**
 * The custom properties a colour sets (Bootstrap 5.3 reads --bs-*; the portal's stylesheet maps
 * buttons and their hovers to --brand-*): the theme stylesheet's, and the console's live preview.
 */
export function brandProperties(colour: string): [name: string, value: string][] {
  const rgb = (hex: string) => rgbOf(hex).join(',');
  const hover = shade(colour, 0.15);
  const active = shade(colour, 0.2);
  return [
    ['--bs-primary', colour],
    ['--bs-primary-rgb', rgb(colour)],
    ['--bs-link-color', colour],
    ['--bs-link-color-rgb', rgb(colour)],
    ['--bs-link-hover-color', active],
    ['--bs-link-hover-color-rgb', rgb(active)],
    ['--brand-primary-hover', hover],
    ['--brand-primary-active', active],
  ];
}

/** The theme stylesheet's whole text. */
export function brandCss(colour: string): string {
  return `:root{${brandProperties(colour)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}\n`;
}
