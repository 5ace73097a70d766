/**
 * Applying from an emailed link (docs/product.md §2 /apply-now, §4, §7). A staff member invites a candidate to
 * a job: an applicant record whose random id (256 bits, stored hashed) travels in the link. The
 * page trades the id for a short-lived apply token (a JWT under its own key, so it is never a
 * session token), reads the job order with it, and applies with it. The mail also carries a
 * single-use one-click link (/apply-redirect/{token}: its page's button applies).
 * Each use case is a function of its own file; this binds them to the service's deps and its
 * token key. The token checks they share are in apply-link.shared.ts.
 */
import { tokenKey } from '../../http/session-token';
import type { RequestInfo } from '../../lib/request-info';
import type { ApplyLinkDeps, ApplyLinksDeps } from './apply-link.shared';
import { applicant, applicantJobOrder, applicantPasswordSetup, applyWithToken, issueToken } from './apply-now';
import { invitations, invite, isInvited } from './invite-candidate';
import { applyRedirect, linkPreview, type OneClickOutcome, passwordSetupAfterApplying } from './one-click-link';

export type { ApplyLinkDeps, OneClickOutcome };

export function createApplyLinkService(factoryDeps: ApplyLinkDeps) {
  const deps: ApplyLinksDeps = { ...factoryDeps, key: tokenKey(factoryDeps.secret, 'apply') };
  return {
    invite: (input: unknown, invitedBy: number | null, newAccount?: { setPasswordUrl: string }) =>
      invite(deps, input, invitedBy, newAccount),
    applicant: (idInput: unknown) => applicant(deps, idInput),
    passwordSetup: (idInput: unknown, info: RequestInfo) => applicantPasswordSetup(deps, idInput, info),
    linkPreview: (token: unknown) => linkPreview(deps, token),
    issueToken: (body: unknown) => issueToken(deps, body),
    jobOrder: (authorization: string | undefined, jobOrderIdInput: unknown) =>
      applicantJobOrder(deps, authorization, jobOrderIdInput),
    apply: (body: unknown, info: RequestInfo) => applyWithToken(deps, body, info),
    applyRedirect: (token: unknown, info: RequestInfo): Promise<OneClickOutcome> => applyRedirect(deps, token, info),
    passwordSetupAfterApplying: (userId: number) => passwordSetupAfterApplying(deps, userId),
    isInvited: (email: string, jobOrderId: number) => isInvited(deps, email, jobOrderId),
    invitations: (jobOrderId: number) => invitations(deps, jobOrderId),
  };
}

export type ApplyLinkService = ReturnType<typeof createApplyLinkService>;
