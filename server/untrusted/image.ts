/**
 * Uploaded images (credential photos and scans, drawn signatures), inside the file worker: the
 * size is read from the header before a pixel is decoded, only PNG and JPEG are taken, and what is
 * accepted is decoded once by libvips (sharp) and encoded again, so what is stored and embedded
 * is our own clean file, without the upload's metadata or any trailing payload.
 */
import { FileRefused, MAX_IMAGE_PIXELS } from './limits';

export type ImageType = 'png' | 'jpeg';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const startsWith = (bytes: Uint8Array, magic: Buffer) =>
  bytes.length >= magic.length && Buffer.from(bytes.buffer, bytes.byteOffset, magic.length).equals(magic);

/** The image type by content, never by name or declared type. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  return null;
}

/**
 * A PNG's width and height from its IHDR chunk, the first after the signature (no decoding):
 * cheap enough for the request thread, so a bomb is refused before it reaches a worker.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (sniffImage(bytes) !== 'png' || bytes.length < 24) return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, 24);
  if (view.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

// sharp is loaded in the worker only: the server's own process never decodes an upload.
let sharpModule: typeof import('sharp') | null = null;
function sharp(): typeof import('sharp') {
  if (!sharpModule) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    sharpModule = require('sharp') as typeof import('sharp');
    // One task at a time per worker: one libvips thread, and no cache kept between uploads.
    sharpModule.concurrency(1);
    sharpModule.cache(false);
  }
  return sharpModule;
}

export interface NormalizeOptions {
  maxPixels?: number;
  /** The longest side of the result, in pixels (a larger image is scaled down). */
  maxSide: number;
  /** The encoding of the result. */
  to: ImageType;
}

/** Measures, decodes and re-encodes an upload; refuses what is not a PNG or JPEG of an allowed size. */
export async function normalizeImage(
  bytes: Uint8Array,
  options: NormalizeOptions,
): Promise<{ bytes: Uint8Array; width: number; height: number; type: ImageType }> {
  const type = sniffImage(bytes);
  if (!type) throw new FileRefused('invalid', 'not a PNG or JPEG');
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const header = pngSize(bytes);
  if (header && header.width * header.height > maxPixels) throw new FileRefused('too-large', 'too many pixels');
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: import('sharp').Metadata;
  try {
    // Reads the header only.
    meta = await sharp()(input, { limitInputPixels: maxPixels }).metadata();
  } catch {
    throw new FileRefused('invalid', 'unreadable image');
  }
  if (meta.format !== type) throw new FileRefused('invalid', 'not a PNG or JPEG');
  if (!meta.width || !meta.height) throw new FileRefused('invalid', 'no size');
  if (meta.width * meta.height > maxPixels) throw new FileRefused('too-large', 'too many pixels');
  try {
    const pipeline = sharp()(input, { limitInputPixels: maxPixels, failOn: 'error' })
      // Photos taken sideways come out the way they were held.
      .rotate()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      options.to === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      type: options.to,
    };
  } catch {
    throw new FileRefused('invalid', 'the image could not be decoded');
  }
}
