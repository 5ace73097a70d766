/**
 * Create or edit a job. The server validates and its messages appear beside their fields. An edit
 * carries the version it started from: when someone else saved first, the server answers 409 and
 * the form keeps everything typed, offering to save over their version or to load it.
 */
import { type FormEvent, useRef, useState } from 'react';
import { CATEGORY_KEYS, CATEGORY_LABELS, EMPLOYMENT_TYPES } from '../../../common/jobs';
import type { StaffJob, StaffJobInput } from '../../../common/staff';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { LocationInput } from '../jobs/LocationRow';
import { createJob, fetchJob, updateJob } from './api';
import { DescriptionField } from './DescriptionField';
import { FORM_TEXT as TEXT } from './messages';
import { SelectField } from './SelectField';
import { FormAlert, saveErrors } from './VersionConflict';

export type JobFields = Required<Omit<StaffJobInput, 'version'>>;

export const EMPTY_JOB: JobFields = {
  title: '',
  employmentType: '',
  category: '',
  location: '',
  company: '',
  salary: '',
  descriptionMarkdown: '',
};

export function fieldsOf(job: StaffJob): JobFields {
  return {
    title: job.title,
    employmentType: job.employmentType,
    category: job.category,
    location: job.location,
    company: job.company,
    salary: job.salary ?? '',
    descriptionMarkdown: job.descriptionMarkdown,
  };
}

type Errors = Partial<Record<keyof JobFields | 'form', string>>;

export function JobForm({
  job,
  onSaved,
}: {
  job: StaffJob | null;
  onSaved: (job: StaffJob, created: boolean) => void;
}) {
  const [fields, setFields] = useState<JobFields>(job ? fieldsOf(job) : EMPTY_JOB);
  const [version, setVersion] = useState(job?.version ?? 0);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<StaffJob | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (key: keyof JobFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const save = (asVersion = version) => {
    setBusy(true);
    const request = job ? updateJob(job.jobOrderId, { ...fields, version: asVersion }) : createJob(fields);
    request.then(
      (saved) => {
        setBusy(false);
        setErrors({});
        setConflict(null);
        setVersion(saved.version);
        onSaved(saved, !job);
      },
      (err: unknown) => {
        setBusy(false);
        setErrors(saveErrors<keyof JobFields>(err, TEXT.saveFailed));
        if (job && err instanceof ApiError && err.status === 409) {
          fetchJob(job.jobOrderId).then(setConflict, () => setConflict(null));
        }
        window.setTimeout(() => alertRef.current?.focus(), 0);
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const loadTheirs = () => {
    if (!conflict) return;
    setFields(fieldsOf(conflict));
    setVersion(conflict.version);
    setConflict(null);
    setErrors({});
  };

  return (
    <form noValidate onSubmit={submit} aria-label={job ? TEXT.save : TEXT.create} data-testid="job-form">
      {errors.form ? (
        <FormAlert
          message={errors.form}
          conflict={conflict}
          alertRef={alertRef}
          texts={TEXT}
          onOverwrite={() => conflict && save(conflict.version)}
          onLoadTheirs={loadTheirs}
        />
      ) : null}
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id="job-title"
            label={TEXT.title}
            value={fields.title}
            onValueChange={set('title')}
            error={errors.title}
            maxLength={200}
          />
        </div>
        <div className="col-12 col-md-6 mb-3 position-relative">
          <LocationInput
            id="job-location"
            label={TEXT.location}
            placeholder={TEXT.locationPlaceholder}
            value={fields.location}
            onChange={(location) => set('location')(location)}
            error={errors.location}
          />
        </div>
        <SelectField
          id="job-type"
          label={TEXT.type}
          placeholder={TEXT.chooseType}
          value={fields.employmentType}
          options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t }))}
          error={errors.employmentType}
          onChange={set('employmentType')}
          className="col-12 col-md-6 mb-3"
        />
        <SelectField
          id="job-category"
          label={TEXT.category}
          placeholder={TEXT.chooseCategory}
          value={fields.category}
          options={CATEGORY_KEYS.map((k) => ({ value: k, label: CATEGORY_LABELS[k] }))}
          error={errors.category}
          onChange={set('category')}
          className="col-12 col-md-6 mb-3"
        />
        <div className="col-12 col-md-6">
          <FormField
            id="job-company"
            label={TEXT.company}
            value={fields.company}
            onValueChange={set('company')}
            error={errors.company}
            hint={TEXT.companyHint}
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id="job-salary"
            label={TEXT.salary}
            value={fields.salary}
            onValueChange={set('salary')}
            error={errors.salary}
            hint={TEXT.salaryHint}
          />
        </div>
      </div>
      <DescriptionField
        key={version}
        value={fields.descriptionMarkdown}
        onChange={set('descriptionMarkdown')}
        error={errors.descriptionMarkdown}
      />
      <SubmitButton busy={busy} busyLabel={TEXT.saving}>
        {job ? TEXT.save : TEXT.create}
      </SubmitButton>
    </form>
  );
}
