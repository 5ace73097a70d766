/**
 * A mail to the account's own address whenever how it signs in changes (two-factor on or off,
 * recovery codes made or used, a passkey added or removed): someone who took over a session
 * cannot change the account's locks without its owner hearing of it.
 */
import { i18n } from '../../../common/i18n';
import { formatDateTimeInZone } from '../../../common/time-zones';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { inOwnLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/template';
import { pickTimeZone } from '../../lib/time-zones';

type SecurityChange =
  | { kind: 'totp_on' }
  | { kind: 'totp_off' }
  | { kind: 'recovery_codes' }
  | { kind: 'recovery_code_used'; left: number }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string };

function what(change: SecurityChange): string {
  switch (change.kind) {
    case 'totp_on':
      return i18n._('Two-step sign-in with an authenticator app was turned on');
    case 'totp_off':
      return i18n._('Two-step sign-in with an authenticator app was turned off');
    case 'recovery_codes':
      return i18n._('New recovery codes were made (the earlier ones no longer work)');
    case 'recovery_code_used':
      return i18n._('A recovery code was used to sign in ({left} left)', { left: change.left });
    case 'passkey_added':
      return i18n._('A passkey named “{name}” was added', { name: change.name });
    case 'passkey_removed':
      return i18n._('The passkey “{name}” was removed', { name: change.name });
  }
}

export type NotifySecurityChange = (userId: number, change: SecurityChange) => Promise<void>;

export function createSecurityNotices(deps: {
  db: Db;
  clock: Clock;
  site: { siteName: string; publicUrl: string };
  /** DEFAULT_TIME_ZONE: the time is in the account's own zone, else this one. */
  defaultTimeZone: string;
  mailQueued: () => void;
}): NotifySecurityChange {
  const { db, clock, site } = deps;
  return async (userId, change) => {
    const user = await db
      .selectFrom('userAccount')
      .select(['email', 'firstName', 'timeZone', 'preferredLanguage'])
      .where('id', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    const now = clock();
    const url = `${site.publicUrl}/account/security`;
    // In the account's language, whoever made the change.
    const mail = inOwnLanguage(user.preferredLanguage, () =>
      renderMail({
        to: user.email,
        subject: i18n._('Your {siteName} sign-in settings changed', { siteName: site.siteName }),
        siteName: site.siteName,
        heading: user.firstName ? i18n._('Hello {firstName},', { firstName: user.firstName }) : i18n._('Hello there,'),
        paragraphs: [
          i18n._('{change} on {time}.', {
            change: what(change),
            time: formatDateTimeInZone(now, pickTimeZone(deps.defaultTimeZone, user.timeZone)),
          }),
          i18n._(
            'If this was you, there is nothing to do. If it was not, change your password now, then look at your sign-in methods and sessions and sign out the ones you do not know.',
          ),
        ],
        action: { label: i18n._('Review your sign-in settings'), url },
      }),
    );
    await enqueueMail(db, mail, now);
    deps.mailQueued();
  };
}
