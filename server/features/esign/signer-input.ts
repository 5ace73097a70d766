/**
 * What the signer sends to finish a ceremony, checked and decoded: the drawn or typed signature and
 * the signer fields' values (shared by signing and countersigning).
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import type { SignerField } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { FileRefused, MAX_SIGNATURE_PIXELS, pngSize } from '../../untrusted';
import type { SignatureInput } from '../../untrusted/sign-pdf';

const MAX_SIGNATURE_PNG_BYTES = 512 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const finishSchema = z.object({
  signature: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('drawn'), png: z.string().max(Math.ceil((MAX_SIGNATURE_PNG_BYTES * 4) / 3) + 40) }),
      z.object({ kind: z.literal('typed'), text: z.string().trim().min(1).max(100) }),
    ])
    .optional(),
  /** The signer fields' values by field name (checkboxes as 'true' or 'false'). */
  values: z.record(z.string().max(200), z.union([z.string().max(1000), z.boolean()])).optional(),
});

/**
 * The signer's values as the form shows them (dates 'MMM D, YYYY', the product's own format) and
 * the fields filled, for the certificate to list in its language (certificate-texts.ts filledBy).
 */
export function signerEntries(fields: SignerField[], values: Record<string, string>) {
  const pdfValues: Record<string, string> = {};
  const filled: { field: SignerField; value: string }[] = [];
  for (const f of fields) {
    const value = values[f.name];
    if (value === undefined) continue;
    pdfValues[f.name] = f.type === 'date' ? dayjs(value).format('MMM D, YYYY') : value;
    filled.push({ field: f, value });
  }
  return { pdfValues, filled };
}

export type SignerEntries = ReturnType<typeof signerEntries>;

export function decodeSignature(input: z.infer<typeof finishSchema>['signature']): SignatureInput {
  if (!input) return null;
  if (input.kind === 'typed') return { kind: 'typed', text: input.text };
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(input.png);
  const png = m ? Buffer.from(m[1]!, 'base64') : null;
  if (!png || png.length > MAX_SIGNATURE_PNG_BYTES || !png.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
  }
  // Measured from its header before anything decodes it: a few KB can claim gigapixels.
  const size = pngSize(png);
  if (!size) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
  if (size.width * size.height > MAX_SIGNATURE_PIXELS)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, DOCUMENT_SERVER_MESSAGES.signatureTooLarge);
  return { kind: 'drawn', png };
}

/** A drawn signature the worker refused is the signer's to redo. */
export const signatureRefused = (err: unknown): never => {
  if (!(err instanceof FileRefused)) throw err;
  if (err.reason === 'invalid') throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
  throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, DOCUMENT_SERVER_MESSAGES.signatureTooLarge);
};
