import { EndViewButton } from '../../components/EndViewButton';
import { Link } from '../../components/Link';
import { PageHeading } from '../../components/PageHeading';
import { pageState } from '../../lib/page-state';
import { withQuery } from '../../lib/query';
import { ADMIN_ONLY_TEXT, STAFF_ONLY_TEXT as TEXT } from './messages';

/**
 * What a console screen draws for a candidate or a visitor: a clear statement and a way on, and
 * nothing of the console (no navigation, no placeholders waiting for data never sent). A staff
 * member viewing as a candidate is told to end the view first, with the button that does.
 */
export function StaffOnlyPage({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  const viewing = pageState.viewAs;
  if (viewing)
    return (
      <section data-testid="staff-only">
        <PageHeading title={TEXT.title} lead={TEXT.lead} />
        <p>{TEXT.viewing(viewing.candidateName)}</p>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <EndViewButton candidateId={viewing.candidateId} label={TEXT.endView} variant="primary" />
        </div>
      </section>
    );
  return (
    <section data-testid="staff-only">
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <p>{signedIn ? TEXT.signedIn : TEXT.visitor}</p>
      <div className="d-flex flex-wrap gap-2">
        {signedIn ? null : (
          <Link to={withQuery('/login', { r: returnTo })} className="btn btn-primary">
            {TEXT.logIn}
          </Link>
        )}
        <Link to="/" className={`btn ${signedIn ? 'btn-primary' : 'btn-outline-primary'}`}>
          {TEXT.home}
        </Link>
      </div>
    </section>
  );
}

/** An admin's console screen, opened by a staff member who is not an admin: one statement, a way back. */
export function AdminOnlyPage() {
  return (
    <section data-testid="admin-only">
      <PageHeading title={ADMIN_ONLY_TEXT.title} lead={ADMIN_ONLY_TEXT.lead} />
      <p>{ADMIN_ONLY_TEXT.ask}</p>
      <Link to="/admin" className="btn btn-primary">
        {ADMIN_ONLY_TEXT.back}
      </Link>
    </section>
  );
}
