/**
 * Apply from an emailed link (SPEC §4): loading, then an error, 'already applied' (redirect after
 * 5 s), 'no longer available', or the job view; applying shows 'Submitted!', then 'Thanks For
 * Applying!' and redirects after 2 s.
 */
import './jobs.scss';
import { useEffect, useState } from 'react';
import { type Applicant, type JobOrder, JOB_STATUS_OPEN } from '../../../common/jobs';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { history } from '../../lib/history';
import { applyWithToken, getApplicant, getApplyToken, getJobOrder } from './api';
import { useJobPostingJsonLd } from './json-ld';
import { APPLY_TEXT } from './job-messages';
import { ALREADY_APPLIED_REDIRECT_MS, APPLY_NOW_TEXT, APPLY_REDIRECT_MS } from './messages';

type State =
  | { kind: 'loading' }
  | { kind: 'problem' }
  | { kind: 'alreadyApplied' }
  | { kind: 'closed' }
  | { kind: 'job'; applicant: Applicant & { id: string }; job: JobOrder; token: string }
  | { kind: 'submitted'; job: JobOrder }
  | { kind: 'thanks'; job: JobOrder };

const AFTER_APPLY = '/search';

export function ApplyNowPage({ id }: { id: string | undefined }) {
  const [state, setState] = useState<State>(id ? { kind: 'loading' } : { kind: 'problem' });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    (async () => {
      const applicant = await getApplicant(id);
      if (applicant.alreadyAppliedTo) return { kind: 'alreadyApplied' } as const;
      const user = { ...applicant, id };
      const token = await getApplyToken(user);
      const job = await getJobOrder(applicant.jobOrderId, token);
      if (job.jobOrderStatus.description !== JOB_STATUS_OPEN || !job.publicPosting.active)
        return { kind: 'closed' } as const;
      return { kind: 'job', applicant: user, job, token } as const;
    })().then(
      (next) => live && setState(next),
      () => live && setState({ kind: 'problem' }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  // SPEC §4/§9 redirects: 5 s after 'already applied', 2 s after 'Thanks For Applying!'.
  useEffect(() => {
    const delay =
      state.kind === 'alreadyApplied'
        ? ALREADY_APPLIED_REDIRECT_MS
        : state.kind === 'thanks'
          ? APPLY_REDIRECT_MS
          : null;
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => history.push(AFTER_APPLY), delay);
    return () => window.clearTimeout(timer);
  }, [state.kind]);

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
          employmentType: shownJob.employmentType,
          open: true,
        }
      : null,
  );

  const apply = () => {
    if (state.kind !== 'job') return;
    setSending(true);
    applyWithToken(state.token, state.applicant).then(
      () => {
        setState({ kind: 'submitted', job: state.job });
        window.setTimeout(() => setState({ kind: 'thanks', job: state.job }), 600);
      },
      (err: { status?: number }) => setState(err.status === 409 ? { kind: 'closed' } : { kind: 'problem' }),
    );
  };

  switch (state.kind) {
    case 'loading':
      return <Spinner label={APPLY_NOW_TEXT.loading} className="my-5" />;
    case 'problem':
      return <Message tone="danger" text={APPLY_NOW_TEXT.problem} />;
    case 'alreadyApplied':
      return <Message tone="info" text={APPLY_NOW_TEXT.alreadyApplied} busy={APPLY_NOW_TEXT.redirecting} />;
    case 'closed':
      return <Message tone="warning" text={APPLY_NOW_TEXT.noLongerAvailable} />;
    case 'thanks':
      return (
        <section className="text-center my-5">
          <PageHeading title={APPLY_NOW_TEXT.thanks} />
          <Spinner label={APPLY_NOW_TEXT.redirecting} className="justify-content-center" />
        </section>
      );
    default:
  }
  const job = state.job;
  const submitted = state.kind === 'submitted';
  return (
    <article aria-labelledby="apply-now-title">
      {state.kind === 'job' ? <p className="lead">{APPLY_NOW_TEXT.greeting(state.applicant.firstName)}</p> : null}
      <h1 className="h2" id="apply-now-title">
        {job.publicPosting.title}
      </h1>
      <p className="text-body-secondary">
        {job.corpTitle} · {job.location} · {job.employmentType} · {job.salary} · {formatDate(job.opened)}
      </p>
      <button type="button" className="btn btn-primary btn-lg mb-4" onClick={apply} disabled={sending || submitted}>
        {sending && !submitted ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {submitted ? APPLY_NOW_TEXT.submitted : APPLY_NOW_TEXT.apply}
      </button>
      <span className="visually-hidden" role="status">
        {submitted ? APPLY_NOW_TEXT.submitted : sending ? APPLY_TEXT.applying : ''}
      </span>
      {/* Sanitized on the server before storage (ARCHITECTURE §5). */}
      <div className="job-description" dangerouslySetInnerHTML={{ __html: job.publicPosting.description }} />
    </article>
  );
}

function Message({ tone, text, busy }: { tone: 'danger' | 'info' | 'warning'; text: string; busy?: string }) {
  return (
    <section className="my-5">
      <div className={`alert alert-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
        {/* The message is what this page is about, so it is the page's heading. */}
        <h1 className="h5 mb-0">{text}</h1>
      </div>
      {busy ? <Spinner label={busy} /> : null}
    </section>
  );
}
