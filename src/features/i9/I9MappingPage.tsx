/**
 * /admin/i9/templates/{id}: the mapping of one edition of the official Form I-9, field by field.
 * Each field of the PDF shows one item of the form (a check box only a box); the suggestion from
 * the official field names is preselected, staff check and save it.
 */
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import FormSelect from 'react-bootstrap/FormSelect';
import Table from 'react-bootstrap/Table';
import { I9_MESSAGES } from '../../../common/i9';
import { I9_BOX_ELEMENTS, I9_ELEMENTS, elementGroup, elementLabel, type I9Template } from '../../../common/i9-pdf';
import { FailureAlert } from '../../components/FailureAlert';
import { SectionSubmit } from './SectionSubmit';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { StaffNav } from '../staff';
import { fetchI9Template, saveI9Mapping } from './template-api';
import { I9_TEMPLATE_TEXT as TEXT } from './template-messages';
import { useSectionSubmit } from './use-section-submit';

/** The elements grouped by part, in the form's order: the select's option groups. */
function groups(elements: readonly string[]): { label: string; elements: string[] }[] {
  const out: { label: string; elements: string[] }[] = [];
  for (const element of elements) {
    const label = elementGroup(element);
    const last = out.at(-1);
    if (last?.label === label) last.elements.push(element);
    else out.push({ label, elements: [element] });
  }
  return out;
}

function MappingForm({ template, onSaved }: { template: I9Template; onSaved: (t: I9Template) => void }) {
  const [mapping, setMapping] = useState<Record<string, string>>(template.mapping);
  const [done, setDone] = useState('');
  const { errors, shown, send } = useSectionSubmit(TEXT.saveFailed);
  const textGroups = useMemo(() => groups(I9_ELEMENTS.filter((e) => !I9_BOX_ELEMENTS.includes(e))), []);
  const boxGroups = useMemo(() => groups(I9_BOX_ELEMENTS), []);
  const mapped = Object.values(mapping).filter(Boolean).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    // Every field is sent: one left on "Not filled" is saved as such.
    const all = Object.fromEntries(template.fields.map((f) => [f.name, mapping[f.name] ?? '']));
    send(
      () => saveI9Mapping(template.id, all),
      (saved) => {
        setDone(TEXT.saved);
        onSaved(saved);
      },
    );
  };
  return (
    <form noValidate onSubmit={submit}>
      <p aria-live="polite">{TEXT.mappedCount(mapped)}</p>
      <Table size="sm" className="align-middle stack-table">
        <thead>
          <tr>
            <th scope="col">{TEXT.pdfField}</th>
            <th scope="col">{TEXT.shows}</th>
          </tr>
        </thead>
        <tbody>
          {template.fields.map((field, i) => {
            const id = `i9-map-${i}`;
            const error = errors[`mapping.${field.name}`];
            const box = field.pdfType === 'checkbox';
            return (
              <tr key={field.name} data-testid="i9-map-row">
                <th scope="row">
                  <label htmlFor={id} className="fw-normal">
                    <span className="fw-semibold pdf-field-name">{field.name}</span>{' '}
                    <span className="text-body-secondary">({box ? TEXT.checkBox : TEXT.textField})</span>
                  </label>
                </th>
                <td data-label={TEXT.shows}>
                  <FormSelect
                    id={id}
                    size="sm"
                    value={mapping[field.name] ?? ''}
                    isInvalid={Boolean(error)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(e) => setMapping((m) => ({ ...m, [field.name]: e.target.value }))}
                  >
                    <option value="">{TEXT.notFilled}</option>
                    {(box ? boxGroups : textGroups).map((group) => (
                      <optgroup key={group.label} label={group.label}>
                        {group.elements.map((element) => (
                          // The part and the item: a closed select shows which supplement a name is from.
                          <option key={element} value={element}>
                            {elementLabel(element)}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </FormSelect>
                  {error ? (
                    <div id={`${id}-error`} className="invalid-feedback d-block">
                      {error}
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <SectionSubmit late={null} {...shown} busyLabel={TEXT.saving} label={TEXT.save}>
        <p role="status" className={done ? 'text-success' : 'visually-hidden'}>
          {done}
        </p>
      </SectionSubmit>
    </form>
  );
}

export function I9MappingPage({ templateId }: { templateId: string }) {
  const state = useLoad(useCallback((signal: AbortSignal) => fetchI9Template(templateId, signal), [templateId]));
  const back = (
    <p className="mb-2">
      <Link to="/admin/i9/templates">{TEXT.backToTemplates}</Link>
    </p>
  );
  if (state.status !== 'ready') {
    const refused = state.status === 'error' && state.error instanceof ApiError && state.error.status === 403;
    return (
      <>
        {back}
        <PageHeading title={TEXT.title} />
        <StaffNav current="i9" />
        {state.status === 'loading' ? (
          <Spinner label={TEXT.loading} />
        ) : (
          <FailureAlert
            message={refused ? I9_MESSAGES.i9Only : TEXT.loadFailed}
            error={refused ? undefined : state.error}
          />
        )}
      </>
    );
  }
  const template = state.data;
  return (
    <>
      {back}
      <PageHeading title={TEXT.mappingTitle(template.edition)} lead={TEXT.mappingLead} />
      <StaffNav current="i9" />
      <MappingForm template={template} onSaved={(saved) => state.update(() => saved)} />
    </>
  );
}
