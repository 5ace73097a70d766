/** Staff invite a candidate to a job by mail, and see a job's invitations. */
import type { Invitation } from '../../../common/staff-candidates';
import { DEFAULT_LANGUAGE, i18n } from '../../../common/i18n';
import { applyLinkSchema } from '../../../common/jobs.schema';
import { AppError, ErrorCode } from '../../errors';
import { currentLanguage } from '../../lib/i18n';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import { APPLICANT_TTL_MS, APPLY_LINK_TTL_MS, type ApplyLinksDeps } from './apply-link.shared';
import { isOpen } from './job-shapes';
import { JOB_MESSAGES } from './jobs.messages';
import { parseInput } from './jobs.shared';

/**
 * Staff (API, CLI): invite a candidate to a job by mail. Returns the links for the record.
 * An account made for the invitation has no password yet: its set-your-password link rides along.
 */
export async function invite(
  deps: ApplyLinksDeps,
  input: unknown,
  invitedBy: number | null,
  newAccount?: { setPasswordUrl: string },
) {
  const { repo, db, clock, audit, site } = deps;
  const { email, jobOrderId } = parseInput(applyLinkSchema, input);
  const user = await deps.accountByEmail(email);
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.noCandidate);
  const job = await repo.findJob(jobOrderId);
  if (!job) throw new AppError(ErrorCode.NOT_FOUND, JOB_MESSAGES.jobNotFound);
  // The mail would lead to "no longer available" at once.
  if (!isOpen(job)) throw new AppError(ErrorCode.CONFLICT, JOB_MESSAGES.inviteClosedJob);
  // An account that still has no password (invited before, or by the CLI) gets a fresh link to
  // choose one in every invitation: without it, nobody could sign in to follow the application.
  const setPasswordUrl =
    newAccount?.setPasswordUrl ??
    (await deps.passwordSetup(user.id, true).then((path) => (path ? `${site.publicUrl}${path}` : null)));
  const applicantId = randomToken();
  const oneClick = randomToken();
  const now = clock();
  const applyNowUrl = `${site.publicUrl}/apply-now?id=${encodeURIComponent(applicantId)}`;
  const oneClickUrl = `${site.publicUrl}/apply-redirect/${encodeURIComponent(oneClick)}`;
  await db.transaction().execute(async (trx) => {
    const id = await deps.links.insertApplicant(
      { idHash: sha256Hex(applicantId), userId: user.id, jobOrderId, invitedBy, expiresAt: now + APPLICANT_TTL_MS },
      now,
      trx,
    );
    await deps.links.insertLinkToken(
      { tokenHash: sha256Hex(oneClick), applicantId: id, expiresAt: now + APPLY_LINK_TTL_MS },
      now,
      trx,
    );
    // In the candidate's language; an account made for this invitation has none yet: the request's.
    const mail = inReaderLanguage(
      user.preferredLanguage,
      () =>
        renderMail({
          to: user.email,
          subject: i18n._('A job for you: {jobTitle}', { jobTitle: job.title }),
          siteName: site.siteName,
          heading: i18n._('Hello {firstName},', { firstName: user.firstName }),
          paragraphs: [
            i18n._('We think you would be a great fit for {jobTitle} at {company} in {location}.', {
              jobTitle: job.title,
              company: job.corpTitle,
              location: job.location,
            }),
            i18n._('Already sure? Apply in one click: {oneClickUrl}', { oneClickUrl }),
            ...(setPasswordUrl
              ? [
                  i18n._(
                    'We have made you a {siteName} account with this address. Choose its password with the link below to sign in and follow your application; applying from this mail takes you there too.',
                    { siteName: site.siteName },
                  ),
                ]
              : []),
          ],
          ...(setPasswordUrl && {
            list: [
              {
                title: i18n._('Your new {siteName} account: choose your password to sign in', {
                  siteName: site.siteName,
                }),
                detail: i18n._('this link expires in 7 days'),
                url: setPasswordUrl,
              },
            ],
          }),
          action: { label: i18n._('View the job and apply'), url: applyNowUrl },
          footnote: i18n._('These links are personal to you: please do not forward this email.'),
        }),
      newAccount ? currentLanguage() : DEFAULT_LANGUAGE,
    );
    await enqueueMail(trx, mail, now);
  });
  deps.mailQueued();
  await audit.record({ action: 'apply.invite', userId: user.id, actorId: invitedBy, detail: { jobOrderId } });
  return { applicantId, applyNowUrl, oneClickUrl };
}

/** Whether the address holds an open invitation to the job (inviting again would mail it twice). */
export async function isInvited(deps: ApplyLinksDeps, email: string, jobOrderId: number): Promise<boolean> {
  return (await deps.links.findOpenInvitation(email.toLowerCase(), jobOrderId, deps.clock())) !== undefined;
}

/** Staff: a job's invitations and whether each was used to apply. */
export async function invitations(deps: ApplyLinksDeps, jobOrderId: number): Promise<Invitation[]> {
  const now = deps.clock();
  const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;
  return (await deps.links.listInvitations(jobOrderId)).map((r) => ({
    id: r.id,
    email: r.email,
    candidateName: name(r.firstName, r.lastName) ?? r.email,
    invitedBy: name(r.staffFirst, r.staffLast),
    invitedAt: new Date(Number(r.createdAt)).toISOString(),
    state: r.usedAt !== null ? 'used' : Number(r.expiresAt) > now ? 'open' : 'expired',
    usedAt: r.usedAt === null ? null : new Date(Number(r.usedAt)).toISOString(),
    applied: r.applicationId !== null,
  }));
}
