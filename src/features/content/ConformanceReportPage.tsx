import Button from 'react-bootstrap/Button';
import { CONFORMANCE_REPORT_API, type ConformanceReport } from '../../../common/accessibility';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { apiFetch } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { ACCESSIBILITY_TEXT as TEXT, REPORT_FAILED_TEXT } from './messages';

const loadReport = (signal: AbortSignal) => apiFetch<ConformanceReport>(CONFORMANCE_REPORT_API, { signal });

/**
 * The conformance report, rendered by the server from the repository's Markdown (its HTML is
 * sanitized there). It is written in English: the region says so for screen readers.
 */
export function ConformanceReportPage() {
  const state = useLoad(loadReport);
  return (
    <article aria-busy={state.status === 'loading'}>
      <PageHeading title={TEXT.reportTitle} lead={TEXT.reportInEnglish} />
      <p>
        <Link to="/accessibility">{TEXT.reportBack}</Link>
      </p>
      {state.status === 'loading' ? <Spinner label={TEXT.reportLoading} /> : null}
      {state.status === 'error' ? (
        <>
          <FailureAlert message={REPORT_FAILED_TEXT.failed} error={state.error} />
          <Button variant="outline-primary" onClick={state.retry}>
            {TEXT.retry}
          </Button>
        </>
      ) : null}
      {state.status === 'ready' ? (
        <div
          className="cms-content conformance-report"
          lang="en-US"
          data-testid="conformance-report"
          dangerouslySetInnerHTML={{ __html: state.data.html }}
        />
      ) : null}
    </article>
  );
}
