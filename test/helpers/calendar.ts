/** A mail's calendar attachment, read by mailparser and parsed by ical.js (an outside iCalendar parser). */
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { ReceivedMail } from './smtp';

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  organizer: string;
  attendees: string[];
  location: string | null;
  url: string | null;
  summary: string;
  description: string;
  contentType: string;
}

export async function inviteOf(mail: ReceivedMail): Promise<ParsedInvite> {
  const parsed = await simpleParser(mail.raw);
  const ics = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error(`no calendar attachment in "${mail.subject}"`);
  return parseInvite(ics.content.toString('utf8'), ics.contentType);
}

/** A calendar file's first event (a mail's attachment, or a downloaded .ics). */
export function parseInvite(text: string, contentType: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    organizer: String(event.organizer),
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
    location: event.location ?? null,
    summary: event.summary ?? '',
    description: event.description ?? '',
    url: vevent.getFirstPropertyValue('url') ? String(vevent.getFirstPropertyValue('url')) : null,
    contentType,
  };
}
