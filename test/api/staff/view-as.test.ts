/**
 * View as candidate against a red-team review: the refusals hold however a path is spelled
 * and in the services themselves, a session token made in a view dies with it, and the
 * candidate's data archive shows staff only as "staff".
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import { strFromU8, unzipSync } from 'fflate';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { RESUME_UPLOAD_FIELD } from '../../../common/resume';
import { SIGNED_UPLOAD_FIELD } from '../../../common/documents';
import { CANDIDATE_ADMIN_MESSAGES as M, VIEW_AS_ACTIONS, type ViewAsRefusal } from '../../../common/staff-candidates';
import { AppError } from '../../../server/errors';
import { APPLICATION_NAME, tokenKey } from '../../../server/http/session-token';
import type { RequestInfo } from '../../../server/lib/request-info';
import { samplePdf } from '../../fixtures/pdfs';
import { resumePdf } from '../../fixtures/resumes';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser } from '../../helpers/users';
import { assignSample } from '../../helpers/documents';

const PASSWORD = 'Ghost-Passw0rd!';
const STAFF_BROWSER = 'StaffBrowser/9.9 (console)';
type Agent = ReturnType<typeof request.agent>;

describe('View as candidate: refusals, session tokens and the archive', () => {
  let server: TestServer;
  let admin: Agent;
  let viewer: { agent: Agent; id: number };
  let avery: { agent: Agent; id: number };
  let doc: Awaited<ReturnType<typeof assignSample>>;
  let jobId: number;

  const refusals = () =>
    server.database.db
      .selectFrom('auditEvent')
      .selectAll()
      .where('action', '=', VIEW_AS_ACTIONS.refused)
      .orderBy('id')
      .execute();

  const startView = async (staff: Agent = viewer.agent) => {
    await staff.post(`/api/staff/candidates/${avery.id}/view-as`).set('User-Agent', STAFF_BROWSER).expect(200);
  };

  beforeAll(async () => {
    server = await startTestServer();
    ({ agent: admin } = await signedInUser(server, {
      email: 'ada.admin@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    }));
    viewer = await signedInUser(server, {
      email: 'sam.viewer@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
    avery = await signedInUser(server, {
      email: 'avery.quinn@example.com',
      password: PASSWORD,
      firstName: 'Avery',
      role: 'candidate',
    });
    await avery.agent
      .put('/api/me/profile')
      .set('User-Agent', 'AveryPhone/1.0')
      .send({ firstName: 'Avery', lastName: 'Test', zipCode: '78701' })
      .expect(200);
    doc = await assignSample(server, avery.id, { title: 'Tax Form' });
    [jobId] = (await server.services.jobs.createJobs([
      {
        title: 'Warehouse Packer',
        description: '<p>Pack and ship.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
  });
  afterAll(() => server?.stop());

  describe('the refusals', () => {
    beforeAll(() => startView());
    afterAll(() => viewer.agent.post('/api/view-as/end').expect(200));

    test('When a viewing staff member spells a refused path in other ways, Then each is 403 with the message and audited with the staff member', async () => {
      const pdf = Buffer.from(await samplePdf());
      const h = doc.docHandle;
      const before = (await refusals()).length;
      const cases: [string, () => request.Test, ViewAsRefusal][] = [
        ['/api/me/export', () => viewer.agent.get('/api/me/export'), 'privacy'],
        ['/API/me/export', () => viewer.agent.get('/API/me/export'), 'privacy'],
        ['/api/me/export/', () => viewer.agent.get('/api/me/export/'), 'privacy'],
        ['/api/me/%65xport', () => viewer.agent.get('/api/me/%65xport'), 'privacy'],
        ['/Api/Me/Export/', () => viewer.agent.get('/Api/Me/Export/'), 'privacy'],
        ['/api/me/%45XPORT', () => viewer.agent.get('/api/me/%45XPORT'), 'privacy'],
        ['report-event/', () => viewer.agent.get(`/api/documents/${h}/report-event/?event=signing_complete`), 'sign'],
        ['REPORT-EVENT', () => viewer.agent.get(`/api/documents/${h}/REPORT-EVENT?event=signing_complete`), 'sign'],
        ['report-%65vent', () => viewer.agent.get(`/api/documents/${h}/report-%65vent?event=decline`), 'sign'],
        [
          'signed copy, upper case',
          () => viewer.agent.put(`/API/DOCUMENTS/${h}.pdf`).attach(SIGNED_UPLOAD_FIELD, pdf, 'signed.pdf'),
          'upload',
        ],
        [
          '/API/ME/PROFILE/',
          () => viewer.agent.put('/API/ME/PROFILE/').send({ firstName: 'X', lastName: 'Y' }),
          'profile',
        ],
        ['apply, mixed case', () => viewer.agent.post(`/api/JobSearch/Apply/${jobId}/`), 'apply'],
        ['résumé, trailing slash', () => viewer.agent.delete('/api/me/Resume/'), 'resume'],
        [
          'résumé upload, encoded',
          () => viewer.agent.put('/api/me/r%65sume').attach(RESUME_UPLOAD_FIELD, pdf, 'cv.pdf'),
          'resume',
        ],
        ['saved job', () => viewer.agent.put(`/api/me/Saved-Jobs/${jobId}/`), 'saved'],
        ['delete account', () => viewer.agent.post('/api/me/DELETE-ACCOUNT').send({ password: PASSWORD }), 'privacy'],
        ['signing', () => viewer.agent.post('/API/esign/open').send({ token: 'x'.repeat(43) }), 'sign'],
      ];
      for (const [name, call, what] of cases) {
        const res = await call();
        expect({ name, status: res.status, message: res.body?.message }).toEqual({
          name,
          status: 403,
          message: M.viewAsRefused(what),
        });
      }
      const rows = (await refusals()).slice(before);
      expect(rows.map((r) => [r.userId, r.actorId, JSON.parse(r.detail!).refused])).toEqual(
        cases.map(([, , what]) => [avery.id, viewer.id, what]),
      );
      // Nothing was written: no event reported on the document, the profile as it was, no application.
      const events = await server.database.db
        .selectFrom('documentEvent')
        .select('event')
        .where('documentId', '=', doc.id)
        .execute();
      expect(events.map((e) => e.event)).not.toContain('browser.reported');
      expect((await avery.agent.get('/api/me/profile').expect(200)).body.name.formattedName).toBe('Avery Test');
      expect(await server.services.applicationsRepo.countApplications(avery.id, jobId)).toBe(0);
      const exported = await server.database.db
        .selectFrom('auditEvent')
        .select('id')
        .where('action', '=', 'privacy.exported')
        .execute();
      expect(exported).toEqual([]);
    });

    test('When the candidate spells the export path in those ways, Then each is their archive (the spellings are one route)', async () => {
      for (const path of ['/API/me/export', '/api/me/export/', '/api/me/%65xport']) {
        const res = await avery.agent.get(path).expect(200);
        expect(res.headers['content-type']).toBe('application/zip');
      }
    });

    test('When a service is asked directly on behalf of a viewing staff member, Then it refuses and audits with the staff member', async () => {
      const info: RequestInfo = {
        ip: '10.9.8.7',
        userAgent: STAFF_BROWSER,
        viewing: { actorId: viewer.id, candidateId: avery.id },
      };
      const s = server.services;
      const pdf = await samplePdf();
      const cv = await resumePdf();
      const calls: [string, () => Promise<unknown>, ViewAsRefusal][] = [
        ['privacy.exportArchive', () => s.privacy.exportArchive(avery.id, info), 'privacy'],
        ['privacy.deleteAccount', () => s.privacy.deleteAccount({ id: avery.id }, PASSWORD, info), 'privacy'],
        [
          'documents.reportEvent',
          () => s.documents.reportEvent(avery.id, { id: doc.id }, 'signing_complete', info),
          'sign',
        ],
        ['documents.signingUrl', () => s.documents.signingUrl({ id: avery.id }, doc.id, '/onboarding', info), 'sign'],
        [
          'documents.uploadSigned',
          () => s.documents.uploadSigned({ id: avery.id }, doc.docHandle, pdf, info),
          'upload',
        ],
        ['esign.open', () => s.esign.open('x'.repeat(43), avery.id, info), 'sign'],
        ['esign.finish', () => s.esign.finish('x'.repeat(43), avery.id, {}, info), 'sign'],
        ['jobs.apply', () => s.jobs.apply(avery.id, jobId, info), 'apply'],
        ['applications.withdraw', () => s.applications.withdraw(avery.id, 1, info), 'apply'],
        ['applyLinks.apply', () => s.applyLinks.apply({ token: 'x', user: { id: 'y' } }, info), 'apply'],
        ['applyLinks.applyRedirect', () => s.applyLinks.applyRedirect('z'.repeat(43), info), 'apply'],
        [
          'candidates.saveProfile',
          () => s.candidates.saveProfile(avery.id, { firstName: 'X', lastName: 'Y' }, info),
          'profile',
        ],
        ['resume.upload', () => s.resume.upload(avery.id, { bytes: cv, name: 'cv.pdf' }, info), 'resume'],
        ['resume.remove', () => s.resume.remove(avery.id, info), 'resume'],
        ['resume.acceptSuggestions', () => s.resume.acceptSuggestions(avery.id, { skills: [] }, info), 'resume'],
        ['saved.saveJob', () => s.saved.saveJob(avery.id, jobId, info), 'saved'],
        ['saved.createSearch', () => s.saved.createSearch(avery.id, { name: 'x', search: {} }, info), 'saved'],
        ['saved.unsubscribe', () => s.saved.unsubscribe('t'.repeat(40), info), 'saved'],
        ['credentials.upload', () => s.onboarding.credentials.upload(avery.id, doc.docHandle, pdf, {}, info), 'upload'],
      ];
      const before = (await refusals()).length;
      for (const [name, call, what] of calls) {
        const err = await call().then(
          () => null,
          (e: unknown) => e,
        );
        expect({ name, error: err instanceof AppError ? [err.status, err.message] : err }).toEqual({
          name,
          error: [403, M.viewAsRefused(what)],
        });
      }
      const rows = (await refusals()).slice(before);
      expect(rows.map((r) => [r.userId, r.actorId, r.userAgent, JSON.parse(r.detail!).refused])).toEqual(
        calls.map(([, , what]) => [avery.id, viewer.id, STAFF_BROWSER, what]),
      );
      // The same calls without the view pass the check (the candidate's own request).
      await s.jobs.apply(avery.id, jobId, { ip: '127.0.0.1', userAgent: 'AveryPhone/1.0' });
      expect(await server.services.applicationsRepo.countApplications(avery.id, jobId)).toBe(1);
    });
  });

  test('When the candidate exports their data after being viewed, Then staff rows name only "staff" and carry no address or browser', async () => {
    await startView();
    await viewer.agent.get('/api/me/export').set('User-Agent', STAFF_BROWSER).expect(403);
    await viewer.agent.post('/api/view-as/end').set('User-Agent', STAFF_BROWSER).expect(200);
    await avery.agent.get('/api/me/profile').set('User-Agent', 'AveryPhone/1.0').expect(200);

    const res = await avery.agent
      .get('/api/me/export')
      .set('User-Agent', 'AveryPhone/1.0')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const json = strFromU8(unzipSync(new Uint8Array(res.body as Buffer))['my-data.json']!);
    const entries = (JSON.parse(json) as { activity: Record<string, unknown>[] }).activity;
    const byStaff = entries.filter((e) => String(e.activity).startsWith('A staff member'));
    expect(byStaff.length).toBeGreaterThanOrEqual(3);
    expect(
      byStaff.every((e) => e.doneBy === 'A staff member' && e.internetAddress === null && e.browser === null),
    ).toBe(true);
    expect(json).not.toContain(STAFF_BROWSER);
    for (const who of ['sam.viewer@example.com', 'Sam', String(viewer.id)])
      expect(entries.some((e) => JSON.stringify(e).includes(`"${who}"`))).toBe(false);
    // The candidate's own rows keep where they came from.
    const own = entries.find((e) => e.activity === 'Updated the profile' || e.browser === 'AveryPhone/1.0');
    expect(own).toMatchObject({ doneBy: null, browser: 'AveryPhone/1.0' });
    // The staff console's audit log still has the staff member's address and browser.
    const console = await server.database.db
      .selectFrom('auditEvent')
      .select(['userAgent', 'actorId'])
      .where('action', '=', VIEW_AS_ACTIONS.started)
      .where('actorId', '=', viewer.id)
      .execute();
    expect(console.map((r) => r.userAgent)).toContain(STAFF_BROWSER);
  });

  describe('session tokens made while viewing', () => {
    const read = (token: string) =>
      request(server.url)
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: '{ myCandidateRecord { personId contact { email { home } } } myDocuments { formTitle } }' });

    const viewToken = async (staff: Agent = viewer.agent) => {
      await startView(staff);
      const token = (await staff.get('/api/session-token').expect(200)).body.token as string;
      const live = await read(token).expect(200);
      expect(live.body.data.myCandidateRecord.contact.email.home).toBe('avery.quinn@example.com');
      expect(jwt.decode(token)).toMatchObject({ ghost: true, view: { actorId: expect.any(Number) } });
      return token;
    };

    test('When the staff member ends the view, Then its token is refused (401); a new view does not revive it', async () => {
      const token = await viewToken();
      await viewer.agent.post('/api/view-as/end').expect(200);
      await read(token).expect(401);
      await startView();
      await read(token).expect(401);
      await viewer.agent.post('/api/view-as/end').expect(200);
    });

    test('When the staff member logs out while viewing, Then the token is refused, and the candidate’s own token still works', async () => {
      const { agent: staff } = await signedInUser(server, {
        email: 'lou.logout@example.com',
        password: PASSWORD,
        firstName: 'Lou',
        role: 'staff',
      });
      const token = await viewToken(staff);
      const own = (await avery.agent.get('/api/session-token').expect(200)).body.token as string;
      await staff.post('/logout').expect(303);
      await read(token).expect(401);
      await read(own).expect(200);
    });

    test('When an admin deactivates the staff member, Then the token made in their view is refused', async () => {
      const { agent: staff, id } = await signedInUser(server, {
        email: 'dee.deactivated@example.com',
        password: PASSWORD,
        firstName: 'Dee',
        role: 'staff',
      });
      const token = await viewToken(staff);
      await admin.post(`/api/staff/accounts/${id}/deactivate`).expect(200);
      await read(token).expect(401);
    });

    test('When a token claims a view without naming it, or names a view of another candidate, Then it is refused', async () => {
      const secret = tokenKey(server.config.sessionSecret, 'session');
      const account = (await server.services.auth.sessionUser(avery.id))!;
      const sign = (claims: Record<string, unknown>) =>
        jwt.sign(
          {
            id: avery.id,
            email: account.email,
            sv: account.sessionVersion,
            typ: 'session',
            ...claims,
            exp: Math.floor(Date.now() / 1000) + 600,
          },
          secret,
          { algorithm: 'HS256', issuer: APPLICATION_NAME, subject: account.email },
        );
      await read(sign({ ghost: true })).expect(401);
      const staff = (await server.services.auth.sessionUser(viewer.id))!;
      await startView();
      const made = jwt.decode((await viewer.agent.get('/api/session-token').expect(200)).body.token) as {
        view: { viewId: string };
        sid: string;
      };
      const forged = { actorId: viewer.id, actorSessionVersion: staff.sessionVersion, viewId: made.view.viewId };
      const { sid } = made;
      await read(sign({ ghost: true, view: forged, sid })).expect(200);
      await read(sign({ ghost: true, view: forged })).expect(401);
      await read(sign({ ghost: false, view: forged, sid })).expect(401);
      await read(sign({ ghost: true, view: { ...forged, viewId: 'another-view' }, sid })).expect(401);
      await read(sign({ ghost: true, view: { ...forged, actorSessionVersion: staff.sessionVersion + 1 }, sid })).expect(
        401,
      );
      await viewer.agent.post('/api/view-as/end').expect(200);
    });

    // Moves the server's clock by hours: the last story of the file.
    test('When the viewing session reaches its absolute lifetime, Then the token made in it is refused before its own expiry', async () => {
      const { agent: staff } = await signedInUser(server, {
        email: 'ivy.long@example.com',
        password: PASSWORD,
        firstName: 'Ivy',
        role: 'staff',
      });
      // Kept active for 11 h 36 min (the staff lifetime is 12 h), then a view and its token.
      for (let i = 0; i < 24; i++) {
        server.advance(29 * 60_000);
        expect((await staff.get('/api/is-user').expect(200)).body.isUser).toBe(true);
      }
      const token = await viewToken(staff);
      server.advance(25 * 60_000);
      // The token has 5 of its 30 minutes left; the session it was made in is over.
      await read(token).expect(401);
      expect((await staff.get('/api/is-user').expect(200)).body.isUser).toBe(false);
    });
  });
});
