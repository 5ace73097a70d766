import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './messages';
import { Link } from '../../components/Link';

export function NotFound() {
  return (
    <section>
      <h1 className="h2">{NOT_FOUND_TITLE}</h1>
      <p className="lead">{NOT_FOUND_TEXT}</p>
      <Link to="/" className="btn btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}
