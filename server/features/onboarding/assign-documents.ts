/** Staff assign templates or a packet to candidates, with a due date and one mail per candidate. */
import { INFO_SIGNATURE_TYPE } from '../../../common/documents';
import { ONBOARDING_MESSAGES as M, type AssignmentResult } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { parseFields } from '../staff/staff.schema';
import { assignmentEntries } from './assignment-entries';
import { assignmentMail } from './onboarding.mail';
import { assignmentSchema } from './onboarding.schema';
import { futureDue, type OnboardingDeps, template } from './onboarding.shared';
import { transactionAgainOnDuplicate } from './staff-changes';

const MAX_CANDIDATES = 500;

/**
 * POST /api/staff/document-assignments: each candidate gets the documents and ONE mail listing
 * them, written in the same transaction (nothing is assigned without its mail, or the reverse).
 */
export async function assignDocuments(
  deps: OnboardingDeps,
  body: unknown,
  actorId: number | null,
): Promise<AssignmentResult> {
  const { db, repo, documents, clock, site } = deps;
  const input = parseFields(assignmentSchema, body, M.invalidForm);
  let templateIds: number[];
  if (input.packetId) {
    const packet = (await repo.listPackets()).find((p) => p.id === input.packetId);
    if (!packet) throw new AppError(ErrorCode.NOT_FOUND, M.packetNotFound);
    templateIds = packet.templateIds;
  } else if (input.templateId) {
    templateIds = [(await template(deps, input.templateId)).id];
  } else {
    throw new AppError(ErrorCode.VALIDATION, M.chooseWhat, { fields: { templateId: M.chooseWhat } });
  }
  const dueAt = futureDue(deps, input.dueDate);
  const { emails, notUsed } = assignmentEntries(input.emails);
  if (emails.length === 0) {
    const message = notUsed.length ? `${M.noEmails} ${M.notUsed(notUsed)}` : M.noEmails;
    throw new AppError(ErrorCode.VALIDATION, message, { fields: { emails: message }, notUsed });
  }
  if (emails.length > MAX_CANDIDATES)
    throw new AppError(ErrorCode.VALIDATION, M.tooManyEmails, { fields: { emails: M.tooManyEmails } });
  const candidates = await repo.candidatesByEmail(emails);
  const known = new Set(candidates.map((c) => c.email.toLowerCase()));
  // One unknown address does not hold back the others: they are assigned, it is reported.
  const unknown = emails.filter((e) => !known.has(e));
  if (candidates.length === 0) {
    const message = [M.unknownEmails(unknown), ...(notUsed.length ? [M.notUsed(notUsed)] : [])].join(' ');
    throw new AppError(ErrorCode.VALIDATION, message, { fields: { emails: message }, notUsed });
  }

  const result = await transactionAgainOnDuplicate(db, async (trx) => {
    // Each template is read once, not once per candidate.
    const templates = await Promise.all(templateIds.map((id) => documents.templateRow(id, trx)));
    // What each candidate has open already is not assigned twice (nor mailed again).
    const open = new Set(
      (
        await repo.openAssignments(
          candidates.map((c) => c.id),
          templateIds,
          trx,
        )
      ).map((d) => `${d.userId}:${d.templateId}`),
    );
    const out: Omit<AssignmentResult, 'unknown' | 'notUsed'> = {
      assigned: [],
      alreadyAssigned: [],
      mailsQueued: 0,
    };
    for (const candidate of candidates) {
      const toSign: string[] = [];
      const toRead: string[] = [];
      const skipped: string[] = [];
      for (const [i, templateId] of templateIds.entries()) {
        const template = templates[i]!;
        if (open.has(`${candidate.id}:${templateId}`)) {
          skipped.push(template.formTitle);
          continue;
        }
        const doc = await documents.assign(
          { userId: candidate.id, templateId, dueAt, assignedBy: actorId },
          trx,
          template,
        );
        (template.signatureType === INFO_SIGNATURE_TYPE ? toRead : toSign).push(doc.formTitle);
      }
      if (skipped.length) out.alreadyAssigned.push({ email: candidate.email, titles: skipped });
      if (toSign.length + toRead.length === 0) continue;
      await enqueueMail(
        trx,
        assignmentMail({
          to: candidate.email,
          firstName: candidate.firstName,
          preferredLanguage: candidate.preferredLanguage,
          toSign,
          toRead,
          dueAt,
          site,
        }),
        clock(),
      );
      out.assigned.push({ email: candidate.email, documents: toSign.length + toRead.length });
      out.mailsQueued += 1;
    }
    return out;
  });
  if (result.mailsQueued) deps.mailQueued();
  return { ...result, unknown, notUsed };
}
