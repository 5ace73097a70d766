/**
 * What the board does to the selected cards: move them all to one status in one request (each
 * answered on its own), or mail them. Always drawn, so selecting moves nothing on the page.
 */
import { useId, useState } from 'react';
import { APPLICATION_STATUSES, applicationStatusLabel, type ApplicationStatus } from '../../../common/applications';
import type { BoardCard, BulkResult } from '../../../common/pipeline';
import { MAIL_STATUSES } from '../../../common/staff';
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import { useAction } from '../staff';
import { bulkMove } from './api';
import { STAFF_TARGETS } from './BoardCard';
import { BULK_TEXT as TEXT } from './messages';
import Button from 'react-bootstrap/Button';
import FormCheck from 'react-bootstrap/FormCheck';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';

const TARGETS = STAFF_TARGETS(APPLICATION_STATUSES);

/** The failures of a bulk answer, by candidate name. */
export function failuresOf(result: BulkResult, cards: readonly BoardCard[]): string[] {
  const names = new Map(cards.map((c) => [c.applicationId, c.candidateName]));
  return result.results.flatMap((r) =>
    r.ok ? [] : [TEXT.itemFailed(names.get(r.applicationId) ?? `#${r.applicationId}`, r.error)],
  );
}

export function BulkBar({
  jobId,
  selected,
  cards,
  onDone,
  onClear,
  onMail,
}: {
  jobId: number;
  selected: readonly number[];
  cards: readonly BoardCard[];
  onDone: () => void;
  onClear: () => void;
  onMail: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>('Under review');
  const [sendMail, setSendMail] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const action = useAction(TEXT.failed);
  const none = selected.length === 0;
  const mailAllowed = MAIL_STATUSES.includes(status);

  const move = () => {
    setFailures([]);
    action.run(
      () => bulkMove(jobId, { applicationIds: [...selected], status, sendMail: mailAllowed && sendMail }),
      (result) => {
        setFailures(failuresOf(result, cards));
        onDone();
        return TEXT.result(result.done, result.results.length);
      },
    );
  };

  return (
    <section className="board-bulk card mb-3" aria-label={TEXT.region}>
      <div className="card-body py-2 d-flex flex-wrap align-items-end gap-2">
        <p className="mb-0 me-2 fw-semibold align-self-center" id={`${id}-count`} aria-live="polite">
          {TEXT.selected(selected.length)}
        </p>
        <div>
          <FormLabel htmlFor={`${id}-status`} className="small mb-0">
            {TEXT.status}
          </FormLabel>
          <FormSelect
            id={`${id}-status`}
            size="sm"
            value={status}
            onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
          >
            {TARGETS.map((s) => (
              <option key={s} value={s}>
                {applicationStatusLabel(s)}
              </option>
            ))}
          </FormSelect>
        </div>
        <FormCheck
          id={`${id}-mail`}
          className="small mb-1"
          label={TEXT.sendStatusMail}
          checked={mailAllowed && sendMail}
          disabled={!mailAllowed}
          onChange={(e) => setSendMail(e.target.checked)}
        />
        <BusyButton size="sm" busy={action.busy} busyLabel={TEXT.moving} disabled={none} onClick={move}>
          {TEXT.move}
        </BusyButton>
        <Button size="sm" variant="outline-primary" disabled={none} onClick={onMail}>
          {TEXT.mail}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={none} onClick={onClear}>
          {TEXT.clear}
        </Button>
        <span className="small text-body-secondary align-self-center">{TEXT.limit}</span>
      </div>
      <div className="px-3 pb-2">
        <p role="status" className="mb-0 small text-success board-status-line">
          {action.message}
        </p>
        {failures.length > 0 ? (
          <ul className="small text-danger mb-0">
            {failures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : null}
        {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
      </div>
    </section>
  );
}
