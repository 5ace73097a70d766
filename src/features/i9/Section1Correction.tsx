/**
 * On /i9/{id} once Section 1 is done: "Correct Section 1" opens the form with what the employee
 * gave, a reason and a new signature; the correction is a new version, listed with the earlier
 * ones (who, when, what changed, why).
 */
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { I9Summary } from '../../../common/i9';
import { formatDateTime } from '../../lib/format';
import type { MyI9 } from './api';
import { I9_ACTION_TEXT as TEXT } from './action-messages';
import { changedLabels } from './field-labels';
import { Section1Form } from './Section1Form';
import { I9_STAFF_TEXT } from './staff-messages';
import { useDisclosure } from './use-disclosure';

/** Every version of the employee's parts, oldest first: a correction says what it changed and why. */
export function VersionList({ versions }: { versions: MyI9['versions'] }) {
  // Until a correction, the history holds nothing the page does not already say.
  if (!versions.some((v) => v.reason)) return null;
  return (
    <section aria-labelledby="i9-my-versions" className="mt-4">
      <h2 id="i9-my-versions" className="h5">
        {TEXT.yourHistory}
      </h2>
      <ol className="list-unstyled" data-testid="i9-my-versions">
        {versions.map((v) => (
          <li key={`${v.part}-${v.version}`} className="border-start border-3 ps-2 mb-2">
            <p className="mb-0 fw-semibold">
              {I9_STAFF_TEXT.parts[v.part as keyof typeof I9_STAFF_TEXT.parts] ?? v.part} ·{' '}
              {v.actor
                ? TEXT.versionLine(v.version, formatDateTime(v.createdAt), v.actor)
                : TEXT.versionLineNobody(v.version, formatDateTime(v.createdAt))}
            </p>
            {v.changed.length ? <p className="mb-0">{TEXT.changedFields(changedLabels(v.part, v.changed))}</p> : null}
            {v.reason ? <p className="mb-0">{TEXT.why(v.reason)}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Section1Correction({ form, onCorrected }: { form: MyI9; onCorrected: (summary: I9Summary) => void }) {
  const [saved, setSaved] = useState(false);
  // The form takes the button's place: the keyboard starts at its first field.
  const { open, opener, show, hide } = useDisclosure(() => document.getElementById('i9-lastName'));
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  if (!form.section1) return null;
  const done = (summary: I9Summary) => {
    hide(false);
    setSaved(true);
    onCorrected(summary);
  };
  return (
    <div className="mt-4">
      {saved ? (
        <Alert variant="success" ref={savedRef} tabIndex={-1} data-testid="i9-corrected">
          {TEXT.corrected1}
        </Alert>
      ) : null}
      {open ? (
        <div className="border rounded p-3">
          <Section1Form form={form} correcting={form.section1} onDone={done} />
          <Button variant="link" className="mt-2 px-0" onClick={() => hide()}>
            {TEXT.cancel}
          </Button>
        </div>
      ) : (
        <Button
          ref={opener}
          variant="outline-primary"
          onClick={() => {
            setSaved(false);
            show();
          }}
        >
          {TEXT.correctSection1}
        </Button>
      )}
    </div>
  );
}
