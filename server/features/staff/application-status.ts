/** An application's status change from the console, with the candidate's mail where the employer wants one. */
import { statusTemplate } from '../../../common/mail-templates';
import { STAFF_MESSAGES } from '../../../common/staff';
import { AppError, ErrorCode } from '../../errors';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { notifySchema, parseFields } from './staff.schema';
import type { StaffServiceDeps } from './staff.shared';

/**
 * POST /api/staff/applications/{id}/status {status, sendMail?, from?}: the applications service
 * records who and when; the candidate's mail (Offer, Not selected) joins its transaction.
 */
export async function setApplicationStatus(deps: StaffServiceDeps, idInput: unknown, body: unknown, actorId: number) {
  const { applications, clock, site, mailTemplates } = deps;
  const { sendMail, from } = parseFields(notifySchema, body);
  const status = (body as { status?: unknown } | null)?.status;
  let queued = false;
  // Which changes send a mail is the employer's choice (mail templates); read before the
  // change's transaction, which holds SQLite's one connection.
  const mode = typeof status === 'string' ? await mailTemplates.sendModeOf(status) : 'off';
  const overview = `${site.publicUrl}/overview`;
  const application = await applications.setStatus({ id: idInput, status }, actorId, {
    expected: from,
    check: () => {
      if (sendMail && mode === 'off')
        throw new AppError(ErrorCode.VALIDATION, STAFF_MESSAGES.mailNotAllowed, {
          fields: { sendMail: STAFF_MESSAGES.mailNotAllowed },
        });
    },
    within: (row, to) => async (trx) => {
      if (!(mode === 'always' || (mode === 'ask' && sendMail))) return;
      const key = statusTemplate(to)?.key;
      if (!key) return;
      // In the candidate's language, whatever the staff member's.
      const mail = await inReaderLanguage(row.preferredLanguage, () =>
        mailTemplates.compose(
          key,
          {
            to: row.email,
            values: {
              firstName: row.firstName,
              jobTitle: row.title,
              company: row.corpTitle,
              status: to,
              link: overview,
            },
          },
          trx,
        ),
      );
      queued = true;
      await enqueueMail(trx, mail, clock());
    },
  });
  if (queued) deps.mailQueued();
  return { ...application, mailSent: queued };
}
