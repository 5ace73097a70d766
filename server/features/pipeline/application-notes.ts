/** Staff-only notes on an application. Nothing here reaches a candidate. */
import { type ApplicationNote, PIPELINE_LIMITS as L, PIPELINE_MESSAGES as M } from '../../../common/pipeline';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { noteSchema } from './pipeline.schema';
import { applicationOf, type PipelineServiceDeps, staffOnlyAudit } from './pipeline.shared';

const iso = (ms: number) => new Date(Number(ms)).toISOString();
const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || null;

/** GET /api/staff/applications/{id}/notes: oldest first. */
export async function notes(deps: PipelineServiceDeps, idInput: unknown, viewerId: number): Promise<ApplicationNote[]> {
  const row = await applicationOf(deps, idInput);
  return (await deps.repo.notes(row.id)).map((n) => ({
    id: n.id,
    author: fullName(n),
    createdAt: iso(n.createdAt),
    text: n.body,
    mine: n.authorId === viewerId,
  }));
}

/** POST /api/staff/applications/{id}/notes {text} */
export async function addNote(
  deps: PipelineServiceDeps,
  idInput: unknown,
  body: unknown,
  actorId: number,
): Promise<ApplicationNote[]> {
  const { repo, audit, clock } = deps;
  const row = await applicationOf(deps, idInput);
  const { text } = parseFields(noteSchema, body, M.invalidForm);
  await repo.transaction(async (trx) => {
    if ((await repo.countNotes(row.id, trx)) >= L.notesPerApplication)
      throw new AppError(ErrorCode.VALIDATION, M.tooManyNotes, { fields: { text: M.tooManyNotes } });
    const noteId = await repo.insertNote(trx, {
      applicationId: row.id,
      authorId: actorId,
      body: text,
      createdAt: clock(),
    });
    await audit.record(staffOnlyAudit('application.note_added', actorId, row, { noteId }), trx);
  });
  return notes(deps, row.id, actorId);
}

/** DELETE /api/staff/applications/{id}/notes/{noteId}: the author's own. */
export async function deleteNote(
  deps: PipelineServiceDeps,
  idInput: unknown,
  noteIdInput: unknown,
  actorId: number,
): Promise<ApplicationNote[]> {
  const { repo, audit } = deps;
  const row = await applicationOf(deps, idInput);
  const note = await repo.note(idOrNotFound(noteIdInput, M.noteNotFound));
  if (!note || note.applicationId !== row.id) throw new AppError(ErrorCode.NOT_FOUND, M.noteNotFound);
  if (note.authorId !== actorId) throw new AppError(ErrorCode.FORBIDDEN, M.notYourNote);
  await repo.transaction(async (trx) => {
    if (await repo.deleteNote(trx, note.id))
      await audit.record(staffOnlyAudit('application.note_deleted', actorId, row, { noteId: note.id }), trx);
  });
  return notes(deps, row.id, actorId);
}
