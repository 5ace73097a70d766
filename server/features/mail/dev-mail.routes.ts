/** /dev/mail: the outbox, readable in the browser outside production (docs/architecture.md §3). */
import type { Router } from 'express';
import type { Db } from '../../db';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { escapeHtml } from '../../lib/html';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function devMailRoutes(guards: RouteGuards, db: Db): Router {
  const router = declaredRouter(guards);
  router.get('/dev/mail', async (_req, res, next) => {
    try {
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'toAddress', 'subject', 'textBody', 'status', 'attempts', 'createdAt'])
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      const items = rows
        .map(
          (r) => `<article><h2>${escapeHtml(r.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(r.toAddress)} · <strong>Status:</strong> ${escapeHtml(r.status)} (${r.attempts} ${r.attempts === 1 ? 'attempt' : 'attempts'}) · ${new Date(Number(r.createdAt)).toISOString()}</p>
<pre>${linkify(r.textBody)}</pre></article>`,
        )
        .join('<hr>');
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title></head><body><h1>Outbox (development only)</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    } catch (err) {
      next(err);
    }
  });
  return router;
}
