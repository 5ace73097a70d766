/**
 * Copies of the documents as I-9 staff attach them before signing (Section 2, Supplement B): a file
 * input per document and side (required under the remote examination), a spinner while one is
 * attached, the server's reason when it is refused, and each attached copy with its download and
 * its removal. The server opens every file in its worker and keeps only its own re-encoding.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import { COPY_LABELS, COPY_SIDES, type CopyDocument, type CopySide, type I9Copy } from '../../../common/i9-copies';
import { StepUpLink } from '../../components/StepUpLink';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { removeCopy, uploadCopy } from './copies-api';
import { I9_FOLLOWUP_TEXT as TEXT } from './followup-messages';

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The server's reason for a refusal it explains (4xx), else the screen's own. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

function AttachedCopy({ copy, busy, onRemove }: { copy: I9Copy; busy: boolean; onRemove: (copy: I9Copy) => void }) {
  const label = COPY_LABELS[copy.document][copy.side];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" data-testid="i9-copy">
      <span>
        {label} · {TEXT.sources[copy.source]}
        {copy.uploadedBy ? ` · ${TEXT.attachedBy(copy.uploadedBy, formatDateTime(copy.uploadedAt))}` : ''}
      </span>
      <StepUpLink
        href={copy.url}
        purpose="i9Copy"
        className="btn btn-link btn-sm"
        aria-label={TEXT.downloadCopy(label)}
      >
        {TEXT.download}
      </StepUpLink>
      {copy.signed ? null : (
        <Button
          variant="outline-danger"
          size="sm"
          disabled={busy}
          aria-label={TEXT.removeCopy(label)}
          onClick={() => onRemove(copy)}
        >
          {TEXT.remove}
        </Button>
      )}
    </div>
  );
}

export function CopyUploads({
  formId,
  initial,
  documents,
  required,
  errors,
}: {
  formId: number;
  /** The form's copies when the screen opened. */
  initial: I9Copy[];
  /** The documents chosen so far, whose copies the form asks for. */
  documents: readonly CopyDocument[];
  /** The remote examination: every side of every document is required. */
  required: boolean;
  /** The server's field messages from the section's submission (`copies.listB.front`). */
  errors: Record<string, string>;
}) {
  const [copies, setCopies] = useState<I9Copy[]>(initial);
  // One change at a time: its key (`listB.front`, or `remove`) while it runs.
  const [busy, setBusy] = useState<string | null>(null);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const open = copies.filter((c) => !c.signed);
  const others = open.filter((c) => c.document !== 'supplementB' && !documents.includes(c.document));

  const run = (key: string, call: () => Promise<I9Copy[]>, failed: string) => {
    setBusy(key);
    setRefused((r) => ({ ...r, [key]: '' }));
    call().then(
      (list) => {
        setBusy(null);
        setCopies(list);
      },
      (error: unknown) => {
        setBusy(null);
        setRefused((r) => ({ ...r, [key]: reasonOf(error, failed) }));
      },
    );
  };
  const attach = (document: CopyDocument, side: CopySide, input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    run(`${document}.${side}`, () => uploadCopy(formId, document, side, file), TEXT.uploadFailed);
    // The same file chosen again after a refusal is a change too.
    input.value = '';
  };
  const remove = (copy: I9Copy) => run('remove', () => removeCopy(copy), TEXT.removeFailed);

  if (documents.length === 0 && others.length === 0) return null;
  return (
    <fieldset className="border rounded p-3 mb-3" aria-describedby="i9-copies-hint" aria-busy={busy !== null}>
      <legend className="h6 float-none w-auto px-1">{TEXT.copiesLegend}</legend>
      <FormText as="p" id="i9-copies-hint" className="mt-0">
        {required ? TEXT.copiesRequired : TEXT.copiesHint}
      </FormText>
      {documents.flatMap((document) =>
        COPY_SIDES.map((side) => {
          const key = `${document}.${side}`;
          const id = `i9-copy-${document}-${side}`;
          const label = COPY_LABELS[document][side];
          const attached = open.find((c) => c.document === document && c.side === side);
          const error = refused[key] || (attached ? '' : errors[`copies.${key}`]);
          return (
            <div key={key} className="mb-3">
              {attached ? (
                <AttachedCopy copy={attached} busy={busy !== null} onRemove={remove} />
              ) : (
                <>
                  <FormLabel htmlFor={id}>
                    {label}
                    {required ? <span className="text-body-secondary"> ({TEXT.required})</span> : null}
                  </FormLabel>
                  <FormControl
                    id={id}
                    type="file"
                    accept={ACCEPT}
                    disabled={busy !== null}
                    required={required}
                    isInvalid={Boolean(error)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(e) => attach(document, side, e.target as HTMLInputElement)}
                  />
                </>
              )}
              {error ? (
                // A refusal of the file just chosen is said at once; the section's own marks are read with the input.
                <div id={`${id}-error`} className="invalid-feedback d-block" role={refused[key] ? 'alert' : undefined}>
                  {error}
                </div>
              ) : null}
              {busy === key ? <Spinner className="mt-1" label={TEXT.uploading(label)} /> : null}
            </div>
          );
        }),
      )}
      {others.length ? (
        <div className="mb-2">
          <p className="small mb-1">{TEXT.notChosen}</p>
          {others.map((c) => (
            <AttachedCopy key={c.id} copy={c} busy={busy !== null} onRemove={remove} />
          ))}
        </div>
      ) : null}
      {busy === 'remove' ? <Spinner label={TEXT.removing} /> : null}
      {refused.remove ? (
        <div className="invalid-feedback d-block" role="alert">
          {refused.remove}
        </div>
      ) : null}
    </fieldset>
  );
}
