import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Logger } from '../../logger';
import { type MailTransport, WEB_ADDRESS } from './mail.types';

/** Real delivery over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const options: SMTPTransport.Options & { url: string } = {
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: every mail is kept in the outbox and its links are written to the log. */
export function logTransport(logger: Logger): MailTransport {
  return {
    name: 'log',
    async send(message) {
      const links = message.text.match(WEB_ADDRESS) ?? [];
      logger.info(
        { to: message.to, subject: message.subject, links },
        `mail (not sent, no SMTP_URL): ${message.subject}`,
      );
    },
  };
}
