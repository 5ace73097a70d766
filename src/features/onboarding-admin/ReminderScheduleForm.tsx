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

function ScheduleFields({ initial }: { initial: ReminderSchedule }) {
  const [before, setBefore] = useState(String(initial.beforeDays));
  const [onDueDay, setOnDueDay] = useState(initial.onDueDay);
  const [after, setAfter] = useState(String(initial.afterDays));
  const action = useAction(TEXT.failed);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.run(
      () => saveReminderSchedule({ beforeDays: Number(before), onDueDay, afterDays: Number(after) }),
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
        <div className="col-12 col-md-3">
          <div className="form-check">
            <input
              id="schedule-due"
              type="checkbox"
              className="form-check-input"
              checked={onDueDay}
              onChange={(e) => setOnDueDay(e.target.checked)}
            />
            <label className="form-check-label" htmlFor="schedule-due">
              {TEXT.onDueDay}
            </label>
          </div>
        </div>
        <div className="col-12 col-md-3">
          <BusyButton type="submit" className="btn btn-outline-primary" busy={action.busy}>
            {TEXT.save}
          </BusyButton>
        </div>
      </div>
      <p className="form-text mb-0">
        {TEXT.off}{' '}
        <span role="status" className="text-success">
          {action.message}
        </span>
      </p>
      {action.error ? <FailureAlert message={action.error} onClose={action.dismiss} /> : null}
    </form>
  );
}

export function ReminderScheduleForm() {
  const state = useLoad(fetchReminderSchedule);
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="schedule-heading">
      <div className="card-body">
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
      </div>
    </section>
  );
}
