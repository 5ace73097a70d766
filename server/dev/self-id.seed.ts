/**
 * Demo voluntary self-identification: a dozen demo applicants to two jobs, most of whom answered,
 * so the admins' report at /admin/self-identification shows counts and hidden small cells.
 */
import { SELF_ID_OPTIONS } from '../../common/self-id';
import type { Db } from '../db';
import type { Services } from '../services';

const [HISPANIC, WHITE, BLACK, , ASIAN] = SELF_ID_OPTIONS.race;
const [VETERAN, NOT_VETERAN, DECLINE_VETERAN] = SELF_ID_OPTIONS.veteran;
const [DISABLED, NOT_DISABLED] = SELF_ID_OPTIONS.disability;

/** Each demo applicant's answers; null: skipped the step. */
const ANSWERS = [
  { sex: 'Female', race: WHITE, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  { sex: 'Female', race: WHITE, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  { sex: 'Female', race: HISPANIC, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  { sex: 'Female', race: WHITE, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  { sex: 'Female', race: BLACK, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  { sex: 'Male', race: WHITE, veteran: VETERAN, disability: DISABLED },
  { sex: 'Male', race: ASIAN, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  { sex: 'Male', race: WHITE, veteran: DECLINE_VETERAN },
  { sex: 'Male', race: WHITE, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  { sex: 'Male', race: HISPANIC, veteran: NOT_VETERAN, disability: NOT_DISABLED },
  null,
  null,
];

export async function seedDemoSelfIdentification(db: Db, services: Services, password: string): Promise<void> {
  if (!services.selfId.enabled) return;
  const jobs = await db.selectFrom('jobOrder').select('id').orderBy('id').limit(2).execute();
  if (jobs.length === 0) return;
  const info = { ip: '', userAgent: 'demo seed' };
  for (const [i, answers] of ANSWERS.entries()) {
    const userId = await services.auth.createUser({
      email: `applicant-eeo${i + 1}@example.com`,
      password,
      firstName: `Applicant ${i + 1}`,
      lastName: 'Demo',
      role: 'candidate',
      confirmed: true,
    });
    const jobOrderId = jobs[i % jobs.length]!.id;
    await services.jobs.apply(userId, jobOrderId, info);
    const application = (await services.applications.list(userId))[0]!;
    if (answers) await services.selfId.answer(userId, application.id, answers, info);
    else await services.selfId.skip(userId, application.id, info);
  }
}
