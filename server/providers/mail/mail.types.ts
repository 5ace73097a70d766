export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed when the outbox row is written; the same on every delivery attempt. */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Text attachments, e.g. an interview's calendar file (text/calendar). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Delivers one message or throws; the outbox worker retries on failure. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage & { from: string }): Promise<void>;
  close?(): void;
}

/** A web address in a mail's text; a sentence's closing punctuation after it is not part of it. */
export const WEB_ADDRESS = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]”’]/g;
