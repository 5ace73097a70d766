/** An applicant's application form as staff read it: the knockout (staff only), cover letter and answers. */
import type { ApplicationFormRecord } from '../../../common/application-form';
import Alert from 'react-bootstrap/Alert';
import { QUESTION_TEXT as TEXT } from './questions-messages';

export function ApplicantAnswers({ form, name }: { form: ApplicationFormRecord; name: string }) {
  return (
    <>
      {form.knockout ? (
        <Alert variant="warning" className="mt-2 mb-0 py-2" data-testid="knockout">
          {TEXT.knockedOut(form.knockout.question, form.knockout.answer)}
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
              <dd className="mb-0">{a.answer ?? <span className="text-body-secondary">{TEXT.notAnswered}</span>}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
