/**
 * What both sides of Form I-9 (docs/product.md §4.19) share: a form's summary and record, the
 * current version of each part and the list of all (a correction adds one, the earlier stays), the
 * rule that a completion after its due date gives a reason, and the employee's own form.
 */
import type { Kysely } from 'kysely';
import { addCalendarDays, type WorkCalendar } from '../../../common/business-days';
import {
  I9_MESSAGES as M,
  type I9Preparer,
  type I9Record,
  type I9Section1,
  type I9Section2,
  type I9Summary,
  type I9VersionEntry,
} from '../../../common/i9';
import { REVERIFY_NOTICE_DAYS } from '../../../common/i9-dates';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { idOrNotFound } from '../../lib/ids';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { receiptFollowUp } from '../../../common/i9-receipts';
import { copiesOf } from './copies.repository';
import type { Logger } from '../../logger';
import type { EVerifyProvider } from '../../providers/everify/everify';
import type { HiringSiteRow, I9FormListRow, I9Repository } from './i9.repository';
import type { I9Pdf } from './i9-pdf';

export interface I9ServiceDeps {
  repo: I9Repository;
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  /** Today's date on the employer's calendar (the default zone's), YYYY-MM-DD. */
  today: () => string;
  /** The date of a moment (epoch ms) on the employer's calendar, YYYY-MM-DD. */
  dayOf: (at: number) => string;
  /** E-Verify's adapter; null: no cases are made (EVERIFY_DRIVER=none). */
  everify: EVerifyProvider | null;
  /** How long a case may take before the form is kept complete with the case marked not created. */
  everifyTimeoutMs: number;
  logger: Logger;
  /** The official PDF: each signed part is filled in and sealed (i9-pdf.ts). */
  pdf: Pick<I9Pdf, 'sealPart'>;
}

/** The work authorization the form shows ends on or before a rehire date: Supplement B takes a new document. */
export const reverifyOnRehire = (form: Pick<I9FormListRow, 'reverifyBy'>, rehireDate: string) =>
  form.reverifyBy !== null && form.reverifyBy <= rehireDate;

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, M.notFound);
export const formId = (value: unknown) => idOrNotFound(value, M.notFound);

export const calendarOf = (site: HiringSiteRow | undefined): WorkCalendar => ({
  openWeekends: site ? site.openWeekends === 1 : false,
  federalHolidays: site ? site.federalHolidays === 1 : true,
});

/**
 * Which open sections are past their due date on `today` (a section due today is on time); Section
 * 2 is late even while Section 1 is missing. The summaries and the onboarding board both read it.
 */
export function overdueSections(
  form: { status: I9FormListRow['status']; section1Due: string; section2Due: string },
  today: string,
): { section1Overdue: boolean; section2Overdue: boolean } {
  return {
    section1Overdue: form.status === 'section1' && today > form.section1Due,
    section2Overdue: form.status !== 'complete' && today > form.section2Due,
  };
}

/** The fields whose values differ between two versions of a part (what a correction changed). */
export function changedFields(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null),
  );
}

/** Re-keys a nested part's field errors under its own name (`preparers.0.signature`). */
export function within<T>(prefix: string, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof AppError && err.details?.fields) {
      const fields = Object.fromEntries(
        Object.entries(err.details.fields as Record<string, string>).map(([k, v]) => [`${prefix}.${k}`, v]),
      );
      throw new AppError(ErrorCode.VALIDATION, M.invalidForm, { fields });
    }
    throw err;
  }
}

/** Every version as the history lists it: a correction names the fields it changed from the part's version before. */
function historyOf(versions: Awaited<ReturnType<I9Repository['versions']>>): I9VersionEntry[] {
  return versions.map((v, i) => {
    // A correction names what it changed from the part's version before it.
    const before = v.reason || v.kind ? versions.slice(0, i).findLast((p) => p.part === v.part) : undefined;
    return {
      part: v.part,
      version: v.version,
      actor: v.actorFirstName ? `${v.actorFirstName} ${v.actorLastName}` : null,
      reason: v.reason,
      lateReason: v.lateReason,
      createdAt: new Date(Number(v.createdAt)).toISOString(),
      changed: before ? changedFields(JSON.parse(before.data) as object, JSON.parse(v.data) as object) : [],
      kind: v.kind,
    };
  });
}

/** The audit action of a part's first version (a later one is a correction). */
const PART_ACTIONS = {
  section1: 'i9.section1',
  supplementA: 'i9.supplement_a',
  section2: 'i9.section2',
  supplementB: 'i9.supplement_b',
} as const;
/** A version that is neither a part's entry nor a correction, by its kind: its audit action. */
const KIND_ACTIONS = { receipt: { action: 'i9.receipt_replaced' } } as const;

export function createI9Records(deps: I9ServiceDeps) {
  const { repo, clock, audit, today } = deps;

  function summary(row: I9FormListRow, now = today()): I9Summary {
    return {
      id: row.id,
      applicationId: row.applicationId,
      everify: row.everify === 1,
      status: row.status,
      startDate: row.startDate,
      section1Due: row.section1Due,
      section2Due: row.section2Due,
      ...overdueSections(row, now),
      jobTitle: row.jobTitle ?? null,
      hiringSite: row.siteName ?? null,
      reverifyBy: row.reverifyBy,
      reverifyDue: row.reverifyBy !== null && row.reverifyBy <= addCalendarDays(now, REVERIFY_NOTICE_DAYS),
      // A rehire whose Supplement B entry is due; a new document only if the authorization ended by then.
      rehire: row.rehireDate
        ? {
            applicationId: row.rehireApplicationId,
            rehireDate: row.rehireDate,
            reverify: reverifyOnRehire(row, row.rehireDate),
          }
        : null,
      receiptFollowUp: receiptFollowUp(row.receiptDue, now),
    };
  }

  async function existing(id: number): Promise<I9FormListRow> {
    const row = await repo.form(id);
    if (!row) throw notFound();
    return row;
  }

  /** The current version of each part, and the list of every version. */
  async function parts(id: number) {
    const versions = await repo.versions(id);
    const current = (part: string) => versions.filter((v) => v.part === part).at(-1);
    const data = <T>(part: string): T | null => {
      const v = current(part);
      return v ? (JSON.parse(v.data) as T) : null;
    };
    const entries = historyOf(versions);
    return {
      section1: data<I9Section1>('section1'),
      preparers: data<I9Preparer[]>('supplementA') ?? [],
      section2: data<I9Section2>('section2'),
      versions: entries,
    };
  }

  async function record(id: number): Promise<I9Record> {
    const row = await existing(id);
    return {
      ...summary(row),
      candidate: { id: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email },
      calendar: JSON.parse(row.calendar) as WorkCalendar,
      retentionUntil: row.retentionUntil,
      pdfSeals: row.pdfSeals,
      everifyCase: row.everifyStatus
        ? {
            caseNumber: row.everifyCaseNumber,
            status: row.everifyStatus,
            furtherAction: row.everifyFurtherAction,
            createdAt: new Date(Number(row.everifyAt)).toISOString(),
          }
        : null,
      ...(await parts(id)),
      copies: await copiesOf(deps.db, id),
    };
  }

  /** A late completion's reason: required once the due date has passed, kept with the version. */
  function lateReason(due: string, given: string): string | null {
    if (today() <= due) return null;
    if (!given)
      throw new AppError(ErrorCode.VALIDATION, M.lateReasonRequired, { fields: { lateReason: M.lateReasonRequired } });
    return given;
  }

  /** The candidate's own form: refused while staff view as the candidate (I-9s are for I-9 staff). */
  async function own(userId: number, idInput: unknown, info: RequestInfo): Promise<I9FormListRow> {
    await refuseWhileViewing(audit, info, 'i9');
    const row = await repo.form(formId(idInput));
    if (!row || row.userId !== userId) throw notFound();
    return row;
  }

  /** Adds a version of a part in `trx` and records it in the audit log. */
  async function addVersion(
    trx: Kysely<Database>,
    form: I9FormListRow,
    part: 'section1' | 'supplementA' | 'section2' | 'supplementB',
    values: unknown,
    actorId: number,
    extra: {
      reason?: string | null;
      lateReason?: string | null;
      changed?: string[];
      /** More of what the audit log says of it (a rehire's date). */
      detail?: Record<string, unknown>;
      kind?: keyof typeof KIND_ACTIONS;
    } = {},
  ): Promise<number> {
    const version = await repo.addVersion(trx, {
      formId: form.id,
      part,
      data: JSON.stringify(values),
      actorId,
      reason: extra.reason ?? null,
      lateReason: extra.lateReason ?? null,
      kind: extra.kind ?? null,
      createdAt: clock(),
    });
    await audit.record(
      {
        action: extra.kind ? KIND_ACTIONS[extra.kind].action : extra.reason ? 'i9.corrected' : PART_ACTIONS[part],
        userId: form.userId,
        actorId: actorId === form.userId ? null : actorId,
        detail: {
          formId: form.id,
          part,
          version,
          ...(extra.reason ? { reason: extra.reason, changed: extra.changed ?? [] } : {}),
          ...(extra.lateReason ? { late: true } : {}),
          ...extra.detail,
        },
      },
      trx,
    );
    return version;
  }

  return { summary, existing, parts, record, lateReason, own, addVersion };
}

export type I9Records = ReturnType<typeof createI9Records>;
