/** /admin/documents/status: per candidate and document, with counts, filters, percentages, cancel and extend. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BOARD_STATES, OPEN_BOARD_STATES, type BoardState } from '../../../common/onboarding';
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { history } from '../../lib/history';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { LoadFailure, Pager, pageCount, StaffNav, useAction } from '../staff';
import { boardPath, fetchBoard, remindDocuments } from './api';
import { DocumentActions, remindedText, StateBadge } from './BoardDocument';
import { I9OverdueMarks } from './I9OverdueMarks';
import { ONBOARDING_ADMIN_TITLES, STATE_LABELS, STATUS_TEXT as TEXT } from './messages';
import { ReminderScheduleForm } from './ReminderScheduleForm';
import FormControl from 'react-bootstrap/FormControl';
import Card from 'react-bootstrap/Card';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Progress } from '../../components/Progress';

export function StatusPage({ initial }: { initial: { state: BoardState | ''; q: string; page: number } }) {
  const [state, setState] = useState<BoardState | ''>(initial.state);
  const [q, setQ] = useState(initial.q);
  const load = useCallback((signal: AbortSignal) => fetchBoard(initial, signal), [initial]);
  const board = useLoad(load);
  const data = board.status === 'ready' ? board.data : null;
  // Another page is on its way: the one shown stays, with the wait marked, so nothing jumps.
  const turning = data !== null && data.page !== initial.page;
  const busy = board.status === 'loading' || turning;
  const bulk = useAction(TEXT.actionFailed);
  // A cancelled document's row leaves the board with its button: the focus waits on the board itself.
  const boardTable = useRef<HTMLDivElement>(null);
  const focusBoard = useRef(false);
  useEffect(() => {
    if (!focusBoard.current || !data) return;
    focusBoard.current = false;
    boardTable.current?.focus();
  }, [data]);
  const cancelled = () => {
    focusBoard.current = true;
    board.refresh();
  };
  const openIds = data
    ? data.candidates.flatMap((c) => c.documents.filter((d) => OPEN_BOARD_STATES.includes(d.state)).map((d) => d.id))
    : [];

  // New filters start at page 1; a page keeps the filters it was reached with.
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    history.push(boardPath('/admin/documents/status', { state, q: q.trim() }));
  };
  const goTo = (page: number) => history.push(boardPath('/admin/documents/status', { ...initial, page }));

  return (
    <div aria-busy={busy}>
      <PageHeading title={ONBOARDING_ADMIN_TITLES.status} lead={TEXT.lead} />
      <StaffNav current="documents" />
      <p>
        <Link to="/admin/documents" className="btn btn-outline-primary btn-sm">
          {TEXT.templatesLink}
        </Link>
      </p>
      <div className="row g-3 mb-3" data-testid="board-counts">
        {BOARD_STATES.map((s) => (
          <div className="col-6 col-md-4 col-xl-2" key={s}>
            <Card className="h-100 shadow-sm">
              <Card.Body className="py-2">
                <Card.Text className="text-body-secondary mb-1">{STATE_LABELS[s]}</Card.Text>
                <p className="h3 mb-0 staff-stat" data-testid={`count-${s}`}>
                  {data ? (
                    data.counts[s]
                  ) : (
                    <span className="skeleton-line" style={{ width: '3ch' }} aria-hidden="true" />
                  )}
                </p>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      <form className="row g-2 align-items-end mb-3" onSubmit={apply} aria-label={TEXT.filters}>
        <div className="col-12 col-md-3">
          <FormLabel htmlFor="board-state">{TEXT.state}</FormLabel>
          <FormSelect
            id="board-state"

            value={state}
            onChange={(e) => setState(e.target.value as BoardState | '')}
          >
            <option value="">{TEXT.allStates}</option>
            {BOARD_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </FormSelect>
        </div>
        <div className="col-12 col-md-5">
          <FormLabel htmlFor="board-q">{TEXT.search}</FormLabel>
          <FormControl
            id="board-q"

            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="col-12 col-md-2">
          <Button type="submit" variant="primary" className="w-100">
            {TEXT.apply}
          </Button>
        </div>
      </form>
      <div className="d-flex align-items-center gap-2 mb-3">
        <BusyButton
          variant="outline-primary"
          size="sm"
          busy={bulk.busy}
          disabled={openIds.length === 0}
          onClick={() =>
            bulk.run(
              () => remindDocuments(openIds),
              (r) => remindedText(r),
            )
          }
        >
          {TEXT.remindAll}
        </BusyButton>
        <span role="status" className="small text-success">
          {bulk.message}
        </span>
      </div>
      {bulk.error ? <FailureAlert message={bulk.error} onClose={bulk.dismiss} /> : null}
      <span className="visually-hidden" role="status">
        {busy ? TEXT.loading : ''}
      </span>
      {board.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={board.error} retry={board.retry} />
      ) : data === null ? (
        <SkeletonLines widths={['90%', '85%', '80%', '70%']} className="staff-table" />
      ) : data.candidates.length === 0 ? (
        <p>{TEXT.none}</p>
      ) : (
        <div className="table-responsive staff-table" ref={boardTable} tabIndex={-1}>
          <Table className="align-middle stack-table" data-testid="status-board">
            <thead>
              <tr>
                <th scope="col">{TEXT.candidate}</th>
                <th scope="col">{TEXT.document}</th>
                <th scope="col">{TEXT.state}</th>
                <th scope="col">{TEXT.due}</th>
                <th scope="col">{TEXT.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.candidates.flatMap((c) =>
                c.documents.map((d, i) => (
                  <tr key={d.id} data-testid={`board-row-${d.id}`}>
                    {i === 0 ? (
                      <th scope="rowgroup" rowSpan={c.documents.length} className="fw-normal">
                        <span className="fw-semibold d-block">{c.name}</span>
                        <span className="small d-block">{c.email}</span>
                        <span className="small text-body-secondary" data-testid="candidate-percent">
                          {TEXT.percent(c.percent)}
                        </span>
                        <Progress
                          now={c.percent}
                          label={TEXT.progress(c.name)}
                          className="mt-1"
                          style={{ height: '0.4rem' }}
                        />
                        <I9OverdueMarks name={c.name} marks={c.i9Overdue} />
                      </th>
                    ) : null}
                    <td data-label={TEXT.document}>
                      {d.formTitle}
                      {d.rejectedReason ? (
                        <span className="d-block small text-body-secondary">{d.rejectedReason}</span>
                      ) : null}
                      {d.declined ? (
                        <span className="d-block small text-danger-emphasis" data-testid="board-declined">
                          {d.declined.reason ? TEXT.declinedBecause(d.declined.reason) : TEXT.declined}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={TEXT.state}>
                      <StateBadge state={d.state} />
                    </td>
                    <td data-label={TEXT.due}>{d.dueAt ? formatDate(d.dueAt) : '—'}</td>
                    <td>
                      <DocumentActions doc={d} changed={board.refresh} cancelled={cancelled} />
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </Table>
        </div>
      )}
      {data && (data.total > 0 || data.page > 1) ? (
        <Pager
          label={ONBOARDING_ADMIN_TITLES.status}
          page={data.page}
          pages={pageCount(data)}
          onPage={goTo}
          busy={turning}
          className="mb-4"
        />
      ) : null}
      <ReminderScheduleForm />
    </div>
  );
}
