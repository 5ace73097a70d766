/** createApp: the middleware order, each feature's routes at their stage, /graphql and the one error handler. */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type Request } from 'express';
import { apiKeyOfRequest, requireScope } from './features/integrations/api-v1.routes';
import { pickTimeZone } from './lib/time-zones';
import type { PageState } from '../common/page-state';
import type { Feature, RouteContext } from './compose';
import { FEATURES } from './feature-list';
import { graphqlHandler } from './graphql';
import type { GraphqlContext } from './graphql/types';
import { bearerAuth } from './http/bearer';
import { viewAsGraphqlGuard, viewAsState } from './http/view-as';
import { sameOriginGuard } from './http/csrf';
import { admissionControl, routeClassifier } from './http/admission';
import { databaseWork } from './http/database-work';
import { apiNotFound, errorHandlers } from './http/error-handler';
import { requestInfo } from './http/handle';
import { normalizePath } from './http/normalize-path';
import { requestLog } from './http/request-log';
import { createRouteGuards, declaredRouter } from './http/declared-router';
import { noStore, securityHeaders } from './http/security';
import { SESSION_IDLE_MS } from '../common/session';
import { createPassport, MFA_PENDING_MS, sessionCookieName, sessionSupport } from './http/session';
import { DatabaseSessionStore } from './http/session-store';
import { screenPages } from './http/screens';
import { spaRouter } from './http/spa';
import { languageOfRequest } from './http/language';
import { PROJECT_ROOT as ROOT } from './lib/project-root';
import type { AppContext, Services } from './services';

export interface AppOptions extends AppContext {
  services: Services;
  /** Where the built client lives (index.html and assets/). */
  clientDir?: string;
}

/** What GraphQL's resolvers know of a request: its user (session or access token) and who asks. */
function graphqlContext(req: Request): GraphqlContext {
  const user = req.tokenUser ?? req.user ?? null;
  return {
    user: user
      ? {
          id: user.id,
          email: user.email,
          role: user.role,
          ghost: user.ghost,
          emailConfirmed: user.emailConfirmed,
          permissions: user.permissions,
        }
      : null,
    info: requestInfo(req),
  };
}

export function createApp(options: AppOptions): express.Express {
  const { config, logger, services, database } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(requestLog(logger));
  app.use(services.metrics.requests);
  app.use(normalizePath);
  app.use(securityHeaders(config));
  app.use(compression());
  // Every route's guards come from its declaration in the route table (server/route-table.ts).
  const guards = createRouteGuards({
    audit: services.audit,
    clock: services.clock,
    rateLimiter: services.rateLimiter,
    perMinute: { publicReads: config.rateLimits.anonymousReads, graphql: config.rateLimits.graphql },
    apiScope: requireScope,
    idempotency: services.idempotency,
    apiKeyOf: apiKeyOfRequest,
  });
  const features = FEATURES as readonly Feature[];
  const sessionStore = new DatabaseSessionStore(database.db, services.clock, {
    idleMs: SESSION_IDLE_MS,
    absoluteMs: config.sessionAbsoluteMs,
  });
  const passport = createPassport(services.auth, sessionStore);
  const spa = spaRouter({
    clientDir: options.clientDir ?? path.join(ROOT, 'dist/client'),
    publicDir: path.join(ROOT, 'public'),
    publicUrl: config.publicUrl,
    pageState: (req) => pageState(req),
    guards,
  });
  // Each feature's routers are built over every service and the HTTP parts (server/compose.ts),
  // and mounted at their stage below.
  const r: RouteContext = { ...services, guards, spa, config, logger, database, passport };
  for (const feature of features) for (const router of feature.probes?.(r) ?? []) app.use(router);
  app.use(databaseWork(config.database.acquireTimeoutMs));

  // Static files need no session: served before it, and before admission (they need no place).
  app.use(spa.router);
  app.use(languageOfRequest(config)); // the visitor's: a "busy" answer reads right
  app.use(
    admissionControl({
      admission: services.admission,
      classify: routeClassifier(sessionCookieName(config)),
      budgetMs: config.database.acquireTimeoutMs,
      onUnavailable: (cls, stage) => services.metrics.unavailable(cls, stage),
    }),
  );
  for (const feature of features) for (const router of feature.files?.(r) ?? []) app.use(router);
  for (const feature of features) for (const { prefix, router } of feature.keyed?.(r) ?? []) app.use(prefix, router);

  app.use(sessionSupport(config, sessionStore, passport));

  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(languageOfRequest(config)); // now the signed-in account's choice wins
  app.use(sameOriginGuard([config.publicUrl]));
  app.use('/api', noStore);

  for (const feature of features) for (const gate of feature.gates?.(r) ?? []) app.use(gate);
  for (const feature of features) for (const router of feature.routes?.(r) ?? []) app.use(router);

  // A session token signs the request in before the route's guards (its per-user limit) run.
  app.use(
    '/graphql',
    noStore,
    bearerAuth({ auth: services.auth, sessions: sessionStore, secret: config.sessionSecret, clock: services.clock }),
  );
  const graphql = graphqlHandler({
    parts: features.flatMap((feature) => feature.graphql?.(services) ?? []),
    production: config.isProduction,
    logger,
    context: graphqlContext,
  });
  const graphqlRoutes = declaredRouter(guards);
  graphqlRoutes.get('/graphql', viewAsGraphqlGuard(services.audit), ...graphql);
  graphqlRoutes.post('/graphql', viewAsGraphqlGuard(services.audit), ...graphql);
  app.use(graphqlRoutes);

  app.use('/api', apiNotFound);

  /** A right password waits for its second factor (the login page asks for the code). */
  function secondFactorPending(req: Request): boolean {
    const pending = req.session?.mfaPending;
    return Boolean(!req.user && pending && services.clock() - pending.at <= MFA_PENDING_MS);
  }

  async function pageState(req: Request): Promise<PageState> {
    const brand = await services.brand.current();
    const flash = req.session?.flash ?? null;
    if (req.session?.flash) delete req.session.flash;
    const loginEmail = req.session?.loginEmail;
    if (loginEmail !== undefined) delete req.session.loginEmail;
    return {
      isLoggedIn: Boolean(req.user),
      emailConfirmed: Boolean(req.user?.emailConfirmed),
      firstName: req.user?.firstName ?? null,
      role: req.user?.role ?? null,
      permissions: req.user?.permissions ?? [],
      flash,
      loginCaptcha: Boolean(req.session?.loginCaptcha),
      loginSecondFactor: secondFactorPending(req),
      mfaEnrolmentRequired: Boolean(req.user && req.session?.mfaEnrolmentNeeded),
      ...(loginEmail ? { loginEmail } : {}),
      viewAs: viewAsState(req),
      timeZone: pickTimeZone(config.defaultTimeZone, req.user?.timeZone),
      draftOwner: draftOwnerOf(req, config.sessionSecret),
      config: {
        siteName: config.siteName,
        contactUrl: config.contactUrl,
        supportEmail: config.supportEmail,
        demoContact: config.demoContact,
        captchaProvider: config.captcha.provider,
        captchaSiteKey: config.captcha.provider === 'recaptcha' ? (config.captcha.siteKey ?? null) : null,
        analyticsId: config.analyticsId ?? null,
        sso: config.oidc ? { label: config.oidc.buttonLabel } : null,
        brand,
      },
    };
  }

  // Every other GET is a page of the SPA; the client resolves it (docs/product.md §2), and the status says
  // whether a screen or a content page owns the path.
  app.use(
    screenPages({
      spa,
      guards,
      isContentPage: (pagePath) => services.content.getByPath(pagePath).then((page) => page !== null),
    }),
  );
  app.use(apiNotFound);
  app.use(errorHandlers(logger));
  return app;
}
/** Whose unsaved form values a tab may show: an opaque key per account and per view as a candidate. */
function draftOwnerOf(req: Request, secret: string): string | null {
  if (!req.user) return null;
  return createHmac('sha256', secret)
    .update(`draft:${req.user.id}:${req.session?.viewAs?.actorId ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
}
