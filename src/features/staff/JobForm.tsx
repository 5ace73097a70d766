/**
 * Create or edit a job. The server validates and its messages appear beside their fields. An edit
 * carries the version it started from: when someone else saved first, the server answers 409 and
 * the form keeps everything typed, offering to save over their version or to load it.
 */
import { DraftStatus } from '../../components/UnsavedChanges';
import { CATEGORY_KEYS, CATEGORY_LABELS, EMPLOYMENT_TYPES } from '../../../common/jobs';
import { PAY_UNIT_LABELS, PAY_UNITS, type PayUnit } from '../../../common/pay';
import { jobFieldProblem, type StaffJob, type StaffJobInput } from '../../../common/staff';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { LocationInput } from '../jobs';
import { createJob, fetchJob, updateJob } from './api';
import { DescriptionField } from './DescriptionField';
import { employmentTypeLabel, FORM_TEXT as TEXT } from './messages';
import { SelectField } from './SelectField';
import { useVersionedForm } from './use-versioned-form';
import { draftOf, inputOf, type QuestionDraft, QuestionsEditor } from './QuestionsEditor';
import { FormAlert } from './VersionConflict';

export type JobFields = Required<Omit<StaffJobInput, 'version' | 'questions'>> & { questions: QuestionDraft[] };

const EMPTY_JOB: JobFields = {
  title: '',
  employmentType: '',
  category: '',
  location: '',
  company: '',
  salary: '',
  payMin: '',
  payMax: '',
  payUnit: '',
  payCurrency: 'USD',
  descriptionMarkdown: '',
  questions: [],
  timeZone: '',
};

function fieldsOf(job: StaffJob): JobFields {
  return {
    title: job.title,
    employmentType: job.employmentType,
    category: job.category,
    location: job.location,
    company: job.company,
    salary: job.salary ?? '',
    payMin: job.payMin === null ? '' : String(job.payMin),
    payMax: job.payMax === null ? '' : String(job.payMax),
    payUnit: job.payUnit ?? '',
    payCurrency: job.payCurrency,
    descriptionMarkdown: job.descriptionMarkdown,
    questions: job.questions.map(draftOf),
    timeZone: job.timeZone ?? '',
  };
}

export function JobForm({
  job,
  onSaved,
}: {
  job: StaffJob | null;
  onSaved: (job: StaffJob, created: boolean) => void;
}) {
  const { fields, set, errors, busy, version, submit, alert, draft } = useVersionedForm<JobFields, StaffJob>({
    record: job,
    draftKey: `job:${job?.jobOrderId ?? 'new'}`,
    empty: EMPTY_JOB,
    fieldsOf,
    write: (values, version) => {
      const input = { ...values, questions: values.questions.map(inputOf) };
      return job ? updateJob(job.jobOrderId, { ...input, version }) : createJob(input);
    },
    reload: () => fetchJob(job!.jobOrderId),
    onSaved: (saved) => onSaved(saved, !job),
    failed: TEXT.saveFailed,
    check: jobFieldProblem,
  });

  return (
    <form noValidate onSubmit={submit} aria-label={job ? TEXT.save : TEXT.create} data-testid="job-form">
      {errors.form ? <FormAlert message={errors.form} texts={TEXT} {...alert} /> : null}
      <DraftStatus draft={draft} />
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
            onChange={set('location')}
            error={errors.location}
          />
        </div>
        <TimeZoneSelect
          id="job-time-zone"
          label={TEXT.timeZone}
          emptyLabel={TEXT.zoneOfLocation}
          value={fields.timeZone ?? ''}
          error={errors.timeZone}
          onChange={set('timeZone')}
          className="col-12 col-md-6 mb-3"
        />
        <SelectField
          id="job-type"
          label={TEXT.type}
          placeholder={TEXT.chooseType}
          value={fields.employmentType}
          options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: employmentTypeLabel(t) }))}
          error={errors.employmentType}
          onChange={(v) => set('employmentType')(v as JobFields['employmentType'])}
          className="col-12 col-md-6 mb-3"
        />
        <SelectField
          id="job-category"
          label={TEXT.category}
          placeholder={TEXT.chooseCategory}
          value={fields.category}
          options={CATEGORY_KEYS.map((k) => ({ value: k, label: CATEGORY_LABELS[k] }))}
          error={errors.category}
          onChange={(v) => set('category')(v as JobFields['category'])}
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
      <fieldset className="row" aria-describedby="job-pay-hint">
        <legend className="fs-6 fw-semibold mb-1">{TEXT.payRange}</legend>
        <p id="job-pay-hint" className="form-text mt-0 mb-2">
          {TEXT.payHint}
        </p>
        <div className="col-6 col-md-3">
          <FormField
            id="job-pay-min"
            label={TEXT.payMin}
            inputMode="decimal"
            value={String(fields.payMin ?? '')}
            onValueChange={set('payMin')}
            error={errors.payMin}
          />
        </div>
        <div className="col-6 col-md-3">
          <FormField
            id="job-pay-max"
            label={TEXT.payMax}
            inputMode="decimal"
            value={String(fields.payMax ?? '')}
            onValueChange={set('payMax')}
            error={errors.payMax}
          />
        </div>
        <SelectField
          id="job-pay-unit"
          label={TEXT.payUnit}
          placeholder={TEXT.choosePayUnit}
          value={fields.payUnit}
          options={PAY_UNITS.map((u) => ({ value: u, label: PAY_UNIT_LABELS[u] }))}
          error={errors.payUnit}
          onChange={(v) => set('payUnit')(v as PayUnit | '')}
          className="col-6 col-md-3 mb-3"
        />
        <div className="col-6 col-md-3">
          <FormField
            id="job-pay-currency"
            label={TEXT.payCurrency}
            value={fields.payCurrency}
            onValueChange={set('payCurrency')}
            error={errors.payCurrency}
            maxLength={3}
          />
        </div>
      </fieldset>
      <DescriptionField
        key={version}
        value={fields.descriptionMarkdown}
        onChange={set('descriptionMarkdown')}
        error={errors.descriptionMarkdown}
      />
      <QuestionsEditor
        value={fields.questions}
        onChange={set('questions')}
        errors={errors as Record<string, string | undefined>}
      />
      <SubmitButton busy={busy} busyLabel={TEXT.saving}>
        {job ? TEXT.save : TEXT.create}
      </SubmitButton>
    </form>
  );
}
