/**
 * Overdue Form I-9 sections (docs/product.md §4.19): once a section's due date has passed, the
 * employee (Section 1) or the staff with the `i9` permission (Section 2) are reminded through the
 * outbox and the `i9.overdue` webhook fires, once per section; and I-9 staff are told of a
 * reverification (Supplement B) 90 days before the work authorization ends, and of a receipt's
 * follow-up (receipt-notices.ts). A conditional claim in the database lets one run of one instance
 * send each.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays } from '../../../common/business-days';
import { i18n } from '../../../common/i18n';
import { REVERIFY_NOTICE_DAYS } from '../../../common/i9-dates';
import type { WebhookEvent } from '../../../common/webhooks';
import { formatDate } from '../../../common/dates';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import type { I9FormListRow, I9Repository } from './i9.repository';
import { runEditionNotice } from './edition-notices';
import { runReceiptNotices } from './receipt-notices';

export interface OverdueDeps {
  repo: I9Repository;
  db: Kysely<Database>;
  clock: Clock;
  today: () => string;
  site: { siteName: string; publicUrl: string };
  /** The integrations feature's webhook publishing, in the claim's transaction. */
  publish: (trx: Kysely<Database>, event: WebhookEvent, data: Record<string, unknown>) => Promise<void>;
  /** After a commit that queued mail and webhook deliveries. */
  queued: () => void;
}

const BATCH = 100;

function section1Mail(site: OverdueDeps['site'], form: I9FormListRow) {
  return inReaderLanguage(form.preferredLanguage, () =>
    renderMail({
      to: form.email,
      subject: i18n._('Your Form I-9 is overdue'),
      siteName: site.siteName,
      heading: i18n._('Hello {firstName},', { firstName: form.firstName }),
      paragraphs: [
        i18n._(
          'Section 1 of your Form I-9 (Employment Eligibility Verification) was due on {date}, your first day of work. The law requires it before you can keep working: please complete it now.',
          { date: formatDate(`${form.section1Due}T12:00:00Z`) },
        ),
      ],
      action: { label: i18n._('Complete Section 1'), url: `${site.publicUrl}/i9/${form.id}` },
      footnote: i18n._('You receive this mail because you accepted a job offer on {siteName}.', {
        siteName: site.siteName,
      }),
    }),
  );
}

/** A mail to a staff member with the `i9` permission about one form: its subject and its one paragraph. */
function staffMail(
  site: OverdueDeps['site'],
  form: I9FormListRow,
  to: { email: string; firstName: string; preferredLanguage: string | null },
  texts: (name: string) => { subject: string; paragraph: string },
) {
  return inReaderLanguage(to.preferredLanguage, () => {
    const { subject, paragraph } = texts(`${form.firstName} ${form.lastName}`);
    return renderMail({
      to: to.email,
      subject,
      siteName: site.siteName,
      heading: i18n._('Hello {firstName},', { firstName: to.firstName }),
      paragraphs: [paragraph],
      action: { label: i18n._('Open the Form I-9'), url: `${site.publicUrl}/admin/i9/${form.id}` },
      footnote: i18n._('You receive this mail because you may complete Forms I-9 on {siteName}.', {
        siteName: site.siteName,
      }),
    });
  });
}

const section2Mail = (site: OverdueDeps['site'], form: I9FormListRow, to: Parameters<typeof staffMail>[2]) =>
  staffMail(site, form, to, (name) => ({
    subject: i18n._('Form I-9 Section 2 overdue: {name}', { name }),
    paragraph: i18n._(
      'Section 2 of the Form I-9 of {name} was due on {date}, three business days after the first day of work. Examine the documents and complete it now; the form will ask why it is late.',
      { name, date: formatDate(`${form.section2Due}T12:00:00Z`) },
    ),
  }));

const reverifyMail = (site: OverdueDeps['site'], form: I9FormListRow, to: Parameters<typeof staffMail>[2]) =>
  staffMail(site, form, to, (name) => ({
    subject: i18n._('Form I-9 reverification due: {name}', { name }),
    paragraph: i18n._(
      'The work authorization of {name} ends on {date}. Before then, examine a new List A or List C document of their choice and complete Supplement B of their Form I-9.',
      { name, date: formatDate(`${form.reverifyBy}T12:00:00Z`) },
    ),
  }));

/** Tells I-9 staff, once per date, of reverifications due within REVERIFY_NOTICE_DAYS days; how many. */
async function runReverifyNotices(deps: OverdueDeps, today: string): Promise<number> {
  const { repo, db, clock, site } = deps;
  const forms = await repo.reverifyDue(addCalendarDays(today, REVERIFY_NOTICE_DAYS), BATCH);
  const staff = forms.length ? await repo.staffWith('i9') : [];
  let sent = 0;
  for (const form of forms) {
    const now = clock();
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await repo.claimReverifyNotice(trx, form.id, form.reverifyBy!, now))) return false;
      for (const s of staff) await enqueueMail(trx, reverifyMail(site, form, s), now);
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/** Sends the notices of sections that became overdue and of reverifications due; how many it sent. */
export async function runOverdueI9(deps: OverdueDeps): Promise<number> {
  const { repo, db, clock, site } = deps;
  const today = deps.today();
  let sent = 0;
  for (const part of ['section1', 'section2'] as const) {
    const forms = await repo.overdue(part, today, BATCH);
    const staff = part === 'section2' && forms.length ? await repo.staffWith('i9') : [];
    for (const form of forms) {
      const now = clock();
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimOverdue(trx, form.id, part, now))) return false;
        const mails = part === 'section1' ? [section1Mail(site, form)] : staff.map((s) => section2Mail(site, form, s));
        for (const mail of mails) await enqueueMail(trx, mail, now);
        // Identifiers and dates only: the form's values stay with I-9 staff.
        await deps.publish(trx, 'i9.overdue', {
          formId: form.id,
          candidateId: form.userId,
          section: part === 'section1' ? 1 : 2,
          dueDate: part === 'section1' ? form.section1Due : form.section2Due,
        });
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  sent += await runReverifyNotices(deps, today);
  sent += await runReceiptNotices(deps, today, staffMail);
  sent += await runEditionNotice(deps, today);
  if (sent) deps.queued();
  return sent;
}
