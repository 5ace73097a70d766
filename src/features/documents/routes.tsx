/** The documents screens (docs/product.md §2): document lists, signing, signing outcomes. */
import './documents.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { queryText } from '../../lib/query';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { BoxSignResultPage } from './BoxSignResultPage';
import { DocumentsPage } from './DocumentsPage';
import { DocumentProblem, DocumentSigningPage } from './DocumentSigningPage';
import { fetchFormTitle } from './api';
import { documentIdOf } from './document-id';
import { DOCUMENT_TITLES, SIGNING_TEXT } from './messages';
import { SignedReportPage } from './SignedReportPage';

export const manual: ScreenAction = () => ({
  title: DOCUMENT_TITLES.manual,
  component: <DocumentsPage key="manual" variant="manual" />,
});

export const electronic: ScreenAction = () => ({
  title: DOCUMENT_TITLES.electronic,
  component: <DocumentsPage key="electronic" variant="electronic" />,
});

export const document: ScreenAction = async ({ query }) => {
  const id = documentIdOf(queryText(query, 'id'));
  if (id === null) {
    return {
      title: DOCUMENT_TITLES.documentFallback,
      component: <DocumentProblem message={SIGNING_TEXT.idRequired} />,
    };
  }
  let formTitle: string;
  try {
    formTitle = await fetchFormTitle(id);
  } catch {
    return {
      title: DOCUMENT_TITLES.documentFallback,
      component: <DocumentProblem message={SIGNING_TEXT.couldNotLoad} />,
    };
  }
  return {
    title: DOCUMENT_TITLES.document(formTitle),
    component: <DocumentSigningPage key={id} documentId={id} formTitle={formTitle} />,
  };
};

export const signedReport: ScreenAction = ({ query }) => {
  const id = documentIdOf(queryText(query, 'id'));
  if (id === null) {
    return { title: DOCUMENT_TITLES.signedReport, component: <DocumentProblem message={SIGNING_TEXT.idRequired} /> };
  }
  const event = queryText(query, 'event');
  return {
    title: DOCUMENT_TITLES.signedReport,
    component: <SignedReportPage key={`${id}-${event}`} documentId={id} event={event} />,
  };
};

export const boxSignComplete: ScreenAction = ({ query }) => ({
  title: DOCUMENT_TITLES.boxSignComplete,
  component: <BoxSignResultPage outcome="complete" docHandle={queryText(query, 'docHandle')} />,
});

export const boxSignDeclined: ScreenAction = ({ query }) => ({
  title: DOCUMENT_TITLES.boxSignDeclined,
  component: <BoxSignResultPage outcome="declined" docHandle={queryText(query, 'docHandle')} />,
});

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  manual: msg`Your hard-copy documents: download, sign on paper and upload the signed copy.`,
  electronic: msg`Your electronic documents: sign them online or download, sign and upload.`,
  signedReport: msg`The outcome of your document signing.`,
  document: msg`Sign your onboarding document online.`,
  boxSignComplete: msg`Your document was signed.`,
  boxSignDeclined: msg`You declined to sign the document.`,
});
