/**
 * The language switcher of the header and the footer: each other language named in itself, a
 * link to this page in it (`?lang=`, which also works without script and for crawlers). A click
 * keeps the choice on the account first (PUT /api/language), then loads the page in it.
 */
import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGE_TAGS, LANGUAGES, type Language } from '../../common/i18n';
import { apiFetch } from '../lib/api';
import { pageLanguage } from '../lib/i18n';
import { LAYOUT_TEXT } from '../app/layout-messages';

function addressIn(language: Language): string {
  const url = new URL(window.location.href);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.pathname + url.search + url.hash;
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const current = pageLanguage();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = async (event: React.MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // A second click while the first is saved does nothing more.
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await apiFetch('/api/language', { method: 'PUT', json: { language } });
      const url = new URL(window.location.href);
      url.searchParams.delete(LANGUAGE_PARAM);
      window.location.assign(url.pathname + url.search + url.hash);
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    // A group, not a landmark: the header and the footer each have one.
    <div role="group" className={className} aria-label={LAYOUT_TEXT.languages} aria-busy={busy || undefined}>
      <ul className="list-inline mb-0">
        {LANGUAGES.filter((language) => language !== current).map((language) => (
          <li key={language} className="list-inline-item">
            <a
              href={addressIn(language)}
              hrefLang={LANGUAGE_TAGS[language]}
              lang={LANGUAGE_TAGS[language]}
              className="language-link"
              onClick={(event) => void choose(event, language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
      {failed ? (
        <span role="alert" className="small">
          {LAYOUT_TEXT.languageFailed}
        </span>
      ) : null}
    </div>
  );
}
