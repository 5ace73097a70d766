/**
 * The inspection export on /admin/i9 (I-9 staff): everyone, or a range of first days of work; a
 * spinner while the ZIP is made and downloaded; the server's reason when it cannot be (a bad range,
 * nothing in it, no permission).
 */
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import FormCheck from 'react-bootstrap/FormCheck';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { downloadInspection } from './inspection-api';
import { INSPECTION_TEXT as TEXT } from './inspection-messages';

type State =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'done'; forms: number; file: string }
  | { phase: 'failed'; error: unknown };

export function InspectionExportForm() {
  const id = useId();
  const [everyone, setEveryone] = useState(true);
  const [range, setRange] = useState({ from: '', to: '' });
  const [state, setState] = useState<State>({ phase: 'idle' });
  const fields = state.phase === 'failed' && state.error instanceof ApiError ? fieldErrors(state.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState({ phase: 'busy' });
    downloadInspection(everyone ? { from: '', to: '' } : range).then(
      (done) => setState({ phase: 'done', ...done }),
      (error: unknown) => setState({ phase: 'failed', error }),
    );
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4" data-testid="i9-inspection-export">
      <h2 id={`${id}-title`} className="h4">
        {TEXT.exportTitle}
      </h2>
      <p>{TEXT.exportLead}</p>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <fieldset className="mb-2">
          <legend className="h6">{TEXT.scopeLegend}</legend>
          <FormCheck
            type="radio"
            id={`${id}-everyone`}
            name={`${id}-scope`}
            label={TEXT.everyone}
            checked={everyone}
            onChange={() => setEveryone(true)}
          />
          <FormCheck
            type="radio"
            id={`${id}-range`}
            name={`${id}-scope`}
            label={TEXT.range}
            checked={!everyone}
            onChange={() => setEveryone(false)}
          />
        </fieldset>
        {everyone ? null : (
          <div className="row">
            <div className="col-12 col-md-6 col-lg-4">
              <FormField
                id={`${id}-from`}
                type="date"
                label={TEXT.from}
                value={range.from}
                onValueChange={(from) => setRange((r) => ({ ...r, from }))}
                error={fields.from}
                hint={TEXT.dateHint}
              />
            </div>
            <div className="col-12 col-md-6 col-lg-4">
              <FormField
                id={`${id}-to`}
                type="date"
                label={TEXT.to}
                value={range.to}
                onValueChange={(to) => setRange((r) => ({ ...r, to }))}
                error={fields.to}
              />
            </div>
          </div>
        )}
        <BusyButton type="submit" busy={state.phase === 'busy'} busyLabel={TEXT.downloading}>
          {TEXT.download}
        </BusyButton>
      </form>
      <div aria-live="polite" className="mt-3">
        {state.phase === 'busy' ? <p className="text-body-secondary">{TEXT.downloading}</p> : null}
        {state.phase === 'done' ? (
          <Alert variant="success" className="mb-0">
            {TEXT.downloaded(state.forms, state.file)}
          </Alert>
        ) : null}
      </div>
      {state.phase === 'failed' ? (
        <FailureAlert
          message={TEXT.exportFailed}
          detail={state.error instanceof ApiError ? state.error.message : null}
          error={state.error}
          onClose={() => setState({ phase: 'idle' })}
        />
      ) : null}
    </section>
  );
}

/** The server's field errors of a refused range (`from`, `to`). */
function fieldErrors(error: ApiError): { from?: string; to?: string } {
  const body = error.body as { fields?: Record<string, string> } | null;
  return { from: body?.fields?.from, to: body?.fields?.to };
}
