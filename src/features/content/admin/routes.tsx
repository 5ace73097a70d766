/** The staff console's content pages (their own chunk); the server checks the staff role on every call. */
import '../../staff/staff.scss';
import type { ScreenAction } from '../../../router';
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
