/**
 * Seals on completed PDFs and the public verify page (/verify, POST /api/verify): the states a
 * sealed document goes through, what a verification answers, and the words the screens show.
 */
import type { MessageDescriptor } from '@lingui/core';
import { i18n, translatable } from './i18n';

/** A document's seal: made (no TSA configured), waiting for a time-stamp, or time-stamped. */
const SEAL_STATES = ['sealed', 'timestamp_pending', 'timestamped'] as const;
export type SealState = (typeof SEAL_STATES)[number];

export const SEAL_STATE_LABELS = /* @__PURE__ */ translatable({
  sealed: /*i18n*/ { id: 'Sealed' },
  timestamp_pending: /*i18n*/ { id: 'Sealed, timestamp pending' },
  timestamped: /*i18n*/ { id: 'Sealed and timestamped' },
});

export const isSealState = (value: unknown): value is SealState =>
  typeof value === 'string' && (SEAL_STATES as readonly string[]).includes(value);

/** The multipart field of POST /api/verify (docs/architecture.md §4). */
export const VERIFY_UPLOAD_FIELD = 'pdf';
export const VERIFY_PATH = '/api/verify';
export const SIGNING_CA_PATH = '/.well-known/signing-ca.pem';
export const SIGNING_CRL_PATH = '/.well-known/signing-ca.crl';

/**
 * The one verdict /verify leads with (server/features/seal/verdict.ts):
 * - sealed-here: a seal chains to this portal's own CA, every seal is intact, and this exact file
 *   is on the portal's record;
 * - changed-since: a seal chains to this portal's CA, but a seal is broken or content was added
 *   after it (see `change`);
 * - sealed-elsewhere: no seal chains to this portal's CA, whatever its certificate is called;
 * - no-record: intact and sealed under this portal's CA, but the portal has no record of the file;
 * - not-sealed: a PDF without any signature.
 */
export type SealVerdict = 'sealed-here' | 'changed-since' | 'sealed-elsewhere' | 'no-record' | 'not-sealed';

/** What changed since this portal sealed the file: a seal no longer matches, or bytes were added after it. */
export type SealChange = 'broken' | 'added';

export interface VerifiedSignature {
  /** A signature (a seal) or a document time-stamp (RFC 3161 over the whole file). */
  kind: 'signature' | 'document-timestamp';
  valid: boolean;
  /** The signature covers the file up to its last byte. */
  wholeDocument: boolean;
  /** The certificate's subject (common name, organization): anyone may choose any. */
  signer: string | null;
  /** The signature dictionary's name and reason (who signed, as the seal records it). */
  name: string | null;
  reason: string | null;
  /** The time the signature claims (its /M), ISO 8601. */
  claimedAt: string | null;
  /** The trusted time of a signature or document time-stamp, ISO 8601. */
  timestampedAt: string | null;
  /** The signer's certificate is one this portal seals with, or chains to its own CA (checked by key, never by name). */
  ourCa: boolean;
  /** Why it does not verify, when it does not. */
  problem: string | null;
}

interface VerifyTrailEntry {
  event: string;
  at: string;
  ip: string | null;
}

export interface VerifyResult {
  verdict: SealVerdict;
  /** The verdict in words (VERIFY_MESSAGES.verdict), for callers of the API. */
  headline: string;
  /** With changed-since: what changed. */
  change: SealChange | null;
  /** The IANA zone the times are shown in. */
  timeZone: string;
  /** SHA-256 of the uploaded file. */
  sha256: string;
  signatures: VerifiedSignature[];
  /** The exact file is one this portal produced (its hash is on record). */
  producedHere: boolean;
  /** For its owner or staff: the document the file is, and its audit trail. */
  document: {
    formTitle: string;
    sealState: SealState | null;
    signedAt: string | null;
    trail: VerifyTrailEntry[];
  } | null;
}

/** A list of texts, each read in the current language when it is read (an array, not a catalogue). */
function textList(items: readonly MessageDescriptor[]): readonly string[] {
  const list: string[] = [];
  items.forEach((item, i) => Object.defineProperty(list, i, { enumerable: true, get: () => i18n._(item) }));
  return list;
}

export const VERIFY_MESSAGES = /* @__PURE__ */ Object.assign(
  translatable({
    title: /*i18n*/ { id: 'Verify a Document' },
    lead: /*i18n*/ {
      id: 'Check a PDF: whether this portal sealed it, whether it has changed since, and who sealed it and when. Nothing you check here is stored.',
    },
    choose: /*i18n*/ { id: 'PDF to verify' },
    submit: /*i18n*/ { id: 'Verify', comment: 'The button that checks a PDF’s seal' },
    checking: /*i18n*/ { id: 'Checking…' },
    noFile: /*i18n*/ { id: 'Choose a PDF to verify.' },
    notPdf: /*i18n*/ { id: 'This file is not a PDF. Choose a PDF document to verify.' },
    tooLarge: /*i18n*/ { id: 'This PDF is too large or too complex to verify here.' },
    failed: /*i18n*/ { id: 'Sorry, the document could not be checked. Please try again in a few minutes.' },
    verdict: {
      'sealed-here': /*i18n*/ {
        id: 'Sealed by this portal, and unchanged since: this is the file the portal sealed.',
      },
      'changed-since': /*i18n*/ {
        id: 'Sealed by this portal, but changed since: this is not the file the portal sealed.',
      },
      'sealed-elsewhere': /*i18n*/ { id: 'Not sealed by this portal: this portal does not vouch for this file.' },
      'no-record': /*i18n*/ { id: 'Not vouched for by this portal: it has no record of sealing this file.' },
      'not-sealed': /*i18n*/ {
        id: 'Not sealed: this PDF carries no seal, and this portal does not vouch for it.',
      },
    } satisfies Record<SealVerdict, MessageDescriptor>,
    /** The line under the verdict: why. */
    because: {
      'sealed-here': /*i18n*/ {
        id: 'Its seal was made under this portal’s own certificate authority, every seal is intact, and the portal has a record of this exact file.',
      },
      'sealed-elsewhere': /*i18n*/ {
        id: 'Its seal was not made under this portal’s certificate authority. Anyone can make a certificate with any name, so the name on a seal proves nothing by itself.',
      },
      'no-record': /*i18n*/ {
        id: 'Its seal was made under this portal’s certificate authority, but the portal has no record of this exact file, so it cannot say this is a file it sealed.',
      },
      'not-sealed': /*i18n*/ { id: 'Only a file this portal sealed, and has on record, is vouched for here.' },
    } satisfies Record<Exclude<SealVerdict, 'changed-since'>, MessageDescriptor>,
    change: {
      broken: /*i18n*/ {
        id: 'A seal no longer matches the file: something it covers was changed after it was sealed.',
      },
      added: /*i18n*/ { id: 'Content was added to the file after this portal sealed it.' },
    } satisfies Record<SealChange, MessageDescriptor>,
    intact: /*i18n*/ { id: 'Intact', comment: 'A seal’s state: it still matches the file' },
    broken: /*i18n*/ { id: 'Broken', comment: 'A seal’s state: it no longer matches the file' },
    ourCa: /*i18n*/ { id: 'Certificate of this portal' },
    otherCa: /*i18n*/ { id: 'Certificate of another authority' },
    certificate: /*i18n*/ { id: 'Certificate' },
    signedBy: /*i18n*/ { id: 'Signed by' },
    reason: /*i18n*/ { id: 'Reason', comment: 'The reason a seal records' },
    problem: /*i18n*/ { id: 'Problem' },
    timestamp: /*i18n*/ { id: 'Trusted time' },
    noTimestamp: /*i18n*/ { id: 'No trusted timestamp' },
    claimed: /*i18n*/ { id: 'Time claimed by the signer' },
    signatureKind: {
      signature: /*i18n*/ { id: 'Seal', comment: 'A kind of signature in a PDF: a seal' },
      'document-timestamp': /*i18n*/ { id: 'Document timestamp' },
    },
    trail: /*i18n*/ { id: 'Audit trail' },
    trustTitle: /*i18n*/ { id: 'Trust this portal’s seals in your PDF reader' },
    downloadCa: /*i18n*/ { id: 'Download the signing certificate authority' },
  }),
  {
    trustSteps: textList([
      /*i18n*/ { id: 'Download the signing certificate authority below.' },
      /*i18n*/ {
        id: 'Adobe Acrobat Reader: Menu > Preferences > Signatures > Identities & Trusted Certificates > More… > Trusted Certificates > Import, choose the file, then tick “Use this certificate as a trusted root”.',
      },
      /*i18n*/ {
        id: 'Other readers and operating systems: import the file as a trusted root certificate for document signing.',
      },
    ]),
  },
);
