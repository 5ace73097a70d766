/** Form I-9: the offer's acceptance, Sections 1 and 2 on their deadlines, corrections and overdue notices. */
import { dateInZone } from '../../../common/zoned-dates';
import type { Feature } from '../../compose';
import { everifySimulator } from '../../providers/everify/everify';
import { createI9Copies, type I9Copies } from './copies';
import { i9CopyRoutes } from './copies.routes';
import { createI9Repository } from './i9.repository';
import { createInspectionRepository } from './inspection.repository';
import { inspectionRoutes } from './inspection.routes';
import { createI9Inspection, type I9Inspection } from './inspection.service';
import { i9Graphql } from './i9.graphql';
import { createI9Pdf, type I9Pdf } from './i9-pdf';
import { i9PdfRoutes } from './i9-pdf.routes';
import { createI9Templates, type I9Templates } from './i9-templates';
import { hiringSiteRoutes } from './hiring-sites.routes';
import { i9Routes } from './i9.routes';
import { createI9Service, type I9Service } from './i9.service';
import { runOverdueI9 } from './overdue';

export interface I9Services {
  i9: I9Service;
  /** The inspection export (I-9 staff) and the retention purge (admins). */
  i9Inspection: I9Inspection;
  /** The official PDF's editions and their mapping; each form's sealed PDF. */
  i9Templates: I9Templates;
  i9Pdf: I9Pdf;
  /** Copies (front and back) of the documents examined, each a hostile upload made bounded. */
  i9Copies: I9Copies;
  /** The overdue sections' notices (the server's scheduler runs it); how many it sent. */
  runOverdueI9: () => Promise<number>;
}

export const i9Feature: Feature<I9Services> = {
  name: 'i9',
  services(ctx, s) {
    const { db, clock, audit, site, config, logger, files, storage, sealer } = ctx;
    const repo = createI9Repository(db);
    // Deadlines are calendar days of the employer's zone.
    const dayOf = (at: number) => dateInZone(at, config.defaultTimeZone);
    const today = () => dayOf(clock());
    const i9Templates = createI9Templates({ db, files, storage, clock, audit, today });
    const pdf = createI9Pdf({
      db,
      repo,
      templates: i9Templates,
      files,
      storage,
      sealer,
      clock,
      logger,
      timeZone: config.defaultTimeZone,
    });
    return {
      i9Inspection: createI9Inspection({
        repo: createInspectionRepository(db),
        db,
        files,
        storage,
        audit,
        clock,
        today,
        logger,
        timeZone: config.defaultTimeZone,
        siteName: site.siteName,
      }),
      i9Templates,
      i9Pdf: pdf,
      i9Copies: createI9Copies({ repo, db, clock, audit, storage, files }),
      i9: createI9Service({
        pdf,
        repo,
        db,
        clock,
        audit,
        today,
        dayOf,
        logger,
        everify: config.everifyDriver === 'simulator' ? everifySimulator(clock) : null,
        everifyTimeoutMs: config.everifyTimeoutMs,
      }),
      runOverdueI9: () =>
        runOverdueI9({
          repo,
          db,
          clock,
          today,
          site,
          publish: (trx, event, data) => s.webhooks.publish(trx, event, data),
          queued: () => {
            ctx.mailQueued();
            s.webhooks.nudge();
          },
        }),
    };
  },
  routes: (r) => [inspectionRoutes(r), i9PdfRoutes(r), i9Routes(r), i9CopyRoutes(r), hiringSiteRoutes(r)],
  graphql: (s) => [i9Graphql({ i9: s.i9 })],
};
