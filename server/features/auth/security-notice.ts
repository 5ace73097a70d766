/**
 * A mail to the account's own address whenever how it signs in changes (two-factor on or off,
 * recovery codes made or used, a passkey added or removed): someone who took over a session
 * cannot change the account's locks without its owner hearing of it.
 */
import { formatDateTimeInZone } from '../../../common/time-zones';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
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
      return 'Two-step sign-in with an authenticator app was turned on';
    case 'totp_off':
      return 'Two-step sign-in with an authenticator app was turned off';
    case 'recovery_codes':
      return 'New recovery codes were made (the earlier ones no longer work)';
    case 'recovery_code_used':
      return `A recovery code was used to sign in (${change.left} left)`;
    case 'passkey_added':
      return `A passkey named “${change.name}” was added`;
    case 'passkey_removed':
      return `The passkey “${change.name}” was removed`;
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
      .select(['email', 'firstName', 'timeZone'])
      .where('id', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    const now = clock();
    const url = `${site.publicUrl}/account/security`;
    const mail = renderMail({
      to: user.email,
      subject: `Your ${site.siteName} sign-in settings changed`,
      siteName: site.siteName,
      heading: `Hello ${user.firstName || 'there'},`,
      paragraphs: [
        `${what(change)} on ${formatDateTimeInZone(now, pickTimeZone(deps.defaultTimeZone, user.timeZone))}.`,
        'If this was you, there is nothing to do. If it was not, change your password now, then look at your sign-in methods and sessions and sign out the ones you do not know.',
      ],
      action: { label: 'Review your sign-in settings', url },
    });
    await enqueueMail(db, mail, now);
    deps.mailQueued();
  };
}
