/**
 * poppler's `pdfsig` (Debian's poppler-utils) as the outside verifier of PDF signatures: NSS
 * checks each signature's digest and CMS on its own, knowing nothing of our code.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** A reader stuck on a file fails its test instead of holding the run until CI's own limit. */
const DEADLINE = { timeout: 60_000, killSignal: 'SIGKILL' as const };

export interface PdfsigSignature {
  fieldName: string;
  commonName: string;
  type: string;
  totalDocument: boolean;
  /** "Signature is Valid." and the like. */
  validation: string;
  valid: boolean;
  ranges: string;
}

export async function pdfsig(bytes: Uint8Array): Promise<{ output: string; signatures: PdfsigSignature[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdfsig-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  try {
    // pdfsig exits non-zero on invalid signatures; its report is still on stdout.
    const { stdout } = await run('pdfsig', [file], DEADLINE).catch((err: { stdout?: string }) => ({
      stdout: err.stdout ?? '',
    }));
    const blocks = stdout.split(/^Signature #\d+:$/m).slice(1);
    const field = (block: string, name: string) => new RegExp(`- ${name}: (.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    return {
      output: stdout,
      signatures: blocks.map((block) => ({
        fieldName: field(block, 'Signature Field Name'),
        commonName: field(block, 'Signer Certificate Common Name'),
        type: field(block, 'Signature Type'),
        totalDocument: /- Total document signed/.test(block),
        validation: field(block, 'Signature Validation'),
        valid: field(block, 'Signature Validation').startsWith('Signature is Valid'),
        ranges: field(block, 'Signed Ranges'),
      })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF (poppler's pdftotext, in UTF-8 whatever the machine's locale), to read what a
 * given revision shows; its pages are separated by form feeds.
 */
export async function pdftotext(bytes: Uint8Array): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdftotext-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  try {
    return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'], DEADLINE)).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The /ByteRange arrays in the raw file, in order. */
export function byteRanges(bytes: Uint8Array): [number, number, number, number][] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map(
    (m) => [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number],
  );
}
