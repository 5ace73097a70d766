/**
 * The console's candidates, invitations, view as candidate and audit log, against the real server.
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import request from 'supertest';
import { RESUME_UPLOAD_FIELD } from '../../../common/resume';
import { SIGNED_UPLOAD_FIELD } from '../../../common/documents';
import { CANDIDATE_ADMIN_MESSAGES as M, VIEW_AS_ACTIONS } from '../../../common/staff-candidates';
import { issueSessionToken } from '../../../server/http/session-token';
import { samplePdf } from '../../fixtures/pdfs';
import { resumePdf } from '../../fixtures/resumes';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';
import { signedInUser } from '../../helpers/users';
import { assignSample } from '../../helpers/documents';

const PASSWORD = 'Console-Passw0rd!';
type Agent = ReturnType<typeof request.agent>;

describe('Staff console: candidates, invitations, view as candidate, audit log', () => {
  const ctx = useServerWithMail();
  let staff: Agent;
  let staffId: number;
  let avery: { agent: Agent; id: number };
  let blake: { agent: Agent; id: number };
  let jobId: number;

  const job = (title: string, status?: 'Closed') => ({
    title,
    description: '<p>Pack and ship.</p>',
    corpTitle: 'Fabrikam Logistics',
    employmentType: 'Permanent' as const,
    category: 'Distribution' as const,
    location: 'Austin, TX',
    postalCode: '78701',
    openedAt: Date.now(),
    ...(status ? { status, active: false } : {}),
  });

  const audits = (action: string) =>
    ctx.server.database.db.selectFrom('auditEvent').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    ({ agent: staff, id: staffId } = await signedInUser(ctx.server, {
      email: 'robin.staff@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    }));
    avery = await signedInUser(ctx.server, {
      email: 'avery.quinn@example.com',
      password: PASSWORD,
      firstName: 'Avery',
      role: 'candidate',
    });
    blake = await signedInUser(ctx.server, {
      email: 'blake.stone@example.com',
      password: PASSWORD,
      firstName: 'Blake',
      role: 'candidate',
    });
    await avery.agent
      .put('/api/me/profile')
      .send({
        firstName: 'Avery',
        lastName: 'Test',
        zipCode: '78701',
        desiredWorkType: 'Contract',
        skills: [{ name: 'Forklift', monthsUsed: 12 }],
      })
      .expect(200);
    await blake.agent
      .put('/api/me/profile')
      .send({ firstName: 'Blake', lastName: 'Test', zipCode: '10001', skills: [{ name: 'Python', monthsUsed: 24 }] })
      .expect(200);
    [jobId] = (await ctx.server.services.jobs.createJobs([job('Warehouse Packer')])) as [number];
  });

  test('When staff search candidates by name, email, skill and ZIP, Then only the matches come, sorted and paged', async () => {
    const ids = async (q: string) =>
      (await staff.get(`/api/staff/candidates${q}`).expect(200)).body.items.map((c: { id: number }) => c.id);
    expect(await ids('?name=avery')).toEqual([avery.id]);
    expect(await ids('?email=BLAKE.stone')).toEqual([blake.id]);
    expect(await ids('?skill=fork')).toEqual([avery.id]);
    expect(await ids('?zip=100')).toEqual([blake.id]);
    expect(await ids('?name=test&sort=email&dir=desc')).toEqual([blake.id, avery.id]);
    expect(await ids(`?name=${encodeURIComponent('%')}`)).toEqual([]);
    // Staff accounts are not candidates.
    expect(await ids('?name=robin')).toEqual([]);
    const list = await staff.get('/api/staff/candidates?skill=python').expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.items[0]).toMatchObject({
      name: 'Blake Test',
      email: 'blake.stone@example.com',
      zipCode: '10001',
      skills: ['Python'],
      emailConfirmed: true,
    });
    expect((await staff.get('/api/staff/candidates?page=2').expect(200)).body.items).toEqual([]);
    for (const bad of ['?page=0', '?sort=password', '?zip=abc', `?name=${'x'.repeat(101)}`]) {
      const res = await staff.get(`/api/staff/candidates${bad}`);
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, M.invalidQuery]);
    }
  });

  test("When staff open a candidate's page, Then it shows the record, résumé, applications with history, documents with events and mails", async () => {
    const empty = await staff.get(`/api/staff/candidates/${blake.id}/resume`);
    expect([empty.status, empty.body.message]).toEqual([404, M.noResume]);
    const pdf = Buffer.from(await resumePdf());
    await avery.agent.put('/api/me/resume').attach(RESUME_UPLOAD_FIELD, pdf, 'avery-cv.pdf').expect(200);
    await avery.agent.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    const [application] = (await staff.get(`/api/staff/jobs/${jobId}/applicants`).expect(200)).body.applicants;
    // The pipeline names the candidate's page and the résumé sent with the application.
    expect(application).toMatchObject({ candidateId: avery.id, resume: { fileName: 'avery-cv.pdf' } });
    const sent = await staff.get(`/api/staff/applications/${application.applicationId}/resume`).expect(200);
    expect([sent.headers['content-type'], Buffer.compare(sent.body as Buffer, pdf)]).toEqual(['application/pdf', 0]);
    expect((await avery.agent.get(`/api/staff/applications/${application.applicationId}/resume`)).status).toBe(403);
    const none = await staff.get('/api/staff/applications/999999/resume');
    expect(none.status).toBe(404);
    await staff.post(`/api/staff/applications/${application.applicationId}/status`).send({ status: 'Interview' });
    const doc = await assignSample(ctx.server, avery.id, { title: 'Safety Policy' });
    await avery.agent.get(`/api/documents/${doc.docHandle}/report-event?event=viewing_complete`).expect(200);

    const page = await staff.get(`/api/staff/candidates/${avery.id}`).expect(200);
    expect(page.body).toMatchObject({
      id: avery.id,
      email: 'avery.quinn@example.com',
      emailConfirmed: true,
      record: { name: { formattedName: 'Avery Test' }, zipCode: '78701' },
      resume: { fileName: 'avery-cv.pdf' },
    });
    expect(page.body.applications).toHaveLength(1);
    expect(page.body.applications[0]).toMatchObject({ jobOrderId: jobId, status: 'Interview' });
    expect(page.body.applications[0].history.map((h: { status: string }) => h.status)).toEqual([
      'Submitted',
      'Interview',
    ]);
    expect(page.body.documents).toHaveLength(1);
    expect(page.body.documents[0]).toMatchObject({ formTitle: 'Safety Policy', docusignStatus: expect.any(String) });
    expect(page.body.documents[0].events.map((e: { event: string }) => e.event)).toContain('browser.reported');
    expect(Array.isArray(page.body.mails)).toBe(true);

    const file = await staff.get(`/api/staff/candidates/${avery.id}/resume`).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('avery-cv.pdf');
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);

    for (const id of ['abc', '0', '99999999', String(staffId)]) {
      const res = await staff.get(`/api/staff/candidates/${id}`);
      expect([id, res.status, res.body.message]).toEqual([id, 404, M.notFound]);
    }
  });

  test('When staff invite existing and new candidates, Then the mail reaches SMTP, its one-click link applies, and the list shows it used', async () => {
    const res = await staff
      .post(`/api/staff/jobs/${jobId}/invitations`)
      .send({
        emails: 'blake.stone@example.com, new.person@example.com Noa Person; not-an-email\nrobin.staff@example.com',
      })
      .expect(200);
    expect(res.body.invited).toEqual([
      { email: 'blake.stone@example.com', newAccount: false },
      { email: 'new.person@example.com', newAccount: true },
    ]);
    expect(res.body.refused).toEqual([
      { email: 'not-an-email', reason: M.emailInvalid },
      { email: 'robin.staff@example.com', reason: M.notCandidateAccount },
    ]);
    const noName = await staff.post(`/api/staff/jobs/${jobId}/invitations`).send({ emails: 'other@example.com' });
    expect(noName.body.refused).toEqual([{ email: 'other@example.com', reason: M.firstNameForNew }]);

    const mail = await ctx.smtp.waitFor('blake.stone@example.com', /A job for you: Warehouse Packer/);
    const oneClick = new URL(linksIn(mail).find((l) => l.includes('/apply-redirect/'))!).pathname;
    const before = await staff.get(`/api/staff/jobs/${jobId}/invitations`).expect(200);
    expect(before.body.map((i: { email: string; state: string }) => [i.email, i.state])).toEqual([
      ['new.person@example.com', 'open'],
      ['blake.stone@example.com', 'open'],
    ]);
    const applied = await request(ctx.server.url).post(oneClick);
    // Signed out: the link's page says the application was sent before asking to sign in.
    expect([applied.status, applied.headers.location]).toEqual([303, `${oneClick}?sent=1`]);
    const mine = await blake.agent.get('/api/me/applications').expect(200);
    expect(mine.body.map((a: { jobOrderId: number }) => a.jobOrderId)).toEqual([jobId]);

    const after = await staff.get(`/api/staff/jobs/${jobId}/invitations`).expect(200);
    const blakes = after.body.find((i: { email: string }) => i.email === 'blake.stone@example.com');
    expect(blakes).toMatchObject({
      state: 'used',
      applied: true,
      invitedBy: 'Robin Test',
      candidateName: 'Blake Test',
    });
    expect(after.body.find((i: { email: string }) => i.email === 'new.person@example.com')).toMatchObject({
      state: 'open',
      applied: false,
      candidateName: 'Noa Person',
    });
    // The mails show on the candidate's page: the invitation, and the application's confirmation.
    await ctx.smtp.waitFor('blake.stone@example.com', /^Application received: Warehouse Packer$/);
    const page = await staff.get(`/api/staff/candidates/${blake.id}`).expect(200);
    expect(page.body.mails.map((m: { subject: string }) => m.subject)).toEqual(
      expect.arrayContaining(['A job for you: Warehouse Packer', 'Application received: Warehouse Packer']),
    );
    expect(page.body.mails.find((m: { subject: string }) => m.subject.startsWith('A job'))).toMatchObject({
      status: 'sent',
    });

    const [closed] = (await ctx.server.services.jobs.createJobs([job('Old Job', 'Closed')])) as [number];
    const refused = await staff
      .post(`/api/staff/jobs/${closed}/invitations`)
      .send({ emails: 'brand.new@example.com', firstName: 'B' });
    expect(refused.status).toBe(409);
    expect(await ctx.server.services.auth.sessionUser(0)).toBeNull();
    const made = await ctx.server.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', 'brand.new@example.com')
      .execute();
    expect(made).toEqual([]);
    for (const [body, message] of [
      [{}, M.emailsRequired],
      [{ emails: ' , ' }, M.emailsRequired],
      [{ emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`).join(',') }, M.tooManyEmails],
    ] as const) {
      const bad = await staff.post(`/api/staff/jobs/${jobId}/invitations`).send(body);
      expect([bad.status, bad.body.fields?.emails]).toEqual([400, message]);
    }
    expect((await staff.post('/api/staff/jobs/99999999/invitations').send({ emails: 'a@example.com' })).status).toBe(
      404,
    );
  });

  test('When staff invite an address without an account, Then its mail carries a set-your-password link, the apply links confirm the email, and the new candidate signs in', async () => {
    const api = request(ctx.server.url);
    const signIn = (email: string, password: string) =>
      api.post('/login').type('form').send({ username: email, password, redirectTo: '/overview' });
    const accountOf = async (email: string) => {
      const found = await staff.get(`/api/staff/candidates?email=${encodeURIComponent(email)}`).expect(200);
      return (await staff.get(`/api/staff/candidates/${found.body.items[0].id}`).expect(200)).body;
    };
    await staff
      .post(`/api/staff/jobs/${jobId}/invitations`)
      .send({ emails: 'casey.new@example.com Casey New\nDana New <dana.new@example.com>' })
      .expect(200);

    // Apply-now first, then the password.
    const mail = await ctx.smtp.waitFor('casey.new@example.com', /A job for you: Warehouse Packer/);
    const links = linksIn(mail);
    const setPassword = links.find((l) => l.startsWith(`${ctx.server.config.publicUrl}/account/reset?token=`));
    const applyNow = links.find((l) => l.includes('/apply-now?id='));
    expect(setPassword && applyNow).toBeTruthy();
    expect(mail.text).toMatch(/choose your password to sign in \(this link expires in 7 days\)/);
    expect((await signIn('casey.new@example.com', PASSWORD)).headers.location).toMatch(/^\/login/);
    expect((await accountOf('casey.new@example.com')).emailConfirmed).toBe(false);

    const applicantId = new URL(applyNow!).searchParams.get('id')!;
    const applicant = await api.get(`/api/applicant/${applicantId}`).expect(200);
    expect(applicant.body).toEqual({
      firstName: 'Casey',
      alreadyAppliedTo: false,
      jobOrderId: jobId,
      needsPassword: true,
    });
    const token = (
      await api
        .post('/api/token')
        .send({ id: applicantId, ...applicant.body })
        .expect(200)
    ).text;
    await api.get(`/api/v1/joborder/${jobId}`).set('Authorization', `Bearer ${token}`).expect(200);
    await api
      .post('/api/apply')
      .send({ token, user: { id: applicantId } })
      .expect(200);
    expect((await accountOf('casey.new@example.com')).emailConfirmed).toBe(true);

    const resetToken = new URL(setPassword!).searchParams.get('token')!;
    await api
      .post('/api/verify-password-reset-token')
      .send({ token: resetToken })
      .expect(200, { ok: true, firstPassword: true });
    // A first password signs the invitee in (this request's session) and leads to their home.
    await api
      .post('/api/reset-password')
      .send({ token: resetToken, password: PASSWORD })
      .expect(200, { ok: true, signedInTo: '/overview' });
    const casey = request.agent(ctx.server.url);
    const login = await casey
      .post('/login')
      .type('form')
      .send({ username: 'casey.new@example.com', password: PASSWORD, redirectTo: '/overview' });
    expect(login.headers.location).toBe('/overview');
    const mine = await casey.get('/api/me/applications').expect(200);
    expect(mine.body.map((a: { jobOrderId: number }) => a.jobOrderId)).toEqual([jobId]);

    // The one-click link confirms too; the link to choose a password lives a week.
    const other = await ctx.smtp.waitFor('dana.new@example.com', /A job for you: Warehouse Packer/);
    const oneClick = new URL(linksIn(other).find((l) => l.includes('/apply-redirect/'))!).pathname;
    // Signed out and without a password yet: applying goes on to choosing one.
    expect((await api.post(oneClick)).headers.location).toMatch(/^\/account\/reset\?token=[\w-]+&applied=1$/);
    const dana = await accountOf('dana.new@example.com');
    expect([dana.emailConfirmed, dana.applications.length]).toEqual([true, 1]);
    const confirmed = (await audits('account.confirm')).filter((a) => a.userId === dana.id);
    expect(confirmed.map((a) => a.detail)).toEqual([JSON.stringify({ via: 'apply-link' })]);
    const [passwordToken] = await ctx.server.database.db
      .selectFrom('userToken')
      .select(['expiresAt', 'createdAt'])
      .where('userId', '=', dana.id)
      .where('kind', '=', 'reset_password')
      .orderBy('id')
      .execute();
    expect(Number(passwordToken!.expiresAt) - Number(passwordToken!.createdAt)).toBe(7 * 86_400_000);

    // An existing candidate's invitation has no password link.
    const blakes = await ctx.smtp.waitFor('blake.stone@example.com', /A job for you: Warehouse Packer/);
    expect(linksIn(blakes).some((l) => l.includes('/account/reset'))).toBe(false);
  });

  test('When an address someone registered but never confirmed is invited, Then following the link applies but does not confirm it', async () => {
    // Whoever registered the address chose the password: confirming it through the owner's mailbox
    // would hand them the owner's account.
    const squatterId = await ctx.server.services.auth.createUser({
      email: 'erin.owner@example.com',
      password: 'Squatter-Passw0rd!',
      firstName: 'Erin',
      lastName: 'Owner',
    });
    await staff.post(`/api/staff/jobs/${jobId}/invitations`).send({ emails: 'erin.owner@example.com' }).expect(200);
    const mail = await ctx.smtp.waitFor('erin.owner@example.com', /A job for you: Warehouse Packer/);
    const oneClick = new URL(linksIn(mail).find((l) => l.includes('/apply-redirect/'))!).pathname;
    expect((await request(ctx.server.url).post(oneClick)).headers.location).toBe(`${oneClick}?sent=1`);
    const account = await ctx.server.database.db
      .selectFrom('userAccount')
      .select('emailConfirmedAt')
      .where('id', '=', squatterId)
      .executeTakeFirstOrThrow();
    expect(account.emailConfirmedAt).toBeNull();
    expect((await audits('account.confirm')).filter((a) => a.userId === squatterId)).toEqual([]);
  });

  describe('view as candidate', () => {
    let viewer: Agent;

    /** REST answers 403 with the message and its code; GraphQL answers its error with the code. */
    const refusedWith = async (res: request.Response, what: Parameters<typeof M.viewAsRefused>[0]) => {
      if (res.body.errors) {
        expect([res.body.errors[0].extensions.code, res.body.errors[0].message]).toEqual([
          'VIEWING_AS_CANDIDATE',
          M.viewAsRefused(what),
        ]);
      } else
        expect([res.status, res.body.message, res.body.code, res.body.refused]).toEqual([
          403,
          M.viewAsRefused(what),
          'VIEWING_AS_CANDIDATE',
          what,
        ]);
    };

    beforeAll(async () => {
      ({ agent: viewer } = await signedInUser(ctx.server, {
        email: 'sam.viewer@example.com',
        password: PASSWORD,
        firstName: 'Sam',
        role: 'staff',
      }));
    });

    test('When staff view as a candidate, Then pages run as the candidate with the banner, and only a candidate may be viewed', async () => {
      const notCandidate = await viewer.post(`/api/staff/candidates/${staffId}/view-as`);
      expect([notCandidate.status, notCandidate.body.message]).toEqual([403, M.notCandidate]);
      expect((await viewer.post('/api/staff/candidates/99999999/view-as')).status).toBe(404);
      expect((await avery.agent.post(`/api/staff/candidates/${blake.id}/view-as`)).status).toBe(403);

      const start = await viewer.post(`/api/staff/candidates/${avery.id}/view-as`).expect(200);
      expect(start.body).toEqual({ redirectTo: '/overview' });
      const profile = await viewer.get('/api/me/profile').expect(200);
      expect(profile.body.contact.email.home).toBe('avery.quinn@example.com');
      expect((await viewer.get('/api/is-user').expect(200)).body.isUser).toBe(true);
      // The console is closed while viewing.
      expect((await viewer.get('/api/staff/overview')).status).toBe(403);
      const [started] = await audits(VIEW_AS_ACTIONS.started);
      expect(started).toMatchObject({ userId: avery.id });
      expect(started!.actorId).not.toBeNull();
    });

    test('When the viewing staff member signs, uploads, applies or changes the profile, résumé, saved items or privacy, Then each is refused and audited', async () => {
      const doc = await assignSample(ctx.server, avery.id, { title: 'Tax Form' });
      const [other] = (await ctx.server.services.jobs.createJobs([job('Night Packer')])) as [number];
      const pdf = Buffer.from(await samplePdf());
      const cases: [ViewAsCase, Parameters<typeof M.viewAsRefused>[0]][] = [
        [() => viewer.post('/api/esign/open').send({ token: 'x'.repeat(40) }), 'sign'],
        [
          () =>
            viewer.post('/graphql').send({
              query: `query { documentSigningUrl(documentId: ${doc.id}, returnUrl: "/onboarding") { url } }`,
            }),
          'sign',
        ],
        [
          () =>
            viewer.post('/graphql').send({
              query: `mutation { reportDocumentSigned(documentId: ${doc.id}, event: "signing_complete") { docusignStatus } }`,
            }),
          'sign',
        ],
        [
          () => viewer.put(`/api/documents/${doc.docHandle}.pdf`).attach(SIGNED_UPLOAD_FIELD, pdf, 'signed.pdf'),
          'upload',
        ],
        [() => viewer.post(`/api/jobsearch/apply/${other}`), 'apply'],
        [() => viewer.post('/api/apply').send({ token: 'x'.repeat(20), user: { id: 'y'.repeat(43) } }), 'apply'],
        [() => viewer.post(`/apply-redirect/${'z'.repeat(43)}`), 'apply'],
        [() => viewer.post('/api/me/applications/1/withdraw'), 'apply'],
        [
          () => viewer.put('/api/me/profile').send({ firstName: 'Avery', lastName: 'Test', zipCode: '60601' }),
          'profile',
        ],
        [() => viewer.put('/api/me/resume').attach(RESUME_UPLOAD_FIELD, pdf, 'cv.pdf'), 'resume'],
        [() => viewer.delete('/api/me/resume'), 'resume'],
        [() => viewer.put(`/api/me/saved-jobs/${other}`), 'saved'],
        [() => viewer.post('/api/me/saved-searches').send({ name: 'x', search: {} }), 'saved'],
        [() => viewer.get('/api/me/export'), 'privacy'],
        [() => viewer.post('/api/me/delete-account').send({ password: PASSWORD }), 'privacy'],
      ];
      for (const [call, what] of cases) await refusedWith(await call(), what);

      const rows = await audits(VIEW_AS_ACTIONS.refused);
      expect(rows).toHaveLength(cases.length);
      const viewerId = rows[0]!.actorId;
      expect(viewerId).not.toBeNull();
      expect(rows.every((r) => r.userId === avery.id && r.actorId === viewerId)).toBe(true);
      expect(rows.map((r) => JSON.parse(r.detail!).refused)).toEqual(cases.map(([, what]) => what));
      // Nothing changed: no application, the document unsigned, the profile as it was.
      expect((await avery.agent.get('/api/me/applications').expect(200)).body).toHaveLength(1);
      expect((await avery.agent.get('/api/me/profile').expect(200)).body.zipCode).toBe('78701');
      const status = await ctx.server.database.db
        .selectFrom('document')
        .select('signedKey')
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow();
      expect(status.signedKey).toBeNull();
      // Reading still works: search, documents, the dashboard.
      await viewer.post('/api/jobsearch').send({ query: 'packer' }).expect(200);
      await viewer.get(`/api/documents/${doc.docHandle}.pdf`).expect(200);

      // A session token made while viewing carries ghost, and GraphQL refuses by it too.
      const token = (await viewer.get('/api/session-token').expect(200)).body.token as string;
      const byToken = await request(ctx.server.url)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({
          query: `mutation { reportDocumentSigned(documentId: ${doc.id}, event: "signing_complete") { docusignStatus } }`,
        });
      await refusedWith(byToken, 'sign');
      // Such a token is made only with its view (it dies with it: view-as.test.ts).
      const viewingUser = (await ctx.server.services.auth.sessionUser(avery.id, staffId))!;
      expect(() => issueSessionToken(viewingUser, ctx.server.config.sessionSecret, Date.now(), 'a-session')).toThrow();
    });

    test('When the staff member ends the view, Then it is audited, the console is back, and the candidate was never signed out', async () => {
      const ended = await viewer.post('/api/view-as/end').expect(200);
      expect(ended.body).toEqual({ returnTo: `/admin/candidates/${avery.id}` });
      expect((await audits(VIEW_AS_ACTIONS.ended)).map((r) => [r.userId, JSON.parse(r.detail!).by])).toEqual([
        [avery.id, 'end'],
      ]);
      await viewer.get('/api/staff/overview').expect(200);
      const again = await viewer.post('/api/view-as/end');
      expect([again.status, again.body.message]).toEqual([403, M.notViewing]);
      expect((await request(ctx.server.url).post('/api/view-as/end')).status).toBe(401);

      // Log out while viewing ends the view and returns to the console: the staff member stays
      // signed in, and the candidate was never signed out.
      await viewer.post(`/api/staff/candidates/${avery.id}/view-as`).expect(200);
      const token = (await avery.agent.get('/api/session-token').expect(200)).body.token as string;
      const loggedOut = await viewer.post('/logout').expect(303);
      expect(loggedOut.headers.location).toBe(`/admin/candidates/${avery.id}`);
      await viewer.get('/api/staff/overview').expect(200);
      await avery.agent.get('/api/me/profile').expect(200);
      const stillValid = await request(ctx.server.url)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: '{ myDocumentsCount }' });
      expect(stillValid.body.errors).toBeUndefined();
      const byLogout = (await audits(VIEW_AS_ACTIONS.ended)).at(-1)!;
      expect(JSON.parse(byLogout.detail!).by).toBe('logout');
    });
  });

  test('When staff read the audit log, Then filters by actor, candidate, action and date narrow it, newest first', async () => {
    const all = await staff.get('/api/staff/audit').expect(200);
    expect(all.body.total).toBeGreaterThan(5);
    expect(all.body.pageSize).toBe(50);
    const times = all.body.items.map((r: { at: string }) => r.at);
    expect([...times].sort().reverse()).toEqual(times);

    const viewing = await staff.get('/api/staff/audit?action=view-as&actor=sam.viewer').expect(200);
    expect(viewing.body.total).toBeGreaterThan(10);
    expect(
      viewing.body.items.every(
        (r: { action: string; actor: { name: string } }) =>
          r.action.startsWith('view-as.') && r.actor.name === 'Sam Test',
      ),
    ).toBe(true);
    const started = await staff.get('/api/staff/audit?action=view-as.started&candidate=avery').expect(200);
    expect(started.body.items.map((r: { user: { id: number } }) => r.user.id)).toEqual([avery.id, avery.id]);
    // One entry per address invited by Robin in the tests above.
    const invites = await staff.get('/api/staff/audit?action=apply.invite&actor=robin').expect(200);
    expect(invites.body.total).toBe(5);
    // Actor and candidate are distinct filters: a candidate is never an actor, and "candidate"
    // matches candidates only, not a staff member an entry is about (their own sign-in, an invitation).
    const about = async (q: string) =>
      (await staff.get(`/api/staff/audit?${q}`).expect(200)).body.items as {
        actor: { id: number } | null;
        user: { id: number; candidate: boolean } | null;
      }[];
    expect(await about('actor=avery')).toEqual([]);
    const staffOwn = await about('action=login');
    expect(staffOwn.some((r) => r.user?.id === staffId && r.user.candidate === false)).toBe(true);
    expect(await about('candidate=robin.staff')).toEqual([]);
    const averys = await about('candidate=avery.quinn');
    expect(averys.length).toBeGreaterThan(0);
    expect(averys.every((r) => r.user?.id === avery.id && r.user.candidate)).toBe(true);
    expect((await about('actor=robin&candidate=blake')).map((r) => [r.actor?.id, r.user?.id])).toEqual([
      [staffId, blake.id],
    ]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await staff.get(`/api/staff/audit?from=${today}&to=${today}`).expect(200)).body.total).toBe(all.body.total);
    expect((await staff.get('/api/staff/audit?to=2000-01-01').expect(200)).body.total).toBe(0);
    const bad = await staff.get('/api/staff/audit?from=yesterday');
    expect([bad.status, bad.body.fields]).toEqual([400, { from: M.invalidDate }]);
    expect((await staff.get('/api/staff/audit?page=2').expect(200)).body.page).toBe(2);
  });

  // Last: its invitations would count in the audit log test above.
  test('When two staff invite the same new address at once, Then both succeed and it has one account', async () => {
    const invite = () =>
      staff
        .post(`/api/staff/jobs/${jobId}/invitations`)
        .send({ emails: 'twice.new@example.com', firstName: 'Twice', lastName: 'New' });
    const answers = await Promise.all([invite(), invite(), invite()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const accounts = await ctx.server.database.db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', 'twice.new@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
  });
});

type ViewAsCase = () => request.Test;
