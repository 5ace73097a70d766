/**
 * /admin/brand (admins): the primary colour, with its contrast checked as it is typed (the same
 * check the server makes) and a passing shade offered; and the logo, favicon and hero image, each
 * with its alternative text. Every change asks for step-up first; a saved colour applies to this
 * page at once through the same custom properties the theme stylesheet sets.
 */
import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import {
  BRAND_ALT_MAX,
  BRAND_IMAGE_SLOTS,
  brandContrast,
  brandProperties,
  checkBrandColour,
  DEFAULT_PRIMARY,
  type BrandImageSlot,
  type PublicBrand,
} from '../../../common/brand';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { useStepUp } from '../../components/StepUpDialog';
import { BusyButton } from '../../components/SubmitButton';
import { ApiError } from '../../lib/api';
import { useLoad } from '../../lib/use-load';
import { showBrand } from '../../lib/brand-state';
import { StaffNav } from '../staff';
import { fetchBrand, removeImage, saveColour, uploadImage } from './api';
import { BRAND_PAGE_TEXT as TEXT } from './messages';

/** The colour on this page now, as the theme stylesheet sets it on the others. */
function applyColour(colour: string | null): void {
  for (const [name, value] of brandProperties(colour ?? DEFAULT_PRIMARY))
    document.documentElement.style.setProperty(name, value);
}

function ColourForm({ brand, onSaved }: { brand: PublicBrand; onSaved: (b: PublicBrand) => void }) {
  const id = useId();
  const [value, setValue] = useState(brand.colour ?? DEFAULT_PRIMARY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const stepUp = useStepUp();
  const checked = checkBrandColour(value);
  const save = (colour: string | null) =>
    stepUp.run(() => {
      setBusy(true);
      setError(null);
      setSaved(false);
      saveColour(colour).then(
        (next) => {
          setBusy(false);
          setSaved(true);
          applyColour(next.colour);
          setValue(next.colour ?? DEFAULT_PRIMARY);
          onSaved(next);
        },
        (err: unknown) => {
          setBusy(false);
          setError(err);
        },
      );
    }, 'brand');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (checked.ok) save(checked.colour);
  };
  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`}>
      <Card.Body>
        {stepUp.dialog}
        <h2 id={`${id}-title`} className="h5">
          {TEXT.colourTitle}
        </h2>
        <form onSubmit={submit} noValidate>
          <div className="d-flex gap-3 align-items-start">
            <div>
              <FormLabel htmlFor={`${id}-picker`}>{TEXT.colourPicker}</FormLabel>
              <FormControl
                id={`${id}-picker`}
                type="color"
                className="form-control-color"
                value={/^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : DEFAULT_PRIMARY}
                onChange={(e) => setValue(e.target.value)}
              />
            </div>
            <FormField
              id={`${id}-hex`}
              label={TEXT.colourLabel}
              value={value}
              onValueChange={setValue}
              maxLength={7}
              spellCheck={false}
              error={checked.ok ? null : checked.message}
              hint={checked.ok ? TEXT.passes(brandContrast(checked.colour)) : TEXT.colourHint}
              wrapperClassName="mb-3 flex-grow-1"
              data-testid="brand-colour"
            />
          </div>
          <div className="d-flex flex-wrap gap-2">
            {!checked.ok && checked.suggestion ? (
              <button type="button" className="btn btn-outline-primary" onClick={() => setValue(checked.suggestion!)}>
                {TEXT.suggest(checked.suggestion)}
              </button>
            ) : null}
            <BusyButton type="submit" busy={busy} busyLabel={TEXT.savingColour} disabled={!checked.ok}>
              {TEXT.saveColour}
            </BusyButton>
            {brand.colour ? (
              <button type="button" className="btn btn-link" onClick={() => save(null)} disabled={busy}>
                {TEXT.resetColour}
              </button>
            ) : null}
          </div>
          <div aria-live="polite" className="mt-2">
            {saved ? <p className="text-success mb-0">{TEXT.colourSaved}</p> : null}
          </div>
          {error ? <FailureAlert message={TEXT.colourFailed} error={error} onClose={() => setError(null)} /> : null}
        </form>
      </Card.Body>
    </Card>
  );
}

function ImageForm({
  slot,
  brand,
  onSaved,
}: {
  slot: BrandImageSlot;
  brand: PublicBrand;
  onSaved: (b: PublicBrand) => void;
}) {
  const id = useId();
  const current = brand[slot];
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(current?.alt ?? '');
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const stepUp = useStepUp();
  const act = (kind: 'upload' | 'remove', call: () => Promise<PublicBrand>) =>
    stepUp.run(() => {
      setBusy(kind);
      setError(null);
      setSaved(false);
      call().then(
        (next) => {
          setBusy(null);
          setSaved(true);
          onSaved(next);
        },
        (err: unknown) => {
          setBusy(null);
          setError(err);
        },
      );
    }, 'brand');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (file) act('upload', () => uploadImage(slot, file, alt));
  };
  const fieldErrors =
    error instanceof ApiError ? (error.body as { fields?: Record<string, string> }).fields : undefined;
  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`} data-testid={`brand-${slot}`}>
      <Card.Body>
        {stepUp.dialog}
        <h2 id={`${id}-title`} className="h5">
          {TEXT.images[slot]}
        </h2>
        <p className="text-body-secondary">{TEXT.imageHelp[slot]}</p>
        {current ? (
          <img
            className="brand-preview mb-3"
            src={current.url}
            alt={current.alt}
            width={current.width}
            height={current.height}
          />
        ) : (
          <p>{TEXT.none}</p>
        )}
        <form onSubmit={submit} noValidate>
          <div className="mb-3">
            <FormLabel htmlFor={`${id}-file`}>{TEXT.file}</FormLabel>
            <FormControl
              id={`${id}-file`}
              type="file"
              accept="image/png,image/jpeg"
              isInvalid={Boolean(fieldErrors?.file)}
              aria-describedby={fieldErrors?.file ? `${id}-file-error` : undefined}
              onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
            />
            {fieldErrors?.file ? (
              <div id={`${id}-file-error`} className="invalid-feedback">
                {fieldErrors.file}
              </div>
            ) : null}
          </div>
          {slot === 'favicon' ? null : (
            <FormField
              id={`${id}-alt`}
              label={TEXT.alt}
              value={alt}
              onValueChange={setAlt}
              maxLength={BRAND_ALT_MAX}
              required
              hint={TEXT.altHint}
              error={fieldErrors?.alt ?? null}
            />
          )}
          <div className="d-flex flex-wrap gap-2">
            <BusyButton type="submit" busy={busy === 'upload'} busyLabel={TEXT.uploading} disabled={!file}>
              {TEXT.upload}
            </BusyButton>
            {current ? (
              <BusyButton
                variant="outline-danger"
                busy={busy === 'remove'}
                busyLabel={TEXT.removing}
                onClick={() => act('remove', () => removeImage(slot))}
              >
                {TEXT.remove}
              </BusyButton>
            ) : null}
          </div>
          <div aria-live="polite" className="mt-2">
            {saved ? <p className="text-success mb-0">{TEXT.imageSaved}</p> : null}
          </div>
          {error ? <FailureAlert message={TEXT.imageFailed} error={error} onClose={() => setError(null)} /> : null}
        </form>
      </Card.Body>
    </Card>
  );
}

export function BrandPage() {
  const state = useLoad(fetchBrand);
  /** A change saved: this page's record, and the header, hero and favicon of this tab at once. */
  const saved = (brand: PublicBrand) => {
    state.update(() => brand);
    showBrand(brand);
  };
  return (
    <div>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <StaffNav current="brand" />
      {state.status === 'loading' ? (
        <div aria-busy="true" role="status">
          <span className="visually-hidden">{TEXT.loading}</span>
          <SkeletonLines widths={['60%', '90%', '90%']} />
        </div>
      ) : state.status === 'error' ? (
        <FailureAlert
          message={state.error instanceof ApiError && state.error.status === 403 ? TEXT.adminsOnly : TEXT.couldNotLoad}
          error={state.error}
        />
      ) : (
        <>
          <ColourForm brand={state.data} onSaved={saved} />
          {BRAND_IMAGE_SLOTS.map((slot) => (
            <ImageForm key={slot} slot={slot} brand={state.data} onSaved={saved} />
          ))}
        </>
      )}
    </div>
  );
}
