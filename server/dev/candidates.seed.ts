/** The demo candidate's record (docs/architecture.md §4): a contractor living in Chicago (60601). */
import type { ProfileInput } from '../../common/candidates';

export const DEMO_PROFILE: Omit<ProfileInput, 'firstName' | 'lastName'> = {
  realTitle: 'Senior Mechanical Engineer',
  currentCompany: 'Lakeshore Industrial Design',
  phone: '(312) 555-0147',
  zipCode: '60601',
  desiredWorkType: 'Contract',
  hourlyRateMinimum: 65,
  skills: [
    { name: 'AutoCAD', monthsUsed: 96 },
    { name: 'SolidWorks', monthsUsed: 72 },
    { name: 'Project Management', monthsUsed: 48 },
    { name: 'Six Sigma', monthsUsed: 36 },
    { name: 'Lean Manufacturing', monthsUsed: 30 },
    { name: 'Python', monthsUsed: 18 },
  ],
};
