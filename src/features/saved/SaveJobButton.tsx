/**
 * A toggle that saves a job: it reads "Save", and "Saved" once saved (aria-pressed says the same).
 * It keeps its size in both states so nothing moves.
 */
import Button from 'react-bootstrap/Button';
import { SAVE_JOB_TEXT as TEXT } from './messages';

export function SaveJobButton({
  describedBy,
  saved,
  busy,
  onToggle,
}: {
  /** The id of the job's title: the button is described by the job it saves. */
  describedBy: string;
  saved: boolean;
  busy?: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      variant={saved ? 'primary' : 'outline-primary'}
      size="sm"
      className="save-job-toggle"
      aria-pressed={saved}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={onToggle}
      data-testid="save-job"
    >
      <span aria-hidden="true" className="me-1">
        {saved ? '★' : '☆'}
      </span>
      {saved ? TEXT.saved : TEXT.save}
    </Button>
  );
}
