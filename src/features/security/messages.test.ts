import { inSpanish } from '../../../test/helpers/client/in-spanish';
import { SECURITY_TEXT } from './messages';

describe('Security texts', () => {
  test('When counts are said, Then one and several read right in English and in Spanish', () => {
    const { twoFactor, sessions } = SECURITY_TEXT;
    expect([twoFactor.codesLeft(1), twoFactor.codesLeft(8), sessions.endedOthers(1), sessions.endedOthers(3)]).toEqual([
      '1 recovery code left.',
      '8 recovery codes left.',
      '1 other session was signed out.',
      '3 other sessions were signed out.',
    ]);
    expect(inSpanish(() => [twoFactor.codesLeft(1), twoFactor.codesLeft(8), sessions.endedOthers(3)])).toEqual([
      'Le queda 1 código de recuperación.',
      'Le quedan 8 códigos de recuperación.',
      'Se cerraron 3 otras sesiones.',
    ]);
  });

  test('When a session or passkey line is read, Then its values keep their place', () => {
    expect(SECURITY_TEXT.sessions.lastSeen('Mar 3, 2026 9:00am CST')).toBe('Last active Mar 3, 2026 9:00am CST');
    expect(SECURITY_TEXT.passkeys.lastUsed(SECURITY_TEXT.passkeys.never)).toBe('Last used never');
    expect(inSpanish(() => SECURITY_TEXT.passkeys.lastUsed(SECURITY_TEXT.passkeys.never))).toBe('Último uso: nunca');
  });
});
