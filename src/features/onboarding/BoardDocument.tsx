/** One document's row on the status board: its state, and remind, extend and cancel (asked first). */
import { useState } from 'react';
import Badge, { type BadgeProps } from 'react-bootstrap/Badge';
import FormControl from 'react-bootstrap/FormControl';
import { OPEN_BOARD_STATES, type BoardDocument, type BoardState, type RemindResult } from '../../../common/onboarding';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { BusyButton } from '../../components/SubmitButton';
import { useAction } from '../staff';
import { cancelDocument, extendDocument, remindDocuments } from './api';
import { STATE_LABELS, STATUS_TEXT as TEXT } from './messages';

const BADGE: Record<BoardState, Pick<BadgeProps, 'bg' | 'text'>> = {
  outstanding: { bg: 'secondary' },
  overdue: { bg: 'danger' },
  completed: { bg: 'success' },
  rejected: { bg: 'warning', text: 'dark' },
  review: { bg: 'info', text: 'dark' },
  awaiting_employer: { bg: 'primary-subtle', text: 'dark' },
  informational: { bg: 'light', text: 'dark' },
};

/** How many reminders went, and each document reminded too lately to mail again (with when it can be). */
export function remindedText(result: RemindResult): string {
  return [TEXT.reminded(result.sent), ...result.waiting.map((w) => w.message)].join(' ');
}

export function StateBadge({ state }: { state: BoardState }) {
  return <Badge {...BADGE[state]}>{STATE_LABELS[state]}</Badge>;
}

export function DocumentActions({
  doc,
  changed,
  cancelled = changed,
}: {
  doc: BoardDocument;
  changed: () => void;
  /** The document was cancelled: its row, this button's, leaves the board (the board keeps the focus). */
  cancelled?: () => void;
}) {
  const [due, setDue] = useState('');
  const action = useAction(TEXT.actionFailed);
  const [confirming, setConfirming] = useState(false);
  // Only what waits on the candidate is reminded or given more time (not what is read or in review).
  const open = OPEN_BOARD_STATES.includes(doc.state);
  // What the candidate signed stays on record: it is not cancelled (the server refuses it too).
  const cancellable = doc.signedAt === null || doc.state === 'informational';
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Link to={`/admin/documents/${doc.id}`} className="btn btn-outline-primary btn-sm">
        {TEXT.review}
      </Link>
      {open ? (
        <BusyButton
          variant="outline-secondary"
          size="sm"
          ariaLabel={TEXT.remindLabel(doc.formTitle)}
          busy={action.isPending('remind')}
          disabled={action.busy}
          onClick={() =>
            action.run(
              () => remindDocuments([doc.id]),
              (r) => remindedText(r),
              'remind',
            )
          }
        >
          {TEXT.remind}
        </BusyButton>
      ) : null}
      {open ? (
        <form
          className="d-flex gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            action.run(
              () => extendDocument(doc.id, due),
              () => (changed(), TEXT.extended),
              'extend',
            );
          }}
        >
          <label className="visually-hidden" htmlFor={`extend-${doc.id}`}>
            {TEXT.extendLabel(doc.formTitle)}
          </label>
          <FormControl
            id={`extend-${doc.id}`}
            type="date"
            size="sm"
            value={due}
            onChange={(e) => setDue(e.target.value)}
          />
          <BusyButton
            type="submit"
            variant="outline-secondary"
            size="sm"
            busy={action.isPending('extend')}
            disabled={action.busy}
          >
            {TEXT.extend}
          </BusyButton>
        </form>
      ) : null}
      {cancellable ? (
        <BusyButton
          variant="outline-danger"
          size="sm"
          busy={action.isPending('cancel')}
          disabled={action.busy}
          onClick={() => setConfirming(true)}
        >
          {TEXT.cancel}
        </BusyButton>
      ) : null}
      <ConfirmDialog
        show={confirming}
        title={TEXT.cancelYes}
        confirmLabel={TEXT.cancelYes}
        cancelLabel={TEXT.keep}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          action.run(
            () => cancelDocument(doc.id),
            () => {
              cancelled();
              return TEXT.cancelled;
            },
            'cancel',
          );
        }}
      >
        {TEXT.cancelConfirm}
      </ConfirmDialog>
      <span role="status" className="small text-success">
        {action.message}
      </span>
      {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
    </div>
  );
}
