/**
 * A rehire through Supplement B (docs/product.md §4.19, 8 CFR 274a.2(c)(1)): a person whose
 * earlier employment ended and who is hired again within three years of the date their Form I-9
 * was originally completed keeps that form. The acceptance links the new application to it and
 * opens the rehire entry; I-9 staff record it in Supplement B (a new name if it changed, the rehire
 * date, the examiner) with a new List A or List C document only when the work authorization the
 * form shows has ended by the rehire date. Later than three years, a new form opens as for anyone.
 */
import { I9_MESSAGES as M, REHIRE_YEARS, type I9Record, type I9Summary } from '../../../common/i9';
import { addYears, reverificationDate } from '../../../common/i9-dates';
import { rehireSchema } from '../../../common/i9.schema';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { parseFields } from '../../lib/parse-fields';
import { signCopies } from './copies.repository';
import type { I9FormListRow } from './i9.repository';
import { formId, type I9Records, type I9ServiceDeps, reverifyOnRehire, within } from './i9.shared';
import { completeRehire, insertRehire, pendingRehire, rehireApplications } from './rehire.queries';

/** The last day a rehire may rely on a form completed at `section2At` (the employer's calendar). */
const lastRehireDay = (deps: I9ServiceDeps, section2At: number) =>
  addYears(deps.dayOf(Number(section2At)), REHIRE_YEARS);

/**
 * The earlier form a hire starting on `startDate` relies on, if any: the person's latest form,
 * complete, its employment ended before that day, and completed at most three years before it.
 */
export async function rehireForm(
  deps: I9ServiceDeps,
  userId: number,
  startDate: string,
): Promise<I9FormListRow | null> {
  const [latest] = await deps.repo.formsOf(userId);
  if (!latest || latest.status !== 'complete' || latest.endDate === null || latest.section2At === null) return null;
  if (latest.endDate >= startDate) return null;
  return startDate <= lastRehireDay(deps, latest.section2At) ? latest : null;
}

/** Links the accepted application to the earlier form and opens its Supplement B rehire entry. */
export async function openRehire(
  deps: I9ServiceDeps,
  r: I9Records,
  form: I9FormListRow,
  application: { id: number; userId: number },
  rehireDate: string,
  acceptedBy: number | null,
): Promise<I9Summary> {
  const { db, clock, audit, repo } = deps;
  const now = clock();
  await db
    .transaction()
    .execute(async (trx) => {
      await insertRehire(trx, {
        formId: form.id,
        applicationId: application.id,
        rehireDate,
        acceptedAt: now,
        acceptedBy,
      });
      // Employed again: the form is kept while this employment lasts; its end is recorded anew.
      await repo.updateForm(trx, form.id, null, { endDate: null, retentionUntil: null, updatedAt: now });
      await audit.record(
        {
          action: 'i9.rehired',
          userId: application.userId,
          actorId: acceptedBy,
          detail: {
            formId: form.id,
            applicationId: application.id,
            rehireDate,
            reverify: reverifyOnRehire(form, rehireDate),
            by: acceptedBy ? 'staff' : 'candidate',
          },
        },
        trx,
      );
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new AppError(ErrorCode.CONFLICT, M.alreadyAccepted) : err;
    });
  return r.summary(await r.existing(form.id));
}

/** PUT /api/staff/i9/{id}/rehire {rehireDate, newName?, document?, examinerName, examinerTitle} */
export async function recordRehire(
  deps: I9ServiceDeps,
  r: I9Records,
  idInput: unknown,
  input: unknown,
  actorId: number,
): Promise<I9Record> {
  const row = await r.existing(formId(idInput));
  const rehire = await pendingRehire(deps.db, row.id);
  if (!rehire || row.section2At === null) throw new AppError(ErrorCode.CONFLICT, M.nothingToRehire);
  const values = within('rehire', () => parseFields(rehireSchema, input, M.invalidForm));
  const invalid = (field: string, message: string) =>
    new AppError(ErrorCode.VALIDATION, M.invalidForm, { fields: { [`rehire.${field}`]: message } });
  if (values.rehireDate < deps.dayOf(Number(row.section2At)) || values.rehireDate > lastRehireDay(deps, row.section2At))
    throw invalid('rehireDate', M.rehireDateOutside);
  // A new document only when the authorization ended: asking for one otherwise is not the employer's to do.
  const reverify = reverifyOnRehire(row, values.rehireDate);
  if (reverify && !values.document) throw invalid('document', M.rehireDocumentRequired);
  if (!reverify && values.document) throw invalid('document', M.rehireNoDocument);
  const status = (await r.parts(row.id)).section1?.status ?? null;
  const now = deps.clock();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      // Supplement B's own fields (the official PDF fills them from these names).
      const entry = {
        rehireDate: values.rehireDate,
        lastName: values.newName?.lastName ?? '',
        firstName: values.newName?.firstName ?? '',
        middleInitial: values.newName?.middleInitial ?? '',
        document: values.document,
        examinerName: values.examinerName,
        examinerTitle: values.examinerTitle,
      };
      const version = await r.addVersion(trx, row, 'supplementB', entry, actorId, {
        detail: { rehire: true, rehireDate: values.rehireDate },
      });
      const done = { completedAt: now, completedBy: actorId, version, rehireDate: values.rehireDate };
      if (!(await completeRehire(trx, rehire.id, done))) throw new AppError(ErrorCode.CONFLICT, M.nothingToRehire);
      // The new document alone sets the next reverification date, as a reverification's does.
      const reverifyBy = values.document
        ? { reverifyBy: reverificationDate(status ? { status, authorizationExpires: '' } : null, [values.document]) }
        : {};
      await deps.repo.updateForm(trx, row.id, null, {
        ...reverifyBy,
        ...(values.document ? { reverifyNoticeAt: null } : {}),
        updatedAt: now,
      });
      // Copies attached for the new document are kept with the form, as a reverification's are.
      if (values.document) await signCopies(trx, row.id, ['supplementB'], now);
    })
    .catch((err: unknown) => {
      // Two submissions at once: the other recorded it.
      throw isUniqueViolation(err) ? new AppError(ErrorCode.CONFLICT, M.nothingToRehire) : err;
    });
  await deps.pdf.sealPart(row.id, { name: values.examinerName, what: 'Supplement B (rehire), signed by the employer' });
  return r.record(row.id);
}

/** The employee's forms with every application each serves (a rehire's application finds its form). */
export async function withApplications(deps: I9ServiceDeps, forms: I9Summary[]): Promise<I9Summary[]> {
  const links = await rehireApplications(
    deps.db,
    forms.map((f) => f.id),
  );
  return forms.map((f) => ({
    ...f,
    applicationIds: [f.applicationId, ...links.filter((l) => l.formId === f.id).map((l) => l.applicationId)].filter(
      (id): id is number => id !== null,
    ),
  }));
}
