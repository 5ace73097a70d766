/** The interviews' calls: staff (/api/staff/…), the candidate's dashboard (/api/me/…) and the mailed link. */
import type { CandidateInterview, SlotInput, StaffInterview, StaffInterviews } from '../../../common/interviews';
import { apiFetch } from '../../lib/api';
import { withQuery } from '../../lib/query';

export const fetchStaffInterviews = (applicationId: number, signal?: AbortSignal) =>
  apiFetch<StaffInterviews>(`/api/staff/applications/${applicationId}/interviews`, { signal });

export const proposeInterview = (applicationId: number, slots: SlotInput[], note: string) =>
  apiFetch<StaffInterview>(`/api/staff/applications/${applicationId}/interviews`, {
    method: 'POST',
    json: { slots, note },
  });

export const rescheduleInterview = (id: number, slot: SlotInput) =>
  apiFetch<StaffInterview>(`/api/staff/interviews/${id}/reschedule`, { method: 'POST', json: { slot } });

export const cancelInterview = (id: number) =>
  apiFetch<StaffInterview>(`/api/staff/interviews/${id}/cancel`, { method: 'POST', json: {} });

export const fetchMyInterviews = (signal?: AbortSignal) =>
  apiFetch<CandidateInterview[]>('/api/me/interviews', { signal });

export const pickMyInterview = (id: number, slotId: number) =>
  apiFetch<CandidateInterview>(`/api/me/interviews/${id}/pick`, { method: 'POST', json: { slotId } });

/** The booked interview's calendar file: a plain link the browser downloads. */
export const myCalendarUrl = (id: number) => `/api/me/interviews/${id}/calendar.ics`;
export const invitationCalendarUrl = (token: string) => withQuery('/api/interview-invitations/calendar.ics', { token });

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  apiFetch<CandidateInterview>(withQuery('/api/interview-invitations', { token }), { signal });

export const pickByToken = (token: string, slotId: number) =>
  apiFetch<CandidateInterview>('/api/interview-invitations/pick', { method: 'POST', json: { token, slotId } });
