/** The staff console: overview, jobs and applicants, candidates (and viewing as one), the audit log. */
import type { Feature } from '../../compose';
import { createCandidateSearchRepository } from '../profile/candidate-search.repository';
import { staffCandidatesRoutes } from './candidates.routes';
import { createStaffCandidatesService, type StaffCandidatesService } from './candidates.service';
import { staffGraphql } from './staff.graphql';
import { staffRoutes } from './staff.routes';
import { createStaffService, type StaffService } from './staff.service';

export interface StaffServices {
  staff: StaffService;
  staffCandidates: StaffCandidatesService;
}

export const staffFeature: Feature<StaffServices> = {
  name: 'staff',
  services: ({ config, db, clock, audit, site, mailQueued }, s) => ({
    staff: createStaffService({
      jobs: s.jobs,
      jobAdmin: s.jobAdmin,
      applications: s.applications,
      applicationForm: s.applicationForm,
      documents: s.documents,
      clock,
      site,
      payTransparencyStates: config.payTransparencyStates,
      mailQueued,
      mailTemplates: s.mailTemplates,
    }),
    staffCandidates: createStaffCandidatesService({
      db,
      search: createCandidateSearchRepository(db),
      candidates: s.candidates,
      applications: s.applications,
      documents: s.documents,
      resume: s.resume,
      applyLinks: s.applyLinks,
      jobAdmin: s.jobAdmin,
      auth: s.auth,
      audit,
      clock,
    }),
  }),
  routes: (r) => [staffCandidatesRoutes(r), staffRoutes(r)],
  graphql: (s) => [staffGraphql(s)],
};
