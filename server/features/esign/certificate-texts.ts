/**
 * The words a completed copy carries for a person — its certificate page, the caption of a
 * signature drawn without a field, the seal's Reason — written here in the current language (the
 * caller runs them in the signer's, see documentLanguage) and handed to the file worker, which
 * translates nothing. The standard PDF fonts draw Spanish's letters (á é í ó ú ñ ¿ ¡ are WinAnsi).
 */
import type { Kysely } from 'kysely';
import { type Language, LANGUAGE_NAMES, LANGUAGE_TAGS, i18n, isLanguage } from '../../../common/i18n';
import { formatDate } from '../../../common/dates';
import { fieldsIn } from '../../../common/onboarding';
import type { Database } from '../../db/schema';
import { currentLanguage, currentLocale } from '../../lib/i18n';
import type { CountersignTexts } from '../../untrusted/countersign-pdf';
import type { SignPdfTexts } from '../../untrusted/sign-pdf';
import { readerLanguage } from '../../lib/reader-language';
import type { SignerEntries } from './signer-input';

/** A time as the certificate prints it: ISO 8601 in UTC, to the second. */
const isoTime = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z'));

/**
 * The language a document's completed copy is written in: its candidate's. When they never chose
 * one, the language they are signing in (the request's), or English for the employer's
 * countersignature (staff's language says nothing of the candidate's).
 */
export async function documentLanguage(
  db: Kysely<Database>,
  documentId: number,
  by: 'candidate' | 'employer',
): Promise<Language> {
  const row = await db
    .selectFrom('document')
    .innerJoin('userAccount', 'userAccount.id', 'document.userId')
    .select('userAccount.preferredLanguage')
    .where('document.id', '=', documentId)
    .executeTakeFirst();
  return readerLanguage(row?.preferredLanguage, by === 'candidate' ? currentLanguage() : undefined);
}

/** When the signer consented, to which disclosure version, read in which language. */
function consentText(consentedAt: number | null, version: string | null | undefined, language: string | null): string {
  if (consentedAt === null || !version) return isoTime(consentedAt);
  const time = isoTime(consentedAt);
  if (!isLanguage(language)) return i18n._('{time} (ESIGN disclosure version {version})', { time, version });
  return i18n._('{time} (ESIGN disclosure version {version}, read in {language})', {
    time,
    version,
    language: LANGUAGE_NAMES[language],
  });
}

/** The candidate's certificate page and caption. */
export function signTexts(input: {
  event: 'signing_complete' | 'viewing_complete';
  signerName: string;
  dateText: string;
  consentedAt: number | null;
  disclosureVersion: string | null | undefined;
  /** The language the disclosure was read in (null: consented before languages were recorded). */
  disclosureLanguage?: string | null;
}): SignPdfTexts {
  const signed = input.event === 'signing_complete';
  return {
    language: LANGUAGE_TAGS[currentLocale()],
    title: i18n._('Certificate of Completion'),
    subtitle: i18n._('Electronic signature audit trail'),
    note: i18n._(
      'The signer agreed to use electronic records and signatures. The hashes identify the exact files: anyone can recompute them to check that the document was not changed after signing.',
    ),
    caption: i18n._('Signed electronically by {name} on {date}', { name: input.signerName, date: input.dateText }),
    // What a screen reader says for the signature drawn on the certificate.
    signature: { label: i18n._('Signature'), alt: i18n._('Signature of {name}', { name: input.signerName }) },
    labels: {
      document: i18n._('Document'),
      documentId: i18n._('Document ID'),
      outcome: i18n._('Outcome'),
      signer: i18n._('Signer'),
      signerEmail: i18n._('Signer email'),
      ipAddress: i18n._('IP address'),
      userAgent: i18n._('User agent'),
      consent: i18n._('Consent to sign electronically'),
      completedAt: signed ? i18n._('Signed at') : i18n._('Viewed at'),
      originalSha256: i18n._('Original document SHA-256'),
      signedSha256: i18n._('Signed document SHA-256 (pages before this certificate)'),
    },
    outcome: signed ? i18n._('Signed (signing_complete)') : i18n._('Viewed (viewing_complete)'),
    consent: consentText(input.consentedAt, input.disclosureVersion, input.disclosureLanguage ?? null),
  };
}

/** The employer's countersignature certificate and caption. */
export function countersignTexts(input: {
  employerName: string;
  dateText: string;
  candidate: { signedAt: number; ip: string };
  employer: { signedAt: number; ip: string };
}): CountersignTexts {
  const from = (at: number, ip: string) => i18n._('{time} from {ip}', { time: isoTime(at), ip: ip || '-' });
  return {
    language: LANGUAGE_TAGS[currentLocale()],
    title: i18n._('Countersignature Certificate'),
    subtitle: i18n._('Both signatures, in signing order'),
    note: i18n._(
      "The candidate's signature and seal cover the document as the candidate signed it; the employer's signature and seal cover everything above it, this certificate included. A PDF reader lists both seals.",
    ),
    caption: i18n._('Countersigned electronically by {name} on {date}', {
      name: input.employerName,
      date: input.dateText,
    }),
    signature: {
      label: i18n._('Employer signature'),
      alt: i18n._('Signature of {name}', { name: input.employerName }),
    },
    labels: {
      document: i18n._('Document'),
      documentId: i18n._('Document ID'),
      signingOrder: i18n._('Signing order'),
      candidate: i18n._('1. Candidate'),
      candidateSignedAt: i18n._('Candidate signed at'),
      employer: i18n._('2. Employer'),
      employerSignedAt: i18n._('Employer countersigned at'),
      employerUserAgent: i18n._('Employer user agent'),
      candidateCopySha256: i18n._("SHA-256 of the candidate's sealed copy"),
    },
    signingOrder: i18n._('1. Candidate, 2. Employer'),
    candidateSignedAt: from(input.candidate.signedAt, input.candidate.ip),
    employerSignedAt: from(input.employer.signedAt, input.employer.ip),
  };
}

/**
 * The values a signer filled in as the certificate lists them, in the language it is written in:
 * each field's label as staff translated it, dates as the language writes them, checkboxes Yes or No.
 */
export function filledBy(
  who: 'signer' | 'employer',
  filled: SignerEntries['filled'],
): { label: string; value: string }[] {
  const language = currentLanguage();
  return filled.map(({ field, value }) => {
    const label = fieldsIn([field], language)[0]!.label;
    const shown =
      field.type === 'date'
        ? formatDate(value)
        : field.type === 'checkbox'
          ? value === 'true'
            ? i18n._('Yes')
            : i18n._('No')
          : value;
    return {
      label:
        who === 'signer'
          ? i18n._('Filled by the signer: {label}', { label })
          : i18n._('Filled by the employer: {label}', { label }),
      value: shown,
    };
  });
}

/** The seal's Reason, which a PDF reader shows with the seal. */
export function sealReason(kind: 'signed' | 'viewed' | 'countersigned', name: string, formTitle: string): string {
  switch (kind) {
    case 'signed':
      return i18n._('Signed electronically by {name}: {formTitle}', { name, formTitle });
    case 'viewed':
      return i18n._('Viewed by {name}: {formTitle}', { name, formTitle });
    case 'countersigned':
      return i18n._('Countersigned for the employer by {name}: {formTitle}', { name, formTitle });
  }
}
