/**
 * The retention purge of Forms I-9 over HTTP on both databases: admins are proposed only the forms
 * whose retention date has passed (not one kept until today, a later one, or one whose employment
 * goes on); confirming destroys the form, its versions and its copies of documents (rows and
 * stored files) and leaves a record of the destruction and an audit entry, without the employee's
 * name; a form still to be kept is refused with the date it is kept until, and nothing of the
 * request is destroyed; staff who are not admins, even with the I-9 permission, are refused.
 */
import { ErrorCode } from '../../../common/errors';
import {
  I9_INSPECTION_MESSAGES as M,
  type I9PurgeRecord,
  type I9Retention,
  purgeNotDue,
} from '../../../common/i9-inspection';
import { dateInZone } from '../../../common/zoned-dates';
import { samplePdf } from '../../fixtures/pdfs';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Retention-Passw0rd!';
const ZONE = 'America/Chicago';
const info = { ip: '127.0.0.1', userAgent: 'test' };

describe('Form I-9: the retention purge', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: ZONE });
  let admin: SignedInUser;
  let ivy: SignedInUser;
  let people = 0;
  let jobId: number;
  const forms: Record<string, number> = {};

  /** A hire on `startDate` with both sections signed (and a copy of the List B document); its end if given. */
  async function hire(startDate: string, endDate: string | null): Promise<number> {
    const { services } = ctx.server;
    people += 1;
    const userId = await services.auth.createUser({
      email: `person${people}@retention.test`,
      password: PASSWORD,
      firstName: 'Casey',
      lastName: 'Rivera',
      confirmed: true,
    });
    await services.jobs.apply(userId, jobId, info);
    const [application] = await services.applications.list(userId);
    await services.applications.setStatus({ id: application!.id, status: 'Offer' }, admin.id);
    const { id } = await services.i9.recordAcceptance(application!.id, { startDate }, ivy.id);
    await services.i9.completeSection1(userId, id, { section1: SECTION1, lateReason: 'Entered late.' }, info);
    await services.i9Copies.upload(id, await samplePdf(), { document: 'listB', side: 'front' }, ivy.id);
    await services.i9.completeSection2(id, { section2: SECTION2, lateReason: 'Entered late.' }, ivy.id);
    if (endDate) await services.i9.endEmployment(id, { endDate }, ivy.id);
    return id;
  }

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@retention.test', 'Ada', 'admin');
    ivy = await who('ivy@retention.test', 'Ivy', 'staff');
    await admin.agent
      .put(`/api/staff/accounts/${ivy.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
    [jobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Forklift Operator',
        description: '<p>Lift.</p>',
        corpTitle: 'Fabrikam',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    const today = dateInZone(Date.now(), ZONE);
    const threeYearsAgo = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
    // Kept until June 30, 2022 and November 1, 2024: a year after each end, later than 3 years after each start.
    forms.long = await hire('2019-03-04', '2021-06-30');
    forms.recent = await hire('2020-01-06', '2023-11-01');
    // Kept until today: not yet past.
    forms.today = await hire(threeYearsAgo, `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`);
    // Kept until May 1, 2027; and one whose employment goes on.
    forms.later = await hire('2024-05-01', '2025-01-31');
    forms.employed = await hire('2018-02-05', null);
  }, 120_000);

  test('When an admin opens the retention list, Then only the forms whose retention date has passed are proposed', async () => {
    const res = await admin.agent.get('/api/admin/i9/retention').expect(200);
    const body = res.body as I9Retention;
    expect(body.due.map((f) => f.formId)).toEqual([forms.long, forms.recent]);
    expect(body.due[0]).toEqual({
      formId: forms.long,
      employee: 'Casey Rivera',
      startDate: '2019-03-04',
      endDate: '2021-06-30',
      retentionUntil: '2022-06-30',
      versions: 2,
      files: 1,
    });
    expect(body.due[1]!.retentionUntil).toBe('2024-11-01');
    expect(body.done).toEqual([]);
    // I-9 staff who are not admins, and recruiters, are refused.
    expect((await ivy.agent.get('/api/admin/i9/retention')).status).toBe(403);
  });

  test('When an admin confirms the purge, Then the form, its versions and copies go, and the record of the destruction stays', async () => {
    const { db } = ctx.server.database;
    const copy = await db
      .selectFrom('i9Copy')
      .select('storageKey')
      .where('formId', '=', forms.long!)
      .executeTakeFirstOrThrow();
    expect(await ctx.server.services.storage.get(copy.storageKey)).not.toBeNull();

    const unconfirmed = await admin.agent.post('/api/admin/i9/purges').send({ formIds: [forms.long] });
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([400, M.purgeConfirmRequired]);
    const none = await admin.agent.post('/api/admin/i9/purges').send({ formIds: [], confirm: true });
    expect([none.status, none.body.message]).toEqual([400, M.purgeNoneChosen]);
    const byIvy = await ivy.agent.post('/api/admin/i9/purges').send({ formIds: [forms.long], confirm: true });
    expect(byIvy.status).toBe(403);

    const res = await admin.agent.post('/api/admin/i9/purges').send({ formIds: [forms.long], confirm: true });
    expect(res.status).toBe(200);
    const [purged] = res.body.purged as I9PurgeRecord[];
    expect(purged).toMatchObject({
      formId: forms.long,
      startDate: '2019-03-04',
      endDate: '2021-06-30',
      retentionUntil: '2022-06-30',
      purgedBy: 'Ada Test',
      versions: 2,
      files: 1,
    });
    expect(await db.selectFrom('i9Form').select('id').where('id', '=', forms.long!).execute()).toEqual([]);
    expect(await db.selectFrom('i9Version').select('id').where('formId', '=', forms.long!).execute()).toEqual([]);
    expect(await db.selectFrom('i9Copy').select('id').where('formId', '=', forms.long!).execute()).toEqual([]);
    expect(await ctx.server.services.storage.get(copy.storageKey)).toBeNull();
    expect((await ivy.agent.get(`/api/staff/i9/${forms.long}`)).status).toBe(404);

    // The record of the destruction holds no personal data; the audit entry names no employee.
    const record = await db
      .selectFrom('i9Purge')
      .selectAll()
      .where('formId', '=', forms.long!)
      .executeTakeFirstOrThrow();
    expect(Object.keys(record).sort()).toEqual(
      ['id', 'formId', 'startDate', 'endDate', 'retentionUntil', 'purgedAt', 'purgedBy', 'versions', 'files'].sort(),
    );
    const audit = await db
      .selectFrom('auditEvent')
      .select(['actorId', 'userId', 'detail'])
      .where('action', '=', 'i9.purged')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, userId: null });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({
      formId: forms.long,
      startDate: '2019-03-04',
      endDate: '2021-06-30',
      retentionUntil: '2022-06-30',
      versions: 2,
      files: 1,
    });

    const after = (await admin.agent.get('/api/admin/i9/retention').expect(200)).body as I9Retention;
    expect(after.due.map((f) => f.formId)).toEqual([forms.recent]);
    expect(after.done.map((r) => r.formId)).toEqual([forms.long]);
    // Once more: the form is gone.
    const again = await admin.agent.post('/api/admin/i9/purges').send({ formIds: [forms.long], confirm: true });
    expect([again.status, again.body.message]).toEqual([404, M.purgeNotFound]);
  });

  test('When a chosen form is still to be kept, Then the purge is refused with its date and nothing is destroyed', async () => {
    const { db } = ctx.server.database;
    const kept = await admin.agent
      .post('/api/admin/i9/purges')
      .send({ formIds: [forms.recent, forms.later], confirm: true });
    expect([kept.status, kept.body.message]).toEqual([409, purgeNotDue(forms.later!, '2027-05-01')]);
    const today = await admin.agent.post('/api/admin/i9/purges').send({ formIds: [forms.today], confirm: true });
    expect(today.status).toBe(409);
    expect(today.body.code).toBe(ErrorCode.CONFLICT);
    const employed = await admin.agent.post('/api/admin/i9/purges').send({ formIds: [forms.employed], confirm: true });
    expect([employed.status, employed.body.message]).toEqual([409, purgeNotDue(forms.employed!, null)]);
    // The due form of the refused request is still there.
    expect(await db.selectFrom('i9Form').select('id').where('id', '=', forms.recent!).execute()).toHaveLength(1);
    expect(await db.selectFrom('i9Purge').select('formId').execute()).toEqual([{ formId: forms.long }]);
  });

  test('When the admin session last proved its user more than 10 minutes ago, Then the purge asks for step-up', async () => {
    ctx.server.advance(11 * 60_000);
    const stale = await admin.agent.post('/api/admin/i9/purges').send({ formIds: [forms.recent], confirm: true });
    expect([stale.status, stale.body.code]).toEqual([401, ErrorCode.STEP_UP_REQUIRED]);
    // Reading the proposals needs no step-up.
    expect((await admin.agent.get('/api/admin/i9/retention')).status).toBe(200);
  });
});
