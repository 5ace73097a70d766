/** Why a screen of the console has no content, with the server's reason and a way to try again. */
import Button from 'react-bootstrap/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { COMMON_TEXT } from './messages';

export function LoadFailure({ message, error, retry }: { message: string; error: unknown; retry: () => void }) {
  return (
    <div className="mb-3">
      <FailureAlert message={message} detail={error instanceof Error ? error.message : null} />
      <Button variant="outline-primary" onClick={retry}>
        {COMMON_TEXT.retry}
      </Button>
    </div>
  );
}
