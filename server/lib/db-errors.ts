/** A unique index refused a row (PostgreSQL 23505, SQLite's constraint codes): someone got there first. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Why the database could not take a request's work now; answered 503 with Retry-After. */
export type UnavailableReason = 'busy' | 'down' | 'aborted';

/**
 * Raised by the connection pool when a request's work cannot start: no connection came within the
 * request's wait budget (busy), the database refused or dropped the connection (down), or the
 * client went away before the query started (aborted).
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Codes of a database that cannot serve now, as opposed to a query at fault: connections refused
 * or dropped, PostgreSQL's 57P01-57P03 (shutting down, crash recovery), 53300 (too many
 * connections), 08xxx (connection exceptions), 57014 (statement timeout, or cancelled), and
 * SQLite still locked after its busy timeout.
 */
const UNAVAILABLE_CODES = new Set([
  'DB_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57014',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
]);

/** node-postgres reports a connection lost in the middle of a query by message alone. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}
