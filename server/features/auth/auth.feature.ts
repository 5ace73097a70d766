/** Accounts and sign-in: registration, passwords, sessions, staff accounts and staff single sign-on. */
import { OIDC_PATHS } from '../../../common/oidc';
import type { Feature } from '../../compose';
import { altchaProvider } from '../../providers/captcha/altcha';
import type { CaptchaProvider } from '../../providers/captcha/captcha.types';
import { recaptchaProvider } from '../../providers/captcha/recaptcha';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { type AuthService, createAuthService } from './auth.service';
import { createOidcClient } from './oidc.client';
import { createOidcRepository } from './oidc.repository';
import { oidcRoutes } from './oidc.routes';
import { createOidcService, type OidcService } from './oidc.service';
import { createPasswordHasher } from './password';
import { createStaffAccountsRepository } from './staff-accounts.repository';
import { staffAccountsRoutes } from './staff-accounts.routes';
import { createStaffAccountsService, type StaffAccountsService } from './staff-accounts.service';

export interface AuthServices {
  captcha: CaptchaProvider;
  auth: AuthService;
  staffAccounts: StaffAccountsService;
  /** Staff single sign-on, when a provider is configured. */
  oidc: OidcService | null;
}

export const authFeature: Feature<AuthServices> = {
  name: 'auth',
  services(ctx, s) {
    const { config, logger, db, clock, audit, site, mailQueued } = ctx;
    const captcha: CaptchaProvider =
      config.captcha.provider === 'recaptcha'
        ? recaptchaProvider({ secretKey: config.captcha.secretKey ?? '' })
        : altchaProvider({ db, hmacKey: config.captcha.hmacKey, clock, workFactors: config.workFactors });
    const auth = createAuthService({
      repo: createAuthRepository(db),
      registered: async (trx, account) => {
        await s.webhooks.publish(trx, 'candidate.registered', account);
        s.webhooks.nudge();
      },
      db,
      clock,
      captcha,
      passwords: createPasswordHasher(config.workFactors),
      rateLimiter: ctx.rateLimiter,
      audit,
      site,
      mailQueued,
      staffPasswordsRefused: config.oidc?.requiredForStaff ?? false,
      // Asked only at a sign-in, long after every service exists.
      secondStep: (userId, ip) => s.mfa.secondStep(userId, ip),
    });
    const staffAccounts = createStaffAccountsService({
      repo: createStaffAccountsRepository(db),
      accounts: createAuthRepository(db),
      db,
      clock,
      audit,
      site,
      mailQueued,
    });
    const oidc = config.oidc
      ? createOidcService({
          repo: createOidcRepository(db),
          db,
          client: createOidcClient(config.oidc, {
            callback: `${config.publicUrl}${OIDC_PATHS.callback}`,
            afterLogout: `${config.publicUrl}/login`,
          }),
          settings: config.oidc,
          clock,
          audit,
          logger,
          changeRole: (userId, role) => staffAccounts.changeRole(userId, role),
        })
      : null;
    return { captcha, auth, staffAccounts, oidc };
  },
  routes: (r) => [authRoutes(r), oidcRoutes({ ...r, publicUrl: r.config.publicUrl }), staffAccountsRoutes(r)],
};
