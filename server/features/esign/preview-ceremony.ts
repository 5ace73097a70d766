/** The signing page's HTML shows the ceremony its token would open, without opening it. */
import type { SigningPreview } from '../../../common/esign';
import { type EsignDeps, openable } from './ceremony';
import { described, pendingPages, readyPages } from './review-copy';

/**
 * The ceremony a token would open, read without opening it (the HTML of the signing page; a GET
 * changes nothing). Null when the page could not open it: the page then says so itself.
 */
export async function previewCeremony(deps: EsignDeps, token: unknown, userId: number): Promise<SigningPreview | null> {
  const row = await openable(deps, token, userId);
  if (!row || row.expiresAt <= deps.clock()) return null;
  const preview = described(deps, row, (await readyPages(deps, row)) ?? (await pendingPages(deps, row)));
  if (preview.pages) preview.pages.pages = preview.pages.pages.map((page) => ({ ...page, text: [] }));
  return preview;
}
