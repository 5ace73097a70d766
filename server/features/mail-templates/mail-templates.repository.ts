/** SQL of edited mail templates: one row per employer and mail; no row means the built-in text. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, MailTemplateTable } from '../../db/schema';

/** This deployment is one employer; the key column lets each employer keep its own texts later. */
const EMPLOYER_KEY = 'default';

export function createMailTemplatesRepository(db: Db) {
  return {
    all(): Promise<MailTemplateTable[]> {
      return db.selectFrom('mailTemplate').selectAll().where('employerKey', '=', EMPLOYER_KEY).execute();
    },

    /** `executor`: the transaction of the change that sends the mail (SQLite has one connection). */
    find(key: string, executor: Kysely<Database> = db): Promise<MailTemplateTable | undefined> {
      return executor
        .selectFrom('mailTemplate')
        .selectAll()
        .where('employerKey', '=', EMPLOYER_KEY)
        .where('templateKey', '=', key)
        .executeTakeFirst();
    },

    async save(row: Omit<MailTemplateTable, 'employerKey'>): Promise<void> {
      const values = { ...row, employerKey: EMPLOYER_KEY };
      await db
        .insertInto('mailTemplate')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['employerKey', 'templateKey']).doUpdateSet({
            subject: row.subject,
            body: row.body,
            sendMode: row.sendMode,
            updatedBy: row.updatedBy,
            updatedAt: row.updatedAt,
          }),
        )
        .execute();
    },

    async remove(key: string): Promise<boolean> {
      const result = await db
        .deleteFrom('mailTemplate')
        .where('employerKey', '=', EMPLOYER_KEY)
        .where('templateKey', '=', key)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type MailTemplatesRepository = ReturnType<typeof createMailTemplatesRepository>;
