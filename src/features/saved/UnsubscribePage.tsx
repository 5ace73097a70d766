/**
 * /unsubscribe/{token}: the page behind an alert mail's unsubscribe link. Opening it changes
 * nothing (mail scanners open links too); the button POSTs to the same address, as RFC 8058's
 * one-click POST from a mail client does. No sign-in needed: the token is the permission.
 */
import { useCallback, useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { FailureAlert } from '../../components/FailureAlert';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../lib/use-load';
import { fetchUnsubscribe, unsubscribe } from './api';
import { UNSUBSCRIBE_TEXT as TEXT } from './unsubscribe-messages';
import Card from 'react-bootstrap/Card';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export function UnsubscribePage({ token }: { token: string }) {
  const info = useLoad(useCallback(() => fetchUnsubscribe(token), [token]));
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');

  const confirm = () => {
    setPhase('sending');
    unsubscribe(token).then(
      () => setPhase('done'),
      () => setPhase('failed'),
    );
  };

  return (
    <section className="unsubscribe-page">
      <PageHeading title={TEXT.title} />
      <Card className="shadow-sm">
        <Card.Body aria-busy={info.status === 'loading'}>
          {info.status === 'loading' ? (
            <div role="status">
              <span className="visually-hidden">{TEXT.loading}</span>
              <SkeletonLines widths={['80%', '55%', '25%']} />
            </div>
          ) : info.status === 'error' ? (
            <FailureAlert message={TEXT.invalid} />
          ) : phase === 'done' ? (
            <p className="mb-0" role="status" data-testid="unsubscribed">
              {TEXT.done(info.data.name)}
            </p>
          ) : !info.data.subscribed ? (
            <p className="mb-0">{TEXT.already(info.data.name)}</p>
          ) : (
            <>
              <p>{TEXT.question(info.data.name)}</p>
              <p className="text-body-secondary">{TEXT.keep}</p>
              {phase === 'failed' ? <FailureAlert message={TEXT.failed} /> : null}
              <Button type="button" variant="primary" onClick={confirm} disabled={phase === 'sending'}>
                {phase === 'sending' ? (
                  <Spinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" />
                ) : null}
                {phase === 'sending' ? TEXT.sending : TEXT.button}
              </Button>
            </>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
