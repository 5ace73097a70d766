/** /admin/candidates/{id}: the record, résumé, applications, documents and mails of one candidate. */
import { documentEventLabel } from '../../../common/document-events';
import { useCallback, type ReactNode } from 'react';
import type { CandidateDetail } from '../../../common/staff-candidates';
import { applicationStatusLabel } from '../../../common/applications';
import { isInformational } from '../../../common/documents';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { StepUpLink } from '../../components/StepUpLink';
import { formatDate, formatDateTime } from '../../lib/format';
import { withQuery } from '../../lib/query';
import { useLoad } from '../../lib/use-load';
import { fetchCandidate, resumeUrl, startViewAs } from './candidates-api';
import { CANDIDATE_TEXT as TEXT, CANDIDATES_TITLES, DOCUMENT_LABELS } from './candidates-messages';
import { employmentTypeLabel } from './messages';
import { LoadFailure } from './LoadFailure';
import { StaffNav } from './StaffNav';
import { useAction } from './use-action';
import { BusyButton } from '../../components/SubmitButton';
import Card from 'react-bootstrap/Card';
import FormText from 'react-bootstrap/FormText';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `candidate-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card as="section" className="mb-4" aria-labelledby={id}>
      <Card.Body>
        <Card.Title id={id} as="h2" className="h5">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}

const workTypeLabel = (type: string) => (type === 'Any' ? TEXT.anyWorkType : employmentTypeLabel(type));

function Record({ c }: { c: CandidateDetail }) {
  const r = c.record;
  const rows: [string, ReactNode][] = [
    [TEXT.email, c.email],
    [TEXT.phone, r.contact.phone.home],
    [TEXT.zip, r.zipCode ? `${r.zipCode}${r.homeLocation ? ` (${r.homeLocation})` : ''}` : null],
    [TEXT.workType, workTypeLabel(r.preferences.desiredWorkType.consultType)],
    [TEXT.title, r.realTitle],
    [TEXT.company, r.currentCompany],
    [
      TEXT.rate,
      r.preferences.desiredCompensation.hourlyRateMinimum === null
        ? null
        : `$${r.preferences.desiredCompensation.hourlyRateMinimum}`,
    ],
    [TEXT.skills, r.skills.map((s) => TEXT.skill(s.skillTag.name, s.totalMonthsUsed)).join(', ') || null],
    [TEXT.joined, formatDate(c.joined)],
  ];
  return (
    <dl className="row mb-0 candidate-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="col-md-6 d-flex gap-2">
          <dt className="text-nowrap">{label}:</dt>
          <dd className="mb-1">{value || TEXT.none}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The provider's status in the reader's words; one this screen does not know, as it is. */
const documentStatusLabel = (status: string) =>
  Object.hasOwn(DOCUMENT_LABELS, status) ? DOCUMENT_LABELS[status as keyof typeof DOCUMENT_LABELS] : status;

function Details({ c }: { c: CandidateDetail }) {
  return (
    <>
      <Section title={TEXT.record}>
        <Record c={c} />
      </Section>
      <Section title={TEXT.resume}>
        {c.resume ? (
          <p className="mb-0">
            <StepUpLink href={resumeUrl(c.id)} purpose="resume" download>
              {TEXT.download(c.resume.fileName)}
            </StepUpLink>{' '}
            <span className="text-body-secondary">{TEXT.uploaded(formatDate(c.resume.uploadedAt))}</span>
          </p>
        ) : (
          <p className="mb-0">{TEXT.noResume}</p>
        )}
      </Section>
      <Section title={TEXT.applications}>
        {c.applications.length === 0 ? (
          <p className="mb-0">{TEXT.noApplications}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {c.applications.map((a) => (
              <li key={a.id} className="mb-2" data-testid="candidate-application">
                <Link to={`/admin/jobs/${a.jobOrderId}/applicants`}>{a.title}</Link> · {a.location}{' '}
                <ApplicationStatusBadge status={a.status} />
                <div className="small text-body-secondary">
                  {a.history
                    .map((h) => `${applicationStatusLabel(h.status)} ${formatDateTime(h.changedAt)}`)
                    .join(' → ')}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={TEXT.documents}>
        {c.documents.length === 0 ? (
          <p className="mb-0">{TEXT.noDocuments}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {c.documents.map((d) => (
              <li key={d.id} className="mb-2">
                <Link to={`/admin/documents/${d.id}`} className="fw-semibold">
                  {d.formTitle}
                </Link>{' '}
                · {DOCUMENT_LABELS[d.delivery]} · {documentStatusLabel(d.docusignStatus)}
                {isInformational(d) ? ` · ${TEXT.toRead}` : ''}
                {d.awaitingReview ? ` · ${TEXT.waitingForReview}` : ''}
                {d.signedAt ? ` · ${formatDate(d.signedAt)}` : ''}
                <div className="small text-body-secondary">
                  {d.events.map((e) => `${documentEventLabel(e.event)} ${formatDateTime(e.at)}`).join(' · ') ||
                    TEXT.none}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={TEXT.mails}>
        {c.mails.length === 0 ? (
          <p className="mb-0">{TEXT.noMails}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {c.mails.map((m, i) => (
              <li key={i} className="mb-1">
                {m.subject}{' '}
                <span className="small text-body-secondary">
                  {TEXT.written} {formatDateTime(m.createdAt)} · {TEXT.sent}{' '}
                  {m.sentAt ? formatDateTime(m.sentAt) : TEXT.notSent}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function ViewAsButton({ id }: { id: number }) {
  const action = useAction(TEXT.startFailed);
  return (
    <div className="mb-4">
      <BusyButton
        variant="warning"
        busy={action.busy}
        describedBy="view-as-hint"
        onClick={() =>
          action.run(
            () => startViewAs(id),
            ({ redirectTo }) => {
              // A full load: every page of the portal then runs as the candidate, with the banner.
              window.location.assign(redirectTo);
              return TEXT.starting;
            },
          )
        }
      >
        {TEXT.viewAs}
      </BusyButton>
      <FormText id="view-as-hint" as="p">
        {TEXT.viewAsHint}
      </FormText>
      <span role="status">{action.message}</span>
      {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
    </div>
  );
}

export function CandidatePage({ id }: { id: number }) {
  const load = useCallback((signal: AbortSignal) => fetchCandidate(id, signal), [id]);
  const state = useLoad(load);
  return (
    <div>
      <PageHeading
        title={state.status === 'ready' ? state.data.record.name.formattedName : CANDIDATES_TITLES.candidate}
        lead={<Link to="/admin/candidates">{TEXT.back}</Link>}
      />
      <StaffNav current="candidates" />
      {state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : null}
      {state.status === 'loading' ? (
        <div role="status" aria-label={TEXT.loading}>
          <SkeletonLines widths={['40%', '70%', '60%', '80%', '50%', '65%']} className="mb-4" />
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p>
            <Link
              className="btn btn-outline-primary btn-sm"
              to={withQuery('/admin/documents', { assign: state.data.email })}
            >
              {TEXT.assignDocuments}
            </Link>
          </p>
          <ViewAsButton id={state.data.id} />
          <Details c={state.data} />
        </>
      ) : null}
    </div>
  );
}
