/** The public verification: an uploaded PDF's seals checked, and whether this portal produced it. */
import { translatable } from '../../../common/i18n';
import { VERIFY_MESSAGES, type VerifyResult } from '../../../common/seal';
import type { SignatureProblem } from '../../providers/seal/cms';
import { AppError, ErrorCode } from '../../errors';
import { pickTimeZone } from '../../lib/time-zones';
import { sha256Hex } from '../../lib/tokens';
import { hasPdfMagic } from '../../lib/pdf-forms';
import { refusedAs } from '../../untrusted';
import type { SealServiceDeps } from './seal.shared';
import { sealVerdict } from './verdict';

export interface Viewer {
  id: number;
  role: string;
  /** The reader's own zone (null: not chosen; DEFAULT_TIME_ZONE). */
  timeZone: string | null;
}

/** Why a signature does not verify, in the reader's language (shown under the seal on /verify). */
const PROBLEMS = translatable({
  'no-signer': /*i18n*/ { id: 'no signer' },
  'missing-certificate': /*i18n*/ { id: 'the signer certificate is missing' },
  'unsupported-digest': /*i18n*/ { id: 'an unsupported digest algorithm' },
  'no-signed-attributes': /*i18n*/ { id: 'no signed attributes' },
  'digest-mismatch': /*i18n*/ { id: 'the content does not match its digest' },
  'bad-signature': /*i18n*/ { id: 'the signature does not verify' },
  unreadable: /*i18n*/ { id: 'the signature is not a CMS this portal can read' },
  'changed-after-timestamp': /*i18n*/ { id: 'the document changed after it was time-stamped' },
} satisfies Record<SignatureProblem, unknown>);

const refusedPdf = refusedAs(() => ({ invalid: VERIFY_MESSAGES.notPdf, tooLarge: VERIFY_MESSAGES.tooLarge }));

/**
 * POST /api/verify: checks the uploaded PDF's seals in the file pool (each certificate against
 * this portal's own), whether this portal produced exactly this file, and gives one verdict.
 * Nothing is stored. The owner (or staff) also gets the audit trail.
 */
export async function verifySeal(
  deps: SealServiceDeps,
  bytes: Uint8Array | undefined,
  viewer: Viewer | null,
): Promise<VerifyResult> {
  const { db, files, sealer, documents } = deps;
  if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, VERIFY_MESSAGES.noFile);
  if (!hasPdfMagic(bytes)) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, VERIFY_MESSAGES.notPdf);
  const signatures = (
    await files.run('verifyPdf', { pdf: bytes, anchors: await sealer.trustAnchors() }).catch(refusedPdf)
  ).map((s) => ({ ...s, problem: s.problem && PROBLEMS[s.problem] }));
  const sha256 = sha256Hex(bytes);
  const match = await db
    .selectFrom('documentSeal')
    .select('documentId')
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  const document =
    match && viewer
      ? await documents.verifyView(match.documentId, {
          id: viewer.id,
          staff: viewer.role === 'staff' || viewer.role === 'admin',
        })
      : null;
  // A Form I-9's sealed PDF is ours too (its record stays with I-9 staff: no trail is shown here).
  const producedHere =
    Boolean(match) ||
    Boolean(await db.selectFrom('i9Seal').select('formId').where('sha256', '=', sha256).executeTakeFirst());
  const { verdict, change } = sealVerdict(signatures, producedHere);
  return {
    verdict,
    headline: VERIFY_MESSAGES.verdict[verdict],
    change,
    timeZone: pickTimeZone(deps.defaultTimeZone, viewer?.timeZone),
    sha256,
    signatures,
    producedHere,
    document,
  };
}
