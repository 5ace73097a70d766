/** The signer finishes: the signature is made on the server and the completed copy stored. */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { formatDate } from '../../../common/dates';
import { DOCUMENT_SERVER_MESSAGES, type SigningEvent } from '../../../common/documents';
import { checkSignerValues, FIELD_MESSAGES, fieldsIn } from '../../../common/onboarding';
import { AppError, ErrorCode } from '../../errors';
import { currentLanguage, inLanguage } from '../../lib/i18n';
import { documentLanguage, filledBy, sealReason, signTexts } from './certificate-texts';
import {
  appendEvent,
  type CeremonyOutcome,
  ceremony,
  claim,
  emit,
  type EsignDeps,
  invalid,
  requestOf,
  type RequestInfo,
  sealDetail,
  undoFinish,
} from './ceremony';
import { countersign } from './countersign';
import { decodeSignature, finishSchema, signatureRefused, signerEntries } from './signer-input';

/** Signs (or, for INFO, records the viewing) on the server and stores the completed copy. */
export async function finishSigning(
  deps: EsignDeps,
  key: unknown,
  userId: number,
  body: unknown,
  info: RequestInfo,
): Promise<CeremonyOutcome> {
  const { db, storage, files, sealer } = deps;
  const row = await ceremony(deps, key, userId, info);
  const req = requestOf(row);
  const parsed = finishSchema.safeParse(body ?? {});
  if (!parsed.success) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
  // Required fields are enforced here too: the page's check is a convenience, this one decides.
  const signerFields = req.signerFields ?? [];
  // Its messages name each field as the signer read it, in the page's language.
  const checked = checkSignerValues(fieldsIn(signerFields, currentLanguage()), parsed.data.values ?? {});
  if (Object.keys(checked.errors).length > 0)
    throw new AppError(ErrorCode.VALIDATION, FIELD_MESSAGES.missing, { fields: checked.errors });
  const entries = signerEntries(signerFields, checked.values);
  const signature = req.informational ? null : decodeSignature(parsed.data.signature);
  if (req.countersign) {
    if (!signature) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
    return countersign(deps, row, req, { values: checked.values, entries, signature }, userId, info);
  }
  if (!req.informational) {
    if (row.consentedAt === null) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.consentRequired);
    if (!signature) throw new AppError(ErrorCode.VALIDATION, DOCUMENT_SERVER_MESSAGES.signatureRequired);
  }
  const source = await storage.get(req.source.storageKey);
  if (!source) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
  const event: SigningEvent = req.informational ? 'viewing_complete' : 'signing_complete';
  // The certificate, the caption and the seal's reason are in the candidate's language.
  const language = await documentLanguage(db, row.documentId, 'candidate');
  if (!(await claim(deps, row, 'processing'))) throw invalid();
  const now = deps.clock();
  const dateText = dayjs(now).format('MMM D, YYYY');
  const words = inLanguage(language, () => ({
    texts: signTexts({
      event,
      signerName: req.signer.name,
      // The caption's date in the signer's language; the form's date field keeps the product's.
      dateText: formatDate(now),
      consentedAt: row.consentedAt,
      disclosureVersion: row.disclosureVersion,
      disclosureLanguage: row.disclosureLanguage,
    }),
    signerValues: filledBy('signer', entries.filled),
    reason: sealReason(req.informational ? 'viewed' : 'signed', req.signer.name, req.formTitle),
  }));
  let storageKey: string | null = null;
  try {
    const signed = await files
      .run('signPdf', {
        source,
        fields: { ...req.fields, ...entries.pdfValues },
        signerValues: words.signerValues,
        texts: words.texts,
        signature,
        formTitle: req.formTitle,
        docHandle: req.docHandle,
        signer: req.signer,
        ip: info.ip,
        userAgent: info.userAgent,
        consentedAt: row.consentedAt,
        disclosureVersion: row.disclosureVersion,
        signedAt: now,
        event,
        dateText,
        brand: await deps.brand?.(),
        seal: await sealer.details({
          // The field's name is an identifier (verifiers list it), not a text: always English.
          fieldName: `Seal: ${req.signer.name}`,
          name: req.signer.name,
          reason: words.reason,
        }),
      })
      // Only the drawn signature comes from the signer: a refusal is about it.
      .catch(signatureRefused);
    // The worker left room for the seal; the seal is made here, where the key is.
    const sealed = await sealer.seal(signed.bytes);
    // The file first; then the document's state, its signing event and the ceremony's outcome
    // commit together (a crash between them leaves neither, and the signer may try again).
    storageKey = `signed/${req.docHandle}-${randomBytes(6).toString('hex')}.pdf`;
    await storage.put(storageKey, sealed.bytes);
    const completedFile = { storageKey, sha256: sealed.sha256 };
    await db.transaction().execute(async (trx) => {
      await emit(
        deps,
        {
          type: req.informational ? 'viewed' : 'signed',
          documentId: row.documentId,
          userId,
          ...info,
          at: now,
          completedFile,
          detail: {
            event,
            signature: signature?.kind ?? null,
            originalSha256: signed.originalSha256,
            signedContentSha256: signed.signedContentSha256,
            fileSha256: sealed.sha256,
            fieldValues: checked.values,
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
