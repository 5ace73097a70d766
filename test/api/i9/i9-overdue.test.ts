/**
 * Late Forms I-9, over HTTP with a real SMTP server and a real webhook receiver that verifies every
 * delivery's signature: a form whose sections are past their due dates shows as overdue to I-9
 * staff and to the employee; one run of the scheduler's work reminds the employee (Section 1) and
 * the I-9 staff (Section 2) by mail and fires `i9.overdue` once per section, a second run nothing;
 * and a late completion asks for its reason and keeps it with the version.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { I9_MESSAGES as M } from '../../../common/i9';
import { dateInZone } from '../../../common/zoned-dates';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'I9-Overdue-Passw0rd!';
const DAY = 86_400_000;
const ZONE = 'America/Chicago';

describe('Form I-9: overdue sections', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: ZONE, WEBHOOK_ALLOW_PRIVATE: 'true' });
  let receiver: http.Server;
  let secret = '';
  const events: { type: string; data: Record<string, unknown> }[] = [];
  let admin: SignedInUser;
  let ivy: SignedInUser;
  let casey: SignedInUser;
  let formId: number;
  const startDate = dateInZone(Date.now() - 10 * DAY, ZONE);

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        // Only deliveries signed with the endpoint's secret count.
        events.push(
          new Webhook(secret).verify(
            Buffer.concat(chunks).toString('utf8'),
            req.headers as Record<string, string>,
          ) as never,
        );
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@late.test', 'Ada', 'admin');
    ivy = await who('ivy@late.test', 'Ivy', 'staff');
    const recruiter = await who('robin@late.test', 'Robin', 'staff');
    casey = await who('casey@late.test', 'Casey', 'candidate');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
    const hook = await admin.agent
      .post('/api/admin/webhooks')
      .send({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/i9`, events: ['i9.overdue'] })
      .expect(200);
    secret = hook.body.secret;
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob('Late Starter')]);
    const app = await applyTo(casey.agent, jobId!);
    await recruiter.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    // An acceptance recorded after the fact: the first day was ten days ago.
    formId = (
      await recruiter.agent.post(`/api/staff/applications/${app}/offer-acceptance`).send({ startDate }).expect(200)
    ).body.id;
  }, 60_000);

  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  test('When both sections are past due, Then the form shows overdue, and one run reminds by mail and fires the webhook once per section', async () => {
    const list = (await ivy.agent.get('/api/staff/i9').expect(200)).body as {
      id: number;
      section1Overdue: boolean;
      section2Overdue: boolean;
    }[];
    expect(list.find((f) => f.id === formId)).toMatchObject({ section1Overdue: true, section2Overdue: true });
    const mine = (await casey.agent.get('/api/me/i9').expect(200)).body;
    expect(mine[0]).toMatchObject({ id: formId, section1Overdue: true });

    expect(await ctx.server.services.runOverdueI9()).toBe(2);
    const toCasey = await ctx.smtp.waitFor('casey@late.test', /Form I-9 is overdue/);
    expect(toCasey.text).toContain(`${ctx.server.url.replace('127.0.0.1', 'localhost')}/i9/${formId}`);
    const toIvy = await ctx.smtp.waitFor('ivy@late.test', /Section 2 overdue: Casey Test/);
    expect(toIvy.text).toContain('three business days after the first day of work');
    // A recruiter without the permission is not told about an I-9.
    expect(ctx.smtp.mails.some((m) => m.to.includes('robin@late.test') && /I-9/.test(m.subject))).toBe(false);
    await waitUntil(() => events.length >= 2);
    expect(events.map((e) => [e.type, e.data.section, e.data.formId]).sort()).toEqual([
      ['i9.overdue', 1, formId],
      ['i9.overdue', 2, formId],
    ]);
    // Identifiers and dates only: nothing of the form's values leaves.
    expect(Object.keys(events[0]!.data).sort()).toEqual(['candidateId', 'dueDate', 'formId', 'section']);

    expect(await ctx.server.services.runOverdueI9()).toBe(0);
  });

  test('When an overdue section is completed, Then it asks for the reason and keeps it with the version', async () => {
    const noReason = await casey.agent.put(`/api/me/i9/${formId}/section1`).send({ section1: SECTION1 });
    expect([noReason.status, noReason.body.fields.lateReason]).toEqual([400, M.lateReasonRequired]);
    await casey.agent
      .put(`/api/me/i9/${formId}/section1`)
      .send({ section1: SECTION1, lateReason: 'The offer letter reached me after my first day.' })
      .expect(200);
    const late2 = await ivy.agent.put(`/api/staff/i9/${formId}/section2`).send({ section2: SECTION2 });
    expect(late2.body.fields.lateReason).toBe(M.lateReasonRequired);
    const done = await ivy.agent
      .put(`/api/staff/i9/${formId}/section2`)
      .send({ section2: SECTION2, lateReason: 'The employee brought the documents on day five.' })
      .expect(200);
    expect(done.body.versions.map((v: { part: string; lateReason: string }) => [v.part, v.lateReason])).toEqual([
      ['section1', 'The offer letter reached me after my first day.'],
      ['section2', 'The employee brought the documents on day five.'],
    ]);
    expect(done.body).toMatchObject({ status: 'complete', section1Overdue: false, section2Overdue: false });
  });
});
