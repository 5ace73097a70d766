/**
 * Section 1 of Form I-9 as the employee fills it: each citizenship or immigration status shows the
 * fields it needs, the signature is the typed full name, and a preparer or translator adds
 * Supplement A with their own. The server checks every rule; its messages appear beside the fields.
 */
import { type FormEvent, useState } from 'react';
import FormCheck from 'react-bootstrap/FormCheck';
import {
  CITIZENSHIP_LABELS,
  CITIZENSHIP_STATUSES,
  I9_LIMITS,
  type I9Preparer,
  type I9Section1,
  type I9Summary,
} from '../../../common/i9';
import { FormField } from '../../components/FormField';
import { CorrectionReason, SectionSubmit } from './SectionSubmit';
import { completeSection1 } from './api';
import { correctSection1 } from './actions-api';
import { I9_ACTION_TEXT as ACTION } from './action-messages';
import { useSectionSubmit } from './use-section-submit';
import { I9_TEXT as TEXT } from './messages';

const EMPTY: I9Section1 = {
  lastName: '',
  firstName: '',
  middleInitial: '',
  otherLastNames: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
  dateOfBirth: '',
  ssn: '',
  email: '',
  phone: '',
  status: '' as I9Section1['status'],
  uscisNumber: '',
  i94Number: '',
  foreignPassportNumber: '',
  passportCountry: '',
  authorizationExpires: '',
  signature: '',
};
const NO_PREPARER: I9Preparer = {
  lastName: '',
  firstName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  signature: '',
};

export function Section1Form({
  form,
  onDone,
  correcting,
}: {
  form: I9Summary;
  onDone: (summary: I9Summary) => void;
  /** A correction of the completed Section 1: these values to change, a reason, and no Supplement A. */
  correcting?: I9Section1;
}) {
  const [values, setValues] = useState<I9Section1>(correcting ?? EMPTY);
  const [reason, setReason] = useState('');
  const [helped, setHelped] = useState(false);
  const [preparer, setPreparer] = useState<I9Preparer>(NO_PREPARER);
  const [lateReason, setLateReason] = useState('');
  const { busy, errors, shown, send } = useSectionSubmit(correcting ? ACTION.correction1Failed : TEXT.failed);
  // The server names a completion's fields under `section1.`, a correction's under `values.`.
  const prefix = correcting ? 'values' : 'section1';
  const statusError = errors[`${prefix}.status`];

  const field = (key: keyof I9Section1, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      id={`i9-${key}`}
      label={label}
      value={values[key]}
      onValueChange={(v) => setValues((s) => ({ ...s, [key]: v }))}
      error={errors[`${prefix}.${key}`]}
      maxLength={I9_LIMITS.text}
      {...extra}
    />
  );
  const preparerField = (
    key: keyof I9Preparer,
    label: string,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      id={`i9-preparer-${key}`}
      label={label}
      value={preparer[key]}
      onValueChange={(v) => setPreparer((s) => ({ ...s, [key]: v }))}
      error={errors[`preparers.0.${key}`]}
      maxLength={I9_LIMITS.text}
      {...extra}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correcting) send(() => correctSection1(form.id, values, reason), onDone);
    else
      send(
        () => completeSection1(form.id, { section1: values, preparers: helped ? [preparer] : [], lateReason }),
        onDone,
      );
  };

  const status = values.status as string;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="i9-section1" aria-busy={busy}>
      <h2 id="i9-section1" className="h4">
        {correcting ? ACTION.correctSection1 : TEXT.section1}
      </h2>
      {correcting ? <p>{ACTION.correctSection1Lead}</p> : null}
      <fieldset className="mb-3">
        <legend className="h6">{TEXT.name}</legend>
        <div className="row">
          <div className="col-12 col-md-6">{field('lastName', TEXT.lastName, { autoComplete: 'family-name' })}</div>
          <div className="col-12 col-md-6">{field('firstName', TEXT.firstName, { autoComplete: 'given-name' })}</div>
          <div className="col-6 col-md-3">{field('middleInitial', TEXT.middleInitial, { maxLength: 1 })}</div>
          <div className="col-12 col-md-9">{field('otherLastNames', TEXT.otherLastNames)}</div>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{TEXT.addressGroup}</legend>
        <div className="row">
          <div className="col-12 col-md-8">
            {field('address', TEXT.address, { autoComplete: 'street-address', maxLength: I9_LIMITS.address })}
          </div>
          <div className="col-12 col-md-4">{field('apartment', TEXT.apartment, { maxLength: 20 })}</div>
          <div className="col-12 col-md-5">{field('city', TEXT.city, { autoComplete: 'address-level2' })}</div>
          <div className="col-6 col-md-3">
            {field('state', TEXT.state, { autoComplete: 'address-level1', maxLength: 2, hint: TEXT.stateHint })}
          </div>
          <div className="col-6 col-md-4">
            {field('zipCode', TEXT.zipCode, { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
          </div>
        </div>
      </fieldset>
      <div className="row">
        <div className="col-12 col-md-4">
          {field('dateOfBirth', TEXT.dateOfBirth, { type: 'date', autoComplete: 'bday' })}
        </div>
        <div className="col-12 col-md-4">
          {field('ssn', TEXT.ssn, {
            inputMode: 'numeric',
            maxLength: 11,
            autoComplete: 'off',
            hint: form.everify ? TEXT.ssnRequired : TEXT.ssnOptional,
          })}
        </div>
        <div className="col-12 col-md-4">
          {field('phone', TEXT.phone, { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
        </div>
        <div className="col-12 col-md-6">
          {field('email', TEXT.email, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        </div>
      </div>
      <fieldset
        className="mb-3"
        aria-describedby={statusError ? 'i9-status-error' : undefined}
        aria-invalid={statusError ? true : undefined}
      >
        <legend className="h6">{TEXT.statusLegend}</legend>
        {CITIZENSHIP_STATUSES.map((s) => (
          <FormCheck
            key={s}
            type="radio"
            id={`i9-status-${s}`}
            name="i9-status"
            label={CITIZENSHIP_LABELS[s]}
            checked={status === s}
            onChange={() => setValues((v) => ({ ...v, status: s }))}
            isInvalid={Boolean(statusError)}
          />
        ))}
        {statusError ? (
          <div id="i9-status-error" className="invalid-feedback d-block">
            {statusError}
          </div>
        ) : null}
      </fieldset>
      {status === 'permanentResident' ? field('uscisNumber', TEXT.uscisNumber, { maxLength: 12 }) : null}
      {status === 'authorizedAlien' ? (
        <fieldset className="mb-3">
          <legend className="h6 visually-hidden">{CITIZENSHIP_LABELS.authorizedAlien}</legend>
          <p className="small text-body-secondary">{TEXT.alienNumbersHint}</p>
          <div className="row">
            <div className="col-12 col-md-6">
              {field('authorizationExpires', TEXT.authorizationExpires, { type: 'date', hint: TEXT.authorizationHint })}
            </div>
            <div className="col-12 col-md-6">{field('uscisNumber', TEXT.uscisNumber, { maxLength: 12 })}</div>
            <div className="col-12 col-md-6">{field('i94Number', TEXT.i94Number, { maxLength: 11 })}</div>
            <div className="col-12 col-md-6">
              {field('foreignPassportNumber', TEXT.foreignPassportNumber, { maxLength: 20 })}
            </div>
            <div className="col-12 col-md-6">{field('passportCountry', TEXT.passportCountry, { maxLength: 60 })}</div>
          </div>
        </fieldset>
      ) : null}
      <p className="small">{TEXT.perjury}</p>
      {field('signature', TEXT.signature, { hint: TEXT.signatureHint, autoComplete: 'name' })}
      {correcting ? null : (
        <FormCheck
          className="mb-3"
          id="i9-helped"
          label={TEXT.helped}
          checked={helped}
          onChange={(e) => setHelped(e.target.checked)}
        />
      )}
      {helped && !correcting ? (
        <fieldset className="mb-3 border rounded p-3">
          <legend className="h6 float-none w-auto px-1">{TEXT.preparer}</legend>
          <p className="small">{TEXT.preparerLead}</p>
          <div className="row">
            <div className="col-12 col-md-6">{preparerField('lastName', TEXT.lastName)}</div>
            <div className="col-12 col-md-6">{preparerField('firstName', TEXT.firstName)}</div>
            <div className="col-12">{preparerField('address', TEXT.address, { maxLength: I9_LIMITS.address })}</div>
            <div className="col-12 col-md-5">{preparerField('city', TEXT.city)}</div>
            <div className="col-6 col-md-3">
              {preparerField('state', TEXT.state, { maxLength: 2, hint: TEXT.stateHint })}
            </div>
            <div className="col-6 col-md-4">{preparerField('zipCode', TEXT.zipCode, { maxLength: 10 })}</div>
          </div>
          {preparerField('signature', TEXT.preparerSignature)}
        </fieldset>
      ) : null}
      <SectionSubmit
        late={
          form.section1Overdue && !correcting
            ? { label: TEXT.lateReason, value: lateReason, onChange: setLateReason, error: errors.lateReason }
            : null
        }
        {...shown}
        busyLabel={correcting ? ACTION.savingCorrection : TEXT.sending}
        label={correcting ? ACTION.saveCorrection1 : TEXT.submit}
      >
        {correcting ? <CorrectionReason value={reason} onChange={setReason} error={errors.reason} /> : null}
      </SectionSubmit>
    </form>
  );
}
