/** What other features hear of new applications (webhooks): the hook's shape, shared by every way to apply. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a new application's reactions (webhooks) are told. */
interface SubmittedApplication {
  applicationId: number;
  candidateId: number;
  jobOrderId: number;
  /** Submitted, or Not selected when a knockout answer decided it at once. */
  status: string;
  source: 'search' | 'link' | 'email';
  appliedAt: number;
}

/** A new application, in the transaction that wrote it (webhooks write their deliveries with it). */
export type AfterSubmit = (trx: Kysely<Database>, application: SubmittedApplication) => Promise<void>;
