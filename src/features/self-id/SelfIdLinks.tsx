/**
 * Where other screens point to the voluntary step: the dashboard's line under an application, and
 * the prompt after applying (shown only when the employer asks, for the application just made).
 */
import { useCallback } from 'react';
import type { SelfIdStatus } from '../../../common/self-id';
import { selfIdPath } from '../../../common/self-id-path';
import { Link } from '../../components/Link';
import { useLoad } from '../../lib/use-load';
import { fetchSelfIdOverview } from './api';
import { SELF_ID_LINE as TEXT } from './line-messages';

export function SelfIdLine({ applicationId, status }: { applicationId: number; status: SelfIdStatus }) {
  return (
    <p className="small mb-0 mt-1" data-testid="self-id-line">
      {TEXT.label}: {TEXT.status[status]} — <Link to={selfIdPath(applicationId)}>{TEXT.action[status]}</Link>
    </p>
  );
}

/** After a one-click apply: the link to the voluntary step of that job's application, once known. */
export function SelfIdPrompt({ jobOrderId }: { jobOrderId: number }) {
  const state = useLoad(useCallback((signal: AbortSignal) => fetchSelfIdOverview(signal), []));
  const found =
    state.status === 'ready' && state.data.enabled
      ? state.data.applications.find((a) => a.jobOrderId === jobOrderId)
      : undefined;
  // Nothing to offer (turned off, or not found): nothing shown, and nothing to wait for.
  if (!found || found.status === 'answered') return null;
  return (
    <p className="small mb-3" data-testid="self-id-prompt">
      {TEXT.afterApplying} <Link to={selfIdPath(found.applicationId)}>{TEXT.action.pending}</Link>
    </p>
  );
}
