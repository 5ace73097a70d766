/**
 * My applications: each job, when it was applied to, its status since when, and Withdraw while
 * undecided. The section's frame is in OverviewPage.
 */
import { useEffect, useRef, useState } from 'react';
import type { Application } from '../../../common/applications';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { Link } from '../../components/Link';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { withdrawApplication } from './actions';
import { APPLICATIONS_TEXT as TEXT } from './section-messages';

function ApplicationItem({
  application: a,
  onChange,
}: {
  application: Application;
  onChange: (changed: Application, announcement: string) => void;
}) {
  const [phase, setPhase] = useState<'idle' | 'confirm' | 'sending'>('idle');
  const [error, setError] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (phase === 'confirm') confirmButton.current?.focus();
    else if (phase === 'idle' && asked.current) withdrawButton.current?.focus();
  }, [phase]);

  const withdraw = () => {
    setPhase('sending');
    setError(null);
    withdrawApplication(a.id).then(
      (changed) => {
        // The Withdraw button is gone: the focus goes to the application it changed.
        asked.current = false;
        setPhase('idle');
        onChange(changed, TEXT.withdrawn(a.title));
        title.current?.focus();
      },
      (err: unknown) => {
        setPhase('idle');
        setError(err instanceof ApiError && err.status < 500 ? err.message : TEXT.withdrawFailed);
      },
    );
  };

  const titleId = `application-${a.id}-title`;
  return (
    <li className="list-group-item py-3" aria-labelledby={titleId} data-testid="application">
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
        </div>
        {a.canWithdraw && phase === 'idle' ? (
          <button
            ref={withdrawButton}
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => {
              asked.current = true;
              setPhase('confirm');
            }}
          >
            {TEXT.withdraw}
          </button>
        ) : null}
      </div>
      {phase !== 'idle' ? (
        <div className="alert alert-warning mt-2 mb-0" role="group" aria-label={TEXT.withdraw}>
          <p className="mb-2">{TEXT.confirm(a.title)}</p>
          <div className="d-flex flex-wrap gap-2">
            <button
              ref={confirmButton}
              type="button"
              className="btn btn-danger btn-sm"
              disabled={phase === 'sending'}
              onClick={withdraw}
            >
              {phase === 'sending' ? (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              ) : null}
              {phase === 'sending' ? TEXT.withdrawing : TEXT.confirmYes}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={phase === 'sending'}
              onClick={() => setPhase('idle')}
            >
              {TEXT.confirmNo}
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {error}
        </div>
      ) : null}
    </li>
  );
}

export function Applications({
  list,
  onChange,
}: {
  list: Application[];
  /** An application the candidate changed (withdrew), to put in the loaded list. */
  onChange: (changed: Application) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const changed = (app: Application, text: string) => {
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
        <ul className="list-group">
          {list.map((a) => (
            <ApplicationItem key={a.id} application={a} onChange={changed} />
          ))}
        </ul>
      )}
    </>
  );
}
