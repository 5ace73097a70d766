/** Text rules of docs/product.md §5, shared by both sides. */
import { translatable } from './i18n';

/** A text counts as blank if empty or only whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export const EMAIL_TEXT = /* @__PURE__ */ translatable({
  /** docs/product.md §5, word for word. */
  invalid: /*i18n*/ { id: 'Email address is invalid' },
});

/** docs/product.md §5: an email is valid only if it contains '@'. */
export function isValidEmail(value: string): boolean {
  return value.includes('@');
}

/** The message to show for an email field; an empty value is neutral (null). */
export function emailError(value: string): string | null {
  if (value === '') return null;
  return isValidEmail(value) ? null : EMAIL_TEXT.invalid;
}

export const DEFAULT_TRUNCATE_LENGTH = 100;

/** Cuts text to `length` characters and adds an ellipsis when it was longer. */
export function truncate(value: string, length = DEFAULT_TRUNCATE_LENGTH): string {
  if (value.length <= length) return value;
  return `${value.slice(0, length).trimEnd()}…`;
}
