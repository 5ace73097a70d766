/** createApp: the middleware order, the feature routers, /graphql and the one error handler. */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type Request } from 'express';
import { apiKeyOfRequest, requireScope } from './features/integrations/api-v1.routes';
import { readerZoneRoutes } from './features/time-zones/reader-zone.routes';
import { pickTimeZone } from './lib/time-zones';
import type { PageState } from '../common/page-state';
import { authRoutes } from './features/auth/auth.routes';
import { candidatesGraphql } from './features/profile/candidates.graphql';
import { candidatesRoutes } from './features/profile/candidates.routes';
import { contentGraphql } from './features/content/content.graphql';
import { docCheckRoutes } from './features/doc-check/doc-check.routes';
import { documentsGraphql } from './features/documents/documents.graphql';
import { documentsRoutes } from './features/documents/documents.routes';
import { esignRoutes } from './features/esign/esign.routes';
import { healthRoutes } from './features/health/health.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { feedsRoutes } from './features/feeds/feeds.routes';
import { webhooksRoutes } from './features/integrations/webhooks.routes';
import { apiKeysRoutes } from './features/integrations/api-keys.routes';
import { apiV1Routes } from './features/integrations/api-v1.routes';
import { API_V1 } from '../common/api-keys';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { privacyRoutes } from './features/profile/privacy.routes';
import { resumeRoutes } from './features/profile/resume.routes';
import { savedRoutes } from './features/saved/saved.routes';
import { staffCandidatesRoutes } from './features/staff/candidates.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { pipelineRoutes } from './features/pipeline/pipeline.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { credentialsRoutes } from './features/onboarding/credentials.routes';
import { contentRoutes } from './features/content/content.routes';
import { staffAccountsRoutes } from './features/auth/staff-accounts.routes';
import { staffGraphql } from './features/staff/staff.graphql';
import { sealRoutes } from './features/seal/seal.routes';
import { esignConsentRoutes } from './features/documents/esign-consent.routes';
import { selfIdRoutes } from './features/self-id/self-id.routes';
import { interviewsRoutes } from './features/interviews/interviews.routes';
import { mailTemplatesRoutes } from './features/mail-templates/mail-templates.routes';
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
import { createPassport, MFA_PENDING_MS, SESSION_IDLE_MS, sessionCookieName, sessionSupport } from './http/session';
import { enrolmentGate, mfaRoutes } from './features/security/mfa.routes';
import { passkeysRoutes } from './features/security/passkeys.routes';
import { oidcRoutes } from './features/auth/oidc.routes';
import { DatabaseSessionStore } from './http/session-store';
import { screenPages } from './http/screens';
import { spaRouter } from './http/spa';
import { brandFileRoutes, brandRoutes } from './features/brand/brand.routes';
import { devMailRoutes } from './features/mail/dev-mail.routes';
import type { AppContext, Services } from './services';

export interface AppOptions extends AppContext {
  services: Services;
  /** Where the built client lives (index.html and assets/). */
  clientDir?: string;
}

const ROOT = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../..' : '..');

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
  const deps = { ...services, guards };
  app.use(metricsRoutes(guards, services.metrics, config.metrics.token));
  app.use(healthRoutes(guards, database, () => services.sealer.warnings()));
  app.use(databaseWork(config.database.acquireTimeoutMs));

  const spa = spaRouter({
    clientDir: options.clientDir ?? path.join(ROOT, 'dist/client'),
    publicDir: path.join(ROOT, 'public'),
    publicUrl: config.publicUrl,
    pageState: (req) => pageState(req),
    guards,
  });
  // Static files need no session: served before it, and before admission (they need no place).
  app.use(spa.router);
  app.use(
    admissionControl({
      admission: services.admission,
      classify: routeClassifier(sessionCookieName(config)),
      budgetMs: config.database.acquireTimeoutMs,
      onUnavailable: (cls, stage) => services.metrics.unavailable(cls, stage),
    }),
  );
  app.use(brandFileRoutes(deps));
  // The REST API authenticates by API key alone: before the session and the same-origin guard, so
  // no cookie is read for it (a key in a header is no ambient authority a cross-site page can use).
  app.use(
    API_V1,
    apiV1Routes({
      api: services.apiV1,
      apiKeys: services.apiKeys,
      rateLimiter: services.rateLimiter,
      clock: services.clock,
      perMinute: config.rateLimits.api,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      logger,
      guards,
    }),
  );

  const sessionStore = new DatabaseSessionStore(database.db, services.clock, {
    idleMs: SESSION_IDLE_MS,
    absoluteMs: config.sessionAbsoluteMs,
  });
  const passport = createPassport(services.auth, sessionStore);
  app.use(sessionSupport(config, sessionStore, passport));

  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(sameOriginGuard([config.publicUrl]));
  app.use('/api', noStore);

  app.use(enrolmentGate());
  app.use(authRoutes({ ...deps, passport, spa, config }));
  app.use(mfaRoutes(deps));
  app.use(passkeysRoutes(deps));
  app.use(oidcRoutes({ ...deps, publicUrl: config.publicUrl }));
  app.use(docCheckRoutes(deps));
  app.use(documentsRoutes(deps));
  app.use(esignRoutes({ ...deps, spa }));
  app.use(sealRoutes(deps));
  app.use(esignConsentRoutes(deps));
  app.use(jobsRoutes({ ...deps, spa, config }));
  app.use(feedsRoutes({ feeds: services.feeds, feedUrl: config.jobFeed.url, guards }));
  app.use(webhooksRoutes(deps));
  app.use(apiKeysRoutes(deps));
  app.use(candidatesRoutes(deps));
  app.use(resumeRoutes(deps));
  app.use(savedRoutes(deps));
  app.use(privacyRoutes({ ...deps, config }));
  app.use(staffCandidatesRoutes(deps));
  app.use(staffRoutes(deps));
  app.use(pipelineRoutes(deps));
  app.use(onboardingRoutes(deps));
  app.use(credentialsRoutes(deps));
  app.use(contentRoutes(deps));
  app.use(staffAccountsRoutes(deps));
  app.use(selfIdRoutes(deps));
  app.use(interviewsRoutes(deps));
  app.use(readerZoneRoutes(deps));
  app.use(mailTemplatesRoutes(deps));
  app.use(brandRoutes(deps));
  if (!config.isProduction) app.use(devMailRoutes(guards, database.db));

  const graphqlContext = (req: Request): GraphqlContext => {
    const user = req.tokenUser ?? req.user ?? null;
    return {
      user: user
        ? { id: user.id, email: user.email, role: user.role, ghost: user.ghost, emailConfirmed: user.emailConfirmed }
        : null,
      info: requestInfo(req),
    };
  };
  // A session token signs the request in before the route's guards (its per-user limit) run.
  app.use(
    '/graphql',
    noStore,
    bearerAuth({ auth: services.auth, sessions: sessionStore, secret: config.sessionSecret, clock: services.clock }),
  );
  const graphql = graphqlHandler({
    parts: [
      contentGraphql(services.content),
      documentsGraphql(services.documents),
      candidatesGraphql(services.candidates),
      staffGraphql(services),
    ],
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
      flash,
      loginCaptcha: Boolean(req.session?.loginCaptcha),
      loginSecondFactor: secondFactorPending(req),
      mfaEnrolmentRequired: Boolean(req.user && req.session?.mfaEnrolmentNeeded),
      ...(loginEmail ? { loginEmail } : {}),
      viewAs: viewAsState(req),
      timeZone: pickTimeZone(config.defaultTimeZone, req.user?.timeZone),
      draftOwner: req.user
        ? createHmac('sha256', config.sessionSecret)
            .update(`draft:${req.user.id}:${req.session?.viewAs?.actorId ?? ''}`)
            .digest('base64url')
            .slice(0, 16)
        : null,
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
