/** Messages of the staff console's server side; the ones the SPA shows too live in common/staff.ts. */
export const CSV_FILES = { jobs: 'jobs.csv', applicants: (jobOrderId: number) => `job-${jobOrderId}-applicants.csv` };
