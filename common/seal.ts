/**
 * Seals on completed PDFs and the public verify page (/verify, POST /api/verify): the states a
 * sealed document goes through, what a verification answers, and the words the screens show.
 */

/** A document's seal: made (no TSA configured), waiting for a time-stamp, or time-stamped. */
const SEAL_STATES = ['sealed', 'timestamp_pending', 'timestamped'] as const;
export type SealState = (typeof SEAL_STATES)[number];

export const SEAL_STATE_LABELS: Record<SealState, string> = {
  sealed: 'Sealed',
  timestamp_pending: 'Sealed, timestamp pending',
  timestamped: 'Sealed and timestamped',
};

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

export const VERIFY_MESSAGES = {
  title: 'Verify a Document',
  lead: 'Check a PDF: whether this portal sealed it, whether it has changed since, and who sealed it and when. Nothing you check here is stored.',
  choose: 'PDF to verify',
  submit: 'Verify',
  checking: 'Checking…',
  noFile: 'Choose a PDF to verify.',
  notPdf: 'This file is not a PDF. Choose a PDF document to verify.',
  tooLarge: 'This PDF is too large or too complex to verify here.',
  failed: 'Sorry, the document could not be checked. Please try again in a few minutes.',
  verdict: {
    'sealed-here': 'Sealed by this portal, and unchanged since: this is the file the portal sealed.',
    'changed-since': 'Sealed by this portal, but changed since: this is not the file the portal sealed.',
    'sealed-elsewhere': 'Not sealed by this portal: this portal does not vouch for this file.',
    'no-record': 'Not vouched for by this portal: it has no record of sealing this file.',
    'not-sealed': 'Not sealed: this PDF carries no seal, and this portal does not vouch for it.',
  } satisfies Record<SealVerdict, string>,
  /** The line under the verdict: why. */
  because: {
    'sealed-here':
      'Its seal was made under this portal’s own certificate authority, every seal is intact, and the portal has a record of this exact file.',
    'sealed-elsewhere':
      'Its seal was not made under this portal’s certificate authority. Anyone can make a certificate with any name, so the name on a seal proves nothing by itself.',
    'no-record':
      'Its seal was made under this portal’s certificate authority, but the portal has no record of this exact file, so it cannot say this is a file it sealed.',
    'not-sealed': 'Only a file this portal sealed, and has on record, is vouched for here.',
  } satisfies Record<Exclude<SealVerdict, 'changed-since'>, string>,
  change: {
    broken: 'A seal no longer matches the file: something it covers was changed after it was sealed.',
    added: 'Content was added to the file after this portal sealed it.',
  } satisfies Record<SealChange, string>,
  intact: 'Intact',
  broken: 'Broken',
  ourCa: 'Certificate of this portal',
  otherCa: 'Certificate of another authority',
  certificate: 'Certificate',
  signedBy: 'Signed by',
  reason: 'Reason',
  problem: 'Problem',
  timestamp: 'Trusted time',
  noTimestamp: 'No trusted timestamp',
  claimed: 'Time claimed by the signer',
  signatureKind: { signature: 'Seal', 'document-timestamp': 'Document timestamp' },
  trail: 'Audit trail',
  trustTitle: 'Trust this portal’s seals in your PDF reader',
  trustSteps: [
    'Download the signing certificate authority below.',
    'Adobe Acrobat Reader: Menu > Preferences > Signatures > Identities & Trusted Certificates > More… > Trusted Certificates > Import, choose the file, then tick “Use this certificate as a trusted root”.',
    'Other readers and operating systems: import the file as a trusted root certificate for document signing.',
  ],
  downloadCa: 'Download the signing certificate authority',
} as const;
