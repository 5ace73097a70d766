/** The employer's countersignature over the candidate's sealed copy (finishSigning calls it). */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { DOCUMENT_SERVER_MESSAGES, type SigningEvent } from '../../../common/documents';
import { AppError, ErrorCode } from '../../errors';
import { inLanguage } from '../../lib/i18n';
import type { SignatureInput } from '../../untrusted/sign-pdf';
import {
  appendEvent,
  type CeremonyOutcome,
  claim,
  emit,
  type EsignDeps,
  invalid,
  type RequestInfo,
  type SessionRow,
  sealDetail,
  type StoredRequest,
  undoFinish,
} from './ceremony';
import { countersignTexts, documentLanguage, filledBy, sealReason } from './certificate-texts';
import { signatureRefused, type SignerEntries } from './signer-input';

/**
 * The employer finishes a countersignature: the worker draws their values and signature over the
 * candidate's sealed copy as an incremental update with a certificate naming both signers; the
 * employer's seal is made here; the document completes in one transaction with its event.
 */
export async function countersign(
  deps: EsignDeps,
  row: SessionRow,
  req: StoredRequest,
  input: {
    values: Record<string, string>;
    entries: SignerEntries;
    signature: NonNullable<SignatureInput>;
  },
  userId: number,
  info: RequestInfo,
): Promise<CeremonyOutcome> {
  const { db, storage, files, sealer } = deps;
  const from = (await deps.countersignSource?.(row.documentId)) ?? req.source;
  const [copy, template] = await Promise.all([storage.get(from.storageKey), storage.get(req.countersign!.templateKey)]);
  if (!copy || !template) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
  // The document is the candidate's: its certificates are in the candidate's language.
  const language = await documentLanguage(db, row.documentId, 'employer');
  if (!(await claim(deps, row, 'processing'))) throw invalid();
  const now = deps.clock();
  const event: SigningEvent = 'signing_complete';
  const dateText = dayjs(now).format('MMM D, YYYY');
  const candidate = req.countersign!.candidate;
  const words = inLanguage(language, () => ({
    texts: countersignTexts({
      employerName: req.signer.name,
      dateText,
      candidate: { signedAt: candidate.signedAt, ip: candidate.ip },
      employer: { signedAt: now, ip: info.ip },
    }),
    listed: filledBy('employer', input.entries.filled),
    reason: sealReason('countersigned', req.signer.name, req.formTitle),
  }));
  let storageKey: string | null = null;
  try {
    const signed = await files
      .run('countersignPdf', {
        pdf: copy,
        template,
        values: input.entries.pdfValues,
        listed: words.listed,
        texts: words.texts,
        signature: input.signature,
        formTitle: req.formTitle,
        docHandle: req.docHandle,
        employer: req.signer,
        candidate,
        ip: info.ip,
        userAgent: info.userAgent,
        signedAt: now,
        dateText,
        brand: await deps.brand?.(),
        seal: await sealer.details({
          // An identifier (verifiers list it), not a text: always English.
          fieldName: `Employer seal: ${req.signer.name}`,
          name: req.signer.name,
          reason: words.reason,
        }),
      })
      .catch(signatureRefused);
    const sealed = await sealer.seal(signed.bytes);
    storageKey = `signed/${req.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
    await storage.put(storageKey, sealed.bytes);
    const completedFile = { storageKey, sha256: sealed.sha256 };
    await db.transaction().execute(async (trx) => {
      await emit(
        deps,
        {
          type: 'countersigned',
          documentId: row.documentId,
          userId,
          ...info,
          at: now,
          completedFile,
          detail: {
            event,
            fromKey: from.storageKey,
            signature: input.signature.kind,
            candidateCopySha256: signed.candidateCopySha256,
            fileSha256: sealed.sha256,
            fieldValues: input.values,
            seal: sealDetail(sealed),
          },
        },
        trx,
      );
      await trx.updateTable('esignSession').set({ outcome: event }).where('id', '=', row.id).execute();
    });
  } catch (err) {
    await undoFinish(deps, row, storageKey);
    throw err;
  }
  return { event, redirectTo: appendEvent(row.returnUrl, event) };
}
