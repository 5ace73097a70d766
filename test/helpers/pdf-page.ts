/** One page of a PDF as poppler draws it (pdftoppm, 72 dpi: one pixel per point), as RGB pixels. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

const run = promisify(execFile);

/** The last page's pixels; `near(x, y, '#rrggbb')` says whether one is that colour (each channel within 2). */
export async function lastPagePixels(pdf: Uint8Array) {
  const pages = (await PDFDocument.load(pdf, { ignoreEncryption: true })).getPageCount();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-page-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const args = ['-f', `${pages}`, '-l', `${pages}`, '-r', '72', '-png', '-singlefile'];
    await run('pdftoppm', [...args, path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    const { data, info } = await sharp(path.join(dir, 'page.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      near(x: number, y: number, hex: string): boolean {
        const i = (y * info.width + x) * 3;
        return [1, 3, 5].every((h, c) => Math.abs(data[i + c]! - parseInt(hex.slice(h, h + 2), 16)) <= 2);
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
