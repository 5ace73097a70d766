import { inSpanish } from '../../../test/helpers/client/in-spanish';
import { around } from '../../lib/around';
import { CONFIRM_TEXT, CONTACT_TEXT, PASSWORD_TEXT, REGISTER_TEXT, REQUEST_RESET_TEXT } from './account-messages';
import { AUTH_TITLES, LANDING_PITCH } from './messages';

describe('Account texts', () => {
  test('When a text has a value drawn as an element, Then its parts come around it in either language', () => {
    expect(around(REQUEST_RESET_TEXT.sent)).toEqual([
      'If an account exists for ',
      ', we have sent it a link to reset your password. The link expires in 1 hour.',
    ]);
    expect(around(CONFIRM_TEXT.failed)).toEqual(['Something went wrong. If this error persists, please contact ', '.']);
    expect(around(REGISTER_TEXT.successSent)).toEqual(['We sent a confirmation link to ', '.']);
    expect(inSpanish(() => around(CONTACT_TEXT.pageLead))).toEqual([
      'También puede comunicarse con nosotros a través de nuestra ',
      '.',
    ]);
    expect(around(() => 'No value here')).toEqual(['No value here', '']);
  });

  test('When the page is in Spanish, Then the texts are read in Spanish each time, and in English again after', () => {
    expect(inSpanish(() => [AUTH_TITLES.login, PASSWORD_TEXT.doNotMatch, LANDING_PITCH.steps.apply.title])).toEqual([
      'Iniciar sesión',
      'Las contraseñas no coinciden',
      'Postularse con un clic',
    ]);
    expect(AUTH_TITLES.login).toBe('Log In');
    expect(REGISTER_TEXT.forJob('Welder', 'Acme', true)).toBe(
      'Create your account to apply for Welder at Acme. Once you have confirmed your email and logged in, you come back to its application form.',
    );
  });
});
