/** The calls of the hiring sites: the list (any staff), and I-9 staff's additions and changes (step-up). */
import type { HiringSite, HiringSiteInput } from '../../../common/hiring-sites';
import { apiFetch } from '../../lib/api';

export const fetchHiringSites = (signal?: AbortSignal) => apiFetch<HiringSite[]>('/api/staff/i9/sites', { signal });

export const addHiringSite = (site: HiringSiteInput) =>
  apiFetch<HiringSite>('/api/staff/i9/sites', { method: 'POST', json: site });

export const changeHiringSite = (siteId: number, site: HiringSiteInput) =>
  apiFetch<HiringSite>(`/api/staff/i9/sites/${encodeURIComponent(String(siteId))}`, { method: 'PUT', json: site });
