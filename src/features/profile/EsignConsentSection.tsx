/**
 * The profile's electronic signature consent (ESIGN Act, 15 U.S.C. 7001(c)): when it was given and
 * under which disclosure, the disclosure itself, and withdrawing it, which moves the candidate's
 * outstanding documents to the hard-copy list.
 */
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Spinner from 'react-bootstrap/Spinner';
import { ESIGN_CONSENT_MESSAGES as TEXT, type EsignConsentStatus } from '../../../common/esign-disclosure';
import { FailureAlert } from '../../components/FailureAlert';
import { SkeletonLines } from '../../components/Skeleton';
import { formatDateTime } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { EsignDisclosure } from '../../components/EsignDisclosure';
import { fetchEsignConsent, withdrawEsignConsent } from './esign-consent-api';

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'withdrawing' }
  | { kind: 'done'; moved: number }
  | { kind: 'failed'; error: unknown };

function statusLine(status: EsignConsentStatus): string {
  const { consent } = status;
  if (!consent) return TEXT.none;
  if (consent.withdrawnAt) return TEXT.withdrawn(formatDateTime(consent.withdrawnAt));
  return TEXT.given(formatDateTime(consent.consentedAt), consent.version);
}

export function EsignConsentSection() {
  const state = useLoad(fetchEsignConsent);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const id = useId();

  const withdraw = () => {
    setPhase({ kind: 'withdrawing' });
    withdrawEsignConsent().then(
      (result) => {
        state.update(() => result.status);
        setPhase({ kind: 'done', moved: result.moved });
      },
      (error: unknown) => setPhase({ kind: 'failed', error }),
    );
  };

  const status = state.status === 'ready' ? state.data : null;
  const active = Boolean(status?.consent && !status.consent.withdrawnAt);
  return (
    <Card className="shadow-sm mb-4" as="section" aria-labelledby={`${id}-heading`} data-testid="esign-consent">
      <Card.Body>
        <h2 id={`${id}-heading`} className="h5 mb-3">
          {TEXT.heading}
        </h2>
        {status ? (
          <p className="small" data-testid="esign-consent-status">
            {statusLine(status)}
          </p>
        ) : state.status === 'error' ? (
          <FailureAlert message={TEXT.couldNotLoad} />
        ) : (
          <SkeletonLines widths={['80%']} />
        )}
        <Button
          variant="link"
          size="sm"
          className="px-0 mb-2"
          aria-expanded={open}
          aria-controls={`${id}-disclosure`}
          onClick={() => setOpen((o) => !o)}
        >
          {TEXT.viewDisclosure}
        </Button>
        <Collapse in={open}>
          <div id={`${id}-disclosure`}>
            <EsignDisclosure />
          </div>
        </Collapse>
        {phase.kind === 'done' ? (
          <Alert variant="success" data-testid="esign-consent-done">
            {TEXT.done(phase.moved)}
          </Alert>
        ) : null}
        {phase.kind === 'failed' ? (
          <FailureAlert message={TEXT.failed} error={phase.error} onClose={() => setPhase({ kind: 'idle' })} />
        ) : null}
        {active && (phase.kind === 'confirming' || phase.kind === 'withdrawing') ? (
          <Alert variant="warning" data-testid="esign-consent-confirm">
            <Alert.Heading as="h3" className="h6">
              {TEXT.confirmTitle}
            </Alert.Heading>
            <p className="small">{TEXT.confirmBody}</p>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="danger" size="sm" onClick={withdraw} disabled={phase.kind === 'withdrawing'}>
                {phase.kind === 'withdrawing' ? (
                  <>
                    <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                    {TEXT.withdrawing}
                  </>
                ) : (
                  TEXT.confirm
                )}
              </Button>
              <Button variant="outline-secondary" size="sm" onClick={() => setPhase({ kind: 'idle' })}>
                {TEXT.keep}
              </Button>
            </div>
          </Alert>
        ) : active ? (
          <Button variant="outline-danger" size="sm" onClick={() => setPhase({ kind: 'confirming' })}>
            {TEXT.withdraw}
          </Button>
        ) : null}
      </Card.Body>
    </Card>
  );
}
