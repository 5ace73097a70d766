/**
 * The mails of an interview: the invitation with the link to choose a time, and the booked,
 * moved, cancelled and reminder mails, each through the editable templates; the booked, moved and
 * cancelled ones carry the calendar file for the candidate and for the staff member who proposed.
 * Each mail, and the calendar file it carries, is written in its reader's language.
 */
import type { Kysely } from 'kysely';
import { i18n } from '../../../common/i18n';
import { formatDateTimeInZone } from '../../../common/time-zones';
import type { Database } from '../../db/schema';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import type { MailTemplatesService } from '../mail-templates/mail-templates.service';
import { calendarAttachment, type CalendarInput, interviewCalendar } from './calendar';
import type { InterviewRow, SlotRow } from './interviews.repository';

export interface InterviewMailDeps {
  mailTemplates: MailTemplatesService;
  site: { siteName: string; publicUrl: string };
}

/** A slot's start in its own zone (the job's unless staff chose another), the zone in words. */
export const slotLabel = (slot: Pick<SlotRow, 'startsAt' | 'timeZone'>) =>
  formatDateTimeInZone(slot.startsAt, slot.timeZone);
export const placeOf = (slot: Pick<SlotRow, 'location' | 'videoUrl'>) =>
  [slot.location, slot.videoUrl ? i18n._('Video call: {videoUrl}', { videoUrl: slot.videoUrl }) : null]
    .filter(Boolean)
    .join(' · ');

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

export function createInterviewMails(deps: InterviewMailDeps) {
  const { mailTemplates, site } = deps;
  const overview = `${site.publicUrl}/overview`;
  const applicantsPage = (row: InterviewRow) => `${site.publicUrl}/admin/candidates/${row.userId}`;

  const values = (row: InterviewRow, who: 'candidate' | 'staff', slot?: SlotRow) => ({
    firstName: who === 'candidate' ? row.candidateFirstName : row.staffFirstName,
    lastName: who === 'candidate' ? row.candidateLastName : row.staffLastName,
    jobTitle: row.jobTitle,
    company: row.company,
    link: who === 'candidate' ? overview : applicantsPage(row),
    ...(slot ? { interviewTime: slotLabel(slot), interviewPlace: placeOf(slot) } : {}),
  });

  /** The interview's one calendar event, as mailed and as downloaded, in the current language. */
  function calendarInput(
    method: CalendarInput['method'],
    row: InterviewRow,
    slot: SlotRow,
    sequence: number,
    now: number,
  ): CalendarInput {
    const candidateName = fullName(row.candidateFirstName, row.candidateLastName);
    return {
      method,
      uid: row.uid,
      sequence,
      startsAt: slot.startsAt,
      lengthMinutes: slot.lengthMinutes,
      summary: i18n._('Interview: {jobTitle} ({company})', { jobTitle: row.jobTitle, company: row.company }),
      description: i18n._('Interview with {candidateName} for {jobTitle} at {company}. {time}. {place}', {
        candidateName,
        jobTitle: row.jobTitle,
        company: row.company,
        time: slotLabel(slot),
        place: placeOf(slot),
      }),
      location: slot.location,
      videoUrl: slot.videoUrl,
      organizer: { name: fullName(row.staffFirstName, row.staffLastName), email: row.staffEmail },
      attendee: { name: candidateName, email: row.candidateEmail },
      siteName: site.siteName,
      now,
    };
  }

  /** Booked, moved or cancelled: the same calendar event (UID) for both people, at one SEQUENCE. */
  async function calendarMails(
    trx: Kysely<Database>,
    key: 'interview-confirmation' | 'interview-update' | 'interview-cancellation',
    row: InterviewRow,
    slot: SlotRow,
    sequence: number,
    now: number,
  ) {
    const method = key === 'interview-cancellation' ? 'CANCEL' : 'REQUEST';
    for (const who of ['candidate', 'staff'] as const) {
      const to = who === 'candidate' ? row.candidateEmail : row.staffEmail;
      // Each reader's mail and event in their language: the same event (UID, SEQUENCE) for both.
      const mail = await inReaderLanguage(who === 'candidate' ? row.candidateLanguage : row.staffLanguage, () =>
        mailTemplates.compose(
          key,
          {
            to,
            values: values(row, who, slot),
            attachments: [calendarAttachment(calendarInput(method, row, slot, sequence, now))],
          },
          trx,
        ),
      );
      await enqueueMail(trx, mail, now);
    }
  }

  return {
    calendarMails,

    /** The booked interview's event for the candidate's "Add to calendar" (the mailed event's UID and SEQUENCE). */
    calendarFile: (row: InterviewRow, slot: SlotRow, now: number) =>
      interviewCalendar(calendarInput('PUBLISH', row, slot, row.sequence, now)),

    async invitation(trx: Kysely<Database>, row: InterviewRow, slots: SlotRow[], token: string, now: number) {
      const link = `${site.publicUrl}/interviews/choose?token=${encodeURIComponent(token)}`;
      const mail = await inReaderLanguage(row.candidateLanguage, () =>
        mailTemplates.compose(
          'interview-invitation',
          {
            to: row.candidateEmail,
            values: { ...values(row, 'candidate'), link, interviewOptions: slots.map(slotLabel).join('; ') },
          },
          trx,
        ),
      );
      await enqueueMail(trx, mail, now);
    },

    /** A proposal cancelled before a time was chosen: the candidate only, no calendar event exists. */
    async proposalCancelled(trx: Kysely<Database>, row: InterviewRow, now: number) {
      const mail = await inReaderLanguage(row.candidateLanguage, () =>
        mailTemplates.compose(
          'interview-cancellation',
          {
            to: row.candidateEmail,
            values: { ...values(row, 'candidate'), interviewTime: i18n._('the proposed times') },
          },
          trx,
        ),
      );
      await enqueueMail(trx, mail, now);
    },

    async reminder(trx: Kysely<Database>, row: InterviewRow, slot: SlotRow, now: number) {
      const mail = await inReaderLanguage(row.candidateLanguage, () =>
        mailTemplates.compose(
          'interview-reminder',
          {
            to: row.candidateEmail,
            values: values(row, 'candidate', slot),
          },
          trx,
        ),
      );
      await enqueueMail(trx, mail, now);
    },
  };
}

export type InterviewMails = ReturnType<typeof createInterviewMails>;
