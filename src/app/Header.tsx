/**
 * docs/product.md §2 Layout: header navigation; below 992 px its links collapse behind the menu button.
 * Built from react-bootstrap's navbar parts (NavbarBrand, NavbarToggle, NavbarCollapse over
 * Collapse, Nav) under their NavbarContext: the Navbar component itself also imports Offcanvas
 * and its modal machinery, about 5 KB gzip of every page's first load that the header never uses.
 */
import { useBrand } from '../lib/brand-state';
import { useMemo, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavbarBrand from 'react-bootstrap/NavbarBrand';
import NavbarCollapse from 'react-bootstrap/NavbarCollapse';
import NavbarContext from 'react-bootstrap/NavbarContext';
import NavbarText from 'react-bootstrap/NavbarText';
import NavbarToggle from 'react-bootstrap/NavbarToggle';
import { Link } from '../components/Link';
import { LogoutForm } from '../components/LogoutForm';
import { pageState } from '../lib/page-state';
import { isStaffRole, STAFF_HOME } from '../../common/staff-roles';
import { ACCOUNT_SECURITY_PATH } from '../../common/account-security-path';
import { APP_TEXT } from './messages';
import { LAYOUT_TEXT } from './layout-messages';
import { LanguageSwitcher } from '../components/LanguageSwitcher';

export function Header() {
  const [open, setOpen] = useState(false);
  const { isLoggedIn, firstName, config, role } = pageState;
  // An admin's change in the console shows here at once.
  const { logo } = useBrand();
  const close = () => setOpen(false);
  const navbar = useMemo(
    () => ({ onToggle: () => setOpen((o) => !o), bsPrefix: 'navbar', expanded: open, expand: 'lg' as const }),
    [open],
  );
  const item = (to: string, label: string) => (
    <Nav.Item as="li">
      <Nav.Link as={Link} to={to} onClick={close}>
        {label}
      </Nav.Link>
    </Nav.Item>
  );
  return (
    <header>
      <NavbarContext.Provider value={navbar}>
        <nav className="navbar navbar-expand-lg navbar-dark bg-primary" aria-label={LAYOUT_TEXT.mainNav}>
          <Container>
            <NavbarBrand as={Link} to="/" onClick={close} className="d-flex align-items-center">
              {logo ? (
                // The admin's logo (its box reserved by its size); SPEC's mobile title stays beside it.
                <img
                  className="brand-logo me-2"
                  src={logo.url}
                  alt={logo.alt}
                  width={logo.width}
                  height={logo.height}
                />
              ) : null}
              <span className="d-none d-lg-inline">{config.siteName}</span>
              <span className="d-lg-none">{APP_TEXT.mobileTitle}</span>
            </NavbarBrand>
            <NavbarToggle aria-controls="main-nav" aria-expanded={open} label={LAYOUT_TEXT.toggleNav} />
            <NavbarCollapse id="main-nav">
              <Nav as="ul" className="me-auto">
                {isLoggedIn && isStaffRole(role) ? item(STAFF_HOME, APP_TEXT.adminLink) : null}
                {item('/overview', LAYOUT_TEXT.myDashboard)}
                {item('/jobs', APP_TEXT.browseJobsLink)}
                {item('/search', LAYOUT_TEXT.jobSearch)}
                {item('/about', LAYOUT_TEXT.about)}
                {/* CONTACT_URL: the portal's own page (the default), or the employer's site in a new tab. */}
                {config.contactUrl.startsWith('/') ? (
                  item(config.contactUrl, LAYOUT_TEXT.contact)
                ) : (
                  <Nav.Item as="li">
                    <Nav.Link href={config.contactUrl} target="_blank" rel="noopener noreferrer">
                      {LAYOUT_TEXT.contact}
                      <span className="visually-hidden"> {LAYOUT_TEXT.opensInNewTab}</span>
                    </Nav.Link>
                  </Nav.Item>
                )}
              </Nav>
              <Nav as="ul">
                {isLoggedIn ? (
                  <>
                    <Nav.Item as="li">
                      <NavbarText as="span" className="d-block nav-link pe-lg-3" data-testid="welcome">
                        {LAYOUT_TEXT.welcome(firstName ?? '')}
                      </NavbarText>
                    </Nav.Item>
                    {item(ACCOUNT_SECURITY_PATH, APP_TEXT.securityLink)}
                    <Nav.Item as="li">
                      <LogoutForm className="nav-link">{LAYOUT_TEXT.logOut}</LogoutForm>
                    </Nav.Item>
                  </>
                ) : (
                  <>
                    {item('/login', LAYOUT_TEXT.logIn)}
                    {item('/register', LAYOUT_TEXT.signUp)}
                  </>
                )}
                <Nav.Item as="li">
                  <LanguageSwitcher className="nav-link language-switcher" />
                </Nav.Item>
              </Nav>
            </NavbarCollapse>
          </Container>
        </nav>
      </NavbarContext.Provider>
    </header>
  );
}
