import { useEffect } from 'react';
import { Spinner } from '../../components/Spinner';
import { history } from '../../lib/history';
import Card from 'react-bootstrap/Card';

/** docs/product.md §9: the loading transition moves on after 100 ms. */
const LOADING_TRANSITION_DELAY_MS = 100;

export function LoadingTransition({
  redirectTo,
  title,
  message,
}: {
  redirectTo: string;
  title: string;
  message: string;
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => history.replace(redirectTo), LOADING_TRANSITION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo]);
  return (
    <div className="d-flex justify-content-center py-5">
      <Card className="shadow-sm" style={{ maxWidth: 420, width: '100%' }}>
        <Card.Body className="text-center py-5">
          <h1 className="h4 mb-3">{title}</h1>
          <Spinner label={message} className="justify-content-center" />
        </Card.Body>
      </Card>
    </div>
  );
}
