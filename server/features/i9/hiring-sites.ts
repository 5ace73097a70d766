/**
 * Hiring sites (docs/product.md §4.19): I-9 staff add and change them, each with its E-Verify
 * enrolment and the calendar Section 2's deadlines are counted on. A form keeps the calendar it was
 * opened with (stored with it), so a change applies to the forms opened afterwards.
 */
import type { Kysely } from 'kysely';
import { HIRING_SITE_MESSAGES as M, type HiringSite, type HiringSiteInput } from '../../../common/hiring-sites';
import { hiringSiteSchema } from '../../../common/hiring-sites.schema';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { idOrNotFound } from '../../lib/ids';
import { parseFields } from '../../lib/parse-fields';
import { createHiringSiteRepository } from './hiring-sites.repository';
import type { HiringSiteRow } from './i9.repository';
import { calendarOf, changedFields, type I9ServiceDeps } from './i9.shared';

export const siteOf = (s: HiringSiteRow): HiringSite => ({
  id: s.id,
  name: s.name,
  address: s.address,
  everify: s.everify === 1,
  calendar: calendarOf(s),
});

const columns = (input: HiringSiteInput) => ({
  name: input.name,
  address: input.address,
  everify: input.everify ? 1 : 0,
  openWeekends: input.openWeekends ? 1 : 0,
  federalHolidays: input.federalHolidays ? 1 : 0,
});

/** What the audit log keeps of a site: what it is, never who works there. */
const described = (input: HiringSiteInput) => ({
  name: input.name,
  everify: input.everify,
  openWeekends: input.openWeekends,
  federalHolidays: input.federalHolidays,
});

export function hiringSiteSide(deps: I9ServiceDeps) {
  const { repo, db, clock, audit } = deps;
  const sites = createHiringSiteRepository(db);

  function parsed(input: unknown): HiringSiteInput {
    return parseFields(hiringSiteSchema, input, M.invalid);
  }
  async function nameFree(trx: Kysely<Database>, name: string, except: number | null) {
    if (await sites.siteNamed(name, except, trx))
      throw new AppError(ErrorCode.VALIDATION, M.invalid, { fields: { name: M.nameTaken } });
  }

  return {
    /** POST /api/staff/i9/sites {name, address, everify, openWeekends, federalHolidays} (I-9 staff, step-up). */
    async addHiringSite(input: unknown, actorId: number): Promise<HiringSite> {
      const site = parsed(input);
      const id = await db.transaction().execute(async (trx) => {
        await nameFree(trx, site.name, null);
        const created = await repo.addSite({ ...columns(site), createdAt: clock() }, trx);
        await audit.record({ action: 'i9.site_added', actorId, detail: { siteId: created, ...described(site) } }, trx);
        return created;
      });
      return siteOf((await repo.site(id))!);
    },

    /** PUT /api/staff/i9/sites/{id}: the forms already open keep the calendar they were counted on. */
    async changeHiringSite(idInput: unknown, input: unknown, actorId: number): Promise<HiringSite> {
      const id = idOrNotFound(idInput, M.notFound);
      const before = await repo.site(id);
      if (!before) throw new AppError(ErrorCode.NOT_FOUND, M.notFound);
      const site = parsed(input);
      const { name, address, everify, openWeekends, federalHolidays } = before;
      const changed = changedFields({ name, address, everify, openWeekends, federalHolidays }, columns(site));
      if (changed.length)
        await db.transaction().execute(async (trx) => {
          await nameFree(trx, site.name, id);
          await sites.updateSite(trx, id, columns(site));
          await audit.record(
            { action: 'i9.site_changed', actorId, detail: { siteId: id, changed, ...described(site) } },
            trx,
          );
        });
      return siteOf((await repo.site(id))!);
    },
  };
}
