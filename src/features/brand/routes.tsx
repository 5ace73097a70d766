/** /admin/brand in its own chunk; the server allows its calls to admins only. */
import '../../styles/console.scss';
import './brand.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { BrandPage } from './BrandPage';
import { BRAND_PAGE_TEXT } from './messages';

export const adminBrand: ScreenAction = () => ({
  title: BRAND_PAGE_TEXT.title,
  component: <BrandPage />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminBrand: msg`The employer’s logo, colour and images across the portal.`,
});
