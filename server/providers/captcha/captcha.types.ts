/** Human verification (docs/architecture.md §3): ALTCHA by default, reCAPTCHA v2 as the option. */
export interface CaptchaProvider {
  readonly name: 'altcha' | 'recaptcha';
  /** A new challenge for the widget (ALTCHA only; reCAPTCHA's comes from Google). */
  challenge?(): Promise<unknown>;
  /** True when the response proves a solved, unexpired, unused challenge. */
  verify(response: string, ip: string): Promise<boolean>;
}
