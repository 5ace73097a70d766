import { PageHeading } from '../../components/PageHeading';
import { SubmitButton } from '../../components/SubmitButton';
import { useState } from 'react';
import { ONE_CLICK_TEXT } from './messages';

/**
 * SPEC §7 GET /apply-redirect/{token}: the mailed one-click link. Mail scanners open links, so
 * the page applies only when its button is pressed (a POST); the server then goes to /search, or
 * to the error page with SPEC's message.
 */
export function OneClickApplyPage({ token }: { token: string }) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <section>
      <PageHeading title={ONE_CLICK_TEXT.title} lead={ONE_CLICK_TEXT.lead} />
      <form method="post" action={`/apply-redirect/${encodeURIComponent(token)}`} onSubmit={() => setSubmitting(true)}>
        <SubmitButton busy={submitting} busyLabel={ONE_CLICK_TEXT.submitting}>
          {ONE_CLICK_TEXT.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
