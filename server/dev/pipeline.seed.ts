/**
 * Demo pipeline: applicants to the first open job spread over the board's columns, with a few
 * tags and notes written by the demo staff member (through the services, as staff would).
 */
import type { ApplicationStatus } from '../../common/applications';
import type { Db } from '../db/index';
import type { Services } from '../services';

const APPLICANTS: { firstName: string; lastName: string; status: ApplicationStatus; tags: string[]; note?: string }[] =
  [
    { firstName: 'Jordan', lastName: 'Blake', status: 'Submitted', tags: ['Referral'] },
    { firstName: 'Riley', lastName: 'Nguyen', status: 'Submitted', tags: [] },
    {
      firstName: 'Taylor',
      lastName: 'Okafor',
      status: 'Under review',
      tags: ['Senior'],
      note: 'Strong portfolio; ask about availability.',
    },
    { firstName: 'Morgan', lastName: 'Silva', status: 'Under review', tags: ['Relocation'] },
    {
      firstName: 'Avery',
      lastName: 'Patel',
      status: 'Interview',
      tags: ['Senior', 'Referral'],
      note: 'Phone screen went well. Second round with the hiring manager.',
    },
    {
      firstName: 'Quinn',
      lastName: 'Harper',
      status: 'Offer',
      tags: ['Senior'],
      note: 'Offer sent at the top of the range.',
    },
    { firstName: 'Drew', lastName: 'Kim', status: 'Placed', tags: [] },
    {
      firstName: 'Parker',
      lastName: 'Lopez',
      status: 'Not selected',
      tags: ['Keep in mind'],
      note: 'Good fit for the next contract role.',
    },
  ];

export async function seedDemoPipeline(
  db: Db,
  services: Services,
  password: string,
  staffEmail: string,
): Promise<void> {
  const job = await db
    .selectFrom('jobOrder')
    .select('id')
    .where('status', '=', 'Open')
    .orderBy('id')
    .executeTakeFirst();
  const staff = await db.selectFrom('userAccount').select('id').where('email', '=', staffEmail).executeTakeFirst();
  if (!job || !staff) return;
  const info = { ip: '', userAgent: '' };
  for (const [i, a] of APPLICANTS.entries()) {
    const userId = await services.auth.createUser({
      email: `applicant${i + 1}@example.com`,
      password,
      firstName: a.firstName,
      lastName: a.lastName,
      role: 'candidate',
      confirmed: true,
    });
    await services.jobs.apply(userId, job.id, info);
    const application = (await services.applications.list(userId))[0];
    if (!application) continue;
    if (a.status !== 'Submitted')
      await services.applications.setStatus({ id: application.id, status: a.status }, staff.id);
    for (const label of a.tags) await services.pipeline.addTag(application.id, { label }, staff.id);
    if (a.note) await services.pipeline.addNote(application.id, { text: a.note }, staff.id);
  }
}
