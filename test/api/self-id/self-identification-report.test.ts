/**
 * The admins' self-identification report, read as an admin who calls it with every filter and
 * compares the answers: one applicant's answers never change a report; periods are whole months;
 * each question's counts add up to the applications; no hidden count can be worked out from a
 * total; and no two reports differ by fewer than 5 applications, however they are combined.
 * Each story uses its own year, so its applications are alone in its periods.
 */
import request from 'supertest';
import { DECLINE, SELF_ID_OPTIONS, type SelfIdAnswers } from '../../../common/self-id';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'SelfId-Passw0rd!';
const DAY = 86_400_000;
const info = { ip: '127.0.0.1', userAgent: 'test' };
const [HISPANIC, WHITE, BLACK, , ASIAN] = SELF_ID_OPTIONS.race;
const [VETERAN, NOT_VETERAN] = SELF_ID_OPTIONS.veteran;
const [DISABLED, NOT_DISABLED] = SELF_ID_OPTIONS.disability;
const URL = '/api/admin/self-identification/report';

type Answer = Partial<SelfIdAnswers> | 'skip' | 'pending';
/** The report as it comes over the wire (read loosely: the test judges its shape). */
interface Report {
  from: string;
  to: string;
  status?: string;
  applications?: number;
  questions: { question: string; cells: { option: string; cell: { count?: number; hidden?: unknown } }[] }[];
}

describe('Self-identification report: nobody is singled out', () => {
  const ctx = useServerWithMail({ SELF_IDENTIFICATION: 'on' });
  let admin: SignedInUser;
  /** Candidates who apply to the stories' jobs: one application each per job. */
  const pool: number[] = [];
  let jobCount = 0;

  beforeAll(async () => {
    admin = await signedInUser(ctx.server, {
      email: 'admin@report.test',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    });
    for (let i = 0; i < 20; i += 1) {
      pool.push(
        await ctx.server.services.auth.createUser({
          email: `pool${i}@report.test`,
          password: PASSWORD,
          firstName: `P${i}`,
          lastName: 'Test',
          role: 'candidate',
          confirmed: true,
        }),
      );
    }
  }, 120_000);

  const newJob = async () => {
    jobCount += 1;
    const [id] = await ctx.server.services.jobs.createJobs([
      {
        title: `Report Job ${jobCount}`,
        description: '<p>Count carefully.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        salary: '$55,000',
        openedAt: Date.now() - DAY,
      },
    ]);
    return id!;
  };

  /** Candidate `who` of the pool applies to the job on that day (UTC noon) and answers, skips or not yet. */
  const apply = async (who: number, jobOrderId: number, day: string, answer: Answer = 'pending') => {
    const userId = pool[who]!;
    await ctx.server.services.jobs.apply(userId, jobOrderId, info);
    const application = (await ctx.server.services.applications.list(userId)).find((a) => a.jobOrderId === jobOrderId)!;
    await ctx.server.database.db
      .updateTable('jobApplication')
      .set({ createdAt: Date.parse(`${day}T12:00:00Z`) })
      .where('id', '=', application.id)
      .execute();
    await setAnswer(userId, application.id, answer);
    return { userId, applicationId: application.id };
  };

  const setAnswer = async (userId: number, applicationId: number, answer: Answer) => {
    await ctx.server.database.db.deleteFrom('selfIdentification').where('applicationId', '=', applicationId).execute();
    if (answer === 'skip') await ctx.server.services.selfId.skip(userId, applicationId, info);
    else if (answer !== 'pending') await ctx.server.services.selfId.answer(userId, applicationId, answer, info);
  };

  const raw = (query: string) => admin.agent.get(`${URL}${query}`).expect(200);
  const report = async (query: string) => (await raw(query)).body as Report;
  const cells = (r: Report, question: string) =>
    Object.fromEntries(r.questions.find((q) => q.question === question)!.cells.map((c) => [c.option, c.cell]));

  test('When a job has one applicant, Then every report that holds them is byte for byte the same whatever they answered, and says only “fewer than 5”', async () => {
    const job = await newJob();
    const { userId, applicationId } = await apply(0, job, '2021-03-14');
    const queries = [
      `?job=${job}`,
      `?job=${job}&month=2021-03`,
      `?job=${job}&from=2021-03-14&to=2021-03-14`,
      `?job=${job}&from=2021-01-01&to=2021-12-31`,
      '?month=2021-03',
      '?from=2021-02-01&to=2021-04-30',
    ];
    const answers: Answer[] = [
      'pending',
      'skip',
      { sex: 'Male', race: WHITE, veteran: VETERAN, disability: DISABLED },
      { sex: 'Female', race: ASIAN, veteran: NOT_VETERAN, disability: NOT_DISABLED },
      { sex: DECLINE, race: DECLINE, veteran: DECLINE, disability: DECLINE },
      { race: HISPANIC },
    ];
    const seen: string[][] = [];
    for (const answer of answers) {
      await setAnswer(userId, applicationId, answer);
      seen.push(await Promise.all(queries.map(async (q) => (await raw(q)).text)));
    }
    for (const texts of seen.slice(1)) expect(texts).toEqual(seen[0]);
    const one = JSON.parse(seen[0]![1]!) as Report;
    expect(one).toEqual({
      from: '2021-03-01',
      to: '2021-03-31',
      jobOrderId: job,
      jobTitle: expect.any(String),
      status: 'fewer than 5',
      jobs: [{ jobOrderId: job, title: expect.any(String) }],
    });

    // Up to four applicants: still no counts at all.
    for (const who of [1, 2, 3]) await apply(who, job, '2021-03-20', { sex: 'Female' });
    expect((await report(`?job=${job}&month=2021-03`)).status).toBe('fewer than 5');
    expect((await report('?month=2021-03')).status).toBe('fewer than 5');
  });

  test('When a range and the same range less a day are asked, Then the answers are identical: periods are whole months (UTC)', async () => {
    const job = await newJob();
    for (const who of [0, 1, 2, 3, 4]) await apply(who, job, '2022-05-10', { sex: 'Female' });
    await apply(5, job, '2022-05-01', { sex: 'Male' });
    await apply(6, job, '2022-05-31', { sex: 'Male' });
    await apply(7, job, '2022-06-01', { sex: 'Male' });
    for (const [a, b] of [
      ['?from=2022-05-01&to=2022-05-31', '?from=2022-05-01&to=2022-05-30'],
      ['?from=2022-05-01&to=2022-05-31', '?from=2022-05-02&to=2022-05-31'],
      ['?from=2022-05-01&to=2022-05-31', '?month=2022-05'],
      [`?job=${job}&from=2022-05-01&to=2022-05-31`, `?job=${job}&from=2022-05-02&to=2022-05-30`],
      ['?from=2022-05-01&to=2022-06-30', '?from=2022-05-31&to=2022-06-01'],
    ] as const) {
      expect((await raw(b)).text).toBe((await raw(a)).text);
    }
    const may = await report('?from=2022-05-02&to=2022-05-30');
    expect(may).toMatchObject({ from: '2022-05-01', to: '2022-05-31', status: 'shown', applications: 7 });
    expect(await report('?from=2022-05-31&to=2022-06-01')).toMatchObject({ from: '2022-05-01', to: '2022-06-30' });
    expect(await report('?month=0050-02')).toMatchObject({ from: '0050-02-01', to: '0050-02-28' });
  });

  test('When applications are answered, skipped or not yet answered, Then each question’s counts add up to the applications, “Not answered” counting all without an answer', async () => {
    const job = await newJob();
    const answered: Partial<SelfIdAnswers>[] = [
      ...Array.from({ length: 5 }, () => ({ sex: 'Male', race: WHITE, veteran: NOT_VETERAN, disability: DISABLED })),
      ...Array.from({ length: 5 }, () => ({
        sex: 'Female',
        race: ASIAN,
        veteran: NOT_VETERAN,
        disability: NOT_DISABLED,
      })),
      ...Array.from({ length: 5 }, () => ({ sex: DECLINE, race: BLACK, veteran: NOT_VETERAN })),
    ];
    for (const [who, answer] of answered.entries()) await apply(who, job, '2023-02-07', answer);
    for (const who of [15, 16, 17]) await apply(who, job, '2023-02-08', 'pending');
    for (const who of [18, 19]) await apply(who, job, '2023-02-09', 'skip');

    const r = await report(`?job=${job}&month=2023-02`);
    expect(r).toMatchObject({ status: 'shown', applications: 20 });
    expect(cells(r, 'sex')).toEqual({
      Male: { count: 5 },
      Female: { count: 5 },
      [DECLINE]: { count: 5 },
      'Not answered': { count: 5 },
    });
    // Five left disability blank and five more have no answer at all.
    expect(cells(r, 'disability')['Not answered']).toEqual({ count: 10 });
    for (const q of r.questions) {
      const shown = q.cells.reduce((s, c) => s + (c.cell.count ?? 0), 0);
      const hidden = q.cells.filter((c) => 'hidden' in c.cell).length;
      if (hidden === 0) expect(shown).toBe(20);
      // No hidden count is told by the total: at least two are hidden, and they hold something.
      else expect([hidden >= 2, 20 - shown > 0]).toEqual([true, true]);
    }
    // Nobody chose Hispanic or Latino: the 0 is hidden like a small count, and so is the next smallest.
    expect(cells(r, 'race')[HISPANIC!]).toEqual({ hidden: true });
    expect(cells(r, 'race')[WHITE!]).toEqual({ hidden: true });
    expect(cells(r, 'veteran')[VETERAN!]).toEqual({ hidden: true });
    expect(cells(r, 'veteran')[NOT_VETERAN!]).toEqual({ count: 15 });
  });

  test('When reports of overlapping jobs and months are compared in every combination, Then none isolates fewer than 5 applications', async () => {
    const [p, q, r] = [await newJob(), await newJob(), await newJob()];
    const placed: { id: number; job: number; month: string }[] = [];
    const add = async (who: number, job: number, month: string, answer: Answer) =>
      placed.push({ id: (await apply(who, job, `${month}-15`, answer)).applicationId, job, month });
    // January: 6 for P, 1 for Q (all jobs minus P would be Q's one applicant).
    for (let i = 0; i < 6; i += 1) await add(i, p, '2024-01', { sex: i % 2 ? 'Male' : 'Female' });
    await add(10, q, '2024-01', { sex: 'Male', veteran: VETERAN });
    // February: 6 for P and 6 for R.
    for (let i = 0; i < 6; i += 1) await add(i + 6, p, '2024-02', { sex: 'Female' });
    for (let i = 0; i < 6; i += 1) await add(i, r, '2024-02', { sex: 'Male' });
    // March: 2 for P (January to March minus January to February would be them).
    await add(12, p, '2024-03', { sex: 'Female', disability: DISABLED });
    await add(13, p, '2024-03', 'skip');

    const months = ['2024-01', '2024-02', '2024-03'];
    const ranges = months.flatMap((from, i) => months.slice(i).map((to) => [from, to] as const));
    const shown: Set<number>[] = [];
    const statuses: Record<string, string> = {};
    for (const job of [null, p, q, r]) {
      for (const [from, to] of ranges) {
        const res = await report(`?from=${from}-01&to=${to}-28${job === null ? '' : `&job=${job}`}`);
        statuses[`${job === null ? 'all' : job === p ? 'P' : job === q ? 'Q' : 'R'} ${from}..${to}`] = String(
          res.status,
        );
        if (res.status !== 'shown') continue;
        const members = placed.filter((a) => (job === null || a.job === job) && a.month >= from && a.month <= to);
        expect(res.applications).toBe(members.length);
        shown.push(new Set(members.map((a) => a.id)));
      }
    }
    expect(statuses).toMatchObject({
      'all 2024-01..2024-01': 'shown',
      'all 2024-01..2024-02': 'shown',
      'all 2024-01..2024-03': 'withheld',
      'all 2024-03..2024-03': 'fewer than 5',
      'P 2024-01..2024-01': 'withheld',
      'P 2024-02..2024-02': 'shown',
      'P 2024-02..2024-03': 'withheld',
      'Q 2024-01..2024-01': 'fewer than 5',
      'R 2024-02..2024-02': 'shown',
    });
    // Whatever the sums and differences of the shown reports, they split the applications only into
    // groups that every shown report holds whole or not at all; each such group has 5 or more.
    const groups = new Map<string, number>();
    for (const a of placed) {
      const key = shown.map((s) => (s.has(a.id) ? 1 : 0)).join('');
      if (key.includes('1')) groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    for (const size of groups.values()) expect(size).toBeGreaterThanOrEqual(5);
  });

  test('When the filters are malformed, Then each is refused with 400 and a clear message; an unknown job is not found', async () => {
    for (const bad of [
      '?month=2026-13',
      '?from=2026-01-01',
      '?from=2026-02-30&to=2026-03-01',
      '?job=x',
      '?job=1&job=2',
      '?month=2026-01&from=2026-01-01&to=2026-01-02',
      '?from=2026-03-01&to=2026-01-01',
      '?from=2000-01-01&to=2026-01-01',
    ]) {
      const res = await admin.agent.get(`${URL}${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The report’s filters are not valid.');
    }
    await admin.agent.get(`${URL}?job=99999`).expect(404);
  });

  test('When staff (not admin), a candidate or a visitor asks for the report, Then they are refused', async () => {
    const staff = await signedInUser(ctx.server, {
      email: 'staff@report.test',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
    await staff.agent.get(URL).expect(403);
    await request(ctx.server.url).get(URL).expect(401);
  });
});
