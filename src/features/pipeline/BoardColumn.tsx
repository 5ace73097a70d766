/** One status of the board: its heading with the count, its cards, and a drop target for a dragged card. */
import { type ReactNode, useId, useState } from 'react';
import { applicationStatusLabel, type ApplicationStatus } from '../../../common/applications';
import { DRAG_TYPE } from './BoardCard';
import { BOARD_TEXT as TEXT } from './messages';

export interface BoardColumnProps {
  status: ApplicationStatus;
  count: number;
  /** Whether staff may move cards here (not to Withdrawn). */
  accepts: boolean;
  onDropCard: (applicationId: number) => void;
  onRefused: () => void;
  children: ReactNode;
}

export function BoardColumn({ status, count, accepts, onDropCard, onRefused, children }: BoardColumnProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const dragged = (e: React.DragEvent) => e.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <section
      className={`board-column card${over ? ' board-column-over' : ''}`}
      aria-labelledby={id}
      data-status={status}
      data-testid="board-column"
      onDragOver={(e) => {
        if (!dragged(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = accepts ? 'move' : 'none';
        setOver(accepts);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!dragged(e)) return;
        e.preventDefault();
        setOver(false);
        const applicationId = Number(e.dataTransfer.getData(DRAG_TYPE));
        if (!accepts) onRefused();
        else if (applicationId > 0) onDropCard(applicationId);
      }}
    >
      <div className="card-header d-flex justify-content-between align-items-baseline gap-2 px-2">
        <h2 className="h6 mb-0" id={id}>
          {applicationStatusLabel(status)}
        </h2>
        <span className="badge text-bg-light" data-testid="column-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{TEXT.count(count)}</span>
        </span>
      </div>
      <div className="card-body p-2">
        {count === 0 ? (
          <p className="small text-body-secondary mb-0">{TEXT.emptyColumn}</p>
        ) : (
          <ul className="list-unstyled mb-0">{children}</ul>
        )}
      </div>
    </section>
  );
}
