/**
 * The pipeline board's filters on the application form: knocked out, and answered a screening
 * question (with a given answer), beside tag, date and name; bad filters are a 400 naming the field.
 */
import type { ApplicationForm, QuestionInput } from '../../../common/application-form';
import { PIPELINE_LIMITS, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'Answers-Passw0rd!';
const LICENCE = 'Do you hold a forklift licence?';
const SHIFTS = 'Which shifts can you work?';
const YEARS = 'Years of warehouse experience';
const QUESTIONS: QuestionInput[] = [
  { kind: 'yesNo', text: LICENCE, required: true, knockoutAnswers: ['No'] },
  { kind: 'multiple', text: SHIFTS, options: ['Day', 'Night', 'Weekend'], knockoutAnswers: [] },
  { kind: 'number', text: YEARS, required: true, min: 0, max: 40 },
];

describe('Pipeline board filters on screening answers', () => {
  let server: TestServer;
  let staff: SignedInUser;
  let jobId: number;

  const names = async (query: string) =>
    (await staff.agent.get(`/api/staff/jobs/${jobId}/board?${query}`).expect(200)).body.cards.map(
      (c: { candidateName: string }) => c.candidateName,
    );

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signedInUser(server, {
      email: 'answers.staff@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    const job = await staff.agent
      .post('/api/staff/jobs')
      .send({
        title: 'Warehouse Associate',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        descriptionMarkdown: 'Move pallets.',
        questions: QUESTIONS,
      })
      .expect(200);
    jobId = job.body.jobOrderId;
    const given: [string, string, string[] | null, number][] = [
      ['Avery', 'Yes', ['Day', 'Night'], 3],
      ['Blake', 'No', ['Weekend'], 12],
      ['Casey', 'Yes', null, 21],
    ];
    for (const [firstName, licence, shifts, years] of given) {
      const { agent } = await signedInUser(server, {
        email: `answers.${firstName.toLowerCase()}@example.com`,
        password: PASSWORD,
        firstName,
        role: 'candidate',
      });
      const form = (await agent.get(`/api/jobs/${jobId}/application-form`).expect(200)).body as ApplicationForm;
      const byText: Record<string, unknown> = { [LICENCE]: licence, [SHIFTS]: shifts, [YEARS]: years };
      const answers = Object.fromEntries(form.questions.map((q) => [String(q.id), byText[q.text] ?? null]));
      await agent
        .post(`/api/jobs/${jobId}/applications`)
        .set('Origin', server.url)
        .send({ formVersion: form.formVersion, resume: 'none', answers })
        .expect(200);
    }
  });
  afterAll(() => server.stop());

  test('When staff filter by knocked out or by an answer, Then only those cards show, and the board lists the questions with their choices', async () => {
    const board = await staff.agent.get(`/api/staff/jobs/${jobId}/board`).expect(200);
    expect(board.body.cards).toHaveLength(3);
    expect(board.body.questions).toEqual([
      { text: LICENCE, options: ['Yes', 'No'] },
      { text: SHIFTS, options: ['Day', 'Night', 'Weekend'] },
      { text: YEARS, options: [] },
    ]);
    expect(await names('knockedOut=1')).toEqual(['Blake Test']);
    expect(await names(`question=${encodeURIComponent(LICENCE)}&answer=yes`)).toEqual(['Avery Test', 'Casey Test']);
    // One of several choices counts; a question left unanswered does not.
    expect(await names(`question=${encodeURIComponent(SHIFTS)}&answer=Night`)).toEqual(['Avery Test']);
    expect(await names(`question=${encodeURIComponent(SHIFTS)}`)).toEqual(['Avery Test', 'Blake Test']);
    expect(await names(`question=${encodeURIComponent(YEARS)}&answer=21`)).toEqual(['Casey Test']);
    // With the other filters: all must hold.
    expect(await names(`question=${encodeURIComponent(LICENCE)}&answer=Yes&q=avery`)).toEqual(['Avery Test']);
    expect(await names(`knockedOut=1&question=${encodeURIComponent(LICENCE)}&answer=Yes`)).toEqual([]);
    expect(await names(`question=${encodeURIComponent('Not asked')}`)).toEqual([]);
  });

  test('When a filter is malformed, Then 400 naming the field', async () => {
    const long = 'x'.repeat(PIPELINE_LIMITS.questionFilterLength + 1);
    const cases: [string, string, string][] = [
      ['knockedOut=yes', 'knockedOut', M.knockedOutInvalid],
      ['answer=Yes', 'answer', M.answerWithoutQuestion],
      [`question=${long}`, 'question', M.questionTooLong],
      [`question=a&answer=${long}`, 'answer', M.answerTooLong],
      ['question=a&question=b', 'question', M.invalidFilters],
    ];
    for (const [query, field, message] of cases) {
      const res = await staff.agent.get(`/api/staff/jobs/${jobId}/board?${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, M.invalidFilters]);
      if (message !== M.invalidFilters) expect([query, res.body.fields[field]]).toEqual([query, message]);
    }
  });
});
