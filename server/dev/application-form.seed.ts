/** Demo jobs whose application form asks screening questions; the warehouse one has knockout answers. */
import type { QuestionInput } from '../../common/application-form';
import type { Services } from '../services';

const DAY = 86_400_000;

const DEMO_FORM_JOBS: { title: string; description: string; category: string; questions: QuestionInput[] }[] = [
  {
    title: 'Forklift Operator (Licensed)',
    category: 'Distribution',
    description:
      '<p>Load and unload trucks, move pallets and keep the racking tidy on a busy distribution floor.</p><h3>You need</h3><ul><li>A valid forklift licence</li><li>Safety-first habits</li></ul>',
    questions: [
      { kind: 'yesNo', text: 'Do you hold a valid forklift licence?', required: true, knockoutAnswers: ['No'] },
      { kind: 'number', text: 'Years of warehouse experience', required: true, min: 1 },
      { kind: 'single', text: 'Which shift suits you?', required: true, options: ['Day', 'Night', 'Either'] },
      { kind: 'text', text: 'When could you start?' },
    ],
  },
  {
    title: 'Registered Nurse, Night Shift',
    category: 'Healthcare',
    description:
      '<p>Care for patients on a medical-surgical unit, three 12-hour night shifts a week.</p><h3>You need</h3><ul><li>An active RN licence</li><li>BLS certification</li></ul>',
    questions: [
      {
        kind: 'multiple',
        text: 'Which certifications do you hold?',
        required: true,
        options: ['BLS', 'ACLS', 'PALS', 'None of these'],
        knockoutAnswers: ['None of these'],
      },
      { kind: 'yesNo', text: 'Are you willing to work weekends?', required: false },
    ],
  },
  {
    title: 'Junior Data Analyst',
    category: 'InformationTechnology',
    description: '<p>Build reports and dashboards with SQL and a BI tool, working with the finance team.</p>',
    questions: [
      {
        kind: 'single',
        text: 'How well do you know SQL?',
        required: true,
        options: ['Beginner', 'Intermediate', 'Advanced'],
      },
      { kind: 'text', text: 'Link to a project you are proud of' },
    ],
  },
];

export async function seedDemoApplicationForms(services: Pick<Services, 'jobs' | 'applicationForm' | 'clock'>) {
  const now = services.clock();
  const ids = await services.jobs.createJobs(
    DEMO_FORM_JOBS.map((job, i) => ({
      title: job.title,
      description: job.description,
      corpTitle: 'Demo Staffing Partners',
      employmentType: i === 2 ? 'Permanent' : 'Contract',
      category: job.category as 'Distribution',
      location: 'Chicago, IL',
      postalCode: '60601',
      openedAt: now - (i + 1) * DAY,
    })),
  );
  for (const [i, id] of ids.entries()) await services.applicationForm.setQuestions(id, DEMO_FORM_JOBS[i]!.questions);
}
