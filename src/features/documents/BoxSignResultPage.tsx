import { useEffect } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { history } from '../../lib/history';
import { reportEvent } from './api';
import { inOwnFrame, postToParent } from './frame-messages';
import { BOX_SIGN_TEXT, DOCUMENT_TITLES } from './messages';

/** SPEC §9: the signing result pages redirect after 2000 ms. */
export const SIGNING_RESULT_REDIRECT_MS = 2000;
const ONBOARDING = '/onboarding';

/**
 * SPEC §2 /box-sign-complete and /box-sign-declined: reads docHandle, reports the event, and goes
 * to /onboarding; inside the signing frame it asks the parent to go there instead.
 */
export function BoxSignResultPage({ outcome, docHandle }: { outcome: 'complete' | 'declined'; docHandle?: string }) {
  useEffect(() => {
    let active = true;
    const event = outcome === 'complete' ? 'signing_complete' : 'decline';
    // The report is an audit hint only; the redirect happens whatever it answers.
    const reported = docHandle ? reportEvent(docHandle, event).catch(() => undefined) : Promise.resolve();
    const timer = window.setTimeout(() => {
      void reported.then(() => {
        if (!active) return;
        if (inOwnFrame()) {
          postToParent({
            type: outcome === 'complete' ? 'boxSignComplete' : 'boxSignDeclined',
            redirectTo: ONBOARDING,
          });
        } else history.replace(ONBOARDING);
      });
    }, SIGNING_RESULT_REDIRECT_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [outcome, docHandle]);

  return (
    <section>
      <PageHeading title={outcome === 'complete' ? DOCUMENT_TITLES.boxSignComplete : DOCUMENT_TITLES.boxSignDeclined} />
      <div className={`alert ${outcome === 'complete' ? 'alert-success' : 'alert-warning'}`} role="status">
        <p>{outcome === 'complete' ? BOX_SIGN_TEXT.complete : BOX_SIGN_TEXT.declined}</p>
        <Spinner label={BOX_SIGN_TEXT.redirecting} />
      </div>
    </section>
  );
}
