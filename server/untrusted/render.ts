/**
 * The signing page's pages as images and positioned text (pdf.js drawing on @napi-rs/canvas),
 * inside the file worker. page-images.ts decides what to render and keeps the result.
 */
import type { PageTextItem } from '../../common/esign';
import { FileRefused } from './limits';
import { loadPdfjs, plainBytes, SAFE_PDFJS_OPTIONS } from './pdf-text';

export interface RenderInput {
  bytes: Uint8Array;
  widths: readonly number[];
  quality: number;
  maxPages: number;
}

export interface RenderedPage {
  width: number;
  height: number;
  text: PageTextItem[];
  /** One WebP per width, in the order of `widths`. */
  images: Uint8Array[];
}

const round = (n: number) => Math.round(n * 100) / 100;

function fontPaths() {
  const root = require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '');
  return { standardFontDataUrl: `${root}standard_fonts/`, cMapUrl: `${root}cmaps/`, cMapPacked: true };
}

export async function renderPages(input: RenderInput): Promise<RenderedPage[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createCanvas } = require('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
  const pdfjs = await loadPdfjs();
  // The signing page draws the file's own fonts (font faces on); eval stays off and images bounded.
  const { isEvalSupported, maxImageSize, verbosity } = SAFE_PDFJS_OPTIONS;
  const doc = await pdfjs.getDocument({
    isEvalSupported,
    maxImageSize,
    verbosity,
    ...fontPaths(),
    data: plainBytes(input.bytes),
  }).promise;
  try {
    if (doc.numPages < 1 || doc.numPages > input.maxPages) throw new FileRefused('invalid', 'page count');
    const pages: RenderedPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const box = page.getViewport({ scale: 1 });
      const images: Uint8Array[] = [];
      for (const width of input.widths) {
        const viewport = page.getViewport({ scale: width / box.width });
        const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
        const context = canvas.getContext('2d');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
        images.push(await canvas.encode('webp', input.quality));
      }
      const content = await page.getTextContent();
      const text: PageTextItem[] = [];
      // Each run from the start of its baseline, in the page box (the page's rotation applied).
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const tx = pdfjs.Util.transform(box.transform, item.transform) as number[];
        const angle = Math.atan2(tx[1]!, tx[0]!);
        const entry: PageTextItem = {
          str: item.str,
          x: round(tx[4]!),
          y: round(tx[5]!),
          width: round(item.width),
          size: round(Math.hypot(tx[2]!, tx[3]!)),
        };
        if (Math.abs(angle) > 0.001) entry.angle = round((angle * 180) / Math.PI);
        text.push(entry);
      }
      // Filled form fields draw their values from annotations, outside the page's text.
      for (const a of (await page.getAnnotations()) as {
        subtype?: string;
        fieldType?: string;
        fieldValue?: unknown;
        rect: number[];
        defaultAppearanceData?: { fontSize?: number };
      }[]) {
        if (a.subtype !== 'Widget' || a.fieldType !== 'Tx' || typeof a.fieldValue !== 'string' || !a.fieldValue.trim())
          continue;
        const [x1, y1, x2, y2] = box.convertToViewportRectangle(a.rect) as [number, number, number, number];
        const height = Math.abs(y2 - y1);
        // The field's own size, or what an automatic size makes of a one-line field.
        const size = a.defaultAppearanceData?.fontSize || Math.min(16, height * 0.75);
        const value: PageTextItem = {
          str: a.fieldValue,
          x: round(Math.min(x1, x2) + 2),
          y: round(Math.max(y1, y2) - (height - size) / 2 - size * 0.2),
          size: round(size),
        };
        text.splice(readingPlace(text, value), 0, value);
      }
      pages.push({ width: round(box.width), height: round(box.height), text, images });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/**
 * Where a filled field's value goes among the page's runs: after the last run that comes before it
 * as the page is read (a line above it, or earlier on its own line), so a screen reader hears it
 * after its label rather than after the page's footer (WCAG 1.3.2). The page's own runs keep pdf.js's order.
 */
function readingPlace(runs: PageTextItem[], value: PageTextItem): number {
  const line = value.size * 0.6;
  let place = 0;
  runs.forEach((run, i) => {
    if (run.y < value.y - line || (Math.abs(run.y - value.y) <= line && run.x <= value.x)) place = i + 1;
  });
  return place;
}
