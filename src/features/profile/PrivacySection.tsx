/** The profile's privacy section: download my data, and delete my account (what is kept, and why). */
import { type FormEvent, useId, useState } from 'react';
import { RETENTION_RULE } from '../../../common/privacy';
import { CANDIDATE_ADMIN_MESSAGES } from '../../../common/staff-candidates';
import { FailureAlert } from '../../components/FailureAlert';
import { ApiError } from '../../lib/api';
import { leaveNotice } from '../../lib/notice';
import { pageState } from '../../lib/page-state';
import { deleteAccount, EXPORT_URL } from './api';
import { PRIVACY_TEXT as TEXT } from './messages';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export function PrivacySection() {
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<
    { kind: 'idle' } | { kind: 'confirm' } | { kind: 'deleting' } | { kind: 'failed'; detail: string | null }
  >({ kind: 'idle' });
  const id = useId();

  // The password is asked on the page; the dialog asks once more before anything is deleted.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPhase({ kind: 'confirm' });
  };
  const remove = () => {
    setPhase({ kind: 'deleting' });
    deleteAccount(password).then(
      // Signed out on the server: a full load starts the app as a visitor, which says what happened.
      () => {
        leaveNotice(TEXT.deleted, 'success');
        window.location.assign(`/login`);
      },
      (err: unknown) => setPhase({ kind: 'failed', detail: err instanceof ApiError ? err.message : null }),
    );
  };

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby={`${id}-heading`} data-testid="privacy">
      <Card.Body>
        <h2 id={`${id}-heading`} className="h5 mb-3">
          {TEXT.heading}
        </h2>
        <h3 className="h6">{TEXT.exportHeading}</h3>
        <p className="small">{TEXT.exportLead}</p>
        {pageState.viewAs ? (
          // The server refuses the export while viewing; a download that fails says nothing.
          <p className="small mb-4 text-body-secondary" data-testid="export-refused">
            {CANDIDATE_ADMIN_MESSAGES.viewAsRefused('privacy')}
          </p>
        ) : (
          <a className="btn btn-outline-primary btn-sm mb-4" href={EXPORT_URL} download>
            {TEXT.exportButton}
          </a>
        )}

        <h3 className="h6">{TEXT.deleteHeading}</h3>
        <p className="small">{RETENTION_RULE.deleted}</p>
        <h4 className="small fw-semibold mb-1">{TEXT.keptHeading}</h4>
        <p className="small" data-testid="retention-rule">
          {RETENTION_RULE.kept}
        </p>
        <form onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-end">
          <div>
            <FormLabel className="small mb-1" htmlFor={`${id}-password`}>
              {TEXT.password}
            </FormLabel>
            <FormControl
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              size="sm"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <Button type="submit" variant="danger" size="sm" disabled={phase.kind === 'deleting'}>
            {TEXT.confirmDelete}
          </Button>
        </form>
        <ConfirmDialog
          show={phase.kind === 'confirm' || phase.kind === 'deleting'}
          title={TEXT.deleteHeading}
          confirmLabel={TEXT.confirmDelete}
          cancelLabel={TEXT.keep}
          busy={phase.kind === 'deleting'}
          busyLabel={TEXT.deleting}
          onConfirm={remove}
          onCancel={() => setPhase({ kind: 'idle' })}
        >
          {TEXT.confirmQuestion}
        </ConfirmDialog>
        {phase.kind === 'failed' ? (
          <div className="mt-2">
            <FailureAlert message={TEXT.deleteFailed} detail={phase.detail} testId="delete-error" />
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
