/** Applying from an emailed link (docs/product.md §4 apply-now, §7; SECURITY "apply link", 9.x tokens). */
import http from 'node:http';
import request from 'supertest';
import { googleMapsProvider } from '../../../server/providers/maps/google';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Apply-Passw0rd!';

describe('Apply from an emailed link', () => {
  const ctx = useServerWithMail();
  let staff: ReturnType<typeof request.agent>;
  let openJob: number;
  let closedJob: number;

  async function user(email: string, role: 'candidate' | 'staff' = 'candidate') {
    const firstName = email.startsWith('dana') ? 'Dana' : 'Sam';
    return signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });
  }

  async function invite(email: string, jobOrderId: number) {
    const res = await staff.post('/api/staff/apply-links').send({ email, jobOrderId });
    expect(res.status).toBe(200);
    // The personal links reach the candidate's mailbox only (one may lead to choosing a password).
    expect(res.body).toEqual({ sent: true });
    const mail = await ctx.smtp.waitFor(email, /A job for you/);
    const links = linksIn(mail);
    const applyNow = links.find((l) => l.includes('/apply-now?id='))!;
    const oneClick = links.find((l) => l.includes('/apply-redirect/'))!;
    return { applicantId: new URL(applyNow).searchParams.get('id')!, oneClick: new URL(oneClick).pathname, mail };
  }

  beforeAll(async () => {
    ({ agent: staff } = await user('staff.member@example.com', 'staff'));
    [openJob, closedJob] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Forklift Operator',
        description: '<p>Drive safely.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
      {
        title: 'Old Job',
        description: '<p>Gone.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        status: 'Closed',
        active: false,
        openedAt: Date.now(),
      },
    ])) as [number, number];
  });

  test('When staff invite a candidate, Then the mail holds a 256-bit applicant link and the page flow applies once', async () => {
    const { id: danaId } = await user('dana@example.com');
    const { applicantId, mail } = await invite('dana@example.com', openJob);
    expect(mail.subject).toBe('A job for you: Forklift Operator');
    expect(applicantId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await ctx.server.database.db.selectFrom('applicant').select('idHash').execute();
    expect(stored.map((r) => r.idHash)).not.toContain(applicantId);

    const api = request(ctx.server.url);
    const applicant = await api.get(`/api/applicant/${applicantId}`);
    expect(applicant.status).toBe(200);
    expect(applicant.body).toEqual({
      firstName: 'Dana',
      alreadyAppliedTo: false,
      jobOrderId: openJob,
      needsPassword: false,
    });

    const tokenRes = await api.post('/api/token').send({ id: applicantId, ...applicant.body });
    expect(tokenRes.status).toBe(200);
    expect(tokenRes.type).toBe('text/plain');
    const token = tokenRes.text;

    const order = await api.get(`/api/v1/joborder/${openJob}`).set('Authorization', `Bearer ${token}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      publicPosting: { title: 'Forklift Operator', description: '<p>Drive safely.</p>', active: true },
      positionTitle: { description: 'Forklift Operator' },
      jobOrderStatus: { description: 'Open' },
      corpTitle: 'Fabrikam Logistics',
    });
    // The token grants this applicant's job only, and only with the header.
    expect((await api.get(`/api/v1/joborder/${closedJob}`).set('Authorization', `Bearer ${token}`)).status).toBe(404);
    expect((await api.get(`/api/v1/joborder/${openJob}`)).status).toBe(401);
    // An apply token is not a session token.
    const gql = await api.post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: '{ ok }' });
    expect(gql.status).toBe(401);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/api/apply').send({ token, user: { id: applicantId } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await ctx.server.services.applicationsRepo.countApplications(danaId, openJob)).toBe(1);
    expect((await api.get(`/api/applicant/${applicantId}`)).body.alreadyAppliedTo).toBe(true);
  });

  test('When ids or tokens are made up, expired or for someone else, Then they are refused', async () => {
    await user('sam@example.com');
    const { applicantId } = await invite('sam@example.com', openJob);
    const api = request(ctx.server.url);
    const madeUp = 'A'.repeat(43);
    expect((await api.get(`/api/applicant/${madeUp}`)).status).toBe(404);
    expect((await api.get('/api/applicant/short')).status).toBe(404);
    expect((await api.post('/api/token').send({ id: madeUp, firstName: 'Sam' })).status).toBe(404);
    expect((await api.post('/api/token').send({ firstName: 'Sam' })).status).toBe(404);
    const token = (await api.post('/api/token').send({ id: applicantId })).text;
    // The token belongs to Sam's applicant: another applicant id in the body is refused.
    const other = await api.post('/api/apply').send({ token, user: { id: madeUp } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Sorry, there was a problem applying to this job.');
    const forged = await api.post('/api/apply').send({ token: `${token}x`, user: { id: applicantId } });
    expect(forged.status).toBe(401);
    // A session token is not an apply token.
    const { agent } = await user('sessionholder@example.com');
    const sessionToken = (await agent.get('/api/session-token')).body.token as string;
    const swapped = await api.post('/api/apply').send({ token: sessionToken, user: { id: applicantId } });
    expect(swapped.status).toBe(401);
    // Apply tokens are short-lived.
    ctx.server.advance(16 * 60_000);
    expect((await api.post('/api/apply').send({ token, user: { id: applicantId } })).status).toBe(401);
    // Non-staff cannot invite.
    expect(
      (await agent.post('/api/staff/apply-links').send({ email: 'sam@example.com', jobOrderId: openJob })).status,
    ).toBe(403);
  });

  test('When a job is closed, Then staff cannot invite to it, and an earlier invitation shows it closed', async () => {
    await user('closedfan@example.com');
    const refused = await staff
      .post('/api/staff/apply-links')
      .send({ email: 'closedfan@example.com', jobOrderId: closedJob });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('That job is closed: candidates can be invited to open jobs only.');
    // A job id past the integer key's range is bad input on either database, not a 500.
    const pastRange = await staff
      .post('/api/staff/apply-links')
      .send({ email: 'closedfan@example.com', jobOrderId: 3_000_000_000 });
    expect(pastRange.status).toBe(400);
    expect(pastRange.body.message).toContain('job order id is too large');
    const db = ctx.server.database.db;
    expect(await db.selectFrom('applicant').select('id').where('jobOrderId', '=', closedJob).execute()).toEqual([]);
    expect(
      await db.selectFrom('outbox').select('id').where('toAddress', '=', 'closedfan@example.com').execute(),
    ).toEqual([]);

    const [closingJob] = await ctx.server.services.jobs.createJobs([
      {
        title: 'Seasonal Picker',
        description: '<p>Peak season.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Austin, TX',
        openedAt: Date.now(),
      },
    ]);
    const { applicantId } = await invite('closedfan@example.com', closingJob!);
    await ctx.server.services.jobs.closeJob(closingJob!);
    const api = request(ctx.server.url);
    const token = (await api.post('/api/token').send({ id: applicantId })).text;
    const order = await api.get(`/api/v1/joborder/${closingJob}`).set('Authorization', `Bearer ${token}`);
    expect(order.body.jobOrderStatus.description).toBe('Closed');
    expect(order.body.publicPosting.active).toBe(false);
    const res = await api.post('/api/apply').send({ token, user: { id: applicantId } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Sorry, this job is no longer available.');
  });

  test('When the one-click link is opened (GET), Then a page asks to confirm and nothing is applied; its button (POST) applies once and its page says so; again, the page says why not', async () => {
    const { id } = await user('oneclick@example.com');
    const { oneClick } = await invite('oneclick@example.com', openJob);
    const api = request(ctx.server.url);
    // Mail link scanners fetch links with GET: that must not apply.
    for (let i = 0; i < 2; i += 1) {
      const page = await api.get(oneClick);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toMatch(/no-store/);
    }
    expect(await ctx.server.services.applicationsRepo.countApplications(id, openJob)).toBe(0);
    const first = await api.post(oneClick).set('Origin', ctx.server.url);
    expect(first.status).toBe(303);
    // Signed out: the link's page says the application was sent before asking to sign in.
    expect(first.headers.location).toBe(`${oneClick}?sent=1`);
    expect(await ctx.server.services.applicationsRepo.countApplications(id, openJob)).toBe(1);
    const again = await api.post(oneClick);
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(`${oneClick}?failed=1`);
    expect((await api.get(`/api/apply-links/${oneClick.split('/').pop()}`)).body).toMatchObject({
      state: 'used',
      applied: true,
    });
    expect((await api.post('/apply-redirect/not-a-real-token-at-all-1234567')).headers.location).toBe(
      '/apply-redirect/not-a-real-token-at-all-1234567?failed=1',
    );
    // Signed in, applying goes on to job search (docs/product.md §7).
    const signedIn = await user('oneclick.signedin@example.com');
    const second = await invite('oneclick.signedin@example.com', openJob);
    expect((await signedIn.agent.post(second.oneClick).set('Origin', ctx.server.url)).headers.location).toBe('/search');
    const crossSite = await api.post(oneClick).set('Origin', 'https://evil.example');
    expect(crossSite.status).toBe(403);
  });

  test('When staff invite a candidate who has no password, Then no answer staff can read carries a personal link: they reach the mailbox only', async () => {
    // Invited by address from the console: the account is made without a password.
    const made = await staff
      .post(`/api/staff/jobs/${openJob}/invitations`)
      .send({ emails: 'nopass@example.com', firstName: 'Noa', lastName: 'Pass' })
      .expect(200);
    const first = await ctx.smtp.waitFor('nopass@example.com', /A job for you/);
    const candidate = await ctx.server.services.auth.accountByEmail('nopass@example.com');
    expect(await ctx.server.services.auth.needsPassword(candidate!.id)).toBe(true);
    // Invited again through the API to a second job: the account still has no password.
    const [secondJob] = await ctx.server.services.jobs.createJobs([
      {
        title: 'Reach Truck Driver',
        description: '<p>Lift high.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        openedAt: Date.now(),
      },
    ]);
    const sent = await staff
      .post('/api/staff/apply-links')
      .send({ email: 'nopass@example.com', jobOrderId: secondJob });
    const second = await ctx.smtp.waitFor('nopass@example.com', /Reach Truck Driver/);

    // Every secret of both mails: applicant ids, one-click tokens, set-password tokens.
    const secrets = [first, second].flatMap((mail) =>
      linksIn(mail).flatMap((link) => {
        const url = new URL(link);
        return [
          url.searchParams.get('id'),
          url.searchParams.get('token'),
          /\/apply-redirect\/(.+)$/.exec(url.pathname)?.[1],
        ];
      }),
    );
    const found = secrets.filter((t): t is string => typeof t === 'string' && t.length >= 20);
    expect(found.length).toBeGreaterThanOrEqual(5);
    // A personal link leads to choosing the password: only the mailbox may hold it.
    const applicantId = new URL(linksIn(second).find((l) => l.includes('/apply-now?id='))!).searchParams.get('id');
    const setup = await request(ctx.server.url).post(`/api/applicant/${encodeURIComponent(applicantId!)}/password`);
    expect(setup.status).toBe(200);

    const answers = [
      made,
      sent,
      await staff.get(`/api/staff/jobs/${openJob}/invitations`).expect(200),
      await staff.get(`/api/staff/jobs/${secondJob}/invitations`).expect(200),
      await staff.get(`/api/staff/candidates/${candidate!.id}`).expect(200),
      await staff.get('/api/staff/audit').expect(200),
    ];
    expect(sent.body).toEqual({ sent: true });
    for (const answer of answers) for (const secret of found) expect(answer.text).not.toContain(secret);
  });

  test('When the Google provider is configured, Then it asks the Distance Matrix in imperial units', async () => {
    let asked: URL | null = null;
    const fake = http.createServer((req, res) => {
      asked = new URL(req.url!, 'http://x');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status: 'OK',
          rows: [{ elements: [{ status: 'OK', distance: { text: '12.4 mi' }, duration: { text: '21 mins' } }] }],
        }),
      );
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = (fake.address() as { port: number }).port;
    try {
      const maps = googleMapsProvider({
        apiKey: 'k',
        baseUrl: `http://127.0.0.1:${port}/maps/api/distancematrix/json`,
      });
      expect(await maps.distance('60601', 'Evanston, IL')).toEqual({ distance: '12.4 mi', duration: '21 mins' });
      expect(asked!.searchParams.get('units')).toBe('imperial');
      expect(asked!.searchParams.get('origins')).toBe('60601');
      expect(asked!.searchParams.get('destinations')).toBe('Evanston, IL');
    } finally {
      fake.close();
    }
  });
});
