/** Uploads of PDFs with the documents' messages. */
import type { RequestHandler } from 'express';
import { DOCUMENT_SERVER_MESSAGES, MAX_UPLOAD_BYTES } from '../../../common/documents';
import { fileUpload } from '../../http/upload';

/** A signed copy or a doc-check PDF, with the documents' messages. */
export function pdfUpload(field: string, maxBytes = MAX_UPLOAD_BYTES): RequestHandler {
  return fileUpload(field, {
    maxBytes,
    tooLarge: () => DOCUMENT_SERVER_MESSAGES.tooLarge,
    noFile: () => DOCUMENT_SERVER_MESSAGES.noFile,
    malformed: () => DOCUMENT_SERVER_MESSAGES.malformedUpload,
  });
}
