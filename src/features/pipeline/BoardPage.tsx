/**
 * /admin/jobs/{id}/board: a job's applications in one column per status. Cards move by drag and
 * drop or from their Move to… menu (each move is the console's status change: history, audit and
 * the status mail stay as they are); selected cards move or are mailed together.
 */
import { useCallback, useMemo, useState } from 'react';
import { APPLICATION_STATUSES, applicationStatusLabel, type ApplicationStatus } from '../../../common/applications';
import type { BoardCard as Card, BoardQuery } from '../../../common/pipeline';
import { MAIL_STATUSES } from '../../../common/staff';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { replaceAddress } from '../../lib/history';
import { LoadFailure, StaffNav } from '../staff';
import { BoardCard, STAFF_TARGETS } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { BoardScroller } from './BoardScroller';
import { boardPath, isFiltered } from './board-query';
import { BulkBar } from './BulkBar';
import { BulkMailDialog } from './BulkMailDialog';
import { CardDetails } from './CardDetails';
import { FilterBar } from './FilterBar';
import { BOARD_TEXT as TEXT } from './messages';
import { ResumePreview } from './ResumePreview';
import { useBoard } from './use-board';
import FormCheck from 'react-bootstrap/FormCheck';
import './board.scss';

const TARGETS = STAFF_TARGETS(APPLICATION_STATUSES);

export function BoardPage({ jobId, initial }: { jobId: number; initial: BoardQuery }) {
  const [query, setQuery] = useState<BoardQuery>(initial);
  const board = useBoard(jobId, query);
  const { state, move } = board;
  const [selected, setSelected] = useState<number[]>([]);
  const [mailing, setMailing] = useState(false);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  /** A move to a status that may send the candidate a mail waits for the staff member's choice. */
  const [pending, setPending] = useState<{ card: Card; to: ApplicationStatus } | null>(null);
  const [sendMail, setSendMail] = useState(false);

  const cards = useMemo(() => (state.status === 'ready' ? state.data.cards : []), [state]);
  const byId = (id: number | null) => cards.find((c) => c.applicationId === id) ?? null;
  const refresh = state.refresh;

  const requestMove = useCallback(
    (card: Card, to: ApplicationStatus) => {
      if (to === card.status) return;
      if (MAIL_STATUSES.includes(to)) {
        setSendMail(false);
        setPending({ card, to });
      } else move(card, to, false);
    },
    [move],
  );

  const applyFilters = (next: BoardQuery) => {
    setQuery(next);
    setSelected([]);
    replaceAddress(boardPath(jobId, next));
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));
  // Only cards on screen stay selected (a filter may have hidden some).
  const visibleSelected = selected.filter((id) => cards.some((c) => c.applicationId === id));

  return (
    <div>
      <PageHeading title={TEXT.title} />
      <StaffNav current="jobs" />
      <p className="d-flex flex-wrap gap-3">
        <Link to={`/admin/jobs/${jobId}/applicants`}>{TEXT.backToApplicants}</Link>
        <Link to="/admin/jobs">{TEXT.backToJobs}</Link>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="board-announcement">
        {board.announcement}
      </p>
      {state.status === 'loading' ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            {TEXT.loading}
          </span>
          <SkeletonLines widths={['40%', '100%', '100%', '100%']} />
        </div>
      ) : state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : (
        <>
          <p className="lead">{TEXT.lead(state.data.job.title, state.data.job.location)}</p>
          <FilterBar value={query} tags={state.data.tags} questions={state.data.questions} onApply={applyFilters} />
          <BulkBar
            jobId={jobId}
            selected={visibleSelected}
            cards={cards}
            onDone={() => {
              setSelected([]);
              refresh();
            }}
            onClear={() => setSelected([])}
            onMail={() => setMailing(true)}
          />
          <p className="small text-body-secondary mb-2">
            {isFiltered(query) ? TEXT.shown(cards.length, state.data.total) : TEXT.dragHint}
          </p>
          {board.error ? <FailureAlert message={board.error} onClose={board.dismissError} /> : null}
          {state.data.total === 0 ? <p>{TEXT.noApplications}</p> : cards.length === 0 ? <p>{TEXT.noMatch}</p> : null}
          <BoardScroller label={TEXT.columns}>
            {APPLICATION_STATUSES.map((status) => {
              const inColumn = cards.filter((c) => c.status === status);
              return (
                <BoardColumn
                  key={status}
                  status={status}
                  count={inColumn.length}
                  accepts={TARGETS.includes(status)}
                  onRefused={() => board.announce(TEXT.candidatesOwn)}
                  onDropCard={(id) => {
                    const card = byId(id);
                    if (card) requestMove(card, status);
                  }}
                >
                  {inColumn.map((card) => (
                    <BoardCard
                      key={card.applicationId}
                      card={card}
                      targets={TARGETS}
                      selected={visibleSelected.includes(card.applicationId)}
                      onSelect={(on) => toggle(card.applicationId, on)}
                      onMove={(to) => requestMove(card, to)}
                      onPreview={() => setPreviewId(card.applicationId)}
                      onDetails={() => setDetailsId(card.applicationId)}
                      focus={board.focusId === card.applicationId}
                      onFocused={board.focused}
                    />
                  ))}
                </BoardColumn>
              );
            })}
          </BoardScroller>
        </>
      )}
      <ConfirmDialog
        show={pending !== null}
        title={pending ? TEXT.mailChoiceTitle(pending.card.candidateName, applicationStatusLabel(pending.to)) : ''}
        confirmLabel={TEXT.move}
        cancelLabel={TEXT.cancel}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) move(pending.card, pending.to, sendMail);
          setPending(null);
        }}
      >
        <FormCheck
          id="board-send-mail"
          label={TEXT.sendMail}
          checked={sendMail}
          onChange={(e) => setSendMail(e.target.checked)}
        />
      </ConfirmDialog>
      <BulkMailDialog
        jobId={jobId}
        show={mailing}
        selected={visibleSelected}
        cards={cards}
        onClose={() => setMailing(false)}
      />
      <ResumePreview card={byId(previewId)} onClose={() => setPreviewId(null)} />
      <CardDetails card={byId(detailsId)} onClose={() => setDetailsId(null)} onChanged={refresh} />
    </div>
  );
}
