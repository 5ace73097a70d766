/**
 * My applications: each job, when it was applied to, its status since when, and Withdraw while
 * undecided. The section's frame is in OverviewPage.
 */
import { Suspense, useRef, useState } from 'react';
import type { Application } from '../../../common/applications';
import { fetchMyInterviews } from '../interviews';
import { SelfIdLine } from '../self-id';
import { I9Line } from '../i9';
import type { DashboardApplication } from './api';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { lazyOr } from '../../components/lazy-or';
import { Link } from '../../components/Link';
import { viewingRefusal } from '../../lib/viewing-refusal';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { withdrawApplication } from './actions';
import { APPLICATIONS_TEXT as TEXT } from './section-messages';
import ListGroup from 'react-bootstrap/ListGroup';
import Button from 'react-bootstrap/Button';
import Alert from 'react-bootstrap/Alert';

// The question before withdrawing (react-bootstrap's Modal) loads at the first Withdraw: the
// dashboard shows without it.
const ConfirmDialog = lazyOr(
  () => import(/* webpackChunkName: 'confirm-dialog' */ '../../components/ConfirmDialog').then((m) => m.ConfirmDialog),
  () => (
    <Alert variant="danger" className="mt-2 mb-0">
      {TEXT.withdrawFailed}
    </Alert>
  ),
);

function ApplicationItem({
  application: a,
  onChange,
}: {
  application: DashboardApplication;
  onChange: (changed: Application | DashboardApplication, announcement: string) => void;
}) {
  const [phase, setPhase] = useState<'idle' | 'confirm' | 'sending'>('idle');
  // Once asked, the dialog stays mounted so it can close with its transition and return the focus.
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The booked interview of this application, when there is one: the question names it. */
  const [booked, setBooked] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  const ask = () => {
    setAsked(true);
    setPhase('confirm');
    // Read as the question opens (the dashboard's own list may be older); the question is asked either way.
    fetchMyInterviews().then(
      (list) =>
        setBooked(
          list.find((i) => i.applicationId === a.id && i.status === 'scheduled' && i.chosen)?.chosen?.label ?? null,
        ),
      () => setBooked(null),
    );
  };

  const withdraw = () => {
    setPhase('sending');
    setError(null);
    withdrawApplication(a.id).then(
      (changed) => {
        // The Withdraw button is gone: the focus goes to the application it changed.
        setPhase('idle');
        onChange(changed, TEXT.withdrawn(a.title));
        title.current?.focus();
      },
      (err: unknown) => {
        setPhase('idle');
        setError(
          viewingRefusal(err) ?? (err instanceof ApiError && err.status < 500 ? err.message : TEXT.withdrawFailed),
        );
      },
    );
  };

  const titleId = `application-${a.id}-title`;
  return (
    <ListGroup.Item as="li" className="py-3" aria-labelledby={titleId} data-testid="application">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="me-auto">
          <h3 id={titleId} className="h6 mb-1" ref={title} tabIndex={-1}>
            {a.title}
          </h3>
          <p className="small text-body-secondary mb-1">
            {a.corpTitle} · {a.location} · {TEXT.applied(formatDate(a.appliedAt))}
          </p>
          <p className="small mb-0">
            <span className="visually-hidden">{TEXT.status}: </span>
            <ApplicationStatusBadge status={a.status} />{' '}
            <span className="text-body-secondary" data-testid="application-status-date">
              {TEXT.since(formatDate(a.statusChangedAt))}
            </span>
          </p>
          {a.selfIdentification ? <SelfIdLine applicationId={a.id} status={a.selfIdentification} /> : null}
          <I9Line
            applicationId={a.id}
            form={a.i9 ?? null}
            offer={a.status === 'Offer'}
            onAccepted={(form, announcement) => onChange({ ...a, i9: form }, announcement)}
          />
        </div>
        {a.canWithdraw ? (
          <Button variant="outline-danger" size="sm" onClick={ask}>
            {TEXT.withdraw}
          </Button>
        ) : null}
      </div>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            show={phase !== 'idle'}
            title={TEXT.withdraw}
            confirmLabel={TEXT.confirmYes}
            cancelLabel={TEXT.confirmNo}
            busy={phase === 'sending'}
            busyLabel={TEXT.withdrawing}
            onConfirm={withdraw}
            onCancel={() => setPhase('idle')}
          >
            <p className={booked ? undefined : 'mb-0'}>{TEXT.confirm(a.title)}</p>
            {booked ? (
              <p className="mb-0 fw-semibold" data-testid="withdraw-interview">
                {TEXT.confirmInterview(booked)}
              </p>
            ) : null}
          </ConfirmDialog>
        </Suspense>
      ) : null}
      {error ? (
        <Alert variant="danger" className="mt-2 mb-0">
          {error}
        </Alert>
      ) : null}
    </ListGroup.Item>
  );
}

export function Applications({
  list,
  onChange,
}: {
  list: DashboardApplication[];
  /** An application the candidate changed (withdrew, accepted its offer), to put in the loaded list. */
  onChange: (changed: Application | DashboardApplication) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const changed = (app: Application | DashboardApplication, text: string) => {
    onChange(app);
    setAnnouncement(text);
  };
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {list.length === 0 ? (
        <>
          <p>{TEXT.empty}</p>
          <Link className="btn btn-primary" to="/search">
            {TEXT.searchJobs}
          </Link>
        </>
      ) : (
        <ListGroup as="ul">
          {list.map((a) => (
            <ApplicationItem key={a.id} application={a} onChange={changed} />
          ))}
        </ListGroup>
      )}
    </>
  );
}
