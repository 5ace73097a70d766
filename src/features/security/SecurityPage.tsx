/** /account/security: two-factor sign-in and the account's sessions. */
import Alert from 'react-bootstrap/Alert';
import { PageHeading } from '../../components/PageHeading';
import { pageState } from '../../lib/page-state';
import { SECURITY_TEXT } from './messages';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityPage() {
  return (
    <div className="col-lg-9">
      <PageHeading title={SECURITY_TEXT.title} lead={SECURITY_TEXT.lead} />
      {pageState.mfaEnrolmentRequired ? (
        <Alert variant="warning" data-testid="mfa-required">
          {SECURITY_TEXT.requiredNotice}
        </Alert>
      ) : null}
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
