/**
 * /jobs/{id}/apply: the application form of a job with screening questions. The candidate picks
 * the résumé to send (the profile's, one uploaded for this application only, or none), may write a
 * cover letter, and answers the questions; the server's message for each field shows beside it.
 * What is typed survives a reload or a session that ended (the tab keeps a draft), except answers
 * to questions asking for an identity or bank number.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type {
  AnswerValue,
  ApplicationForm,
  ApplicationSubmission,
  SubmissionResult,
} from '../../../common/application-form';
import { FORM_LIMITS } from '../../../common/application-form';
import { RESUME_ACCEPT } from '../../../common/resume';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { SubmitButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { getApplicationForm, submitApplication } from './application-form-api';
import { APPLICATION_FORM_SCREEN as TEXT } from './application-form-messages';
import { QuestionField } from './QuestionField';
import { SelfIdPrompt } from '../self-id';
import { DraftStatus } from '../../components/UnsavedChanges';
import { looksSensitive, useFormDraft } from '../../lib/form-draft';

type Errors = Record<string, string | undefined>;
type Failure = { message: string; error: unknown };
/** What the candidate types (the chosen file stays out: storage cannot hold it). */
interface Typed {
  resume: ApplicationSubmission['resume'];
  coverLetter: string;
  answers: Record<string, AnswerValue>;
}
const FILL = { minHeight: '100vh' } as const;

function Confirmation({ result, jobOrderId }: { result: SubmissionResult; jobOrderId: number }) {
  const heading = useCallback((el: HTMLHeadingElement | null) => el?.focus(), []);
  return (
    <Card className="shadow-sm" data-testid="application-result">
      <Card.Body>
        <h2 className="h4" tabIndex={-1} ref={heading}>
          {result.status === 'Submitted' ? TEXT.thanks : TEXT.thanksReceived}
        </h2>
        <p>{result.message}</p>
        {/* The voluntary step after applying, when the employer asks for it. */}
        <SelfIdPrompt jobOrderId={jobOrderId} />
        <div className="d-flex flex-wrap gap-3">
          <Link to="/overview">{TEXT.seeApplications}</Link>
          <Link to="/jobs">{TEXT.moreJobs}</Link>
          <Link to={`/jobs/${jobOrderId}`}>{TEXT.backToJob}</Link>
        </div>
      </Card.Body>
    </Card>
  );
}

function FormBody({
  form,
  onChanged,
  changed,
}: {
  form: ApplicationForm;
  onChanged: (failure: Failure) => void;
  /** Why this form was read again (its questions changed as it was sent): said above it. */
  changed: Failure | null;
}) {
  const { job } = form;
  const sensitiveIds = new Set(form.questions.filter((q) => looksSensitive(q.text)).map((q) => q.id));
  const draft = useFormDraft<Typed>(
    `application:${job.jobOrderId}`,
    { resume: form.resume ? 'profile' : 'none', coverLetter: '', answers: {} },
    (typed) => ({
      ...typed,
      answers: Object.fromEntries(Object.entries(typed.answers).filter(([id]) => !sensitiveIds.has(Number(id)))),
    }),
  );
  const { resume, coverLetter, answers } = draft.values;
  const setTyped = (patch: Partial<Typed>) => draft.setValues((t) => ({ ...t, ...patch }));
  const setResume = (value: Typed['resume']) => setTyped({ resume: value });
  const setCoverLetter = (value: string) => setTyped({ coverLetter: value });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(changed);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SubmissionResult | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Read again after a refusal, the form opens on its reason, with the focus.
  useEffect(() => {
    if (changed) alertRef.current?.focus();
  }, [changed]);

  if (result) return <Confirmation result={result} jobOrderId={job.jobOrderId} />;
  if (form.appliedTo) {
    return (
      <Alert variant="info">
        {TEXT.alreadyApplied} <Link to="/overview">{TEXT.seeApplications}</Link>
      </Alert>
    );
  }

  const over = coverLetter.length - FORM_LIMITS.coverLetter;
  const answer = (id: number) => (value: AnswerValue) => {
    draft.setValues((t) => ({ ...t, answers: { ...t.answers, [id]: value } }));
    setErrors((e) => ({ ...e, [`answers.${id}`]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const submission = { formVersion: form.formVersion, resume, coverLetter, answers };
    submitApplication(job.jobOrderId, submission, resume === 'upload' ? file : null).then(
      (done) => {
        setBusy(false);
        draft.markSaved(draft.values);
        setResult(done);
      },
      (err: unknown) => {
        setBusy(false);
        const body = err instanceof ApiError ? (err.body as { fields?: Errors } | null) : null;
        setErrors(body?.fields ?? {});
        const failed = { message: err instanceof ApiError && err.status < 500 ? err.message : TEXT.failed, error: err };
        setFailure(failed);
        // The questions changed meanwhile: the form is read again (answers to the same ids stay).
        if (err instanceof ApiError && err.status === 409 && form.formVersion !== '') onChanged(failed);
        window.setTimeout(() => alertRef.current?.focus(), 0);
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={TEXT.submit} data-testid="application-form">
      <div ref={alertRef} tabIndex={-1}>
        {failure ? <FailureAlert message={failure.message} error={failure.error} /> : null}
      </div>
      <DraftStatus draft={draft} />
      <fieldset className="mb-3" aria-describedby={errors.resume ? 'resume-error' : undefined}>
        <legend className="h5">{TEXT.resume}</legend>
        {form.resume ? (
          <Form.Check
            id="resume-profile"
            type="radio"
            name="resume"
            label={TEXT.profileResume(form.resume.fileName)}
            checked={resume === 'profile'}
            onChange={() => setResume('profile')}
          />
        ) : (
          <p className="text-body-secondary mb-1">{TEXT.noProfileResume}</p>
        )}
        <Form.Check
          id="resume-upload"
          type="radio"
          name="resume"
          label={TEXT.uploadResume}
          checked={resume === 'upload'}
          onChange={() => setResume('upload')}
        />
        {resume === 'upload' ? (
          <Form.Group controlId="resume-file" className="ms-4 my-2">
            <Form.Label>{TEXT.file}</Form.Label>
            <Form.Control
              type="file"
              accept={RESUME_ACCEPT}
              isInvalid={Boolean(errors.resume)}
              onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
            />
          </Form.Group>
        ) : null}
        <Form.Check
          id="resume-none"
          type="radio"
          name="resume"
          label={TEXT.noResume}
          checked={resume === 'none'}
          onChange={() => setResume('none')}
        />
        {errors.resume ? (
          <Form.Control.Feedback type="invalid" id="resume-error" className="d-block">
            {errors.resume}
          </Form.Control.Feedback>
        ) : null}
      </fieldset>
      <Form.Group controlId="cover-letter" className="mb-4">
        <Form.Label>{TEXT.coverLetter}</Form.Label>
        {/* No maxLength: a pasted letter is never cut; the counter shows the limit, the server refuses beyond it. */}
        <Form.Control
          as="textarea"
          rows={5}
          value={coverLetter}
          onChange={(e) => {
            setCoverLetter(e.target.value);
            setErrors((all) => ({ ...all, coverLetter: undefined }));
          }}
          isInvalid={Boolean(errors.coverLetter) || over > 0}
          aria-describedby="cover-letter-hint cover-letter-count"
        />
        <Form.Text id="cover-letter-hint">{TEXT.coverLetterHint}</Form.Text>{' '}
        <Form.Text
          id="cover-letter-count"
          data-testid="cover-letter-count"
          className={over > 0 ? 'text-danger fw-semibold' : undefined}
        >
          {over > 0 ? TEXT.coverLetterOver(over) : TEXT.coverLetterCount(coverLetter.length)}
        </Form.Text>
        <Form.Control.Feedback type="invalid">{errors.coverLetter}</Form.Control.Feedback>
      </Form.Group>
      {form.questions.length ? (
        <section aria-labelledby="questions-heading" className="mb-3">
          <h2 id="questions-heading" className="h5">
            {TEXT.questions}
          </h2>
          {form.questions.map((q) => (
            <QuestionField
              key={q.id}
              question={q}
              value={answers[q.id] ?? null}
              error={errors[`answers.${q.id}`]}
              onChange={answer(q.id)}
            />
          ))}
        </section>
      ) : null}
      <SubmitButton busy={busy} busyLabel={TEXT.submitting}>
        {TEXT.submit}
      </SubmitButton>
    </Form>
  );
}

export function ApplicationFormPage({ jobOrderId }: { jobOrderId: number }) {
  const load = useCallback((signal: AbortSignal) => getApplicationForm(jobOrderId, signal), [jobOrderId]);
  const state = useLoad(load);
  const [changed, setChanged] = useState<Failure | null>(null);
  const { refresh } = state;
  const reread = useCallback(
    (failure: Failure) => {
      setChanged(failure);
      refresh();
    },
    [refresh],
  );
  if (state.status === 'loading') {
    // As tall as the screen: the footer is below it before the form comes, so nothing shifts.
    return (
      <div className="application-form" aria-busy="true" style={FILL}>
        <span className="visually-hidden" role="status">
          {TEXT.loading}
        </span>
        <SkeletonLines widths={['60%', '40%', '90%', '90%', '90%']} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        <PageHeading title={TEXT.fallbackTitle} />
        <FailureAlert message={TEXT.loadFailed} error={state.error} />
        <Link to="/jobs">{TEXT.moreJobs}</Link>
      </>
    );
  }
  const { job } = state.data;
  return (
    <div className="application-form" style={FILL}>
      <PageHeading title={TEXT.title(job.title)} lead={TEXT.lead(job.corpTitle, job.location)} />
      <FormBody key={state.data.formVersion} form={state.data} onChanged={reread} changed={changed} />
    </div>
  );
}
