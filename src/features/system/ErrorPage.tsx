import { APP_TEXT } from '../../app/messages';
import { Link } from '../../components/Link';
import { ERROR_PAGE_TEXT } from './messages';

export interface ErrorPageProps {
  name?: string;
  message?: string;
  status?: number;
}

/** docs/product.md §2 /error: the error's name, message and status (default 500). */
export function ErrorPage({
  name = APP_TEXT.errorPageTitle,
  message = APP_TEXT.genericError,
  status = 500,
}: ErrorPageProps) {
  return (
    <section role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className="h2">
        {name}
      </h1>
      <p className="lead">{message}</p>
      <p className="text-body-secondary">
        {ERROR_PAGE_TEXT.status} <span data-testid="error-status">{status}</span>
      </p>
      <Link to="/" className="btn btn-primary">
        {ERROR_PAGE_TEXT.home}
      </Link>
    </section>
  );
}
