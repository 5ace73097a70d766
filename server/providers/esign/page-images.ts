/**
 * The pages of a PDF as images and positioned text, rendered on the server (pdf.js with
 * @napi-rs/canvas), so the signing page shows a document without downloading pdf.js. Rendering runs
 * in a worker thread, one document at a time, and its result is kept in file storage under the
 * SHA-256 of the PDF bytes: a second view renders nothing. The stored pages are derived data, so
 * storage housekeeping may delete them at any time; they are rendered again when next asked for.
 */
import type { PageTextItem } from '../../../common/esign';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { AppError, ErrorCode } from '../../errors';
import { sha256Hex } from '../../lib/tokens';
import { runWorkerTask } from '../../lib/worker-task';
import { tryLoadPdf } from './pdf-forms';
import type { FileStorage } from '../storage/storage.types';

/** 1.5× an 800 px column: sharp on phones (about 2× their CSS width) and on desktops. */
const PAGE_IMAGE_WIDTH = 1200;
/**
 * Each page is rendered a second time this wide, for screens that need no more: a phone (412 CSS
 * px at 1.75×) or a desktop at 1× gets the page in about 55% of the bytes (W-4: 32 KB, not 57 KB).
 */
export const SMALL_PAGE_WIDTH = 800;
/** The widths a page image comes in; the first is the default. */
export const PAGE_IMAGE_WIDTHS = [PAGE_IMAGE_WIDTH, SMALL_PAGE_WIDTH] as const;
export type PageImageWidth = (typeof PAGE_IMAGE_WIDTHS)[number];
export const isPageImageWidth = (n: number): n is PageImageWidth =>
  (PAGE_IMAGE_WIDTHS as readonly number[]).includes(n);
/** WebP quality: small type stays crisp at 80 (W-4: about 60 KB for a page of form). */
const WEBP_QUALITY = 80;
const MAX_PAGES = 100;
const TIMEOUT_MS = 60_000;
export const PAGE_IMAGE_TYPE = 'image/webp';

export interface StoredPage {
  width: number;
  height: number;
  text: PageTextItem[];
}

export interface RenderedPages {
  sha256: string;
  pages: StoredPage[];
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const { bytes, paths, options } = workerData;
const round = (n) => Math.round(n * 100) / 100;

async function render() {
  const { createCanvas } = require(paths.canvas);
  const pdfjs = await import(pathToFileURL(paths.pdfjs).href);
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: paths.standardFonts,
    cMapUrl: paths.cMaps, cMapPacked: true, verbosity: 0,
  }).promise;
  try {
    if (doc.numPages < 1 || doc.numPages > options.maxPages) return { ok: false };
    const pages = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const box = page.getViewport({ scale: 1 });
      const images = [];
      for (const width of options.widths) {
        const viewport = page.getViewport({ scale: width / box.width });
        const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
        const context = canvas.getContext('2d');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas, canvasContext: context, viewport }).promise;
        images.push(await canvas.encode('webp', options.quality));
      }
      const content = await page.getTextContent();
      const text = [];
      // Each run from the start of its baseline, in the page box (the page's rotation applied).
      for (const item of content.items) {
        if (typeof item.str !== 'string' || !item.str.trim()) continue;
        const tx = pdfjs.Util.transform(box.transform, item.transform);
        const angle = Math.atan2(tx[1], tx[0]);
        const entry = { str: item.str, x: round(tx[4]), y: round(tx[5]), width: round(item.width), size: round(Math.hypot(tx[2], tx[3])) };
        if (Math.abs(angle) > 0.001) entry.angle = round((angle * 180) / Math.PI);
        text.push(entry);
      }
      // Filled form fields draw their values from annotations, outside the page's text.
      for (const a of await page.getAnnotations()) {
        if (a.subtype !== 'Widget' || a.fieldType !== 'Tx' || typeof a.fieldValue !== 'string' || !a.fieldValue.trim()) continue;
        const [x1, y1, x2, y2] = box.convertToViewportRectangle(a.rect);
        const height = Math.abs(y2 - y1);
        // The field's own size, or what an automatic size makes of a one-line field.
        const size = (a.defaultAppearanceData && a.defaultAppearanceData.fontSize) || Math.min(16, height * 0.75);
        text.push({
          str: a.fieldValue,
          x: round(Math.min(x1, x2) + 2),
          y: round(Math.max(y1, y2) - (height - size) / 2 - size * 0.2),
          size: round(size),
        });
      }
      pages.push({ width: round(box.width), height: round(box.height), text, images });
      page.cleanup();
    }
    return { ok: true, pages };
  } finally {
    await doc.destroy();
  }
}

render().then(
  (result) => parentPort.postMessage(result),
  () => parentPort.postMessage({ ok: false }),
);
`;

/** Each page's images in the order of PAGE_IMAGE_WIDTHS. */
type WorkerAnswer = { ok: false } | { ok: true; pages: (StoredPage & { images: Uint8Array[] })[] };

interface WorkerPaths {
  pdfjs: string;
  canvas: string;
  standardFonts: string;
  cMaps: string;
}

/** Where the worker finds its packages, or null when the optional @napi-rs/canvas is not installed. */
function resolvePaths(): WorkerPaths | null {
  try {
    const pdfjsRoot = require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '');
    return {
      pdfjs: require.resolve('pdfjs-dist/legacy/build/pdf.mjs'),
      canvas: require.resolve('@napi-rs/canvas'),
      standardFonts: `${pdfjsRoot}standard_fonts/`,
      cMaps: `${pdfjsRoot}cmaps/`,
    };
  } catch {
    return null;
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Each page's box in PDF points after its rotation, as pdf.js lays the page out (the crop box
 * within the media box), read without rendering: enough to lay out pages still being rendered.
 */
export async function pageBoxes(pdf: Uint8Array): Promise<{ width: number; height: number }[] | null> {
  const doc = await tryLoadPdf(pdf);
  if (!doc) return null;
  return doc.getPages().map((page) => {
    const crop = page.getCropBox();
    const media = page.getMediaBox();
    const width = Math.min(crop.x + crop.width, media.x + media.width) - Math.max(crop.x, media.x);
    const height = Math.min(crop.y + crop.height, media.y + media.height) - Math.max(crop.y, media.y);
    const turned = (((page.getRotation().angle % 360) + 360) % 360) % 180 === 90;
    return turned ? { width: round(height), height: round(width) } : { width: round(width), height: round(height) };
  });
}

/** Bumped when the stored pages change shape or look: older ones are then rendered again. */
const FORMAT = 'v2';
export const pagesStorageDir = (sha256: string) => `pages/${sha256}/${FORMAT}`;
const manifestKey = (sha256: string) => `${pagesStorageDir(sha256)}/manifest.json`;
/** Page `n`'s image file: `1.webp` at the default width, `1-w800.webp` at another. */
export const pageImageName = (n: number, width: PageImageWidth) =>
  width === PAGE_IMAGE_WIDTH ? `${n}.webp` : `${n}-w${width}.webp`;
const imageKey = (sha256: string, n: number, width: PageImageWidth) =>
  `${pagesStorageDir(sha256)}/${pageImageName(n, width)}`;

export function createPageImages(deps: { storage: FileStorage; enabled: boolean }) {
  const { storage } = deps;
  const paths = deps.enabled ? resolvePaths() : null;
  const inflight = new Map<string, Promise<RenderedPages>>();
  /** Documents pdf.js could not render: asked again, they fail at once instead of re-rendering. */
  const failed = new Set<string>();
  // One render at a time: the machine's other cores keep serving while a document renders.
  let queue: Promise<unknown> = Promise.resolve();

  const unavailable = () => new AppError(ErrorCode.UNAVAILABLE, DOCUMENT_SERVER_MESSAGES.pagesUnavailable);

  async function stored(sha256: string): Promise<RenderedPages | null> {
    const manifest = await storage.get(manifestKey(sha256));
    if (!manifest) return null;
    try {
      return { sha256, pages: (JSON.parse(manifest.toString('utf8')) as { pages: StoredPage[] }).pages };
    } catch {
      return null;
    }
  }

  async function render(pdf: Uint8Array, sha256: string, workerPaths: WorkerPaths): Promise<RenderedPages> {
    const copy = new Uint8Array(pdf).buffer;
    const answer = await runWorkerTask<WorkerAnswer>(WORKER_SOURCE, {
      workerData: {
        bytes: copy,
        paths: workerPaths,
        options: { widths: PAGE_IMAGE_WIDTHS, quality: WEBP_QUALITY, maxPages: MAX_PAGES },
      },
      transferList: [copy],
      timeoutMs: TIMEOUT_MS,
      maxMemoryMb: 512,
    });
    if (!answer?.ok) {
      // A file pdf.js refused stays refused; a timeout or a crash (a busy machine) may pass later.
      if (answer) failed.add(sha256);
      throw unavailable();
    }
    // The images first, the manifest last: a stored manifest means its pages were written.
    for (const [i, page] of answer.pages.entries())
      for (const [j, width] of PAGE_IMAGE_WIDTHS.entries())
        await storage.put(imageKey(sha256, i + 1, width), page.images[j]!);
    const pages = answer.pages.map(({ width, height, text }) => ({ width, height, text }));
    await storage.put(manifestKey(sha256), Buffer.from(JSON.stringify({ pages })));
    return { sha256, pages };
  }

  /** The pages of `pdf`, from storage or rendered now (concurrent askers share one rendering). */
  function pages(pdf: Uint8Array): Promise<RenderedPages> {
    const sha256 = sha256Hex(pdf);
    const running = inflight.get(sha256);
    if (running) return running;
    const task = (async () => {
      const cached = await stored(sha256);
      if (cached) return cached;
      if (!paths || failed.has(sha256)) throw unavailable();
      const next = queue.then(() => render(pdf, sha256, paths));
      queue = next.catch(() => undefined);
      return next;
    })().finally(() => inflight.delete(sha256));
    inflight.set(sha256, task);
    return task;
  }

  return {
    /** False when switched off (ESIGN_PAGE_IMAGES=false) or @napi-rs/canvas is missing: the page falls back to pdf.js. */
    available: paths !== null,
    pages,

    /** The pages stored under the SHA-256 of a PDF; never renders. */
    stored,

    /** The pages of `pdf` when they are stored already; never renders. */
    ready(pdf: Uint8Array): Promise<RenderedPages | null> {
      return stored(sha256Hex(pdf));
    },

    /** Page `n` (from 1) of `pdf` as WebP at `width`; renders again when housekeeping removed it. */
    async image(pdf: () => Promise<Uint8Array>, sha256: string, n: number, width: PageImageWidth): Promise<Buffer> {
      const key = imageKey(sha256, n, width);
      const found = await storage.get(key);
      if (found) return found;
      const { pages: all } = await pages(await pdf());
      if (n > all.length) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.pageNotFound);
      let image = await storage.get(key);
      if (!image) {
        // The manifest outlived its images: render the whole document again.
        await storage.delete(manifestKey(sha256));
        await pages(await pdf());
        image = await storage.get(key);
      }
      if (!image) throw unavailable();
      return image;
    },
  };
}

export type PageImages = ReturnType<typeof createPageImages>;
