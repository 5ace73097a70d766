/**
 * One interview as the candidate sees it: the proposed times to choose from (radio buttons and one
 * button), or the booked time and place once chosen. Used on /overview and on the mailed link's page.
 */
import { useId, useState } from 'react';
import FormCheck from 'react-bootstrap/FormCheck';
import type { CandidateInterview } from '../../../common/interviews';
import { FailureAlert } from '../../components/FailureAlert';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { INTERVIEW_TEXT as TEXT } from './messages';

export function InterviewCard({
  interview,
  pick,
  onPicked,
  calendarUrl,
  headingLevel = 3,
}: {
  interview: CandidateInterview;
  pick: (slotId: number) => Promise<CandidateInterview>;
  onPicked: (interview: CandidateInterview) => void;
  /** Where the booked interview's .ics downloads from (the dashboard's call or the mailed link's). */
  calendarUrl: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [slotId, setSlotId] = useState<number | null>(interview.slots[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (interview.status === 'scheduled' && interview.chosen) {
    const chosen = interview.chosen;
    return (
      <div data-testid="interview" className="mb-3">
        <Heading className="h6 mb-1">{TEXT.bookedHeading(interview.jobTitle, interview.company)}</Heading>
        <p className="mb-1">{chosen.label}</p>
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <a className="btn btn-outline-primary btn-sm" href={calendarUrl} download="interview.ics">
            {TEXT.addToCalendar}
          </a>
          {chosen.videoUrl ? (
            <a href={chosen.videoUrl} rel="noopener noreferrer" target="_blank">
              {TEXT.joinVideo}
            </a>
          ) : null}
        </div>
      </div>
    );
  }

  const choose = () => {
    if (slotId === null) return;
    setBusy(true);
    setError(null);
    pick(slotId).then(
      (booked) => {
        setBusy(false);
        onPicked(booked);
      },
      (err: unknown) => {
        setBusy(false);
        setError(err);
      },
    );
  };

  return (
    <div data-testid="interview" className="mb-3">
      <Heading className="h6 mb-2" id={`${id}-heading`}>
        {TEXT.chooseHeading(interview.jobTitle, interview.company)}
      </Heading>
      {interview.slots.length === 0 ? (
        <p className="mb-0">{TEXT.noTimesLeft}</p>
      ) : (
        <fieldset aria-describedby={`${id}-heading`}>
          <legend className="fs-6 fw-semibold">{TEXT.pickLegend}</legend>
          {interview.slots.map((slot) => (
            <FormCheck
              key={slot.id}
              type="radio"
              id={`${id}-slot-${slot.id}`}
              name={`${id}-slot`}
              label={slot.label}
              checked={slotId === slot.id}
              onChange={() => setSlotId(slot.id)}
            />
          ))}
          <BusyButton className="mt-2" busy={busy} busyLabel={TEXT.choosing} onClick={choose}>
            {TEXT.choose}
          </BusyButton>
        </fieldset>
      )}
      {error ? (
        <FailureAlert
          message={TEXT.pickFailed}
          detail={error instanceof ApiError && error.status < 500 ? error.message : null}
          error={error}
          onClose={() => setError(null)}
        />
      ) : null}
    </div>
  );
}
