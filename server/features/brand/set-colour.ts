/** The primary colour: refused below WCAG AA against its text, with a shade that passes. */
import { checkBrandColour, type PublicBrand } from '../../../common/brand';
import { AppError, ErrorCode } from '../../errors';
import type { RequestInfo } from '../../lib/request-info';
import type { BrandDeps } from './brand.shared';
import { brandChanged } from './read-brand';

/** PUT /api/admin/brand/colour: a colour that passes AA, or null for the built-in blue. */
export async function setColour(
  deps: BrandDeps,
  input: unknown,
  actorId: number,
  info: RequestInfo,
): Promise<PublicBrand> {
  const { db, audit, clock } = deps;
  const value = (input ?? {}) as { colour?: unknown };
  let colour: string | null = null;
  if (value.colour !== null && value.colour !== '' && value.colour !== undefined) {
    const checked = checkBrandColour(value.colour);
    if (!checked.ok)
      throw new AppError(ErrorCode.VALIDATION, checked.message, {
        fields: { colour: checked.message },
        ...(checked.ratio !== undefined ? { ratio: checked.ratio, suggestion: checked.suggestion } : {}),
      });
    colour = checked.colour;
  }
  const before = await db.selectFrom('brandSetting').select('primaryColour').where('id', '=', 1).executeTakeFirst();
  const now = clock();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('brandSetting')
      .values({ id: 1, primaryColour: colour, updatedAt: now, updatedBy: actorId })
      .onConflict((oc) => oc.column('id').doUpdateSet({ primaryColour: colour, updatedAt: now, updatedBy: actorId }))
      .execute();
    await audit.record(
      {
        action: 'brand.colour_changed',
        actorId,
        detail: { from: before?.primaryColour ?? null, to: colour },
        ...info,
      },
      trx,
    );
  });
  return brandChanged(deps);
}
