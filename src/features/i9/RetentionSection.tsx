/**
 * The retention section on /admin/i9 (admins): the forms past their retention date, each to be
 * chosen; a confirmation that says what goes and what stays; then the record of what was done.
 * Nothing is destroyed without that confirmation.
 */
import { useCallback, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import FormCheck from 'react-bootstrap/FormCheck';
import Table from 'react-bootstrap/Table';
import type { I9PurgeProposal, I9PurgeRecord, I9Retention } from '../../../common/i9-inspection';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { Spinner } from '../../components/Spinner';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { fetchRetention, purgeForms } from './inspection-api';
import { INSPECTION_TEXT as TEXT } from './inspection-messages';

function DueTable({
  due,
  chosen,
  onChoose,
}: {
  due: I9PurgeProposal[];
  chosen: Set<number>;
  onChoose: (ids: number[], on: boolean) => void;
}) {
  const all = due.length > 0 && due.every((f) => chosen.has(f.formId));
  return (
    <Table size="sm" className="align-middle stack-table" data-testid="i9-retention-due">
      <thead>
        <tr>
          <th scope="col">
            <FormCheck
              id="i9-retention-all"
              aria-label={TEXT.selectAll}
              checked={all}
              onChange={(e) =>
                onChoose(
                  due.map((f) => f.formId),
                  e.target.checked,
                )
              }
            />
          </th>
          <th scope="col">{TEXT.employee}</th>
          <th scope="col">{TEXT.formNumber}</th>
          <th scope="col">{TEXT.firstDay}</th>
          <th scope="col">{TEXT.lastDay}</th>
          <th scope="col">{TEXT.keptUntil}</th>
          <th scope="col">{TEXT.contents}</th>
        </tr>
      </thead>
      <tbody>
        {due.map((f) => (
          <tr key={f.formId}>
            <td>
              <FormCheck
                id={`i9-retention-${f.formId}`}
                aria-label={TEXT.select(f.employee, f.formId)}
                checked={chosen.has(f.formId)}
                onChange={(e) => onChoose([f.formId], e.target.checked)}
              />
            </td>
            <th scope="row">{f.employee}</th>
            <td data-label={TEXT.formNumber}>{f.formId}</td>
            <td data-label={TEXT.firstDay}>{formatDate(f.startDate)}</td>
            <td data-label={TEXT.lastDay}>{formatDate(f.endDate)}</td>
            <td data-label={TEXT.keptUntil}>{formatDate(f.retentionUntil)}</td>
            <td data-label={TEXT.contents}>{`${TEXT.versions(f.versions)}, ${TEXT.files(f.files)}`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function RecordTable({ done }: { done: I9PurgeRecord[] }) {
  if (done.length === 0) return <p>{TEXT.recordEmpty}</p>;
  return (
    <Table size="sm" className="stack-table" data-testid="i9-retention-done">
      <thead>
        <tr>
          <th scope="col">{TEXT.formNumber}</th>
          <th scope="col">{TEXT.firstDay}</th>
          <th scope="col">{TEXT.lastDay}</th>
          <th scope="col">{TEXT.keptUntil}</th>
          <th scope="col">{TEXT.destroyedAt}</th>
          <th scope="col">{TEXT.destroyedBy}</th>
          <th scope="col">{TEXT.contents}</th>
        </tr>
      </thead>
      <tbody>
        {done.map((r) => (
          <tr key={r.formId}>
            <th scope="row">{r.formId}</th>
            <td data-label={TEXT.firstDay}>{formatDate(r.startDate)}</td>
            <td data-label={TEXT.lastDay}>{formatDate(r.endDate)}</td>
            <td data-label={TEXT.keptUntil}>{formatDate(r.retentionUntil)}</td>
            <td data-label={TEXT.destroyedAt}>{formatDateTime(r.purgedAt)}</td>
            <td data-label={TEXT.destroyedBy}>{r.purgedBy ?? TEXT.someoneGone}</td>
            <td data-label={TEXT.contents}>{`${TEXT.versions(r.versions)}, ${TEXT.files(r.files)}`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function RetentionSection() {
  const id = useId();
  const state = useLoad(useCallback((signal: AbortSignal) => fetchRetention(signal), []));
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ destroyed: number } | { error: unknown } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const choose = (ids: number[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const formId of ids)
        if (on) next.add(formId);
        else next.delete(formId);
      return next;
    });

  const confirm = (data: I9Retention) => {
    setBusy(true);
    purgeForms([...chosen]).then(
      ({ purged }) => {
        const gone = new Set(purged.map((r) => r.formId));
        state.update(() => ({
          ...data,
          due: data.due.filter((f) => !gone.has(f.formId)),
          done: [...purged, ...data.done],
        }));
        setChosen(new Set());
        setOutcome({ destroyed: purged.length });
        setBusy(false);
        setAsking(false);
      },
      (error: unknown) => {
        setOutcome({ error });
        setBusy(false);
        setAsking(false);
        state.refresh();
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4" data-testid="i9-retention">
      <h2 id={`${id}-title`} className="h4" ref={heading} tabIndex={-1}>
        {TEXT.retentionTitle}
      </h2>
      <p>{TEXT.retentionLead}</p>
      <div aria-live="polite">
        {outcome && 'destroyed' in outcome ? (
          <Alert variant="success">{TEXT.destroyed(outcome.destroyed)}</Alert>
        ) : null}
      </div>
      {outcome && 'error' in outcome ? (
        <FailureAlert
          message={TEXT.purgeFailed}
          detail={outcome.error instanceof ApiError ? outcome.error.message : null}
          error={outcome.error}
          onClose={() => setOutcome(null)}
        />
      ) : null}
      {state.status === 'loading' ? <Spinner label={TEXT.retentionLoading} /> : null}
      {state.status === 'error' ? <FailureAlert message={TEXT.retentionFailed} error={state.error} /> : null}
      {state.status === 'ready' ? (
        <>
          {state.data.due.length === 0 ? (
            <p>{TEXT.noneDue}</p>
          ) : (
            <>
              <DueTable due={state.data.due} chosen={chosen} onChoose={choose} />
              <BusyButton
                variant="outline-danger"
                busy={busy}
                disabled={chosen.size === 0}
                onClick={() => setAsking(true)}
              >
                {TEXT.destroy(Math.max(1, chosen.size))}
              </BusyButton>
            </>
          )}
          <ConfirmDialog
            show={asking}
            title={TEXT.confirmTitle(chosen.size)}
            confirmLabel={TEXT.confirm}
            cancelLabel={TEXT.cancel}
            busy={busy}
            busyLabel={TEXT.destroying}
            onConfirm={() => confirm(state.data)}
            onCancel={() => setAsking(false)}
            focusAfterConfirm={heading}
          >
            <p>{TEXT.confirmWhat}</p>
            <ul>
              {state.data.due
                .filter((f) => chosen.has(f.formId))
                .map((f) => (
                  <li key={f.formId}>{TEXT.confirmItem(f.employee, f.formId, formatDate(f.retentionUntil))}</li>
                ))}
            </ul>
            <p className="mb-0">{TEXT.confirmKept}</p>
          </ConfirmDialog>
          <h3 className="h5 mt-4">{TEXT.recordTitle}</h3>
          <RecordTable done={state.data.done} />
        </>
      ) : null}
    </section>
  );
}
