/**
 * The environment, read and validated once. Never imported by src/.
 * Past 300 lines because every setting is read here, in one schema with its checks, and nowhere else.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_SUPPORT_EMAIL } from '../common/page-state';
import type { AdmissionLimits } from './lib/admission';
import { isTimeZone } from '../common/time-zones';
import type { S3Settings } from './providers/storage/s3-storage';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const commaList = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText,
  DATABASE_URL: z
    .string()
    .default('sqlite:var/portal.db')
    .refine((v) => /^(sqlite:|postgres(ql)?:\/\/)/.test(v), 'must start with sqlite: or postgres://'),
  SESSION_SECRET: optionalText,
  SITE_NAME: z.string().min(1).default('Candidate Portal'),
  SUPPORT_EMAIL: optionalText.refine((v) => v === undefined || v.includes('@'), 'must be an email address'),
  // Unset: the header's Contact goes to the portal's own /contact page.
  CONTACT_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Candidate Portal <no-reply@example.com>'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  ALTCHA_HMAC_KEY: optionalText,
  ESIGN_PROVIDER: z.enum(['builtin']).default('builtin'),
  ESIGN_PAGE_IMAGES: bool.default(true),
  MAPS_PROVIDER: z.enum(['offline', 'google']).default('offline'),
  MAPS_API_KEY: optionalText,
  GA_TRACKING_ID: optionalText,
  STORAGE_DIR: z.string().default('var/storage'),
  // Where uploads and signed copies live: a directory (shared by instances if they share it), the database or S3.
  STORAGE_DRIVER: z.enum(['local', 'database', 's3']).default('local'),
  // STORAGE_DRIVER=s3: the bucket, and an endpoint only for an S3-compatible service (unset: AWS).
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'must be an http(s):// address'),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),
  SEED_DEMO: bool.optional(),
  DEMO_PASSWORD: optionalText,
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ALERT_POLL_MS: z.coerce.number().int().min(50).max(86_400_000).default(60_000),
  WORK_FACTORS: z.enum(['standard', 'test']).default('standard'),
  FILE_WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(16).optional()),
  FILE_WORKER_MEMORY_MB: z.coerce.number().int().min(128).max(4096).default(512),
  SESSION_ABSOLUTE_HOURS_STAFF: z.coerce.number().int().min(1).max(720).default(12),
  SESSION_ABSOLUTE_DAYS_CANDIDATE: z.coerce.number().int().min(1).max(365).default(30),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  // Unset: twice the pool.
  DB_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).optional(),
  // Requests at work at once (unset: twice the pool), and of them from one client (unset: half).
  ADMISSION_CAPACITY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(10_000).optional(),
  ),
  ADMISSION_PER_CLIENT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(10_000).optional(),
  ),
  // Node's own setting: the threads that hash passwords, which bound the sign-ins at work at once.
  UV_THREADPOOL_SIZE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(1024).default(4),
  ),
  SITEMAP_TTL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  RATE_LIMIT_ANONYMOUS_READS: z.coerce.number().int().min(1).max(1_000_000).default(300),
  RATE_LIMIT_GRAPHQL: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_API: z.coerce.number().int().min(1).max(1_000_000).default(600),
  // The employer's zone: times are shown in it to a reader with no stored zone, for no job.
  DEFAULT_TIME_ZONE: z
    .string()
    .default('America/Chicago')
    .refine(isTimeZone, 'must be an IANA time zone name such as America/Chicago'),
  // States whose pay transparency laws require a pay range in job postings (two-letter codes).
  PAY_TRANSPARENCY_STATES: z
    .string()
    .default('CA,CO,NY,WA,IL,MD,MN,VT,NJ,HI,MA,DE')
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((codes) => codes.every((c) => /^[A-Z]{2}$/.test(c)), 'two-letter state codes separated by commas'),
  // The employer's job feed (Indeed-style XML or JSON), imported on this beat; unset: no import.
  JOB_FEED_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^https?:\/\//, 'JOB_FEED_URL must be an http:// or https:// address')
      .optional(),
  ),
  JOB_FEED_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  // Webhooks go to public addresses only; true also allows loopback and private networks.
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  // The whole of one webhook attempt (look-up, connection, request, the answer's headers and body).
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Prometheus metrics: on their own port, or at /metrics with this bearer token; neither: not served.
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65_535).optional()),
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  SIGNING_P12: optionalText,
  // Kept as typed: a password may start or end with spaces.
  SIGNING_P12_PASSWORD: z.string().optional(),
  TSA_URL: optionalText,
  TSA_URLS: optionalText,
  // Unset: on in development (the demo); off in production, where the employer turns it on, and in tests.
  SELF_IDENTIFICATION: z.enum(['on', 'off']).optional(),
  // E-Verify cases after Form I-9 Section 2 at enrolled sites; unset: the simulator except in production.
  EVERIFY_DRIVER: z.enum(['simulator', 'none']).optional(),
  EVERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // ?lang=pseudo and ?lang=pseudo-bidi (docs/architecture.md §9.9); unset: on except in production.
  PSEUDO_LOCALES: z.preprocess((v) => (v === '' ? undefined : v), bool.optional()),
  MFA_REQUIRED_FOR_STAFF: z.preprocess((v) => (v === '' ? undefined : v), bool.optional()),
  // Staff single sign-on through an OpenID Connect provider; unset OIDC_ISSUER: none.
  OIDC_ISSUER: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'must be an http(s):// address'),
  OIDC_CLIENT_ID: optionalText,
  // Kept as typed, like the other secrets.
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_BUTTON_LABEL: optionalText,
  OIDC_ROLE_CLAIM: optionalText,
  OIDC_STAFF_VALUES: commaList,
  OIDC_ADMIN_VALUES: commaList,
  OIDC_REQUIRED_FOR_STAFF: z.preprocess((v) => (v === '' ? undefined : v), bool.default(false)),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  sessionSecret: string;
  siteName: string;
  supportEmail: string;
  /** No SUPPORT_EMAIL: the demo's address is shown, marked as such. */
  demoContact: boolean;
  contactUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  captcha: { provider: 'altcha' | 'recaptcha'; siteKey?: string; secretKey?: string; hmacKey: string };
  esignProvider: 'builtin';
  /** The signing page shows pages rendered on the server (needs @napi-rs/canvas); off: pdf.js in the browser. */
  esignPageImages: boolean;
  maps: { provider: 'offline' | 'google'; apiKey?: string };
  analyticsId: string | undefined;
  storageDir: string;
  storageDriver: 'local' | 'database' | 's3';
  /** The bucket of STORAGE_DRIVER=s3 (also the target or source of storage:migrate); undefined when not set. */
  s3: S3Settings | undefined;
  /** undefined: decide by whether the database is new and embedded (docs/architecture.md §4). */
  seedDemo: boolean | undefined;
  demoPassword: string | undefined;
  /** Value for Express's "trust proxy" setting; false unless configured. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Directory for generated local state (secrets, SQLite file, storage). */
  varDir: string;
  /** How often each instance looks for due saved-search alerts. */
  alertPollMs: number;
  /**
   * The cost of password hashing and of the captcha's proof of work: `test` makes both cheap for
   * the test suite and is refused in production.
   */
  workFactors: 'standard' | 'test';
  /** The pool that opens untrusted files: processes (undefined: one per core, up to 4) and each one's memory. */
  fileWorkers: { size: number | undefined; memoryMb: number };
  /** A session ends this long after its sign-in however active it stays (the idle timeout is SPEC's 30 minutes). */
  sessionAbsoluteMs: { staff: number; candidate: number };
  /** Node's HTTP server limits: the headers, the whole request (body included), an idle keep-alive connection. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /** The employer's job feed and how often it is read (ms). */
  jobFeed: { url: string | undefined; everyMs: number };
  /** Deliver webhooks to loopback and private addresses too (tests; an ATS on the employer's network). */
  webhookAllowPrivate: boolean;
  /** The deadline of one webhook attempt, from the look-up to the answer's last byte. */
  webhookTimeoutMs: number;
  /** Prometheus metrics: their own port (0: any free one), and/or a bearer token for /metrics. */
  metrics: { port: number | undefined; token: string | undefined };
  /**
   * Back-pressure on PostgreSQL: at most `poolMax` connections; a request waits at most
   * `acquireTimeoutMs` in all for them and is then answered 503; a statement running longer than
   * `statementTimeoutMs` is cancelled by the server (0: never); with `queueMax` requests already
   * waiting for a connection, the next is answered 503 at once.
   */
  database: { poolMax: number; acquireTimeoutMs: number; statementTimeoutMs: number; queueMax: number };
  /**
   * Admission (server/lib/admission.ts): requests at work at once, of them from one client, of them
   * sign-ins (the threadpool that hashes passwords), and the most at work when an anonymous read may
   * start (a quarter of the places are kept for the other classes). The others wait, each within
   * DB_ACQUIRE_TIMEOUT_MS, and are then answered 503.
   */
  admission: AdmissionLimits;
  /** How long a built sitemap is served before it is built again (every instance builds its own). */
  sitemapTtlMs: number;
  /** Requests a minute per client: anonymous reads of public pages by IP; GraphQL by user, else IP. */
  /** Requests a minute: anonymous reads per IP, /graphql per user or IP, /api/v1 per key. */
  rateLimits: { anonymousReads: number; graphql: number; api: number };
  /** Two-letter states where a job must show a pay range to be published (staff console). */
  payTransparencyStates: string[];
  /** DEFAULT_TIME_ZONE: the zone of times for a reader with no zone of their own and no job. */
  defaultTimeZone: string;
  /**
   * Seals on completed PDFs: the employer's PKCS#12 (a path or base64; unset: the embedded CA under
   * STORAGE_DIR/.signing) and the RFC 3161 time-stamp authorities, TSA_URL first, then TSA_URLS.
   */
  signing: { p12?: string; p12Password?: string; tsaUrls: string[] };
  /** Candidates are invited to self-identify (US EEO) after applying, and for disability at Offer. */
  selfIdentification: boolean;
  /** E-Verify (docs/product.md §4.19): the simulator, or none (the DHS web service needs an employer's agreement). */
  everifyDriver: 'simulator' | 'none';
  /** The deadline of one E-Verify call (creating a case). */
  everifyTimeoutMs: number;
  /** The pseudo-locales can be chosen with `?lang=` (development and tests). */
  pseudoLocales: boolean;
  /**
   * Two-factor sign-in: whether staff and admins must enrol before the console opens (default: in
   * production), and the key that encrypts the stored TOTP secrets (derived from the session secret).
   */
  mfa: { requiredForStaff: boolean; secretKey: string };
  /** Staff single sign-on (OpenID Connect); null: not configured. */
  oidc: OidcConfig | null;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  buttonLabel: string;
  /** The claim naming the person's role (a string or a list); null: roles are not read from the provider. */
  roleClaim: string | null;
  staffValues: string[];
  adminValues: string[];
  /** Staff and admins sign in through the provider only (no password, no passkey). */
  requiredForStaff: boolean;
}

const DEFAULT_OIDC_BUTTON_LABEL = 'Sign in with single sign-on';

export class ConfigError extends Error {}

/** Keeps a generated secret under var/ so sessions survive restarts in development. */
function localSecret(varDir: string, name: string): string {
  const file = path.join(varDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(varDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A key of its own for one use, derived from the session secret (HKDF-SHA256 with a distinct label):
 * knowing one derived key tells nothing of the secret or of another use's key.
 */
function derivedKey(secret: string, label: string): string {
  return Buffer.from(hkdfSync('sha256', secret, '', `candidate-portal ${label}`, 32)).toString('base64url');
}

/** TSA_URL, then each of TSA_URLS (separated by commas or spaces), without repeats; each http(s). */
function tsaUrls(first: string | undefined, rest: string | undefined): string[] {
  const urls = [first, ...(rest ?? '').split(/[\s,]+/)].filter((u): u is string => Boolean(u && u.trim()));
  for (const url of urls) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol))
      throw new ConfigError(`TSA_URL and TSA_URLS must be http:// or https:// addresses (got ${JSON.stringify(url)}).`);
  }
  return [...new Set(urls)];
}

/** The S3 settings when a bucket is named (S3_BUCKET and S3_REGION together; both keys or neither). */
function s3Settings(e: z.infer<typeof schema>): S3Settings | undefined {
  if (!e.S3_BUCKET && !e.S3_REGION) return undefined;
  if (!e.S3_BUCKET || !e.S3_REGION) throw new ConfigError('S3_BUCKET and S3_REGION go together: set both.');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own credentials (an instance role).",
    );
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The single sign-on settings: all of the provider's or none, roles from a claim only with their values. */
function oidcConfig(e: z.infer<typeof schema>, isProduction: boolean): OidcConfig | null {
  if (!e.OIDC_ISSUER) {
    const stray = (['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ROLE_CLAIM'] as const).find((k) => e[k]);
    if (stray || e.OIDC_REQUIRED_FOR_STAFF) {
      throw new ConfigError(`${stray ?? 'OIDC_REQUIRED_FOR_STAFF'} is set but OIDC_ISSUER is not.`);
    }
    return null;
  }
  if (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) {
    throw new ConfigError('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.');
  }
  // The provider's answers decide who is staff: in production only over TLS.
  if (isProduction && !e.OIDC_ISSUER.startsWith('https://')) {
    throw new ConfigError('OIDC_ISSUER must be an https:// address in production.');
  }
  const values = e.OIDC_STAFF_VALUES.length + e.OIDC_ADMIN_VALUES.length;
  if (e.OIDC_ROLE_CLAIM && values === 0) {
    throw new ConfigError('OIDC_ROLE_CLAIM needs OIDC_STAFF_VALUES or OIDC_ADMIN_VALUES.');
  }
  if (!e.OIDC_ROLE_CLAIM && values > 0) {
    throw new ConfigError('OIDC_STAFF_VALUES and OIDC_ADMIN_VALUES need OIDC_ROLE_CLAIM.');
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    buttonLabel: e.OIDC_BUTTON_LABEL ?? DEFAULT_OIDC_BUTTON_LABEL,
    roleClaim: e.OIDC_ROLE_CLAIM ?? null,
    staffValues: e.OIDC_STAFF_VALUES,
    adminValues: e.OIDC_ADMIN_VALUES,
    requiredForStaff: e.OIDC_REQUIRED_FOR_STAFF,
  };
}

function admissionLimits(e: z.infer<typeof schema>): Config['admission'] {
  const capacity = e.ADMISSION_CAPACITY ?? 2 * e.DB_POOL_MAX;
  return {
    capacity,
    perClient: Math.min(capacity, e.ADMISSION_PER_CLIENT ?? Math.ceil(capacity / 2)),
    signIn: Math.min(capacity, e.UV_THREADPOOL_SIZE),
    anonymousReads: Math.max(1, capacity - Math.ceil(capacity / 4)),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const varDir = path.resolve('var');

  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET must be set in production (a long random string).');
  }
  if (e.SESSION_SECRET && e.SESSION_SECRET.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long.');
  }
  if (isProduction && e.WORK_FACTORS === 'test') {
    throw new ConfigError(
      'WORK_FACTORS=test makes password hashes and captchas cheap to break and is for tests only; remove it in production.',
    );
  }
  if (e.CAPTCHA_PROVIDER === 'recaptcha' && (!e.RECAPTCHA_SITE_KEY || !e.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY.');
  }
  if (e.MAPS_PROVIDER === 'google' && !e.MAPS_API_KEY) {
    throw new ConfigError('MAPS_PROVIDER=google needs MAPS_API_KEY.');
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL must be set in production (the base of links in mail).');
  }

  // Candidates are told to write there (contact page, e-signature disclosure, seals): never a demo address.
  if (isProduction && !e.SUPPORT_EMAIL) {
    throw new ConfigError('SUPPORT_EMAIL must be set in production (candidates are told to write to it).');
  }

  if (e.SIGNING_P12_PASSWORD && !e.SIGNING_P12) {
    throw new ConfigError(
      'SIGNING_P12_PASSWORD is set but SIGNING_P12 is not: set both, or neither for the embedded CA.',
    );
  }
  const signing = {
    p12: e.SIGNING_P12,
    p12Password: e.SIGNING_P12_PASSWORD,
    tsaUrls: tsaUrls(e.TSA_URL, e.TSA_URLS),
  };

  const sessionSecret = e.SESSION_SECRET ?? localSecret(varDir, 'session-secret');
  // Never the session secret itself: a captcha challenge is signed with a key of its own.
  const hmacKey =
    e.ALTCHA_HMAC_KEY ?? (isProduction ? derivedKey(sessionSecret, 'altcha-hmac') : localSecret(varDir, 'altcha-key'));
  if (e.ALTCHA_HMAC_KEY !== undefined && e.ALTCHA_HMAC_KEY === sessionSecret) {
    throw new ConfigError('ALTCHA_HMAC_KEY must differ from SESSION_SECRET (or be left unset: a key is derived).');
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS.');
  }
  const s3 = s3Settings(e);
  if (e.STORAGE_DRIVER === 's3' && !s3) throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET and S3_REGION.');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const oidc = oidcConfig(e, isProduction);

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    sessionSecret,
    siteName: e.SITE_NAME,
    supportEmail: e.SUPPORT_EMAIL ?? DEMO_SUPPORT_EMAIL,
    demoContact: e.SUPPORT_EMAIL === undefined,
    contactUrl: e.CONTACT_URL ?? '/contact',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.RECAPTCHA_SITE_KEY,
      secretKey: e.RECAPTCHA_SECRET_KEY,
      hmacKey,
    },
    esignProvider: e.ESIGN_PROVIDER,
    esignPageImages: e.ESIGN_PAGE_IMAGES,
    maps: { provider: e.MAPS_PROVIDER, apiKey: e.MAPS_API_KEY },
    analyticsId: e.GA_TRACKING_ID,
    storageDir: path.resolve(e.STORAGE_DIR),
    storageDriver: e.STORAGE_DRIVER,
    s3,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    varDir,
    alertPollMs: e.ALERT_POLL_MS,
    workFactors: e.WORK_FACTORS,
    fileWorkers: { size: e.FILE_WORKERS, memoryMb: e.FILE_WORKER_MEMORY_MB },
    sessionAbsoluteMs: {
      staff: e.SESSION_ABSOLUTE_HOURS_STAFF * 3_600_000,
      candidate: e.SESSION_ABSOLUTE_DAYS_CANDIDATE * 86_400_000,
    },
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    jobFeed: { url: e.JOB_FEED_URL, everyMs: e.JOB_FEED_INTERVAL_MINUTES * 60_000 },
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    http: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    database: {
      poolMax: e.DB_POOL_MAX,
      acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      queueMax: e.DB_QUEUE_MAX ?? 2 * e.DB_POOL_MAX,
    },
    admission: admissionLimits(e),
    sitemapTtlMs: e.SITEMAP_TTL_MS,
    rateLimits: { anonymousReads: e.RATE_LIMIT_ANONYMOUS_READS, graphql: e.RATE_LIMIT_GRAPHQL, api: e.RATE_LIMIT_API },
    payTransparencyStates: e.PAY_TRANSPARENCY_STATES,
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
    signing,
    mfa: {
      requiredForStaff: e.MFA_REQUIRED_FOR_STAFF ?? isProduction,
      secretKey: derivedKey(sessionSecret, 'totp-secret'),
    },
    oidc,
    selfIdentification: (e.SELF_IDENTIFICATION ?? (e.NODE_ENV === 'development' ? 'on' : 'off')) === 'on',
    pseudoLocales: e.PSEUDO_LOCALES ?? !isProduction,
    everifyDriver: e.EVERIFY_DRIVER ?? (isProduction ? 'none' : 'simulator'),
    everifyTimeoutMs: e.EVERIFY_TIMEOUT_MS,
  };
}
