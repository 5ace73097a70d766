/** Bulk mail from the board: one mail per candidate, through the outbox. */
import { APPLICATION_MESSAGES } from '../../../common/applications';
import { i18n } from '../../../common/i18n';
import { type BulkItemResult, type BulkResult, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { parseFields } from '../../lib/parse-fields';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import { bulkMailSchema } from './pipeline.schema';
import { jobId, type PipelineServiceDeps } from './pipeline.shared';

/** A mail body as paragraphs: blank lines separate them. */
const paragraphsOf = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** POST /api/staff/jobs/{id}/board/mail {applicationIds, subject, body}: one mail per candidate, via the outbox. */
export async function bulkMail(
  deps: PipelineServiceDeps,
  jobIdInput: unknown,
  body: unknown,
  actorId: number,
): Promise<BulkResult> {
  const { repo, staff, audit, clock, site } = deps;
  const id = jobId(jobIdInput);
  const input = parseFields(bulkMailSchema, body, M.invalidForm);
  const job = await staff.job(id);
  const rows = await repo.recipients(id, input.applicationIds);
  const gone = new Set(rows.filter((r) => r.deletedAt !== null).map((r) => r.id));
  const found = new Map(rows.filter((r) => !gone.has(r.id)).map((r) => [r.id, r]));
  const paragraphs = paragraphsOf(input.body);
  await repo.transaction(async (trx) => {
    for (const r of found.values()) {
      // The staff member's words as written; the mail's own words in the candidate's language.
      const mail = inReaderLanguage(r.preferredLanguage, () =>
        renderMail({
          to: r.email,
          subject: input.subject,
          siteName: site.siteName,
          heading: i18n._('Hello {firstName},', { firstName: r.firstName }),
          paragraphs,
          action: { label: i18n._('Open your dashboard'), url: `${site.publicUrl}/overview` },
          footnote: i18n._('You receive this mail because you applied for {jobTitle} on {siteName}.', {
            jobTitle: job.title,
            siteName: site.siteName,
          }),
        }),
      );
      await enqueueMail(trx, mail, clock());
      await audit.record(
        {
          action: 'application.mail',
          userId: r.userId,
          actorId,
          detail: { applicationId: r.id, jobOrderId: id, subject: input.subject },
        },
        trx,
      );
    }
  });
  if (found.size > 0) deps.mailQueued();
  const results: BulkItemResult[] = input.applicationIds.map((applicationId) =>
    found.has(applicationId)
      ? { applicationId, ok: true }
      : {
          applicationId,
          ok: false,
          error: gone.has(applicationId) ? APPLICATION_MESSAGES.accountDeleted : M.notInJob,
        },
  );
  return { results, done: found.size };
}
