/** Form I-9: the offer's acceptance, Sections 1 and 2 on their deadlines, corrections and overdue notices. */
import { dateInZone } from '../../../common/zoned-dates';
import type { Feature } from '../../compose';
import { everifySimulator } from '../../providers/everify/everify';
import { createI9Repository } from './i9.repository';
import { i9Routes } from './i9.routes';
import { createI9Service, type I9Service } from './i9.service';
import { runOverdueI9 } from './overdue';

export interface I9Services {
  i9: I9Service;
  /** The overdue sections' notices (the server's scheduler runs it); how many it sent. */
  runOverdueI9: () => Promise<number>;
}

export const i9Feature: Feature<I9Services> = {
  name: 'i9',
  services(ctx, s) {
    const { db, clock, audit, site, config, logger } = ctx;
    const repo = createI9Repository(db);
    // Deadlines are calendar days of the employer's zone.
    const today = () => dateInZone(clock(), config.defaultTimeZone);
    return {
      i9: createI9Service({
        repo,
        db,
        clock,
        audit,
        today,
        logger,
        everify: config.everifyDriver === 'simulator' ? everifySimulator(clock) : null,
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
  routes: (r) => [i9Routes(r)],
};
