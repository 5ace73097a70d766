/** Mail: the outbox worker that delivers what features write, and (outside production) the dev mailbox. */
import type { Feature } from '../../compose';
import { logTransport, smtpTransport } from '../../providers/mail/transports';
import { devMailRoutes } from './dev-mail.routes';
import { createMailWorker } from './outbox';

export interface MailServices {
  mailWorker: ReturnType<typeof createMailWorker>;
}

export const mailFeature: Feature<MailServices> = {
  name: 'mail',
  services: ({ config, logger, db, dialect, clock, mailTransport }, s) => ({
    mailWorker: createMailWorker({
      db,
      dialect,
      transport: mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger)),
      from: config.mailFrom,
      logger,
      clock,
      // Mails link the logo by its full address (a mail client has no page to be relative to).
      brand: {
        siteName: config.siteName,
        current: async () => {
          const { colour, logo } = await s.brand.current();
          return { colour, logo: logo && { ...logo, url: `${config.publicUrl}${logo.url}` } };
        },
      },
    }),
  }),
  routes: (r) => (r.config.isProduction ? [] : [devMailRoutes(r.guards, r.database.db)]),
};
