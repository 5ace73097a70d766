/** The reminder schedule staff set: days before, the due day itself, days after (overdue). */
import { useState } from 'react';
import type { ReminderSchedule } from '../../../common/onboarding';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../lib/use-load';
import { LoadFailure, useAction } from '../staff';
import { fetchReminderSchedule, saveReminderSchedule } from './api';
import { SCHEDULE_TEXT as TEXT } from './messages';
import { BusyButton } from '../../components/SubmitButton';
import FormCheck from 'react-bootstrap/FormCheck';
import FormText from 'react-bootstrap/FormText';
import Card from 'react-bootstrap/Card';

function ScheduleFields({ initial }: { initial: ReminderSchedule }) {
  const [before, setBefore] = useState(String(initial.beforeDays));
  const [onDueDay, setOnDueDay] = useState(initial.onDueDay);
  const [after, setAfter] = useState(String(initial.afterDays));
  const [undated, setUndated] = useState(String(initial.undatedDays));
  const action = useAction(TEXT.failed);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.run(
      () =>
        saveReminderSchedule({
          beforeDays: Number(before),
          onDueDay,
          afterDays: Number(after),
          undatedDays: Number(undated),
        }),
      () => TEXT.saved,
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <div className="row g-3 align-items-end">
        <div className="col-6 col-md-3">
          <FormField
            id="schedule-before"
            label={TEXT.beforeDays}
            type="number"
            min={0}
            max={30}
            value={before}
            onValueChange={setBefore}
            wrapperClassName=""
          />
        </div>
        <div className="col-6 col-md-3">
          <FormField
            id="schedule-after"
            label={TEXT.afterDays}
            type="number"
            min={0}
            max={30}
            value={after}
            onValueChange={setAfter}
            wrapperClassName=""
          />
        </div>
        <div className="col-6 col-md-3">
          <FormField
            id="schedule-undated"
            label={TEXT.undatedDays}
            type="number"
            min={0}
            max={30}
            value={undated}
            onValueChange={setUndated}
            wrapperClassName=""
          />
        </div>
        <div className="col-12 col-md-3">
          <FormCheck>
            <FormCheck.Input
              id="schedule-due"
              type="checkbox"

              checked={onDueDay}
              onChange={(e) => setOnDueDay(e.target.checked)}
            />
            <FormCheck.Label htmlFor="schedule-due">{TEXT.onDueDay}</FormCheck.Label>
          </FormCheck>
        </div>
        <div className="col-12 col-md-3">
          <BusyButton type="submit" variant="outline-primary" busy={action.busy}>
            {TEXT.save}
          </BusyButton>
        </div>
      </div>
      <FormText as="p" className="mb-0">
        {TEXT.off}{' '}
        <span role="status" className="text-success">
          {action.message}
        </span>
      </FormText>
      {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
    </form>
  );
}

export function ReminderScheduleForm() {
  const state = useLoad(fetchReminderSchedule);
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="schedule-heading">
      <Card.Body>
        <h2 className="h5" id="schedule-heading">
          {TEXT.heading}
        </h2>
        <p className="text-body-secondary">{TEXT.lead}</p>
        {state.status === 'error' ? (
          <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
        ) : state.status === 'loading' ? (
          <SkeletonLines widths={['100%', '40%']} className="staff-form-skeleton" />
        ) : (
          <ScheduleFields initial={state.data} />
        )}
      </Card.Body>
    </Card>
  );
}
