/**
 * A short notice that something was done ("Your profile is saved."): a toast in the window's
 * corner, over the page rather than in it (nothing moves), that hides itself after 5 s.
 */
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import './notice-toast.scss';

const NOTICE_TOAST_MS = 5000;

export function NoticeToast({
  text,
  show,
  onClose,
  testId,
}: {
  text: string;
  show: boolean;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <ToastContainer position="bottom-end" containerPosition="fixed" className="p-3">
      <Toast show={show} onClose={onClose} autohide delay={NOTICE_TOAST_MS} bg="success" data-testid={testId}>
        <Toast.Body className="text-white">{text}</Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
