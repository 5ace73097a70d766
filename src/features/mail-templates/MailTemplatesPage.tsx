/**
 * /admin/mail-templates (admins): choose a mail, edit its subject and text with placeholders, see
 * the mail as it is sent (the server renders it with the code that sends it, filled with sample
 * values, into a frame beside the editor), save, or reset to the built-in text. Status mails also
 * say whether a change to their status sends them.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import {
  fillTemplate,
  JOB_CARD,
  MAIL_TEMPLATE_MESSAGES,
  type MailTemplateView,
  PLACEHOLDERS,
  SEND_MODE_LABELS,
  SEND_MODES,
  type SendMode,
  unknownPlaceholders,
} from '../../../common/mail-templates';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { pageState } from '../../lib/page-state';
import { useLoad } from '../../lib/use-load';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n';
import { isTranslationLanguage } from '../../../common/translations';
import { LanguageChoice, StaffNav, TRANSLATION_TEXT } from '../staff';
import { TemplateTranslation } from './TemplateTranslation';
import { fetchMailTemplates, mailPreviewUrl, resetMailTemplate, saveMailTemplate } from './api';
import { TEMPLATE_TEXT as TEXT } from './messages';

function Editor({ template, onSaved }: { template: MailTemplateView; onSaved: (t: MailTemplateView) => void }) {
  const id = useId();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [sendMode, setSendMode] = useState<SendMode | null>(template.sendMode);
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const unknown = unknownPlaceholders(`${subject}\n${body}`, template.placeholders);
  const problem = unknown.length ? MAIL_TEMPLATE_MESSAGES.unknownPlaceholder(unknown, template.placeholders) : null;
  const sample = { ...PLACEHOLDERS, siteName: pageState.config.siteName };
  const previewForm = useRef<HTMLFormElement>(null);
  const [previewing, setPreviewing] = useState(false);
  // The frame shows the server's rendering of the draft, a moment after the typing stops.
  useEffect(() => {
    if (problem) return;
    const timer = setTimeout(() => {
      setPreviewing(true);
      previewForm.current?.submit();
    }, 250);
    return () => clearTimeout(timer);
  }, [subject, body, problem]);

  function run(key: 'save' | 'reset', call: () => Promise<MailTemplateView>, done: string) {
    setBusy(key);
    setError(null);
    setMessage('');
    call().then(
      (saved) => {
        setBusy(null);
        setSubject(saved.subject);
        setBody(saved.body);
        setSendMode(saved.sendMode);
        setMessage(done);
        onSaved(saved);
      },
      (err: unknown) => {
        setBusy(null);
        setError(err instanceof ApiError && err.status < 500 ? err.message : TEXT.saveFailed);
      },
    );
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { subject, body, ...(sendMode ? { sendMode } : {}) };
    run('save', () => saveMailTemplate(template.key, input), MAIL_TEMPLATE_MESSAGES.saved);
  };

  return (
    <div className="row g-4">
      <form className="col-12 col-lg-6" onSubmit={save} noValidate aria-label={template.label}>
        <p>
          <Badge bg={template.edited ? 'primary' : 'secondary'}>{template.edited ? TEXT.edited : TEXT.builtIn}</Badge>
        </p>
        <div className="mb-3">
          <FormLabel htmlFor={`${id}-subject`}>{TEXT.subject}</FormLabel>
          <FormControl
            id={`${id}-subject`}
            value={subject}
            maxLength={200}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div className="mb-2">
          <FormLabel htmlFor={`${id}-body`}>{TEXT.body}</FormLabel>
          <FormControl
            as="textarea"
            id={`${id}-body`}
            rows={10}
            value={body}
            maxLength={5000}
            isInvalid={Boolean(problem)}
            aria-describedby={`${id}-placeholders${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => setBody(e.target.value)}
          />
          {problem ? (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          ) : null}
        </div>
        <div id={`${id}-placeholders`} className="small mb-3">
          <p className="mb-1">
            {TEXT.placeholders} {template.placeholders.map((p) => `{{${p}}}`).join(', ')}
          </p>
          {template.placeholders.includes(JOB_CARD) ? <p className="mb-1">{TEXT.jobCardHint}</p> : null}
          <p className="mb-0">{TEXT.linkHint}</p>
        </div>
        {template.status && sendMode ? (
          <div className="mb-3">
            <FormLabel htmlFor={`${id}-mode`}>{TEXT.sendMode}</FormLabel>
            <FormSelect id={`${id}-mode`} value={sendMode} onChange={(e) => setSendMode(e.target.value as SendMode)}>
              {SEND_MODES.map((m) => (
                <option key={m} value={m}>
                  {SEND_MODE_LABELS[m]}
                </option>
              ))}
            </FormSelect>
          </div>
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          <BusyButton type="submit" busy={busy === 'save'} busyLabel={TEXT.saving} disabled={Boolean(problem)}>
            {TEXT.save}
          </BusyButton>
          <BusyButton
            variant="outline-secondary"
            busy={busy === 'reset'}
            busyLabel={TEXT.resetting}
            onClick={() => run('reset', () => resetMailTemplate(template.key), MAIL_TEMPLATE_MESSAGES.reset)}
          >
            {TEXT.reset}
          </BusyButton>
        </div>
        <p role="status" className="text-success mt-2 mb-0">
          {message}
        </p>
        {error ? <FailureAlert message={error} onClose={() => setError(null)} /> : null}
      </form>
      <section className="col-12 col-lg-6" aria-labelledby={`${id}-preview`} data-testid="template-preview">
        <h2 id={`${id}-preview`} className="h5">
          {TEXT.preview}
        </h2>
        <Card className="shadow-sm">
          <Card.Body>
            <p className="mb-2">
              <strong>{TEXT.previewSubject}</strong> {fillTemplate(subject, sample)}
            </p>
            <p role="status" className="small text-body-secondary mb-2" style={{ minHeight: '1.5em' }}>
              {previewing ? TEXT.previewUpdating : ''}
            </p>
            <iframe
              name={`${id}-frame`}
              title={TEXT.previewFrame}
              className="w-100 border rounded"
              style={{ height: 680 }}
              sandbox=""
              onLoad={() => setPreviewing(false)}
            />
          </Card.Body>
        </Card>
        <form ref={previewForm} method="post" action={mailPreviewUrl(template.key)} target={`${id}-frame`} hidden>
          <input type="hidden" name="subject" value={subject} />
          <input type="hidden" name="body" value={body} />
        </form>
      </section>
    </div>
  );
}

export function MailTemplatesPage() {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => fetchMailTemplates(signal), []);
  const state = useLoad(load);
  const [key, setKey] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  return (
    <div>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <StaffNav current="mail-templates" />
      {state.status === 'loading' ? (
        <div aria-busy="true" role="status">
          <span className="visually-hidden">{TEXT.loading}</span>
          <SkeletonLines widths={['40%', '90%', '90%', '90%', '60%']} />
        </div>
      ) : state.status === 'error' ? (
        <FailureAlert
          message={state.error instanceof ApiError && state.error.status === 403 ? TEXT.adminsOnly : TEXT.couldNotLoad}
          error={state.error}
        />
      ) : (
        (() => {
          const current = state.data.find((t) => t.key === key) ?? state.data[0]!;
          const replace = (saved: MailTemplateView) =>
            state.update((all) => all.map((t) => (t.key === saved.key ? saved : t)));
          return (
            <>
              <div className="mb-4" style={{ maxWidth: 480 }}>
                <FormLabel htmlFor={`${id}-template`}>{TEXT.choose}</FormLabel>
                <FormSelect id={`${id}-template`} value={current.key} onChange={(e) => setKey(e.target.value)}>
                  {state.data.map((t) => (
                    <option key={t.key} value={t.key}>
                      {t.label}
                      {t.edited ? ` (${TEXT.editedSuffix})` : ''}
                      {t.missingTranslations.length ? ` — ${TRANSLATION_TEXT.missing}` : ''}
                    </option>
                  ))}
                </FormSelect>
              </div>
              <LanguageChoice value={language} onChange={setLanguage} missing={current.missingTranslations} />
              {isTranslationLanguage(language) ? (
                <TemplateTranslation
                  key={`${current.key}:${language}`}
                  template={current}
                  language={language}
                  onChange={replace}
                />
              ) : (
                <Editor key={current.key} template={current} onSaved={replace} />
              )}
            </>
          );
        })()
      )}
    </div>
  );
}
