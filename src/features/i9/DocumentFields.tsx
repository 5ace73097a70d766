/** One document's fields (title from its list, issuing authority, number, expiry, receipt), for Section 2 and Supplement B. */
import FormCheck from 'react-bootstrap/FormCheck';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import { DOCUMENT_TITLES, I9_LIMITS } from '../../../common/i9';
import { FormField } from '../../components/FormField';
import { I9_STAFF_TEXT as TEXT } from './staff-messages';

export const NO_DOCUMENT = { title: '', issuingAuthority: '', number: '', expires: '', receipt: false };
export type DraftDocument = typeof NO_DOCUMENT;

export function DocumentFields({
  id,
  legend,
  titles,
  value,
  onChange,
  error,
  fieldErrors = {},
  noReceipt = false,
}: {
  id: string;
  legend: string;
  /** The documents of the list (or lists) this one is chosen from. */
  titles: readonly string[];
  value: DraftDocument;
  onChange: (value: DraftDocument) => void;
  error?: string;
  /** The server's message for each of the document's own fields, when it names them. */
  fieldErrors?: Partial<Record<keyof DraftDocument, string>>;
  /** The actual document that replaces a receipt: it cannot be one itself. */
  noReceipt?: boolean;
}) {
  const set = (key: keyof DraftDocument) => (v: string | boolean) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="border rounded p-3 mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="h6 float-none w-auto px-1">{legend}</legend>
      <FormGroup className="mb-3" controlId={`${id}-title`}>
        <FormLabel>{TEXT.documentTitle}</FormLabel>
        <FormSelect value={value.title} onChange={(e) => set('title')(e.target.value)} isInvalid={Boolean(error)}>
          <option value="">{TEXT.chooseDocument}</option>
          {titles.map((title) => (
            <option key={title} value={title}>
              {DOCUMENT_TITLES[title as keyof typeof DOCUMENT_TITLES]}
            </option>
          ))}
        </FormSelect>
      </FormGroup>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      ) : null}
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id={`${id}-authority`}
            label={TEXT.issuingAuthority}
            value={value.issuingAuthority}
            onValueChange={set('issuingAuthority')}
            error={fieldErrors.issuingAuthority}
            maxLength={I9_LIMITS.text}
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id={`${id}-number`}
            label={TEXT.documentNumber}
            value={value.number}
            onValueChange={set('number')}
            error={fieldErrors.number}
            maxLength={I9_LIMITS.text}
            autoComplete="off"
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id={`${id}-expires`}
            type="date"
            label={TEXT.expires}
            hint={TEXT.expiresHint}
            value={value.expires}
            onValueChange={set('expires')}
            error={fieldErrors.expires}
          />
        </div>
      </div>
      {noReceipt ? null : (
        <FormCheck
          id={`${id}-receipt`}
          label={TEXT.receipt}
          checked={value.receipt}
          onChange={(e) => set('receipt')(e.target.checked)}
        />
      )}
    </fieldset>
  );
}
