import { useCallback, useEffect } from 'react';
import { errorPagePath } from '../../../common/error-page';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { history } from '../../lib/history';
import { reportSigned } from './api';
import { DOCUMENT_TITLES, SIGNED_REPORT_MESSAGES, SIGNED_REPORT_TEXT } from './messages';
import Alert from 'react-bootstrap/Alert';
import { useLoad } from '../../lib/use-load';

/** docs/product.md §9: the signed report goes to /onboarding after 3500 ms. */
const SIGNED_REPORT_REDIRECT_MS = 3500;

function signedReportMessage(event: string | undefined): string {
  return event && Object.hasOwn(SIGNED_REPORT_MESSAGES, event)
    ? SIGNED_REPORT_MESSAGES[event as keyof typeof SIGNED_REPORT_MESSAGES]
    : SIGNED_REPORT_TEXT.other;
}

/** docs/product.md §2 signed report: reports the event, shows its message, then /onboarding. */
export function SignedReportPage({ documentId, event }: { documentId: number; event: string | undefined }) {
  const report = useLoad(useCallback(() => reportSigned(documentId, event ?? ''), [documentId, event]));
  const reported = report.status === 'ready';
  const failure = report.status === 'error' ? report.error : null;

  useEffect(() => {
    if (!failure) return;
    // docs/product.md §2: if the report fails, the error page is shown.
    history.replace(errorPagePath('signing-report'));
  }, [failure]);

  useEffect(() => {
    if (!reported) return;
    const timer = window.setTimeout(() => history.replace('/onboarding'), SIGNED_REPORT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reported]);

  const success = event === 'signing_complete' || event === 'viewing_complete';
  return (
    <section>
      <PageHeading title={DOCUMENT_TITLES.signedReport} />
      {!reported ? (
        <Spinner label={SIGNED_REPORT_TEXT.reporting} />
      ) : (
        <Alert variant={success ? 'success' : 'warning'} role="status">
          <p className="h5 mb-2" data-testid="signed-report-message">
            {signedReportMessage(event)}
          </p>
          <Spinner label={SIGNED_REPORT_TEXT.redirecting} />
          <Link to="/onboarding" replace className="alert-link d-inline-block mt-2">
            {SIGNED_REPORT_TEXT.goNow}
          </Link>
        </Alert>
      )}
    </section>
  );
}
