/**
 * What the REST API's resources share: the service's deps, the input parse, the opaque cursors and
 * the scope rules (see api-v1.service.ts).
 */
import type { z } from 'zod';
import type { ApiScope } from '../../../common/api-keys';
import type { ApplicationRecord } from '../../../common/api-v1';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import { parse } from '../../lib/parse-fields';
import type { FeedsService } from '../feeds/feeds.service';
import type { ApplicationsService } from '../jobs/applications.service';
import type { OnboardingService } from '../onboarding/onboarding.service';
import type { StaffCandidatesService } from '../staff/candidates.service';
import type { StaffService } from '../staff/staff.service';
import type { ApiCaller } from './api-keys.service';

export interface ApiV1Deps {
  staff: StaffService;
  applications: ApplicationsService;
  feeds: FeedsService;
  onboarding: OnboardingService;
  staffCandidates: StaffCandidatesService;
  audit: AuditLog;
  siteName: string;
}

const MAX_ID = 2_147_483_647;
/** The largest time a JavaScript Date holds (ms). */
const MAX_TIME = 8.64e15;

export const input = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> =>
  parse(schema, value ?? {}, { namePath: true });

/** Cursors are opaque to callers: the last id read (and the list's `since`), base64url JSON. */
export function cursorOf(value: { a: number; s?: number }): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function readCursor(cursor: string | undefined): { a: number; s?: number } | null {
  if (cursor === undefined) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { a?: unknown; s?: unknown };
    // Ids are 32-bit keys and times epoch milliseconds: anything else was not made here.
    const idOk = Number.isInteger(value.a) && (value.a as number) >= 0 && (value.a as number) <= MAX_ID;
    const sinceOk = value.s === undefined || (Number.isInteger(value.s) && Math.abs(value.s as number) <= MAX_TIME);
    if (idOk && sinceOk) return value as { a: number; s?: number };
  } catch {
    // Answered below like any other unreadable cursor.
  }
  throw new AppError(ErrorCode.VALIDATION, 'cursor: not a cursor this API gave', {
    fields: { cursor: 'not a cursor this API gave' },
  });
}

export const has = (caller: ApiCaller, scope: ApiScope) => caller.scopes.includes(scope);

/** Without candidates:read, an application names its candidate by id only. */
export function visible(record: ApplicationRecord, caller: ApiCaller): ApplicationRecord {
  return has(caller, 'candidates:read') ? record : { ...record, candidate: { id: record.candidate.id } };
}
