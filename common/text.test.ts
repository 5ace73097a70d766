import { DEFAULT_TRUNCATE_LENGTH, emailError, EMAIL_TEXT, isBlank, isValidEmail, truncate } from './text';

describe('docs/product.md §5 text rules', () => {
  test('blank means empty or only whitespace', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  \t\n')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  test("an email is valid only if it contains '@'; empty is neutral", () => {
    expect(isValidEmail('a@b')).toBe(true);
    expect(isValidEmail('ab.example.com')).toBe(false);
    expect(emailError('')).toBeNull();
    expect(emailError('jane@example.com')).toBeNull();
    expect(emailError('jane.example.com')).toBe('Email address is invalid');
    expect(EMAIL_TEXT.invalid).toBe('Email address is invalid');
  });

  test('truncation defaults to 100 characters with an ellipsis when longer', () => {
    expect(DEFAULT_TRUNCATE_LENGTH).toBe(100);
    const exact = 'x'.repeat(100);
    expect(truncate(exact)).toBe(exact);
    const long = 'y'.repeat(101);
    expect(truncate(long)).toBe(`${'y'.repeat(100)}…`);
    expect(truncate('hello world', 5)).toBe('hello…');
  });
});
