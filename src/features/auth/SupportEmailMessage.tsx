import { pageState } from '../../lib/page-state';
import { around } from '../../lib/around';
import { CONFIRM_TEXT } from './account-messages';

/** docs/product.md §8: 'Something went wrong. If this error persists, please contact {email}.' with a mailto link. */
export function SupportEmailMessage() {
  const email = pageState.config.supportEmail;
  const [before, after] = around(CONFIRM_TEXT.failed);
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </>
  );
}
