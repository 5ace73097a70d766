/**
 * The ESIGN Act consumer disclosure (15 U.S.C. 7001(c)(1)) shown before a candidate consents to
 * electronic records and signatures. It is versioned content, each language on its own: any change
 * to its words in a language is a new version of that language, and each consent records the
 * version it was given under and the language it was read in (with when and from where).
 */

import { i18n, isLanguage, type Language, translatable } from './i18n';

/**
 * The version of the text each language shows. Bump a language's version with every change to its
 * words (an English change that the Spanish follows bumps both). Versions other than English's
 * name their language, so that a version alone says which text it was.
 */
export const ESIGN_DISCLOSURE_VERSIONS: Readonly<Record<Language, string>> = {
  en: '2026-11-25.1',
  es: '2026-11-29.es.1',
};

/** The language whose current text a version is, or null when it is no current version. */
export function disclosureLanguageOf(version: unknown): Language | null {
  const found = Object.entries(ESIGN_DISCLOSURE_VERSIONS).find(([, v]) => v === version);
  return found && isLanguage(found[0]) ? found[0] : null;
}

/**
 * The version in force for a consent read in `language`. A consent is to the words that were read,
 * so it stands while the text of the language it was read in is unchanged, whatever language its
 * reader uses now (docs/architecture.md §9.9): it is compared with that language's version, never
 * another's. A consent without a language was given before the portal had a second one, so to the
 * English text.
 */
export function currentDisclosureVersion(language: string | null): string {
  return ESIGN_DISCLOSURE_VERSIONS[isLanguage(language) ? language : 'en'];
}

/** 7001(c)(1): what it covers (B), paper copies (A)(i) and (D), withdrawal (A)(ii) and (C), systems (C)(i), contact details (C)(ii). */
type DisclosureItemId = 'scope' | 'paper' | 'withdraw' | 'system' | 'contact';

interface DisclosureItem {
  id: DisclosureItemId;
  heading: string;
  text: string;
}

export interface EsignDisclosure {
  version: string;
  intro: string;
  items: DisclosureItem[];
}

export function esignDisclosure(site: { siteName: string; supportEmail: string }): EsignDisclosure {
  const { siteName, supportEmail } = site;
  return {
    version: ESIGN_DISCLOSURE_VERSIONS[i18n.locale],
    intro: i18n._(
      '{siteName} would like to give you your onboarding documents and have you sign them electronically. Please read this disclosure before you agree.',
      { siteName },
    ),
    items: [
      {
        id: 'scope',
        heading: i18n._('What this consent covers'),
        text: i18n._(
          'Your consent covers the onboarding documents {siteName} assigns to you in this portal (such as tax forms, employment eligibility forms, offer letters and policy acknowledgements) that you choose to sign here, and the notices about them. It lasts until you withdraw it.',
          { siteName },
        ),
      },
      {
        id: 'paper',
        heading: i18n._('Your right to paper copies'),
        text: i18n._(
          'You may have any document on paper instead: choose “Download & Sign” to print it, or write to {supportEmail} and we will mail you a paper copy. After you sign, you can download each signed document from your Signed list at any time, or ask for a paper copy at the same address. Paper copies are free of charge.',
          { supportEmail },
        ),
      },
      {
        id: 'withdraw',
        heading: i18n._('Withdrawing your consent'),
        text: i18n._(
          'You may withdraw your consent at any time, free of charge, on your Profile page (“Electronic signature consent”) or by writing to {supportEmail}. Documents you have already signed stay signed. Your outstanding documents then move to your hard-copy list, to be printed, signed on paper and uploaded or mailed back, which can take longer.',
          { supportEmail },
        ),
      },
      {
        id: 'system',
        heading: i18n._('What you need'),
        text: i18n._(
          'A current web browser (one of the two latest versions of Chrome, Edge, Firefox or Safari) with JavaScript and cookies turned on; a PDF reader to open, save or print your documents; an email address you can read; and a printer or storage space to keep copies. If these needs change so that you could no longer open or keep your documents, we will tell you and ask for your consent again.',
        ),
      },
      {
        id: 'contact',
        heading: i18n._('Keeping your contact details current'),
        text: i18n._(
          'Update your email address and other details on your Profile page, or write to {supportEmail}, so that our notices reach you.',
          { supportEmail },
        ),
      },
    ],
  };
}

export const ESIGN_CONSENT_MESSAGES = /* @__PURE__ */ translatable({
  staleDisclosure: /*i18n*/ {
    id: 'The electronic signature disclosure has changed. Please read it again before you agree.',
  },
  heading: /*i18n*/ { id: 'Electronic signature consent' },
  none: /*i18n*/ {
    id: 'You have not consented to electronic signatures. You will be asked before you sign a document electronically.',
  },
  given: (at: string, version: string) =>
    i18n._('You consented to electronic records and signatures on {at} (disclosure {version}).', { at, version }),
  withdrawn: (at: string) =>
    i18n._('You withdrew your consent on {at}. Your outstanding documents are on your hard-copy list.', { at }),
  withdraw: /*i18n*/ { id: 'Withdraw consent' },
  withdrawing: /*i18n*/ { id: 'Withdrawing…' },
  confirmTitle: /*i18n*/ { id: 'Withdraw your consent?' },
  confirmBody: /*i18n*/ {
    id: 'Documents you have already signed stay signed. Your outstanding documents will move to your hard-copy list, to be printed, signed on paper and returned. You can consent again the next time you choose to sign digitally.',
  },
  confirm: /*i18n*/ { id: 'Withdraw consent' },
  keep: /*i18n*/ { id: 'Keep consent' },
  done: (moved: number) =>
    i18n._(
      '{moved, plural, one {Consent withdrawn. # outstanding document moved to your hard-copy list.} other {Consent withdrawn. # outstanding documents moved to your hard-copy list.}}',
      { moved },
    ),
  failed: /*i18n*/ { id: 'Sorry, your consent could not be withdrawn right now. Please try again in a few minutes.' },
  couldNotLoad: /*i18n*/ { id: 'Sorry, your electronic signature consent could not be loaded.' },
  viewDisclosure: /*i18n*/ { id: 'Read the disclosure' },
});

/** GET /api/me/esign-consent */
export interface EsignConsentStatus {
  /** The latest consent, withdrawn or not. */
  consent: { version: string; consentedAt: string; withdrawnAt: string | null } | null;
  /** The version in force for the consent's language (without a consent, the reader's). */
  currentVersion: string;
}
