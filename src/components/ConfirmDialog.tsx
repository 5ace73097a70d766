/**
 * The question before an action that cannot be taken back (withdraw, decline, close a job,
 * deactivate, delete an account): a modal dialog whose confirm button has the focus, so Enter
 * confirms and Escape or Cancel keeps things as they are.
 */
import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from './SubmitButton';
import './confirm-dialog.scss';

export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The action runs: the confirm button shows its spinner and the dialog stays. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={busy ? () => undefined : onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {children ? <Modal.Body>{children}</Modal.Body> : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <AutoFocus>
          <BusyButton variant="danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </AutoFocus>
      </Modal.Footer>
    </Modal>
  );
}

/** Focuses the first button inside once it is in the document (the dialog then keeps it there). */
const focusButton = (el: HTMLElement | null) => el?.querySelector('button')?.focus();

function AutoFocus({ children }: { children: ReactNode }) {
  return (
    <span className="d-contents" ref={focusButton}>
      {children}
    </span>
  );
}
