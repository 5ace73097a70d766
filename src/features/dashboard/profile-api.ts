/** Calls of the profile screen (REST). */
import type { CandidateRecord, ProfileInput } from '../../../common/candidates';
import { apiFetch } from '../../lib/api';

export const fetchProfile = (signal?: AbortSignal) => apiFetch<CandidateRecord>('/api/me/profile', { signal });

export const saveProfile = (profile: ProfileInput) =>
  apiFetch<CandidateRecord>('/api/me/profile', { method: 'PUT', json: profile });
