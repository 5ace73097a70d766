/**
 * A person's overdue Form I-9 sections on the status board: overdue or not, nothing of the form.
 * The server gives the form's id to staff with the `i9` permission only, and only they get the
 * link to open it.
 */
import Badge from 'react-bootstrap/Badge';
import type { I9BoardMark } from '../../../common/i9';
import { Link } from '../../components/Link';
import { BOARD_I9_TEXT as TEXT } from './i9-messages';

export function I9OverdueMarks({ name, marks }: { name: string; marks: I9BoardMark[] | undefined }) {
  if (!marks?.length) return null;
  const formId = marks.find((m) => m.formId !== null)?.formId;
  return (
    <span className="d-block mt-1" data-testid="board-i9">
      {marks.map((m) => (
        <Badge key={m.section} bg="danger" className="me-1 text-wrap">
          {m.section === 1 ? TEXT.section1 : TEXT.section2}
        </Badge>
      ))}
      {formId ? (
        <Link to={`/admin/i9/${formId}`} className="small d-inline-block" aria-label={TEXT.openOf(name)}>
          {TEXT.open}
        </Link>
      ) : null}
    </span>
  );
}
