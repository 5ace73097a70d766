/** /account/security: two-factor sign-in and the account's sessions. */
import { PageHeading } from '../../components/PageHeading';
import { SECURITY_TEXT } from './messages';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityPage() {
  return (
    <div className="col-lg-9">
      <PageHeading title={SECURITY_TEXT.title} lead={SECURITY_TEXT.lead} />
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}
