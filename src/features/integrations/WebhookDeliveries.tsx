/**
 * An endpoint's recent deliveries with the answers it gave and, for one failing, when it is tried
 * next (in the reader's zone, named); each can be sent again (that same delivery, retried now).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../lib/format';
import type { WebhookDelivery, WebhookEndpoint } from '../../../common/webhooks';
import { FailureAlert } from '../../components/FailureAlert';
import { SkeletonLines } from '../../components/Skeleton';
import { BusyButton } from '../../components/SubmitButton';
import { useLoad } from '../../lib/use-load';
import { fetchDeliveries, replayDelivery } from './api';
import { INTEGRATIONS_TEXT as TEXT, reason } from './messages';

const BADGE: Record<WebhookDelivery['status'], string> = {
  pending: 'secondary',
  failing: 'warning',
  delivered: 'success',
  failed: 'danger',
};

/** The reader's own zone, as the browser knows it. */

/** `sent` changes when something was sent from outside the list (a test event): it reloads. */
export function WebhookDeliveries({ endpoint, sent = 0 }: { endpoint: WebhookEndpoint; sent?: number }) {
  const load = useCallback((signal: AbortSignal) => fetchDeliveries(endpoint.id, signal), [endpoint.id]);
  const state = useLoad(load);
  const { refresh } = state;
  const seen = useRef(sent);
  useEffect(() => {
    if (sent === seen.current) return;
    seen.current = sent;
    refresh();
  }, [sent, refresh]);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<unknown>(null);
  if (state.status === 'loading') return <SkeletonLines widths={['90%', '90%', '60%']} />;
  if (state.status === 'error') return <FailureAlert message={TEXT.deliveriesFailed} error={state.error} />;
  const replay = (deliveryId: number) => {
    setBusy(deliveryId);
    setError(null);
    replayDelivery(endpoint.id, deliveryId).then(
      () => {
        setBusy(null);
        setNotice(TEXT.replayed);
        state.refresh();
      },
      (err: unknown) => {
        setBusy(null);
        setError(err);
      },
    );
  };
  return (
    <div className="mt-3">
      <h3 className="h6">{TEXT.deliveries}</h3>
      {state.data.length === 0 ? (
        <p className="text-body-secondary mb-0">{TEXT.noDeliveries}</p>
      ) : (
        <Table responsive size="sm" className="align-middle mb-1">
          <thead>
            <tr>
              <th scope="col">{TEXT.event}</th>
              <th scope="col">{TEXT.status}</th>
              <th scope="col">{TEXT.answer}</th>
              <th scope="col">{TEXT.attempts}</th>
              <th scope="col">{TEXT.nextTry}</th>
              <th scope="col">{TEXT.created}</th>
              <th scope="col">
                <span className="visually-hidden">{TEXT.replay}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((d) => (
              <tr key={d.id}>
                <td>
                  <code>{d.event}</code>
                </td>
                <td>
                  <Badge bg={BADGE[d.status]} text={d.status === 'failing' ? 'dark' : undefined}>
                    {TEXT.statusText[d.status]}
                  </Badge>
                </td>
                {/* Why it failed in the portal's words, else the status the endpoint answered. */}
                <td>{d.lastError ?? d.responseStatus ?? '—'}</td>
                <td>{d.attempts}</td>
                <td>{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '—'}</td>
                <td>{formatDateTime(d.createdAt)}</td>
                <td className="text-end">
                  <BusyButton size="sm" variant="outline-secondary" busy={busy === d.id} onClick={() => replay(d.id)}>
                    {TEXT.replay}
                  </BusyButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p role="status" className="text-success small mb-0">
        {notice}
      </p>
      {error ? <FailureAlert message={reason(error)} onClose={() => setError(null)} /> : null}
    </div>
  );
}
