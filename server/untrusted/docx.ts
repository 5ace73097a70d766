/**
 * DOCX résumés inside the file worker. A zip's headers say how large each entry inflates to, and a
 * bomb lies: each entry named by the central directory (the one mammoth's zip reader follows) is
 * inflated here while the bytes are counted, per entry and in total, and the file is refused at the
 * first cap passed. Only a package proven small is handed to mammoth.
 */
import yauzl from 'yauzl';
import { FileRefused, MAX_DOCX_INFLATED, MAX_INFLATED_ENTRY, MAX_ZIP_ENTRIES } from './limits';

const DOCUMENT_XML = 'word/document.xml';

async function inflatedSize(zip: yauzl.ZipFile, entry: yauzl.Entry, room: number): Promise<number> {
  if (entry.uncompressedSize > Math.min(MAX_INFLATED_ENTRY, room))
    throw new FileRefused('too-large', `${entry.fileName} is too large`);
  const stream = await zip.openReadStreamPromise(entry);
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // The declared size is only a claim (yauzl also stops an entry that outgrows its claim).
      if (size > MAX_INFLATED_ENTRY || size > room)
        throw new FileRefused('too-large', `${entry.fileName} inflates too far`);
    }
  } finally {
    stream.destroy();
  }
  return size;
}

/** Proves the package is a bounded zip holding word/document.xml, or refuses it. */
async function checkDocx(bytes: Uint8Array): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      validateEntrySizes: true,
    });
  } catch {
    throw new FileRefused('invalid', 'not a zip package');
  }
  let total = 0;
  let entries = 0;
  let documentXml = false;
  try {
    for await (const entry of zip.eachEntry()) {
      entries += 1;
      if (entries > MAX_ZIP_ENTRIES) throw new FileRefused('too-large', 'too many entries');
      if (entry.fileName === DOCUMENT_XML) documentXml = true;
      if (entry.fileName.endsWith('/')) continue;
      total += await inflatedSize(zip, entry, MAX_DOCX_INFLATED - total);
    }
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    // yauzl stops an entry that inflates past what its headers claim: a bomb, not a damaged file.
    if (err instanceof Error && /too many bytes/i.test(err.message)) throw new FileRefused('too-large', err.message);
    throw new FileRefused('invalid', 'a damaged zip package');
  } finally {
    zip.close();
  }
  if (!documentXml) throw new FileRefused('invalid', `no ${DOCUMENT_XML}`);
}

/** The first `maxChars` characters of a DOCX's text, by mammoth, once checkDocx has passed. */
export async function docxText(bytes: Uint8Array, maxChars: number): Promise<string> {
  await checkDocx(bytes);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mammoth = require('mammoth') as { extractRawText(input: { buffer: Buffer }): Promise<{ value: string }> };
  try {
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    return value.slice(0, maxChars);
  } catch {
    throw new FileRefused('invalid', 'mammoth could not read it');
  }
}
