/**
 * Voluntary self-identification: its service, the admins' report, the form pages, and the
 * disability invitation sent at Offer.
 */
import type { Kysely } from 'kysely';
import type { Feature } from '../../compose';
import { i18n } from '../../../common/i18n';
import { selfIdPath } from '../../../common/self-id';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../logger';
import { inReaderLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import type { ContentService } from '../content/content.service';
import type { ApplicationsService, StatusChange } from '../jobs/applications.service';
import { FORM_PAGES } from './form-pages';
import { createSelfIdReport } from './report';
import { createSelfIdRepository } from './self-id.repository';
import { selfIdRoutes } from './self-id.routes';
import { createSelfIdService } from './self-id.service';

interface SelfIdFeatureDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  logger: Logger;
  enabled: boolean;
  site: { siteName: string; publicUrl: string };
  content: ContentService;
  applications: ApplicationsService;
  mailQueued: () => void;
}

function createSelfIdFeature(deps: SelfIdFeatureDeps) {
  const { db, clock, site, content, applications } = deps;
  const repo = createSelfIdRepository(db);
  const selfId = createSelfIdService({
    repo,
    clock,
    audit: deps.audit,
    enabled: deps.enabled,
    applicationsOf: (userId) => applications.list(userId),
    page: (path) => content.getByPath(path),
  });

  // Offer: the candidate is invited (again) to complete or update the disability form, by a mail
  // written in the status change's own transaction.
  async function inviteAtOffer(change: StatusChange, trx: Kysely<Database>) {
    if (!deps.enabled || change.to !== 'Offer') return;
    const a = change.application;
    // In the candidate's language, whoever moved the application.
    const mail = inReaderLanguage(a.preferredLanguage, () =>
      renderMail({
        to: a.email,
        subject: i18n._('Voluntary self-identification of disability'),
        siteName: site.siteName,
        heading: i18n._('Hello {firstName},', { firstName: a.firstName }),
        paragraphs: [
          i18n._('Your application for {jobTitle} at {company} has moved to Offer.', {
            jobTitle: a.title,
            company: a.corpTitle,
          }),
          i18n._(
            'We invite you to complete or update the voluntary self-identification of disability. Answering is voluntary, your answer is kept apart from your application, and refusing to answer will not affect you in any way.',
          ),
        ],
        action: {
          label: i18n._('Complete or update the form'),
          url: `${site.publicUrl}${selfIdPath(a.id)}#disability`,
        },
        footnote: i18n._('You receive this mail because you applied for a job on {siteName}.', {
          siteName: site.siteName,
        }),
      }),
    );
    await enqueueMail(trx, mail, clock());
    return deps.mailQueued;
  }
  applications.afterStatusChange(inviteAtOffer);

  return {
    selfId,
    selfIdReport: createSelfIdReport({ repo, clock }),
    /** At start, when enabled: the forms' sample pages, for those the employer has not made. */
    async ensureFormPages(): Promise<void> {
      if (!deps.enabled) return;
      for (const page of Object.values(FORM_PAGES)) {
        if (await content.hasPage(page.path)) continue;
        // Another instance may make it at the same moment: its page is as good.
        await content
          .save({ ...page, showLayout: true })
          .catch((err: unknown) => deps.logger.warn({ err, path: page.path }, 'form page not made'));
      }
    },
  };
}

export type SelfIdServices = ReturnType<typeof createSelfIdFeature>;

export const selfIdFeature: Feature<SelfIdServices> = {
  name: 'self-id',
  services: (ctx, s) =>
    createSelfIdFeature({
      db: ctx.db,
      clock: ctx.clock,
      audit: ctx.audit,
      logger: ctx.logger,
      enabled: ctx.config.selfIdentification,
      site: ctx.site,
      content: s.content,
      applications: s.applications,
      mailQueued: ctx.mailQueued,
    }),
  routes: (r) => [selfIdRoutes(r)],
};
