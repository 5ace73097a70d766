import { Link } from '../components/Link';
import { pageState } from '../lib/page-state';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container d-flex flex-wrap gap-3 justify-content-between">
        <nav aria-label="Footer">
          <Link to="/">Home</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/about">About</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/privacy">Privacy</Link>
        </nav>
        <small>
          © {new Date().getFullYear()} {pageState.config.siteName}
        </small>
      </div>
    </footer>
  );
}
