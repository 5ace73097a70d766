/** POST /api/verify (multipart field `pdf`): nothing is stored. */
import { VERIFY_PATH, VERIFY_UPLOAD_FIELD, type VerifyResult } from '../../../common/seal';
import { apiFetch } from '../../lib/api';

export function verifyPdf(file: File): Promise<VerifyResult> {
  const body = new FormData();
  body.append(VERIFY_UPLOAD_FIELD, file);
  return apiFetch<VerifyResult>(VERIFY_PATH, { method: 'POST', body });
}
