/**
 * The public job board (/jobs) and its API: visitors search open jobs by keyword, type, category
 * and location a page at a time; the first page is in the HTML as links to the job pages, and
 * anonymous reads are throttled like the job pages. Jobs carry a structured pay range, which their
 * JobPosting gives as baseSalary and which staff must give for jobs in pay transparency states.
 * Every application, one-click or from a mailed link, is confirmed by mail.
 */
import request from 'supertest';
import type { SearchResults } from '../../../common/jobs';
import { STAFF_MESSAGES } from '../../../common/staff';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { resumePdf } from '../../fixtures/resumes';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { signedInUser } from '../../helpers/users';

const DAY = 86_400_000;

function job(title: string, over: Partial<JobInput> = {}): JobInput {
  return {
    title,
    description: '<p>Build and test with a friendly team.</p>',
    corpTitle: 'Tailspin Engineering',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Evanston, IL',
    postalCode: '60201',
    salary: '$55–$70/hr',
    openedAt: Date.now() - DAY,
    ...over,
  };
}

describe('Public job board', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let ids: number[];

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ RATE_LIMIT_ANONYMOUS_READS: '40', SMTP_URL: smtp.url });
    const now = Date.now();
    ids = await server.services.jobs.createJobs([
      ...Array.from({ length: 23 }, (_, i) => job(`Welder ${i + 1}`, { openedAt: now - (i + 2) * 3_600_000 })),
      job('Registered Nurse', {
        category: 'Healthcare',
        employmentType: 'Permanent',
        location: 'Austin, TX',
        postalCode: '78701',
      }),
      job('Bridge <Design> Engineer', { openedAt: now - 3_600_000 }),
      job('Closed Welder', { status: 'Closed', active: false }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('When a visitor GETs /jobs without JavaScript, Then the HTML lists the newest open jobs as links to their pages, with the next page', async () => {
    const res = await request(server.url).get('/jobs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Open Jobs | Test Careers</title>');
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(res.text)?.[1] ?? '';
    const links = [...noscript.matchAll(/<a href="\/jobs\/(\d+)">([^<]*)<\/a>/g)].map((m) => [Number(m[1]), m[2]]);
    expect(links).toHaveLength(20);
    expect(links[0]).toEqual([ids[24], 'Bridge &#60;Design&#62; Engineer']);
    expect(noscript).toContain('25 open jobs');
    expect(noscript).toContain('<a href="/jobs?page=2" rel="next">Next page</a>');
    expect(noscript).not.toContain('Closed Welder');
    expect(res.text).toMatch(/<link rel="canonical" href="[^"]*\/jobs"/);
  });

  test('When the board is filtered by keyword, type, category and location, Then only matching open jobs come, from the same search as signed-in users', async () => {
    const get = async (query: Record<string, string>) => {
      const res = await request(server.url).get('/api/jobs').query(query);
      expect(res.status).toBe(200);
      return res.body as SearchResults;
    };
    const welders = await get({ q: 'welder' });
    expect(welders.total).toBe(23);
    expect(welders.hits).toHaveLength(20);
    const second = await get({ q: 'welder', page: '2' });
    expect(second.page).toBe(2);
    expect(second.hits.map((h) => h.title)).toEqual(['Welder 21', 'Welder 22', 'Welder 23']);
    expect((await get({ type: 'Permanent' })).hits.map((h) => h.title)).toEqual(['Registered Nurse']);
    expect((await get({ category: 'Healthcare' })).hits.map((h) => h.title)).toEqual(['Registered Nurse']);
    expect((await get({ location: 'Austin, TX' })).hits.map((h) => h.title)).toEqual(['Registered Nurse']);
    // A mistyped type or category shows every job rather than nothing.
    expect((await get({ type: 'Temp', category: 'Nope' })).total).toBe(25);
    const page = await request(server.url).get('/jobs').query({ q: 'nurse', type: 'Permanent' });
    expect(page.text).toContain(`<a href="/jobs/${ids[23]}">Registered Nurse</a>`);
    expect(page.text).not.toContain('Welder 1<');
  });

  test('When the location is unknown, Then the API answers 400 naming it and the page says so', async () => {
    const res = await request(server.url).get('/api/jobs').query({ location: 'Atlantis, ZZ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Unknown location: Atlantis, ZZ');
    const page = await request(server.url).get('/jobs').query({ location: 'Atlantis, ZZ' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Unknown location: Atlantis, ZZ');
  });

  const jsonLd = (html: string): Record<string, any> =>
    JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!);

  test('When a job has a pay range, Then its JobPosting baseSalary has the currency, minValue, maxValue and unit, and cards show the range', async () => {
    const [id] = await server.services.jobs.createJobs([
      job('Pipe Fitter', {
        salary: 'ignored when a range exists',
        pay: { min: 31.5, max: 44, unit: 'HOUR', currency: 'USD' },
      }),
    ]);
    const page = await request(server.url).get(`/jobs/${id}`).expect(200);
    expect(jsonLd(page.text).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 31.5, maxValue: 44, unitText: 'HOUR' },
    });
    const found = await request(server.url).get('/api/jobs').query({ q: 'pipe fitter' }).expect(200);
    expect(found.body.hits[0]).toMatchObject({
      salary: '$31.50–$44/hr',
      pay: { min: 31.5, max: 44, unit: 'HOUR', currency: 'USD' },
    });
  });

  test('When staff publish a job in a pay transparency state without a range, Then it is refused naming the field; with a yearly range it is published', async () => {
    const staff = await signedInUser(server, {
      email: 'pat.staff@example.com',
      password: 'Staff-Passw0rd!',
      firstName: 'Pat',
      role: 'staff',
    });
    const write = {
      title: 'Payroll Specialist',
      employmentType: 'Permanent',
      category: 'AccountingFinancial',
      location: 'Sacramento, CA',
      descriptionMarkdown: 'Run payroll for **400** people.',
    };
    const refused = await staff.agent.post('/api/staff/jobs').set('Origin', server.url).send(write);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ payMin: STAFF_MESSAGES.payRangeRequired });
    const half = await staff.agent
      .post('/api/staff/jobs')
      .set('Origin', server.url)
      .send({ ...write, payMin: '60,000' });
    expect(half.body.fields).toEqual({ payMax: STAFF_MESSAGES.payIncomplete });
    // Texas has no such law (the default list): no range is needed.
    await staff.agent
      .post('/api/staff/jobs')
      .set('Origin', server.url)
      .send({ ...write, location: 'Austin, TX' })
      .expect(200);
    const created = await staff.agent
      .post('/api/staff/jobs')
      .set('Origin', server.url)
      .send({ ...write, payMin: '62,000', payMax: 78000, payUnit: 'YEAR', payCurrency: '' })
      .expect(200);
    expect(created.body).toMatchObject({ payMin: 62000, payMax: 78000, payUnit: 'YEAR', payCurrency: 'USD' });
    const page = await request(server.url).get(`/jobs/${created.body.jobOrderId}`).expect(200);
    expect(jsonLd(page.text).baseSalary.value).toMatchObject({ minValue: 62000, maxValue: 78000, unitText: 'YEAR' });
    expect(page.text).toContain('$62,000–$78,000/yr');

    // Opening is publishing too: a job without a range (saved before the rule) is not reopened in California.
    const [older] = await server.services.jobs.createJobs([
      {
        title: 'Payroll Clerk',
        description: '<p>Payroll.</p>',
        corpTitle: 'Fabrikam',
        employmentType: 'Permanent',
        category: 'AccountingFinancial',
        location: 'Sacramento, CA',
        postalCode: '95814',
        openedAt: Date.now(),
      },
    ]);
    const status = (id: number, to: string) =>
      staff.agent.post(`/api/staff/jobs/${id}/status`).set('Origin', server.url).send({ status: to });
    await status(older!, 'closed').expect(200);
    const reopen = await status(older!, 'open');
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe(STAFF_MESSAGES.reopenNeedsPay);
    await status(created.body.jobOrderId, 'closed').expect(200);
    await status(created.body.jobOrderId, 'open').expect(200);
  });

  test('When a candidate applies in one click or from a mailed link, Then each application is confirmed by mail: the job, when, the résumé sent and the dashboard link', async () => {
    const candidate = await signedInUser(server, {
      email: 'casey.apply@example.com',
      password: 'Cand-Passw0rd!',
      firstName: 'Casey',
      role: 'candidate',
    });
    await candidate.agent
      .put('/api/me/resume')
      .attach('resume', Buffer.from(await resumePdf()), {
        filename: 'Casey-Morgan.pdf',
        contentType: 'application/pdf',
      })
      .expect(200);
    await candidate.agent.post(`/api/jobsearch/apply/${ids[23]}`).expect(200);
    const mail = await smtp.waitFor('casey.apply@example.com', /^Application received: Registered Nurse$/);
    expect(mail.text).toContain(
      'We received your application for Registered Nurse at Tailspin Engineering in Austin, TX on ',
    );
    expect(mail.text).toContain('your résumé “Casey-Morgan.pdf”');
    expect(mail.text).toContain(`${server.config.publicUrl}/overview`);
    expect(mail.text).toContain(`${server.config.publicUrl}/jobs/${ids[23]}`);
    // Applying again sends nothing more.
    await candidate.agent.post(`/api/jobsearch/apply/${ids[23]}`).expect(200);

    await server.services.auth.createUser({
      email: 'robin.link@example.com',
      password: 'Cand-Passw0rd!',
      firstName: 'Robin',
      lastName: 'Link',
      confirmed: true,
    });
    const { oneClickUrl } = await server.services.applyLinks.invite(
      { email: 'robin.link@example.com', jobOrderId: ids[24] },
      null,
    );
    await request(server.url).post(new URL(oneClickUrl).pathname).set('Origin', server.url).expect(303);
    const linked = await smtp.waitFor('robin.link@example.com', /^Application received: Bridge <Design> Engineer$/);
    expect(linked.text).toContain('Sent with it: your profile. You have no résumé on file');
    await new Promise((resolve) => setImmediate(resolve));
    expect(smtp.mails.filter((m) => m.subject.startsWith('Application received')).map((m) => m.to)).toEqual([
      ['casey.apply@example.com'],
      ['robin.link@example.com'],
    ]);
  });

  test('When a visitor reads the board too fast, Then it answers 429 with Retry-After', async () => {
    let status = 200;
    let retryAfter: string | undefined;
    for (let i = 0; i < 45 && status !== 429; i += 1) {
      const res = await request(server.url).get('/api/jobs').set('X-Forwarded-For', '203.0.113.9');
      status = res.status;
      retryAfter = res.headers['retry-after'];
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
