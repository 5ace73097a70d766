/**
 * The description, written in Markdown, beside a live preview: the server turns it into HTML with
 * the sanitizer every stored description goes through, so the preview is what candidates will see.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { previewDescription } from './api';
import { FORM_TEXT as TEXT } from './messages';

export const PREVIEW_DEBOUNCE_MS = 400;

export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const pending = useRef<{ timer: number; controller: AbortController } | null>(null);

  /** The preview of `text`, asked for once the typing pauses; a newer text cancels an older ask. */
  const preview = useCallback((text: string) => {
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
      previewDescription(text, controller.signal).then(
        (r) => {
          if (controller.signal.aborted) return;
          setHtml(r.html);
          setUpdating(false);
        },
        () => {
          if (!controller.signal.aborted) setUpdating(false);
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    pending.current = { timer, controller };
  }, []);

  // The first preview (an existing description); later ones follow the typing.
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
        <label htmlFor="job-description" className="form-label">
          {TEXT.description}
        </label>
        <textarea
          id="job-description"
          className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
          rows={14}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            preview(e.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? 'job-description-error ' : ''}job-description-hint`}
        />
        {error ? (
          <div id="job-description-error" className="invalid-feedback">
            {error}
          </div>
        ) : null}
        <div id="job-description-hint" className="form-text">
          {TEXT.descriptionHint}
        </div>
      </div>
      <div className="col-12 col-lg-6">
        <div className="d-flex align-items-center gap-2 form-label">
          <span id="job-preview-label">{TEXT.preview}</span>
          {updating ? <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" /> : null}
          <span className="visually-hidden" role="status">
            {updating ? TEXT.previewUpdating : ''}
          </span>
        </div>
        <section
          className="border rounded p-3 staff-preview job-description"
          aria-labelledby="job-preview-label"
          data-testid="description-preview"
        >
          {html ? (
            // Sanitized by the server (the same sanitizer as every stored description).
            <div dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-body-secondary mb-0">{TEXT.previewEmpty}</p>
          )}
        </section>
      </div>
    </div>
  );
}
