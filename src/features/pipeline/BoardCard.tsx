/**
 * One application on the board: the candidate, when they applied, the résumé (preview or
 * download), tags and notes. The card drags with the mouse; its Move to… menu does the same from
 * the keyboard.
 */
import { useEffect, useId, useRef } from 'react';
import { applicationStatusLabel, type ApplicationStatus } from '../../../common/applications';
import type { BoardCard as Card } from '../../../common/pipeline';
import { Link } from '../../components/Link';
import { StepUpLink } from '../../components/StepUpLink';
import { formatDate } from '../../lib/format';
import { ProposeInterview } from '../interviews';
import { resumeUrl } from './api';
import { BOARD_TEXT as TEXT } from './messages';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import FormCheck from 'react-bootstrap/FormCheck';

/** Staff move applications to these; Withdrawn is the candidate's own step. */
export const STAFF_TARGETS = (statuses: readonly ApplicationStatus[]): readonly ApplicationStatus[] =>
  statuses.filter((s) => s !== 'Withdrawn');

export const DRAG_TYPE = 'application/x-board-card';

export interface BoardCardProps {
  card: Card;
  targets: readonly ApplicationStatus[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (to: ApplicationStatus) => void;
  onPreview: () => void;
  onDetails: () => void;
  /** Focus this card once drawn (it moved here from the keyboard). */
  focus: boolean;
  onFocused: () => void;
}

export function BoardCard({
  card,
  targets,
  selected,
  onSelect,
  onMove,
  onPreview,
  onDetails,
  focus,
  onFocused,
}: BoardCardProps) {
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const name = card.candidateName;
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus();
    onFocused();
  }, [focus, onFocused]);

  return (
    <li
      ref={ref}
      className={`card board-card mb-2${selected ? ' border-primary' : ''}`}
      tabIndex={-1}
      draggable={!card.accountDeleted}
      aria-labelledby={`${id}-name`}
      data-testid="board-card"
      data-application={card.applicationId}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, String(card.applicationId));
        e.dataTransfer.setData('text/plain', name);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="card-body p-2">
        <div className="d-flex align-items-start gap-2">
          <FormCheck.Input
            id={`${id}-select`}
            type="checkbox"
            className="mt-1 flex-shrink-0"
            checked={selected}
            disabled={card.accountDeleted}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={TEXT.select(name)}
          />
          <h3 className="h6 mb-1 text-break" id={`${id}-name`}>
            <Link to={`/admin/candidates/${card.candidateId}`}>{name}</Link>
          </h3>
        </div>
        <p className="small text-body-secondary mb-1">
          {TEXT.applied} {formatDate(card.appliedAt)}
        </p>
        <p className="small mb-1">
          {card.resume ? (
            <>
              <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onPreview}>
                {TEXT.previewResume}
                <span className="visually-hidden">{TEXT.forName(name)}</span>
              </Button>
              {' · '}
              <StepUpLink href={resumeUrl(card.applicationId)} purpose="resume" download>
                {TEXT.downloadResume}
                <span className="visually-hidden">{` ${card.resume.fileName}`}</span>
              </StepUpLink>
            </>
          ) : (
            <span className="text-body-secondary">{TEXT.noResume}</span>
          )}
        </p>
        {card.tags.length > 0 ? (
          <ul className="list-inline mb-1" aria-label={`${TEXT.tags}${TEXT.forName(name)}`}>
            {card.tags.map((tag) => (
              <li key={tag} className="list-inline-item me-1">
                <Badge bg="secondary-subtle" text="dark" className="fw-normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="d-flex flex-wrap gap-1 mt-2">
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={onDetails}
            // The visible words first, then whose notes (WCAG 2.5.3), as one name without a stray space.
            aria-label={`${TEXT.notes(card.noteCount)}, ${TEXT.notesAndTags}${TEXT.forName(name)}`}
          >
            {TEXT.notes(card.noteCount)}
          </Button>
          {card.accountDeleted ? null : (
            <>
              <Dropdown onSelect={(key) => key && onMove(key as ApplicationStatus)}>
                <Dropdown.Toggle variant="outline-primary" size="sm" id={`${id}-move`}>
                  {TEXT.moveTo}
                  <span className="visually-hidden">{TEXT.forName(name)}</span>
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {targets
                    .filter((s) => s !== card.status)
                    .map((s) => (
                      <Dropdown.Item key={s} eventKey={s} as="button">
                        {applicationStatusLabel(s)}
                      </Dropdown.Item>
                    ))}
                </Dropdown.Menu>
              </Dropdown>
              <ProposeInterview applicationId={card.applicationId} candidateName={name} />
            </>
          )}
        </div>
        {card.accountDeleted ? (
          <p className="small text-body-secondary mb-0 mt-1" data-testid="account-deleted">
            {TEXT.accountDeleted}
          </p>
        ) : null}
      </div>
    </li>
  );
}
