/**
 * The interview's calendar file (RFC 5545 / iTIP): METHOD:REQUEST when booked or moved (SEQUENCE
 * one more each time, the same UID), METHOD:CANCEL with STATUS:CANCELLED when cancelled, and
 * METHOD:PUBLISH for the candidate's own "Add to calendar" download (the same UID and SEQUENCE as
 * the mailed invitation, so a calendar keeps one event; no attendees, as PUBLISH asks). Times are
 * written in UTC, so no VTIMEZONE is needed; the description names the slot's own zone.
 */
import ical, { ICalCalendarMethod, ICalEventStatus, ICalAttendeeRole, ICalAttendeeStatus } from 'ical-generator';
import { currentLanguage } from '../../lib/i18n';
import type { MailAttachment } from '../../providers/mail/mail.types';

export interface CalendarInput {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  uid: string;
  sequence: number;
  startsAt: number;
  lengthMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  videoUrl: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  siteName: string;
  now: number;
}

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

export function interviewCalendar(input: CalendarInput): string {
  const calendar = ical({
    // The summary and description are written in the current language (the reader's).
    prodId: { company: input.siteName, product: 'Interviews', language: currentLanguage().toUpperCase() },
    method: METHODS[input.method],
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: new Date(input.now),
    start: new Date(input.startsAt),
    end: new Date(input.startsAt + input.lengthMinutes * 60_000),
    summary: input.summary,
    description: input.description,
    location: input.location ?? input.videoUrl,
    url: input.videoUrl,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees:
      input.method === 'PUBLISH'
        ? []
        : [
            {
              name: input.attendee.name,
              email: input.attendee.email,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.NEEDSACTION,
              rsvp: true,
            },
          ],
  });
  return calendar.toString();
}

export function calendarAttachment(input: CalendarInput): MailAttachment {
  const method = input.method;
  return {
    filename: method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: interviewCalendar(input),
  };
}
