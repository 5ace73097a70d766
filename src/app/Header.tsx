import { useState } from 'react';
import { Link } from '../components/Link';
import { LogoutForm } from '../components/LogoutForm';
import { pageState } from '../lib/page-state';
import { MOBILE_TITLE } from './messages';

/** SPEC §2 Layout: header navigation. Plain Bootstrap markup keeps the entry chunk small. */
export function Header() {
  const [open, setOpen] = useState(false);
  const { isLoggedIn, firstName, config } = pageState;
  const close = () => setOpen(false);
  return (
    <header>
      <nav className="navbar navbar-expand-lg navbar-dark bg-primary" aria-label="Main">
        <div className="container">
          <Link className="navbar-brand" to="/" onClick={close}>
            <span className="d-none d-lg-inline">{config.siteName}</span>
            <span className="d-lg-none">{MOBILE_TITLE}</span>
          </Link>
          <button
            className="navbar-toggler"
            type="button"
            aria-controls="main-nav"
            aria-expanded={open}
            aria-label="Toggle navigation"
            onClick={() => setOpen((v) => !v)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div className={`collapse navbar-collapse${open ? ' show' : ''}`} id="main-nav">
            <ul className="navbar-nav me-auto">
              <li className="nav-item">
                <Link className="nav-link" to="/overview" onClick={close}>
                  My Dashboard
                </Link>
              </li>
              <li className="nav-item">
                <Link className="nav-link" to="/search" onClick={close}>
                  Job Search
                </Link>
              </li>
              <li className="nav-item">
                <Link className="nav-link" to="/about" onClick={close}>
                  About
                </Link>
              </li>
              <li className="nav-item">
                <a className="nav-link" href={config.contactUrl} target="_blank" rel="noopener noreferrer">
                  Contact
                </a>
              </li>
            </ul>
            <ul className="navbar-nav">
              {isLoggedIn ? (
                <>
                  <li className="nav-item">
                    <span className="nav-link pe-lg-3" data-testid="welcome">
                      Welcome {firstName}
                    </span>
                  </li>
                  <li className="nav-item">
                    <LogoutForm className="nav-link">Log out</LogoutForm>
                  </li>
                </>
              ) : (
                <>
                  <li className="nav-item">
                    <Link className="nav-link" to="/login" onClick={close}>
                      Log in
                    </Link>
                  </li>
                  <li className="nav-item">
                    <Link className="nav-link" to="/register" onClick={close}>
                      Sign up
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
