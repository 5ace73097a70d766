/**
 * Markdown beside a live preview: the server turns it into HTML with the sanitizer every stored
 * description and page goes through, so the preview is what candidates and visitors will see.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { handleInternalLinkClick } from '../../components/internal-links';
import { previewDescription } from './api';
import { refusalFields, refusalOf } from './use-action';
import { FORM_TEXT as TEXT } from './messages';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import FormText from 'react-bootstrap/FormText';
import Spinner from 'react-bootstrap/Spinner';
import Alert from 'react-bootstrap/Alert';

const PREVIEW_DEBOUNCE_MS = 400;

export interface MarkdownFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The stored HTML of a text, from the server. */
  render: (text: string, signal: AbortSignal) => Promise<{ html: string }>;
  texts: { preview: string; previewEmpty: string; previewUpdating: string; previewFailed: string };
  testId: string;
  rows?: number;
}

export function MarkdownField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  render,
  texts,
  testId,
  rows = 14,
}: MarkdownFieldProps) {
  const [html, setHtml] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  /** Why the last preview failed (the server's refusal, or the screen's sentence). */
  const [failed, setFailed] = useState<string | null>(null);
  const pending = useRef<{ timer: number; controller: AbortController } | null>(null);

  /** The preview of `text`, asked for once the typing pauses; a newer text cancels an older ask. */
  const preview = useCallback(
    (text: string) => {
      if (pending.current) {
        window.clearTimeout(pending.current.timer);
        pending.current.controller.abort();
        pending.current = null;
      }
      if (!text.trim()) {
        setHtml('');
        setUpdating(false);
        return;
      }
      const controller = new AbortController();
      setUpdating(true);
      const timer = window.setTimeout(() => {
        render(text, controller.signal).then(
          (r) => {
            if (controller.signal.aborted) return;
            setHtml(r.html);
            setFailed(null);
            setUpdating(false);
          },
          (err: unknown) => {
            if (controller.signal.aborted) return;
            setUpdating(false);
            // The field's own sentence (e.g. too long) says more than the form's.
            setFailed(Object.values(refusalFields(err))[0] ?? refusalOf(err) ?? texts.previewFailed);
          },
        );
      }, PREVIEW_DEBOUNCE_MS);
      pending.current = { timer, controller };
    },
    [render, texts.previewFailed],
  );

  // The first preview (an existing text); later ones follow the typing.
  const first = useRef(value);
  useEffect(() => {
    const timer = window.setTimeout(() => preview(first.current), 0);
    return () => {
      window.clearTimeout(timer);
      pending.current?.controller.abort();
    };
  }, [preview]);

  return (
    <div className="row g-3 mb-3">
      <div className="col-12 col-lg-6">
        <FormLabel htmlFor={id}>{label}</FormLabel>
        <FormControl
          id={id}
          as="textarea"
          isInvalid={Boolean(error)}
          className="font-monospace"
          rows={rows}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            preview(e.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
        />
        {error ? (
          <FormControl.Feedback id={`${id}-error`} type="invalid">
            {error}
          </FormControl.Feedback>
        ) : null}
        <FormText id={`${id}-hint`} as="div">
          {hint}
        </FormText>
      </div>
      <div className="col-12 col-lg-6">
        <div className="d-flex align-items-center gap-2 form-label">
          {/* A heading, so the headings of the previewed text (h2, h3) follow the page's own in order. */}
          <h2 id={`${id}-preview-label`} className="fs-6 fw-normal mb-0">
            {texts.preview}
          </h2>
          {updating ? (
            <Spinner animation="border" size="sm" as="span" className="text-primary" aria-hidden="true" />
          ) : null}
          <span className="visually-hidden" role="status">
            {updating ? texts.previewUpdating : ''}
          </span>
        </div>
        {failed ? (
          <Alert variant="warning" className="py-2 small mb-2" role="alert">
            {failed}
          </Alert>
        ) : null}
        <section
          className="border rounded p-3 staff-preview job-description cms-content"
          aria-labelledby={`${id}-preview-label`}
          // A long preview scrolls inside its box, which the keyboard must reach too (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          data-testid={testId}
        >
          {html ? (
            // Sanitized by the server; same-site links go through the link guard like on the page itself.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
            <div onClick={handleInternalLinkClick} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-body-secondary mb-0">{texts.previewEmpty}</p>
          )}
        </section>
      </div>
    </div>
  );
}

/** The job description (Markdown) and its preview. */
export function DescriptionField(props: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <MarkdownField
      {...props}
      id="job-description"
      label={TEXT.description}
      hint={TEXT.descriptionHint}
      render={previewDescription}
      texts={TEXT}
      testId="description-preview"
    />
  );
}
