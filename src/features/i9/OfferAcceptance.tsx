/**
 * In the staff's pipeline, under an application at Offer: whether its Form I-9 is open (and its due
 * dates), else "Record offer acceptance" for an offer accepted outside the portal, with the first
 * day of work, the hiring site and whether the job lasts less than three business days.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import FormCheck from 'react-bootstrap/FormCheck';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import FormText from 'react-bootstrap/FormText';
import { I9_MESSAGES, type I9Acceptance } from '../../../common/i9';
import { FormField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { fetchAcceptance, recordAcceptance } from './actions-api';
import { I9_ACTION_TEXT as TEXT } from './action-messages';
import { SectionSubmit } from './SectionSubmit';
import { fetchHiringSites } from './sites-api';
import { useDisclosure } from './use-disclosure';
import { useSectionSubmit } from './use-section-submit';

function AcceptanceForm({
  applicationId,
  candidateName,
  onOpened,
  onCancel,
}: {
  applicationId: number;
  candidateName: string;
  onOpened: (form: I9Acceptance) => void;
  onCancel: () => void;
}) {
  const sites = useLoad(useCallback((signal: AbortSignal) => fetchHiringSites(signal), []));
  const [startDate, setStartDate] = useState('');
  const [siteId, setSiteId] = useState('');
  const [shortJob, setShortJob] = useState(false);
  const [siteMissing, setSiteMissing] = useState(false);
  const { busy, errors, shown, send } = useSectionSubmit(TEXT.acceptanceFailed);
  const id = `i9-acceptance-${applicationId}`;
  const siteError = errors.hiringSiteId ?? (siteMissing ? I9_MESSAGES.siteNotFound : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Where the employer has sites, the one the hire works at is named, never assumed.
    const missing = sites.status === 'ready' && sites.data.length > 0 && !siteId;
    setSiteMissing(missing);
    if (missing) {
      document.getElementById(`${id}-site`)?.focus();
      return;
    }
    send(
      () => recordAcceptance(applicationId, { startDate, hiringSiteId: siteId ? Number(siteId) : null, shortJob }),
      (opened) =>
        onOpened({
          startDate: opened.startDate,
          section1Due: opened.section1Due,
          section2Due: opened.section2Due,
          hiringSite: opened.hiringSite,
        }),
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={TEXT.acceptanceTitle(candidateName)}
      aria-busy={busy}
      className="border rounded p-3 mt-2"
      data-testid="i9-record-acceptance"
    >
      <p className="small">{TEXT.acceptanceLead}</p>
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id={`${id}-date`}
            type="date"
            label={TEXT.firstDay}
            value={startDate}
            onValueChange={setStartDate}
            error={errors.startDate}
            required
          />
        </div>
        <div className="col-12 col-md-6">
          {sites.status === 'loading' ? (
            <Spinner label={TEXT.loadingSites} className="mb-3" />
          ) : sites.status === 'error' ? (
            <p className="text-danger mb-3">{TEXT.sitesFailed}</p>
          ) : sites.data.length ? (
            <FormGroup className="mb-3" controlId={`${id}-site`}>
              <FormLabel>{TEXT.hiringSite}</FormLabel>
              <FormSelect
                value={siteId}
                onChange={(e) => {
                  setSiteId(e.target.value);
                  setSiteMissing(false);
                }}
                isInvalid={Boolean(siteError)}
                aria-invalid={siteError ? true : undefined}
                aria-describedby={siteError ? `${id}-site-error` : undefined}
                required
              >
                <option value="">{TEXT.chooseSite}</option>
                {sites.data.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.everify ? TEXT.siteEverify(s.name) : s.name}
                  </option>
                ))}
              </FormSelect>
              {siteError ? (
                <div id={`${id}-site-error`} className="invalid-feedback d-block">
                  {siteError}
                </div>
              ) : null}
            </FormGroup>
          ) : null}
        </div>
      </div>
      <div className="mb-3">
        <FormCheck
          id={`${id}-short`}
          label={TEXT.shortJob}
          checked={shortJob}
          onChange={(e) => setShortJob(e.target.checked)}
          aria-describedby={`${id}-short-hint`}
        />
        <FormText as="div" id={`${id}-short-hint`}>
          {TEXT.shortJobHint}
        </FormText>
      </div>
      <SectionSubmit late={null} {...shown} busyLabel={TEXT.opening} label={TEXT.openForm} />
      <Button variant="link" className="mt-2 px-0" onClick={onCancel} disabled={busy}>
        {TEXT.cancel}
      </Button>
    </form>
  );
}

export function OfferAcceptance({ applicationId, candidateName }: { applicationId: number; candidateName: string }) {
  const state = useLoad(useCallback((signal: AbortSignal) => fetchAcceptance(applicationId, signal), [applicationId]));
  const [opened, setOpened] = useState(false);
  const { open, opener, show, hide } = useDisclosure(() =>
    document.getElementById(`i9-acceptance-${applicationId}-date`),
  );
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (opened) result.current?.focus();
  }, [opened]);

  if (state.status === 'loading') return <Spinner label={TEXT.checking} className="small mt-2" />;
  if (state.status === 'error') return <p className="small text-danger mb-0 mt-2">{TEXT.checkFailed}</p>;
  const form = state.data.form;
  if (form)
    return (
      <p className="small mb-0 mt-2" data-testid="i9-acceptance" ref={result} tabIndex={-1}>
        {TEXT.formOpen(formatDate(form.section1Due), formatDate(form.section2Due))}
      </p>
    );
  if (!open)
    return (
      <Button ref={opener} variant="outline-primary" size="sm" className="mt-2" onClick={show}>
        {TEXT.recordAcceptance}
        <span className="visually-hidden"> ({candidateName})</span>
      </Button>
    );
  return (
    <AcceptanceForm
      applicationId={applicationId}
      candidateName={candidateName}
      onOpened={(acceptance) => {
        state.update(() => ({ form: acceptance }));
        hide(false);
        setOpened(true);
      }}
      onCancel={() => hide()}
    />
  );
}
