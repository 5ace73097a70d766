/**
 * Demo interviews, on a candidate of their own (the main demo candidate starts with no
 * applications): Taylor applies for two open jobs; staff propose times for both, and Taylor has
 * already chosen one, so Taylor's dashboard shows one booked interview and one proposal waiting.
 */
import dayjs from 'dayjs';
import type { Db } from '../db/index';
import type { Services } from '../services';

const who = { ip: '', userAgent: '' };
const slot = (daysAhead: number, time: string, place: { location?: string; videoUrl?: string }) => ({
  date: dayjs().add(daysAhead, 'day').format('YYYY-MM-DD'),
  time,
  lengthMinutes: 45,
  timeZone: 'America/Chicago',
  ...place,
});

export const DEMO_INTERVIEW_CANDIDATE = { email: 'taylor.demo@example.com', firstName: 'Taylor', lastName: 'Brooks' };

export async function seedDemoInterviews(db: Db, services: Services, password: string, staffId: number) {
  const candidateId = await services.auth.createUser({
    ...DEMO_INTERVIEW_CANDIDATE,
    password,
    role: 'candidate',
    confirmed: true,
  });
  const jobs = await db
    .selectFrom('jobOrder')
    .select('id')
    .where('status', '=', 'Open')
    .where('active', '=', 1)
    .orderBy('id')
    .limit(2)
    .execute();
  if (jobs.length < 2) return;
  const applicationIds: number[] = [];
  for (const job of jobs) {
    await services.jobs.apply(candidateId, job.id, who);
    const row = await db
      .selectFrom('jobApplication')
      .select('id')
      .where('userId', '=', candidateId)
      .where('jobOrderId', '=', job.id)
      .executeTakeFirstOrThrow();
    applicationIds.push(row.id);
  }
  const booked = await services.interviews.propose(
    applicationIds[0],
    {
      slots: [slot(3, '10:00', { videoUrl: 'https://meet.example.com/demo-interview' })],
      note: 'Strong forklift experience; ask about night shifts.',
    },
    staffId,
  );
  await services.interviews.pickAsCandidate(candidateId, booked.id, { slotId: booked.slots[0]!.id }, who);
  await services.interviews.propose(
    applicationIds[1],
    {
      slots: [
        slot(5, '09:30', { location: '100 Congress Ave, Austin, TX' }),
        slot(6, '14:00', { location: '100 Congress Ave, Austin, TX' }),
        slot(7, '11:00', { videoUrl: 'https://meet.example.com/demo-second' }),
      ],
    },
    staffId,
  );
}
