/** One proposed time's fields: date, time, length, time zone, and a place or a video link. */
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import type { SlotInput } from '../../../common/interviews';
import { FormField } from '../../components/FormField';
import { INTERVIEW_TEXT as TEXT } from './messages';

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
];

export interface SlotDraft {
  date: string;
  time: string;
  lengthMinutes: string;
  timeZone: string;
  location: string;
  videoUrl: string;
}

export function emptySlot(): SlotDraft {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    date: '',
    time: '10:00',
    lengthMinutes: '45',
    timeZone: TIME_ZONES.includes(zone) ? zone : 'America/New_York',
    location: '',
    videoUrl: '',
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
      <div className="col-6 col-md-4">
        <FormLabel htmlFor={`${id}-zone`}>{TEXT.timeZone}</FormLabel>
        <FormSelect id={`${id}-zone`} value={value.timeZone} onChange={(e) => set('timeZone')(e.target.value)}>
          {TIME_ZONES.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </FormSelect>
        {errors.timeZone ? <div className="text-danger small">{errors.timeZone}</div> : null}
      </div>
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
