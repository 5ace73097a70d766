/**
 * How a feature joins the server (docs/architecture.md §1): each feature exports one
 * `<feature>.feature.ts` module, a `Feature` that builds its services and gives its routes and its
 * GraphQL part. server/feature-list.ts lists them in order; server/services.ts builds the
 * platform and then each feature's services, server/app.ts mounts their routes at their stage.
 */
import type { RequestHandler, Router } from 'express';
import type { Config } from './config';
import type { DatabaseHandle, Db, Dialect } from './db';
import type { GraphqlPart } from './graphql/types';
import type { RouteGuards } from './http/declared-router';
import type { createPassport } from './http/session';
import type { Spa } from './http/spa';
import type { Clock } from './lib/clock';
import type { Logger } from './logger';
import type { MailTransport } from './providers/mail/mail.types';
import type { Platform, Services } from './services';

/** What every feature's services are built over: the platform, and how to wake the mail worker. */
export interface FeatureContext extends Platform {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  /** The site's name and address, as mails and pages name them. */
  site: { siteName: string; publicUrl: string };
  /** Wakes the mail worker after a transaction that wrote to the outbox has committed. */
  mailQueued: () => void;
  /** Replaces the mail transport chosen from the config (tests of delivery failures). */
  mailTransport?: MailTransport;
}

/** What a feature's routers are built from: every service, the route guards and the HTTP parts. */
export type RouteContext = Services & {
  guards: RouteGuards;
  spa: Spa;
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  passport: ReturnType<typeof createPassport>;
};

export interface Feature<S extends object = object> {
  /** The feature's folder: server/features/<name>. */
  name: string;
  /**
   * Builds the feature's services. `s` holds every service: those of the features listed before
   * this one are there now; a later feature's may be called only from a function run afterwards.
   */
  services?(ctx: FeatureContext, s: Services): S;
  /** Probes of the running process, answered before the database budget and the session. */
  probes?(r: RouteContext): Router[];
  /** Files any page links to: after admission, before the session. */
  files?(r: RouteContext): Router[];
  /** Authenticated by API key alone, at their prefix, before the session and the same-origin guard. */
  keyed?(r: RouteContext): { prefix: string; router: Router }[];
  /** Runs before every feature's routes (a gate that may send the person elsewhere first). */
  gates?(r: RouteContext): RequestHandler[];
  /** The feature's routers, behind the session. */
  routes?(r: RouteContext): Router[];
  /** The feature's part of the /graphql schema. */
  graphql?(s: Services): GraphqlPart[];
}
