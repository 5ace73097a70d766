/** SQL of screening questions and of what each application was sent with (answers, cover letter, knockout). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { ApplicationAnswerTable, ApplicationFormTable, Database, JobQuestionTable } from '../../db/schema';

export type QuestionRow = Selectable<JobQuestionTable>;
export type NewQuestion = Omit<Insertable<JobQuestionTable>, 'id'>;
export type FormRow = Selectable<ApplicationFormTable>;
export type AnswerRow = Selectable<ApplicationAnswerTable>;
export type NewAnswer = Omit<Insertable<ApplicationAnswerTable>, 'id'>;

export function createApplicationFormRepository(db: Db) {
  return {
    questions(jobOrderId: number, executor: Kysely<Database> = db): Promise<QuestionRow[]> {
      return executor
        .selectFrom('jobQuestion')
        .selectAll()
        .where('jobOrderId', '=', jobOrderId)
        .orderBy('position')
        .execute();
    },

    async hasQuestions(jobOrderId: number): Promise<boolean> {
      const row = await db
        .selectFrom('jobQuestion')
        .select('id')
        .where('jobOrderId', '=', jobOrderId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Replaces the job's questions (new ids: a form opened before sees that they changed). */
    async replaceQuestions(trx: Kysely<Database>, jobOrderId: number, rows: NewQuestion[]): Promise<void> {
      await trx.deleteFrom('jobQuestion').where('jobOrderId', '=', jobOrderId).execute();
      if (rows.length) await trx.insertInto('jobQuestion').values(rows).execute();
    },

    async insertForm(trx: Kysely<Database>, form: Insertable<ApplicationFormTable>, answers: NewAnswer[]) {
      await trx.insertInto('applicationForm').values(form).execute();
      if (answers.length) await trx.insertInto('applicationAnswer').values(answers).execute();
    },

    async formsOf(applicationIds: number[]): Promise<{ forms: FormRow[]; answers: AnswerRow[] }> {
      if (applicationIds.length === 0) return { forms: [], answers: [] };
      const [forms, answers] = await Promise.all([
        db.selectFrom('applicationForm').selectAll().where('applicationId', 'in', applicationIds).execute(),
        db
          .selectFrom('applicationAnswer')
          .selectAll()
          .where('applicationId', 'in', applicationIds)
          .orderBy('applicationId')
          .orderBy('position')
          .execute(),
      ]);
      return { forms, answers };
    },
  };
}

export type ApplicationFormRepository = ReturnType<typeof createApplicationFormRepository>;
