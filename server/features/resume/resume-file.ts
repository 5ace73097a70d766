/**
 * Reads an uploaded résumé: the content decides what it is (SECURITY 5.2.1), never its name or
 * Content-Type. A PDF must open and have at least one page; a DOCX must be a zip package holding
 * word/document.xml. Parsing runs in a worker thread (server/lib/worker-task).
 */
import type { ResumeMediaType } from '../../../common/resume';
import { runWorkerTask } from '../../lib/worker-task';
import { hasPdfMagic, tryLoadPdf } from '../../providers/esign/pdf-forms';

export type ResumeRead = { ok: true; mediaType: ResumeMediaType; text: string } | { ok: false };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAX_TEXT = 100_000;
const MAX_PAGES = 30;
/** The inflated document.xml a DOCX may have (a zip bomb stops here). */
const MAX_DOCUMENT_XML = 30 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

export function sniffResume(bytes: Uint8Array): ResumeMediaType | null {
  if (hasPdfMagic(bytes)) return 'pdf';
  if (bytes.length >= 4 && Buffer.from(bytes.subarray(0, 4)).equals(ZIP_MAGIC)) return 'docx';
  return null;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const { kind, bytes, paths, limits } = workerData;

async function pdfText() {
  const pdfjs = await import(pathToFileURL(paths.pdfjs).href);
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false,
    stopAtErrors: false, verbosity: 0,
  }).promise;
  try {
    if (doc.numPages < 1) return null;
    const lines = [];
    for (let n = 1; n <= Math.min(doc.numPages, limits.pages); n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (typeof item.str !== 'string') continue;
        line += (line && !line.endsWith(' ') && item.str && !item.str.startsWith(' ') ? ' ' : '') + item.str;
        if (item.hasEOL) { lines.push(line); line = ''; }
      }
      if (line) lines.push(line);
      page.cleanup();
    }
    return lines.join('\\n');
  } finally {
    await doc.destroy();
  }
}

async function docxText() {
  const { unzipSync } = require(paths.fflate);
  let documentXml = false;
  let tooBig = false;
  unzipSync(new Uint8Array(bytes), {
    filter(file) {
      if (file.name === 'word/document.xml') {
        documentXml = true;
        if (file.originalSize > limits.documentXml) tooBig = true;
      }
      return false;
    },
  });
  if (!documentXml || tooBig) return null;
  const mammoth = require(paths.mammoth);
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}

(kind === 'pdf' ? pdfText() : docxText()).then(
  (text) => parentPort.postMessage(text === null ? { ok: false } : { ok: true, text: text.slice(0, limits.text) }),
  () => parentPort.postMessage({ ok: false }),
);
`;

let paths: { pdfjs: string; mammoth: string; fflate: string } | null = null;

/** Checks the file's structure and extracts its text; { ok: false } for anything that is not a résumé file. */
export async function readResume(bytes: Uint8Array): Promise<ResumeRead> {
  const mediaType = sniffResume(bytes);
  if (!mediaType) return { ok: false };
  // The same structural check as signed copies: pdf-lib must open it, with at least one page.
  if (mediaType === 'pdf' && (await pdfPageCount(bytes)) < 1) return { ok: false };
  paths ??= {
    pdfjs: require.resolve('pdfjs-dist/legacy/build/pdf.mjs'),
    mammoth: require.resolve('mammoth'),
    fflate: require.resolve('fflate'),
  };
  const copy = new Uint8Array(bytes).buffer;
  const message = await runWorkerTask<{ ok: boolean; text?: string }>(WORKER_SOURCE, {
    workerData: {
      kind: mediaType,
      bytes: copy,
      paths,
      limits: { pages: MAX_PAGES, text: MAX_TEXT, documentXml: MAX_DOCUMENT_XML },
    },
    transferList: [copy],
    timeoutMs: TIMEOUT_MS,
    maxMemoryMb: 256,
  });
  return message?.ok ? { ok: true, mediaType, text: normalizeText(message.text ?? '') } : { ok: false };
}

async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  try {
    return (await tryLoadPdf(bytes))?.getPageCount() ?? 0;
  } catch {
    return 0;
  }
}

function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
