/** Staff propose 1–5 times for an application; the candidate is mailed a link to choose one. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { INTERVIEW_MESSAGES as M, type StaffInterview } from '../../../common/interviews';
import { APPLICATION_MESSAGES } from '../../../common/applications';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { parseSlots } from './slots';
import { conflict, INTERVIEW_CLOSED_STATUSES, type InterviewsDeps, staffOne } from './interviews.shared';

const noteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(1000, { error: () => M.noteTooLong })
    .optional(),
});

/** POST /api/staff/applications/{id}/interviews {slots, note?} */
export async function proposeInterview(
  deps: InterviewsDeps,
  applicationInput: unknown,
  body: unknown,
  actorId: number,
): Promise<StaffInterview> {
  const { db, repo, mails, clock, audit } = deps;
  const applicationId = idOrNotFound(applicationInput, M.applicationNotFound);
  const now = clock();
  const slots = parseSlots((body as { slots?: unknown } | null)?.slots, now);
  const { note } = parseFields(noteSchema, body, M.invalidForm);
  const application = await deps.application(applicationId);
  if (!application) throw new AppError(ErrorCode.NOT_FOUND, M.applicationNotFound);
  if (application.accountDeletedAt !== null) throw conflict(APPLICATION_MESSAGES.accountDeleted);
  if (INTERVIEW_CLOSED_STATUSES.includes(application.status)) throw conflict(M.applicationClosed(application.status));
  if (await repo.hasOpen(applicationId)) throw conflict(M.alreadyOpen);
  const token = randomToken();
  const id = await db.transaction().execute(async (trx) => {
    const newId = await repo.insert(
      trx,
      {
        applicationId,
        uid: `${randomUUID()}@interviews`,
        proposedBy: actorId,
        note: note || null,
        tokenHash: sha256Hex(token),
        // The link works until the last proposed time has begun.
        tokenExpiresAt: Math.max(...slots.map((s) => s.startsAt)),
        now,
      },
      slots,
    );
    const row = (await repo.find(newId, trx))!;
    await mails.invitation(trx, row, await repo.slots([newId], trx), token, now);
    await audit.record(
      {
        action: 'interview.proposed',
        userId: application.userId,
        actorId,
        detail: { interviewId: newId, applicationId, slots: slots.length },
      },
      trx,
    );
    return newId;
  });
  deps.mailQueued();
  return staffOne(deps, id);
}
