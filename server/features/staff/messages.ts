/** Messages of the staff console's server side; the ones the SPA shows too live in common/staff.ts. */
import type { ApplicationStatus } from '../../../common/applications';

/** The mail a staff member may send when an application's status becomes Offer or Not selected. */
export const STATUS_MAILS: Partial<
  Record<ApplicationStatus, (job: { title: string; corpTitle: string }) => { subject: string; paragraphs: string[] }>
> = {
  Offer: (job) => ({
    subject: `Good news about ${job.title}`,
    paragraphs: [
      `We are delighted to tell you that ${job.corpTitle} would like to offer you the position of ${job.title}.`,
      'Your recruiter will be in touch shortly with the details. You can follow your application on your dashboard.',
    ],
  }),
  'Not selected': (job) => ({
    subject: `Your application for ${job.title}`,
    paragraphs: [
      `Thank you for applying for ${job.title} at ${job.corpTitle}. After careful consideration, you have not been selected for this position.`,
      'We will keep your profile in mind for other roles, and new jobs are added every day.',
    ],
  }),
};

export const CSV_FILES = { jobs: 'jobs.csv', applicants: (jobOrderId: number) => `job-${jobOrderId}-applicants.csv` };
