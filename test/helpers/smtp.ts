/** A real SMTP server in the test process: nodemailer delivers to it over TCP. */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text part, decoded. */
  text: string;
  /** The HTML part, decoded ('' when there is none). */
  html: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function textPart(raw: string, type = 'text/plain'): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    if (!new RegExp(`content-type:\\s*${type}`, 'i').test(part) && boundary) continue;
    const [partHead = '', ...bodyParts] = (boundary ? part : [head, ...rest].join('\n\n')).split(/\r?\n\r?\n/);
    const body = boundary ? bodyParts.join('\n\n') : rest.join('\n\n');
    const source = boundary ? partHead : head;
    if (/content-transfer-encoding:\s*base64/i.test(source))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(source)) {
      return Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8');
    }
    return body;
  }
  return '';
}

/** RFC 2047 encoded words (a subject with accents: `=?UTF-8?Q?Confirme_su_correo_electr=C3=B3nico?=`). */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return decodeWords(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '');
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` matching `subject`, waiting up to `timeoutMs`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startSmtp(port?: number): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          text: textPart(raw),
          html: textPart(raw, 'text/html'),
          raw,
        });
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, '127.0.0.1', () => resolve());
  });
  const listenPort = (server.server.address() as AddressInfo).port;
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}?ignoreTLS=true`,
    mails,
    waitFor(to, subject, timeoutMs = 10_000) {
      const find = () => mails.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The links in a mail's text, in order. */
export function linksIn(mail: ReceivedMail): string[] {
  return mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
