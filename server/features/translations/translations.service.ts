/**
 * Employer-written texts in the reader's language (docs/architecture.md §9.9): one table of
 * translations for every kind of text (content pages, mail templates, …), each row one field of one
 * subject in one language. Readers get a list overlaid in one query; editors read, save and remove
 * a language's version whole; staff lists ask which languages are missing, in one query too.
 * The features that own the texts validate them and audit their changes.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  isTranslationLanguage,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MESSAGES as M,
  type Translation,
  type TranslationLanguage,
} from '../../../common/translations';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { Clock } from '../../lib/clock';

/** The kinds of employer-written text that have translations (the table's `subject`). */
export type TranslatedSubject = 'cms-page' | 'mail-template' | 'job-question' | 'document-template';

type Id = string | number;

/** A language named by an address or a body, as one a text is translated into; else a clear 400. */
export function translationLanguage(value: unknown): TranslationLanguage {
  if (!isTranslationLanguage(value)) throw new AppError(ErrorCode.VALIDATION, M.languageInvalid());
  return value;
}

async function moveTranslations(executor: Kysely<Database>, subject: TranslatedSubject, from: Id, to: Id) {
  await executor
    .updateTable('contentTranslation')
    .set({ subjectId: String(to) })
    .where('subject', '=', subject)
    .where('subjectId', '=', String(from))
    .execute();
}

export function createTranslationsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * `rows` with each of `fields` in `language` where a translation has it, else as written; each
     * row says which language it is in (the reader's when any field was translated). One query for
     * the whole list. `executor`: the transaction of the change at hand (SQLite has one connection).
     */
    async overlay<R extends object, F extends keyof R & string>(
      subject: TranslatedSubject,
      rows: readonly R[],
      spec: { id: (row: R) => Id; fields: readonly F[] },
      language: Language,
      executor: Kysely<Database> = db,
    ): Promise<(R & { language: Language })[]> {
      if (language === DEFAULT_LANGUAGE || rows.length === 0)
        return rows.map((row) => ({ ...row, language: DEFAULT_LANGUAGE }));
      const found = await executor
        .selectFrom('contentTranslation')
        .select(['subjectId', 'field', 'text'])
        .where('subject', '=', subject)
        .where('language', '=', language)
        .where('subjectId', 'in', [...new Set(rows.map((r) => String(spec.id(r))))])
        .where('field', 'in', spec.fields)
        .execute();
      const texts = new Map(found.map((t) => [`${t.subjectId}\u0000${t.field}`, t.text]));
      return rows.map((row) => {
        const id = String(spec.id(row));
        const out: R & { language: Language } = { ...row, language: DEFAULT_LANGUAGE };
        for (const field of spec.fields) {
          const text = texts.get(`${id}\u0000${field}`);
          if (text === undefined) continue;
          (out as Record<string, unknown>)[field] = text;
          out.language = language;
        }
        return out;
      });
    },

    /** For each of `ids`, the languages it has no translation in (one query for the list). */
    async missing(subject: TranslatedSubject, ids: readonly Id[]): Promise<Map<string, TranslationLanguage[]>> {
      const keys = [...new Set(ids.map(String))];
      const present =
        keys.length === 0
          ? []
          : await db
              .selectFrom('contentTranslation')
              .select(['subjectId', 'language'])
              .distinct()
              .where('subject', '=', subject)
              .where('language', 'in', TRANSLATION_LANGUAGES)
              .where('subjectId', 'in', keys)
              .execute();
      const has = new Set(present.map((p) => `${p.subjectId}\u0000${p.language}`));
      return new Map(keys.map((id) => [id, TRANSLATION_LANGUAGES.filter((l) => !has.has(`${id}\u0000${l}`))]));
    },

    /** Every language's version of each of `ids`, for their editors (one query). */
    async read(
      subject: TranslatedSubject,
      ids: readonly Id[],
    ): Promise<Map<string, Partial<Record<TranslationLanguage, Translation>>>> {
      const keys = [...new Set(ids.map(String))];
      const rows =
        keys.length === 0
          ? []
          : await db
              .selectFrom('contentTranslation as t')
              .select([
                't.subjectId',
                't.language',
                't.field',
                't.text',
                't.updatedAt',
                sql<
                  string | null
                >`(select u.first_name || ' ' || u.last_name from user_account u where u.id = t.updated_by)`.as(
                  'updatedBy',
                ),
              ])
              .where('t.subject', '=', subject)
              .where('t.subjectId', 'in', keys)
              .execute();
      const out = new Map(keys.map((id) => [id, {} as Partial<Record<TranslationLanguage, Translation>>]));
      for (const row of rows) {
        if (!isTranslationLanguage(row.language)) continue;
        const versions = out.get(row.subjectId)!;
        const one = (versions[row.language] ??= { fields: {}, updatedAt: '', updatedBy: row.updatedBy });
        one.fields[row.field] = row.text;
        const at = new Date(Number(row.updatedAt)).toISOString();
        if (at > one.updatedAt) one.updatedAt = at;
      }
      return out;
    },

    /** Replaces `language`'s version of the subject with `fields` (every field, in one transaction). */
    async save(
      subject: TranslatedSubject,
      id: Id,
      language: TranslationLanguage,
      fields: Readonly<Record<string, string>>,
      actorId: number | null,
    ): Promise<void> {
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('contentTranslation')
          .where('subject', '=', subject)
          .where('subjectId', '=', String(id))
          .where('language', '=', language)
          .execute();
        const values = Object.entries(fields).map(([field, text]) => ({
          subject,
          subjectId: String(id),
          field,
          language,
          text,
          updatedBy: actorId,
          updatedAt: now,
        }));
        if (values.length) await trx.insertInto('contentTranslation').values(values).execute();
      });
    },

    /** Removes `ids`' version in `language` (else all); whether any was. `executor`: as in overlay. */
    async remove(
      subject: TranslatedSubject,
      ids: Id | readonly Id[],
      language?: TranslationLanguage,
      executor: Kysely<Database> = db,
    ): Promise<boolean> {
      const keys = (Array.isArray(ids) ? ids : [ids]).map(String);
      if (keys.length === 0) return false;
      let query = executor
        .deleteFrom('contentTranslation')
        .where('subject', '=', subject)
        .where('subjectId', 'in', keys);
      if (language) query = query.where('language', '=', language);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Gives the translations of `from` to `to` (a text kept under a new id), in `executor`'s transaction. */
    move: (subject: TranslatedSubject, from: Id, to: Id, executor: Kysely<Database> = db) =>
      moveTranslations(executor, subject, from, to),
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
