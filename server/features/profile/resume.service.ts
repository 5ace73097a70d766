/**
 * Résumés: upload (content checked, text extracted, suggestions read), replace, download, delete,
 * and accepting suggested skills into the candidate record. Applications keep the résumé that was
 * current when the candidate applied, so its file stays until no application refers to it.
 * Each use case is a function of its own file; this binds them to the service's deps. The
 * summary and file removal they share are in resume.shared.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestInfo } from '../../lib/request-info';
import { acceptSuggestions } from './accept-suggestions';
import { currentFile, currentId, currentResume, downloadById, downloadCurrent } from './current-resume';
import { eraseAll, filesOf, removeResume } from './remove-resume';
import { type PreparedResume, removeFiles, type ResumeServiceDeps } from './resume.shared';
import { discardPrepared, insertPrepared, prepareResume, uploadResume } from './upload-resume';

export type { PreparedResume, ResumeServiceDeps } from './resume.shared';
export { RESUME_UPLOAD_RULE } from './upload-resume';

export function createResumeService(deps: ResumeServiceDeps) {
  return {
    current: (userId: number) => currentResume(deps, userId),
    currentFile: (userId: number) => currentFile(deps, userId),
    currentId: (userId: number, executor?: Kysely<Database>) => currentId(deps, userId, executor),
    upload: (userId: number, file: { bytes: Uint8Array; name?: string } | undefined, info: RequestInfo) =>
      uploadResume(deps, userId, file, info),
    /**
     * A résumé for one application only, through the same checks as the profile's: checked and
     * stored now; its row is written by `insertPrepared` in the application's transaction (the
     * profile's current résumé stays), or its file removed by `discard` when that fails.
     */
    prepareForApplication: (
      userId: number,
      file: { bytes: Uint8Array; name?: string } | undefined,
      info: RequestInfo,
    ) => prepareResume(deps, userId, file, info),
    insertPrepared: (prepared: PreparedResume, trx: Kysely<Database>) => insertPrepared(deps, prepared, trx),
    discard: (prepared: PreparedResume) => discardPrepared(deps, prepared),
    download: (userId: number) => downloadCurrent(deps, userId),
    downloadById: (id: number) => downloadById(deps, id),
    remove: (userId: number, info: RequestInfo) => removeResume(deps, userId, info),
    acceptSuggestions: (userId: number, input: unknown, info: RequestInfo) =>
      acceptSuggestions(deps, userId, input, info),
    filesOf: (userId: number) => filesOf(deps, userId),
    eraseAll: (userId: number, trx: Kysely<Database>) => eraseAll(deps, userId, trx),
    removeFiles: (keys: string[]) => removeFiles(deps, keys),
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
