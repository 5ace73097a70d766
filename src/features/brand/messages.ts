/** The texts of /admin/brand. */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BrandImageSlot } from '../../../common/brand';
import { translatable } from '../../../common/i18n';

export const BRAND_PAGE_TEXT = translatable({
  title: msg({ message: 'Brand', comment: 'The employer’s brand: logo, colour and images (page title).' }),
  lead: msg`Your logo, colour and images on the career site, in mails and on signed documents’ certificates.`,
  loading: msg`Loading the brand…`,
  couldNotLoad: msg`The brand could not be loaded.`,
  adminsOnly: msg`Only admins can change the brand.`,
  colourTitle: msg`Primary colour`,
  colourLabel: msg({ message: 'Colour (#rrggbb)', comment: 'Keep "#rrggbb": the hexadecimal form of the colour.' }),
  colourPicker: msg`Pick a colour`,
  colourHint: msg`Buttons, the header and links use it; white text on it must reach WCAG AA (4.5:1).`,
  passes: (ratio: number) => {
    const contrast = ratio.toFixed(2);
    return t({
      message: `Contrast ${contrast}:1 with its white text: passes WCAG AA.`,
      comment: '{contrast} is a contrast ratio such as 4.87.',
    });
  },
  suggest: (shade: string) =>
    t({ message: `Use ${shade}`, comment: 'Button; {shade} is a colour code such as #1d4ed8.' }),
  saveColour: msg`Save colour`,
  savingColour: msg`Saving…`,
  resetColour: msg`Use the built-in blue`,
  colourSaved: msg`The colour is saved and shows on every page now.`,
  colourFailed: msg`The colour was not saved.`,
  images: {
    logo: msg`Logo`,
    favicon: msg({ message: 'Favicon', comment: 'The small icon in the browser’s tab.' }),
    hero: msg({ message: 'Hero image', comment: 'The large image at the top of the job board.' }),
  } satisfies Record<BrandImageSlot, MessageDescriptor>,
  imageHelp: {
    logo: msg`In the header of every page and every mail, and on signed documents’ certificates.`,
    favicon: msg`In the browser’s tab; a square image works best.`,
    hero: msg`Above the job board and beside the sign-in form.`,
  } satisfies Record<BrandImageSlot, MessageDescriptor>,
  none: msg`None: the built-in look.`,
  file: msg`PNG or JPEG file (SVG is not accepted)`,
  alt: msg`Alternative text`,
  altHint: msg`What the image shows, for people who cannot see it (the company’s name for a logo).`,
  upload: msg`Upload`,
  uploading: msg`Uploading…`,
  remove: msg`Remove`,
  removing: msg`Removing…`,
  imageFailed: msg`The image was not saved.`,
  imageSaved: msg`Saved. Pages show it from their next load.`,
});
