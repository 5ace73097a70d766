/** /admin/integrations in its own chunk; the server allows its calls to admins only. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { IntegrationsPage } from './IntegrationsPage';
import { INTEGRATIONS_TEXT } from './messages';

export const adminIntegrations: ScreenAction = () => ({
  title: INTEGRATIONS_TEXT.title,
  component: <IntegrationsPage />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminIntegrations: msg`Webhook endpoints that receive the portal’s events.`,
});
