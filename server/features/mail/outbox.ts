/**
 * The transactional outbox: a mail is a row written in the same transaction as the change that
 * causes it, and a worker delivers it with retries. Nothing is lost if SMTP is down; any number
 * of instances can run the worker (rows are claimed with FOR UPDATE SKIP LOCKED on PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db, Dialect } from '../../db';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../logger';
import { createDueQueue } from '../../lib/due-queue';
import type { MailAttachment, MailMessage, MailTransport } from '../../providers/mail/mail.types';
import { brandMail, type MailBrand } from './template';

const MAX_ATTEMPTS = 12;
const LOCK_MS = 60_000;
/** The right side of our Message-IDs (an identifier only; the migration uses it for old rows). */
const MESSAGE_ID_DOMAIN = 'candidate-portal.invalid';

/** Backoff after the nth failed attempt: 5 s, 10 s, 20 s … capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Delivery is at least once: a process that dies after SMTP accepted a mail but before the row
 * was marked sent sends it again. The Message-ID is fixed here, when the row is written, so the
 * second delivery is the same message and receivers drop it.
 */
function newMessageId(): string {
  return `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`;
}

export async function enqueueMail(executor: Kysely<Database>, message: MailMessage, now: number): Promise<void> {
  await executor
    .insertInto('outbox')
    .values({
      messageId: newMessageId(),
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    })
    .execute();
}

/** A deleted account's mails, sent or waiting: their bodies hold the person's name and links. */
export async function forgetMailsTo(executor: Kysely<Database>, address: string): Promise<void> {
  await executor.deleteFrom('outbox').where('toAddress', '=', address).execute();
}

/** The staff console: the newest mails written for an address (what was sent, not its body). */
export function mailsTo(db: Db, address: string, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['subject', 'status', 'createdAt', 'sentAt'])
    .where('toAddress', '=', address)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface MailWorkerOptions {
  db: Db;
  dialect: Dialect;
  transport: MailTransport;
  from: string;
  logger: Logger;
  clock: Clock;
  /** How often to look for due mail when nothing nudges the worker. */
  pollMs?: number;
  /** The employer's brand as a mail goes out, for its header (none: the built-in header). */
  brand?: { siteName: string; current: () => Promise<MailBrand> };
}

export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport, logger, clock, brand } = options;
  const queue = createDueQueue({
    db,
    dialect: options.dialect,
    clock,
    logger,
    table: 'outbox',
    lockMs: LOCK_MS,
    pollMs: options.pollMs,
    async handle(row) {
      try {
        await transport.send({
          from: options.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: brand ? brandMail(row.htmlBody, brand.siteName, await brand.current()) : row.htmlBody,
          // Rows written before Message-IDs were stored get one derived from their id.
          messageId: row.messageId ?? `<outbox-${row.id}@${MESSAGE_ID_DOMAIN}>`,
          ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
          ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailAttachment[] } : {}),
        });
        await db
          .updateTable('outbox')
          .set({ status: 'sent', sentAt: clock(), lockedUntil: null, lastError: null })
          .where('id', '=', row.id)
          .execute();
        return true;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const failed = row.attempts >= MAX_ATTEMPTS;
        logger.warn({ outboxId: row.id, attempts: row.attempts, err: message }, 'mail delivery failed');
        await db
          .updateTable('outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: clock() + retryDelayMs(row.attempts),
            lockedUntil: null,
            lastError: message.slice(0, 1000),
          })
          .where('id', '=', row.id)
          .execute();
        return false;
      }
    },
  });

  return {
    transport,
    /** Deliver what is due now (also used by tests and the CLI); returns how many were sent. */
    drain: queue.drain,
    /** Called after a mail is enqueued, so delivery does not wait for the next poll. */
    nudge: queue.nudge,
    start: queue.start,
    async stop(): Promise<void> {
      await queue.stop();
      transport.close?.();
    },
  };
}
