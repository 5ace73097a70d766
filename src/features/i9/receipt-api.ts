/** PUT /api/staff/i9/{id}/receipt-replacement: the actual document for a receipt of Section 2; the record. */
import type { I9Document, I9Record } from '../../../common/i9';
import type { ReceiptList } from '../../../common/i9-receipts';
import { apiFetch } from '../../lib/api';

export const replaceReceipt = (formId: number, body: { list: ReceiptList; document: I9Document }) =>
  apiFetch<I9Record>(`/api/staff/i9/${encodeURIComponent(String(formId))}/receipt-replacement`, {
    method: 'PUT',
    json: body,
  });
