/** Texts of the view-as-candidate banner (docs/product.md §3 ghost): its chunk loads only for staff viewing as a candidate. */
import { msg, t } from '@lingui/core/macro';
import { translatable } from '../../common/i18n';

export const VIEW_AS_TEXT = translatable({
  /** The banner's landmark name. */
  region: msg`View as candidate`,
  viewing: (name: string) =>
    t({
      message: `You are viewing the portal as ${name}.`,
      comment: 'Shown to a staff member who sees the portal as the candidate {name} sees it.',
    }),
  limits: msg`Signing, uploading, applying and changes are refused.`,
});
