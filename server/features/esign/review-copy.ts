/**
 * The document a ceremony reviews, shared by the signing page's use cases: the review copy made in
 * the file pool, its rendered pages and their URLs, and what the page shows of a ceremony.
 */
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import type { SigningPages, SigningPreview } from '../../../common/esign';
import { fieldsIn } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { currentLanguage } from '../../lib/i18n';
import { sha256Hex } from '../../lib/tokens';
import { CEREMONY_TTL_MS, type EsignDeps, requestOf, type SessionRow, type StoredRequest } from './ceremony';
import { PAGE_IMAGE_WIDTHS, pageImageName, type PageImageWidth, type RenderedPages } from './page-images';
import { prepareForm } from './stored-form';

/** Where the signing page's rendered pages live; each page's URL is named by the PDF's SHA-256. */
export const PAGES_PATH = '/api/esign/pages';
const pageImagePath = (sha256: string, n: number, width: PageImageWidth = PAGE_IMAGE_WIDTHS[0]) =>
  `${PAGES_PATH}/${sha256}/${pageImageName(n, width)}`;
/** Ceremonies whose review PDF's hash is remembered (a page image asks for it on every request). */
const REMEMBERED_HASHES = 1000;

/** The stored file a ceremony reviews: the form, or for a countersignature the candidate's sealed copy. */
async function sourceOf(deps: EsignDeps, req: StoredRequest): Promise<Uint8Array> {
  const source = await deps.storage.get(req.source.storageKey);
  if (!source) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
  return source;
}

/**
 * The review copy and its pages' boxes, made in the file pool as the signer's own task: the form
 * with the candidate's values filled in, or the candidate's sealed copy as it is, only measured
 * (the employer reviews exactly what the candidate signed: rewriting it would break its seal).
 */
function reviewCopy(deps: EsignDeps, ceremonyId: number, req: StoredRequest) {
  const { reviewing } = deps;
  const making = reviewing.get(ceremonyId);
  if (making) return making;
  const made = (async () => {
    const source = await sourceOf(deps, req);
    const copy = await prepareForm(
      deps.files,
      { bytes: source, values: req.countersign ? null : req.fields },
      req.userId,
    );
    return { pdf: copy.pdf ?? source, boxes: copy.boxes };
  })().finally(() => reviewing.delete(ceremonyId));
  reviewing.set(ceremonyId, made);
  return made;
}

/** The document to review (a countersignature's is the stored copy itself: nothing to make). */
export async function reviewPdf(deps: EsignDeps, ceremonyId: number, req: StoredRequest): Promise<Uint8Array> {
  if (req.countersign) return sourceOf(deps, req);
  return (await reviewCopy(deps, ceremonyId, req)).pdf;
}

export function rememberHash(deps: EsignDeps, ceremonyId: number, sha256: string): void {
  const { reviewHashes } = deps;
  if (reviewHashes.size >= REMEMBERED_HASHES) reviewHashes.delete(reviewHashes.keys().next().value!);
  reviewHashes.set(ceremonyId, sha256);
}

/** What a ceremony's page images are named by: remembered, else the SHA-256 of its review copy. */
export async function reviewHash(deps: EsignDeps, row: SessionRow): Promise<string> {
  const known = deps.reviewHashes.get(row.id);
  if (known) return known;
  const sha256 = sha256Hex(await reviewPdf(deps, row.id, requestOf(row)));
  rememberHash(deps, row.id, sha256);
  return sha256;
}

export function withUrls(deps: EsignDeps, ceremonyId: number, rendered: RenderedPages): SigningPages {
  rememberHash(deps, ceremonyId, rendered.sha256);
  return {
    sha256: rendered.sha256,
    pages: rendered.pages.map((page, i) => ({
      ...page,
      image: pageImagePath(rendered.sha256, i + 1),
      srcset: PAGE_IMAGE_WIDTHS.map((w) => `${pageImagePath(rendered.sha256, i + 1, w)} ${w}w`).join(', '),
    })),
  };
}

/** The ceremony's pages when they are rendered already (never renders; null on any failure). */
export async function readyPages(deps: EsignDeps, row: SessionRow): Promise<RenderedPages | null> {
  const { pageImages } = deps;
  if (!pageImages.available) return null;
  try {
    const known = deps.reviewHashes.get(row.id);
    if (known) return await pageImages.stored(known);
    return await pageImages.ready(await reviewPdf(deps, row.id, requestOf(row)));
  } catch {
    return null;
  }
}

/**
 * Pages still rendering, as the preview lays them out: their boxes, read from the PDF, and the
 * URLs their images will have (an image asked for early waits for the rendering it joins).
 */
export async function pendingPages(deps: EsignDeps, row: SessionRow): Promise<RenderedPages | null> {
  if (!deps.pageImages.available) return null;
  return (deps.layouts.get(row.id) ?? startRendering(deps, row.id, requestOf(row))).catch(() => null);
}

/**
 * Fills the PDF in and starts rendering its pages; answers the pages' layout (their boxes, read
 * from the PDF as it is filled, without words) at once. The signing URL starts it, so the signing
 * page's HTML, asked for moments later, finds its layout made or in the making.
 */
export function startRendering(deps: EsignDeps, ceremonyId: number, req: StoredRequest): Promise<RenderedPages | null> {
  const { layouts } = deps;
  const layout = (async () => {
    const { pdf, boxes } = await reviewCopy(deps, ceremonyId, req);
    const sha256 = sha256Hex(pdf);
    rememberHash(deps, ceremonyId, sha256);
    deps.pageImages.pages(pdf, { userId: req.userId, lane: 'background' }).catch(() => undefined);
    return { sha256, pages: boxes.map((box) => ({ ...box, text: [] })) };
  })();
  layout.catch(() => undefined);
  if (layouts.size >= REMEMBERED_HASHES) layouts.delete(layouts.keys().next().value!);
  layouts.set(ceremonyId, layout);
  return layout;
}

/** What the signing page shows of a ceremony, but for its key. */
export function described(deps: EsignDeps, row: SessionRow, ready: RenderedPages | null): SigningPreview {
  const req = requestOf(row);
  return {
    // Rendered pages come along (saves a round trip); else the page asks for them (a failure shows there).
    ...(ready ? { pages: withUrls(deps, row.id, ready) } : {}),
    formTitle: req.formTitle,
    informational: req.informational,
    signerName: req.signer.name,
    // Each label in the page's language where staff translated it.
    fields: fieldsIn(req.signerFields ?? [], currentLanguage()),
    timeoutMs: CEREMONY_TTL_MS,
    ...(req.countersign ? { countersign: true } : {}),
  };
}
