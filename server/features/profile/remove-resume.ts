/** Removing résumés: the candidate's own removal, and the privacy export and erasure of all of them. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refuseWhileViewing } from '../../lib/viewing';
import type { RequestInfo } from '../../lib/request-info';
import { removeFiles, type ResumeServiceDeps } from './resume.shared';

/** The candidate removes their résumé; a copy an application uses stays with that application. */
export async function removeResume(deps: ResumeServiceDeps, userId: number, info: RequestInfo): Promise<void> {
  const { repo, audit } = deps;
  await refuseWhileViewing(audit, info, 'resume');
  await repo.clearCurrent(userId);
  await removeFiles(deps, await repo.deleteUnused(userId));
  await audit.record({ action: 'resume.deleted', userId, ...info });
}

/** Privacy: every résumé of the user with its file (export). */
export async function filesOf(deps: ResumeServiceDeps, userId: number) {
  const rows = await deps.repo.listForUser(userId);
  const files = await Promise.all(rows.map(async (row) => ({ row, bytes: await deps.storage.get(row.storageKey) })));
  return files.map(({ row, bytes }) => ({
    data: {
      fileName: row.fileName,
      mediaType: row.mediaType,
      byteSize: Number(row.byteSize),
      sha256: row.sha256,
      current: row.isCurrent === 1,
      uploadedAt: new Date(Number(row.createdAt)).toISOString(),
      text: row.text,
    },
    path: `resumes/${row.id}-${row.fileName}`,
    bytes,
  }));
}

/** Privacy: removes every résumé of the user inside `trx`; returns what to delete from storage after commit. */
export function eraseAll(deps: ResumeServiceDeps, userId: number, trx: Kysely<Database>): Promise<string[]> {
  return deps.repo.deleteAll(userId, trx);
}
