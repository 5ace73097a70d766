/** PUT /api/staff/i9/{id}/rehire: Supplement B's rehire entry (I-9 staff). */
import type { I9Document, I9Record } from '../../../common/i9';
import { apiFetch } from '../../lib/api';

interface RehireEntry {
  rehireDate: string;
  newName: { lastName: string; firstName: string; middleInitial: string } | null;
  /** Only when the work authorization the form shows ended by the rehire date. */
  document: I9Document | null;
  examinerName: string;
  examinerTitle: string;
}

export const recordRehire = (formId: number, body: RehireEntry) =>
  apiFetch<I9Record>(`/api/staff/i9/${encodeURIComponent(String(formId))}/rehire`, { method: 'PUT', json: body });
