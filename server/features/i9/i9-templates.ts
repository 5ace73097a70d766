/**
 * Form I-9's official PDF as templates of kind i9 (docs/product.md §4.19): I-9 staff upload each
 * USCIS edition, the product reads its form fields and suggests the data element each shows, staff
 * confirm the mapping, and the list of I-9s warns before the edition lapses. New forms are made on
 * the newest edition; a form keeps the edition it was started on.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { addCalendarDays, isCalendarDate } from '../../../common/business-days';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import {
  EDITION_NOTICE_DAYS,
  I9_BOX_ELEMENTS,
  I9_ELEMENTS,
  I9_TEMPLATE_MESSAGES as M,
  type EditionNotice,
  type I9PdfField,
  type I9Template,
} from '../../../common/i9-pdf';
import { I9_MESSAGES } from '../../../common/i9';
import type { Db } from '../../db';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { sha256Hex } from '../../lib/tokens';
import type { FileStorage } from '../../providers/storage/storage.types';
import { type FilePool, refusedAs } from '../../untrusted';
import { suggestMapping } from './official-fields';

export interface I9TemplateDeps {
  db: Db;
  files: FilePool;
  storage: FileStorage;
  clock: Clock;
  audit: AuditLog;
  today: () => string;
}

const uploadSchema = z.object({
  edition: z
    .string({ error: () => M.editionRequired })
    .trim()
    .min(1, { error: () => M.editionRequired })
    .max(20, { error: () => M.editionRequired }),
  expiresOn: z
    .string({ error: () => M.expiresRequired })
    .trim()
    .refine(isCalendarDate, { error: () => M.expiresRequired }),
});

const mappingSchema = z.object({
  mapping: z.record(z.string().max(300), z.string().max(40)),
});

const refusedPdf = refusedAs(() => ({
  invalid: DOCUMENT_SERVER_MESSAGES.notPdf,
  tooLarge: DOCUMENT_SERVER_MESSAGES.tooComplex,
  tooManyObjects: DOCUMENT_SERVER_MESSAGES.tooManyObjects,
}));

const notFound = () => new AppError(ErrorCode.NOT_FOUND, M.notFound);

type TemplateRow = Awaited<ReturnType<ReturnType<typeof rows>['one']>>;

function rows(db: Db) {
  const base = () =>
    db
      .selectFrom('i9Template as t')
      .selectAll('t')
      .select((eb) =>
        eb
          .selectFrom('i9Form as f')
          .whereRef('f.templateId', '=', 't.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('forms'),
      );
  return {
    all: () => base().orderBy('t.id', 'desc').execute(),
    one: (id: number) => base().where('t.id', '=', id).executeTakeFirst(),
    /** The newest edition: new forms are made on it. */
    current: () => db.selectFrom('i9Template').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst(),
  };
}

function toTemplate(row: NonNullable<TemplateRow>, currentId: number | null): I9Template {
  return {
    id: row.id,
    edition: row.edition,
    expiresOn: row.expiresOn,
    pageCount: row.pageCount,
    demo: row.demo === 1,
    current: row.id === currentId,
    fields: JSON.parse(row.fields) as I9PdfField[],
    mapping: JSON.parse(row.mapping) as Record<string, string>,
    mappingConfirmed: row.mappingConfirmed === 1,
    forms: Number(row.forms ?? 0),
    createdAt: new Date(Number(row.createdAt)).toISOString(),
  };
}

export function createI9Templates(deps: I9TemplateDeps) {
  const { db, files, storage, clock, audit, today } = deps;
  const q = rows(db);

  async function list(): Promise<I9Template[]> {
    const all = await q.all();
    return all.map((r) => toTemplate(r, all[0]?.id ?? null));
  }

  async function show(idInput: unknown): Promise<I9Template> {
    const id = idOrNotFound(idInput, M.notFound);
    const row = await q.one(id);
    if (!row) throw notFound();
    return toTemplate(row, (await q.current())?.id ?? null);
  }

  return {
    list,
    show,

    /** POST /api/staff/i9-templates (multipart pdf, edition, expiresOn): the fields read in the file pool. */
    async upload(
      bytes: Uint8Array | undefined,
      body: unknown,
      actorId: number | null,
      options: { demo?: boolean; confirmed?: boolean } = {},
    ): Promise<I9Template> {
      if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, M.noFile);
      const settings = parseFields(uploadSchema, body, I9_MESSAGES.invalidForm);
      const facts = await files.run('inspectPdf', bytes).catch(refusedPdf);
      const fields: I9PdfField[] = facts.fields
        .filter((f) => f.pdfType === 'text' || f.pdfType === 'checkbox')
        .map((f) => ({ name: f.name, pdfType: f.pdfType, label: f.label }));
      if (fields.length === 0) throw new AppError(ErrorCode.VALIDATION, M.noFields);
      const storageKey = `i9-templates/${randomBytes(12).toString('hex')}.pdf`;
      await storage.put(storageKey, bytes);
      const now = clock();
      const row = await db
        .insertInto('i9Template')
        .values({
          edition: settings.edition,
          expiresOn: settings.expiresOn,
          storageKey,
          sha256: sha256Hex(bytes),
          pageCount: facts.pageCount,
          fields: JSON.stringify(fields),
          mapping: JSON.stringify(suggestMapping(fields.map((f) => f.name))),
          mappingConfirmed: options.confirmed ? 1 : 0,
          demo: options.demo ? 1 : 0,
          createdBy: actorId,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit.record({
        action: 'i9.template_uploaded',
        actorId,
        detail: { templateId: row.id, edition: settings.edition, fields: fields.length },
      });
      return show(row.id);
    },

    /** PUT /api/staff/i9-templates/{id}/mapping {mapping}: each field names a field of the PDF and a known element. */
    async saveMapping(idInput: unknown, input: unknown, actorId: number): Promise<I9Template> {
      const template = await show(idInput);
      const { mapping } = parseFields(mappingSchema, input, M.unknownElement);
      const byName = new Map(template.fields.map((f) => [f.name, f]));
      const errors: Record<string, string> = {};
      const saved: Record<string, string> = {};
      for (const [name, element] of Object.entries(mapping)) {
        const field = byName.get(name);
        if (!field) errors[`mapping.${name}`] = M.unknownField;
        else if (element === '') continue;
        else if (!I9_ELEMENTS.includes(element)) errors[`mapping.${name}`] = M.unknownElement;
        else if (field.pdfType === 'checkbox' && !I9_BOX_ELEMENTS.includes(element))
          errors[`mapping.${name}`] = M.boxElement;
        else saved[name] = element;
      }
      if (Object.keys(errors).length) throw new AppError(ErrorCode.VALIDATION, M.unknownElement, { fields: errors });
      await db
        .updateTable('i9Template')
        .set({ mapping: JSON.stringify(saved), mappingConfirmed: 1, updatedAt: clock() })
        .where('id', '=', template.id)
        .execute();
      await audit.record({
        action: 'i9.template_mapped',
        actorId,
        detail: { templateId: template.id, mapped: Object.keys(saved).length },
      });
      return show(template.id);
    },

    /** What the list of I-9s says of the current edition (none, unconfirmed mapping, lapsing, lapsed). */
    async notice(): Promise<EditionNotice | null> {
      const current = await q.current();
      if (!current) return { kind: 'missing' };
      const now = today();
      if (current.expiresOn < now)
        return { kind: 'expired', edition: current.edition, expiresOn: current.expiresOn, templateId: current.id };
      if (current.expiresOn <= addCalendarDays(now, EDITION_NOTICE_DAYS))
        return { kind: 'expiring', edition: current.edition, expiresOn: current.expiresOn, templateId: current.id };
      if (current.mappingConfirmed !== 1) return { kind: 'unmapped', edition: current.edition, templateId: current.id };
      return null;
    },

    /** The edition new forms are made on, with its bytes' key and mapping. */
    current: () => q.current(),
    byId: (id: number) => db.selectFrom('i9Template').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type I9Templates = ReturnType<typeof createI9Templates>;
