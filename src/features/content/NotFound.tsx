import { NOT_FOUND_TEXT } from './messages';
import { Link } from '../../components/Link';

export function NotFound() {
  return (
    <section>
      <h1 className="h2">{NOT_FOUND_TEXT.title}</h1>
      <p className="lead">{NOT_FOUND_TEXT.text}</p>
      <Link to="/" className="btn btn-primary">
        {NOT_FOUND_TEXT.home}
      </Link>
    </section>
  );
}
