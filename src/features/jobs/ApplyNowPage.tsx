/**
 * Apply from an emailed link (docs/product.md §4): loading, then an error, 'already applied' (redirect after
 * 5 s), 'no longer available', or the job view; applying shows 'Submitted!', then 'Thanks For
 * Applying!' and redirects after 2 s.
 */
import './jobs.scss';
import { useCallback, useEffect, useReducer } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { formatPay } from '../../../common/pay';
import { history } from '../../lib/history';
import { useLoad } from '../../lib/use-load';
import { applyWithToken, getPasswordSetup } from './api';
import { formPathOf } from './application-form-api';
import { type ApplyLink, applyReducer, initialApplyState, loadApplyLink } from './apply-now-state';
import { useJobPostingJsonLd } from './json-ld';
import { APPLY_TEXT, employmentTypeLabel } from './job-messages';
import { ALREADY_APPLIED_REDIRECT_MS, APPLY_NOW_TEXT, APPLY_REDIRECT_MS } from './apply-messages';
import Button from 'react-bootstrap/Button';
import BsSpinner from 'react-bootstrap/Spinner';
import Alert from 'react-bootstrap/Alert';

const AFTER_APPLY = '/search';
/** 'Submitted!' shows this long before 'Thanks For Applying!'. */
const SUBMITTED_MS = 600;

export function ApplyNowPage({ id }: { id: string | undefined }) {
  const load = useCallback(
    (signal: AbortSignal) => (id ? loadApplyLink(id, signal) : Promise.reject(new Error('no applicant id'))),
    [id],
  );
  const link = useLoad(load);
  if (link.status === 'loading') return <Spinner label={APPLY_NOW_TEXT.loading} className="my-5" />;
  if (link.status === 'error' || !id) return <Message tone="danger" text={APPLY_NOW_TEXT.problem} />;
  return <ApplyNow id={id} link={link.data} />;
}

/**
 * Where the page goes once done: job search; or, for an account an invitation made without a
 * password, the single-use link to choose one (the server issues it only for such an account).
 */
function afterApplying(id: string, needsPassword: boolean): Promise<string> {
  if (!needsPassword) return Promise.resolve(AFTER_APPLY);
  return getPasswordSetup(id).then(
    ({ path }) => `${path}&applied=1`,
    () => AFTER_APPLY,
  );
}

/** The page once the link's calls have answered. */
function ApplyNow({ id, link }: { id: string; link: ApplyLink }) {
  const [state, dispatch] = useReducer(applyReducer, link, initialApplyState);
  const needsPassword =
    link.kind === 'alreadyApplied' ? link.needsPassword : link.kind === 'job' && link.applicant.needsPassword === true;

  // docs/product.md §4/§9: 'Submitted!', then 'Thanks For Applying!'; redirects 5 s after 'already applied'
  // and 2 s after the thanks.
  useEffect(() => {
    if (state.kind === 'submitted') {
      const timer = window.setTimeout(() => dispatch({ type: 'thank' }), SUBMITTED_MS);
      return () => window.clearTimeout(timer);
    }
    const delay =
      state.kind === 'alreadyApplied'
        ? ALREADY_APPLIED_REDIRECT_MS
        : state.kind === 'thanks'
          ? APPLY_REDIRECT_MS
          : null;
    if (delay === null) return undefined;
    // Asked for at once, followed once the delay is over.
    const target = afterApplying(id, needsPassword);
    let live = true;
    const timer = window.setTimeout(() => void target.then((to) => live && history.push(to)), delay);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [state.kind, id, needsPassword]);

  const shownJob = state.kind === 'job' ? state.job : null;
  useJobPostingJsonLd(
    shownJob
      ? {
          jobOrderId: shownJob.jobOrderId,
          title: shownJob.publicPosting.title,
          description: shownJob.publicPosting.description,
          opened: shownJob.opened,
          corpTitle: shownJob.corpTitle,
          location: shownJob.location,
          postalCode: shownJob.postalCode,
          salary: shownJob.salary,
          pay: shownJob.pay,
          employmentType: shownJob.employmentType,
          open: true,
        }
      : null,
  );

  const onward = needsPassword ? APPLY_NOW_TEXT.toPassword : APPLY_NOW_TEXT.redirecting;
  const apply = () => {
    if (state.kind !== 'job' || state.sending) return;
    dispatch({ type: 'send' });
    applyWithToken(state.token, state.applicant).then(
      () => dispatch({ type: 'sent' }),
      (err: { status?: number }) => {
        // A job with screening questions is applied to through its form.
        const form = formPathOf(err);
        if (form) return history.push(form);
        dispatch({ type: 'failed', status: err.status });
      },
    );
  };

  switch (state.kind) {
    case 'problem':
      return <Message tone="danger" text={APPLY_NOW_TEXT.problem} />;
    case 'alreadyApplied':
      return <Message tone="info" text={APPLY_NOW_TEXT.alreadyApplied} busy={onward} />;
    case 'closed':
      return <Message tone="warning" text={APPLY_NOW_TEXT.noLongerAvailable} />;
    case 'thanks':
      return (
        <section className="text-center my-5">
          <PageHeading title={APPLY_NOW_TEXT.thanks} />
          <Spinner label={onward} className="justify-content-center" />
        </section>
      );
    default:
  }
  const job = state.job;
  const submitted = state.kind === 'submitted';
  const sending = state.kind === 'job' && state.sending;
  return (
    <article aria-labelledby="apply-now-title">
      {state.kind === 'job' ? <p className="lead">{APPLY_NOW_TEXT.greeting(state.applicant.firstName)}</p> : null}
      <h1 className="h2" id="apply-now-title">
        {job.publicPosting.title}
      </h1>
      <p className="text-body-secondary">
        {job.corpTitle} · {job.location} · {employmentTypeLabel(job.employmentType)} ·{' '}
        {job.pay ? formatPay(job.pay) : job.salary} · {formatDate(job.opened)}
      </p>
      <Button size="lg" className="mb-4" onClick={apply} disabled={sending || submitted}>
        {sending ? <BsSpinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" /> : null}
        {submitted ? APPLY_NOW_TEXT.submitted : APPLY_NOW_TEXT.apply}
      </Button>
      <span className="visually-hidden" role="status">
        {submitted ? APPLY_NOW_TEXT.submitted : sending ? APPLY_TEXT.applying : ''}
      </span>
      {/* Under a heading of its own: the description's headings (h3 and down) follow the page's. */}
      <h2 className="visually-hidden">{APPLY_NOW_TEXT.description}</h2>
      {/* Sanitized on the server before storage (docs/architecture.md §5). */}
      <div className="job-description" dangerouslySetInnerHTML={{ __html: job.publicPosting.description }} />
    </article>
  );
}

function Message({ tone, text, busy }: { tone: 'danger' | 'info' | 'warning'; text: string; busy?: string }) {
  return (
    <section className="my-5">
      <Alert variant={tone} role={tone === 'danger' ? 'alert' : 'status'}>
        {/* The message is what this page is about, so it is the page's heading. */}
        <h1 className="h5 mb-0">{text}</h1>
      </Alert>
      {busy ? <Spinner label={busy} /> : null}
    </section>
  );
}
