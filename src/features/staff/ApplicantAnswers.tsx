/** An applicant's application form as staff read it: the knockout (staff only), cover letter and answers. */
import type { ApplicationFormRecord } from '../../../common/application-form';
import Alert from 'react-bootstrap/Alert';
import { answerLabel, QUESTION_TEXT as TEXT } from './questions-messages';

/** An answer in words: a yes/no question's answer in the page's language, others as the candidate gave them. */
function shown(form: ApplicationFormRecord, question: string, answer: string): string {
  const asked = form.answers.find((a) => a.question === question);
  return asked?.kind === 'yesNo' ? answerLabel(answer) : answer;
}

export function ApplicantAnswers({ form, name }: { form: ApplicationFormRecord; name: string }) {
  return (
    <>
      {form.knockout ? (
        <Alert variant="warning" className="mt-2 mb-0 py-2" data-testid="knockout">
          {TEXT.knockedOut(form.knockout.question, shown(form, form.knockout.question, form.knockout.answer))}
        </Alert>
      ) : null}
      <details className="mt-2" data-testid="applicant-answers">
        <summary>
          {TEXT.answers}
          <span className="visually-hidden"> ({name})</span>
        </summary>
        {form.resumeUploaded ? <p className="mt-2 mb-1">{TEXT.uploaded}</p> : null}
        <h3 className="h6 mt-2">{TEXT.coverLetter}</h3>
        <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
          {form.coverLetter ?? TEXT.noCoverLetter}
        </p>
        <dl className="mb-0">
          {form.answers.map((a, i) => (
            <div key={i} className="mb-1">
              <dt className="fw-semibold">{a.question}</dt>
              <dd className="mb-0">
                {a.answer === null ? (
                  <span className="text-body-secondary">{TEXT.notAnswered}</span>
                ) : (
                  shown(form, a.question, a.answer)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
