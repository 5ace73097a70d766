/** /account/security: two-factor sign-in, passkeys and the account's sessions. */
import { CANDIDATE_ADMIN_MESSAGES } from '../../../common/staff-candidates';
import { PageHeading } from '../../components/PageHeading';
import { pageState } from '../../lib/page-state';
import Alert from 'react-bootstrap/Alert';
import { SECURITY_TEXT } from './messages';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityPage() {
  return (
    <div className="col-lg-9">
      <PageHeading title={SECURITY_TEXT.title} lead={SECURITY_TEXT.lead} />
      {pageState.viewAs ? (
        // A candidate's sign-in settings are theirs alone: said once, not as three failed sections.
        <Alert variant="warning" data-testid="security-viewing">
          {CANDIDATE_ADMIN_MESSAGES.viewAsRefused('other')}
        </Alert>
      ) : (
        <>
          <TwoFactorSection />
          <PasskeysSection />
          <SessionsSection />
        </>
      )}
    </div>
  );
}
