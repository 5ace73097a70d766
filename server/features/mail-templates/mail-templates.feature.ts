/** Mail templates: the admins' own wording of the mails candidates receive. */
import type { Feature } from '../../compose';
import { createMailTemplatesRepository } from './mail-templates.repository';
import { mailTemplatesRoutes } from './mail-templates.routes';
import { createMailTemplatesService, type MailTemplatesService } from './mail-templates.service';

export interface MailTemplatesServices {
  mailTemplates: MailTemplatesService;
}

export const mailTemplatesFeature: Feature<MailTemplatesServices> = {
  name: 'mail-templates',
  services: ({ db, clock, audit, site }, s) => ({
    mailTemplates: createMailTemplatesService({
      repo: createMailTemplatesRepository(db),
      clock,
      audit,
      site,
      translations: s.translations,
    }),
  }),
  routes: (r) => [mailTemplatesRoutes(r)],
};
