/** Invitations to a job: the apply-now and one-click links, and a new account where there is none. */
import { STAFF_MESSAGES } from '../../../common/staff';
import { CANDIDATE_ADMIN_MESSAGES as M, type InviteResult } from '../../../common/staff-candidates';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { idOrNotFound } from '../../lib/ids';
import { JOB_MESSAGES } from '../jobs/jobs.messages';
import { inviteSchema, isEmail } from './candidates.schema';
import { parseFields } from './staff.schema';
import type { StaffCandidatesDeps } from './candidates.service';

/** The account an invitation goes to: an existing candidate's, or a new one made for the address. */
async function inviteeAccount(deps: StaffCandidatesDeps, email: string, name: { firstName: string; lastName: string }) {
  const existing = await deps.search.findByEmail(email);
  if (existing?.deletedAt != null) return { refused: M.deletedAccount };
  if (existing && existing.role !== 'candidate') return { refused: M.notCandidateAccount };
  if (existing) return { newAccount: undefined };
  if (!name.firstName) return { refused: M.firstNameForNew };
  // No password yet: the invitation mail carries the link to choose one.
  try {
    return { newAccount: await deps.auth.createInvitedCandidate({ email, ...name }) };
  } catch (err) {
    // Registered or invited at the same moment: the unique index decided; that account is invited.
    if (isUniqueViolation(err)) return inviteeAccount(deps, email, name);
    throw err;
  }
}

/**
 * POST /api/staff/jobs/{id}/invitations {emails, firstName?, lastName?}: each address gets the
 * apply-now and one-click links; an address without an account gets a new candidate account
 * and, in the same mail, the link to choose its password.
 */
export async function invite(
  deps: StaffCandidatesDeps,
  jobIdInput: unknown,
  input: unknown,
  actorId: number,
): Promise<InviteResult> {
  const { applyLinks, jobAdmin } = deps;
  const jobOrderId = idOrNotFound(jobIdInput, STAFF_MESSAGES.jobNotFound);
  // Checked before any account is made: the mail would lead to "no longer available" at once.
  if ((await jobAdmin.get(jobOrderId)).status !== 'open')
    throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.inviteClosedJob);
  const { emails: invitees, firstName, lastName } = parseFields(inviteSchema, input);
  // One name for several people would give every new account the same name.
  if (invitees.length > 1 && (firstName || lastName))
    throw new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.invalidForm, {
      fields: { [firstName ? 'firstName' : 'lastName']: M.namesForOne },
    });
  const result: InviteResult = { invited: [], refused: [], alreadyInvited: [] };
  for (const invitee of invitees) {
    const { email } = invitee;
    if (!isEmail(email)) {
      result.refused.push({ email, reason: M.emailInvalid });
      continue;
    }
    if (invitee.nameError) {
      result.refused.push({ email, reason: invitee.nameError });
      continue;
    }
    // Invited already and the link still works: a second mail and a second row help nobody.
    if (await applyLinks.isInvited(email, jobOrderId)) {
      result.alreadyInvited.push(email);
      continue;
    }
    const name = invitee.firstName || invitee.lastName ? invitee : { firstName, lastName };
    const account = await inviteeAccount(deps, email, { firstName: name.firstName, lastName: name.lastName });
    if ('refused' in account) {
      result.refused.push({ email, reason: account.refused! });
      continue;
    }
    await applyLinks.invite({ email, jobOrderId }, actorId, account.newAccount);
    result.invited.push({ email, newAccount: account.newAccount !== undefined });
  }
  return result;
}

/** GET /api/staff/jobs/{id}/invitations */
export async function invitations(deps: StaffCandidatesDeps, jobIdInput: unknown) {
  const jobOrderId = idOrNotFound(jobIdInput, STAFF_MESSAGES.jobNotFound);
  await deps.jobAdmin.get(jobOrderId);
  return deps.applyLinks.invitations(jobOrderId);
}
