import Button from 'react-bootstrap/Button';
import { useCallback, useEffect, useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { history } from '../../lib/history';
import { reportEvent } from './api';
import { inOwnFrame, postToParent } from './frame-messages';
import { BOX_SIGN_TEXT, DOCUMENT_TITLES } from './messages';
import Alert from 'react-bootstrap/Alert';
import { useLoad } from '../../lib/use-load';

/** docs/product.md §9: the signing result pages redirect after 2000 ms. */
const SIGNING_RESULT_REDIRECT_MS = 2000;
const ONBOARDING = '/onboarding';

/**
 * docs/product.md §2 /box-sign-complete and /box-sign-declined: reads docHandle, reports the event, and goes
 * to /onboarding; inside the signing frame it asks the parent to go there instead.
 */
export function BoxSignResultPage({ outcome, docHandle }: { outcome: 'complete' | 'declined'; docHandle?: string }) {
  // The report is an audit hint only; the redirect happens whatever it answers, 2 s after the page opened.
  const report = useLoad(
    useCallback(
      () =>
        docHandle
          ? reportEvent(docHandle, outcome === 'complete' ? 'signing_complete' : 'decline').catch(() => undefined)
          : Promise.resolve(undefined),
      [outcome, docHandle],
    ),
  );
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), SIGNING_RESULT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const go = due && report.status === 'ready';
  useEffect(() => {
    if (!go) return;
    if (inOwnFrame())
      postToParent({ type: outcome === 'complete' ? 'boxSignComplete' : 'boxSignDeclined', redirectTo: ONBOARDING });
    else history.replace(ONBOARDING);
  }, [go, outcome]);

  return (
    <section>
      <PageHeading title={outcome === 'complete' ? DOCUMENT_TITLES.boxSignComplete : DOCUMENT_TITLES.boxSignDeclined} />
      <Alert variant={outcome === 'complete' ? 'success' : 'warning'} role="status">
        <p>{outcome === 'complete' ? BOX_SIGN_TEXT.complete : BOX_SIGN_TEXT.declined}</p>
        <Spinner label={BOX_SIGN_TEXT.redirecting} />
        {/* At once instead of after the 2 s (once the outcome is reported, as the timer waits for too). */}
        <Button variant="link" className="alert-link p-0 mt-2" onClick={() => setDue(true)}>
          {BOX_SIGN_TEXT.goNow}
        </Button>
      </Alert>
    </section>
  );
}
