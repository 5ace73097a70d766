/**
 * WCAG 2.2.1: a signed-in page warns before the server ends the session for want of requests
 * (common/session.ts), and one button keeps it; once it has ended, the way back in says so. Every
 * request of any tab counts (lib/session-activity.ts). The dialog's chunk loads only when due.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { SESSION_IDLE_MS, SESSION_TOUCH_EVERY_MS, SESSION_WARNING_MS } from '../../common/session';
import { apiFetch } from '../lib/api';
import { lastActivity, onActivity } from '../lib/session-activity';

const SessionTimeoutDialog = lazy(() => import(/* webpackChunkName: 'session-timeout' */ './SessionTimeoutDialog'));

/** The earliest moment the server may end the session: it moves the end at most every SESSION_TOUCH_EVERY_MS. */
const endOf = (last: number) => last + SESSION_IDLE_MS - SESSION_TOUCH_EVERY_MS;

type Phase = { kind: 'quiet' } | { kind: 'warning'; endsAt: number } | { kind: 'ended' };

export function SessionWatch() {
  const [phase, setPhase] = useState<Phase>({ kind: 'quiet' });
  /** The server said the session is gone: no later request brings it back. */
  const [gone, setGone] = useState(false);

  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      window.clearTimeout(timer);
      const endsAt = endOf(lastActivity());
      const now = Date.now();
      if (now >= endsAt) return setPhase({ kind: 'ended' });
      const warnAt = endsAt - SESSION_WARNING_MS;
      if (now >= warnAt) setPhase({ kind: 'warning', endsAt });
      // Every answer of the server lands here: a quiet page stays as it is, without a render.
      else setPhase((current) => (current.kind === 'quiet' ? current : { kind: 'quiet' }));
      timer = window.setTimeout(schedule, (now >= warnAt ? endsAt : warnAt) - now);
    };
    schedule();
    const off = onActivity(schedule);
    return () => {
      off();
      window.clearTimeout(timer);
    };
  }, []);

  const stay = useCallback(async () => {
    const { isUser } = await apiFetch<{ isUser: boolean }>('/api/is-user');
    if (!isUser) setGone(true);
  }, []);

  const shown: Phase = gone ? { kind: 'ended' } : phase;
  if (shown.kind === 'quiet') return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog endsAt={shown.kind === 'warning' ? shown.endsAt : null} onStay={stay} />
    </Suspense>
  );
}
