/**
 * Times in a named zone, the zone written in words, by the platform's Intl: one formatter for the
 * SPA and the server (mails, labels), and no zone data in the SPA's chunks. Every time a person
 * reads goes through formatDateTimeInZone, so it is followed by its zone ("Central Time").
 */
import { type DateInput, parseDate } from './dates';
import { i18n, LANGUAGE_TAGS, translatable } from './i18n';

/** GET and PUT /api/me/time-zone: the zone the reader's times are shown in. */
export interface ReaderTimeZone {
  /** IANA: theirs, else the employer's default. */
  timeZone: string;
  /** The reader chose it (at registration their browser's, or on /profile); false: the default. */
  chosen: boolean;
}

export const TIME_ZONE_MESSAGES = /* @__PURE__ */ translatable({
  invalid: /*i18n*/ { id: 'Choose a time zone from the list.' },
});

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** The reader's language as Intl names it: zone names and dates read in it ("hora central"). */
const tag = () => LANGUAGE_TAGS[i18n.locale];

const partsOf = (date: Date, options: Intl.DateTimeFormatOptions): Parts =>
  Object.fromEntries(
    new Intl.DateTimeFormat(tag(), options).formatToParts(date).map((part) => [part.type, part.value]),
  ) as Parts;

/** Whether the runtime knows an IANA zone name ("UTC" included; offsets such as "+05:00" are not names). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /\//.test(value) || value === 'UTC';
  } catch {
    return false;
  }
}

/**
 * A zone in words at a moment: "Central Time", or the long name ("Coordinated Universal Time")
 * where the generic one is only an offset.
 */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  const generic = partsOf(at, { timeZone, timeZoneName: 'longGeneric' }).timeZoneName ?? '';
  if (generic && !generic.startsWith('GMT')) return generic;
  return partsOf(at, { timeZone, timeZoneName: 'long' }).timeZoneName ?? timeZone;
}

/** How a zone reads in a list: its place and its name in words, "Chicago (Central Time)". */
export function zoneLabel(timeZone: string): string {
  if (timeZone === 'UTC') return zoneName(timeZone);
  const place = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  return `${place} (${zoneName(timeZone)})`;
}

/** The zones offered first (the United States'), before every other one the platform knows. */
const FIRST_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
];

/**
 * The zones a person can choose, each with its label: the United States' first, then the rest of
 * the platform's by label (the "Etc/GMT±n" offsets left out: they have no name in words).
 */
const choicesByLanguage = new Map<string, { value: string; label: string }[]>();
export function zoneChoices(): { value: string; label: string }[] {
  // Hundreds of formatters: made once per language.
  const known = choicesByLanguage.get(i18n.locale);
  if (known) return known;
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = all
    .filter((z) => !FIRST_ZONES.includes(z) && /\//.test(z) && !z.startsWith('Etc/'))
    .map((value) => ({ value, label: zoneLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const choices = [...FIRST_ZONES.map((value) => ({ value, label: zoneLabel(value) })), ...rest];
  choicesByLanguage.set(i18n.locale, choices);
  return choices;
}

/**
 * docs/product.md §9's date-time format in an IANA zone, followed by the zone in words:
 * 'Nov 29, 2026 9:31am Central Time'; in another language, Intl's date and time in it, then the
 * zone: '29 nov 2026, 9:31 a.m. hora central'. Invalid: ''.
 */
export function formatDateTimeInZone(value: DateInput, timeZone: string): string {
  const date = parseDate(value)?.toDate();
  if (!date) return '';
  const p = partsOf(date, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  if (i18n.locale !== 'en')
    return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod ?? ''} ${zoneName(timeZone, date)}`;
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}${(p.dayPeriod ?? '').toLowerCase()} ${zoneName(timeZone, date)}`;
}
