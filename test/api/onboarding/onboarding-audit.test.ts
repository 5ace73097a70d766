/**
 * Who did what in onboarding: assigning, reminding, rejecting and approving uploads, and
 * countersigning are in the audit log with the staff member who did them, and the actor filter
 * finds each, as it finds a staff member's own sign-ins and two-factor events; a document's trail
 * names who did each step. Over real HTTP, SMTP and PDFs.
 */
import { Secret, TOTP } from 'otpauth';
import { describeAuditEvent } from '../../../common/audit-text';
import { MFA_API } from '../../../common/mfa';
import type { AuditRow } from '../../../common/staff-candidates';
import { CONSENT } from '../../helpers/consent';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { documentTitled, uploadSignedCopy, uploadTemplate } from '../../helpers/documents';

const PASSWORD = 'Audit-Passw0rd!';
const DAY = 86_400_000;
const due = () => new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
const TIMESHEET = 'Timesheet Agreement';
const OFFER = 'Offer Letter';

describe('Onboarding in the audit log', () => {
  const ctx = useServerWithMail();
  let sam: SignedInUser;
  let robin: SignedInUser;
  let casey: SignedInUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const user = (email: string, firstName: string, role: 'staff' | 'candidate') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    sam = await user('sam.audit@example.com', 'Sam', 'staff');
    robin = await user('robin.audit@example.com', 'Robin', 'staff');
    casey = await user('casey.audit@example.com', 'Casey', 'candidate');
  });

  const template = (formTitle: string, settings: Record<string, string>) =>
    uploadTemplate(sam.agent, formTitle, settings);
  const docOf = (formTitle: string) => documentTitled(ctx.server, formTitle);
  const upload = (formTitle: string) => uploadSignedCopy(ctx.server, casey.agent, formTitle);
  const audit = async (query: string) =>
    (await sam.agent.get(`/api/staff/audit?${query}`).expect(200)).body.items as AuditRow[];

  /** Signs through the built-in signing page, as `agent`. */
  async function sign(agent: SignedInUser['agent'], url: string, text: string, consent: boolean) {
    const token = new URL(url, 'http://x').searchParams.get('token');
    const key = (await agent.post('/api/esign/open').send({ token }).expect(200)).body.ceremonyKey as string;
    if (consent) await agent.post('/api/esign/consent').set('X-Esign-Key', key).send(CONSENT).expect(200);
    await agent
      .post('/api/esign/finish')
      .set('X-Esign-Key', key)
      .send({ signature: { kind: 'typed', text } })
      .expect(200);
  }

  test('When staff assign, remind, reject, approve and countersign, Then each is in the audit log with its actor, and the actor filter finds each', async () => {
    const timesheet = await template(TIMESHEET, { delivery: 'manual' });
    const offer = await template(OFFER, { countersign: 'true', countersignDays: '3' });
    for (const t of [timesheet, offer])
      await sam.agent
        .post('/api/staff/document-assignments')
        .send({ templateId: t.id, emails: 'casey.audit@example.com', dueDate: due() })
        .expect(200);
    ids.timesheet = (await docOf(TIMESHEET)).id;
    ids.offer = (await docOf(OFFER)).id;
    expect((await sam.agent.post(`/api/staff/documents/${ids.timesheet}/remind`).expect(200)).body).toEqual({
      sent: 1,
      waiting: [],
    });

    // The hard copy: Sam returns the first upload, Robin approves the second.
    await upload(TIMESHEET);
    await sam.agent
      .post(`/api/staff/documents/${ids.timesheet}/reject`)
      .send({ reason: 'Page 2 is not signed.' })
      .expect(200);
    await upload(TIMESHEET);
    await robin.agent.post(`/api/staff/documents/${ids.timesheet}/approve`).expect(200);

    // The offer: Casey signs it online, Sam countersigns as the employer.
    const link = await casey.agent
      .post('/graphql')
      .send({ query: `{ documentSigningUrl(documentId: ${ids.offer}, returnUrl: "/onboarding") { url } }` })
      .expect(200);
    await sign(casey.agent, link.body.data.documentSigningUrl.url, 'Casey Test', true);
    const employer = await sam.agent
      .post(`/api/staff/documents/${ids.offer}/countersign`)
      .send({ returnUrl: '/admin/documents/countersign' })
      .expect(200);
    await sign(sam.agent, employer.body.url, 'Sam Test', false);

    const entries = await audit('action=onboarding');
    const seen = entries.map((r) => [r.action, r.actor?.id, r.user?.id, describeAuditEvent(r.action, r.detail)]);
    expect(seen.reverse()).toEqual([
      ['onboarding.assigned', sam.id, casey.id, `Assigned “${TIMESHEET}”.`],
      ['onboarding.assigned', sam.id, casey.id, `Assigned “${OFFER}”.`],
      ['onboarding.reminded', sam.id, casey.id, `Sent a reminder of “${TIMESHEET}”.`],
      ['onboarding.rejected', sam.id, casey.id, `Returned “${TIMESHEET}” to the candidate: Page 2 is not signed.`],
      ['onboarding.approved', robin.id, casey.id, `Approved the uploaded copy of “${TIMESHEET}”.`],
      ['onboarding.countersigned', sam.id, casey.id, `Countersigned “${OFFER}” as the employer.`],
    ]);
    // "Done by" finds each staff member's own actions, and only theirs.
    expect((await audit('action=onboarding&actor=robin.audit')).map((r) => r.action)).toEqual(['onboarding.approved']);
    expect((await audit('action=onboarding&actor=sam')).map((r) => r.action).sort()).toEqual([
      'onboarding.assigned',
      'onboarding.assigned',
      'onboarding.countersigned',
      'onboarding.rejected',
      'onboarding.reminded',
    ]);
    expect((await audit('action=onboarding&candidate=casey')).length).toBe(6);
  });

  test("When staff read a document's trail, Then each step names who did it", async () => {
    const review = (await sam.agent.get(`/api/staff/documents/${ids.timesheet}`).expect(200)).body as {
      events: { event: string; by: string | null }[];
    };
    const by = (event: string) => review.events.filter((e) => e.event === event).map((e) => e.by);
    expect(by('assigned')).toEqual(['Sam Test']);
    expect(by('reminder.sent_by_staff')).toEqual(['Sam Test']);
    expect(by('signed_copy.uploaded')).toEqual(['Casey Test', 'Casey Test']);
    expect(by('review.rejected')).toEqual(['Sam Test']);
    expect(by('review.approved')).toEqual(['Robin Test']);
  });

  test('When the actor filter names a staff member, Then it finds their own sign-ins and two-factor events; a candidate is still never an actor', async () => {
    const start = await sam.agent.post(MFA_API.enrolment).expect(200);
    const totp = new TOTP({ secret: Secret.fromBase32(start.body.secret as string), digits: 6, period: 30 });
    await sam.agent
      .post(MFA_API.confirm)
      .send({ code: totp.generate({ timestamp: ctx.server.services.clock() }) })
      .expect(200);

    const own = await audit('actor=sam.audit');
    const mine = (action: string) => own.filter((r) => r.action === action);
    for (const action of ['login.succeeded', 'mfa.enrolled']) {
      expect(mine(action).length).toBeGreaterThan(0);
      expect(mine(action).every((r) => r.actor?.id === sam.id && r.user?.id === sam.id)).toBe(true);
    }
    // Robin's sign-in is not Sam's; Casey signed in too, but a candidate is never "done by".
    expect(own.every((r) => r.actor?.id === sam.id)).toBe(true);
    expect(await audit('actor=casey.audit')).toEqual([]);
  });
});
