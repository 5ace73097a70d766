/**
 * One proposed time's fields: date, time, length, time zone (the job's unless changed), and a place
 * or a video link. The time is the browser's time control, which shows the clock of the page's
 * language (12-hour in English): its label promises no format.
 */
import type { SlotInput } from '../../../common/interviews';
import { FormField } from '../../components/FormField';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { INTERVIEW_TEXT as TEXT } from './messages';

export interface SlotDraft {
  date: string;
  time: string;
  lengthMinutes: string;
  timeZone: string;
  location: string;
  videoUrl: string;
}

/** A first time: in the job's zone (never the browser's or the server's). */
export function emptySlot(timeZone: string): SlotDraft {
  return { date: '', time: '10:00', lengthMinutes: '45', timeZone, location: '', videoUrl: '' };
}

/** Another time: the same place, length and zone as the first, a new date and time to choose. */
export function nextSlot(first: SlotDraft): SlotDraft {
  return {
    ...emptySlot(first.timeZone),
    lengthMinutes: first.lengthMinutes,
    location: first.location,
    videoUrl: first.videoUrl,
  };
}

export function toSlotInput(draft: SlotDraft): SlotInput {
  return {
    date: draft.date,
    time: draft.time,
    lengthMinutes: Number(draft.lengthMinutes),
    timeZone: draft.timeZone,
    ...(draft.location.trim() ? { location: draft.location } : {}),
    ...(draft.videoUrl.trim() ? { videoUrl: draft.videoUrl } : {}),
  };
}

export function SlotFields({
  id,
  value,
  onChange,
  errors,
}: {
  id: string;
  value: SlotDraft;
  onChange: (next: SlotDraft) => void;
  /** Field name -> message, from the server's `slots.{i}.{field}` answer. */
  errors: Record<string, string | undefined>;
}) {
  const set = (field: keyof SlotDraft) => (v: string) => onChange({ ...value, [field]: v });
  return (
    <div className="row g-2">
      <FormField
        wrapperClassName="col-6 col-md-4"
        id={`${id}-date`}
        label={TEXT.date}
        type="date"
        required
        value={value.date}
        onValueChange={set('date')}
        error={errors.date}
      />
      <FormField
        wrapperClassName="col-6 col-md-4"
        id={`${id}-time`}
        label={TEXT.time}
        type="time"
        required
        value={value.time}
        onValueChange={set('time')}
        error={errors.time}
      />
      <FormField
        wrapperClassName="col-6 col-md-4"
        id={`${id}-length`}
        label={TEXT.length}
        type="number"
        min={15}
        max={480}
        step={5}
        required
        value={value.lengthMinutes}
        onValueChange={set('lengthMinutes')}
        error={errors.lengthMinutes}
      />
      <TimeZoneSelect
        className="col-6 col-md-4"
        id={`${id}-zone`}
        label={TEXT.timeZone}
        value={value.timeZone}
        onChange={set('timeZone')}
        error={errors.timeZone}
      />
      <FormField
        wrapperClassName="col-12 col-md-4"
        id={`${id}-location`}
        label={TEXT.location}
        value={value.location}
        maxLength={200}
        onValueChange={set('location')}
        error={errors.location}
      />
      <FormField
        wrapperClassName="col-12 col-md-4"
        id={`${id}-video`}
        label={TEXT.videoUrl}
        type="url"
        value={value.videoUrl}
        maxLength={500}
        onValueChange={set('videoUrl')}
        error={errors.videoUrl}
      />
    </div>
  );
}

/** The server's `slots.{i}.{field}` messages for slot `i`. */
export function slotErrors(fields: Record<string, string>, i: number): Record<string, string | undefined> {
  const prefix = `slots.${i}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}
