import type { Kysely } from 'kysely';
import type { SignerField } from '../../../common/onboarding';
import type { Database } from '../../db/schema';

/**
 * The e-signature provider (docs/architecture.md §3): the built-in one by default; DocuSign and Box Sign
 * adapters implement the same interface. The documents feature asks for signing URLs and learns
 * the outcome only from the provider's own events, never from the browser (docs/architecture.md §5).
 */

export interface SigningRequest {
  documentId: number;
  docHandle: string;
  userId: number;
  signer: { name: string; email: string };
  formTitle: string;
  /** INFO documents are viewed, not signed: they complete with viewing_complete. */
  informational: boolean;
  /** The original in file storage and its SHA-256. */
  source: { storageKey: string; sha256: string };
  /** Candidate values substituted into the form's fields. */
  fields: Record<string, string>;
  /** Fields the signer fills before finishing (written into the PDF and the audit certificate). */
  signerFields?: SignerField[];
  /**
   * Countersignature (signing order: candidate, then employer): the signer is the employer, the
   * document reviewed and signed over is the candidate's sealed copy (`source`), and the template
   * says where the employer's fields are.
   */
  countersign?: {
    templateKey: string;
    candidate: { name: string; email: string; signedAt: number; ip: string };
  };
  /** A same-site path; the provider appends `event=<signing event>`. */
  returnUrl: string;
  ip: string;
  userAgent: string;
}

type ProviderEventType =
  | 'link_created'
  | 'opened'
  | 'extended'
  | 'consented'
  | 'signed'
  | 'viewed'
  | 'countersigned'
  | 'declined'
  | 'cancelled'
  | 'timed_out';

/** What the provider reports about a document: its state changes and audit entries. */
export interface ProviderEvent {
  type: ProviderEventType;
  documentId: number;
  userId: number;
  at: number;
  ip: string;
  userAgent: string;
  /** For signed and viewed: the completed copy the provider stored. */
  completedFile?: { storageKey: string; sha256: string };
  detail?: Record<string, unknown>;
}

/**
 * A listener of provider events. `trx`, when given, is the transaction the provider completes the
 * ceremony in: the listener writes through it, so the document's state, its audit event and the
 * ceremony's outcome commit together or not at all.
 */
export type ProviderEventListener = (event: ProviderEvent, trx?: Kysely<Database>) => Promise<void>;

export interface EsignProvider {
  readonly name: string;
  /** A one-time URL of the provider's signing page, to open in the documents screen's iframe. */
  createSigningUrl(request: SigningRequest): Promise<{ url: string }>;
  /** The documents feature subscribes once; completion events are delivered before the signer returns. */
  onEvent(listener: ProviderEventListener): void;
}
