/**
 * The question before an action that cannot be taken back (withdraw, decline, close a job,
 * deactivate, delete an account): a modal dialog whose confirm button has the focus, so Enter
 * confirms and Escape or Cancel keeps things as they are.
 */
import { type ReactNode, type RefObject, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import BootstrapModalManager from 'react-bootstrap/BootstrapModalManager';
import Modal from 'react-bootstrap/Modal';
import { COMPONENT_TEXT } from './messages';
import { BusyButton } from './SubmitButton';
import './confirm-dialog.scss';

/**
 * The page keeps its scrollbar's gutter (html { scrollbar-gutter: stable }), so hiding its overflow
 * behind a dialog moves nothing: unlike Bootstrap's own manager, this one adds no scrollbar-wide
 * padding, which would shift the page sideways as the dialog opens.
 */
class GutterKeepingManager extends BootstrapModalManager {
  override getScrollbarWidth(): number {
    return 0;
  }
}
/** Shared by every dialog that should not shift the page (the board's dialogs too). */
export const modalManager = new GutterKeepingManager();
const manager = modalManager;

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
  focusAfterConfirm,
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
  /**
   * Where the focus goes once a confirmed action's dialog has closed, when the action takes away
   * the control that opened it (a row that leaves a list). Cancelled, the focus returns to that control.
   */
  focusAfterConfirm?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const moveFocus = Boolean(focusAfterConfirm) && confirmed;
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      // The modal lets go of the focus just after onExited: the move waits for that.
      restoreFocus={!moveFocus}
      onEnter={() => setConfirmed(false)}
      onExited={() => {
        if (moveFocus) window.setTimeout(() => focusAfterConfirm?.current?.focus());
      }}
      centered
      aria-labelledby={titleId}
      manager={manager}
    >
      <Modal.Header closeButton={!busy} closeLabel={COMPONENT_TEXT.close}>
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
          <BusyButton
            variant="danger"
            busy={busy}
            busyLabel={busyLabel}
            onClick={() => {
              setConfirmed(true);
              onConfirm();
            }}
          >
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
