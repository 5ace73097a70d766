/**
 * The retention purge of Forms I-9 (docs/product.md §4.19), never silent: the forms whose retention
 * date has passed are proposed to admins, and an admin confirms which to destroy. Each goes with
 * its versions, its copies of documents and its official PDF (rows and stored files), and leaves a
 * record of the destruction (dates, when, by whom: nothing of the employee) and an audit entry. A
 * form still to be kept is refused.
 */
import type { Kysely } from 'kysely';
import {
  I9_INSPECTION_MESSAGES as M,
  type I9PurgeRecord,
  type I9Retention,
  purgeNotDue,
} from '../../../common/i9-inspection';
import { purgeSchema } from '../../../common/i9-inspection.schema';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../providers/storage/storage.types';
import type { InspectionRepository } from './inspection.repository';

/** Forms proposed at once (the oldest first), and records of destruction shown. */
const PROPOSED = 500;
const RECORDS_SHOWN = 50;

export interface RetentionDeps {
  repo: InspectionRepository;
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  /** Today on the employer's calendar: a retention date before it has passed. */
  today: () => string;
  storage: Pick<FileStorage, 'delete'>;
  logger: Logger;
}

/** The stored files of these forms: their copies of documents and their official PDF. */
async function storedFiles(
  db: Kysely<Database>,
  forms: { id: number; pdfKey: string | null }[],
): Promise<Map<number, string[]>> {
  const files = new Map<number, string[]>(forms.map((f) => [f.id, f.pdfKey ? [f.pdfKey] : []]));
  if (forms.length === 0) return files;
  // The copies of the documents examined (common/i9-copies.ts).
  const rows = await db
    .selectFrom('i9Copy')
    .select(['formId', 'storageKey'])
    .where(
      'formId',
      'in',
      forms.map((f) => f.id),
    )
    .execute();
  for (const row of rows) files.get(row.formId)?.push(row.storageKey);
  return files;
}

const record = (r: Awaited<ReturnType<InspectionRepository['purges']>>[number]): I9PurgeRecord => ({
  formId: r.formId,
  startDate: r.startDate,
  endDate: r.endDate,
  retentionUntil: r.retentionUntil,
  purgedAt: new Date(Number(r.purgedAt)).toISOString(),
  purgedBy: r.firstName ? `${r.firstName} ${r.lastName}` : null,
  versions: r.versions,
  files: r.files,
});

export function createRetention(deps: RetentionDeps) {
  const { repo, db, clock, audit, today } = deps;
  return {
    /** GET /api/admin/i9/retention: the forms due for destruction, and the latest destructions. */
    async overview(): Promise<I9Retention> {
      const now = today();
      const due = await repo.due(now, PROPOSED);
      const files = await storedFiles(db, due);
      return {
        today: now,
        due: due.map((f) => ({
          formId: f.id,
          employee: `${f.firstName} ${f.lastName}`,
          startDate: f.startDate,
          endDate: f.endDate!,
          retentionUntil: f.retentionUntil!,
          versions: Number(f.versions),
          files: files.get(f.id)?.length ?? 0,
        })),
        done: (await repo.purges(RECORDS_SHOWN)).map(record),
      };
    },

    /**
     * POST /api/admin/i9/purges {formIds, confirm: true}: destroys the chosen forms, all or none,
     * once each one's retention date has passed; then their stored files.
     */
    async purge(input: unknown, actorId: number, info: RequestInfo): Promise<{ purged: I9PurgeRecord[] }> {
      const { formIds } = parse(purgeSchema, input);
      const now = today();
      const forms = await repo.purgeable(formIds);
      if (forms.length !== formIds.length) throw new AppError(ErrorCode.NOT_FOUND, M.purgeNotFound);
      const kept = forms.find((f) => !f.endDate || !f.retentionUntil || f.retentionUntil >= now);
      if (kept) throw new AppError(ErrorCode.CONFLICT, purgeNotDue(kept.id, kept.retentionUntil));
      const files = await storedFiles(db, forms);
      const purgedAt = clock();
      await db.transaction().execute(async (trx) => {
        for (const form of forms.sort((a, b) => a.id - b.id)) {
          const keys = files.get(form.id) ?? [];
          await trx.deleteFrom('i9Copy').where('formId', '=', form.id).execute();
          const done = await repo.purge(
            trx,
            { id: form.id, startDate: form.startDate, endDate: form.endDate!, retentionUntil: form.retentionUntil! },
            { purgedAt, purgedBy: actorId, files: keys.length },
            now,
          );
          // Another admin destroyed it meanwhile: nothing of this request is kept.
          if (!done) throw new AppError(ErrorCode.NOT_FOUND, M.purgeNotFound);
          // Whose form it was is not recorded: the entry proves the destruction, no more.
          await audit.record(
            {
              action: 'i9.purged',
              actorId,
              detail: {
                formId: form.id,
                startDate: form.startDate,
                endDate: form.endDate,
                retentionUntil: form.retentionUntil,
                versions: done.versions,
                files: keys.length,
              },
              ip: info.ip,
              userAgent: info.userAgent,
            },
            trx,
          );
        }
      });
      // The rows are gone; their files follow (one left behind is found by housekeeping's sweep).
      for (const key of [...files.values()].flat())
        await deps.storage.delete(key).catch((err: unknown) => deps.logger.warn({ err, key }, 'I-9 file not deleted'));
      const records = await repo.purges(Math.max(RECORDS_SHOWN, formIds.length));
      return { purged: records.filter((r) => formIds.includes(r.formId)).map(record) };
    },
  };
}
