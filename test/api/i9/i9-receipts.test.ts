/**
 * A receipt in Section 2, over HTTP with a real SMTP server on both databases: a receipt opens a
 * follow-up due 90 days after the first day of work, which the list and the record show; I-9 staff
 * are mailed once when it comes due soon (not before); only I-9 staff record the actual document,
 * from the receipt's list, as a new version of Section 2 with who and when (the earlier stays),
 * and the follow-up closes; a correction that adds or removes a receipt opens or closes it.
 */
import { addCalendarDays } from '../../../common/business-days';
import { describeAuditEvent } from '../../../common/audit-text';
import { I9_MESSAGES as M, type I9Record, type I9Section1, type I9Section2 } from '../../../common/i9';
import { I9_RECEIPT_MESSAGES as RM } from '../../../common/i9-receipts';
import { dateInZone } from '../../../common/zoned-dates';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Receipts-Passw0rd!';
const DAY = 86_400_000;
const ZONE = 'America/Chicago';
const inDays = (days: number) => dateInZone(Date.now() + days * DAY, ZONE);
const LICENSE_RECEIPT = { ...SECTION2.listB!, number: 'Receipt 7781', expires: '', receipt: true };
const LICENSE = { ...SECTION2.listB!, number: 'TX 40887999', expires: '2032-01-31' };

describe('Form I-9: a receipt’s follow-up', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: ZONE });
  let admin: SignedInUser;
  let ivy: SignedInUser;
  let recruiter: SignedInUser;
  let people = 0;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@receipts.test', 'Ada', 'admin');
    ivy = await who('ivy@receipts.test', 'Ivy', 'staff');
    recruiter = await who('robin@receipts.test', 'Robin', 'staff');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
  }, 60_000);

  /** A hire whose first day is `startDate`, with both sections signed (late ones with a reason). */
  async function hire(startDate: string, section2: Partial<I9Section2>, section1: Partial<I9Section1> = {}) {
    people += 1;
    const person = await signedInUser(ctx.server, {
      email: `hire${people}@receipts.test`,
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob(`Receipts ${people}`)]);
    const app = await applyTo(person.agent, jobId!);
    await recruiter.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    const { id } = (
      await recruiter.agent.post(`/api/staff/applications/${app}/offer-acceptance`).send({ startDate }).expect(200)
    ).body;
    const lateReason = 'The acceptance was recorded after the first day.';
    await person.agent
      .put(`/api/me/i9/${id}/section1`)
      .send({ section1: { ...SECTION1, ...section1 }, lateReason })
      .expect(200);
    return (
      await ivy.agent
        .put(`/api/staff/i9/${id}/section2`)
        .send({ section2: { ...SECTION2, ...section2 }, lateReason })
        .expect(200)
    ).body as I9Record;
  }

  test('When Section 2 records a receipt, Then the follow-up is due 90 days after the first day, is shown, and I-9 staff are mailed once as it nears', async () => {
    const start = inDays(-80);
    const form = await hire(start, { listB: LICENSE_RECEIPT });
    const due = addCalendarDays(start, 90);
    expect(due).toBe(inDays(10));
    expect(form.receiptFollowUp).toEqual({ due, soon: true, overdue: false });
    const listed = (await ivy.agent.get('/api/staff/i9').expect(200)).body as I9Record[];
    expect(listed.find((f) => f.id === form.id)?.receiptFollowUp).toEqual({ due, soon: true, overdue: false });

    expect(await ctx.server.services.runOverdueI9()).toBe(1);
    const mail = await ctx.smtp.waitFor('ivy@receipts.test', /Form I-9 receipt follow-up due: Casey Test/);
    expect(mail.text).toContain('The actual document is due by');
    expect(mail.text).toContain(`/admin/i9/${form.id}`);
    // A recruiter without the permission is not told.
    expect(ctx.smtp.mails.some((m) => m.to.includes('robin@receipts.test') && /receipt/.test(m.subject))).toBe(false);
    expect(await ctx.server.services.runOverdueI9()).toBe(0);
  });

  test('When the follow-up is far off, Then it is shown but nothing is mailed yet', async () => {
    const form = await hire(inDays(-30), { listC: { ...SECTION2.listC!, receipt: true } });
    expect(form.receiptFollowUp).toEqual({ due: inDays(60), soon: false, overdue: false });
    expect(await ctx.server.services.runOverdueI9()).toBe(0);
    // A form without a receipt has none.
    expect((await hire(inDays(-30), {})).receiptFollowUp).toBeNull();
  });

  test('When I-9 staff record the actual document, Then it is a new version of Section 2 with who and when, the earlier stays, and the follow-up closes', async () => {
    const form = await hire(inDays(-100), { listB: LICENSE_RECEIPT });
    expect(form.receiptFollowUp).toEqual({ due: inDays(-10), soon: true, overdue: true });
    const url = `/api/staff/i9/${form.id}/receipt-replacement`;

    expect((await recruiter.agent.put(url).send({ list: 'listB', document: LICENSE })).status).toBe(403);
    const noList = await ivy.agent.put(url).send({ list: 'listZ', document: LICENSE });
    expect([noList.status, noList.body.fields.list]).toEqual([400, RM.listRequired]);
    const notReceipt = await ivy.agent.put(url).send({ list: 'listC', document: SECTION2.listC });
    expect([notReceipt.status, notReceipt.body.message]).toEqual([409, RM.noReceipt]);
    const wrongList = await ivy.agent.put(url).send({ list: 'listB', document: { ...LICENSE, title: 'usPassport' } });
    expect([wrongList.status, wrongList.body.fields['document.title']]).toEqual([400, M.notOnList]);
    const noNumber = await ivy.agent.put(url).send({ list: 'listB', document: { ...LICENSE, number: ' ' } });
    expect(noNumber.body.fields['document.number']).toBe(M.required);

    // Even if sent as a receipt, what is recorded is the document itself.
    const done = await ivy.agent.put(url).send({ list: 'listB', document: { ...LICENSE, receipt: true } });
    expect(done.status).toBe(200);
    const record = done.body as I9Record;
    expect(record.section2?.listB).toEqual({ ...LICENSE, receipt: false });
    expect(record.section2?.listC).toEqual(SECTION2.listC);
    expect(record.receiptFollowUp).toBeNull();
    expect(
      record.versions.filter((v) => v.part === 'section2').map((v) => [v.version, v.actor, v.kind, v.changed]),
    ).toEqual([
      [1, 'Ivy Test', null, []],
      [2, 'Ivy Test', 'receipt', ['listB']],
    ]);
    const versions = await ctx.server.database.db
      .selectFrom('i9Version')
      .select(['version', 'data'])
      .where('formId', '=', form.id)
      .where('part', '=', 'section2')
      .orderBy('version')
      .execute();
    expect(JSON.parse(versions[0]!.data).listB).toEqual(LICENSE_RECEIPT);
    const audit = await admin.agent.get('/api/staff/audit').query({ action: 'i9' }).expect(200);
    const [latest] = audit.body.items as { action: string; detail: string; actor: { name: string } }[];
    expect([latest!.actor.name, describeAuditEvent(latest!.action, latest!.detail)]).toEqual([
      'Ivy Test',
      'Recorded the actual document that replaced a receipt in Section 2 of the Form I-9.',
    ]);

    const again = await ivy.agent.put(url).send({ list: 'listB', document: LICENSE });
    expect([again.status, again.body.message]).toEqual([409, RM.noReceipt]);
    const listed = (await ivy.agent.get('/api/staff/i9').expect(200)).body as I9Record[];
    expect(listed.find((f) => f.id === form.id)?.receiptFollowUp).toBeNull();
    expect(await ctx.server.services.runOverdueI9()).toBe(0);
  });

  test('When the actual document is an employment authorization that ends, Then its end becomes the reverification date', async () => {
    const eadReceipt = {
      title: 'employmentAuthorization' as const,
      issuingAuthority: 'USCIS',
      number: 'Receipt IOE0912345678',
      expires: '',
      receipt: true,
    };
    const form = await hire(
      inDays(-20),
      { choice: 'listA', listA: eadReceipt, listB: null, listC: null },
      { status: 'authorizedAlien', uscisNumber: 'A123456789' },
    );
    expect(form).toMatchObject({ reverifyBy: null, receiptFollowUp: { due: inDays(70) } });
    const replaced = await ivy.agent
      .put(`/api/staff/i9/${form.id}/receipt-replacement`)
      .send({ list: 'listA', document: { ...eadReceipt, number: 'SRC2390012345', expires: inDays(60) } })
      .expect(200);
    expect(replaced.body).toMatchObject({ reverifyBy: inDays(60), reverifyDue: true, receiptFollowUp: null });
  });

  test('When a correction adds or removes a receipt, Then the follow-up opens or closes with it', async () => {
    const form = await hire(inDays(-10), {});
    const correct = (listC: I9Section2['listC'], reason: string) =>
      ivy.agent
        .post(`/api/staff/i9/${form.id}/corrections`)
        .send({ part: 'section2', values: { ...SECTION2, listC }, reason })
        .expect(200);
    const opened = await correct({ ...SECTION2.listC!, receipt: true }, 'The card shown was a receipt.');
    expect(opened.body.receiptFollowUp).toEqual({ due: inDays(80), soon: false, overdue: false });
    const closed = await correct(SECTION2.listC, 'The card itself was shown after all.');
    expect(closed.body.receiptFollowUp).toBeNull();
  });
});
