/** Thin HTTP for job search and applying (docs/product.md §7): parse, call the service, answer. */
import { i18n, LANGUAGE_PARAM } from '../../../common/i18n';
import type { ServedSearch } from '../../../common/page-state';
import type { Request, Response, Router } from 'express';
import { applicationFormPath } from '../../../common/application-form';
import { jobOrderIdSchema } from '../../../common/jobs.schema';
import { AppError, ErrorCode } from '../../errors';
import type { Spa } from '../../http/spa';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { currentUser } from '../../http/guards';
import { handle, requestInfo as info } from '../../http/handle';
import '../../http/session-user';
import type { ApplyLinkService } from './apply-link.service';
import { applicationFormRoutes } from './application-form.routes';
import type { ApplicationFormService } from './application-form.service';
import { createJobBoard, jobBoardParts } from './job-board';
import { JOB_MESSAGES } from './jobs.messages';
import type { JobsService } from './jobs.service';
import { jobNotFoundParts, jobPageParts, type Site } from './job-page';
import type { SitemapFile, Sitemaps } from './sitemap';

export interface JobsRoutesDeps {
  jobs: JobsService;
  sitemaps: Sitemaps;
  applyLinks: ApplyLinkService;
  guards: RouteGuards;
  spa: Spa;
  config: Site & { sitemapTtlMs: number };
  applicationForm: ApplicationFormService;
  /** The jobs a user saved (the saved feature's), for the search screen's first search. */
  savedJobIds: (userId: number) => Promise<number[]>;
}

/** A built sitemap: 304 when the client has it, else the copy its Accept-Encoding takes. */
function sendSitemap(req: Request, res: Response, file: SitemapFile, ttlMs: number) {
  res.setHeader('ETag', file.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', `public, max-age=${Math.floor(ttlMs / 1000)}`);
  res.type('application/xml');
  if (req.fresh) return void res.status(304).end();
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.xml;
  if (body !== file.xml) res.setHeader('Content-Encoding', encoding as string);
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}

function jobId(value: unknown): number {
  const parsed = jobOrderIdSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError(ErrorCode.VALIDATION, parsed.error.issues[0]?.message ?? i18n._('Invalid id'));
  return parsed.data;
}

export function jobsRoutes(deps: JobsRoutesDeps): Router {
  const { jobs, sitemaps, applyLinks, spa, config } = deps;
  const router = declaredRouter(deps.guards);
  router.use(applicationFormRoutes(deps));

  // The public job board (no login): the first page is in the HTML, later ones come from the API.
  const board = createJobBoard(jobs);
  router.get(
    '/api/jobs',
    handle((req) => board.search(req.query, req.user?.id ?? null)),
  );
  router.get('/jobs', async (req, res) => {
    const { criteria, first } = await board.firstPage(req.query, req.user?.id ?? null);
    await spa.render(req, res, { page: jobBoardParts(criteria, first, config), state: { jobBoard: first } });
  });
  // The public job page (no login): the server writes its meta data and JSON-LD into the SPA's HTML.
  router.get(
    '/api/jobs/:jobOrderId',
    handle((req) => jobs.jobPage(jobId(req.params.jobOrderId), req.user?.id ?? null)),
  );
  router.get('/jobs/:jobOrderId', (req, res, next) => {
    const id = jobOrderIdSchema.safeParse(req.params.jobOrderId);
    const page = id.success ? jobs.jobPage(id.data, null) : Promise.reject(new AppError(ErrorCode.NOT_FOUND, ''));
    page
      .then(
        (data) => jobPageParts(data, config),
        (err: unknown) => {
          if (err instanceof AppError && err.code === ErrorCode.NOT_FOUND)
            return jobNotFoundParts(JOB_MESSAGES.jobNotFound);
          throw err;
        },
      )
      .then((parts) => spa.render(req, res, { status: parts.status, page: parts }))
      .catch(next);
  });
  // Every open job's page; past SITEMAP_URLS jobs an index of numbered sitemaps (built once per TTL).
  router.get('/sitemap.xml', async (req, res, next) => {
    const file = await sitemaps.file(0);
    if (file) sendSitemap(req, res, file, config.sitemapTtlMs);
    else next();
  });
  router.get('/sitemap-:part.xml', async (req, res, next) => {
    const part = Number(req.params.part);
    if (!Number.isInteger(part) || part < 1 || part > 10_000) return next();
    const file = await sitemaps.file(part);
    if (file) sendSitemap(req, res, file, config.sitemapTtlMs);
    else next();
  });
  // A signed-in user's plain /search carries its first search: a phone draws the results with the
  // page instead of after two calls in a row (the initial options, then their search) and a third.
  // An address with its own search (?saved=, ?job=, the criteria) is the screen's to ask for.
  router.get('/search', async (req, res, next) => {
    const user = req.user;
    if (!user || Object.keys(req.query).some((key) => key !== LANGUAGE_PARAM)) return next();
    let firstSearch: ServedSearch;
    try {
      const search = await jobs.initialSearch(user.id);
      const [results, savedJobIds] = await Promise.all([
        // The page as the address's query gives it.
        jobs.search(search, '1', user.id),
        // The saved jobs' calls are for confirmed accounts; the screen shows none to others.
        user.emailConfirmed ? deps.savedJobIds(user.id) : [],
      ]);
      firstSearch = { search, results, savedJobIds };
    } catch {
      // The page without it: the screen's own calls ask again, and show their failure if any.
      return next();
    }
    await spa.render(req, res, { state: { firstSearch } });
  });
  // Express answers POST /api/jobsearch and /api/jobsearch/ alike (non-strict routing).
  router.post(
    '/api/jobsearch',
    handle((req) => jobs.search(req.body, req.query.page, currentUser(req).id)),
  );
  router.get(
    '/api/jobsearch/locations',
    handle((req) => jobs.locations(req.query.term)),
  );
  router.get(
    '/api/jobsearch/jobs/:jobOrderId',
    handle((req) => jobs.hit(currentUser(req).id, jobId(req.params.jobOrderId))),
  );
  router.get(
    '/api/jobsearch/distance/:jobOrderId',
    handle((req) => jobs.distance(currentUser(req).id, jobId(req.params.jobOrderId))),
  );
  router.post(
    '/api/jobsearch/apply/:jobOrderId',
    handle((req) => jobs.apply(currentUser(req).id, jobId(req.params.jobOrderId), info(req))),
  );
  router.get(
    '/api/get-initial-search-opts',
    handle((req) => jobs.initialSearch(currentUser(req).id)),
  );

  // Apply from an emailed link (docs/product.md §4 apply-now).
  router.get(
    '/api/applicant/:id',
    handle((req) => applyLinks.applicant(req.params.id)),
  );
  router.post('/api/token', async (req, res) => {
    res.type('text/plain').send(await applyLinks.issueToken(req.body));
  });
  router.get(
    '/api/v1/joborder/:jobOrderId',
    handle((req) => applyLinks.jobOrder(req.get('authorization'), jobId(req.params.jobOrderId))),
  );
  router.post(
    '/api/apply',
    handle((req) => applyLinks.apply(req.body, info(req))),
  );
  // docs/product.md §7's one-click link. Mail link scanners open links with GET, so the GET is the SPA's
  // page (never cached) whose button POSTs here; the token is single-use and expires.
  // After it, the link's page says what happened: applied (signed out: before asking to sign in,
  // or to choose a first password), or why not. Signed in, applying goes on to /search (docs/product.md §7).
  router.post('/apply-redirect/:token', async (req, res) => {
    const token = String(req.params.token);
    const outcome = await applyLinks.applyRedirect(token, info(req));
    const page = `/apply-redirect/${encodeURIComponent(token)}`;
    res.setHeader('Cache-Control', 'no-store');
    if (!outcome.applied && outcome.form) {
      const form = applicationFormPath(outcome.form);
      return res.redirect(303, req.user ? form : `/login?r=${encodeURIComponent(form)}`);
    }
    if (!outcome.applied) return res.redirect(303, `${page}?failed=1`);
    if (req.user) return res.redirect(303, '/search');
    const setup = await applyLinks.passwordSetupAfterApplying(outcome.userId);
    res.redirect(303, setup ? `${setup}&applied=1` : `${page}?sent=1`);
  });
  router.get(
    '/api/apply-links/:token',
    handle((req) => applyLinks.linkPreview(req.params.token)),
  );
  router.post(
    '/api/applicant/:id/password',
    handle((req) => applyLinks.passwordSetup(req.params.id, info(req))),
  );

  // Staff: invite a candidate to apply by mail (application statuses: the staff feature). The
  // personal links go to the candidate's mailbox only: for an account without a password the
  // apply-now link leads to choosing one, so handing it to staff would hand them the account.
  router.post('/api/staff/apply-links', async (req, res) => {
    await applyLinks.invite(req.body, currentUser(req).id);
    res.json({ sent: true });
  });

  return router;
}
