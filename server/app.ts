/** createApp: the middleware order, the feature routers, /graphql and the one error handler. */
import path from 'node:path';
import compression from 'compression';
import express, { type Request } from 'express';
import type { PageState } from '../common/page-state';
import { authCheckRoutes } from './features/auth/auth.routes';
import { contentGraphql } from './features/content/content.graphql';
import { healthRoutes } from './features/health/health.routes';
import { graphqlHandler } from './graphql';
import type { GraphqlContext } from './graphql/types';
import { sameOriginGuard } from './http/csrf';
import { apiNotFound, errorHandler } from './http/error-handler';
import { noStore, securityHeaders } from './http/security';
import { spaRouter } from './http/spa';
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

  app.use(securityHeaders(config));
  app.use(compression());
  app.use(healthRoutes(database.db));

  const spa = spaRouter({
    clientDir: options.clientDir ?? path.join(ROOT, 'dist/client'),
    publicDir: path.join(ROOT, 'public'),
    pageState: (req) => pageState(req),
  });
  app.use(spa.router);

  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(sameOriginGuard([config.publicUrl]));

  const graphqlContext = (req: Request): GraphqlContext => ({
    user: null,
    ip: req.ip ?? '',
    userAgent: req.get('user-agent') ?? '',
  });
  app.use(
    '/graphql',
    noStore,
    graphqlHandler({
      parts: [contentGraphql(services.content)],
      production: config.isProduction,
      logger,
      context: graphqlContext,
    }),
  );

  app.use('/api', noStore);
  app.use(authCheckRoutes());
  app.use('/api', apiNotFound);

  function pageState(_req: Request): PageState {
    return {
      isLoggedIn: false,
      firstName: null,
      flash: null,
      config: {
        siteName: config.siteName,
        contactUrl: config.contactUrl,
        supportEmail: config.supportEmail,
        captchaProvider: config.captcha.provider,
        captchaSiteKey: config.captcha.provider === 'recaptcha' ? (config.captcha.siteKey ?? null) : null,
        analyticsId: config.analyticsId ?? null,
      },
    };
  }

  // Every other GET is a screen of the SPA; the client resolves it (SPEC §2).
  app.get('/{*splat}', spa.index);
  app.use(apiNotFound);
  app.use(errorHandler(logger));
  return app;
}
