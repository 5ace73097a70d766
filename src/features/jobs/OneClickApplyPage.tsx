import { useCallback, useState, type ReactNode } from 'react';
import type { ApplyLinkPreview } from '../../../common/jobs';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { SubmitButton } from '../../components/SubmitButton';
import { pageState } from '../../lib/page-state';
import { withQuery } from '../../lib/query';
import { useLoad } from '../../lib/use-load';
import { getApplyLinkPreview } from './api';
import { JOB_TEXT } from './job-messages';
import { ONE_CLICK_TEXT as TEXT } from './apply-messages';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';

/**
 * docs/product.md §7 GET /apply-redirect/{token}: the mailed one-click link. Mail scanners open links, so
 * the page applies only when its button is pressed (a POST). It first shows the job the link is
 * for, or why the link no longer applies (used, expired, not a link of ours). After the POST the
 * server comes back here with `sent` (applied while signed out) or `failed`.
 */
export function OneClickApplyPage({ token, sent, failed }: { token: string; sent: boolean; failed: boolean }) {
  const preview = useLoad(useCallback((signal: AbortSignal) => getApplyLinkPreview(token, signal), [token]));
  return (
    <section>
      <PageHeading title={TEXT.title} />
      {preview.status === 'loading' ? <Spinner label={TEXT.loading} /> : null}
      {preview.status === 'error' ? (
        <>
          <FailureAlert message={TEXT.couldNotLoad} />
          <Button variant="outline-primary" onClick={preview.retry}>
            {TEXT.retry}
          </Button>
        </>
      ) : null}
      {preview.status === 'ready' ? (
        <LinkState token={token} preview={preview.data} sent={sent} failed={failed} />
      ) : null}
    </section>
  );
}

const signedIn = () => pageState.isLoggedIn;

function Way({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn btn-primary">
      {children}
    </Link>
  );
}

function Notice({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'info' | 'warning' | 'danger';
  title: string;
  children?: ReactNode;
}) {
  return (
    <Alert variant={tone} role={tone === 'danger' ? 'alert' : 'status'} data-testid="one-click-state">
      <h2 className="h5">{title}</h2>
      {children}
    </Alert>
  );
}

function LinkState({
  token,
  preview,
  sent,
  failed,
}: {
  token: string;
  preview: ApplyLinkPreview;
  sent: boolean;
  failed: boolean;
}) {
  const [submitting, setSubmitting] = useState(false);
  const { state, applied, job } = preview;
  const jobCard = job ? (
    <Card className="shadow-sm mb-4" data-testid="one-click-job">
      <Card.Body>
        <h2 className="h4 mb-1">{job.title}</h2>
        <p className="mb-0 text-body-secondary">
          {job.company} · {job.location}
        </p>
      </Card.Body>
    </Card>
  ) : null;
  const search = <Way to="/search">{TEXT.search}</Way>;
  const dashboard = <Way to="/overview">{TEXT.dashboard}</Way>;

  let body: ReactNode;
  if (sent && applied) {
    body = (
      <Notice tone="success" title={TEXT.sent}>
        {signedIn() ? (
          dashboard
        ) : (
          <>
            <p>{TEXT.signInToFollow}</p>
            <Way to={withQuery('/login', { r: '/overview' })}>{TEXT.logIn}</Way>
          </>
        )}
      </Notice>
    );
  } else if (state === 'unknown') {
    // docs/product.md §7's sentence first, then what happened.
    body = (
      <Notice tone="danger" title={TEXT.failed}>
        <p className="fw-semibold" data-testid="one-click-reason">
          {TEXT.unknown}
        </p>
        <p>{TEXT.unknownHelp}</p>
        {search}
      </Notice>
    );
  } else if (state === 'expired') {
    body = (
      <Notice tone="warning" title={TEXT.failed}>
        <p className="fw-semibold" data-testid="one-click-reason">
          {TEXT.expired}
        </p>
        <p>{TEXT.expiredHelp}</p>
        {search}
      </Notice>
    );
  } else if (state === 'used') {
    body = (
      <Notice tone="info" title={applied ? TEXT.used : TEXT.failed}>
        {applied ? null : (
          <p className="fw-semibold" data-testid="one-click-reason">
            {TEXT.used}
          </p>
        )}
        <p>{applied ? TEXT.usedApplied : TEXT.usedNotApplied}</p>
        {applied ? dashboard : search}
      </Notice>
    );
  } else if (applied) {
    body = (
      <Notice tone="info" title={TEXT.alreadyApplied}>
        {dashboard}
      </Notice>
    );
  } else if (!job?.open) {
    body = (
      <Notice tone="warning" title={JOB_TEXT.noLongerAvailable}>
        {search}
      </Notice>
    );
  } else {
    body = (
      <>
        {failed ? <FailureAlert message={TEXT.failed} /> : null}
        <p className="lead">{TEXT.lead}</p>
        <form
          method="post"
          action={`/apply-redirect/${encodeURIComponent(token)}`}
          onSubmit={() => setSubmitting(true)}
        >
          <SubmitButton busy={submitting} busyLabel={TEXT.submitting}>
            {TEXT.submit}
          </SubmitButton>
        </form>
      </>
    );
  }
  return (
    <>
      {jobCard}
      {body}
    </>
  );
}
