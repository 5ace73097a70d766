import { Link } from '../components/Link';
import { pageState } from '../lib/page-state';
import { LAYOUT_TEXT } from './layout-messages';
import { LanguageSwitcher } from '../components/LanguageSwitcher';

/** The same links in the same order on every page with the layout (WCAG 3.2.3); the header holds Contact (3.2.6). */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container d-flex flex-wrap gap-3 justify-content-between">
        <nav aria-label={LAYOUT_TEXT.footerNav}>
          <Link to="/">{LAYOUT_TEXT.home}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/about">{LAYOUT_TEXT.about}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/privacy">{LAYOUT_TEXT.privacy}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/accessibility">{LAYOUT_TEXT.accessibility}</Link>
        </nav>
        <LanguageSwitcher className="language-switcher" />
        <small>
          © {new Date().getFullYear()} {pageState.config.siteName}
        </small>
      </div>
    </footer>
  );
}
