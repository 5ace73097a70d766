/**
 * The profile's language: the portal, mails, the signing page and sealed PDFs' certificates follow
 * it. Saving loads the page again in the chosen language.
 */
import { type FormEvent, useState } from 'react';
import type { Language } from '../../../common/i18n';
import Card from 'react-bootstrap/Card';
import { FailureAlert } from '../../components/FailureAlert';
import { LanguageSelect } from '../../components/LanguageSelect';
import { SubmitButton } from '../../components/SubmitButton';
import { ApiError, apiFetch } from '../../lib/api';
import { pageLanguage } from '../../lib/i18n';
import { LANGUAGE_TEXT as TEXT } from './messages';

export function LanguageSection() {
  // A signed-in page is drawn in the account's language (or the one chosen before it had one).
  const [value, setValue] = useState<Language>(pageLanguage());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    apiFetch('/api/language', { method: 'PUT', json: { language: value } }).then(
      () => window.location.reload(),
      (err: unknown) => {
        setBusy(false);
        setError(err instanceof ApiError && err.status < 500 ? err.message : TEXT.failed);
      },
    );
  };
  return (
    <Card
      as="section"
      className="shadow-sm mb-4"
      aria-labelledby="profile-language-heading"
      data-testid="profile-language-section"
    >
      <Card.Body>
        <div className="dashboard-section-head">
          <h2 id="profile-language-heading" className="h5 mb-0">
            {TEXT.heading}
          </h2>
        </div>
        <form onSubmit={submit} noValidate aria-describedby="language-lead">
          <p id="language-lead" className="small text-body-secondary">
            {TEXT.lead}
          </p>
          <LanguageSelect id="profile-language" label={TEXT.label} value={value} onChange={setValue} className="mb-3" />
          {error ? <FailureAlert message={error} onClose={() => setError(null)} /> : null}
          <SubmitButton busy={busy} busyLabel={TEXT.saving}>
            {TEXT.save}
          </SubmitButton>
        </form>
      </Card.Body>
    </Card>
  );
}
