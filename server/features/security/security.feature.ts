/** Account security: two-factor sign-in (TOTP, recovery codes), passkeys and the enrolment gate. */
import type { Feature } from '../../compose';
import { SESSION_IDLE_MS } from '../../../common/session';
import { createSecurityNotices } from '../auth/security-notice';
import { createMfaRepository } from './mfa.repository';
import { enrolmentGate, mfaRoutes } from './mfa.routes';
import { createMfaService, type MfaService } from './mfa.service';
import { createPasskeysRepository } from './passkeys.repository';
import { passkeysRoutes } from './passkeys.routes';
import { createPasskeysService, type PasskeysService } from './passkeys.service';
import { createSecretBox } from './secret-box';

export interface SecurityServices {
  mfa: MfaService;
  passkeys: PasskeysService;
}

export const securityFeature: Feature<SecurityServices> = {
  name: 'security',
  services(ctx, s) {
    const { config, db, clock, audit, rateLimiter } = ctx;
    const notify = createSecurityNotices({
      db,
      clock,
      site: ctx.site,
      defaultTimeZone: config.defaultTimeZone,
      mailQueued: ctx.mailQueued,
    });
    const mfa = createMfaService({
      repo: createMfaRepository(db),
      db,
      clock,
      audit,
      rateLimiter,
      box: createSecretBox(config.mfa.secretKey),
      siteName: config.siteName,
      requiredForStaff: config.mfa.requiredForStaff,
      sessionIdleMs: SESSION_IDLE_MS,
      checkPassword: (userId, password) => s.auth.checkPassword(userId, password),
      notify,
    });
    // The relying party is the site of PUBLIC_URL: passkeys work at that host and origin only.
    const publicUrl = new URL(config.publicUrl);
    const passkeys = createPasskeysService({
      repo: createPasskeysRepository(db),
      clock,
      audit,
      rateLimiter,
      rp: { name: config.siteName, id: publicUrl.hostname, origin: publicUrl.origin },
      handleKey: config.sessionSecret,
      sessionUser: (userId) => s.auth.sessionUser(userId),
      checkPassword: (userId, password) => s.auth.checkPassword(userId, password),
      hasTotp: (userId) => mfa.hasTotp(userId),
      checkCode: (userId, code) => mfa.checkCode(userId, code),
      spendRecoveryCode: (userId, code, info) => mfa.spendRecoveryCode(userId, code, info),
      notify,
      staffRefused: config.oidc?.requiredForStaff ?? false,
    });
    return { mfa, passkeys };
  },
  gates: () => [enrolmentGate()],
  routes: (r) => [mfaRoutes(r), passkeysRoutes(r)],
};
