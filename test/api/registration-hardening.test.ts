/**
 * Registration without tells (SECURITY 6.3.8) and without untrusted text becoming a link or
 * reordered text in our mails.
 */
import request from 'supertest';
import { passwordWork } from '../../server/features/auth/password';
import { solvedCaptcha } from '../helpers/altcha';
import { useServerWithMail } from '../helpers/mail-server';

const PASSWORD = 'Tr1cky-Passw0rd!';

describe('Registration hardening', () => {
  const ctx = useServerWithMail();

  async function register(email: string, fields: Record<string, unknown> = {}) {
    const reCaptchaResponse = await solvedCaptcha(ctx.server.url);
    return request(ctx.server.url)
      .post('/register')
      .send({ email, firstName: 'Jane', lastName: 'Doe', password: PASSWORD, reCaptchaResponse, ...fields });
  }

  test('When an email already has an account, Then registering it does the same hashing work as a new one', async () => {
    let before = passwordWork.hashes;
    expect((await register('fresh-timing@example.com')).status).toBe(200);
    const newAccount = passwordWork.hashes - before;
    before = passwordWork.hashes;
    expect((await register('fresh-timing@example.com')).status).toBe(200);
    const existingAccount = passwordWork.hashes - before;
    expect(newAccount).toBe(1);
    expect(existingAccount).toBe(newAccount);
  });
});
