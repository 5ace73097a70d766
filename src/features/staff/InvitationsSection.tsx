/** A job's invitations: invite candidates by email (the apply-now and one-click mail) and see which were used. */
import { type FormEvent, useCallback, useState } from 'react';
import type { FieldErrors } from '../../../common/staff';
import type { InviteResult } from '../../../common/staff-candidates';
import { FailureAlert } from '../../components/FailureAlert';
import { SkeletonLines } from '../../components/Skeleton';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { fetchInvitations, invite } from './candidates-api';
import { INVITE_TEXT as TEXT } from './candidates-messages';
import { LoadFailure } from './LoadFailure';
import { BusyButton } from '../../components/SubmitButton';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import FormText from 'react-bootstrap/FormText';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';

function InviteForm({ jobOrderId, onSent }: { jobOrderId: number; onSent: () => void }) {
  const [emails, setEmails] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<InviteResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    invite(jobOrderId, { emails }).then(
      (answer) => {
        setBusy(false);
        setResult(answer);
        // What was refused stays in the box to correct (with the names typed); what was sent leaves it.
        const refused = new Set(answer.refused.map((r) => r.email));
        setEmails(
          emails
            .split(/\r?\n/)
            .filter((line) => [...refused].some((email) => line.toLowerCase().includes(email)))
            .join('\n'),
        );
        onSent();
      },
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError && err.status < 500 ? err.message : TEXT.failed);
        if (err instanceof ApiError) setFields((err.body as FieldErrors | null)?.fields ?? {});
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mb-4">
      <div className="mb-3">
        <FormLabel htmlFor="invite-emails">{TEXT.emails}</FormLabel>
        <FormControl
          id="invite-emails"
          as="textarea"
          isInvalid={Boolean(fields.emails)}
          rows={4}
          placeholder={TEXT.example}
          value={emails}
          aria-describedby={`invite-emails-hint${fields.emails ? ' invite-emails-error' : ''}`}
          aria-invalid={fields.emails ? true : undefined}
          onChange={(e) => setEmails(e.target.value)}
        />
        {fields.emails ? (
          <FormControl.Feedback id="invite-emails-error" type="invalid">
            {fields.emails}
          </FormControl.Feedback>
        ) : null}
        <FormText id="invite-emails-hint" as="div">
          {TEXT.emailsHint}
        </FormText>
      </div>
      <BusyButton type="submit" busy={busy}>
        {TEXT.send}
      </BusyButton>
      <div role="status" className="mt-2">
        {busy
          ? TEXT.sending
          : result
            ? TEXT.sent(result.invited.length, result.invited.filter((i) => i.newAccount).length)
            : ''}
      </div>
      {result && result.refused.length ? (
        <Alert variant="warning" className="mt-2" data-testid="invite-refused">
          {TEXT.refused}
          <ul className="mb-0">
            {result.refused.map((r) => (
              <li key={r.email}>
                {r.email}: {r.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {result && result.alreadyInvited.length ? (
        <Alert variant="info" className="mt-2" data-testid="invite-already">
          {TEXT.alreadyInvited}
          <ul className="mb-0">
            {result.alreadyInvited.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {error && !Object.values(fields).includes(error) ? (
        <FailureAlert message={error} onClose={() => setError(null)} />
      ) : null}
    </form>
  );
}

export function InvitationsSection({ jobOrderId }: { jobOrderId: number }) {
  const load = useCallback((signal: AbortSignal) => fetchInvitations(jobOrderId, signal), [jobOrderId]);
  const state = useLoad(load);
  return (
    <section className="mt-5" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="h4">
        {TEXT.heading}
      </h2>
      <p>{TEXT.lead}</p>
      <InviteForm jobOrderId={jobOrderId} onSent={state.refresh} />
      <h3 className="h5" id="invitations-list-heading">
        {TEXT.list}
      </h3>
      {state.status === 'loading' ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            {TEXT.loading}
          </span>
          <SkeletonLines widths={['90%', '90%', '90%']} />
        </div>
      ) : state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : state.data.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <div className="table-responsive">
          <Table className="align-middle stack-table" aria-labelledby="invitations-list-heading">
            <thead>
              <tr>
                <th scope="col">{TEXT.candidate}</th>
                <th scope="col">{TEXT.invitedBy}</th>
                <th scope="col">{TEXT.invitedAt}</th>
                <th scope="col">{TEXT.state}</th>
                <th scope="col">{TEXT.applied}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((i) => (
                <tr key={i.id} data-testid="invitation-row">
                  <th scope="row" className="fw-normal">
                    {i.candidateName} <span className="text-body-secondary">&lt;{i.email}&gt;</span>
                  </th>
                  <td data-label={TEXT.invitedBy}>{i.invitedBy ?? ''}</td>
                  <td data-label={TEXT.invitedAt}>{formatDateTime(i.invitedAt)}</td>
                  <td data-label={TEXT.state}>
                    {TEXT.states[i.state]}
                    {i.usedAt ? ` ${formatDateTime(i.usedAt)}` : ''}
                  </td>
                  <td data-label={TEXT.applied}>{i.applied ? TEXT.yes : TEXT.no}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
