/**
 * Form I-9 as a process (docs/product.md §4.19): the employee's side (acceptance, Section 1 with
 * Supplement A) and the I-9 staff's side (Section 2, corrections, the end of employment).
 */
import { I9_MESSAGES as M, type I9Record, type I9Section1, type I9Section2, type I9Summary } from '../../../common/i9';
import { retentionDate, reverificationDate } from '../../../common/i9-dates';
import {
  acceptanceSchema,
  correctionSchema,
  employmentEndSchema,
  preparerSchema,
  section1InputSchema,
  section1Schema,
  section2InputSchema,
  section2Schema,
} from '../../../common/i9.schema';
import { AppError, ErrorCode } from '../../errors';
import { parseFields } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { refuseWhileViewing } from '../../lib/viewing';
import { acceptanceOf, offerApplication, openForm } from './accept-offer';
import { hiringSiteSide, siteOf } from './hiring-sites';
import { openCase } from './everify-case';
import { completeSupplementB } from './supplement-b';
import { requireRemoteCopies, signSection2Copies } from './copies';
import { receiptAfter, replaceReceipt } from './receipts';
import { overdueMarks } from './board-marks';
import { recordRehire, withApplications } from './rehire';
import { lastRehireDate } from './rehire.queries';
import type { I9FormListRow } from './i9.repository';
import {
  changedFields,
  createI9Records,
  formId,
  notFound,
  within,
  type I9Records,
  type I9ServiceDeps,
} from './i9.shared';

function employeeSide(deps: I9ServiceDeps, r: I9Records) {
  const { repo, db, clock, audit, today } = deps;
  const { summary, existing, parts, lateReason, own, addVersion } = r;
  return {
    /** POST /api/me/applications/{id}/offer/accept {startDate}: the candidate accepts an offer. */
    async acceptOffer(userId: number, applicationIdInput: unknown, input: unknown, info: RequestInfo) {
      await refuseWhileViewing(audit, info, 'i9');
      const application = await offerApplication(repo, applicationIdInput);
      if (application.userId !== userId) throw new AppError(ErrorCode.NOT_FOUND, M.offerNotOpen);
      // The candidate names the agreed first day; the site is the employer's first (staff may record another).
      const data = parseFields(acceptanceSchema, input, M.invalidForm);
      return openForm(deps, r, application, { startDate: data.startDate, shortJob: data.shortJob }, null);
    },

    /** POST /api/staff/applications/{id}/offer-acceptance: an acceptance made outside the portal. */
    async recordAcceptance(applicationIdInput: unknown, input: unknown, actorId: number) {
      return openForm(deps, r, await offerApplication(repo, applicationIdInput), input, actorId);
    },

    /** GET /api/staff/applications/{id}/offer-acceptance: the form it opened, if any (its days only). */
    acceptance: (applicationIdInput: unknown) => acceptanceOf(repo, applicationIdInput),

    /** GET /api/me/i9: the candidate's forms, their state and deadlines. */
    async mine(userId: number, info: RequestInfo): Promise<I9Summary[]> {
      await refuseWhileViewing(audit, info, 'i9');
      const now = today();
      return withApplications(
        deps,
        (await repo.formsOf(userId)).map((r) => summary(r, now)),
      );
    },

    /** GET /api/me/i9/{id}: the candidate's own form with what they gave. */
    async mineOne(userId: number, idInput: unknown, info: RequestInfo) {
      const row = await own(userId, idInput, info);
      const { section1, preparers, versions } = await parts(row.id);
      // The history of the employee's own parts (Section 2 and its supplements are the employer's).
      const employees = versions.filter((v) => v.part === 'section1' || v.part === 'supplementA');
      return { ...summary(row), section1, preparers, versions: employees };
    },

    /** PUT /api/me/i9/{id}/section1: Section 1 and its Supplement A, signed by each. */
    async completeSection1(userId: number, idInput: unknown, input: unknown, info: RequestInfo) {
      const row = await own(userId, idInput, info);
      if (row.status !== 'section1') throw new AppError(ErrorCode.CONFLICT, M.section1Done);
      const body = parseFields(section1InputSchema, input, M.invalidForm);
      const section1 = within('section1', () => parseFields(section1Schema, body.section1, M.invalidForm));
      const preparers = body.preparers.map((p, i) =>
        within(`preparers.${i}`, () => parseFields(preparerSchema, p, M.invalidForm)),
      );
      // The form asks for the Social Security number when the employer uses E-Verify.
      if (row.everify === 1 && !section1.ssn)
        throw new AppError(ErrorCode.VALIDATION, M.invalidForm, { fields: { 'section1.ssn': M.ssnRequiredEverify } });
      const late = lateReason(row.section1Due, body.lateReason);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        if (!(await repo.updateForm(trx, row.id, 'section1', { status: 'section2', section1At: now, updatedAt: now })))
          throw new AppError(ErrorCode.CONFLICT, M.section1Done);
        await addVersion(trx, row, 'section1', section1, userId, { lateReason: late });
        if (preparers.length) await addVersion(trx, row, 'supplementA', preparers, userId);
      });
      await deps.pdf.sealPart(row.id, {
        name: `${section1.firstName} ${section1.lastName}`,
        what: 'Section 1, signed by the employee',
      });
      return summary(await existing(row.id));
    },
  };
}

/**
 * A corrected Section 1 or 2 may move the reverification date (a mistyped expiry); once a
 * Supplement B was made, its document governs and a correction leaves the date alone.
 */
function reverifyAfterCorrection(
  row: I9FormListRow,
  all: { section1: I9Section1 | null; section2: I9Section2 | null; versions: { part: string }[] },
  part: 'section1' | 'section2',
  values: I9Section1 | I9Section2,
) {
  if (row.status !== 'complete' || all.versions.some((v) => v.part === 'supplementB')) return {};
  const section1 = part === 'section1' ? (values as I9Section1) : all.section1;
  const section2 = part === 'section2' ? (values as I9Section2) : all.section2;
  const reverifyBy = reverificationDate(section1, [section2?.listA ?? null, section2?.listC ?? null]);
  // A new date is a new reverification: its notice goes out again.
  return reverifyBy === row.reverifyBy ? {} : { reverifyBy, reverifyNoticeAt: null };
}

function staffSide(deps: I9ServiceDeps, r: I9Records) {
  const { repo, db, clock, audit, today } = deps;
  const { summary, existing, parts, record, lateReason, addVersion } = r;
  return {
    /** GET /api/staff/i9: every form with its deadlines (I-9 staff). */
    async list(): Promise<(I9Summary & { candidate: string })[]> {
      const now = today();
      return (await repo.forms(500)).map((r) => ({ ...summary(r, now), candidate: `${r.firstName} ${r.lastName}` }));
    },

    /** GET /api/staff/i9/{id}: the whole form and its versions (I-9 staff). */
    open: (idInput: unknown) => record(formId(idInput)),

    /** PUT /api/staff/i9/{id}/section2: the examiner's Section 2, from the documents the employee chose. */
    async completeSection2(idInput: unknown, input: unknown, actorId: number): Promise<I9Record> {
      const row = await existing(formId(idInput));
      if (row.status === 'section1') throw new AppError(ErrorCode.CONFLICT, M.section1First);
      if (row.status === 'complete') throw new AppError(ErrorCode.CONFLICT, M.section2Done);
      const body = parseFields(section2InputSchema, input, M.invalidForm);
      const section2 = within('section2', () => parseFields(section2Schema, body.section2, M.invalidForm));
      if (section2.remote && row.everify !== 1)
        throw new AppError(ErrorCode.VALIDATION, M.remoteNotAllowed, {
          fields: { 'section2.remote': M.remoteNotAllowed },
        });
      const late = lateReason(row.section2Due, body.lateReason);
      const { section1 } = await parts(row.id);
      const reverifyBy = reverificationDate(section1, [section2.listA, section2.listC]);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const done = { status: 'complete' as const, section2At: now, updatedAt: now, reverifyBy };
        if (!(await repo.updateForm(trx, row.id, 'section2', { ...done, ...receiptAfter(row, section2) })))
          throw new AppError(ErrorCode.CONFLICT, M.section2Done);
        // Checked with the form's row held: no copy is added or removed meanwhile.
        await signSection2Copies(trx, row.id, section2, now);
        await addVersion(trx, row, 'section2', section2, actorId, { lateReason: late });
      });
      // Section 2 follows Section 1, so the employee's part is there to make the case from.
      if (row.everify === 1) await openCase(deps, row, section1!);
      await deps.pdf.sealPart(row.id, { name: section2.examinerName, what: 'Section 2, signed by the employer' });
      return record(row.id);
    },

    /**
     * A correction of a completed part: a new version with its reason and the fields it changed;
     * the earlier version stays. `part` is the caller's to correct (the employee's Section 1, the
     * employer's Section 2).
     */
    async correct(idInput: unknown, input: unknown, actorId: number, allowed: 'section1' | 'section2', owner?: number) {
      const row = await existing(formId(idInput));
      if (owner !== undefined && row.userId !== owner) throw notFound();
      const body = parseFields(correctionSchema, input, M.invalidForm);
      if (body.part !== allowed) throw notFound();
      const all = await parts(row.id);
      const current = all[allowed];
      if (!current) throw new AppError(ErrorCode.CONFLICT, M.nothingToCorrect);
      const schema = allowed === 'section1' ? section1Schema : section2Schema;
      const values = within('values', () => parseFields(schema, body.values, M.invalidForm));
      if (allowed === 'section2' && (values as I9Section2).remote && row.everify !== 1)
        throw new AppError(ErrorCode.VALIDATION, M.remoteNotAllowed, {
          fields: { 'values.remote': M.remoteNotAllowed },
        });
      if (allowed === 'section2' && (values as I9Section2).remote)
        await requireRemoteCopies(db, row.id, values as I9Section2);
      const changed = changedFields(current, values);
      // A version that changes nothing would only blur the history.
      if (!changed.length) throw new AppError(ErrorCode.VALIDATION, M.nothingChanged);
      await db.transaction().execute(async (trx) => {
        await addVersion(trx, row, allowed, values, actorId, { reason: body.reason, changed });
        await repo.updateForm(trx, row.id, null, {
          updatedAt: clock(),
          ...reverifyAfterCorrection(row, all, allowed, values),
          ...(allowed === 'section2' ? receiptAfter(row, values as I9Section2) : {}),
        });
      });
      await deps.pdf.sealPart(row.id, {
        actorId,
        what: `a correction of ${allowed === 'section1' ? 'Section 1' : 'Section 2'}: ${body.reason}`,
      });
      return allowed === 'section2' ? record(row.id) : summary(await existing(row.id));
    },

    /** PUT /api/staff/i9/{id}/employment-end {endDate}: the retention date follows (max(hire + 3 y, end + 1 y)). */
    async endEmployment(idInput: unknown, input: unknown, actorId: number): Promise<I9Record> {
      const row = await existing(formId(idInput));
      const { endDate } = parseFields(employmentEndSchema, input, M.invalidForm);
      // A rehired employee's employment is the one that started on the rehire date.
      const hired = (await lastRehireDate(db, row.id)) ?? row.startDate;
      if (endDate < hired)
        throw new AppError(ErrorCode.VALIDATION, M.endBeforeStart, { fields: { endDate: M.endBeforeStart } });
      const retentionUntil = retentionDate(hired, endDate);
      await db.transaction().execute(async (trx) => {
        await repo.updateForm(trx, row.id, null, { endDate, retentionUntil, updatedAt: clock() });
        await audit.record(
          {
            action: 'i9.employment_ended',
            userId: row.userId,
            actorId,
            detail: { formId: row.id, endDate, retentionUntil },
          },
          trx,
        );
      });
      return record(row.id);
    },

    /** A hiring site with its calendar and E-Verify enrolment (demo data, the command line, tests). */
    addSite(site: {
      name: string;
      address?: string;
      openWeekends?: boolean;
      federalHolidays?: boolean;
      everify?: boolean;
    }) {
      return repo.addSite({
        name: site.name,
        address: site.address ?? '',
        openWeekends: site.openWeekends ? 1 : 0,
        federalHolidays: site.federalHolidays === false ? 0 : 1,
        everify: site.everify ? 1 : 0,
        createdAt: clock(),
      });
    },

    /** GET /api/staff/i9/sites: the hiring sites an acceptance may name. */
    async sites() {
      return (await repo.sites()).map(siteOf);
    },
  };
}

export function createI9Service(deps: I9ServiceDeps) {
  const records = createI9Records(deps);
  return {
    ...employeeSide(deps, records),
    ...staffSide(deps, records),
    ...hiringSiteSide(deps),
    summary: records.summary,
    supplementB: (idInput: unknown, input: unknown, actorId: number) =>
      completeSupplementB(deps, records, idInput, input, actorId),
    /** PUT /api/staff/i9/{id}/receipt-replacement: the actual document for a receipt of Section 2. */
    replaceReceipt: (idInput: unknown, input: unknown, actorId: number) =>
      replaceReceipt(deps, records, idInput, input, actorId),
    /** PUT /api/staff/i9/{id}/rehire: Supplement B's rehire entry. */
    rehire: (idInput: unknown, input: unknown, actorId: number) => recordRehire(deps, records, idInput, input, actorId),
    /** The onboarding board's marks of overdue sections; form ids only for I-9 staff. */
    overdueMarks: (userIds: number[], withFormIds: boolean) => overdueMarks(deps, userIds, withFormIds),
  };
}

export type I9Service = ReturnType<typeof createI9Service>;
