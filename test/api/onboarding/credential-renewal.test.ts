/**
 * Credentials re-requested before they expire, with two instances running their schedulers on one
 * database and a clock the test moves: 30 days before the expiry the candidate gets one new
 * outstanding request (the approved credential keeps its history) and one mail over real SMTP.
 */
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';
import { useTwoInstances } from '../../helpers/two-instances';
import { signedInUser } from '../../helpers/users';
import { scannedPdf } from '../../fixtures/pdfs';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'Renew-Passw0rd!';
const DAY = 86_400_000;
const DANA = 'dana.renew@example.com';
const ERIN = 'erin.renew@example.com';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('Credential renewal with two instances', () => {
  const two = useTwoInstances();
  let smtp: TestSmtp;
  // Requests go through instance a; both instances' schedulers race for the work.
  let a: TestServer;
  beforeAll(() => ({ smtp, a } = two));
  const advance = (ms: number) => two.advance(ms);
  const renewals = () => smtp.mails.filter((m) => m.to.includes(DANA) && /^Please renew:/.test(m.subject));
  const settle = () => two.settle();

  test('When the clock reaches 30 days before the expiry, Then one new request and one mail, once with two instances', async () => {
    const staff = await signedInUser(a, {
      email: 'robin.renew@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    const dana = await signedInUser(a, { email: DANA, password: PASSWORD, firstName: 'Dana', role: 'candidate' });
    const template = await staff.agent
      .post('/api/staff/credential-templates')
      .send({ formTitle: 'Forklift Certificate', instructions: 'Both sides.' })
      .expect(200);
    await staff.agent
      .post('/api/staff/document-assignments')
      .send({ templateId: template.body.id, emails: DANA, dueDate: isoDay(a.services.clock() + 5 * DAY) })
      .expect(200);
    const [doc] = await a.services.documents.list(dana.id);
    const expiresOn = isoDay(a.services.clock() + 45 * DAY);
    await dana.agent
      .post(`/api/documents/${doc!.docHandle}/credential`)
      .field('number', 'FL-77')
      .field('expiresOn', expiresOn)
      .attach('credential', Buffer.from(await scannedPdf()), { filename: 'cert.pdf' })
      .expect(200);

    await staff.agent.post(`/api/staff/documents/${doc!.id}/approve`).expect(200);
    // 30 days left falls at the end of the expiry day less 30 days: not yet.
    advance(15 * DAY);
    await settle();
    expect(renewals()).toEqual([]);

    advance(2 * DAY);
    await waitUntil(() => renewals().length > 0, 10_000);
    await settle();
    expect(renewals().map((m) => m.subject)).toEqual([
      `Please renew: Forklift Certificate expires ${dueLabel(expiresOn)}`,
    ]);
    const docs = await a.services.documents.list(dana.id);
    expect(docs).toHaveLength(2);
    const [approved, renewal] = docs.sort((x, y) => x.id - y.id);
    // The approved one keeps its number, expiry and completion; the new one is outstanding, due on the expiry.
    expect(approved).toMatchObject({ docusignStatus: 'completed', credentialNumber: 'FL-77' });
    expect(renewal).toMatchObject({
      kind: 'credential',
      formTitle: 'Forklift Certificate',
      isUserActionRequired: true,
      credentialNumber: null,
      dueAt: `${expiresOn}T23:59:59.999Z`,
    });
    const row = await a.database.db
      .selectFrom('document')
      .select('renewalOf')
      .where('id', '=', renewal!.id)
      .executeTakeFirstOrThrow();
    expect(row.renewalOf).toBe(approved!.id);

    // Later runs on both instances change nothing.
    advance(10 * DAY);
    await settle();
    expect(renewals()).toHaveLength(1);
    expect(await a.services.documents.list(dana.id)).toHaveLength(2);
  }, 90_000);

  test('When staff asked for the credential again before its renewal falls due, Then no second open request and no renewal mail', async () => {
    const { auth, onboarding, documents } = a.services;
    const person = (email: string, firstName: string, role: 'staff' | 'candidate') =>
      auth.createUser({ email, password: PASSWORD, firstName, lastName: 'Renew', role, confirmed: true });
    const staffId = await person('sam.renew@example.com', 'Sam', 'staff');
    const erinId = await person(ERIN, 'Erin', 'candidate');
    const template = await onboarding.createCredentialTemplate(
      { formTitle: 'Crane Licence', instructions: 'The front.' },
      staffId,
    );
    const request = () =>
      onboarding.assign(
        { templateId: template.id, emails: ERIN, dueDate: isoDay(a.services.clock() + 5 * DAY) },
        staffId,
      );
    await request();
    const [doc] = await documents.list(erinId);
    await onboarding.credentials.upload(
      erinId,
      doc!.docHandle,
      await scannedPdf(),
      { number: 'CR-9', expiresOn: isoDay(a.services.clock() + 45 * DAY) },
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    await onboarding.approve(doc!.id, staffId);
    // Staff ask for it again at once: an open request is there before the renewal falls due.
    expect((await request()).assigned).toEqual([{ email: ERIN, documents: 1 }]);

    advance(17 * DAY);
    await settle();
    // The run settles it once (it does not fail on the open request at every run).
    await expect(onboarding.runDueReminders()).resolves.toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(ERIN) && /^Please renew:/.test(m.subject))).toEqual([]);
    const open = (await documents.list(erinId)).filter((d) => d.docusignStatus !== 'completed');
    expect(open).toHaveLength(1);
  }, 90_000);
});

function dueLabel(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[m - 1]} ${d}, ${y}`;
}
