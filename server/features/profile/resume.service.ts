/**
 * Résumés: upload (content checked, text extracted, suggestions read), replace, download, delete,
 * and accepting suggested skills into the candidate record. Applications keep the résumé that was
 * current when the candidate applied, so its file stays until no application refers to it.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  MAX_ACCEPTED_SKILLS,
  RESUME_MESSAGES,
  type ResumeSuggestions,
  type ResumeSummary,
} from '../../../common/resume';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import { refuseWhileViewing } from '../../lib/viewing';
import type { Clock } from '../../lib/clock';
import { parseInput as parse } from '../jobs/jobs.service';
import type { RequestInfo } from '../../lib/request-info';
import { sha256Hex } from '../../lib/tokens';
import type { RateLimiter } from '../../lib/rate-limiter';
import { openStored, type FileStorage, type StoredBody } from '../../providers/storage/storage.types';
import type { FilePool } from '../../untrusted';
import { readResume } from './resume-file';
import type { NewResume, ResumeRepository, ResumeRow } from './resume.repository';
import { findSkills, findTitle } from './skills';

/** What the résumé feature needs of the candidate record (the candidates feature provides it). */
interface CandidateSkills {
  /** The skills on the candidate's record. */
  skillNames(userId: number): Promise<string[]>;
  /** Skills candidates already use, to be found in résumés besides the curated list. */
  knownSkillNames(): Promise<string[]>;
  addSkills(userId: number, names: string[]): Promise<void>;
  setTitle(userId: number, title: string): Promise<void>;
}

export interface ResumeServiceDeps {
  repo: ResumeRepository;
  storage: FileStorage;
  /** Opens the uploaded file off the request thread, within time and memory limits. */
  files: FilePool;
  rateLimiter: RateLimiter;
  clock: Clock;
  audit: AuditLog;
  candidates: CandidateSkills;
}

const acceptSchema = z.object({
  skills: z.array(z.string().trim().min(1).max(60)).max(MAX_ACCEPTED_SKILLS).default([]),
  title: z.string().trim().max(200).nullish(),
});

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

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A checked and stored upload whose row is not written yet. */
export interface PreparedResume {
  row: NewResume;
  detail: { sha256: string; bytes: number };
}

/** A résumé's file with its name and type, read from storage as it is sent. */
interface ResumeDownload {
  fileName: string;
  mediaType: 'pdf' | 'docx';
  file: StoredBody;
}

/** Uploads a candidate may make in a window: a few corrections, never a stream of files to parse. */
export const RESUME_UPLOAD_RULE = { limit: 10, windowMs: 15 * 60_000 };

export function createResumeService(deps: ResumeServiceDeps) {
  const { repo, storage, files, rateLimiter, clock, audit, candidates } = deps;
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, RESUME_MESSAGES.notFound);

  /** The suggestions still open: what the record does not hold yet. */
  async function suggestionsOf(row: ResumeRow): Promise<ResumeSuggestions> {
    const held = await candidates.skillNames(row.userId);
    const skills = (JSON.parse(row.suggestedSkills) as string[]).filter((s) => !held.some((h) => sameName(h, s)));
    return { title: row.suggestedTitle, skills };
  }

  async function summary(row: ResumeRow): Promise<ResumeSummary> {
    return {
      fileName: row.fileName,
      mediaType: row.mediaType,
      byteSize: Number(row.byteSize),
      uploadedAt: new Date(Number(row.createdAt)).toISOString(),
      suggestions: await suggestionsOf(row),
    };
  }

  async function downloadOf(row: ResumeRow | undefined): Promise<ResumeDownload> {
    const file = row ? await openStored(storage, row.storageKey) : null;
    if (!row || !file) throw notFound();
    return { fileName: row.fileName, mediaType: row.mediaType, file };
  }

  async function removeFiles(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key)));
  }

  /** The upload rules of every résumé: a file, the rate limit, its content read in the file pool, stored. */
  async function prepare(
    userId: number,
    file: { bytes: Uint8Array; name?: string } | undefined,
    info: RequestInfo,
  ): Promise<PreparedResume> {
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

  const service = {
    async current(userId: number): Promise<ResumeSummary | null> {
      const row = await repo.findCurrent(userId);
      return row ? summary(row) : null;
    },

    /** The current résumé's id and file name (what an application carries, and its mail names). */
    async currentFile(userId: number): Promise<{ id: number; fileName: string } | null> {
      const row = await repo.findCurrent(userId);
      return row ? { id: row.id, fileName: row.fileName } : null;
    },

    /** The id an application records (ARCHITECTURE: applications carry the résumé of their time). */
    async currentId(userId: number, executor?: Kysely<Database>): Promise<number | null> {
      return (await repo.findCurrent(userId, executor))?.id ?? null;
    },

    /** Stores a new current résumé; the previous one is deleted unless an application uses it. */
    async upload(
      userId: number,
      file: { bytes: Uint8Array; name?: string } | undefined,
      info: RequestInfo,
    ): Promise<ResumeSummary> {
      const prepared = await prepare(userId, file, info);
      try {
        await repo.db.transaction().execute((trx) => repo.insertCurrent(prepared.row, trx));
      } catch (err) {
        await storage.delete(prepared.row.storageKey);
        throw err;
      }
      await removeFiles(await repo.deleteUnused(userId));
      await audit.record({ action: 'resume.uploaded', userId, detail: prepared.detail, ...info });
      const row = await repo.findCurrent(userId);
      if (!row) throw notFound();
      return summary(row);
    },

    /**
     * A résumé for one application only, through the same checks as the profile's: checked and
     * stored now; its row is written by `insertPrepared` in the application's transaction (the
     * profile's current résumé stays), or its file removed by `discard` when that fails.
     */
    prepareForApplication: prepare,

    async insertPrepared(prepared: PreparedResume, trx: Kysely<Database>): Promise<number> {
      return repo.insertOther(prepared.row, trx);
    },

    async discard(prepared: PreparedResume): Promise<void> {
      await storage.delete(prepared.row.storageKey);
    },

    /** The current résumé's file, to be streamed. */
    async download(userId: number): Promise<ResumeDownload> {
      return downloadOf(await repo.findCurrent(userId));
    },

    /** A résumé by its id (the one an application keeps), for staff. */
    async downloadById(id: number): Promise<ResumeDownload> {
      return downloadOf(await repo.findById(id));
    },

    /** The candidate removes their résumé; a copy an application uses stays with that application. */
    async remove(userId: number, info: RequestInfo): Promise<void> {
      await refuseWhileViewing(audit, info, 'resume');
      await repo.clearCurrent(userId);
      await removeFiles(await repo.deleteUnused(userId));
      await audit.record({ action: 'resume.deleted', userId, ...info });
    },

    /** Adds the skills (and title) the candidate picked, each of which must be a suggestion of their résumé. */
    async acceptSuggestions(userId: number, input: unknown, info: RequestInfo): Promise<ResumeSummary> {
      await refuseWhileViewing(audit, info, 'resume');
      const { skills, title } = parse(acceptSchema, input);
      const row = await repo.findCurrent(userId);
      if (!row) throw notFound();
      const suggested = JSON.parse(row.suggestedSkills) as string[];
      const picked = skills.map((s) => suggested.find((x) => sameName(x, s)));
      const suggestedTitle = row.suggestedTitle;
      if (picked.some((s) => s === undefined) || (title && (!suggestedTitle || !sameName(title, suggestedTitle))))
        throw new AppError(ErrorCode.VALIDATION, RESUME_MESSAGES.notSuggested);
      const names = [...new Set(picked as string[])];
      if (names.length) await candidates.addSkills(userId, names);
      if (title && suggestedTitle) await candidates.setTitle(userId, suggestedTitle);
      return summary(row);
    },

    /** Privacy: every résumé of the user with its file (export). */
    async filesOf(userId: number) {
      const rows = await repo.listForUser(userId);
      const files = await Promise.all(rows.map(async (row) => ({ row, bytes: await storage.get(row.storageKey) })));
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
    },

    /** Privacy: removes every résumé of the user inside `trx`; returns what to delete from storage after commit. */
    eraseAll(userId: number, trx: Kysely<Database>): Promise<string[]> {
      return repo.deleteAll(userId, trx);
    },

    removeFiles,
  };
  return service;
}

export type ResumeService = ReturnType<typeof createResumeService>;
