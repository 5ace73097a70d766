/**
 * The profile form (/profile): name, phone, home ZIP, desired work type, minimum rate, title,
 * company and skills. The server validates; its messages appear beside each field and nothing
 * typed is lost on an error, a reload or a session that ended (the tab keeps a draft).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type CandidateRecord, CONSULT_TYPES, PROFILE_LIMITS, type ProfileInput } from '../../../common/candidates';
import type { SearchType } from '../../../common/jobs';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { saveProfile } from './profile-api';
import { PROFILE_TEXT as TEXT } from './profile-messages';
import { type SkillRow, skillRow, SkillsField } from './SkillsField';
import FormText from 'react-bootstrap/FormText';
import FormCheck from 'react-bootstrap/FormCheck';
import { NoticeToast } from '../../components/NoticeToast';
import { DraftStatus } from '../../components/UnsavedChanges';
import { useFormDraft } from '../../lib/form-draft';

interface FormState {
  firstName: string;
  lastName: string;
  phone: string;
  zipCode: string;
  desiredWorkType: SearchType;
  hourlyRateMinimum: string;
  realTitle: string;
  currentCompany: string;
  skills: SkillRow[];
}

function fromRecord(r: CandidateRecord): FormState {
  const rate = r.preferences.desiredCompensation.hourlyRateMinimum;
  return {
    firstName: r.name.firstName,
    lastName: r.name.lastName,
    phone: r.contact.phone.home ?? '',
    zipCode: r.zipCode ?? '',
    desiredWorkType: r.preferences.desiredWorkType.consultType,
    hourlyRateMinimum: rate === null ? '' : String(rate),
    realTitle: r.realTitle ?? '',
    currentCompany: r.currentCompany ?? '',
    skills: r.skills.map((s) => skillRow(s.skillTag.name, String(s.totalMonthsUsed))),
  };
}

function toInput(f: FormState): ProfileInput {
  return {
    ...f,
    skills: f.skills.map((s) => ({ name: s.name, monthsUsed: s.monthsUsed })),
  };
}

type Outcome = 'saved' | 'invalid' | 'failed' | null;

export function ProfileForm({ record, onSaved }: { record: CandidateRecord; onSaved: (r: CandidateRecord) => void }) {
  const draft = useFormDraft<FormState>('profile', fromRecord(record));
  const { values: form, setValues: setForm } = draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, the first field to fix gets the focus.
  useEffect(() => {
    if (outcome === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [outcome, errors]);

  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const field = (name: keyof FormState) => ({
    id: `profile-${name}`,
    value: form[name] as string,
    onValueChange: (value: string) => set({ [name]: value }),
    error: errors[name] ?? null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    saveProfile(toInput(form)).then(
      (saved) => {
        setBusy(false);
        setErrors({});
        draft.markSaved(fromRecord(saved));
        setOutcome('saved');
        onSaved(saved);
      },
      (err: unknown) => {
        setBusy(false);
        const fields = err instanceof ApiError ? (err.body as { fields?: Record<string, string> })?.fields : undefined;
        if (err instanceof ApiError && err.status === 400 && fields) {
          setErrors(fields);
          setOutcome('invalid');
        } else {
          setFailure(err);
          setOutcome('failed');
        }
      },
    );
  };

  const workTypeError = errors.desiredWorkType;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby="profile-outcome">
      <div id="profile-outcome">
        {outcome === 'invalid' ? (
          <FailureAlert message={TEXT.invalid} testId="profile-invalid" />
        ) : outcome === 'failed' ? (
          <FailureAlert message={TEXT.failed} error={failure} />
        ) : null}
      </div>
      <DraftStatus draft={draft} />
      <NoticeToast
        text={TEXT.saved}
        show={outcome === 'saved'}
        onClose={() => setOutcome(null)}
        testId="profile-saved"
      />
      {record.preferences.updatedDate ? (
        <p className="small text-body-secondary">{TEXT.lastUpdated(formatDate(record.preferences.updatedDate))}</p>
      ) : null}

      <fieldset className="mb-2">
        <legend className="h6 fw-bold">{TEXT.about}</legend>
        <div className="row g-3 mb-3">
          <FormField
            {...field('firstName')}
            label={TEXT.firstName}
            autoComplete="given-name"
            maxLength={PROFILE_LIMITS.nameLength}
            required
            wrapperClassName="col-12 col-sm-6"
          />
          <FormField
            {...field('lastName')}
            label={TEXT.lastName}
            autoComplete="family-name"
            maxLength={PROFILE_LIMITS.nameLength}
            required
            wrapperClassName="col-12 col-sm-6"
          />
          <div className="col-12 col-sm-6">
            <span className="form-label d-block" id="profile-email-label">
              {TEXT.email}
            </span>
            <p className="form-control-plaintext py-1 mb-0 text-break" aria-labelledby="profile-email-label">
              {record.contact.email.home}
            </p>
            <FormText as="div" className="mt-0">
              {TEXT.emailHint}
            </FormText>
          </div>
          <FormField
            {...field('phone')}
            label={TEXT.phone}
            type="tel"
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phoneLength}
            wrapperClassName="col-12 col-sm-6"
          />
          <FormField
            {...field('realTitle')}
            label={TEXT.realTitle}
            hint={TEXT.realTitleHint}
            autoComplete="organization-title"
            maxLength={PROFILE_LIMITS.titleLength}
            wrapperClassName="col-12 col-sm-6"
          />
          <FormField
            {...field('currentCompany')}
            label={TEXT.currentCompany}
            autoComplete="organization"
            maxLength={PROFILE_LIMITS.companyLength}
            wrapperClassName="col-12 col-sm-6"
          />
        </div>
      </fieldset>

      <fieldset className="mb-2">
        <legend className="h6 fw-bold">{TEXT.preferences}</legend>
        <div className="row g-3 mb-3">
          <FormField
            {...field('zipCode')}
            label={TEXT.zipCode}
            hint={TEXT.zipHint}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            wrapperClassName="col-12 col-sm-6"
          />
          <FormField
            {...field('hourlyRateMinimum')}
            label={TEXT.rate}
            hint={TEXT.rateHint}
            inputMode="decimal"
            maxLength={10}
            wrapperClassName="col-12 col-sm-6"
          />
          <div className="col-12">
            <fieldset aria-describedby={workTypeError ? 'profile-work-type-error' : undefined}>
              <legend className="form-label fs-6 mb-1">{TEXT.workType}</legend>
              {CONSULT_TYPES.map((type) => (
                <FormCheck inline key={type}>
                  <FormCheck.Input
                    isInvalid={Boolean(workTypeError)}
                    type="radio"
                    name="desiredWorkType"
                    id={`profile-work-type-${type}`}
                    checked={form.desiredWorkType === type}
                    onChange={() => set({ desiredWorkType: type })}
                  />
                  <FormCheck.Label htmlFor={`profile-work-type-${type}`}>{TEXT.workTypes[type]}</FormCheck.Label>
                </FormCheck>
              ))}
              {workTypeError ? (
                <div id="profile-work-type-error" className="text-danger small">
                  {workTypeError}
                </div>
              ) : null}
            </fieldset>
          </div>
        </div>
      </fieldset>

      <SkillsField rows={form.skills} errors={errors} onChange={(skills) => set({ skills })} />

      <SubmitButton busy={busy} busyLabel={TEXT.saving}>
        {TEXT.save}
      </SubmitButton>
    </form>
  );
}
