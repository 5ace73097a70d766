/**
 * GET /feeds/jobs.xml, the open jobs for aggregators (304 while nothing changed; one export
 * written at a time per instance, a second is told to come back); POST /api/admin/feeds/import
 * runs the employer's feed import now (admins).
 */
import { i18n } from '../../../common/i18n';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Router } from 'express';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { FeedFormatError } from './feed-format';
import type { FeedsService } from './feeds.service';

export function feedsRoutes(deps: { feeds: FeedsService; feedUrl: string | undefined; guards: RouteGuards }): Router {
  const { feeds } = deps;
  const router = declaredRouter(deps.guards);
  let exporting = false;

  router.get('/feeds/jobs.xml', async (req, res) => {
    const tag = await feeds.exportTag();
    res.setHeader('ETag', tag);
    res.setHeader('Cache-Control', 'public, max-age=300');
    if (req.get('if-none-match') === tag) {
      res.status(304).end();
      return;
    }
    if (exporting)
      throw new AppError(ErrorCode.UNAVAILABLE, 'The job feed is being written; try again shortly.', undefined, {
        retryAfter: 10,
      });
    exporting = true;
    try {
      res.type('application/xml; charset=utf-8');
      await pipeline(Readable.from(feeds.exportXml()), res);
    } finally {
      exporting = false;
    }
  });

  router.post('/api/admin/feeds/import', async (_req, res) => {
    if (!deps.feedUrl) throw new AppError(ErrorCode.VALIDATION, i18n._('No job feed is configured (JOB_FEED_URL).'));
    try {
      res.json(await feeds.importFrom(deps.feedUrl));
    } catch (err) {
      if (
        err instanceof FeedFormatError ||
        (err as Error).name === 'TimeoutError' ||
        (err as Error).name === 'TypeError'
      )
        throw new AppError(
          ErrorCode.BAD_GATEWAY,
          i18n._('The job feed could not be read: {reason}', { reason: (err as Error).message }),
        );
      throw err;
    }
  });

  return router;
}
