/** The calls of Form I-9 copies: attach one side of one document (multipart), remove one. */
import { I9_COPY_FIELD, type CopyDocument, type CopySide, type I9Copy } from '../../../common/i9-copies';
import { apiFetch } from '../../lib/api';

/** POST /api/staff/i9/{id}/copies: the form's copies once this one is attached. */
export function uploadCopy(formId: number, document: CopyDocument, side: CopySide, file: File): Promise<I9Copy[]> {
  const body = new FormData();
  body.append('document', document);
  body.append('side', side);
  body.append(I9_COPY_FIELD, file);
  return apiFetch<I9Copy[]>(`/api/staff/i9/${encodeURIComponent(String(formId))}/copies`, { method: 'POST', body });
}

/** DELETE at the copy's own address: the form's copies without it. */
export const removeCopy = (copy: Pick<I9Copy, 'url'>) => apiFetch<I9Copy[]>(copy.url, { method: 'DELETE' });
