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

/** The multipart field of POST /api/verify (ARCHITECTURE §4). */
export const VERIFY_UPLOAD_FIELD = 'pdf';
export const VERIFY_PATH = '/api/verify';
export const SIGNING_CA_PATH = '/.well-known/signing-ca.pem';
export const SIGNING_CRL_PATH = '/.well-known/signing-ca.crl';

/**
 * valid: every seal verifies and the last covers the whole file; invalid: a seal does not verify
 * (the signed bytes changed); modified: the seals verify but bytes were added after the last one;
 * not-sealed: a PDF without any signature.
 */
export type VerifyStatus = 'valid' | 'invalid' | 'modified' | 'not-sealed';

export interface VerifiedSignature {
  /** A signature (a seal) or a document time-stamp (RFC 3161 over the whole file). */
  kind: 'signature' | 'document-timestamp';
  valid: boolean;
  /** The signature covers the file up to its last byte. */
  wholeDocument: boolean;
  /** The certificate's subject (common name, organization). */
  signer: string | null;
  /** The signature dictionary's name and reason (who signed, as the seal records it). */
  name: string | null;
  reason: string | null;
  /** The time the signature claims (its /M), ISO 8601. */
  claimedAt: string | null;
  /** The trusted time of a signature or document time-stamp, ISO 8601. */
  timestampedAt: string | null;
  /** Made with a certificate this portal seals with. */
  sealedHere: boolean;
  /** Why it does not verify, when it does not. */
  problem: string | null;
}

interface VerifyTrailEntry {
  event: string;
  at: string;
  ip: string | null;
}

export interface VerifyResult {
  status: VerifyStatus;
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
  lead: 'Check a PDF sealed by this portal: whether its seal is intact, who sealed it and when, and whether it is a file this portal produced. Nothing you check here is stored.',
  choose: 'PDF to verify',
  submit: 'Verify',
  checking: 'Checking…',
  noFile: 'Choose a PDF to verify.',
  notPdf: 'This file is not a PDF. Choose a PDF document to verify.',
  tooLarge: 'This PDF is too large or too complex to verify here.',
  failed: 'Sorry, the document could not be checked. Please try again in a few minutes.',
  status: {
    valid: 'The seal is intact: this file has not changed since it was sealed.',
    invalid: 'The seal is broken: this file was changed after it was sealed.',
    modified: 'The seals are intact, but content was added to the file after the last one.',
    'not-sealed': 'This PDF is not sealed.',
  } satisfies Record<VerifyStatus, string>,
  producedHere: 'This exact file was produced by this portal.',
  notProducedHere: 'This portal has no record of this exact file.',
  sealedHere: 'Sealed by this portal',
  sealedElsewhere: 'Sealed with a certificate this portal does not use',
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
