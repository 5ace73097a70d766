/** A visitor registers a candidate account. */
import { AUTH_SERVER_MESSAGES } from '../../../common/auth';
import { registrationSchema } from '../../../common/auth-schemas';
import { safeRedirectPath } from '../../../common/redirect';
import { isTimeZone } from '../../../common/time-zones';
import { baseLanguage, languageOf } from '../../../common/i18n';
import { currentLanguage, currentLocale, inLanguage } from '../../lib/i18n';
import { AppError, ErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { parse } from '../../lib/parse-fields';
import type { RequestInfo } from '../../lib/request-info';
import { inOwnLanguage } from '../../lib/reader-language';
import { enqueueMail } from '../mail/outbox';
import { accountExistsMail, confirmationMail } from './auth.mail';
import {
  type AuthServiceDeps,
  CONFIRM_TOKEN_TTL_MS,
  issueToken,
  normalizeEmail,
  queueLimitedMail,
} from './auth.shared';
import { passwordProblem } from './password';

/** POST /register. The answer is the same whether or not the email has an account. */
export async function register(deps: AuthServiceDeps, input: unknown, info: RequestInfo): Promise<void> {
  const { repo, db, clock, captcha, passwords, site } = deps;
  const data = parse(registrationSchema, input ?? {});
  const problem = passwordProblem(data.password);
  if (problem) throw new AppError(ErrorCode.VALIDATION, problem);
  if (!data.reCaptchaResponse) throw new AppError(ErrorCode.VALIDATION, AUTH_SERVER_MESSAGES.captchaRequired);
  if (!(await captcha.verify(data.reCaptchaResponse, info.ip))) {
    throw new AppError(ErrorCode.VALIDATION, AUTH_SERVER_MESSAGES.captchaFailed);
  }
  const email = normalizeEmail(data.email);
  // The language asked on the form, else the page's: the account's mails and pages follow it.
  const language =
    languageOf(String((input as { preferredLanguage?: unknown } | null)?.preferredLanguage ?? '')) ?? currentLanguage();
  // Hashed on both branches: a known email must not answer faster than a new one (SECURITY 6.3.8).
  const passwordHash = await passwords.hash(data.password);
  const existing = await repo.findUserByEmail(email);
  if (existing) {
    // In the account's language: the one who registered may not be its owner.
    await queueLimitedMail(
      deps,
      'exists',
      inOwnLanguage(existing.preferredLanguage, () => accountExistsMail(site, existing)),
    );
  } else {
    await db.transaction().execute(async (trx) => {
      // Two sign-ups racing for one address: the unique index decides, both get the same answer.
      const userId = await repo
        .insertUser(
          {
            email,
            passwordHash,
            firstName: data.firstName,
            lastName: data.lastName,
            role: 'candidate',
            emailConfirmedAt: null,
            // The browser's guess is only a default: a zone this server does not know is left unset.
            timeZone: isTimeZone(data.timeZone) ? data.timeZone : null,
            preferredLanguage: language,
          },
          clock(),
          trx,
        )
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) return null;
          throw err;
        });
      if (userId === null) return;
      const token = await issueToken(deps, userId, 'confirm_email', CONFIRM_TOKEN_TTL_MS, trx);
      // Only a path of this site travels in the link (SECURITY 3.7.2).
      const returnTo = safeRedirectPath(data.returnTo, '');
      // The page's pseudo-locale when it is the form's language's, so a check sees the mail marked.
      const mailLocale = baseLanguage(currentLocale()) === language ? currentLocale() : language;
      const mail = inLanguage(mailLocale, () =>
        confirmationMail(site, { email, firstName: data.firstName }, token, returnTo),
      );
      await enqueueMail(trx, mail, clock());
      await deps.registered?.(trx, { candidateId: userId, registeredAt: clock() });
    });
  }
  deps.mailQueued();
  await deps.audit.record({ action: 'account.register', detail: { email }, ...info });
}
