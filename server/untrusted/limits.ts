/**
 * The bounds every untrusted file is opened within (SECURITY 5.2.x): shared by the pool, which
 * enforces time and memory from outside, and the worker, whose decoders stop at these counts.
 */

/** Pixels an uploaded image may have (a phone photo is 12–48 MP; a 20000×20000 bomb is 400). */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** A drawn signature is a few hundred pixels tall; anything larger is not one. */
export const MAX_SIGNATURE_PIXELS = 4_000_000;
/** Inflated bytes one PDF stream or one zip entry may reach. */
export const MAX_INFLATED_ENTRY = 64 * 1024 * 1024;
/** Inflated bytes all of one file's streams or entries may reach together. */
export const MAX_INFLATED_TOTAL = 256 * 1024 * 1024;
/** Inflated bytes a DOCX package may reach: a long résumé is a few MB of XML, and mammoth holds it all. */
export const MAX_DOCX_INFLATED = 48 * 1024 * 1024;
/** Entries a DOCX package may hold (Word writes a few dozen). */
export const MAX_ZIP_ENTRIES = 2_000;
/**
 * Objects a PDF may hold: pdf-lib builds every object of the file when it loads it, about 1 KB of
 * memory each. A form or a résumé has hundreds (a 36-page manual has 435), a 1,000-page book a
 * few tens of thousands; 300,000 packed into object streams fit in 3 MB and took 300 MB and
 * seconds to load. Counted while pdf-lib parses, so a file past it is stopped early.
 */
export const MAX_PDF_OBJECTS = 50_000;

/**
 * Why a file was refused: it is not what it claims, or opening it would cost more than allowed
 * (inflating too far, holding too many objects, or taking too long).
 */
export type RefusalReason = 'invalid' | 'too-large' | 'too-many-objects' | 'timeout';

/** A refusal of the file itself (never a fault of ours): callers answer it with a 4xx. */
export class FileRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'FileRefused';
  }
}

/**
 * PDF tasks one user may have waiting or running at once (form downloads, signing review copies,
 * page boxes and page renders): more are refused with 429, so one person's downloads cannot fill
 * the pool for everyone.
 */
export const PDF_TASKS_PER_USER = 4;
