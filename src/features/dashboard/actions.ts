/** The overview's changing calls: they load with the sections' code, not in the page's first chunk (api.ts reads). */
import type { Application } from '../../../common/applications';
import { apiFetch } from '../../lib/api';

export const withdrawApplication = (id: number) =>
  apiFetch<Application>(`/api/me/applications/${id}/withdraw`, { method: 'POST' });
