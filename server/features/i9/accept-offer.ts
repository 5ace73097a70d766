/**
 * An offer's acceptance (docs/product.md §4.19), by the candidate on /overview or recorded by
 * staff: it opens the Form I-9 with Section 1 due on the first day of work and Section 2 three
 * business days later on the hiring site's calendar, which is kept with the form.
 */
import { section2DueDate } from '../../../common/business-days';
import { I9_MESSAGES as M, type I9Acceptance, type I9Summary } from '../../../common/i9';
import { acceptanceSchema } from '../../../common/i9.schema';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import type { I9Repository } from './i9.repository';
import { calendarOf, type I9Records, type I9ServiceDeps } from './i9.shared';
import { openRehire, rehireForm } from './rehire';

/** Opens the form of an accepted offer, with its deadlines on the site's calendar. */
export async function openForm(
  deps: I9ServiceDeps,
  r: I9Records,
  application: { id: number; userId: number },
  input: unknown,
  acceptedBy: number | null,
): Promise<I9Summary> {
  const { repo, db, clock, audit } = deps;
  const data = parseFields(acceptanceSchema, input, M.invalidForm);
  const site = data.hiringSiteId ? await repo.site(data.hiringSiteId) : (await repo.sites())[0];
  if (data.hiringSiteId && !site)
    throw new AppError(ErrorCode.VALIDATION, M.invalidForm, { fields: { hiringSiteId: M.siteNotFound } });
  if (await repo.formOfApplication(application.id)) throw new AppError(ErrorCode.CONFLICT, M.alreadyAccepted);
  // Hired again within three years of the earlier form's completion: that form, with Supplement B.
  const earlier = await rehireForm(deps, application.userId, data.startDate);
  if (earlier) return openRehire(deps, r, earlier, application, data.startDate, acceptedBy);
  const calendar = calendarOf(site);
  const now = clock();
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const created = await repo.insertForm(trx, {
        userId: application.userId,
        applicationId: application.id,
        hiringSiteId: site?.id ?? null,
        status: 'section1',
        startDate: data.startDate,
        shortJob: data.shortJob ? 1 : 0,
        // Section 1: no later than the first day of work.
        section1Due: data.startDate,
        section2Due: section2DueDate(data.startDate, calendar, { shorterThanThreeBusinessDays: data.shortJob }),
        calendar: JSON.stringify(calendar),
        acceptedAt: now,
        acceptedBy,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(
        {
          action: 'i9.created',
          userId: application.userId,
          actorId: acceptedBy,
          detail: {
            formId: created,
            applicationId: application.id,
            startDate: data.startDate,
            by: acceptedBy ? 'staff' : 'candidate',
          },
        },
        trx,
      );
      return created;
    })
    .catch((err: unknown) => {
      // The other of two acceptances sent at once opened the form (one per application).
      throw isUniqueViolation(err) ? new AppError(ErrorCode.CONFLICT, M.alreadyAccepted) : err;
    });
  return r.summary(await r.existing(id));
}

export async function offerApplication(repo: I9Repository, applicationIdInput: unknown) {
  const application = await repo.application(idOrNotFound(applicationIdInput, M.offerNotOpen));
  if (!application) throw new AppError(ErrorCode.NOT_FOUND, M.offerNotOpen);
  if (application.status !== 'Offer' && application.status !== 'Placed')
    throw new AppError(ErrorCode.CONFLICT, M.offerNotOpen);
  return application;
}

/**
 * Whether an application's acceptance opened a form (or a rehire relies on an earlier one), and its
 * days and site: what any recruiter may read of it (GET …/offer-acceptance), never its values.
 */
export async function acceptanceOf(
  repo: I9Repository,
  applicationIdInput: unknown,
): Promise<{ form: I9Acceptance | null }> {
  const id = idOrNotFound(applicationIdInput, M.offerNotOpen);
  if (!(await repo.application(id))) throw new AppError(ErrorCode.NOT_FOUND, M.offerNotOpen);
  const ref = await repo.formOfApplication(id);
  const row = ref ? await repo.form(ref.id) : undefined;
  if (!row) return { form: null };
  const { startDate, section1Due, section2Due, siteName } = row;
  return { form: { startDate, section1Due, section2Due, hiringSite: siteName ?? null } };
}
