/** The candidate's current résumé: its summary, its id and name, its file; and a résumé by id for staff. */
import type { Kysely } from 'kysely';
import type { ResumeSummary } from '../../../common/resume';
import type { Database } from '../../db/schema';
import { openStored, type StoredBody } from '../../providers/storage/storage.types';
import type { ResumeRow } from './resume.repository';
import { notFound, type ResumeServiceDeps, summary } from './resume.shared';

/** A résumé's file with its name and type, read from storage as it is sent. */
interface ResumeDownload {
  fileName: string;
  mediaType: 'pdf' | 'docx';
  file: StoredBody;
}

export async function currentResume(deps: ResumeServiceDeps, userId: number): Promise<ResumeSummary | null> {
  const row = await deps.repo.findCurrent(userId);
  return row ? summary(deps, row) : null;
}

/** The current résumé's id and file name (what an application carries, and its mail names). */
export async function currentFile(
  deps: ResumeServiceDeps,
  userId: number,
): Promise<{ id: number; fileName: string } | null> {
  const row = await deps.repo.findCurrent(userId);
  return row ? { id: row.id, fileName: row.fileName } : null;
}

/** The id an application records (ARCHITECTURE: applications carry the résumé of their time). */
export async function currentId(
  deps: ResumeServiceDeps,
  userId: number,
  executor?: Kysely<Database>,
): Promise<number | null> {
  return (await deps.repo.findCurrent(userId, executor))?.id ?? null;
}

async function downloadOf(deps: ResumeServiceDeps, row: ResumeRow | undefined): Promise<ResumeDownload> {
  const file = row ? await openStored(deps.storage, row.storageKey) : null;
  if (!row || !file) throw notFound();
  return { fileName: row.fileName, mediaType: row.mediaType, file };
}

/** The current résumé's file, to be streamed. */
export async function downloadCurrent(deps: ResumeServiceDeps, userId: number): Promise<ResumeDownload> {
  return downloadOf(deps, await deps.repo.findCurrent(userId));
}

/** A résumé by its id (the one an application keeps), for staff. */
export async function downloadById(deps: ResumeServiceDeps, id: number): Promise<ResumeDownload> {
  return downloadOf(deps, await deps.repo.findById(id));
}
