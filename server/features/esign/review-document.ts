/** The signer reads the document under review: as a PDF, or as rendered pages and their images. */
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import type { SigningPages } from '../../../common/esign';
import { AppError, ErrorCode } from '../../errors';
import { sha256Hex } from '../../lib/tokens';
import {
  ceremony,
  type EsignDeps,
  findBy,
  invalid,
  openCeremony,
  requestOf,
  type RequestInfo,
  type SessionRow,
  wellFormed,
} from './ceremony';
import type { PageImageWidth } from './page-images';
import { rememberHash, reviewPdf, withUrls } from './review-copy';

export async function reviewDocumentPdf(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  info: RequestInfo,
): Promise<Uint8Array> {
  const row = await ceremony(deps, key, userId, info);
  return reviewPdf(deps, row.id, requestOf(row));
}

/** The same document as rendered pages: their sizes, words and image URLs. */
export async function reviewDocumentPages(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  info: RequestInfo,
): Promise<SigningPages> {
  const row = await ceremony(deps, key, userId, info);
  const { pageImages } = deps;
  if (!pageImages.available) throw new AppError(ErrorCode.UNAVAILABLE, DOCUMENT_SERVER_MESSAGES.pagesUnavailable);
  const rendered = await pageImages.pages(await reviewPdf(deps, row.id, requestOf(row)), {
    userId,
    lane: 'interactive',
  });
  return withUrls(deps, row.id, rendered);
}

/**
 * Who may load the page images: the open ceremony's key, or, from the signing page's own HTML
 * until the ceremony ends, its token (the first page downloads before the page opens the
 * ceremony). Either way only the signed-in user the link was made for.
 */
async function pageViewer(deps: EsignDeps, key: unknown, userId: number, info: RequestInfo): Promise<SessionRow> {
  if (!wellFormed(key)) throw invalid();
  const hash = sha256Hex(key);
  // One read for either: an image asks on every request.
  const row = await findBy(deps, ['ceremonyHash', 'tokenHash'], hash);
  if (row?.ceremonyHash === hash) return openCeremony(deps, row, userId, info);
  if (!row || row.userId !== userId || row.finishedAt !== null) throw invalid();
  if ((row.ceremonyExpiresAt ?? row.expiresAt) <= deps.clock()) throw invalid();
  return row;
}

/** Page `n` of the ceremony's document, only when `sha256` names exactly the bytes it reviews. */
export async function reviewPageImage(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  page: { sha256: string; n: number; width: PageImageWidth },
  info: RequestInfo,
): Promise<Buffer> {
  const { sha256, n, width } = page;
  const { pageImages } = deps;
  const row = await pageViewer(deps, key, userId, info);
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.pageNotFound);
  if (!pageImages.available) throw notFound();
  let bytes: Promise<Uint8Array> | null = null;
  const pdf = () => (bytes ??= reviewPdf(deps, row.id, requestOf(row)));
  let expected = deps.reviewHashes.get(row.id);
  if (!expected) {
    expected = sha256Hex(await pdf());
    rememberHash(deps, row.id, expected);
  }
  if (sha256 !== expected) throw notFound();
  return pageImages.image(pdf, sha256, n, width, { userId, lane: 'interactive' });
}
