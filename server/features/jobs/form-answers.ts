/** What applications were sent with through the form, as staff read them. */
import type { ApplicationFormRecord, QuestionKind } from '../../../common/application-form';
import { type ApplicationFormDeps, parseList } from './application-form.shared';

/**
 * Staff (applicants page, pipeline board): what each application was sent with through the
 * form, and why it was knocked out. Applications made in one click have no record.
 */
export async function answersFor(
  deps: ApplicationFormDeps,
  applicationIds: number[],
): Promise<ApplicationFormRecord[]> {
  const { forms, answers } = await deps.repo.formsOf([...new Set(applicationIds)]);
  return forms.map((form) => ({
    applicationId: form.applicationId,
    coverLetter: form.coverLetter,
    resumeUploaded: Number(form.resumeUploaded) === 1,
    answers: answers
      .filter((a) => a.applicationId === form.applicationId)
      .map((a) => ({
        question: a.questionText,
        kind: a.kind as QuestionKind,
        options: parseList(a.options),
        required: Number(a.required) === 1,
        answer: a.answer,
      })),
    knockout:
      form.knockoutQuestion !== null ? { question: form.knockoutQuestion, answer: form.knockoutAnswer ?? '' } : null,
  }));
}
