/** /admin/mail-templates in its own chunk; the server allows its calls to admins only. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { MailTemplatesPage } from './MailTemplatesPage';
import { TEMPLATE_TEXT } from './messages';

export const adminMailTemplates: ScreenAction = () => ({
  title: TEMPLATE_TEXT.title,
  component: <MailTemplatesPage />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminMailTemplates: msg`Edit the mails candidates receive, with a live preview.`,
});
