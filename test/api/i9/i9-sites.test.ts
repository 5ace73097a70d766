/**
 * Hiring sites over HTTP on both databases: I-9 staff add and change them (step-up), each with its
 * E-Verify enrolment and calendar; every bad value is named beside its field (never a 500); other
 * staff read the list but change nothing, candidates and visitors reach nothing; a form opened at a
 * site keeps the calendar it was counted on when the site changes, and the next form follows the
 * new one; each change is in the audit log with its author. Any recruiter reads whether an
 * application's acceptance opened a form, and its days.
 */
import request from 'supertest';
import { describeAuditEvent } from '../../../common/audit-text';
import { ErrorCode } from '../../../common/errors';
import { HIRING_SITE_MESSAGES as M, type HiringSite } from '../../../common/hiring-sites';
import { I9_MESSAGES, type I9Record } from '../../../common/i9';
import { PASSKEY_API } from '../../../common/passkeys';
import { aJob, applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Sites-Passw0rd!';
const MINUTE = 60_000;
const SITES = '/api/staff/i9/sites';

const site = (over: Record<string, unknown> = {}) => ({
  name: 'Austin Distribution Center',
  address: '9500 N Lamar Blvd, Austin, TX',
  everify: true,
  openWeekends: false,
  federalHolidays: true,
  ...over,
});

describe('Hiring sites: I-9 staff add and change them; forms keep the calendar they were counted on', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  let admin: SignedInUser;
  let recruiter: SignedInUser;
  let ivy: SignedInUser;
  let casey: SignedInUser;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@sites.test', 'Ada', 'admin');
    recruiter = await who('recruiter@sites.test', 'Robin', 'staff');
    ivy = await who('ivy@sites.test', 'Ivy', 'staff');
    casey = await who('casey@sites.test', 'Casey', 'candidate');
    await ctx.server.services.staffAccounts.setPermissions(ivy.id, { permissions: ['i9'] }, admin.id);
  }, 60_000);

  const audits = async (action: string) =>
    (await ctx.server.services.audit.search({ actor: null, candidate: null, action, from: null, to: null }, 1, 50))
      .rows;

  test('When a visitor, a candidate or staff without the I-9 permission change a site, Then it is refused before anything is read, and the list stays for staff only', async () => {
    const anonymous = request(ctx.server.url);
    expect((await anonymous.post(SITES).send(site())).status).toBe(401);
    expect((await anonymous.get(SITES)).status).toBe(401);
    expect((await casey.agent.post(SITES).send(site())).status).toBe(403);
    expect((await casey.agent.get(SITES)).status).toBe(403);
    for (const who of [recruiter, admin]) {
      const refused = await who.agent.post(SITES).send(site());
      expect([refused.status, refused.body.message]).toEqual([403, I9_MESSAGES.i9Only]);
      expect((await who.agent.put(`${SITES}/1`).send(site())).status).toBe(403);
    }
    // Any recruiter reads the list: an acceptance names one.
    expect((await recruiter.agent.get(SITES).expect(200)).body).toEqual([]);
    expect([...(await audits('i9.site_added')), ...(await audits('i9.site_changed'))]).toEqual([]);
  });

  test('When an I-9 staff member sends bad values, Then each is named beside its field and nothing is stored', async () => {
    const bad = async (body: unknown, field: string, message: string) => {
      const res = await ivy.agent.post(SITES).send(body as object);
      expect([res.status, res.body.code, res.body.message, res.body.fields?.[field]]).toEqual([
        400,
        ErrorCode.VALIDATION,
        M.invalid,
        message,
      ]);
    };
    await bad(site({ name: '   ' }), 'name', M.nameRequired);
    await bad(site({ name: undefined }), 'name', M.nameRequired);
    await bad(site({ name: 42 }), 'name', M.nameRequired);
    await bad(site({ name: 'x'.repeat(101) }), 'name', M.nameTooLong);
    await bad(site({ name: 'Austin\nDC' }), 'name', M.notAllowed);
    await bad(site({ name: 'Austin \u202eCD' }), 'name', M.notAllowed);
    await bad(site({ address: 'y'.repeat(201) }), 'address', M.addressTooLong);
    await bad(site({ everify: 'yes' }), 'everify', M.yesOrNo);
    await bad(site({ openWeekends: undefined }), 'openWeekends', M.yesOrNo);
    await bad(site({ federalHolidays: 1 }), 'federalHolidays', M.yesOrNo);
    // Every bad field at once, each with its own message.
    const all = await ivy.agent.post(SITES).send({ name: '', everify: null });
    expect(all.body.fields).toEqual({ name: M.nameRequired, everify: M.yesOrNo, openWeekends: M.yesOrNo });
    expect((await ivy.agent.post(SITES).send('not json').type('text')).status).toBeLessThan(500);
    expect((await ivy.agent.get(SITES)).body).toEqual([]);
  });

  test('When an I-9 staff member adds sites, Then the list shows them with their calendar, a second of one name is refused, and each is audited', async () => {
    const added = await ivy.agent
      .post(SITES)
      .send(site({ name: '  Austin Distribution Center ', federalHolidays: undefined }))
      .expect(200);
    const austin = added.body as HiringSite;
    expect(austin).toEqual({
      id: expect.any(Number),
      name: 'Austin Distribution Center',
      address: '9500 N Lamar Blvd, Austin, TX',
      everify: true,
      // Closed on the federal holidays unless the site says otherwise.
      calendar: { openWeekends: false, federalHolidays: true },
    });
    const twice = await ivy.agent.post(SITES).send(site({ name: 'austin distribution CENTER' }));
    expect([twice.status, twice.body.fields]).toEqual([400, { name: M.nameTaken }]);
    const roundRock = (
      await ivy.agent
        .post(SITES)
        .send({ name: 'Round Rock 24/7', everify: false, openWeekends: true, federalHolidays: false })
        .expect(200)
    ).body as HiringSite;
    expect(roundRock.address).toBe('');
    expect((await recruiter.agent.get(SITES).expect(200)).body).toEqual([austin, roundRock]);

    const [latest] = await audits('i9.site_added');
    expect(latest).toMatchObject({ actorId: ivy.id });
    expect(describeAuditEvent(latest!.action, latest!.detail)).toBe('Added the hiring site “Round Rock 24/7”.');
  });

  test('When a site in use changes its calendar, Then its open forms keep theirs and the next acceptance counts on the new one', async () => {
    const sites = (await ivy.agent.get(SITES)).body as HiringSite[];
    const austin = sites.find((s) => s.name === 'Austin Distribution Center')!;
    const job = async (title: string) => (await ctx.server.services.jobs.createJobs([aJob(title)]))[0]!;
    const offer = async (title: string) => {
      const id = await applyTo(casey.agent, await job(title));
      await recruiter.agent.post(`/api/staff/applications/${id}/status`).send({ status: 'Offer' }).expect(200);
      return id;
    };
    // Friday January 15, 2027; Monday the 18th is a federal holiday: Tuesday, Wednesday, Thursday.
    const first = await recruiter.agent
      .post(`/api/staff/applications/${await offer('Picker')}/offer-acceptance`)
      .send({ startDate: '2027-01-15', hiringSiteId: austin.id })
      .expect(200);
    expect(first.body.section2Due).toBe('2027-01-21');

    const changed = await ivy.agent
      .put(`${SITES}/${austin.id}`)
      .send(site({ address: '9600 N Lamar Blvd, Austin, TX', openWeekends: true, federalHolidays: false }))
      .expect(200);
    expect(changed.body).toMatchObject({ id: austin.id, calendar: { openWeekends: true, federalHolidays: false } });
    const record = (await ivy.agent.get(`/api/staff/i9/${first.body.id}`).expect(200)).body as I9Record;
    expect([record.section2Due, record.calendar]).toEqual([
      '2027-01-21',
      { openWeekends: false, federalHolidays: true },
    ]);
    // Saturday, Sunday and the holiday now count.
    const next = await recruiter.agent
      .post(`/api/staff/applications/${await offer('Loader')}/offer-acceptance`)
      .send({ startDate: '2027-01-15', hiringSiteId: austin.id })
      .expect(200);
    expect(next.body.section2Due).toBe('2027-01-18');

    const [entry] = await audits('i9.site_changed');
    expect(entry).toMatchObject({ actorId: ivy.id });
    expect(JSON.parse(entry!.detail!).changed).toEqual(['address', 'openWeekends', 'federalHolidays']);
    expect(describeAuditEvent(entry!.action, entry!.detail)).toBe(
      'Changed the hiring site “Austin Distribution Center”.',
    );
  });

  test('When a change names another site’s name, an unknown site or bad values, Then it is refused with the field or 404; its own name in another case is kept', async () => {
    const [austin, roundRock] = (await ivy.agent.get(SITES)).body as HiringSite[];
    const taken = await ivy.agent.put(`${SITES}/${roundRock!.id}`).send(site({ name: austin!.name }));
    expect([taken.status, taken.body.fields]).toEqual([400, { name: M.nameTaken }]);
    const renamed = await ivy.agent
      .put(`${SITES}/${austin!.id}`)
      .send(site({ name: 'AUSTIN Distribution Center' }))
      .expect(200);
    expect(renamed.body.name).toBe('AUSTIN Distribution Center');
    for (const id of ['999999', '0', 'abc', '2147483648']) {
      const missing = await ivy.agent.put(`${SITES}/${id}`).send(site({ name: 'Nowhere' }));
      expect([id, missing.status, missing.body.message]).toEqual([id, 404, M.notFound]);
    }
    const empty = await ivy.agent.put(`${SITES}/${roundRock!.id}`).send(site({ name: '' }));
    expect([empty.status, empty.body.fields.name]).toEqual([400, M.nameRequired]);
    expect(((await ivy.agent.get(SITES)).body as HiringSite[]).map((s) => s.name)).toEqual([
      'AUSTIN Distribution Center',
      'Round Rock 24/7',
    ]);
  });

  test('When any recruiter asks whether an application’s acceptance opened a form, Then they read its days only; an unknown application is 404', async () => {
    const jobId = (await ctx.server.services.jobs.createJobs([aJob('Sorter')]))[0]!;
    const app = await applyTo(casey.agent, jobId);
    const url = `/api/staff/applications/${app}/offer-acceptance`;
    expect((await recruiter.agent.get(url).expect(200)).body).toEqual({ form: null });
    await recruiter.agent.post(`/api/staff/applications/${app}/status`).send({ status: 'Offer' }).expect(200);
    const roundRock = ((await recruiter.agent.get(SITES)).body as HiringSite[])[1]!;
    await recruiter.agent.post(url).send({ startDate: '2027-03-01', hiringSiteId: roundRock.id }).expect(200);
    expect((await recruiter.agent.get(url).expect(200)).body).toEqual({
      form: {
        startDate: '2027-03-01',
        section1Due: '2027-03-01',
        section2Due: '2027-03-04',
        hiringSite: 'Round Rock 24/7',
      },
    });
    expect((await casey.agent.get(url)).status).toBe(403);
    for (const id of ['999999', 'abc']) {
      const missing = await recruiter.agent.get(`/api/staff/applications/${id}/offer-acceptance`);
      expect([missing.status, missing.body.message]).toEqual([404, I9_MESSAGES.offerNotOpen]);
    }
  });

  test('When a stale I-9 staff session adds or changes a site, Then step-up is asked and nothing changes until it re-authenticates', async () => {
    const before = (await ivy.agent.get(SITES)).body as HiringSite[];
    ctx.server.advance(11 * MINUTE);
    for (const res of [
      await ivy.agent.post(SITES).send(site({ name: 'Stale Site' })),
      await ivy.agent.put(`${SITES}/${before[0]!.id}`).send(site({ name: 'Stale Rename' })),
    ])
      expect([res.status, res.body.code]).toEqual([401, ErrorCode.STEP_UP_REQUIRED]);
    expect((await ivy.agent.get(SITES)).body).toEqual(before);
    await ivy.agent.post(PASSKEY_API.reauthenticate).send({ password: PASSWORD }).expect(200);
    await ivy.agent
      .post(SITES)
      .send(site({ name: 'Stale Site' }))
      .expect(200);
  });
});
