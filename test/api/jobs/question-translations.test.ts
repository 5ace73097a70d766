/**
 * Screening questions in Spanish (docs/architecture.md §9.9): staff save a question's Spanish text
 * and options, a Spanish reader's form shows them (a question without one in English, Yes and No
 * from the catalogs), the answer is stored as the English option, and editing the questions
 * drops the translations of the questions that changed while an unchanged one keeps its own.
 */
import request from 'supertest';
import type { ApplicationForm, QuestionInput } from '../../../common/application-form';
import type { StaffApplicants, StaffJob } from '../../../common/staff';
import { TRANSLATION_MESSAGES } from '../../../common/translations';
import { JOB_MESSAGES } from '../../../server/features/jobs/jobs.messages';
import { startTestServer, type TestServer } from '../../helpers/server';
import { type SignedInUser, signedInUser } from '../../helpers/users';

const QUESTIONS: QuestionInput[] = [
  { kind: 'yesNo', text: 'Can you lift 50 pounds?', required: true, knockoutAnswers: ['No'] },
  { kind: 'single', text: 'Which shift suits you?', required: true, options: ['Day', 'Night'] },
];
const JOB = {
  title: 'Warehouse Associate',
  employmentType: 'Contract',
  category: 'Distribution',
  location: 'Austin, TX',
  descriptionMarkdown: 'Pick and pack.',
};
const SHIFT_ES = { text: '¿Qué turno le conviene?', option0: 'Día', option1: 'Noche' };

describe('Screening questions in each language', () => {
  let server: TestServer;
  let staff: SignedInUser;
  let job: StaffJob;

  const questionUrl = (questionId: number, language = 'es') =>
    `/api/staff/jobs/${job.jobOrderId}/questions/${questionId}/translations/${language}`;
  const form = async (who: SignedInUser, lang: string) =>
    (await who.agent.get(`/api/jobs/${job.jobOrderId}/application-form?lang=${lang}`).expect(200))
      .body as ApplicationForm;
  const readJob = async () => (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}`).expect(200)).body as StaffJob;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signedInUser(server, {
      email: 'tere.staff@example.com',
      password: 'Staff-Passw0rd!',
      firstName: 'Tere',
      role: 'staff',
    });
    job = (
      await staff.agent
        .post('/api/staff/jobs')
        .set('Origin', server.url)
        .send({ ...JOB, questions: QUESTIONS })
        .expect(200)
    ).body as StaffJob;
  }, 60_000);
  afterAll(() => server?.stop());

  test('When staff save a question’s Spanish version, Then the job names it and no longer marks it missing; bad input gets a clear 400 or 404', async () => {
    expect(job.questions.map((q) => q.missingTranslations)).toEqual([['es'], ['es']]);
    const shift = job.questions[1]!;
    const put = (url: string, body: object) => staff.agent.put(url).set('Origin', server.url).send(body);

    const short = await put(questionUrl(shift.id), { text: SHIFT_ES.text, option0: 'Día' }).expect(400);
    expect(Object.keys(short.body.fields)).toEqual(['option1']);
    expect((await put(questionUrl(shift.id, 'fr'), SHIFT_ES).expect(400)).body.message).toBe(
      TRANSLATION_MESSAGES.languageInvalid(),
    );
    expect((await put(questionUrl(999_999), SHIFT_ES).expect(404)).body.message).toBe(JOB_MESSAGES.questionGone);
    await request(server.url).put(questionUrl(shift.id)).set('Origin', server.url).send(SHIFT_ES).expect(401);

    const saved = (await put(questionUrl(shift.id), SHIFT_ES).expect(200)).body as StaffJob['questions'];
    expect(saved[1]!.translations.es!.fields).toEqual(SHIFT_ES);
    expect((await readJob()).questions.map((q) => q.missingTranslations)).toEqual([['es'], []]);
  });

  test('When a Spanish reader opens the form, Then translated texts and labels are Spanish, the rest English, Yes/No from the catalogs, values English', async () => {
    const casey = await signedInUser(server, {
      email: 'casey@example.com',
      password: 'Cand-Passw0rd!',
      firstName: 'Casey',
      role: 'candidate',
    });
    const spanish = await form(casey, 'es');
    expect(spanish.questions.map((q) => [q.text, q.options, q.optionLabels, q.language])).toEqual([
      ['Can you lift 50 pounds?', ['Yes', 'No'], ['Sí', 'No'], 'en'],
      [SHIFT_ES.text, ['Day', 'Night'], ['Día', 'Noche'], 'es'],
    ]);
    expect((await form(casey, 'en')).questions.map((q) => [q.text, q.optionLabels, q.language])).toEqual([
      ['Can you lift 50 pounds?', ['Yes', 'No'], 'en'],
      ['Which shift suits you?', ['Day', 'Night'], 'en'],
    ]);

    const answers = (shift: string) => ({ [spanish.questions[0]!.id]: 'Yes', [spanish.questions[1]!.id]: shift });
    const send = (body: object) =>
      casey.agent.post(`/api/jobs/${job.jobOrderId}/applications?lang=es`).set('Origin', server.url).send(body);
    const base = { formVersion: spanish.formVersion, resume: 'none' };
    // The label is what the reader reads; the value is what is sent and kept.
    await send({ ...base, answers: answers('Noche') }).expect(400);
    await send({ ...base, answers: answers('Night') }).expect(200);
    const list = (await staff.agent.get(`/api/staff/jobs/${job.jobOrderId}/applicants`).expect(200))
      .body as StaffApplicants;
    expect(list.applicants[0]!.form!.answers.map((a) => [a.question, a.answer])).toEqual([
      ['Can you lift 50 pounds?', 'Yes'],
      ['Which shift suits you?', 'Night'],
    ]);
  });

  test('When staff edit the questions, Then changed questions lose their translations in the same save and an unchanged one keeps its own; removal brings back the original', async () => {
    const before = await readJob();
    const [lift, shift] = before.questions;
    await staff.agent
      .put(questionUrl(lift!.id))
      .set('Origin', server.url)
      .send({ text: '¿Puede levantar 50 libras?' })
      .expect(200);
    const edited = [{ ...QUESTIONS[0]!, text: 'Can you lift 60 pounds?' }, QUESTIONS[1]!];
    const after = (
      await staff.agent
        .put(`/api/staff/jobs/${job.jobOrderId}`)
        .set('Origin', server.url)
        .send({ ...JOB, version: before.version, questions: edited })
        .expect(200)
    ).body as StaffJob;
    const [newLift, newShift] = after.questions;
    expect(newShift!.id).not.toBe(shift!.id);
    expect(newShift!.translations.es!.fields).toEqual(SHIFT_ES);
    expect(newLift!.missingTranslations).toEqual(['es']);
    // Nothing is left under the ids that no longer exist.
    const stale = await server.services.translations.read('job-question', [lift!.id, shift!.id]);
    expect([...stale.values()]).toEqual([{}, {}]);

    await staff.agent.delete(questionUrl(newShift!.id)).set('Origin', server.url).expect(200);
    expect((await readJob()).questions[1]!.missingTranslations).toEqual(['es']);
  });
});
