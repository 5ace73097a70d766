/**
 * The end of a Form I-9 section's form: the reason asked when the section is late, what the signer
 * attests (`children`), the failure (focused when it shows) and the submit button.
 */
import type { ReactNode, RefObject } from 'react';
import { I9_LIMITS } from '../../../common/i9';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { I9_ACTION_TEXT as ACTION } from './action-messages';

export function SectionSubmit({
  failure,
  alertRef,
  busy,
  busyLabel,
  label,
  late,
  children,
}: {
  /** Shown once the section is past its due date. */
  late: { label: string; value: string; onChange: (value: string) => void; error?: string } | null;
  children?: ReactNode;
  failure: { message: string; error: unknown } | null;
  alertRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  busyLabel: string;
  label: string;
}) {
  return (
    <>
      {late ? (
        <FormField
          id="i9-late-reason"
          label={late.label}
          value={late.value}
          onValueChange={late.onChange}
          error={late.error}
          maxLength={I9_LIMITS.reason}
        />
      ) : null}
      {children}
      {failure ? (
        <div ref={alertRef} tabIndex={-1} className="mb-3">
          <FailureAlert message={failure.message} error={failure.error} />
        </div>
      ) : null}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {label}
      </SubmitButton>
    </>
  );
}

/** A correction's reason, required: kept with the new version (the earlier one stays). */
export function CorrectionReason({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField
      id="i9-correction-reason"
      label={ACTION.reason}
      hint={ACTION.reasonHint}
      value={value}
      onValueChange={onChange}
      error={error}
      maxLength={I9_LIMITS.reason}
      required
    />
  );
}
