/**
 * The pipeline board's API: the board with filters, bulk moves and bulk mail answered per
 * application, staff-only notes and tags with their limits, and nothing of them for candidates.
 * Past 300 lines because its stories share one server, one job and its applicants, in order.
 */
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { APPLICATION_MESSAGES } from '../../../common/applications';
import { PIPELINE_LIMITS, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { STAFF_MESSAGES } from '../../../common/staff';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Board-Passw0rd!';
type Agent = ReturnType<typeof request.agent>;

const job = (title: string) => ({
  title,
  employmentType: 'Permanent',
  category: 'Engineering',
  location: 'Austin, TX',
  descriptionMarkdown: 'Build things.',
});

const BOARD_ENDPOINTS: [method: 'get' | 'post' | 'delete', path: string][] = [
  ['get', '/api/staff/jobs/:job/board'],
  ['post', '/api/staff/jobs/:job/board/move'],
  ['post', '/api/staff/jobs/:job/board/mail'],
  ['get', '/api/staff/applications/:app/notes'],
  ['post', '/api/staff/applications/:app/notes'],
  ['delete', '/api/staff/applications/:app/notes/:note'],
  ['post', '/api/staff/applications/:app/tags'],
  ['delete', '/api/staff/applications/:app/tags/urgent'],
];

function download(agent: Agent, path: string) {
  return agent
    .get(path)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

describe('Pipeline board API', () => {
  const ctx = useServerWithMail();
  let staff: Agent;
  let otherStaff: Agent;
  let staffId: number;
  const candidates: Agent[] = [];
  let jobId: number;
  let otherJobId: number;
  /** Application ids of Avery, Blake and Casey on the job, and Avery's on the other job. */
  let apps: number[];
  let foreignApp: number;

  beforeAll(async () => {
    ({ agent: staff, id: staffId } = await signedInUser(ctx.server, {
      email: 'board.staff@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    }));
    ({ agent: otherStaff } = await signedInUser(ctx.server, {
      email: 'board.other@example.com',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    }));
    jobId = (await staff.post('/api/staff/jobs').send(job('Board Engineer')).expect(200)).body.jobOrderId;
    otherJobId = (await staff.post('/api/staff/jobs').send(job('Other Engineer')).expect(200)).body.jobOrderId;
    for (const name of ['Avery', 'Blake', 'Casey']) {
      const { agent } = await signedInUser(ctx.server, {
        email: `board.${name.toLowerCase()}@example.com`,
        password: PASSWORD,
        firstName: name,
        role: 'candidate',
      });
      candidates.push(agent);
      await agent.post(`/api/jobsearch/apply/${jobId}`).expect(200);
    }
    await candidates[0]!.post(`/api/jobsearch/apply/${otherJobId}`).expect(200);
    const list = await staff.get(`/api/staff/jobs/${jobId}/applicants`).expect(200);
    apps = list.body.applicants.map((a: { applicationId: number }) => a.applicationId);
    const other = await staff.get(`/api/staff/jobs/${otherJobId}/applicants`).expect(200);
    foreignApp = other.body.applicants[0].applicationId;
  });

  test('When a candidate or an anonymous visitor calls any board endpoint, Then 403 and 401, and nothing is written', async () => {
    const anonymous = request(ctx.server.url);
    const body = { applicationIds: [apps[0]], status: 'Placed', subject: 'Hi', body: 'Hello', text: 'x', label: 'x' };
    for (const [method, pattern] of BOARD_ENDPOINTS) {
      const path = pattern.replace(':job', String(jobId)).replace(':app', String(apps[0])).replace(':note', '1');
      expect([path, (await candidates[0]![method](path).send(body)).status]).toEqual([path, 403]);
      expect([path, (await anonymous[method](path).send(body)).status]).toEqual([path, 401]);
    }
    const db = ctx.server.database.db;
    expect(await db.selectFrom('applicationNote').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('applicationTag').selectAll().execute()).toEqual([]);
    const board = await staff.get(`/api/staff/jobs/${jobId}/board`).expect(200);
    expect(board.body.cards.map((c: { status: string }) => c.status)).toEqual(['Submitted', 'Submitted', 'Submitted']);
  });

  test('When staff tag, note and filter, Then the board shows tags and note counts, and filters by tag, date and name', async () => {
    const [avery, blake] = apps as [number, number, number];
    expect((await staff.post(`/api/staff/applications/${avery}/tags`).send({ label: '  Senior   dev ' })).body).toEqual(
      {
        tags: ['Senior dev'],
      },
    );
    // The same tag in another case changes nothing.
    await staff.post(`/api/staff/applications/${avery}/tags`).send({ label: 'SENIOR DEV' }).expect(200);
    await staff.post(`/api/staff/applications/${blake}/tags`).send({ label: 'senior dev' }).expect(200);
    await staff.post(`/api/staff/applications/${blake}/tags`).send({ label: 'Relocation' }).expect(200);
    const note = await staff.post(`/api/staff/applications/${avery}/notes`).send({ text: '  Strong portfolio.  ' });
    expect(note.status).toBe(200);
    expect(note.body).toEqual([
      {
        id: expect.any(Number),
        author: 'Robin Test',
        createdAt: expect.any(String),
        text: 'Strong portfolio.',
        mine: true,
      },
    ]);

    const board = await staff.get(`/api/staff/jobs/${jobId}/board`).expect(200);
    expect(board.body.job).toMatchObject({ jobOrderId: jobId, title: 'Board Engineer' });
    expect(board.body.total).toBe(3);
    expect(board.body.tags).toEqual(['Relocation', 'Senior dev']);
    expect(
      board.body.cards.map((c: { candidateName: string; tags: string[]; noteCount: number }) => [
        c.candidateName,
        c.tags,
        c.noteCount,
      ]),
    ).toEqual([
      ['Avery Test', ['Senior dev'], 1],
      ['Blake Test', ['senior dev', 'Relocation'], 0],
      ['Casey Test', [], 0],
    ]);
    const names = async (query: string) =>
      (await staff.get(`/api/staff/jobs/${jobId}/board?${query}`).expect(200)).body.cards.map(
        (c: { candidateName: string }) => c.candidateName,
      );
    expect(await names('tag=SENIOR%20DEV')).toEqual(['Avery Test', 'Blake Test']);
    expect(await names('tag=relocation&q=bla')).toEqual(['Blake Test']);
    expect(await names('q=casey%20test')).toEqual(['Casey Test']);
    expect(await names('after=2000-01-01')).toHaveLength(3);
    expect(await names('after=2999-01-01')).toEqual([]);
    for (const bad of ['after=yesterday', 'after=2026-13-45', 'tag=%3Cscript%3E', `q=${'x'.repeat(101)}`]) {
      const res = await staff.get(`/api/staff/jobs/${jobId}/board?${bad}`);
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, M.invalidFilters]);
    }
    expect((await staff.get('/api/staff/jobs/999999/board')).status).toBe(404);
  });

  test('When staff move several applications in one request, Then each gets history and an audit row, and unknown or foreign ids are answered per item', async () => {
    const [avery, blake] = apps as [number, number, number];
    const res = await staff
      .post(`/api/staff/jobs/${jobId}/board/move`)
      .send({ applicationIds: [avery, blake, foreignApp, 999_999, avery], status: 'Interview' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      done: 2,
      results: [
        { applicationId: avery, ok: true, status: 'Interview', mailSent: false },
        { applicationId: blake, ok: true, status: 'Interview', mailSent: false },
        { applicationId: foreignApp, ok: false, error: M.notInJob },
        { applicationId: 999_999, ok: false, error: M.notInJob },
      ],
    });
    const list = await staff.get(`/api/staff/jobs/${jobId}/applicants`).expect(200);
    const byId = new Map(list.body.applicants.map((a: { applicationId: number }) => [a.applicationId, a]));
    for (const id of [avery, blake]) {
      expect(byId.get(id)).toMatchObject({
        status: 'Interview',
        history: [{ status: 'Submitted' }, { status: 'Interview', changedBy: 'Robin Test' }],
      });
    }
    const other = await staff.get(`/api/staff/jobs/${otherJobId}/applicants`).expect(200);
    expect(other.body.applicants[0].status).toBe('Submitted');
    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['actorId', 'detail'])
      .where('action', '=', 'application.status')
      .execute();
    expect(audit.map((a) => [a.actorId, JSON.parse(a.detail!)])).toEqual(
      expect.arrayContaining([
        [staffId, { applicationId: avery, from: 'Submitted', to: 'Interview' }],
        [staffId, { applicationId: blake, from: 'Submitted', to: 'Interview' }],
      ]),
    );
    expect(audit).toHaveLength(2);

    // A move to a mail status may send the status mail, through the same path as a single move.
    const offer = await staff
      .post(`/api/staff/jobs/${jobId}/board/move`)
      .send({ applicationIds: [avery], status: 'Offer', sendMail: true })
      .expect(200);
    expect(offer.body.results[0]).toEqual({ applicationId: avery, ok: true, status: 'Offer', mailSent: true });
    await ctx.smtp.waitFor('board.avery@example.com', /Good news about Board Engineer/);

    const refusals: [unknown, string][] = [
      [{ applicationIds: [], status: 'Offer' }, M.selectionRequired],
      [
        { applicationIds: Array.from({ length: PIPELINE_LIMITS.bulk + 1 }, (_, i) => i + 1), status: 'Offer' },
        M.selectionTooLarge,
      ],
      [{ applicationIds: ['1'], status: 'Offer' }, M.selectionInvalid],
      [{ applicationIds: 'all', status: 'Offer' }, M.selectionInvalid],
      [{ applicationIds: [avery], status: 'Hired' }, APPLICATION_MESSAGES.unknownStatus],
      [{ applicationIds: [avery], status: 'Interview', sendMail: true }, STAFF_MESSAGES.mailNotAllowed],
    ];
    for (const [body, message] of refusals) {
      const bad = await staff.post(`/api/staff/jobs/${jobId}/board/move`).send(body as object);
      expect([bad.status, Object.values(bad.body.fields ?? { sendMail: bad.body.message })[0]]).toEqual([400, message]);
    }
    expect(
      (await staff.post('/api/staff/jobs/999999/board/move').send({ applicationIds: [avery], status: 'Offer' })).status,
    ).toBe(404);
  });

  test('When a board shows a status that someone else has changed since, Then a move from it is refused with 409 and nothing changes', async () => {
    const casey = apps[2]!;
    await staff.post(`/api/staff/applications/${casey}/status`).send({ status: 'Under review' }).expect(200);
    const stale = await otherStaff
      .post(`/api/staff/applications/${casey}/status`)
      .send({ status: 'Placed', from: 'Submitted' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(APPLICATION_MESSAGES.changedMeanwhile('Under review'));
    const fresh = await otherStaff
      .post(`/api/staff/applications/${casey}/status`)
      .send({ status: 'Interview', from: 'Under review' });
    expect(fresh.body).toMatchObject({ status: 'Interview' });
  });

  test('When staff mail several applicants, Then each candidate gets the text through the outbox, it is audited, and foreign ids are answered per item', async () => {
    const [avery, blake] = apps as [number, number, number];
    const res = await staff.post(`/api/staff/jobs/${jobId}/board/mail`).send({
      applicationIds: [avery, blake, foreignApp],
      subject: 'Next steps for Board Engineer',
      body: 'We would like to meet you.\n\nPick a time <b>that suits you</b>.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      done: 2,
      results: [
        { applicationId: avery, ok: true },
        { applicationId: blake, ok: true },
        { applicationId: foreignApp, ok: false, error: M.notInJob },
      ],
    });
    const mail = await ctx.smtp.waitFor('board.blake@example.com', /Next steps for Board Engineer/);
    expect(mail.text).toContain('Hello Blake,');
    expect(mail.text).toContain('Pick a time <b>that suits you</b>.');
    const [queued] = await ctx.server.database.db
      .selectFrom('outbox')
      .select('htmlBody')
      .where('toAddress', '=', 'board.blake@example.com')
      .where('subject', '=', 'Next steps for Board Engineer')
      .execute();
    expect(queued!.htmlBody).toContain('Pick a time &#60;b&#62;that suits you&#60;/b&#62;.');
    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['userId', 'actorId', 'detail'])
      .where('action', '=', 'application.mail')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({
      jobOrderId: jobId,
      subject: 'Next steps for Board Engineer',
    });

    const refusals: [object, string][] = [
      [{ applicationIds: [avery], subject: '', body: 'x' }, M.subjectRequired],
      [{ applicationIds: [avery], subject: 'a\r\nBcc: x@evil.example', body: 'x' }, M.subjectOneLine],
      [
        { applicationIds: [avery], subject: 'x'.repeat(PIPELINE_LIMITS.subjectLength + 1), body: 'x' },
        M.subjectTooLong,
      ],
      [{ applicationIds: [avery], subject: 'Hi', body: '   ' }, M.bodyRequired],
      [{ applicationIds: [avery], subject: 'Hi', body: 'x'.repeat(PIPELINE_LIMITS.mailBodyLength + 1) }, M.bodyTooLong],
      [{ subject: 'Hi', body: 'x' }, M.selectionInvalid],
    ];
    for (const [body, message] of refusals) {
      const bad = await staff.post(`/api/staff/jobs/${jobId}/board/mail`).send(body);
      expect([bad.status, Object.values(bad.body.fields)[0]]).toEqual([400, message]);
    }
    expect(
      await ctx.server.database.db
        .selectFrom('auditEvent')
        .select('id')
        .where('action', '=', 'application.mail')
        .execute(),
    ).toHaveLength(2);
  });

  test('When staff write, read and delete notes, Then limits hold, only the author deletes, each is audited without its words', async () => {
    const blake = apps[1]!;
    for (const [text, message] of [
      ['   ', M.noteRequired],
      ['x'.repeat(PIPELINE_LIMITS.noteLength + 1), M.noteTooLong],
      [42, M.noteRequired],
    ] as const) {
      const bad = await staff.post(`/api/staff/applications/${blake}/notes`).send({ text });
      expect([bad.status, bad.body.fields?.text]).toEqual([400, message]);
    }
    const first = await staff.post(`/api/staff/applications/${blake}/notes`).send({ text: 'Secret: salary ask high.' });
    const noteId = first.body[0].id as number;
    const asOther = await otherStaff.get(`/api/staff/applications/${blake}/notes`).expect(200);
    expect(asOther.body).toEqual([expect.objectContaining({ text: 'Secret: salary ask high.', mine: false })]);
    const refused = await otherStaff.delete(`/api/staff/applications/${blake}/notes/${noteId}`);
    expect([refused.status, refused.body.message]).toEqual([403, M.notYourNote]);
    expect((await staff.delete(`/api/staff/applications/${apps[0]}/notes/${noteId}`)).status).toBe(404);
    expect((await staff.get('/api/staff/applications/999999/notes')).status).toBe(404);
    await staff.post(`/api/staff/applications/${blake}/notes`).send({ text: 'Second: keep.' }).expect(200);
    const after = await staff.delete(`/api/staff/applications/${blake}/notes/${noteId}`).expect(200);
    expect(after.body.map((n: { text: string }) => n.text)).toEqual(['Second: keep.']);

    const audit = await ctx.server.database.db
      .selectFrom('auditEvent')
      .select(['action', 'userId', 'actorId', 'detail'])
      .where('action', 'like', 'application.note%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'application.note_added',
      'application.note_added',
      'application.note_added',
      'application.note_deleted',
    ]);
    for (const a of audit) {
      expect(a.userId).toBeNull();
      expect(a.detail).not.toMatch(/Secret|keep|portfolio/);
    }
  });

  test('When staff add and remove tags, Then labels are checked, at most the limit per application, and removal of a missing tag is a 404', async () => {
    const casey = apps[2]!;
    for (const label of ['', ' ', 'x'.repeat(PIPELINE_LIMITS.tagLength + 1), '<b>', '-lead', 7]) {
      const bad = await staff.post(`/api/staff/applications/${casey}/tags`).send({ label });
      expect([label, bad.status, bad.body.fields?.label]).toEqual([label, 400, M.tagInvalid]);
    }
    for (let i = 1; i <= PIPELINE_LIMITS.tagsPerApplication; i++)
      await staff
        .post(`/api/staff/applications/${casey}/tags`)
        .send({ label: `tag ${i}` })
        .expect(200);
    const over = await staff.post(`/api/staff/applications/${casey}/tags`).send({ label: 'one more' });
    expect([over.status, over.body.message]).toEqual([400, M.tooManyTags]);
    const removed = await staff.delete(`/api/staff/applications/${casey}/tags/TAG%201`).expect(200);
    expect(removed.body.tags).toHaveLength(PIPELINE_LIMITS.tagsPerApplication - 1);
    expect(removed.body.tags).not.toContain('tag 1');
    const missing = await staff.delete(`/api/staff/applications/${casey}/tags/tag%201`);
    expect([missing.status, missing.body.message]).toEqual([404, M.tagNotFound]);
  });

  test('When the candidate reads their applications and exports their data, Then no note or tag of staff appears', async () => {
    const blake = candidates[1]!;
    const mine = await blake.get('/api/me/applications').expect(200);
    const text = JSON.stringify(mine.body);
    expect(text).toContain('Board Engineer');
    expect(text).not.toMatch(/Second: keep|Secret|Relocation|senior dev|note/i);
    const archive = await download(blake, '/api/me/export').expect(200);
    const json = strFromU8(unzipSync(new Uint8Array(archive.body as Buffer))['my-data.json']!);
    expect(json).toContain('Board Engineer');
    expect(json).toContain('Next steps for Board Engineer');
    expect(json).not.toMatch(/Second: keep|Secret|Relocation|senior dev|note_added|tag_added|note added|tag added/i);
  });
});
