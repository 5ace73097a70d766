/**
 * The console's candidates (search, a candidate's page, résumé download), invitations to a job,
 * view as candidate (start, end) and the audit log. Composes other features' services; no HTTP.
 * Each use case is a function of its own file; this binds them to the service's deps. The
 * candidate lookup they share is in staff-candidates.shared.ts.
 */
import type { Db } from '../../db';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { RequestInfo } from '../../lib/request-info';
import type { AuthService } from '../auth/auth.service';
import type { DocumentsService } from '../documents/documents.service';
import type { ApplicationsService } from '../jobs/applications.service';
import type { ApplyLinkService } from '../jobs/apply-link.service';
import type { JobAdminService } from '../jobs/job-admin.service';
import type { CandidateSearchRepository } from '../profile/candidate-search.repository';
import type { CandidatesService } from '../profile/candidates.service';
import type { ResumeService } from '../profile/resume.service';
import { auditLog } from './audit-log';
import { candidateDetail } from './candidate-detail';
import { invitations, invite } from './invite-candidates';
import { listCandidates } from './list-candidates';
import { applicationResume, resumeFile } from './resume-downloads';
import { candidateAccount } from './staff-candidates.shared';
import { endViewing, startViewing } from './view-as';

/**
 * The deps stay here: only this file may name the profile feature's search repository
 * (eslint.config.mjs), so the use cases take their type from it.
 */
export interface StaffCandidatesDeps {
  db: Db;
  search: CandidateSearchRepository;
  candidates: CandidatesService;
  applications: ApplicationsService;
  documents: DocumentsService;
  resume: ResumeService;
  applyLinks: ApplyLinkService;
  jobAdmin: JobAdminService;
  auth: AuthService;
  audit: AuditLog;
  clock: Clock;
}

export function createStaffCandidatesService(deps: StaffCandidatesDeps) {
  return {
    /** A candidate's account (404 when there is none), for callers that need no more of them. */
    account: (idInput: unknown) => candidateAccount(deps, idInput),
    list: (input: unknown) => listCandidates(deps, input),
    detail: (idInput: unknown) => candidateDetail(deps, idInput),
    resumeFile: (idInput: unknown) => resumeFile(deps, idInput),
    applicationResume: (idInput: unknown) => applicationResume(deps, idInput),
    invite: (jobIdInput: unknown, input: unknown, actorId: number) => invite(deps, jobIdInput, input, actorId),
    invitations: (jobIdInput: unknown) => invitations(deps, jobIdInput),
    startViewing: (idInput: unknown, actorId: number, info: RequestInfo) => startViewing(deps, idInput, actorId, info),
    endViewing: (view: { candidateId: number; actorId: number; startedAt: number }, info: RequestInfo) =>
      endViewing(deps, view, info),
    auditLog: (input: unknown) => auditLog(deps, input),
  };
}

export type StaffCandidatesService = ReturnType<typeof createStaffCandidatesService>;
