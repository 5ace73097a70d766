/**
 * A staff form's submit row: its error, the submit button (a spinner while busy) and the last
 * success. An error already shown beside its field is not repeated above the button.
 */
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import type { Action } from '../staff';

export function SubmitRow(props: { action: Action; label: string; busyLabel: string }) {
  const { action, label, busyLabel } = props;
  return (
    <>
      {action.error && !Object.values(action.fields).includes(action.error) ? (
        <FailureAlert message={action.error} onClose={action.dismiss} />
      ) : null}
      <div className="d-flex align-items-center gap-3 mt-3">
        <BusyButton type="submit" busy={action.busy}>
          {action.busy ? busyLabel : label}
        </BusyButton>
        <span role="status" className="text-success">
          {action.message}
        </span>
      </div>
    </>
  );
}
