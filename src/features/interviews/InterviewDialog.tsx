/**
 * The staff pipeline's interview dialog: propose 1–5 times to an applicant, or, when the
 * application already has an interview, see it, move it (once booked) or cancel it.
 */
import { useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import BootstrapModalManager from 'react-bootstrap/BootstrapModalManager';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import Modal from 'react-bootstrap/Modal';
import { MAX_SLOTS, type StaffInterview } from '../../../common/interviews';
import { FailureAlert } from '../../components/FailureAlert';
import { SkeletonLines } from '../../components/Skeleton';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { cancelInterview, fetchStaffInterviews, proposeInterview, rescheduleInterview } from './api';
import { INTERVIEW_TEXT as TEXT } from './messages';
import { emptySlot, nextSlot, type SlotDraft, SlotFields, slotErrors, toSlotInput } from './SlotFields';

/** The page keeps its scrollbar's gutter: no padding is added while the dialog is open (no shift). */
class GutterKeepingManager extends BootstrapModalManager {
  override getScrollbarWidth(): number {
    return 0;
  }
}
const manager = new GutterKeepingManager();

/** An interview's status in words (read as the dialog draws, in the page's language). */
function statusText(status: StaffInterview['status']): string {
  if (status === 'proposed') return TEXT.statusProposed;
  return status === 'scheduled' ? TEXT.statusScheduled : TEXT.statusCancelled;
}

interface Outcome {
  busy: string | null;
  message: string;
  error: string | null;
  fields: Record<string, string>;
}
const IDLE: Outcome = { busy: null, message: '', error: null, fields: {} };

function Dialog({ applicationId, candidateName }: { applicationId: number; candidateName: string }) {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => fetchStaffInterviews(applicationId, signal), [applicationId]);
  const state = useLoad(load);
  // Drafted once the job's zone is known: until then, null.
  const [drafts, setSlots] = useState<SlotDraft[] | null>(null);
  const [moveDraft, setMoveTo] = useState<SlotDraft | null>(null);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(IDLE);

  function run(key: string, call: () => Promise<StaffInterview>, done: string) {
    setOutcome({ ...IDLE, busy: key });
    call().then(
      (interview) => {
        state.update((all) => ({
          ...all,
          interviews: [interview, ...all.interviews.filter((i) => i.id !== interview.id)],
        }));
        setOutcome({ ...IDLE, message: done });
      },
      (err: unknown) => {
        const known = err instanceof ApiError && err.status < 500;
        const fields = known ? ((err.body as { fields?: Record<string, string> } | null)?.fields ?? {}) : {};
        setOutcome({ ...IDLE, error: known ? err.message : TEXT.failed, fields });
      },
    );
  }

  if (state.status === 'loading')
    return (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{TEXT.loading}</span>
        <SkeletonLines widths={['60%', '90%', '90%']} />
      </div>
    );
  if (state.status === 'error') return <FailureAlert message={TEXT.couldNotLoad} error={state.error} />;

  const { timeZone, interviews } = state.data;
  const open = interviews.find((i) => i.status !== 'cancelled');
  const slots = drafts ?? [emptySlot(timeZone)];
  const moveTo = moveDraft ?? emptySlot(open?.chosen?.timeZone ?? timeZone);
  const status = (
    <p role="status" className="text-success mb-2">
      {outcome.message}
    </p>
  );
  const failure = outcome.error ? (
    <FailureAlert message={outcome.error} onClose={() => setOutcome((o) => ({ ...o, error: null }))} />
  ) : null;

  if (open)
    return (
      <div data-testid="current-interview">
        <h3 className="h6">{TEXT.current}</h3>
        <p className="mb-1">{statusText(open.status)}</p>
        <ul>
          {(open.chosen ? [open.chosen] : open.slots).map((s) => (
            <li key={s.id}>{s.label}</li>
          ))}
        </ul>
        {open.note ? <p className="text-body-secondary">{open.note}</p> : null}
        {status}
        {failure}
        {open.status === 'scheduled' ? (
          <fieldset className="border rounded p-2 mb-3">
            <legend className="fs-6 fw-semibold">{TEXT.newTime}</legend>
            <SlotFields id={`${id}-move`} value={moveTo} onChange={setMoveTo} errors={slotErrors(outcome.fields, 0)} />
            <BusyButton
              busy={outcome.busy === 'move'}
              onClick={() => run('move', () => rescheduleInterview(open.id, toSlotInput(moveTo)), TEXT.rescheduled)}
            >
              {TEXT.reschedule}
            </BusyButton>
          </fieldset>
        ) : null}
        <BusyButton
          variant="outline-danger"
          busy={outcome.busy === 'cancel'}
          onClick={() => run('cancel', () => cancelInterview(open.id), TEXT.cancelled)}
        >
          {TEXT.cancel}
        </BusyButton>
      </div>
    );

  const propose = (event: React.FormEvent) => {
    event.preventDefault();
    run('propose', () => proposeInterview(applicationId, slots.map(toSlotInput), note), TEXT.proposed);
  };
  return (
    <form onSubmit={propose} noValidate aria-label={TEXT.proposeFor(candidateName)}>
      {slots.map((slot, i) => (
        <fieldset key={i} className="border rounded p-2 mb-2">
          <legend className="fs-6 fw-semibold">{TEXT.slot(i + 1)}</legend>
          <SlotFields
            id={`${id}-slot-${i}`}
            value={slot}
            onChange={(next) => setSlots(slots.map((s, j) => (j === i ? next : s)))}
            errors={slotErrors(outcome.fields, i)}
          />
          {slots.length > 1 ? (
            <Button variant="link" className="px-0" onClick={() => setSlots(slots.filter((_, j) => j !== i))}>
              {TEXT.removeSlot(i + 1)}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {slots.length < MAX_SLOTS ? (
        <Button variant="outline-secondary" className="mb-3" onClick={() => setSlots([...slots, nextSlot(slots[0]!)])}>
          {TEXT.addSlot}
        </Button>
      ) : null}
      <div className="mb-3">
        <FormLabel htmlFor={`${id}-note`}>{TEXT.note}</FormLabel>
        <FormControl
          as="textarea"
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {status}
      {failure}
      <BusyButton type="submit" busy={outcome.busy === 'propose'} busyLabel={TEXT.sending}>
        {TEXT.send}
      </BusyButton>
    </form>
  );
}

/** The dialog itself, loaded on the first click (the pipeline's first load stays light). */
export function InterviewDialog({
  applicationId,
  candidateName,
  show,
  onHide,
}: {
  applicationId: number;
  candidateName: string;
  show: boolean;
  onHide: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby={titleId} manager={manager}>
      <Modal.Header closeButton closeLabel={TEXT.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {TEXT.manageFor(candidateName)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{show ? <Dialog applicationId={applicationId} candidateName={candidateName} /> : null}</Modal.Body>
    </Modal>
  );
}
