/**
 * Copies of the documents examined for Form I-9 (docs/product.md §4.19): I-9 staff attach the
 * front and back of each before signing the section that records it; the remote examination
 * requires them. Every upload is a hostile file: opened in the file pool (a PDF proven bounded, a
 * photo or scan re-encoded on a page of its own), stored under a key the server makes, and audited.
 * A copy downloads as an attachment, and may be removed until its section is signed.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { I9Section2 } from '../../../common/i9';
import {
  chosenDocuments,
  COPY_LABELS,
  I9_COPY_MESSAGES as CM,
  missingCopies,
  missingCopiesMessage,
  type CopyDocument,
  type I9Copy,
} from '../../../common/i9-copies';
import { copyInputSchema } from '../../../common/i9-copies.schema';
import { I9_MESSAGES as M } from '../../../common/i9';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { sha256Hex } from '../../lib/tokens';
import { openStored, type FileStorage, type StoredBody } from '../../providers/storage/storage.types';
import { FileRefused, type FilePool } from '../../untrusted';
import {
  copiesFor,
  copiesOf,
  copyRow,
  deleteOpenCopy,
  holdFormFor,
  insertCopy,
  openCopy,
  signListCopies,
} from './copies.repository';
import type { I9FormListRow, I9Repository } from './i9.repository';
import { formId, notFound } from './i9.shared';

export interface I9CopiesDeps {
  repo: I9Repository;
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  storage: FileStorage;
  files: FilePool;
}

const copyId = (value: unknown) => idOrNotFound(value, CM.notFound);

/** Why copies of `document` cannot change on this form now; null when they can. */
function closedFor(form: I9FormListRow, document: CopyDocument): string | null {
  if (document === 'supplementB')
    return form.status === 'complete' && form.reverifyBy !== null ? null : CM.supplementBNotOpen;
  return form.status === 'complete' ? CM.section2Signed : null;
}

/**
 * The remote examination needs a copy of the front and back of each document of Section 2's
 * choice: a 400 that names each one missing.
 */
export async function requireRemoteCopies(
  executor: Kysely<Database>,
  id: number,
  section2: Pick<I9Section2, 'choice'>,
): Promise<void> {
  const chosen = chosenDocuments(section2.choice);
  const missing = missingCopies(chosen, await copiesFor(executor, id, chosen));
  if (missing.length === 0) return;
  throw new AppError(ErrorCode.VALIDATION, missingCopiesMessage(missing), {
    fields: Object.fromEntries(missing.map((m) => [`copies.${m.document}.${m.side}`, CM.copyRequired])),
    missing: missing.map((m) => ({ ...m, label: COPY_LABELS[m.document][m.side] })),
  });
}

/**
 * Section 2's copies at its signature, in its transaction (after the form's row is held): the
 * remote examination's are checked, and those of the chosen documents are kept with the form.
 */
export async function signSection2Copies(
  trx: Kysely<Database>,
  id: number,
  section2: Pick<I9Section2, 'choice' | 'remote'>,
  now: number,
): Promise<void> {
  if (section2.remote) await requireRemoteCopies(trx, id, section2);
  await signListCopies(trx, id, chosenDocuments(section2.choice), now);
}

export function createI9Copies(deps: I9CopiesDeps) {
  const { repo, db, clock, audit, storage, files } = deps;

  async function form(idInput: unknown): Promise<I9FormListRow> {
    const row = await repo.form(formId(idInput));
    if (!row) throw notFound();
    return row;
  }

  /** The file opened in the pool: one PDF, or a 413/415 (audited) that says why not. */
  async function bounded(row: I9FormListRow, bytes: Uint8Array, document: CopyDocument, actorId: number) {
    return files.run('credentialPdf', bytes, { owner: actorId }).catch(async (err: unknown) => {
      if (!(err instanceof FileRefused)) throw err;
      await audit.record({
        action: 'i9.copy_refused',
        userId: row.userId,
        actorId,
        detail: { formId: row.id, document, bytes: bytes.length, reason: err.reason },
      });
      const invalid = err.reason === 'invalid';
      const message = invalid ? CM.notAllowedType : CM.tooComplex;
      throw new AppError(invalid ? ErrorCode.UNSUPPORTED_MEDIA_TYPE : ErrorCode.PAYLOAD_TOO_LARGE, message, {
        fields: { file: message },
      });
    });
  }

  return {
    /** Before the body is read: the form exists, and something on it may still take a copy. */
    async assertOpen(idInput: unknown): Promise<void> {
      const row = await form(idInput);
      if (row.status === 'complete' && row.reverifyBy === null)
        throw new AppError(ErrorCode.CONFLICT, CM.section2Signed);
    },

    /**
     * POST /api/staff/i9/{id}/copies (multipart: document, side, file): the copy of one side of one
     * document; a second upload of that side replaces the first until the section is signed.
     */
    async upload(idInput: unknown, bytes: Uint8Array | undefined, body: unknown, actorId: number): Promise<I9Copy[]> {
      const row = await form(idInput);
      const { document, side } = parseFields(copyInputSchema, body, M.invalidForm);
      const closed = closedFor(row, document);
      if (closed) throw new AppError(ErrorCode.CONFLICT, closed);
      if (!bytes || bytes.length === 0)
        throw new AppError(ErrorCode.VALIDATION, CM.fileRequired, { fields: { file: CM.fileRequired } });
      // By its content, never its name or declared type.
      const file = await bounded(row, bytes, document, actorId);
      const key = `i9-copies/f${row.id}-${randomBytes(8).toString('hex')}.pdf`;
      const sha256 = sha256Hex(file.pdf);
      await storage.put(key, file.pdf);
      const now = clock();
      let replaced: string | null;
      try {
        replaced = await db.transaction().execute(async (trx) => {
          // Signed in the meantime: the copy is refused, and its file goes.
          if (!(await holdFormFor(trx, row.id, document, now)))
            throw new AppError(
              ErrorCode.CONFLICT,
              document === 'supplementB' ? CM.supplementBNotOpen : CM.section2Signed,
            );
          const earlier = await openCopy(trx, row.id, document, side);
          const gone = earlier && (await deleteOpenCopy(trx, earlier.id)) ? earlier.storageKey : null;
          await insertCopy(trx, {
            formId: row.id,
            document,
            side,
            storageKey: key,
            sha256,
            bytes: file.pdf.length,
            source: file.type,
            uploadedBy: actorId,
            uploadedAt: now,
            signedAt: null,
          });
          await audit.record(
            {
              action: 'i9.copy_added',
              userId: row.userId,
              actorId,
              detail: { formId: row.id, document, side, sha256, source: file.type, replaced: gone !== null },
            },
            trx,
          );
          return gone;
        });
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      // The replaced file has no row now; the storage sweep would remove it too.
      if (replaced) await storage.delete(replaced).catch(() => undefined);
      return copiesOf(db, row.id);
    },

    /** GET /api/staff/i9/{id}/copies/{copyId}: the stored PDF and the name it downloads under. */
    async download(idInput: unknown, copyIdInput: unknown): Promise<{ filename: string; file: StoredBody }> {
      const row = await form(idInput);
      const copy = await copyRow(db, row.id, copyId(copyIdInput));
      const file = copy ? await openStored(storage, copy.storageKey) : null;
      if (!copy || !file) throw new AppError(ErrorCode.NOT_FOUND, CM.notFound);
      return { filename: `i9-${row.id}-${copy.document}-${copy.side}.pdf`, file };
    },

    /** DELETE /api/staff/i9/{id}/copies/{copyId}: a copy whose section is not signed yet. */
    async remove(idInput: unknown, copyIdInput: unknown, actorId: number): Promise<I9Copy[]> {
      const row = await form(idInput);
      const copy = await copyRow(db, row.id, copyId(copyIdInput));
      if (!copy) throw new AppError(ErrorCode.NOT_FOUND, CM.notFound);
      if (copy.signedAt !== null) throw new AppError(ErrorCode.CONFLICT, CM.signed);
      await db.transaction().execute(async (trx) => {
        if (!(await holdFormFor(trx, row.id, copy.document, clock())) || !(await deleteOpenCopy(trx, copy.id)))
          throw new AppError(ErrorCode.CONFLICT, CM.signed);
        await audit.record(
          {
            action: 'i9.copy_removed',
            userId: row.userId,
            actorId,
            detail: { formId: row.id, document: copy.document, side: copy.side, sha256: copy.sha256 },
          },
          trx,
        );
      });
      await storage.delete(copy.storageKey).catch(() => undefined);
      return copiesOf(db, row.id);
    },
  };
}

export type I9Copies = ReturnType<typeof createI9Copies>;
