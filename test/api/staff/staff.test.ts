/**
 * The staff console's API (/api/staff/…): roles, jobs with versions, CSV, applicants and their mail.
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import request from 'supertest';
import { STAFF_MESSAGES } from '../../../common/staff';
import { createApp } from '../../../server/app';
import { csvCell } from '../../../server/features/staff/csv';
import { isStaffField, STAFF_GRAPHQL_FIELDS } from '../../../server/graphql/staff-fields';
import { createLogger } from '../../../server/logger';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Staff-Passw0rd!';

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Warehouse Lead',
  employmentType: 'Permanent',
  category: 'Distribution',
  location: 'Austin, TX',
  company: 'Fabrikam Logistics',
  salary: '$55,000',
  descriptionMarkdown: '## The role\n\nLead a **friendly** team.',
  ...over,
});

/**
 * Every /api/staff/ endpoint, one per line (`:param` becomes 1). The walk below calls each as a
 * candidate and as a visitor; another test checks that the assembled app serves no staff route
 * missing here.
 */
const STAFF_ENDPOINTS: [method: string, path: string][] = [
  ['get', '/api/staff/overview'],
  ['get', '/api/staff/jobs'],
  ['get', '/api/staff/jobs.csv'],
  ['post', '/api/staff/jobs'],
  ['post', '/api/staff/jobs/preview'],
  ['get', '/api/staff/jobs/:id'],
  ['put', '/api/staff/jobs/:id'],
  ['post', '/api/staff/jobs/:id/status'],
  ['get', '/api/staff/jobs/:id/applicants'],
  ['get', '/api/staff/jobs/:id/applicants.csv'],
  ['post', '/api/staff/apply-links'],
  ['post', '/api/staff/applications/:id/status'],
  ['get', '/api/staff/jobs/:id/board'],
  ['post', '/api/staff/jobs/:id/board/move'],
  ['post', '/api/staff/jobs/:id/board/mail'],
  ['get', '/api/staff/applications/:id/notes'],
  ['post', '/api/staff/applications/:id/notes'],
  ['delete', '/api/staff/applications/:id/notes/:noteId'],
  ['post', '/api/staff/applications/:id/tags'],
  ['delete', '/api/staff/applications/:id/tags/:label'],
  ['get', '/api/staff/content'],
  ['post', '/api/staff/content'],
  ['post', '/api/staff/content/preview'],
  ['get', '/api/staff/content/:id'],
  ['put', '/api/staff/content/:id'],
  ['post', '/api/staff/content/:id/publish'],
  ['get', '/api/staff/content/:id/versions'],
  ['post', '/api/staff/content/:id/versions/:version/restore'],
  ['put', '/api/staff/content/:id/translations/:language'],
  ['delete', '/api/staff/content/:id/translations/:language'],
  ['put', '/api/staff/jobs/:id/questions/:questionId/translations/:language'],
  ['delete', '/api/staff/jobs/:id/questions/:questionId/translations/:language'],
  ['get', '/api/staff/accounts'],
  ['post', '/api/staff/accounts'],
  ['put', '/api/staff/accounts/:id/role'],
  ['post', '/api/staff/accounts/:id/deactivate'],
  ['post', '/api/staff/accounts/:id/sessions/end'],
  ['get', '/api/staff/candidates'],
  ['get', '/api/staff/candidates/:id'],
  ['get', '/api/staff/candidates/:id/resume'],
  ['get', '/api/staff/applications/:id/resume'],
  ['post', '/api/staff/candidates/:id/view-as'],
  ['post', '/api/staff/jobs/:id/invitations'],
  ['get', '/api/staff/jobs/:id/invitations'],
  ['get', '/api/staff/audit'],
  ['get', '/api/staff/document-templates'],
  ['post', '/api/staff/document-templates'],
  ['get', '/api/staff/document-templates/:id'],
  ['put', '/api/staff/document-templates/:id'],
  ['put', '/api/staff/document-templates/:id/translations/:language'],
  ['delete', '/api/staff/document-templates/:id/translations/:language'],
  ['put', '/api/staff/document-templates/order'],
  ['get', '/api/staff/document-templates/:id/preview'],
  ['get', '/api/staff/document-packets'],
  ['post', '/api/staff/document-packets'],
  ['post', '/api/staff/document-assignments'],
  ['get', '/api/staff/document-status'],
  ['get', '/api/staff/documents/:id'],
  ['get', '/api/staff/documents/:id/signed.pdf'],
  ['post', '/api/staff/documents/:id/reject'],
  ['post', '/api/staff/documents/:id/cancel'],
  ['post', '/api/staff/documents/:id/extend'],
  ['post', '/api/staff/documents/:id/remind'],
  ['post', '/api/staff/documents/:id/approve'],
  ['post', '/api/staff/credential-templates'],
  ['get', '/api/staff/document-reminders'],
  ['put', '/api/staff/document-reminders'],
  ['post', '/api/staff/document-reminders/send'],
  ['get', '/api/staff/countersignatures'],
  ['post', '/api/staff/documents/:id/countersign'],
  ['post', '/api/staff/applications/:id/interviews'],
  ['get', '/api/staff/applications/:id/interviews'],
  ['post', '/api/staff/interviews/:id/reschedule'],
  ['post', '/api/staff/interviews/:id/cancel'],
  ['get', '/api/staff/mail-templates'],
  ['put', '/api/staff/mail-templates/:key'],
  ['post', '/api/staff/mail-templates/:key/preview'],
  ['post', '/api/staff/mail-templates/:key/preview.html'],
  ['delete', '/api/staff/mail-templates/:key'],
  ['put', '/api/staff/mail-templates/:key/translations/:language'],
  ['delete', '/api/staff/mail-templates/:key/translations/:language'],
  ['put', '/api/staff/accounts/:id/permissions'],
  ['post', '/api/staff/applications/:id/offer-acceptance'],
  ['get', '/api/staff/applications/:id/offer-acceptance'],
  ['get', '/api/staff/i9/sites'],
  ['post', '/api/staff/i9/sites'],
  ['put', '/api/staff/i9/sites/:siteId'],
  ['get', '/api/staff/i9'],
  ['get', '/api/staff/i9/:id'],
  ['put', '/api/staff/i9/:id/section2'],
  ['post', '/api/staff/i9/:id/corrections'],
  ['put', '/api/staff/i9/:id/employment-end'],
  ['put', '/api/staff/i9/:id/supplement-b'],
  ['put', '/api/staff/i9/:id/rehire'],
  ['put', '/api/staff/i9/:id/receipt-replacement'],
  ['post', '/api/staff/i9/:id/copies'],
  ['get', '/api/staff/i9/:id/copies/:copyId'],
  ['delete', '/api/staff/i9/:id/copies/:copyId'],
  ['get', '/api/staff/i9/:id/pdf'],
  ['get', '/api/staff/i9/export'],
  ['get', '/api/staff/i9-templates'],
  ['get', '/api/staff/i9-templates/notice'],
  ['post', '/api/staff/i9-templates'],
  ['get', '/api/staff/i9-templates/:id'],
  ['put', '/api/staff/i9-templates/:id/mapping'],
];

/** Staff calls outside /api/staff/: ending a view as candidate (only for a session that is viewing). */
const OTHER_STAFF_ENDPOINTS: [method: string, path: string][] = [['post', '/api/view-as/end']];

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

/** `method path` of every route an Express app serves, nested routers included. */
function servedRoutes(app: { router: { stack: RouterLayer[] } }): string[] {
  const out: string[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) for (const m of Object.keys(layer.route.methods)) out.push(`${m} ${layer.route.path}`);
      else if (layer.handle.stack) walk(layer.handle.stack);
    }
  };
  walk(app.router.stack);
  return [...new Set(out)].sort();
}

describe('Staff console API', () => {
  const ctx = useServerWithMail();
  let staff: ReturnType<typeof request.agent>;
  let candidate: ReturnType<typeof request.agent>;
  let staffId: number;

  const user = (email: string, role: 'candidate' | 'staff', firstName: string) =>
    signedInUser(ctx.server, { email, password: PASSWORD, firstName, role });

  beforeAll(async () => {
    ({ agent: staff, id: staffId } = await user('staff.console@example.com', 'staff', 'Robin'));
    ({ agent: candidate } = await user('cand.console@example.com', 'candidate', 'Casey'));
  });

  test('When a candidate or an anonymous visitor calls any staff endpoint, Then 403 and 401, and nothing changes', async () => {
    const anonymous = request(ctx.server.url);
    const before = await ctx.server.services.jobs.countOpenJobs();
    const body = { ...job(), status: 'closed', email: 'x@example.com', jobOrderId: 1, version: 1, role: 'admin' };
    for (const [method, pattern] of [...STAFF_ENDPOINTS, ...OTHER_STAFF_ENDPOINTS]) {
      const path = pattern.replace(/:\w+/g, '1');
      const call = (agent: unknown) => (agent as Record<string, (p: string) => request.Test>)[method]!(path).send(body);
      expect([path, (await call(candidate)).status]).toEqual([path, 403]);
      expect([path, (await call(anonymous)).status]).toEqual([path, 401]);
    }
    expect(await ctx.server.services.jobs.countOpenJobs()).toBe(before);
  });

  test('When staff call any staff endpoint with an id that is no record (zero, negative, past the key range, not a number), Then 404 or 400, never a 500', async () => {
    const body = {
      ...job(),
      status: 'Closed',
      jobOrderId: 1,
      version: 1,
      role: 'staff',
      reason: 'x',
      dueDate: '2030-01-01',
    };
    const ids = ['0', '-1', '2147483648', '9999999999', '99999999999999999999', '1e3', '0x10', 'abc', '%20'];
    const statuses = new Set<number>();
    for (const [method, pattern] of STAFF_ENDPOINTS.filter(([, p]) => p.includes(':'))) {
      for (const id of ids) {
        const path = pattern.replace(/:\w+/g, id);
        const res = await (staff as unknown as Record<string, (p: string) => request.Test>)[method]!(path).send(body);
        // A staff member (not an admin) gets 403 on the admins' routes before the id is read.
        expect([method, path, [400, 403, 404].includes(res.status)]).toEqual([method, path, true]);
        statuses.add(res.status);
      }
    }
    expect(statuses.has(404)).toBe(true);
  });

  test('When the app is assembled, Then the walked list holds every /api/staff/ route it serves', () => {
    const served = servedRoutes(
      createApp({
        config: ctx.server.config,
        database: ctx.server.database,
        logger: createLogger('silent'),
        services: ctx.server.services,
      }) as unknown as Parameters<typeof servedRoutes>[0],
    );
    const listed = new Set(STAFF_ENDPOINTS.map(([method, path]) => `${method} ${path}`));
    expect(served.filter((r) => r.includes(' /api/staff'))).toEqual(expect.arrayContaining([...listed].sort()));
    expect(served.filter((r) => r.includes(' /api/staff') && !listed.has(r))).toEqual([]);
  });

  test('When a candidate or an anonymous visitor reads any staff-only GraphQL field, Then 403 and 401', async () => {
    const anonymous = request(ctx.server.url);
    expect(STAFF_GRAPHQL_FIELDS.length).toBeGreaterThanOrEqual(4);
    for (const { field, query, narrower } of STAFF_GRAPHQL_FIELDS) {
      for (const [who, agent, status] of [
        ['candidate', candidate, 403],
        ['anonymous', anonymous, 401],
      ] as const) {
        const res = await (agent as ReturnType<typeof request.agent>).post('/graphql').send({ query });
        expect([field, who, res.body.data ?? null, res.body.errors?.[0]?.extensions?.status]).toEqual([
          field,
          who,
          null,
          status,
        ]);
      }
      // Staff read it (a field for admins or I-9 staff only answers 403 to other staff).
      const asStaff = await staff.post('/graphql').send({ query });
      if (narrower) expect(asStaff.body.errors?.[0]?.extensions?.status).toBe(403);
      else expect([field, asStaff.body.errors]).toEqual([field, undefined]);
    }
    // Every staff… root field of the schema is on the list (the list is what the walk trusts).
    const schema = await staff
      .post('/graphql')
      .send({ query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }' })
      .expect(200);
    const names = [
      ...schema.body.data.__schema.queryType.fields,
      ...(schema.body.data.__schema.mutationType?.fields ?? []),
    ].map((f: { name: string }) => f.name);
    expect(names.filter(isStaffField).sort()).toEqual(STAFF_GRAPHQL_FIELDS.map((f) => f.field).sort());
  });

  test('When staff send bad job input, Then 400 with a message for each field', async () => {
    const res = await staff.post('/api/staff/jobs').send({
      title: ' ',
      employmentType: 'Sometimes',
      location: '',
      descriptionMarkdown: '   ',
      salary: 'x'.repeat(61),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(STAFF_MESSAGES.invalidForm);
    expect(res.body.fields).toEqual({
      title: STAFF_MESSAGES.titleRequired,
      employmentType: STAFF_MESSAGES.typeRequired,
      category: STAFF_MESSAGES.categoryRequired,
      location: STAFF_MESSAGES.locationRequired,
      salary: STAFF_MESSAGES.salaryTooLong,
      descriptionMarkdown: STAFF_MESSAGES.descriptionRequired,
    });
    const place = await staff.post('/api/staff/jobs').send(job({ location: 'Nowhere Town, ZZ' }));
    expect(place.status).toBe(400);
    expect(place.body.fields).toEqual({ location: STAFF_MESSAGES.locationUnknown });
    for (const [method, path, body] of [
      ['get', '/api/staff/jobs?page=0', undefined],
      ['get', '/api/staff/jobs?sort=password', undefined],
      ['post', '/api/staff/jobs', 'not json'],
      ['post', '/api/staff/jobs/1/status', { status: 'deleted' }],
      ['post', '/api/staff/applications/abc/status', { status: 'Interview' }],
    ] as const) {
      const r = await (staff as unknown as Record<string, (p: string) => request.Test>)[method]!(path).send(
        body as object,
      );
      expect([path, r.status]).toEqual([path, 400]);
    }
    expect((await staff.get('/api/staff/jobs/99999999')).status).toBe(404);
    expect((await staff.get('/api/staff/jobs/abc')).status).toBe(404);
  });

  test('When two staff edit one job, Then the stale version gets 409 and the first edit stays', async () => {
    const created = await staff.post('/api/staff/jobs').send(job()).expect(200);
    const { jobOrderId, version } = created.body;
    expect(created.body).toMatchObject({ status: 'open', version: 1, company: 'Fabrikam Logistics', applicants: 0 });
    expect(created.body.descriptionHtml).toBe('<h2>The role</h2>\n<p>Lead a <strong>friendly</strong> team.</p>\n');

    const first = await staff
      .put(`/api/staff/jobs/${jobOrderId}`)
      .send(job({ title: 'Warehouse Lead (nights)', version }));
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await staff.put(`/api/staff/jobs/${jobOrderId}`).send(job({ title: 'Overwrite', version }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STAFF_MESSAGES.staleVersion);
    const noVersion = await staff.put(`/api/staff/jobs/${jobOrderId}`).send(job());
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.fields).toEqual({ version: STAFF_MESSAGES.versionRequired });
    const now = await staff.get(`/api/staff/jobs/${jobOrderId}`).expect(200);
    expect(now.body).toMatchObject({ title: 'Warehouse Lead (nights)', version: 2 });
    // The edit is searchable at once; closing it takes it out of search and off its public page.
    const found = await candidate.post('/api/jobsearch').send({ query: 'nights' }).expect(200);
    expect(found.body.hits.map((h: { jobOrderId: number }) => h.jobOrderId)).toContain(jobOrderId);
    await request(ctx.server.url).get(`/api/jobs/${jobOrderId}`).expect(200);
    const closed = await staff.post(`/api/staff/jobs/${jobOrderId}/status`).send({ status: 'closed' }).expect(200);
    expect(closed.body.status).toBe('closed');
    const gone = await candidate.post('/api/jobsearch').send({ query: 'nights' }).expect(200);
    expect(gone.body.hits).toEqual([]);
    await request(ctx.server.url).get(`/api/jobs/${jobOrderId}`).expect(404);
    await staff.post(`/api/staff/jobs/${jobOrderId}/status`).send({ status: 'open' }).expect(200);
    await request(ctx.server.url).get(`/api/jobs/${jobOrderId}`).expect(200);
  });

  test('When a description carries script, onerror or javascript: links, Then none of it is stored or previewed', async () => {
    const attack = [
      'Hello <script>alert(1)</script>',
      '<img src="https://example.com/x.png" onerror="alert(2)">',
      '[click](javascript:alert(3)) <a href="javascript:alert(4)">raw</a>',
      '<svg onload="alert(5)"></svg><iframe srcdoc="<script>alert(6)</script>"></iframe>',
    ].join('\n\n');
    const res = await staff.post('/api/staff/jobs').send(job({ title: 'Safe Job', descriptionMarkdown: attack }));
    expect(res.status).toBe(200);
    const preview = await staff.post('/api/staff/jobs/preview').send({ descriptionMarkdown: attack }).expect(200);
    for (const html of [res.body.descriptionHtml as string, preview.body.html as string]) {
      expect(html).not.toMatch(/<script|onerror|onload|javascript:|<svg|<iframe|srcdoc|alert\(/i);
      expect(html).toContain('<img src="https://example.com/x.png" />');
    }
    // The public page reads the same stored HTML.
    const page = await request(ctx.server.url).get(`/api/jobs/${res.body.jobOrderId}`).expect(200);
    expect(page.body.job.description).toBe(res.body.descriptionHtml);
    // The Markdown is kept as written for the next edit.
    expect(res.body.descriptionMarkdown).toBe(attack);
  });

  test('When staff filter, sort, page and export the jobs, Then the CSV quotes cells and guards formulas', async () => {
    const odd = await staff
      .post('/api/staff/jobs')
      .send(
        job({
          title: '=HYPERLINK("http://evil")',
          company: 'Quote "Co", Ltd',
          salary: '+1 000',
          location: 'Boise, ID',
        }),
      )
      .expect(200);
    await staff
      .post('/api/staff/jobs')
      .send(
        job({
          title: '@SUM(A1) Packer',
          category: 'Manufacturing',
          employmentType: 'Contract',
          location: 'Boise, ID',
          salary: '-5',
        }),
      )
      .expect(200);
    const list = await staff.get('/api/staff/jobs?location=boise&sort=title&dir=asc').expect(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((j: { title: string }) => j.title)).toEqual([
      '=HYPERLINK("http://evil")',
      '@SUM(A1) Packer',
    ]);
    const contract = await staff.get('/api/staff/jobs?location=boise&type=Contract&category=Manufacturing').expect(200);
    expect(contract.body.items.map((j: { title: string }) => j.title)).toEqual(['@SUM(A1) Packer']);
    const paged = await staff.get('/api/staff/jobs?location=boise&sort=title&dir=desc&page=2').expect(200);
    expect(paged.body).toMatchObject({ page: 2, total: 2, items: [] });
    const percent = await staff.get(`/api/staff/jobs?q=${encodeURIComponent('%')}`).expect(200);
    expect(percent.body.total).toBe(0);

    const csv = await staff.get('/api/staff/jobs.csv?location=boise&sort=title&dir=asc').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="jobs.csv"');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Job ID,Title,Type,Category,Location,Salary,Status,Opened,Applicants');
    expect(lines[1]).toBe(
      `${odd.body.jobOrderId},"'=HYPERLINK(""http://evil"")",Permanent,Distribution,"Boise, ID",'+1 000,Open,${odd.body.opened.slice(0, 10)},0`,
    );
    expect(lines[2]).toContain(`'@SUM(A1) Packer,Contract,Manufacturing,"Boise, ID",'-5,Open`);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  test('When a candidate applies, Then staff see them on the pipeline, move the status with a mail, and export them', async () => {
    const created = await staff
      .post('/api/staff/jobs')
      .send(job({ title: 'Pipeline Job' }))
      .expect(200);
    const id = created.body.jobOrderId as number;
    await candidate.post(`/api/jobsearch/apply/${id}`).expect(200);
    const list = await staff.get(`/api/staff/jobs/${id}/applicants`).expect(200);
    expect(list.body.job).toMatchObject({ jobOrderId: id, applicants: 1 });
    const [applicant] = list.body.applicants;
    expect(applicant).toMatchObject({
      candidateName: 'Casey Test',
      email: 'cand.console@example.com',
      status: 'Submitted',
      history: [{ status: 'Submitted', changedBy: 'Casey Test' }],
    });
    const appId = applicant.applicationId as number;

    const refused = await staff
      .post(`/api/staff/applications/${appId}/status`)
      .send({ status: 'Interview', sendMail: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STAFF_MESSAGES.mailNotAllowed);
    const interview = await staff.post(`/api/staff/applications/${appId}/status`).send({ status: 'Interview' });
    expect(interview.status).toBe(200);
    expect(interview.body).toMatchObject({ status: 'Interview', mailSent: false });
    const offer = await staff.post(`/api/staff/applications/${appId}/status`).send({ status: 'Offer', sendMail: true });
    expect(offer.body).toMatchObject({ status: 'Offer', mailSent: true });
    const mail = await ctx.smtp.waitFor('cand.console@example.com', /Good news about Pipeline Job/);
    expect(mail.text).toContain('would like to offer you the position of Pipeline Job');
    const outbox = await ctx.server.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('toAddress', '=', 'cand.console@example.com')
      .execute();
    // The application's own confirmation, then the mail staff chose to send.
    expect(outbox.map((m) => m.subject).sort()).toEqual([
      'Application received: Pipeline Job',
      'Good news about Pipeline Job',
    ]);

    const after = await staff.get(`/api/staff/jobs/${id}/applicants`).expect(200);
    expect(
      after.body.applicants[0].history.map((h: { status: string; changedBy: string }) => [h.status, h.changedBy]),
    ).toEqual([
      ['Submitted', 'Casey Test'],
      ['Interview', 'Robin Test'],
      ['Offer', 'Robin Test'],
    ]);
    const mine = await candidate.get('/api/me/applications').expect(200);
    expect(mine.body[0]).toMatchObject({ jobOrderId: id, status: 'Offer' });

    const csv = await staff.get(`/api/staff/jobs/${id}/applicants.csv`).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="job-${id}-applicants.csv"`);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Application ID,Name,Email,Applied,Status,Status changed');
    expect(lines[1]).toMatch(new RegExp(`^${appId},Casey Test,cand.console@example.com,\\d{4}-\\d{2}-\\d{2},Offer,`));

    const overview = await staff.get('/api/staff/overview').expect(200);
    expect(overview.body.newApplicationsThisWeek).toBe(1);
    expect(overview.body.openJobs).toBe(await ctx.server.services.jobs.countOpenJobs());
    expect(overview.body.recentApplications[0]).toMatchObject({
      applicationId: appId,
      jobTitle: 'Pipeline Job',
      status: 'Offer',
    });
    expect(typeof overview.body.candidatesWithOutstandingDocuments).toBe('number');
    expect(staffId).toBeGreaterThan(0);
  });
});
