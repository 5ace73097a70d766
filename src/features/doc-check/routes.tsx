import { queryText } from '../../lib/query';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { DocCheckPage } from './DocCheckPage';
import { DOC_CHECK_TEXT } from './messages';

/** docs/product.md §2 /internal/doc-checks (staff; the server checks the role on every call). */
export const docChecks: ScreenAction = ({ query }) => ({
  title: DOC_CHECK_TEXT.title,
  component: <DocCheckPage testedEvent={queryText(query, 'event')} testedDoc={queryText(query, 'doc')} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  docChecks: msg`Check how a document template is filled and signed.`,
});
