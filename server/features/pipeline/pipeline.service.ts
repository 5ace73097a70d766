/**
 * The recruiter's pipeline board: a job's applications by status with their tags and note counts,
 * bulk moves (each through the staff console's status change: history, audit, mail), bulk mail
 * through the outbox, and staff-only notes and tags. Nothing here reaches a candidate.
 * Each use case is a function of its own file; this binds them to the service's deps. The id
 * checks and the staff-only audit entry they share are in pipeline.shared.ts.
 */
import { addNote, deleteNote, notes } from './application-notes';
import { addTag, removeTag } from './application-tags';
import { bulkMail } from './bulk-mail';
import { bulkMove } from './bulk-move';
import { board } from './pipeline-board';
import type { PipelineServiceDeps } from './pipeline.shared';

export type { PipelineServiceDeps } from './pipeline.shared';

export function createPipelineService(deps: PipelineServiceDeps) {
  return {
    board: (jobIdInput: unknown, query: unknown) => board(deps, jobIdInput, query),
    bulkMove: (jobIdInput: unknown, body: unknown, actorId: number) => bulkMove(deps, jobIdInput, body, actorId),
    bulkMail: (jobIdInput: unknown, body: unknown, actorId: number) => bulkMail(deps, jobIdInput, body, actorId),
    notes: (idInput: unknown, viewerId: number) => notes(deps, idInput, viewerId),
    addNote: (idInput: unknown, body: unknown, actorId: number) => addNote(deps, idInput, body, actorId),
    deleteNote: (idInput: unknown, noteIdInput: unknown, actorId: number) =>
      deleteNote(deps, idInput, noteIdInput, actorId),
    addTag: (idInput: unknown, body: unknown, actorId: number) => addTag(deps, idInput, body, actorId),
    removeTag: (idInput: unknown, labelInput: unknown, actorId: number) =>
      removeTag(deps, idInput, labelInput, actorId),
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
