/**
 * Getting in, at the HTTP level: where sign-in sends each role, the address kept after a failed
 * sign-in, an invited candidate's way to a password, the one-click link's preview, and the
 * statuses of screens, CMS pages and unknown paths.
 */
import request from 'supertest';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../../common/page-state';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';

const PASSWORD = 'Access-Passw0rd!';

/** The page globals the server embedded in an HTML answer. */
function pageStateOf(html: string): PageState {
  const json = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(
    html,
  )?.[1];
  if (!json) throw new Error('no page state in the answer');
  return JSON.parse(json) as PageState;
}

describe('Getting in and finding the way (HTTP)', () => {
  const ctx = useServerWithMail();
  let staff: ReturnType<typeof request.agent>;
  let jobId: number;
  let otherJobId: number;

  /** Staff invite `email` (a new account when it has none) to the job; the mail's links. */
  async function invite(email: string, job = jobId) {
    await staff
      .post(`/api/staff/jobs/${job}/invitations`)
      .send({ emails: email, firstName: 'Ivy', lastName: 'Invitee' })
      .expect(200);
    const mail = await ctx.smtp.waitFor(email, /A job for you/);
    ctx.smtp.mails.splice(ctx.smtp.mails.indexOf(mail), 1);
    const links = linksIn(mail);
    const path = (part: string) => {
      const link = links.find((l) => l.includes(part));
      return link ? new URL(link).pathname + new URL(link).search : null;
    };
    return {
      mail,
      applicantId: new URL(links.find((l) => l.includes('/apply-now?id='))!).searchParams.get('id')!,
      oneClick: path('/apply-redirect/')!,
      setPassword: path('/account/reset?token='),
    };
  }

  const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token');

  beforeAll(async () => {
    [jobId, otherJobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Night Nurse',
        description: '<p>Nights.</p>',
        corpTitle: 'Contoso Health',
        employmentType: 'Contract',
        category: 'Healthcare',
        location: 'Denver, CO',
        openedAt: Date.now(),
      },
      {
        title: 'Day Nurse',
        description: '<p>Days.</p>',
        corpTitle: 'Contoso Health',
        employmentType: 'Contract',
        category: 'Healthcare',
        location: 'Denver, CO',
        openedAt: Date.now() - 60_000,
      },
    ])) as [number, number];
    for (const [email, role] of [
      ['sam.staff@example.com', 'staff'],
      ['ari.admin@example.com', 'admin'],
      ['cy.candidate@example.com', 'candidate'],
    ] as const)
      await ctx.server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'Test',
        lastName: 'Person',
        role,
        confirmed: true,
      });
    staff = request.agent(ctx.server.url);
    await staff.post('/login').type('form').send({ username: 'sam.staff@example.com', password: PASSWORD }).expect(303);
  });

  const signIn = (username: string, extra: Record<string, string> = {}) =>
    request(ctx.server.url)
      .post('/login')
      .type('form')
      .send({ username, password: PASSWORD, ...extra });

  test('When staff or an admin sign in without a return path, Then they land on /admin; a candidate on /; r= wins', async () => {
    expect((await signIn('sam.staff@example.com')).headers.location).toBe('/admin');
    expect((await signIn('ari.admin@example.com')).headers.location).toBe('/admin');
    expect((await signIn('cy.candidate@example.com')).headers.location).toBe('/');
    expect((await signIn('sam.staff@example.com', { redirectTo: '/search' })).headers.location).toBe('/search');
    // A return path off the site is ignored like none at all.
    expect((await signIn('sam.staff@example.com', { redirectTo: '//evil.example' })).headers.location).toBe('/admin');
  });

  test('When a sign-in fails, Then the next login page carries the typed address once, and never the password', async () => {
    const agent = request.agent(ctx.server.url);
    const failed = await agent
      .post('/login')
      .type('form')
      .send({ username: ' Cy.Candidate@example.com ', password: 'wrong-password', redirectTo: '/search' });
    expect(failed.headers.location).toBe('/login?r=%2Fsearch');
    const page = await agent.get('/login?r=%2Fsearch').expect(200);
    expect(pageStateOf(page.text).loginEmail).toBe('Cy.Candidate@example.com');
    expect(page.text).not.toContain('wrong-password');
    const again = await agent.get('/login').expect(200);
    expect(pageStateOf(again.text).loginEmail).toBeUndefined();
  });

  test('When an invited new candidate applies from the apply-now link, Then a single-use link sets the first password, signs them in and leads to /overview', async () => {
    const { mail, applicantId, setPassword } = await invite('ivy.new@example.com');
    expect(setPassword).not.toBeNull();
    expect(mail.text).toContain('Choose its password with the link below');
    const api = request(ctx.server.url);
    expect((await api.get(`/api/applicant/${applicantId}`).expect(200)).body).toMatchObject({ needsPassword: true });
    const token = (await api.post('/api/token').send({ id: applicantId })).text;
    await api
      .post('/api/apply')
      .send({ token, user: { id: applicantId } })
      .expect(200);

    const link = (await api.post(`/api/applicant/${applicantId}/password`).expect(200)).body.path as string;
    expect(link).toMatch(/^\/account\/reset\?token=[\w-]{40,}$/);
    expect((await api.post('/api/verify-password-reset-token').send({ token: tokenOf(link) })).body).toEqual({
      ok: true,
      firstPassword: true,
    });
    const browser = request.agent(ctx.server.url);
    const set = await browser.post('/api/reset-password').send({ token: tokenOf(link), password: 'Chosen-Passw0rd!' });
    expect(set.body).toEqual({ ok: true, signedInTo: '/overview' });
    await browser.get('/api/is-confirmed-user').expect(200, { isUser: true });
    const applications = (await browser.get('/api/me/applications').expect(200)).body as { jobOrderId: number }[];
    expect(applications.map((a) => a.jobOrderId)).toEqual([jobId]);

    // Single use, and no more links once a password is chosen (not even from the mail's one).
    await api
      .post('/api/reset-password')
      .send({ token: tokenOf(link), password: 'Other-Passw0rd!' })
      .expect(400);
    await api.post(`/api/applicant/${applicantId}/password`).expect(409);
    expect((await api.get(`/api/applicant/${applicantId}`).expect(200)).body).toMatchObject({ needsPassword: false });
    expect((await api.post('/api/verify-password-reset-token').send({ token: tokenOf(setPassword!) })).status).toBe(
      400,
    );
  });

  test('When an account that never chose a password is invited again (to another job), Then that mail carries a set-password link too; an account with a password gets none', async () => {
    await invite('ivy.twice@example.com');
    const again = await invite('ivy.twice@example.com', otherJobId);
    expect(again.setPassword).not.toBeNull();
    const other = await invite('cy.candidate@example.com');
    expect(other.setPassword).toBeNull();
    expect(other.mail.text).not.toContain('Choose its password');
  });

  test('When the one-click link is previewed, used signed out by an invited new candidate, and expires, Then each state says so', async () => {
    const api = request(ctx.server.url);
    expect((await api.get(`/api/apply-links/${'x'.repeat(43)}`).expect(200)).body).toEqual({
      state: 'unknown',
      applied: false,
      job: null,
    });
    const fresh = await invite('ivy.oneclick@example.com');
    const token = fresh.oneClick.split('/').pop()!;
    const job = { title: 'Night Nurse', company: 'Contoso Health', location: 'Denver, CO', open: true };
    expect((await api.get(`/api/apply-links/${token}`).expect(200)).body).toEqual({
      state: 'open',
      applied: false,
      job,
    });
    // Signed out, with no password yet: applying goes on to choosing one.
    const post = await api.post(fresh.oneClick).expect(303);
    expect(post.headers.location).toMatch(/^\/account\/reset\?token=[\w-]{40,}&applied=1$/);
    expect((await api.get(`/api/apply-links/${token}`).expect(200)).body).toEqual({
      state: 'used',
      applied: true,
      job,
    });

    const later = await invite('ivy.oneclick@example.com');
    ctx.server.advance(15 * 24 * 3_600_000);
    try {
      expect((await api.get(`/api/apply-links/${later.oneClick.split('/').pop()}`)).body).toMatchObject({
        state: 'expired',
        job,
      });
      expect((await api.post(later.oneClick)).headers.location).toBe(`${later.oneClick}?failed=1`);
    } finally {
      ctx.server.advance(-15 * 24 * 3_600_000);
    }
  });

  test('When a path belongs to no screen and no published CMS page, Then the SPA answers 404 (noindex); screens in any spelling and CMS pages answer 200', async () => {
    await ctx.server.services.content.save({
      path: '/benefits',
      title: 'Benefits',
      content: '<p>Good.</p>',
      showLayout: true,
    });
    const api = request(ctx.server.url);
    for (const path of ['/no/such/page', '/admin/nope', '/apply-redirect', '/jobsearch', '/benefits/more'])
      expect([path, (await api.get(path)).status]).toEqual([path, 404]);
    const missing = await api.get('/no/such/page');
    expect(missing.text).toMatch(/<div id="?app"?>/);
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
    for (const path of [
      '/login',
      '/ADMIN/',
      '/admin/jobs/7/applicants',
      '/apply-redirect/abc',
      `/apply-now?id=${'x'.repeat(43)}`,
      '/internal/doc-checks',
      '/benefits',
      '/Benefits/',
      '/error?code=x',
    ])
      expect([path, (await api.get(path)).status]).toEqual([path, 200]);
    // A page staff have not published (or took down) is not found either.
    await ctx.server.database.db.updateTable('cmsPage').set({ published: 0 }).where('path', '=', '/benefits').execute();
    expect((await api.get('/benefits')).status).toBe(404);
  });
});
