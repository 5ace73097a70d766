/** /account/security: two-factor sign-in, passkeys and the account's sessions. */
import { PageHeading } from '../../components/PageHeading';
import { SECURITY_TEXT } from './messages';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityPage() {
  return (
    <div className="col-lg-9">
      <PageHeading title={SECURITY_TEXT.title} lead={SECURITY_TEXT.lead} />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
    </div>
  );
}
