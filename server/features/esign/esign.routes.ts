/**
 * HTTP of the built-in signing page (docs/architecture.md §5). The page itself is a screen of the SPA
 * (/esign/sign, framed by our own documents screen); these calls carry its ceremony key in the
 * X-Esign-Key header and need the same signed-in user that asked for the signing URL. Page images
 * are <img> requests, which cannot carry a header: the answer that lists the pages (the opening, or
 * the manifest) sets the key in an HttpOnly cookie scoped to that document's image path, and the
 * images pass the same guard with it. The page's own HTML sets the token there instead, until the
 * page has opened the ceremony.
 */
import type { Request, Response, Router } from 'express';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { type ExtendedCeremony, PAGE_IMAGE_SIZES } from '../../../common/esign';
import { AppError, ErrorCode } from '../../errors';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import '../../http/session-user';
import { CEREMONY_TTL_MS, PAGES_PATH, SIGNING_PAGE_PATH, type BuiltinEsign } from './builtin';
import type { Spa } from '../../http/spa';
import { escapeHtml } from '../../lib/html';
import { isPageImageWidth, PAGE_IMAGE_TYPE, PAGE_IMAGE_WIDTHS } from './page-images';
import { cookieValue, handle as json, requestInfo } from '../../http/handle';

const keyOf = (req: Request) => req.get('x-esign-key');
const PAGES_COOKIE = 'esign-pages';
/**
 * A page image shows the signer's personal data: kept by their browser only while the ceremony
 * lasts (enough for the preload and the page to share one download), never by a shared cache.
 */
const IMAGE_CACHE = `private, max-age=${CEREMONY_TTL_MS / 1000}`;

/** Lets this document's page images pass the ceremony's guard (an <img> sends cookies, not headers). */
function allowPageImages(req: Request, res: Response, key: string, sha256: string): void {
  res.cookie(PAGES_COOKIE, key, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: `${PAGES_PATH}/${sha256}/`,
    maxAge: CEREMONY_TTL_MS,
  });
}

export function esignRoutes(deps: { esign: BuiltinEsign; spa: Spa; guards: RouteGuards }): Router {
  const { esign, spa } = deps;
  const router = declaredRouter(deps.guards);

  // The page's HTML carries the ceremony its token would open and preloads the first page image:
  // on a phone's network the document shows without waiting for the script and the opening call.
  // Anything it cannot preview (no session, a used or expired link) gets the plain page.
  router.get(SIGNING_PAGE_PATH, async (req, res, next) => {
    const user = req.user;
    const token = req.query.token;
    if (!user?.emailConfirmed || user.ghost || typeof token !== 'string') return next();
    const preview = await esign.preview(token, user.id);
    if (!preview) return next();
    const { pages } = preview;
    const first = pages?.pages[0];
    if (pages && first) allowPageImages(req, res, token, pages.sha256);
    await spa.render(req, res, {
      state: { signing: preview },
      head: first
        ? `<link rel="preload" as="image" href="${escapeHtml(first.image)}" imagesrcset="${escapeHtml(first.srcset)}" imagesizes="${PAGE_IMAGE_SIZES}" fetchpriority="high">`
        : '',
    });
  });
  // A staff member viewing as the candidate takes no step of a signing (the route table refuses it).

  router.post('/api/esign/open', async (req, res) => {
    const opened = await esign.open(req.body?.token, currentUser(req).id, requestInfo(req));
    if (opened.pages) allowPageImages(req, res, opened.ceremonyKey, opened.pages.sha256);
    res.json(opened);
  });
  router.get('/api/esign/document.pdf', async (req, res) => {
    const bytes = await esign.pdf(keyOf(req), currentUser(req).id, requestInfo(req));
    res.type('application/pdf');
    res.setHeader('Content-Disposition', 'inline');
    res.send(Buffer.from(bytes));
  });
  router.get(PAGES_PATH, async (req, res) => {
    const key = keyOf(req);
    const manifest = await esign.pages(key, currentUser(req).id, requestInfo(req));
    allowPageImages(req, res, key!, manifest.sha256);
    res.json(manifest);
  });
  router.get(`${PAGES_PATH}/:sha256/:page.webp`, async (req, res, next) => {
    const { sha256, page } = req.params as { sha256: string; page: string };
    // `3` (the default width) or `3-w800`: the names pageImageName gives.
    const match = /^([1-9][0-9]{0,3})(?:-w([0-9]{1,4}))?$/.exec(page);
    const width = match?.[2] ? Number(match[2]) : PAGE_IMAGE_WIDTHS[0];
    if (
      !/^[0-9a-f]{64}$/.test(sha256) ||
      !match ||
      !isPageImageWidth(width) ||
      match[2] === String(PAGE_IMAGE_WIDTHS[0])
    ) {
      return next(new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.pageNotFound));
    }
    const key = cookieValue(req, PAGES_COOKIE);
    const image = await esign.pageImage(
      key,
      currentUser(req).id,
      { sha256, n: Number(match[1]), width },
      requestInfo(req),
    );
    res.type(PAGE_IMAGE_TYPE);
    res.setHeader('Cache-Control', IMAGE_CACHE);
    res.send(image);
  });
  router.post(
    '/api/esign/consent',
    json(async (req) => {
      await esign.consent(keyOf(req), currentUser(req).id, requestInfo(req), req.body);
      return { ok: true };
    }),
  );
  router.post(
    '/api/esign/finish',
    json((req) => esign.finish(keyOf(req), currentUser(req).id, req.body, requestInfo(req))),
  );
  router.post(
    '/api/esign/decline',
    json((req) => esign.decline(keyOf(req), currentUser(req).id, requestInfo(req), req.body?.reason)),
  );
  router.post(
    '/api/esign/cancel',
    json((req) => esign.cancel(keyOf(req), currentUser(req).id, requestInfo(req))),
  );
  router.post(
    '/api/esign/timeout',
    json((req) => esign.timeout(keyOf(req), currentUser(req).id, requestInfo(req))),
  );
  router.post('/api/esign/extend', async (req, res) => {
    const key = keyOf(req);
    const { timeoutMs, pagesSha256 } = await esign.extend(key, currentUser(req).id, requestInfo(req));
    // Pages not scrolled to yet still load: the images' cookie lasts as long as the ceremony now does.
    if (pagesSha256) allowPageImages(req, res, key!, pagesSha256);
    res.json({ timeoutMs } satisfies ExtendedCeremony);
  });
  return router;
}
