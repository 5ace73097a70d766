/** The staff console's onboarding screens (their own chunk); the server checks the staff role on every call. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { BOARD_STATES, type BoardState } from '../../../common/onboarding';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { queryPage } from '../staff';
import { ONBOARDING_ADMIN_TITLES } from './messages';
import { ReviewPage } from './ReviewPage';
import { StatusPage } from './StatusPage';
import { TemplatesPage } from './TemplatesPage';
import { CountersignPage } from './CountersignPage';
import { COUNTERSIGN_MESSAGES } from '../../../common/onboarding';

export const adminDocuments: ScreenAction = ({ query }) => {
  const assignTo = queryText(query, 'assign') ?? '';
  return { title: ONBOARDING_ADMIN_TITLES.templates, component: <TemplatesPage key={assignTo} assignTo={assignTo} /> };
};

export const adminDocumentStatus: ScreenAction = ({ query }) => {
  const raw = queryText(query, 'state') ?? '';
  const state = (BOARD_STATES as readonly string[]).includes(raw) ? (raw as BoardState) : '';
  const q = queryText(query, 'q') ?? '';
  const page = queryPage(query);
  return {
    title: ONBOARDING_ADMIN_TITLES.status,
    // Keyed by the filters only: turning a page keeps the page shown until the next one arrives.
    component: <StatusPage key={`${state}|${q}`} initial={{ state, q, page }} />,
  };
};

export const adminDocumentReview: ScreenAction = ({ params }) => {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 ? id : 0;
  return { title: ONBOARDING_ADMIN_TITLES.review, component: <ReviewPage key={valid} id={valid} /> };
};

export const adminCountersign: ScreenAction = ({ query }) => ({
  title: COUNTERSIGN_MESSAGES.title,
  component: <CountersignPage event={queryText(query, 'event')} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminDocuments: msg`Upload document templates, mark their fields, and assign them with a due date.`,
  adminDocumentStatus: msg`Who has onboarding documents outstanding, overdue, completed or returned.`,
  adminDocumentReview: msg`Review a completed onboarding document.`,
  adminCountersign: msg`Documents candidates signed that need the employer’s signature.`,
});
