/** Document check (docs/product.md §2, staff only): substitution preview and test signing of an uploaded PDF. */
import { i18n } from '../../../common/i18n';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { AppError, ErrorCode } from '../../errors';
import type { DocumentsService, RequestInfo } from '../documents/documents.service';
import type { SealService } from '../seal/seal.service';
import type { DocCheckRepository } from './doc-check.repository';

/** Back on the doc check after a test signing, which then shows the signed copy's seal. */
const docCheckReturnUrl = (docHandle: string) => `/internal/doc-checks?doc=${docHandle}`;

export function createDocCheckService(deps: {
  repo: DocCheckRepository;
  documents: DocumentsService;
  seal: SealService;
}) {
  const { repo, documents, seal } = deps;
  const required = (bytes: Uint8Array | undefined): Uint8Array => {
    if (!bytes || bytes.length === 0) throw new AppError(ErrorCode.BAD_REQUEST, DOCUMENT_SERVER_MESSAGES.noFile);
    return bytes;
  };
  /** The signed-copy wording of "not a PDF" would mislead here: the doc check wants a template. */
  const asTemplate = (err: unknown): never => {
    if (err instanceof AppError && err.message === DOCUMENT_SERVER_MESSAGES.notPdf)
      throw new AppError(err.code, DOCUMENT_SERVER_MESSAGES.docCheckNotPdf);
    throw err;
  };
  return {
    /** {content}: the PDF (base64) filled with the chosen candidate's values, or the sample's. */
    async substitution(staffId: number, bytes: Uint8Array | undefined, candidateEmail: unknown) {
      const pdf = required(bytes);
      let profile = null;
      if (typeof candidateEmail === 'string' && candidateEmail.trim() !== '') {
        profile = (await repo.findCandidateByEmail(candidateEmail.slice(0, 254))) ?? null;
        if (!profile) throw new AppError(ErrorCode.NOT_FOUND, i18n._('No candidate has this email address.'));
      }
      return documents.substitution(pdf, profile, [], staffId).catch(asTemplate);
    },

    /** {url}: a signing URL for a throwaway copy owned by the staff member, opened in a new tab. */
    async signing(staffId: number, bytes: Uint8Array | undefined, info: RequestInfo) {
      const doc = await documents.createTestDocument(staffId, required(bytes)).catch(asTemplate);
      return documents.signingUrl({ id: staffId }, doc.id, docCheckReturnUrl(doc.docHandle), info);
    },

    /** The seal of a test signing's completed copy, as /verify reports it (the copy is the staff member's own). */
    async seal(staffId: number, docHandle: string, timeZone: string | null) {
      const copy = await documents.download(staffId, docHandle);
      const doc = await documents.owned(staffId, docHandle);
      if (!doc.signedKey) throw new AppError(ErrorCode.NOT_FOUND, DOCUMENT_SERVER_MESSAGES.notFound);
      return seal.verify(copy.bytes, { id: staffId, role: 'staff', timeZone });
    },
  };
}

export type DocCheckService = ReturnType<typeof createDocCheckService>;
