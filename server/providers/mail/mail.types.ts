export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed when the outbox row is written; the same on every delivery attempt. */
  messageId?: string;
}

/** Delivers one message or throws; the outbox worker retries on failure. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage & { from: string }): Promise<void>;
  close?(): void;
}
