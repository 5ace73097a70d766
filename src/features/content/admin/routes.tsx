/** The staff console's content pages (their own chunk); the server checks the staff role on every call. */
import '../../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../../route-types';
import { ContentEditPage } from './ContentEditPage';
import { ContentListPage } from './ContentListPage';
import { CONTENT_TITLES } from './messages';

export const adminContent: ScreenAction = () => ({ title: CONTENT_TITLES.list, component: <ContentListPage /> });

export const adminNewPage: ScreenAction = () => ({
  title: CONTENT_TITLES.newPage,
  component: <ContentEditPage id={null} />,
});

export const adminEditPage: ScreenAction = ({ params }) => {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 ? id : 0;
  return { title: CONTENT_TITLES.editPage, component: <ContentEditPage key={valid} id={valid} /> };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminContent: msg`The CMS pages: create, edit, publish and restore earlier versions.`,
  adminNewPage: msg`Create a content page.`,
  adminEditPage: msg`Edit a content page, publish it, or restore an earlier version.`,
});
