/** The text of a PDF résumé, by pdf.js, inside the file worker (after inspectPdf proved it bounded). */
import { MAX_IMAGE_PIXELS } from './limits';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<Pdfjs> | null = null;
export const loadPdfjs = (): Promise<Pdfjs> => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** pdf.js options for hostile input: no eval, no fonts loaded from the file, images bounded. */
export const SAFE_PDFJS_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  stopAtErrors: false,
  maxImageSize: MAX_IMAGE_PIXELS,
  verbosity: 0,
} as const;

/** pdf.js refuses Node's Buffer (which IPC hands over for a Buffer sent): the same bytes as a plain view. */
export const plainBytes = (bytes: Uint8Array) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The text of the first `maxPages` pages, a line per line of the page, up to `maxChars` characters. */
export async function pdfText(bytes: Uint8Array, maxPages: number, maxChars: number): Promise<string> {
  const { getDocument } = await loadPdfjs();
  const doc = await getDocument({ ...SAFE_PDFJS_OPTIONS, data: plainBytes(bytes) }).promise;
  try {
    const lines: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(doc.numPages, maxPages) && length < maxChars; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const joins = line && !line.endsWith(' ') && item.str && !item.str.startsWith(' ');
        line += (joins ? ' ' : '') + item.str;
        if (item.hasEOL) {
          lines.push(line);
          length += line.length + 1;
          line = '';
        }
      }
      if (line) lines.push(line);
      length += line.length;
      page.cleanup();
    }
    return lines.join('\n').slice(0, maxChars);
  } finally {
    await doc.destroy();
  }
}
