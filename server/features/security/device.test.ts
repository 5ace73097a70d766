import { describeDevice } from './device';
import { createSecretBox } from './secret-box';

describe('describeDevice', () => {
  test.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s reads as %s', (userAgent, words) => {
    expect(describeDevice(userAgent)).toBe(words);
  });
});

describe('the TOTP secret box', () => {
  const key = Buffer.alloc(32, 7).toString('base64url');

  test('When a secret is sealed, Then it opens to itself, and never reads as the secret', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  test('When the sealed text was changed or the key differs, Then it does not open', () => {
    const sealed = createSecretBox(key).seal('JBSWY3DPEHPK3PXP');
    const [v, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`;
    expect(() => createSecretBox(key).open([v, iv, tag, flipped].join(':'))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8).toString('base64url')).open(sealed)).toThrow();
    expect(() => createSecretBox(key).open('plain')).toThrow();
  });
});
