import { queryText } from '../../lib/query';
import type { ScreenAction } from '../../router';
import { DocCheckPage } from './DocCheckPage';
import { DOC_CHECK_TEXT } from './messages';

/** SPEC §2 /internal/doc-checks (staff; the server checks the role on every call). */
export const docChecks: ScreenAction = ({ query }) => ({
  title: DOC_CHECK_TEXT.title,
  component: <DocCheckPage testedEvent={queryText(query, 'event')} />,
});
