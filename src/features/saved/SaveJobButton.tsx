/** A toggle that saves a job (aria-pressed); it keeps its size in both states so nothing moves. */
import { SAVE_JOB_TEXT as TEXT } from './messages';

export function SaveJobButton({
  title,
  saved,
  busy,
  onToggle,
}: {
  title: string;
  saved: boolean;
  busy?: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm save-job-toggle ${saved ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={saved}
      aria-label={TEXT.saveLabel(title)}
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
