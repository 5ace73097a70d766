/**
 * Uploading a résumé: checked, read and stored; then either the profile's current résumé, or one
 * application's own, written in that application's transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESUME_MESSAGES, type ResumeSummary } from '../../../common/resume';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { refuseWhileViewing } from '../../lib/viewing';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import { readResume } from './resume-file';
import { notFound, type PreparedResume, removeFiles, type ResumeServiceDeps, summary } from './resume.shared';
import { findSkills, findTitle } from './skills';

/** Uploads a candidate may make in a window: a few corrections, never a stream of files to parse. */
export const RESUME_UPLOAD_RULE = { limit: 10, windowMs: 15 * 60_000 };

/** A display and download name that cannot break a header or a path (SECURITY 5.3.2). */
function resumeFileName(uploaded: string | undefined, mediaType: 'pdf' | 'docx'): string {
  const base = (uploaded ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.(pdf|docx?)$/i, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 80);
  return `${base || 'resume'}.${mediaType}`;
}

/** The upload rules of every résumé: a file, the rate limit, its content read in the file pool, stored. */
export async function prepareResume(
  deps: ResumeServiceDeps,
  userId: number,
  file: { bytes: Uint8Array; name?: string } | undefined,
  info: RequestInfo,
): Promise<PreparedResume> {
  const { storage, files, rateLimiter, clock, audit, candidates } = deps;
  await refuseWhileViewing(audit, info, 'resume');
  if (!file || file.bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, RESUME_MESSAGES.noFile);
  const allowed = await rateLimiter.hit(`resume-upload:${userId}`, RESUME_UPLOAD_RULE);
  if (!allowed.allowed)
    throw new AppError(ErrorCode.RATE_LIMITED, RESUME_MESSAGES.tooManyUploads, undefined, {
      retryAfter: Math.max(1, Math.ceil((allowed.resetAt - clock()) / 1000)),
    });
  const read = await readResume(files, file.bytes).catch(async (err: unknown) => {
    if (err instanceof AppError && err.code !== ErrorCode.UNAVAILABLE)
      await audit.record({
        action: 'resume.rejected',
        userId,
        detail: { bytes: file.bytes.length, reason: err.code },
        ...info,
      });
    throw err;
  });
  const [held, known] = await Promise.all([candidates.skillNames(userId), candidates.knownSkillNames()]);
  const skills = findSkills(read.text, known, held);
  const storageKey = `resumes/${randomBytes(16).toString('hex')}.${read.mediaType}`;
  await storage.put(storageKey, file.bytes);
  const sha256 = sha256Hex(Buffer.from(file.bytes));
  return {
    row: {
      userId,
      storageKey,
      fileName: resumeFileName(file.name, read.mediaType),
      mediaType: read.mediaType,
      byteSize: file.bytes.length,
      sha256,
      text: read.text,
      suggestedTitle: findTitle(read.text),
      suggestedSkills: JSON.stringify(skills),
      createdAt: clock(),
    },
    detail: { sha256, bytes: file.bytes.length },
  };
}

/** Stores a new current résumé; the previous one is deleted unless an application uses it. */
export async function uploadResume(
  deps: ResumeServiceDeps,
  userId: number,
  file: { bytes: Uint8Array; name?: string } | undefined,
  info: RequestInfo,
): Promise<ResumeSummary> {
  const { repo, storage, audit } = deps;
  const prepared = await prepareResume(deps, userId, file, info);
  try {
    await repo.db.transaction().execute((trx) => repo.insertCurrent(prepared.row, trx));
  } catch (err) {
    await storage.delete(prepared.row.storageKey);
    throw err;
  }
  await removeFiles(deps, await repo.deleteUnused(userId));
  await audit.record({ action: 'resume.uploaded', userId, detail: prepared.detail, ...info });
  const row = await repo.findCurrent(userId);
  if (!row) throw notFound();
  return summary(deps, row);
}

export async function insertPrepared(
  deps: ResumeServiceDeps,
  prepared: PreparedResume,
  trx: Kysely<Database>,
): Promise<number> {
  return deps.repo.insertOther(prepared.row, trx);
}

export async function discardPrepared(deps: ResumeServiceDeps, prepared: PreparedResume): Promise<void> {
  await deps.storage.delete(prepared.row.storageKey);
}
