/** Google reCAPTCHA v2, verified with the secret key (CAPTCHA_PROVIDER=recaptcha). */
import type { CaptchaProvider } from './captcha.types';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function recaptchaProvider(options: { secretKey: string; timeoutMs?: number }): CaptchaProvider {
  return {
    name: 'recaptcha',
    async verify(response, ip) {
      if (!response) return false;
      const body = new URLSearchParams({ secret: options.secretKey, response, remoteip: ip });
      try {
        const res = await fetch(VERIFY_URL, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!res.ok) return false;
        const data = (await res.json()) as { success?: boolean };
        return data.success === true;
      } catch {
        return false;
      }
    },
  };
}
