/**
 * Form I-9 as a process, over HTTP on both databases: an offer's acceptance opens the form with its
 * deadlines on the hiring site's calendar (a Friday start before a federal holiday); Section 1 checks
 * the fields each status requires and a signature that matches, and takes a translator's
 * Supplement A; Section 2 records the employee's choice of documents (nothing assumed, List B never
 * without List C), allows the remote examination only at an E-Verify site, and is refused before
 * Section 1; a correction keeps the earlier version with who, when, what and why; the end of
 * employment sets the retention date.
 * Past 300 lines because its stories share one process: the people, the job and the sites.
 */
import request from 'supertest';
import { describeAuditEvent } from '../../../common/audit-text';
import { I9_MESSAGES as M, type I9Record, type I9Section1, type I9Section2 } from '../../../common/i9';
import { useServerWithMail } from '../../helpers/mail-server';
import { aJob, applyTo } from '../../helpers/jobs';
import { SECTION1, SECTION2 } from '../../helpers/i9';
import { scannedPdf } from '../../fixtures/pdfs';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'I9-Process-Passw0rd!';

describe('Form I-9: acceptance, Section 1, Section 2 and corrections', () => {
  // A short E-Verify deadline: the simulator's "Unavailable" never answers.
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago', EVERIFY_TIMEOUT_MS: '500' });
  let admin: SignedInUser;
  let recruiter: SignedInUser;
  let i9Staff: SignedInUser;
  let casey: SignedInUser;
  let jobId: number;
  let everifySite: number;
  let weekendSite: number;

  beforeAll(async () => {
    const who = (email: string, firstName: string, role: 'candidate' | 'staff' | 'admin') =>
      signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
    admin = await who('admin@i9.test', 'Ada', 'admin');
    recruiter = await who('recruiter@i9.test', 'Robin', 'staff');
    i9Staff = await who('ivy@i9.test', 'Ivy', 'staff');
    casey = await who('casey@i9.test', 'Casey', 'candidate');
    jobId = (await ctx.server.services.jobs.createJobs([aJob('Forklift Operator')]))[0]!;
    // The first site is where an acceptance that names none is hired: not an E-Verify one.
    await ctx.server.services.i9.addSite({ name: 'Head office' });
    everifySite = await ctx.server.services.i9.addSite({ name: 'Austin DC', everify: true });
    weekendSite = await ctx.server.services.i9.addSite({ name: 'Round Rock 24/7', openWeekends: true });
  }, 60_000);

  /** A new application of `agent`'s candidate, moved to Offer by the recruiter. */
  async function offer(agent: SignedInUser['agent'], job = jobId): Promise<number> {
    const id = await applyTo(agent, job);
    await recruiter.agent.post(`/api/staff/applications/${id}/status`).send({ status: 'Offer' }).expect(200);
    return id;
  }

  test('When an admin grants the I-9 permission, Then only that staff member opens I-9s, and a recruiter gets 403', async () => {
    expect((await i9Staff.agent.get('/api/staff/i9')).status).toBe(403);
    const granted = await admin.agent
      .put(`/api/staff/accounts/${i9Staff.id}/permissions`)
      .send({ permissions: ['i9'] });
    expect(granted.status).toBe(200);
    expect(granted.body.permissions).toEqual(['i9']);
    expect(
      (await admin.agent.put(`/api/staff/accounts/${i9Staff.id}/permissions`).send({ permissions: ['root'] })).status,
    ).toBe(400);
    expect((await i9Staff.agent.get('/api/staff/i9')).status).toBe(200);
    const refused = await recruiter.agent.get('/api/staff/i9');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.i9Only);
    // Nobody grants it to themself but an admin, and a recruiter cannot grant it at all.
    expect(
      (await recruiter.agent.put(`/api/staff/accounts/${recruiter.id}/permissions`).send({ permissions: ['i9'] }))
        .status,
    ).toBe(403);
  });

  test('When the candidate accepts an offer starting on a Friday before a federal holiday, Then Section 2 is due three business days later', async () => {
    const early = await applyTo(casey.agent, jobId);
    const notYet = await casey.agent
      .post(`/api/me/applications/${early}/offer/accept`)
      .send({ startDate: '2027-01-15' });
    expect([notYet.status, notYet.body.message]).toEqual([409, M.offerNotOpen]);
    await recruiter.agent.post(`/api/staff/applications/${early}/status`).send({ status: 'Offer' }).expect(200);
    const noDate = await casey.agent
      .post(`/api/me/applications/${early}/offer/accept`)
      .send({ startDate: '2027-02-30' });
    expect([noDate.status, noDate.body.fields.startDate]).toEqual([400, M.startDateRequired]);
    // Friday January 15, 2027; Monday the 18th is Martin Luther King, Jr. Day: Tuesday, Wednesday, Thursday.
    const accepted = await casey.agent
      .post(`/api/me/applications/${early}/offer/accept`)
      .send({ startDate: '2027-01-15' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'section1', section1Due: '2027-01-15', section2Due: '2027-01-21' });
    expect(accepted.body.section1Overdue).toBe(false);
    const twice = await casey.agent
      .post(`/api/me/applications/${early}/offer/accept`)
      .send({ startDate: '2027-01-15' });
    expect([twice.status, twice.body.message]).toEqual([409, M.alreadyAccepted]);
    expect((await casey.agent.get('/api/me/i9')).body.map((f: { id: number }) => f.id)).toEqual([accepted.body.id]);

    // Two acceptances at once (a double click, two tabs): one form, the other told so.
    const both = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Double Click')]))[0]!);
    const answers = await Promise.all(
      [1, 2].map(() => casey.agent.post(`/api/me/applications/${both}/offer/accept`).send({ startDate: '2027-01-15' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  test('When staff record an acceptance at a site open on weekends, Then Saturday and Sunday count and the calendar is kept with the form', async () => {
    const app = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Night Picker')]))[0]!);
    const recorded = await recruiter.agent
      .post(`/api/staff/applications/${app}/offer-acceptance`)
      .send({ startDate: '2027-01-15', hiringSiteId: weekendSite });
    expect(recorded.status).toBe(200);
    // Saturday 16, Sunday 17 count; Monday 18 is still a holiday: Tuesday 19.
    expect(recorded.body.section2Due).toBe('2027-01-19');
    const record = (await i9Staff.agent.get(`/api/staff/i9/${recorded.body.id}`).expect(200)).body as I9Record;
    expect(record.calendar).toEqual({ openWeekends: true, federalHolidays: true });
    expect(record.hiringSite).toBe('Round Rock 24/7');
    const short = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('One-day Event')]))[0]!);
    const oneDay = await recruiter.agent
      .post(`/api/staff/applications/${short}/offer-acceptance`)
      .send({ startDate: '2027-01-15', shortJob: true });
    // A job of less than three business days: Section 2 on the first day too.
    expect(oneDay.body.section2Due).toBe('2027-01-15');
  });

  test('When Section 1 is sent, Then each status asks for its own numbers, the signature must match, and a translator adds Supplement A', async () => {
    const app = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Loader')]))[0]!);
    const { id } = (
      await casey.agent.post(`/api/me/applications/${app}/offer/accept`).send({ startDate: '2027-03-01' })
    ).body;
    const send = (section1: Partial<I9Section1>, preparers: unknown[] = []) =>
      casey.agent.put(`/api/me/i9/${id}/section1`).send({ section1: { ...SECTION1, ...section1 }, preparers });

    const resident = await send({ status: 'permanentResident' });
    expect([resident.status, resident.body.fields['section1.uscisNumber']]).toEqual([400, M.uscisNumberRequired]);
    const alien = await send({ status: 'authorizedAlien', foreignPassportNumber: 'K1234567' });
    expect(alien.body.fields['section1.passportCountry']).toBe(M.passportCountryRequired);
    const noNumber = await send({ status: 'authorizedAlien' });
    expect(noNumber.body.fields['section1.uscisNumber']).toBe(M.authorizedAlienNumber);
    const unsigned = await send({ signature: 'Someone Else' });
    expect(unsigned.body.fields['section1.signature']).toBe(M.signatureMismatch);
    const noStatus = await send({ status: '' as never });
    expect(noStatus.body.fields['section1.status']).toBe(M.statusRequired);
    const translator = {
      lastName: 'Ortiz',
      firstName: 'Luz',
      address: '5 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
    };
    const badPreparer = await send({}, [{ ...translator, signature: 'Casey Rivera' }]);
    expect(badPreparer.body.fields['preparers.0.signature']).toBe(M.signatureMismatch);

    // A citizen's form keeps no A-Number even if one was typed.
    const done = await send({ uscisNumber: 'A123456789' }, [{ ...translator, signature: 'Luz Ortiz' }]);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('section2');
    const mine = (await casey.agent.get(`/api/me/i9/${id}`).expect(200)).body;
    expect(mine.section1.uscisNumber).toBe('');
    expect(mine.preparers).toEqual([{ ...translator, signature: 'Luz Ortiz' }]);
    const again = await send({});
    expect([again.status, again.body.message]).toEqual([409, M.section1Done]);
    // Another candidate's form is not found, whatever its number.
    const other = await signedInUser(ctx.server, {
      email: 'other@i9.test',
      password: PASSWORD,
      firstName: 'Oli',
      role: 'candidate',
    });
    expect((await other.agent.get(`/api/me/i9/${id}`)).status).toBe(404);
  });

  test('When staff complete Section 2, Then nothing is assumed, List B needs List C, and the remote procedure needs an E-Verify site, copies of the session time and the examiner', async () => {
    const app = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Shipper')]))[0]!);
    const { id } = (
      await recruiter.agent.post(`/api/staff/applications/${app}/offer-acceptance`).send({ startDate: '2027-03-01' })
    ).body;
    const send = (section2: Partial<I9Section2> | Record<string, unknown>) =>
      i9Staff.agent.put(`/api/staff/i9/${id}/section2`).send({ section2: { ...SECTION2, ...section2 } });

    const first = await send({});
    expect([first.status, first.body.message]).toEqual([409, M.section1First]);
    await casey.agent.put(`/api/me/i9/${id}/section1`).send({ section1: SECTION1 }).expect(200);

    const noChoice = await send({ choice: undefined });
    expect(noChoice.body.fields['section2.choice']).toBe(M.choiceRequired);
    const bOnly = await send({ listC: null });
    expect([bOnly.status, bOnly.body.fields['section2.listC']]).toEqual([400, M.listBCRequired]);
    const wrongList = await send({ listB: { ...SECTION2.listB, title: 'usPassport' } });
    expect(wrongList.body.fields['section2.listB']).toBe(M.notOnList);
    const aMissing = await send({ choice: 'listA' });
    expect(aMissing.body.fields['section2.listA']).toBe(M.listARequired);
    const remoteHere = await send({ remote: true, videoSessionAt: '2027-03-02T10:00:00-06:00' });
    expect([remoteHere.status, remoteHere.body.message]).toEqual([400, M.remoteNotAllowed]);
    const noExaminer = await send({ examinerName: '' });
    expect(noExaminer.body.fields['section2.examinerName']).toBe(M.required);
    // Only the recruiter's own rights: a staff member without the permission is refused.
    expect((await recruiter.agent.put(`/api/staff/i9/${id}/section2`).send({ section2: SECTION2 })).status).toBe(403);

    const done = await send({});
    expect(done.status).toBe(200);
    const record = done.body as I9Record;
    expect(record.status).toBe('complete');
    // A site not enrolled in E-Verify makes no case.
    expect(record.everifyCase).toBeNull();
    expect(record.section2).toMatchObject({
      choice: 'listBC',
      listA: null,
      listB: SECTION2.listB,
      listC: SECTION2.listC,
    });
    expect(record.versions.map((v) => [v.part, v.version, v.actor])).toEqual([
      ['section1', 1, 'Casey Test'],
      ['section2', 1, 'Ivy Test'],
    ]);
    const twice = await send({});
    expect([twice.status, twice.body.message]).toEqual([409, M.section2Done]);
  });

  test('When Section 2 is done remotely at an E-Verify site, Then the session time and the examiner are kept, and the E-Verify simulator opens a case staff see', async () => {
    const atEverifySite = async (section1: I9Section1) => {
      const app = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Remote Picker')]))[0]!);
      const { id } = (
        await recruiter.agent
          .post(`/api/staff/applications/${app}/offer-acceptance`)
          .send({ startDate: '2027-03-01', hiringSiteId: everifySite })
      ).body;
      // The form asks for the Social Security number where the employer uses E-Verify.
      const noSsn = await casey.agent.put(`/api/me/i9/${id}/section1`).send({ section1: SECTION1 });
      expect(noSsn.body.fields['section1.ssn']).toBe(M.ssnRequiredEverify);
      await casey.agent.put(`/api/me/i9/${id}/section1`).send({ section1 }).expect(200);
      return id as number;
    };
    const id = await atEverifySite({ ...SECTION1, ssn: '123-45-6789' });
    const noTime = await i9Staff.agent
      .put(`/api/staff/i9/${id}/section2`)
      .send({ section2: { ...SECTION2, remote: true } });
    expect(noTime.body.fields['section2.videoSessionAt']).toBe(M.remoteVideoRequired);
    // The remote examination keeps a copy of both sides of each document (test/api/i9/i9-copies.test.ts).
    const copy = Buffer.from(await scannedPdf());
    for (const document of ['listB', 'listC'])
      for (const side of ['front', 'back'])
        await i9Staff.agent
          .post(`/api/staff/i9/${id}/copies`)
          .field('document', document)
          .field('side', side)
          .attach('file', copy, { filename: 'copy.pdf' })
          .expect(200);
    const done = await i9Staff.agent
      .put(`/api/staff/i9/${id}/section2`)
      .send({ section2: { ...SECTION2, remote: true, videoSessionAt: '2027-03-02T10:00:00-06:00' } })
      .expect(200);
    expect(done.body.everify).toBe(true);
    expect(done.body.section2).toMatchObject({
      remote: true,
      videoSessionAt: '2027-03-02T16:00:00.000Z',
      examinerName: 'Ivy Nguyen',
    });
    const record = (await i9Staff.agent.get(`/api/staff/i9/${id}`).expect(200)).body as I9Record;
    expect(record.everifyCase).toMatchObject({ status: 'employment_authorized', furtherAction: null });
    expect(record.everifyCase!.caseNumber).toMatch(/^\d{13}SIM$/);

    // The simulator's scenario for a tentative nonconfirmation: the notice to give is shown.
    const tentative = await atEverifySite({
      ...SECTION1,
      lastName: 'Tentative',
      signature: 'Casey Tentative',
      ssn: '123-45-6780',
    });
    const second = await i9Staff.agent
      .put(`/api/staff/i9/${tentative}/section2`)
      .send({ section2: SECTION2 })
      .expect(200);
    expect(second.body.everifyCase.status).toBe('tentative_nonconfirmation');
    expect(second.body.everifyCase.furtherAction).toMatch(/Further Action Notice/);

    // E-Verify does not answer: past the deadline the form is complete and the case not created.
    const down = await atEverifySite({
      ...SECTION1,
      lastName: 'Unavailable',
      signature: 'Casey Unavailable',
      ssn: '123-45-6781',
    });
    const third = await i9Staff.agent.put(`/api/staff/i9/${down}/section2`).send({ section2: SECTION2 }).expect(200);
    expect(third.body.status).toBe('complete');
    expect(third.body.everifyCase).toMatchObject({ caseNumber: null, status: 'error' });
  });

  test('When staff correct Section 2, Then a new version records who, when, what and why, and the earlier one stays', async () => {
    const app = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Checker')]))[0]!);
    const { id } = (
      await recruiter.agent.post(`/api/staff/applications/${app}/offer-acceptance`).send({ startDate: '2027-03-01' })
    ).body;
    const early = await i9Staff.agent
      .post(`/api/staff/i9/${id}/corrections`)
      .send({ part: 'section2', values: SECTION2, reason: 'Typo' });
    expect([early.status, early.body.message]).toEqual([409, M.nothingToCorrect]);
    await casey.agent.put(`/api/me/i9/${id}/section1`).send({ section1: SECTION1 }).expect(200);
    await i9Staff.agent.put(`/api/staff/i9/${id}/section2`).send({ section2: SECTION2 }).expect(200);

    const fixed = { ...SECTION2, listB: { ...SECTION2.listB!, number: 'TX 40887128' } };
    const noReason = await i9Staff.agent
      .post(`/api/staff/i9/${id}/corrections`)
      .send({ part: 'section2', values: fixed, reason: ' ' });
    expect(noReason.body.fields.reason).toBe(M.reasonRequired);
    // The employer corrects its own section only.
    expect(
      (
        await i9Staff.agent
          .post(`/api/staff/i9/${id}/corrections`)
          .send({ part: 'section1', values: SECTION1, reason: 'x' })
      ).status,
    ).toBe(404);
    const corrected = await i9Staff.agent
      .post(`/api/staff/i9/${id}/corrections`)
      .send({ part: 'section2', values: fixed, reason: 'The license number was misread: 8, not 3.' });
    expect(corrected.status).toBe(200);
    const record = corrected.body as I9Record;
    expect(record.section2?.listB?.number).toBe('TX 40887128');
    const section2 = record.versions.filter((v) => v.part === 'section2');
    expect(section2.map((v) => [v.version, v.actor, v.reason])).toEqual([
      [1, 'Ivy Test', null],
      [2, 'Ivy Test', 'The license number was misread: 8, not 3.'],
    ]);
    // The earlier version is still there, word for word.
    const versions = await ctx.server.database.db
      .selectFrom('i9Version')
      .select(['version', 'data'])
      .where('formId', '=', id)
      .where('part', '=', 'section2')
      .orderBy('version')
      .execute();
    expect(JSON.parse(versions[0]!.data).listB.number).toBe('TX 40887123');
    const audit = await admin.agent.get('/api/staff/audit').query({ action: 'i9' }).expect(200);
    const [latest] = audit.body.items as { action: string; detail: string; actor: { name: string } }[];
    expect([latest!.actor.name, describeAuditEvent(latest!.action, latest!.detail)]).toEqual([
      'Ivy Test',
      'Corrected Section 2 of the Form I-9: The license number was misread: 8, not 3.',
    ]);

    // The candidate corrects Section 1 the same way.
    const moved = await casey.agent
      .post(`/api/me/i9/${id}/corrections`)
      .send({ part: 'section1', values: { ...SECTION1, address: '1300 Congress Ave' }, reason: 'I moved.' });
    expect(moved.status).toBe(200);
    const rows = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('action', '=', 'i9.corrected')
      .execute();
    expect(rows.map((r) => JSON.parse(r.detail!).changed)).toEqual([['listB'], ['address']]);
  });

  test('When employment ends, Then the form is kept until the later of three years after hire and one year after the end', async () => {
    const app = await offer(casey.agent, (await ctx.server.services.jobs.createJobs([aJob('Seasonal')]))[0]!);
    const { id } = (
      await recruiter.agent.post(`/api/staff/applications/${app}/offer-acceptance`).send({ startDate: '2027-03-01' })
    ).body;
    const before = await i9Staff.agent.put(`/api/staff/i9/${id}/employment-end`).send({ endDate: '2027-02-01' });
    expect(before.body.fields.endDate).toBe(M.endBeforeStart);
    // A short job: three years after hire is later.
    expect(
      (await i9Staff.agent.put(`/api/staff/i9/${id}/employment-end`).send({ endDate: '2027-06-30' })).body
        .retentionUntil,
    ).toBe('2030-03-01');
    // A long one: a year after the end.
    expect(
      (await i9Staff.agent.put(`/api/staff/i9/${id}/employment-end`).send({ endDate: '2031-08-15' })).body
        .retentionUntil,
    ).toBe('2032-08-15');
  });

  test('When a staff member views the portal as the candidate, Then the I-9 calls are refused; and a withdrawn permission holds at the next request', async () => {
    const viewer = request.agent(ctx.server.url);
    await viewer.post('/login').type('form').send({ username: 'ivy@i9.test', password: PASSWORD }).expect(303);
    await viewer.post(`/api/staff/candidates/${casey.id}/view-as`).expect(200);
    const mine = await viewer.get('/api/me/i9');
    expect([mine.status, mine.body.code]).toEqual([403, 'VIEWING_AS_CANDIDATE']);
    const forms = (await casey.agent.get('/api/me/i9')).body as { id: number }[];
    expect((await viewer.get(`/api/me/i9/${forms[0]!.id}`)).status).toBe(403);
    // Viewing as a candidate, the I-9 staff member holds no I-9 permission either.
    expect((await viewer.get(`/api/staff/i9/${forms[0]!.id}`)).status).toBe(403);
    await viewer.post('/api/view-as/end').expect(200);

    await admin.agent.put(`/api/staff/accounts/${i9Staff.id}/permissions`).send({ permissions: [] }).expect(200);
    expect((await i9Staff.agent.get(`/api/staff/i9/${forms[0]!.id}`)).status).toBe(403);
    await admin.agent
      .put(`/api/staff/accounts/${i9Staff.id}/permissions`)
      .send({ permissions: ['i9'] })
      .expect(200);
  });
});
