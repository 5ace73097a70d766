/**
 * /applications/{id}/self-identification: the voluntary step after applying. Every question is
 * optional and offers "I do not want to answer"; Skip stands beside Submit, as prominent.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import {
  SELF_ID_LABELS,
  SELF_ID_LIMITS,
  SELF_ID_MESSAGES,
  type SelfIdAnswers,
  type SelfIdForm,
} from '../../../common/self-id';
import { FailureAlert } from '../../components/FailureAlert';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { fetchSelfIdForm, saveSelfId, skipSelfId } from './api';
import { FormText as PageText } from './FormText';
import { SELF_ID_TEXT as TEXT } from './messages';
import { QuestionField } from './QuestionField';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function SelfIdFormView({ form, onSaved }: { form: SelfIdForm; onSaved: (form: SelfIdForm) => void }) {
  const [answers, setAnswers] = useState<SelfIdAnswers>(() => ({
    ...form.answers,
    disabilityDate: form.answers.disabilityDate ?? today(),
  }));
  const [sending, setSending] = useState<'save' | 'skip' | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; error?: unknown } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const set = (key: keyof SelfIdAnswers) => (value: string | null) => setAnswers((a) => ({ ...a, [key]: value }));

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const send = (what: 'save' | 'skip') => {
    setSending(what);
    setOutcome(null);
    (what === 'save' ? saveSelfId(form.applicationId, answers) : skipSelfId(form.applicationId)).then(
      (saved) => {
        setSending(null);
        onSaved(saved);
        setOutcome({ ok: true, text: what === 'save' ? TEXT.saved : TEXT.skipped });
      },
      (error: unknown) => {
        setSending(null);
        const reason = error instanceof ApiError && error.status < 500 ? error.message : TEXT.failed;
        setOutcome({ ok: false, text: reason, error });
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('save');
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={sending !== null}>
      <section aria-labelledby="self-id-eeo" className="mb-4">
        <PageText id="self-id-eeo" text={form.texts.eeo} title={TEXT.eeoTitle} />
        <QuestionField question="sex" value={answers.sex} onChange={set('sex')} />
        <QuestionField question="race" value={answers.race} onChange={set('race')} />
      </section>
      <section aria-labelledby="self-id-veteran" className="mb-4">
        <PageText id="self-id-veteran" text={form.texts.veteran} title={SELF_ID_LABELS.veteran} />
        <QuestionField question="veteran" value={answers.veteran} onChange={set('veteran')} />
      </section>
      <section id="disability" aria-labelledby="self-id-disability" className="mb-4">
        <PageText id="self-id-disability" text={form.texts.disability} title={SELF_ID_LABELS.disability} />
        <QuestionField question="disability" value={answers.disability} onChange={set('disability')} />
        <div className="row g-3">
          <FormGroup className="col-sm-7" controlId="self-id-name">
            <FormLabel>{TEXT.disabilityName}</FormLabel>
            <FormControl
              value={answers.disabilityName ?? ''}
              maxLength={SELF_ID_LIMITS.name}
              autoComplete="name"
              aria-describedby="self-id-name-hint"
              onChange={(e) => set('disabilityName')(e.target.value)}
            />
          </FormGroup>
          <FormGroup className="col-sm-5" controlId="self-id-date">
            <FormLabel>{TEXT.disabilityDate}</FormLabel>
            <FormControl
              type="date"
              value={answers.disabilityDate ?? ''}
              aria-describedby="self-id-name-hint"
              onChange={(e) => set('disabilityDate')(e.target.value)}
            />
          </FormGroup>
        </div>
        <FormText id="self-id-name-hint">{TEXT.disabilityHint}</FormText>
      </section>
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} className="mb-3">
          {outcome.ok ? (
            <Alert variant="success" className="mb-0" data-testid="self-id-outcome">
              {outcome.text} <Link to="/overview">{TEXT.toDashboard}</Link>
            </Alert>
          ) : (
            <FailureAlert message={outcome.text} error={outcome.error} />
          )}
        </div>
      ) : null}
      <div className="self-id-actions d-flex flex-wrap gap-2">
        <BusyButton type="submit" busy={sending === 'save'} busyLabel={TEXT.saving} disabled={sending !== null}>
          {form.status === 'answered' ? TEXT.update : TEXT.submit}
        </BusyButton>
        {form.status !== 'answered' ? (
          <BusyButton
            busy={sending === 'skip'}
            busyLabel={TEXT.skipping}
            disabled={sending !== null}
            onClick={() => send('skip')}
          >
            {TEXT.skip}
          </BusyButton>
        ) : null}
      </div>
    </form>
  );
}

export function SelfIdPage({ applicationId }: { applicationId: string }) {
  const state = useLoad(useCallback((signal: AbortSignal) => fetchSelfIdForm(applicationId, signal), [applicationId]));
  return (
    <div className="self-id-page">
      {state.status === 'ready' ? (
        <>
          <PageHeading title={SELF_ID_MESSAGES.title} lead={TEXT.lead(state.data.jobTitle, state.data.corpTitle)} />
          {state.data.status !== 'pending' ? (
            <Alert variant="info">
              {state.data.status === 'answered'
                ? TEXT.answeredOn(formatDate(state.data.answeredAt))
                : TEXT.skippedBefore}
            </Alert>
          ) : null}
          <SelfIdFormView form={state.data} onSaved={(saved) => state.update(() => saved)} />
        </>
      ) : (
        <>
          <PageHeading title={SELF_ID_MESSAGES.title} />
          {state.status === 'loading' ? (
            <Spinner label={TEXT.loading} />
          ) : (
            <FailureAlert
              message={TEXT.loadFailed}
              detail={state.error instanceof ApiError && state.error.status < 500 ? state.error.message : null}
              error={state.error}
            />
          )}
        </>
      )}
    </div>
  );
}
