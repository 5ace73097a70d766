/** The staff accounts calls (/api/staff/accounts…); the server allows them to admins only. */
import type { StaffAccount, StaffInviteInput, StaffPermission, StaffRole } from '../../../common/staff-accounts';
import { apiFetch } from '../../lib/api';

export const fetchAccounts = (signal: AbortSignal) => apiFetch<StaffAccount[]>('/api/staff/accounts', { signal });

export const inviteStaff = (input: StaffInviteInput) =>
  apiFetch<StaffAccount>('/api/staff/accounts', { method: 'POST', json: input });

export const changeRole = (id: number, role: StaffRole) =>
  apiFetch<StaffAccount>(`/api/staff/accounts/${id}/role`, { method: 'PUT', json: { role } });

export const deactivateAccount = (id: number) =>
  apiFetch<StaffAccount>(`/api/staff/accounts/${id}/deactivate`, { method: 'POST' });

export const endAccountSessions = (id: number) =>
  apiFetch<StaffAccount>(`/api/staff/accounts/${id}/sessions/end`, { method: 'POST' });

export const setPermissions = (id: number, permissions: StaffPermission[]) =>
  apiFetch<StaffAccount>(`/api/staff/accounts/${id}/permissions`, { method: 'PUT', json: { permissions } });
