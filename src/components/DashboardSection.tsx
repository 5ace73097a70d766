/**
 * A card of the overview or profile: its heading, then a skeleton while loading, a message with
 * Retry when the load failed, or the content. Every section (including ones other features add)
 * uses it, so they load, fail and recover alike.
 */
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Loaded } from '../lib/use-load';
import { FailureAlert } from './FailureAlert';
import { COMPONENT_TEXT } from './messages';

export interface DashboardSectionProps<T> {
  id: string;
  heading: string;
  state: Loaded<T>;
  /** What the failed load says (the server's reason follows on a second line). */
  errorMessage: string;
  /** Shaped like the content, so nothing moves when it arrives. */
  skeleton: ReactNode;
  /** Shown beside the heading once loaded (e.g. an Edit link). */
  action?: ReactNode;
  children: (data: T) => ReactNode;
}

export function DashboardSection<T>({
  id,
  heading,
  state,
  errorMessage,
  skeleton,
  action,
  children,
}: DashboardSectionProps<T>) {
  const headingId = `${id}-heading`;
  return (
    <Card
      as="section"
      className="shadow-sm mb-4"
      aria-labelledby={headingId}
      data-testid={id}
      aria-busy={state.status === 'loading'}
    >
      <Card.Body>
        <div className="dashboard-section-head">
          <h2 id={headingId} className="h5 mb-0">
            {heading}
          </h2>
          {state.status === 'ready' ? action : null}
        </div>
        {state.status === 'loading' ? (
          <div role="status">
            <span className="visually-hidden">{COMPONENT_TEXT.loading}</span>
            {skeleton}
          </div>
        ) : state.status === 'error' ? (
          <>
            <FailureAlert message={errorMessage} />
            <Button variant="outline-primary" size="sm" onClick={state.retry}>
              {COMPONENT_TEXT.retry}
            </Button>
          </>
        ) : (
          children(state.data)
        )}
      </Card.Body>
    </Card>
  );
}
