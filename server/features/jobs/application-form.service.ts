/**
 * The application form: a job's screening questions (staff), the form a candidate fills in, and
 * its submission in one transaction (résumé, cover letter, answers with a snapshot of each
 * question, a knockout to Not selected, the confirmation mail). No HTTP here.
 * Each use case is a function of its own file; this binds them to the service's deps. A question's
 * shapes and the form's version are in application-form.shared.ts.
 */
import type { Kysely } from 'kysely';
import type { QuestionDefinition } from '../../../common/application-form';
import type { Database } from '../../db/schema';
import { type ApplicationFormDeps, type ApplicationResumes, type UploadedFile } from './application-form.shared';
import { applicationForm, submitApplication } from './apply-with-form';
import { answersFor } from './form-answers';
import { hasQuestions, saveQuestions, setQuestions } from './form-questions';
import { removeQuestionTranslation, saveQuestionTranslation, staffQuestionViews } from './question-translations';
import type { RequestInfo } from './jobs.service';

export type { ApplicationFormDeps, ApplicationResumes, UploadedFile };
export { parseQuestions } from './form-questions';

/** A question named by an address: its job's id and its own. */
type QuestionIds = { jobOrderId: unknown; questionId: unknown };

export function createApplicationFormService(deps: ApplicationFormDeps) {
  return {
    staffQuestions: (jobOrderId: number) => staffQuestionViews(deps, jobOrderId),
    saveTranslation: (ids: QuestionIds, language: unknown, input: unknown, actorId: number) =>
      saveQuestionTranslation(deps, ids, language, input, actorId),
    removeTranslation: (ids: QuestionIds, language: unknown, actorId: number) =>
      removeQuestionTranslation(deps, ids, language, actorId),
    saveQuestions: (trx: Kysely<Database>, jobOrderId: number, questions: QuestionDefinition[]) =>
      saveQuestions(deps, trx, jobOrderId, questions),
    setQuestions: (jobOrderId: number, input: unknown) => setQuestions(deps, jobOrderId, input),
    hasQuestions: (jobOrderId: number) => hasQuestions(deps, jobOrderId),
    form: (userId: number, jobOrderId: number) => applicationForm(deps, userId, jobOrderId),
    submit: (userId: number, jobOrderId: number, input: unknown, file: UploadedFile | undefined, info: RequestInfo) =>
      submitApplication(deps, userId, jobOrderId, input, file, info),
    answersFor: (applicationIds: number[]) => answersFor(deps, applicationIds),
  };
}

export type ApplicationFormService = ReturnType<typeof createApplicationFormService>;
