import { LogoutForm } from '../../components/LogoutForm';
import { PageHeading } from '../../components/PageHeading';
import { pageState } from '../../lib/page-state';
import { AUTH_TITLES } from './messages';
import { LOGOUT_TEXT } from './account-messages';

/** /logout opened as a page (a bookmark, a typed address): logging out takes a button press. */
export function LogoutPage() {
  if (!pageState.isLoggedIn) return <PageHeading title={AUTH_TITLES.logout} lead={LOGOUT_TEXT.signedOut} />;
  return (
    <section>
      <PageHeading title={AUTH_TITLES.logout} lead={LOGOUT_TEXT.lead} />
      <LogoutForm className="btn btn-primary">{LOGOUT_TEXT.submit}</LogoutForm>
    </section>
  );
}
