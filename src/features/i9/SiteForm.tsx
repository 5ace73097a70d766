/**
 * One hiring site's form, to add one or change one: its name and address, E-Verify, and the
 * calendar (open on weekends, closed on federal holidays). The server checks every rule; its
 * messages appear beside the fields, the wait on the button.
 */
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import FormCheck from 'react-bootstrap/FormCheck';
import FormText from 'react-bootstrap/FormText';
import { HIRING_SITE_LIMITS, type HiringSite, type HiringSiteInput } from '../../../common/hiring-sites';
import { FormField } from '../../components/FormField';
import { SectionSubmit } from './SectionSubmit';
import { SITES_TEXT as TEXT } from './site-messages';
import { addHiringSite, changeHiringSite } from './sites-api';
import { useSectionSubmit } from './use-section-submit';

const NEW_SITE: HiringSiteInput = { name: '', address: '', everify: false, openWeekends: false, federalHolidays: true };

const inputOf = (site: HiringSite): HiringSiteInput => ({
  name: site.name,
  address: site.address,
  everify: site.everify,
  openWeekends: site.calendar.openWeekends,
  federalHolidays: site.calendar.federalHolidays,
});

type Flag = 'everify' | 'openWeekends' | 'federalHolidays';

export function SiteForm({
  site,
  onSaved,
  onCancel,
}: {
  /** The site to change; none: a new one. */
  site: HiringSite | null;
  onSaved: (site: HiringSite, added: boolean) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<HiringSiteInput>(site ? inputOf(site) : NEW_SITE);
  const { busy, errors, shown, send } = useSectionSubmit(TEXT.saveFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(
      () => (site ? changeHiringSite(site.id, values) : addHiringSite(values)),
      (saved) => {
        if (!site) setValues(NEW_SITE);
        onSaved(saved, !site);
      },
    );
  };
  const flag = (key: Flag, label: string, hint?: string) => {
    const described = [hint ? `site-${key}-hint` : '', errors[key] ? `site-${key}-error` : ''].filter(Boolean);
    return (
      <div className="mb-3">
        <FormCheck
          id={`site-${key}`}
          label={label}
          checked={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
          isInvalid={Boolean(errors[key])}
          aria-describedby={described.join(' ') || undefined}
        />
        {hint ? (
          <FormText as="div" id={`site-${key}-hint`}>
            {hint}
          </FormText>
        ) : null}
        {errors[key] ? (
          <div id={`site-${key}-error`} className="invalid-feedback d-block">
            {errors[key]}
          </div>
        ) : null}
      </div>
    );
  };
  const heading = site ? TEXT.editWhich(site.name) : TEXT.addTitle;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="site-form-title" aria-busy={busy} className="mt-4">
      <h2 id="site-form-title" className="h4">
        {heading}
      </h2>
      <div className="row">
        <div className="col-12 col-md-6">
          <FormField
            id="site-name"
            label={TEXT.name}
            value={values.name}
            onValueChange={(name) => setValues((v) => ({ ...v, name }))}
            error={errors.name}
            maxLength={HIRING_SITE_LIMITS.name}
            required
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField
            id="site-address"
            label={TEXT.addressOptional}
            value={values.address}
            onValueChange={(address) => setValues((v) => ({ ...v, address }))}
            error={errors.address}
            maxLength={HIRING_SITE_LIMITS.address}
            autoComplete="off"
          />
        </div>
      </div>
      {flag('everify', TEXT.everifyLabel, TEXT.everifyHint)}
      <fieldset className="mb-3">
        <legend className="h6">{TEXT.calendar}</legend>
        {flag('openWeekends', TEXT.weekendsLabel)}
        {flag('federalHolidays', TEXT.holidaysLabel)}
      </fieldset>
      <SectionSubmit late={null} {...shown} busyLabel={TEXT.saving} label={site ? TEXT.save : TEXT.add} />
      {site ? (
        <Button variant="link" className="mt-2 px-0" onClick={onCancel} disabled={busy}>
          {TEXT.cancel}
        </Button>
      ) : null}
    </form>
  );
}
