/**
 * The pages of a PDF as images and positioned text, rendered on the server (pdf.js with
 * @napi-rs/canvas), so the signing page shows a document without downloading pdf.js. Rendering runs
 * in the file pool as the signer's own task (it counts in their share of the pool), and its result
 * is kept in file storage under the SHA-256 of the PDF bytes: a second view renders nothing. The stored pages are derived data, so
 * storage housekeeping may delete them at any time; they are rendered again when next asked for.
 */
import type { PageTextItem } from '../../../common/esign';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { AppError, ErrorCode } from '../../errors';
import { sha256Hex } from '../../lib/tokens';
import { type FilePool, FileRefused, Superseded } from '../../untrusted';
import type { FileStorage } from '../../providers/storage/storage.types';

/** 1.5× an 800 px column: sharp on phones (about 2× their CSS width) and on desktops. */
const PAGE_IMAGE_WIDTH = 1200;
/**
 * Each page is rendered a second time this wide, for screens that need no more: a phone (412 CSS
 * px at 1.75×) or a desktop at 1× gets the page in about 55% of the bytes (W-4: 32 KB, not 57 KB).
 */
const SMALL_PAGE_WIDTH = 800;
/** The widths a page image comes in; the first is the default. */
export const PAGE_IMAGE_WIDTHS = [PAGE_IMAGE_WIDTH, SMALL_PAGE_WIDTH] as const;
export type PageImageWidth = (typeof PAGE_IMAGE_WIDTHS)[number];
export const isPageImageWidth = (n: number): n is PageImageWidth =>
  (PAGE_IMAGE_WIDTHS as readonly number[]).includes(n);
/** WebP quality: small type stays crisp at 80 (W-4: about 60 KB for a page of form). */
const WEBP_QUALITY = 80;
const MAX_PAGES = 100;
const TIMEOUT_MS = 60_000;

/**
 * Who asks for a rendering and how urgently: the document a signer has open goes before the ones
 * rendered ahead of time, and each user has at most one rendering waiting (a newer one replaces it).
 */
export interface RenderRequest {
  userId: number;
  lane: 'interactive' | 'background';
}
export const PAGE_IMAGE_TYPE = 'image/webp';

interface StoredPage {
  width: number;
  height: number;
  text: PageTextItem[];
}

export interface RenderedPages {
  sha256: string;
  pages: StoredPage[];
}

/** Documents pdf.js refused, remembered (newest kept) so they fail at once when asked again. */
const REMEMBERED_FAILURES = 500;

/** Bumped when the stored pages change shape or look: older ones are then rendered again. */
const FORMAT = 'v2';
export const pagesStorageDir = (sha256: string) => `pages/${sha256}/${FORMAT}`;
const manifestKey = (sha256: string) => `${pagesStorageDir(sha256)}/manifest.json`;
/** Page `n`'s image file: `1.webp` at the default width, `1-w800.webp` at another. */
export const pageImageName = (n: number, width: PageImageWidth) =>
  width === PAGE_IMAGE_WIDTH ? `${n}.webp` : `${n}-w${width}.webp`;
const imageKey = (sha256: string, n: number, width: PageImageWidth) =>
  `${pagesStorageDir(sha256)}/${pageImageName(n, width)}`;

/** Whether the optional @napi-rs/canvas is installed (the worker draws with it). */
function canvasInstalled(): boolean {
  try {
    require.resolve('@napi-rs/canvas');
    return true;
  } catch {
    return false;
  }
}

export function createPageImages(deps: {
  storage: FileStorage;
  files: FilePool;
  enabled: boolean;
  /** How many failed documents are remembered (the oldest is forgotten first). */
  rememberFailures?: number;
}) {
  const { storage, files, rememberFailures = REMEMBERED_FAILURES } = deps;
  const available = deps.enabled && canvasInstalled();
  const inflight = new Map<string, Promise<RenderedPages>>();
  /** Documents pdf.js could not render: asked again, they fail at once instead of re-rendering. */
  const failed = new Set<string>();

  const unavailable = () => new AppError(ErrorCode.UNAVAILABLE, DOCUMENT_SERVER_MESSAGES.pagesUnavailable);

  function rememberFailure(sha256: string) {
    if (failed.size >= rememberFailures) failed.delete(failed.values().next().value!);
    failed.add(sha256);
  }

  async function stored(sha256: string): Promise<RenderedPages | null> {
    const manifest = await storage.get(manifestKey(sha256));
    if (!manifest) return null;
    try {
      return { sha256, pages: (JSON.parse(manifest.toString('utf8')) as { pages: StoredPage[] }).pages };
    } catch {
      return null;
    }
  }

  async function render(pdf: Uint8Array, sha256: string, request: RenderRequest): Promise<RenderedPages> {
    let rendered;
    try {
      rendered = await files.run(
        'renderPages',
        { bytes: pdf, widths: PAGE_IMAGE_WIDTHS, quality: WEBP_QUALITY, maxPages: MAX_PAGES },
        {
          timeoutMs: TIMEOUT_MS,
          lane: request.lane,
          supersedes: `render:${request.userId}`,
          tag: sha256,
          owner: request.userId,
        },
      );
    } catch (err) {
      // A file pdf.js refused stays refused; a timeout, a full queue or a newer request may pass later.
      if (err instanceof FileRefused && err.reason === 'invalid') rememberFailure(sha256);
      if (err instanceof FileRefused || err instanceof Superseded || err instanceof AppError) throw unavailable();
      throw err;
    }
    // The images first, the manifest last: a stored manifest means its pages were written.
    for (const [i, page] of rendered.entries())
      for (const [j, width] of PAGE_IMAGE_WIDTHS.entries())
        await storage.put(imageKey(sha256, i + 1, width), page.images[j]!);
    const pages = rendered.map(({ width, height, text }) => ({ width, height, text }));
    await storage.put(manifestKey(sha256), Buffer.from(JSON.stringify({ pages })));
    return { sha256, pages };
  }

  /**
   * The pages of `pdf`, from storage or rendered now (concurrent askers share one rendering; the
   * signer who opens a document moves its waiting rendering to the front).
   */
  function pages(pdf: Uint8Array, request: RenderRequest): Promise<RenderedPages> {
    const sha256 = sha256Hex(pdf);
    const running = inflight.get(sha256);
    if (running) {
      if (request.lane === 'interactive') files.promote(sha256);
      return running;
    }
    const task = (async () => {
      const cached = await stored(sha256);
      if (cached) return cached;
      if (!available || failed.has(sha256)) throw unavailable();
      return render(pdf, sha256, request);
    })().finally(() => inflight.delete(sha256));
    inflight.set(sha256, task);
    return task;
  }

  return {
    /** False when switched off (ESIGN_PAGE_IMAGES=false) or @napi-rs/canvas is missing: the page falls back to pdf.js. */
    available,
    pages,

    /** The pages stored under the SHA-256 of a PDF; never renders. */
    stored,

    /** The pages of `pdf` when they are stored already; never renders. */
    ready(pdf: Uint8Array): Promise<RenderedPages | null> {
      return stored(sha256Hex(pdf));
    },

    /** Page `n` (from 1) of `pdf` as WebP at `width`; renders again when housekeeping removed it. */
    async image(
      pdf: () => Promise<Uint8Array>,
      sha256: string,
      n: number,
      width: PageImageWidth,
      request: RenderRequest,
    ): Promise<Buffer> {
      const key = imageKey(sha256, n, width);
      const found = await storage.get(key);
      if (found) return found;
      const { pages: all } = await pages(await pdf(), request);
      if (n > all.length) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.pageNotFound);
      let image = await storage.get(key);
      if (!image) {
        // The manifest outlived its images: render the whole document again.
        await storage.delete(manifestKey(sha256));
        await pages(await pdf(), request);
        image = await storage.get(key);
      }
      if (!image) throw unavailable();
      return image;
    },
  };
}

export type PageImages = ReturnType<typeof createPageImages>;
