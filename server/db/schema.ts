/** Row types of the database, in the camelCase the CamelCasePlugin maps to snake_case columns. */
import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds (bigint in PostgreSQL, integer in SQLite). Flags are 0/1. */
export type Millis = number;
export type Flag = 0 | 1;

export interface CmsPageTable {
  id: Generated<number>;
  path: string;
  title: string;
  content: string;
  showLayout: Flag;
  createdAt: Millis;
  updatedAt: Millis;
}

export type Role = 'candidate' | 'staff' | 'admin';

export interface UserAccountTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailConfirmedAt: Millis | null;
  edgeCandidateId: string | null;
  passwordChangedAt: Millis;
  createdAt: Millis;
  updatedAt: Millis;
}

export interface SessionTable {
  sid: string;
  userId: number | null;
  data: string;
  expiresAt: Millis;
}

export type TokenKind = 'confirm_email' | 'reset_password';

export interface UserTokenTable {
  id: Generated<number>;
  userId: number;
  kind: TokenKind;
  tokenHash: string;
  expiresAt: Millis;
  usedAt: Millis | null;
  createdAt: Millis;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Millis;
  lockedUntil: Millis | null;
  lastError: string | null;
  createdAt: Millis;
  sentAt: Millis | null;
}

export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: Millis;
}

export interface CaptchaUseTable {
  key: string;
  expiresAt: Millis;
}

export interface AuditEventTable {
  id: Generated<number>;
  userId: number | null;
  actorId: number | null;
  action: string;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Millis;
}

export interface Database {
  cmsPage: CmsPageTable;
  userAccount: UserAccountTable;
  session: SessionTable;
  userToken: UserTokenTable;
  outbox: OutboxTable;
  rateLimit: RateLimitTable;
  captchaUse: CaptchaUseTable;
  auditEvent: AuditEventTable;
}
