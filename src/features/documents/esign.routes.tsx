/**
 * The built-in provider's signing page as a chunk of its own: it needs none of the documents
 * screens, and one chunk is one round trip less before the document shows on a slow network.
 */
import './documents.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { EsignSignPage } from './EsignSignPage';
import { DOCUMENT_TITLES } from './messages';

/** Framed by /documents, without the site's header and footer. */
export const esignSign: ScreenAction = ({ query }) => {
  const token = queryText(query, 'token');
  return {
    title: DOCUMENT_TITLES.esignSign,
    showLayout: false,
    component: <EsignSignPage key={token} token={token} />,
  };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  esignSign: msg`Review and sign your document.`,
});
