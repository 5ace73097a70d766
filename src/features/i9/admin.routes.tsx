/** The I-9 staff's screens, in their own chunk. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { HiringSitesPage } from './HiringSitesPage';
import { I9MappingPage } from './I9MappingPage';
import { I9TemplatesPage } from './I9TemplatesPage';
import { I9_TEMPLATE_TEXT as TEMPLATE_TEXT } from './template-messages';
import { SITES_TEXT } from './site-messages';
import { I9ListPage } from './StaffI9List';
import { I9RecordPage } from './StaffI9Pages';
import { I9_STAFF_TEXT } from './staff-messages';

export const adminI9List: ScreenAction = () => ({ title: I9_STAFF_TEXT.listTitle, component: <I9ListPage /> });

export const adminI9Sites: ScreenAction = () => ({ title: SITES_TEXT.title, component: <HiringSitesPage /> });

export const adminI9Templates: ScreenAction = () => ({ title: TEMPLATE_TEXT.title, component: <I9TemplatesPage /> });

export const adminI9Mapping: ScreenAction = ({ params }) => ({
  title: TEMPLATE_TEXT.title,
  component: <I9MappingPage templateId={params.id ?? ''} />,
});

export const adminI9Record: ScreenAction = ({ params }) => ({
  title: I9_STAFF_TEXT.listTitle,
  component: <I9RecordPage formId={params.id ?? ''} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminI9List: msg`Every Form I-9 with its deadlines.`,
  adminI9Record: msg`One Form I-9: its sections, E-Verify case and history.`,
  adminI9Templates: msg`The editions of the official Form I-9 PDF and their expiry.`,
  adminI9Mapping: msg`Which item of Form I-9 each field of the PDF shows.`,
  adminI9Sites: msg`The hiring sites: their E-Verify enrolment and calendar.`,
});
