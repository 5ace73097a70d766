/**
 * Due-date reminders with two instances running their schedulers on one database and a clock the
 * test moves: the reminder before the due date and the overdue one after it arrive exactly once
 * each over real SMTP; a document completed in time gets none.
 */
import { DEFAULT_REMINDER_SCHEDULE } from '../../../common/onboarding';
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';
import { useTwoInstances } from '../../helpers/two-instances';
import { signedInUser } from '../../helpers/users';
import { fieldsPdf, scannedPdf } from '../../fixtures/pdfs';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'Remind-Passw0rd!';
const DAY = 86_400_000;
const LATE = 'late.signer@example.com';
const PROMPT = 'prompt.signer@example.com';

describe('Onboarding reminders with two instances', () => {
  const two = useTwoInstances();
  let smtp: TestSmtp;
  // Requests go through instance a; both instances' schedulers race for the work.
  let a: TestServer;
  beforeAll(() => ({ smtp, a } = two));
  const advance = (ms: number) => two.advance(ms);
  const reminders = (to: string) =>
    smtp.mails
      .filter((m) => m.to.includes(to) && /^(Reminder|Due today|Overdue):/.test(m.subject))
      .map((m) => m.subject);
  const settle = () => two.settle();

  test('When the clock passes each reminder time, Then each reminder is mailed once; none after completion', async () => {
    const staff = await signedInUser(a, {
      email: 'robin.remind@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    await signedInUser(a, { email: LATE, password: PASSWORD, firstName: 'Lee', role: 'candidate' });
    const prompt = await signedInUser(a, { email: PROMPT, password: PASSWORD, firstName: 'Pat', role: 'candidate' });

    await staff.agent.get('/api/staff/document-reminders').expect(200, DEFAULT_REMINDER_SCHEDULE);
    const bad = await staff.agent
      .put('/api/staff/document-reminders')
      .send({ beforeDays: 40, onDueDay: true, afterDays: 2 });
    expect([bad.status, bad.body.fields.beforeDays]).toEqual([400, 'Enter a number of days from 0 to 30.']);

    const template = await staff.agent
      .post('/api/staff/document-templates')
      .attach('pdf', Buffer.from(await fieldsPdf('Safety Briefing')), {
        filename: 'safety.pdf',
        contentType: 'application/pdf',
      })
      .expect(201);
    const dueDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId: template.body.id, emails: `${LATE}, ${PROMPT}`, dueDate })
      .expect(200);
    await smtp.waitFor(LATE, /to complete by/);

    // Pat completes it at once (the hard-copy path); Lee does not.
    const [doc] = await a.services.documents.list(prompt.id);
    await prompt.agent
      .put(`/api/documents/${doc!.docHandle}.pdf`)
      .attach('pdf_signed', Buffer.from(await scannedPdf()), { filename: 'signed.pdf', contentType: 'application/pdf' })
      .expect(200);

    await settle();
    expect(reminders(LATE)).toEqual([]);

    // Three days before the due day: the reminder, once, although two instances run.
    advance(8 * DAY);
    await waitUntil(() => reminders(LATE).length > 0, 10_000);
    await settle();
    expect(reminders(LATE)).toEqual([`Reminder: Safety Briefing is due ${dueLabel(dueDate)}`]);

    // Two days after the due day: the overdue reminder, once.
    advance(5 * DAY);
    await waitUntil(() => reminders(LATE).length > 1, 10_000);
    await settle();
    expect(reminders(LATE)).toEqual([
      `Reminder: Safety Briefing is due ${dueLabel(dueDate)}`,
      `Overdue: Safety Briefing was due ${dueLabel(dueDate)}`,
    ]);
    expect(reminders(PROMPT)).toEqual([]);
    const rows = await a.database.db.selectFrom('documentReminder').select(['kind']).execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['after', 'before']);
  }, 90_000);
});

function dueLabel(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[m - 1]} ${d}, ${y}`;
}
