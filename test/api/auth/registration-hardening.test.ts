/**
 * Registration without tells (SECURITY 6.3.8) and without untrusted text becoming a link or
 * reordered text in our mails.
 */
import request from 'supertest';
import { passwordWork } from '../../../server/features/auth/password';
import { solvedCaptcha } from '../../helpers/altcha';
import { useServerWithMail } from '../../helpers/mail-server';

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

  test.each([
    ['a URL', 'Bob http://evil.example/win'],
    ['a bare domain', 'Visit www.evil.example'],
    ['an e-mail address', 'bob@evil.example'],
    ['markup', 'Bob <b>'],
    ['digits', 'R2D2'],
    ['only bidi controls', '\u202e\u2066'],
  ])('When the first name contains %s, Then registration is refused with a clear message', async (_l, firstName) => {
    const res = await register('names@example.com', { firstName });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^First name (can only contain letters, spaces, apostrophes, hyphens and periods|is required)/,
    );
  });

  test('When a name carries bidi controls, Then they are stripped before it is stored and mailed as plain text', async () => {
    const res = await register('bidi@example.com', { firstName: 'Ann\u202eaxe.exe', lastName: 'Lee' });
    expect(res.status).toBe(400);
    const ok = await register('bidi@example.com', {
      firstName: 'Ann\u202e\u2066 Marie\u2069',
      lastName: 'O\u2019Neil-Smith',
    });
    expect(ok.status).toBe(200);
    const mail = await ctx.smtp.waitFor('bidi@example.com', /Confirm your email/);
    expect(mail.text).toContain('Welcome, Ann Marie!');
    expect(mail.raw).not.toMatch(/\u202e|\u2066|\u2069/);
    const row = await ctx.server.database.db
      .selectFrom('userAccount')
      .select(['firstName', 'lastName'])
      .where('email', '=', 'bidi@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ firstName: 'Ann Marie', lastName: 'O\u2019Neil-Smith' });
  });

  test.each(['José-María', 'Zoë', "D'Angelo", 'Mary Jr.', 'St. John', '李小龙', 'Nguyễn'])(
    'When the first name is %s, Then it is accepted',
    async (firstName) => {
      const res = await register(`ok-${Buffer.from(firstName).toString('hex').slice(0, 16)}@example.com`, {
        firstName,
      });
      expect(res.status).toBe(200);
    },
  );
});
