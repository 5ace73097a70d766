/**
 * A rehire through Supplement B over HTTP on both databases: a person whose employment ended and
 * who accepts a new offer within three years of their form's completion keeps that form, with a
 * Supplement B rehire entry due (a new document only when the work authorization has ended by the
 * rehire date); I-9 staff record it as a version with who and when; later than three years, a new
 * form opens; the employee's own list names the form each application relies on.
 */
import { describeAuditEvent } from '../../../common/audit-text';
import { I9_MESSAGES as M, type I9Record, type I9Section1, type I9Section2, type I9Summary } from '../../../common/i9';
import { addYears } from '../../../common/i9-dates';
import { addCalendarDays } from '../../../common/business-days';
import { dateInZone, zonedToUtc } from '../../../common/zoned-dates';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Rehire-Passw0rd!';
const DAY = 86_400_000;
const ZONE = 'America/Chicago';
const inDays = (days: number) => dateInZone(Date.now() + days * DAY, ZONE);

describe('Form I-9: rehire through Supplement B', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: ZONE });
  let admin: SignedInUser;
  let ivy: SignedInUser;
  let recruiter: SignedInUser;
  let jobs = 0;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@rehire.test', 'Ada', 'admin');
    ivy = await who('ivy@rehire.test', 'Ivy', 'staff');
    recruiter = await who('robin@rehire.test', 'Robin', 'staff');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
  }, 60_000);

  /** A new application of `person` for a new job, moved to Offer. */
  async function offer(person: SignedInUser): Promise<number> {
    jobs += 1;
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob(`Rehire ${jobs}`)]);
    const app = await applyTo(person.agent, jobId!);
    await recruiter.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    return app;
  }

  /**
   * A person hired, Sections 1 and 2 signed, whose employment then ended on `endDate`; with
   * `completed`, the form was completed on that day (moved into the past).
   */
  async function formerEmployee(
    email: string,
    endDate: string,
    section1: Partial<I9Section1> = {},
    section2: Partial<I9Section2> = {},
    completed?: string,
  ) {
    const person = await signedInUser(ctx.server, { email, password: PASSWORD, firstName: 'Casey', role: 'candidate' });
    const app = await offer(person);
    const { id } = (
      await person.agent
        .post(`/api/me/applications/${app}/offer/accept`)
        .send({ startDate: inDays(2) })
        .expect(200)
    ).body as I9Summary;
    await person.agent
      .put(`/api/me/i9/${id}/section1`)
      .send({ section1: { ...SECTION1, ...section1 } })
      .expect(200);
    await ivy.agent
      .put(`/api/staff/i9/${id}/section2`)
      .send({ section2: { ...SECTION2, ...section2 } })
      .expect(200);
    if (completed) await completedOn(id, completed);
    await ivy.agent.put(`/api/staff/i9/${id}/employment-end`).send({ endDate }).expect(200);
    return { person, formId: id as number, firstApplication: app };
  }

  /** Moves a form into the past: completed (Section 2 signed) on `completedOn`, noon in the employer's zone. */
  async function completedOn(formId: number, date: string) {
    const at = zonedToUtc(date, '12:00', ZONE)!;
    await ctx.server.database.db
      .updateTable('i9Form')
      .set({ startDate: date, section1Due: date, section2Due: date, section1At: at, section2At: at })
      .where('id', '=', formId)
      .execute();
  }

  const entry = (over: Record<string, unknown> = {}) => ({
    rehireDate: inDays(45),
    examinerName: 'Ivy Nguyen',
    examinerTitle: 'HR Specialist',
    ...over,
  });

  test('When a former employee accepts an offer within three years, Then the earlier form is kept with a Supplement B rehire due, and recording it is a version with who and when', async () => {
    const { person, formId, firstApplication } = await formerEmployee('back@rehire.test', inDays(20));
    const app = await offer(person);
    const accepted = await person.agent
      .post(`/api/me/applications/${app}/offer/accept`)
      .send({ startDate: inDays(45) });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id: formId,
      status: 'complete',
      rehire: { applicationId: app, rehireDate: inDays(45), reverify: false },
    });
    // One acceptance per application, through the rehire too.
    const twice = await recruiter.agent
      .post(`/api/staff/applications/${app}/offer-acceptance`)
      .send({ startDate: inDays(45) });
    expect([twice.status, twice.body.message]).toEqual([409, M.alreadyAccepted]);

    // The employee's list: one form, serving both applications.
    const mine = (await person.agent.get('/api/me/i9').expect(200)).body as I9Summary[];
    expect(mine.map((f) => [f.id, f.applicationId, f.applicationIds])).toEqual([
      [formId, firstApplication, [firstApplication, app]],
    ]);
    const listed = (await ivy.agent.get('/api/staff/i9').expect(200)).body as I9Summary[];
    expect(listed.find((f) => f.id === formId)?.rehire).toEqual({
      applicationId: app,
      rehireDate: inDays(45),
      reverify: false,
    });
    // Employed again: no retention date runs until this employment ends.
    const open = (await ivy.agent.get(`/api/staff/i9/${formId}`).expect(200)).body as I9Record;
    expect(open.retentionUntil).toBeNull();

    const send = (body: Record<string, unknown>, who = ivy) =>
      who.agent.put(`/api/staff/i9/${formId}/rehire`).send(body);
    expect((await send(entry(), recruiter)).status).toBe(403);
    // The earlier documents still show work authorization: no new one is asked for.
    const document = { title: 'socialSecurityCard', issuingAuthority: 'SSA', number: '123-45-6789', expires: '' };
    const asked = await send(entry({ document }));
    expect([asked.status, asked.body.fields['rehire.document']]).toEqual([400, M.rehireNoDocument]);
    const noExaminer = await send(entry({ examinerName: ' ' }));
    expect(noExaminer.body.fields['rehire.examinerName']).toBe(M.required);
    const halfName = await send(entry({ newName: { lastName: '', firstName: 'Casey' } }));
    expect(halfName.body.fields['rehire.newName']).toBe(M.newNameIncomplete);
    const tooLate = await send(entry({ rehireDate: addYears(inDays(0), 4) }));
    expect(tooLate.body.fields['rehire.rehireDate']).toBe(M.rehireDateOutside);
    expect((await send(entry({ rehireDate: '2027-02-30' }))).body.fields['rehire.rehireDate']).toBe(M.dateInvalid);

    const recorded = await send(
      entry({ newName: { lastName: 'Rivera-Lopez', firstName: 'Casey', middleInitial: 'J' } }),
    );
    expect(recorded.status).toBe(200);
    const record = recorded.body as I9Record;
    expect(record.rehire).toBeNull();
    const supplementB = record.versions.filter((v) => v.part === 'supplementB');
    expect(supplementB.map((v) => [v.version, v.actor])).toEqual([[1, 'Ivy Test']]);
    expect(Date.now() - Date.parse(supplementB[0]!.createdAt)).toBeLessThan(60_000);
    const stored = await ctx.server.database.db
      .selectFrom('i9Version')
      .select('data')
      .where('formId', '=', formId)
      .where('part', '=', 'supplementB')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.data)).toMatchObject({
      rehireDate: inDays(45),
      lastName: 'Rivera-Lopez',
      firstName: 'Casey',
      document: null,
      examinerName: 'Ivy Nguyen',
    });
    const again = await send(entry());
    expect([again.status, again.body.message]).toEqual([409, M.nothingToRehire]);

    const audit = await admin.agent.get('/api/staff/audit').query({ action: 'i9' }).expect(200);
    const sentences = (audit.body.items as { action: string; detail: string }[])
      .slice(0, 2)
      .map((e) => describeAuditEvent(e.action, e.detail));
    expect(sentences).toEqual([
      `Recorded the rehire on ${inDays(45)} in Supplement B of the Form I-9.`,
      `Accepted an offer, rehire on ${inDays(45)}: the earlier Form I-9 is kept, Supplement B is due.`,
    ]);

    // This employment's end: three years after the rehire date is later than a year after the end.
    const ended = await ivy.agent.put(`/api/staff/i9/${formId}/employment-end`).send({ endDate: inDays(100) });
    expect(ended.body.retentionUntil).toBe(addYears(inDays(45), 3));
  });

  test('When the work authorization on the form ended before the rehire, Then Supplement B takes the new document the employee chose, which sets the next date', async () => {
    const ead = (expires: string, number: string) => ({
      title: 'employmentAuthorization',
      issuingAuthority: 'USCIS',
      number,
      expires,
      receipt: false,
    });
    const { person, formId } = await formerEmployee(
      'ead@rehire.test',
      inDays(10),
      { status: 'authorizedAlien', uscisNumber: 'A123456789', authorizationExpires: inDays(30) },
      { choice: 'listA', listA: ead(inDays(30), 'SRC2390012345') as I9Section2['listA'], listB: null, listC: null },
    );
    const app = await offer(person);
    // Recorded by staff for an acceptance made outside the portal.
    const accepted = await recruiter.agent
      .post(`/api/staff/applications/${app}/offer-acceptance`)
      .send({ startDate: inDays(60) });
    expect(accepted.body).toMatchObject({ id: formId, rehire: { rehireDate: inDays(60), reverify: true } });

    const send = (body: Record<string, unknown>) => ivy.agent.put(`/api/staff/i9/${formId}/rehire`).send(body);
    const without = await send(entry({ rehireDate: inDays(60) }));
    expect(without.body.fields['rehire.document']).toBe(M.rehireDocumentRequired);
    const listB = await send(
      entry({
        rehireDate: inDays(60),
        document: { title: 'driversLicense', issuingAuthority: 'Texas DPS', number: 'TX 1' },
      }),
    );
    expect(listB.body.fields['rehire.document']).toBe(M.notOnList);
    const renewed = await send(entry({ rehireDate: inDays(60), document: ead(inDays(800), 'SRC2490054321') }));
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ rehire: null, reverifyBy: inDays(800), reverifyDue: false });
  });

  test('When the form was completed three years before the rehire date, Then it is still relied on; a day later, a new form opens', async () => {
    const rehireDate = inDays(10);
    const onTime = await formerEmployee('anniversary@rehire.test', inDays(-30), {}, {}, addYears(rehireDate, -3));
    // Sent twice at once (a double click): one rehire, the other told the offer was accepted.
    const again = await offer(onTime.person);
    const both = await Promise.all(
      [1, 2].map(() =>
        onTime.person.agent.post(`/api/me/applications/${again}/offer/accept`).send({ startDate: rehireDate }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)!.body).toMatchObject({ id: onTime.formId, rehire: { rehireDate } });
    const links = await ctx.server.database.db
      .selectFrom('i9Rehire')
      .select('id')
      .where('applicationId', '=', again)
      .execute();
    expect(links).toHaveLength(1);

    const dayLate = addCalendarDays(addYears(rehireDate, -3), -1);
    const late = await formerEmployee('late@rehire.test', inDays(-30), {}, {}, dayLate);
    const app = await offer(late.person);
    const opened = await late.person.agent
      .post(`/api/me/applications/${app}/offer/accept`)
      .send({ startDate: rehireDate });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      applicationId: app,
      status: 'section1',
      section1Due: rehireDate,
      rehire: null,
    });
    expect(opened.body.id).not.toBe(late.formId);

    // The employee's list: the new form for the new application, the earlier one for the first.
    const mine = (await late.person.agent.get('/api/me/i9').expect(200)).body as I9Summary[];
    expect(mine.map((f) => [f.id, f.applicationIds])).toEqual([
      [opened.body.id, [app]],
      [late.formId, [late.firstApplication]],
    ]);
    // Its earlier record is untouched: its employment stays ended.
    const earlier = (await ivy.agent.get(`/api/staff/i9/${late.formId}`).expect(200)).body as I9Record;
    expect(earlier.retentionUntil).not.toBeNull();
  });

  test('When the earlier employment has not ended, Then a new offer opens a new form as for anyone', async () => {
    const person = await signedInUser(ctx.server, {
      email: 'still@rehire.test',
      password: PASSWORD,
      firstName: 'Casey',
      role: 'candidate',
    });
    const first = await offer(person);
    const a = (await person.agent.post(`/api/me/applications/${first}/offer/accept`).send({ startDate: inDays(2) }))
      .body;
    await person.agent.put(`/api/me/i9/${a.id}/section1`).send({ section1: SECTION1 }).expect(200);
    await ivy.agent.put(`/api/staff/i9/${a.id}/section2`).send({ section2: SECTION2 }).expect(200);
    const second = await offer(person);
    const b = await person.agent.post(`/api/me/applications/${second}/offer/accept`).send({ startDate: inDays(30) });
    expect(b.body).toMatchObject({ applicationId: second, status: 'section1' });
    expect(b.body.id).not.toBe(a.id);
  });
});
