/**
 * The apply-from-a-link page's state machine (docs/product.md §4): what the link leads to (a problem, a job
 * already applied to, a job no longer open, or the job), then applying: sending -> 'Submitted!'
 * -> 'Thanks For Applying!'. Pure: the page sends the calls and runs the timers.
 */
import { type Applicant, type JobOrder, JOB_STATUS_OPEN } from '../../../common/jobs';
import { getApplicant, getApplyToken, getJobOrder } from './api';

/** What an apply link leads to once its calls have answered. */
export type ApplyLink =
  | { kind: 'alreadyApplied'; needsPassword: boolean }
  | { kind: 'closed' }
  | { kind: 'job'; applicant: Applicant & { id: string }; job: JobOrder; token: string };

/** docs/product.md §7: the applicant by the link's id, a token for them, then the job order with it. */
export async function loadApplyLink(id: string, signal?: AbortSignal): Promise<ApplyLink> {
  const applicant = await getApplicant(id, signal);
  if (applicant.alreadyAppliedTo) return { kind: 'alreadyApplied', needsPassword: applicant.needsPassword === true };
  const user = { ...applicant, id };
  const token = await getApplyToken(user, signal);
  const job = await getJobOrder(applicant.jobOrderId, token, signal);
  if (job.jobOrderStatus.description !== JOB_STATUS_OPEN || !job.publicPosting.active) return { kind: 'closed' };
  return { kind: 'job', applicant: user, job, token };
}

export type ApplyState =
  | { kind: 'problem' }
  | { kind: 'alreadyApplied'; needsPassword: boolean }
  | { kind: 'closed' }
  | { kind: 'job'; applicant: Applicant & { id: string }; job: JobOrder; token: string; sending: boolean }
  | { kind: 'submitted'; job: JobOrder }
  | { kind: 'thanks'; job: JobOrder };

export type ApplyAction = { type: 'send' } | { type: 'sent' } | { type: 'failed'; status?: number } | { type: 'thank' };

export function initialApplyState(link: ApplyLink): ApplyState {
  return link.kind === 'job' ? { ...link, sending: false } : link;
}

export function applyReducer(state: ApplyState, action: ApplyAction): ApplyState {
  switch (action.type) {
    case 'send':
      return state.kind === 'job' && !state.sending ? { ...state, sending: true } : state;
    case 'sent':
      return state.kind === 'job' ? { kind: 'submitted', job: state.job } : state;
    case 'failed':
      // 409: the job closed meanwhile.
      return action.status === 409 ? { kind: 'closed' } : { kind: 'problem' };
    case 'thank':
      return state.kind === 'submitted' ? { kind: 'thanks', job: state.job } : state;
  }
}
