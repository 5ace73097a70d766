/**
 * The composition root's services: the platform every feature shares (clock, audit log, rate
 * limits, file storage and workers, the sealer), then each feature's services in the order of
 * server/feature-list.ts. It holds no logic of its own.
 */
import type { Config } from './config';
import type { DatabaseHandle } from './db';
import type { Logger } from './logger';
import type { Feature, FeatureContext } from './compose';
import { FEATURES } from './feature-list';
import { createSecretBox } from './features/security/secret-box';
import { createAdmission } from './lib/admission';
import { createAuditLog } from './lib/audit';
import { type Clock, systemClock } from './lib/clock';
import { createIdempotencyStore } from './lib/idempotency';
import { createRateLimiter } from './lib/rate-limiter';
import type { MailTransport } from './providers/mail/mail.types';
import { createSealer } from './providers/seal/sealer';
import type { TsaClient } from './providers/seal/tsa';
import { createStorage } from './providers/storage/create-storage';
import { createFilePool } from './untrusted';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
  /** Replaces the mail transport chosen from the config (tests of delivery failures). */
  mailTransport?: MailTransport;
  /** Replaces the TSA client made from TSA_URL and TSA_URLS (null: none). */
  tsa?: TsaClient | null;
}

/** What every feature shares, made before any of them. */
function createPlatform(ctx: AppContext) {
  const { config, logger } = ctx;
  const { db } = ctx.database;
  const clock = ctx.clock ?? systemClock;
  // Every uploaded file is opened here, never on the request thread (docs/SECURITY.md 5.2.x).
  const files = createFilePool({ size: config.fileWorkers.size, memoryMb: config.fileWorkers.memoryMb, logger });
  return {
    clock,
    audit: createAuditLog(db, clock),
    rateLimiter: createRateLimiter(db, clock),
    admission: createAdmission(config.admission),
    // Writes sent twice under one Idempotency-Key act once (session API and REST API alike).
    idempotency: createIdempotencyStore({ db, clock, box: createSecretBox(config.mfa.secretKey) }),
    // Onboarding documents' files (STORAGE_DRIVER), and the sealer every completed PDF goes
    // through (PAdES; its key is loaded, or made, before the server listens).
    storage: createStorage(config.storageDriver, { config, db, clock }),
    files,
    sealer: createSealer({ db, files, clock, logger, config, tsa: ctx.tsa }),
  };
}
export type Platform = ReturnType<typeof createPlatform>;

type ServicesOf<F> = F extends Feature<infer S> ? S : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
export type Services = Platform & Intersection<ServicesOf<(typeof FEATURES)[number]>>;

export function createServices(ctx: AppContext): Services {
  const platform = createPlatform(ctx);
  const services = { ...platform } as Services;
  const context: FeatureContext = {
    ...platform,
    config: ctx.config,
    logger: ctx.logger,
    database: ctx.database,
    db: ctx.database.db,
    dialect: ctx.database.dialect,
    site: { siteName: ctx.config.siteName, publicUrl: ctx.config.publicUrl },
    mailQueued: () => services.mailWorker.nudge(),
    mailTransport: ctx.mailTransport,
  };
  for (const feature of FEATURES as readonly Feature[]) Object.assign(services, feature.services?.(context, services));
  return services;
}
