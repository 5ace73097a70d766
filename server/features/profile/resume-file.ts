/**
 * Reads an uploaded résumé: the content decides what it is (SECURITY 5.2.1), never its name or
 * Content-Type. A PDF must open with at least one page; a DOCX must be a zip package holding
 * word/document.xml. The file is opened in the file pool (server/untrusted), never here.
 */
import { RESUME_MESSAGES, type ResumeMediaType } from '../../../common/resume';
import { hasPdfMagic } from '../../lib/pdf-forms';
import { type FilePool, FileRefused, refusedAs } from '../../untrusted';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAX_TEXT = 100_000;
const MAX_PAGES = 30;

function sniffResume(bytes: Uint8Array): ResumeMediaType | null {
  if (hasPdfMagic(bytes)) return 'pdf';
  if (bytes.length >= 4 && Buffer.from(bytes.subarray(0, 4)).equals(ZIP_MAGIC)) return 'docx';
  return null;
}

const refused = refusedAs(() => ({ invalid: RESUME_MESSAGES.notResume, tooLarge: RESUME_MESSAGES.tooComplex }));

/** The résumé's kind and text, or a 4xx (415 not a résumé, 413 too costly to open) with the résumé's messages. */
export async function readResume(
  files: FilePool,
  bytes: Uint8Array,
): Promise<{ mediaType: ResumeMediaType; text: string }> {
  const mediaType = sniffResume(bytes);
  if (!mediaType) return refused(new FileRefused('invalid', 'neither a PDF nor a zip package'));
  // The worker sends only the text's beginning: a file can hold far more text than any résumé.
  const text = await files
    .run('resumeText', { kind: mediaType, bytes, maxPages: MAX_PAGES, maxChars: MAX_TEXT })
    .catch(refused);
  return { mediaType, text: normalizeText(text) };
}

function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
