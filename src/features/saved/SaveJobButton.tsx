/** A toggle that saves a job (aria-pressed); it keeps its size in both states so nothing moves. */
import { SAVE_JOB_TEXT as TEXT } from './messages';

export function SaveJobButton({
  describedBy,
  saved,
  busy,
  onToggle,
}: {
  /** The id of the job's title: the button reads "Save", described by the job it saves. */
  describedBy: string;
  saved: boolean;
  busy?: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm save-job-toggle ${saved ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={saved}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={onToggle}
      data-testid="save-job"
    >
      <span aria-hidden="true" className="me-1">
        {saved ? '★' : '☆'}
      </span>
      {TEXT.save}
    </button>
  );
}
