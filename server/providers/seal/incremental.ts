/**
 * Saves a change to a PDF as an incremental update (ISO 32000-1 7.5.6): the original bytes stay
 * exactly as they were and the changed and new objects follow with their own cross-reference
 * section, so every earlier signature still covers what it signed. pdf-lib rewrites whole files;
 * this writes only the objects whose serialization the change altered.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, type PDFObject, type PDFRef } from 'pdf-lib';

function serialize(object: PDFObject): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');

/** The offset of the last cross-reference section (`startxref` near the end of the file). */
function lastStartXref(pdf: Uint8Array): number {
  const tail = Buffer.from(pdf.subarray(Math.max(0, pdf.length - 2048))).toString('latin1');
  const matches = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)];
  const last = matches.at(-1);
  if (!last) throw new Error('no startxref at the end of the file');
  return Number(last[1]);
}

/** Opens the PDF as pdf-lib reads it (the newest version of every object). */
export function loadForUpdate(original: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(original, { ignoreEncryption: true, updateMetadata: false });
}

/**
 * Applies `change` to the document and answers the original followed by one update section
 * holding every object `change` added or altered.
 */
export async function incrementalUpdate(
  original: Uint8Array,
  change: (pdf: PDFDocument) => Promise<void> | void,
): Promise<Uint8Array> {
  const pdf = await loadForUpdate(original);
  const before = new Map<string, string>();
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) before.set(ref.tag, digest(serialize(object)));
  await change(pdf);
  // Fonts and images embedded by the change are written into the context here.
  await pdf.flush();

  const written: { ref: PDFRef; bytes: Uint8Array }[] = [];
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    const bytes = serialize(object);
    if (before.get(ref.tag) !== digest(bytes)) written.push({ ref, bytes });
  }
  written.sort((a, b) => a.ref.objectNumber - b.ref.objectNumber);

  const chunks: Uint8Array[] = [original];
  let offset = original.length;
  const push = (bytes: Uint8Array | string) => {
    const b = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
    chunks.push(b);
    offset += b.length;
  };
  if (original[original.length - 1] !== 0x0a) push('\n');
  const offsets = new Map<number, number>();
  for (const { ref, bytes } of written) {
    offsets.set(ref.objectNumber, offset);
    push(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    push(bytes);
    push('\nendobj\n');
  }
  const xrefAt = offset;
  push('xref\n');
  // Subsections of consecutive object numbers; each entry is exactly 20 bytes.
  for (let i = 0; i < written.length;) {
    let j = i;
    while (j + 1 < written.length && written[j + 1]!.ref.objectNumber === written[j]!.ref.objectNumber + 1) j += 1;
    push(`${written[i]!.ref.objectNumber} ${j - i + 1}\n`);
    for (let k = i; k <= j; k += 1) {
      const { ref } = written[k]!;
      push(
        `${String(offsets.get(ref.objectNumber)).padStart(10, '0')} ${String(ref.generationNumber).padStart(5, '0')} n \n`,
      );
    }
    i = j + 1;
  }
  const { Root, Info, ID } = pdf.context.trailerInfo;
  const trailer = pdf.context.obj({
    Size: pdf.context.largestObjectNumber + 1,
    Root: Root as PDFRef,
    ...(Info ? { Info: Info as PDFRef } : {}),
    ...(ID ? { ID: ID as PDFObject } : {}),
    Prev: lastStartXref(original),
  });
  push(`trailer\n${trailer.toString()}\nstartxref\n${xrefAt}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(chunks));
}
