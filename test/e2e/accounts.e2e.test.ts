/** Account journeys in a real browser, with mail delivered over real SMTP (docs/product.md §2, §4, §5, §8). */
import { AUTH_SERVER_MESSAGES, PASSWORD_POLICY_TEXT } from '../../common/auth';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { linksIn } from '../helpers/smtp';

const PASSWORD = 'Journey-Passw0rd!';

describeBrowser('Accounts in the browser', () => {
  const ui = useBrowser(() => ctx.server.url);
  const ctx = useServerWithMail();

  const submit = (name: string | RegExp) => ui.page.getByRole('button', { name });

  /** A confirmed account, made directly (these stories are not about registering). */
  const account = (email: string, firstName: string, lastName: string) =>
    ctx.server.services.auth.createUser({ email, password: PASSWORD, firstName, lastName, confirmed: true });

  /** Ticks the ALTCHA box and waits until the proof of work is done and submit is enabled. */
  async function solveCaptcha() {
    await ui.page.getByRole('group', { name: 'Human verification' }).getByRole('checkbox').click();
    await ui.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
  }

  /** Submits the login form; resolves with the status of the form post (303 on success or failure). */
  async function logIn(email: string, password: string): Promise<number> {
    await ui.page.getByLabel('Email').fill(email);
    await ui.page.getByLabel('Password', { exact: true }).fill(password);
    const [response] = await Promise.all([
      ui.page.waitForResponse((r) => new URL(r.url()).pathname === '/login' && r.request().method() === 'POST'),
      submit('Log In').click(),
    ]);
    await ui.page.waitForLoadState('load');
    return response.status();
  }

  test('Register with the captcha solved in the page → mail over SMTP → confirm → log in → Welcome → log out', async () => {
    await ui.page.goto('/register');
    await ui.page.getByRole('heading', { name: 'New User Registration' }).waitFor();
    expect(await ui.page.title()).toBe('New User Registration | Test Careers');
    const create = submit('Create Account');
    expect(await create.isDisabled()).toBe(true);

    await ui.page.getByLabel('Email').fill('jane.journey.example.com');
    await ui.page.getByText('Email address is invalid').waitFor();
    await ui.page.getByLabel('Email').fill('jane.journey@example.com');
    expect(await ui.page.getByText('Email address is invalid').count()).toBe(0);
    await ui.page.getByLabel('First name').fill('Jane');
    await ui.page.getByLabel('Last name').fill('Journey');
    await ui.page.getByText(PASSWORD_POLICY_TEXT.hint).waitFor();
    await ui.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await ui.page.getByLabel('Re-enter password').fill(`${PASSWORD}x`);
    await ui.page.getByText('Passwords do not match').waitFor();
    await ui.page.getByLabel('Re-enter password').fill(PASSWORD);
    expect(await ui.page.getByText('Passwords do not match').count()).toBe(0);
    expect(await create.isDisabled()).toBe(true); // the captcha is not done yet

    await solveCaptcha();
    await create.click();
    await ui.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await ui.page.getByText('jane.journey@example.com').waitFor();
    expect(await ui.page.getByLabel('First name').count()).toBe(0);

    const mail = await ctx.smtp.waitFor('jane.journey@example.com', /Confirm your email/);
    const link = linksIn(mail)[0]!;
    await ui.page.goto(link.replace(ctx.server.config.publicUrl, ''));
    await ui.page.getByRole('heading', { name: 'Registration Confirmed' }).waitFor();
    await ui.page.getByText('Your email address is confirmed.', { exact: false }).waitFor();
    const confirmedAt = Date.now();
    await ui.page.waitForURL('**/login', { timeout: 10_000 });
    expect(Date.now() - confirmedAt).toBeGreaterThan(3_500);

    await logIn('jane.journey@example.com', PASSWORD);
    await ui.page.waitForURL('**/overview');
    await ui.page.getByText('Welcome Jane').waitFor();
    await ui.page.getByRole('button', { name: 'Log out' }).click();
    await ui.page.waitForURL('**/login');
    await ui.page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await ui.page.getByText('Welcome Jane').count()).toBe(0);
    await ui.page.goto('/overview');
    await ui.page.waitForURL('**/login?r=%2Foverview');

    // The same link opened again on a phone: SPEC's title, then that the address is confirmed
    // and the way to log in, with no failure beside it.
    await ui.page.setViewportSize({ width: 390, height: 844 });
    await ui.page.goto(link.replace(ctx.server.config.publicUrl, ''));
    await ui.page.getByRole('heading', { name: 'Registration Confirmed' }).waitFor();
    await ui.page.getByText('This email address is already confirmed: you can log in.').waitFor();
    expect(await ui.page.getByText('Something went wrong', { exact: false }).count()).toBe(0);
    await ui.page.getByTestId('confirm-already').getByRole('link', { name: 'Log in' }).click();
    await ui.page.waitForURL(/\/login/);
    await ui.page.getByRole('button', { name: 'Log In' }).waitFor();
  });

  test('After five failed sign-ins the login page asks for the human verification; solved, the right password signs in', async () => {
    await account('stepup@example.com', 'Sam', 'Step');
    await ui.page.goto('/login');
    for (let i = 0; i < 5; i += 1) expect(await logIn('stepup@example.com', `Wrong-Passw0rd-${i}!`)).toBe(303);
    await ui.page.getByText(AUTH_SERVER_MESSAGES.invalidCredentials).waitFor();
    const group = ui.page.getByRole('group', { name: 'Human verification' });
    await group.waitFor();
    expect(await submit('Log In').isDisabled()).toBe(true);
    await ui.page.getByLabel('Email').fill('stepup@example.com');
    await ui.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await solveCaptcha();
    await submit('Log In').click();
    await ui.page.waitForURL('**/overview');
    await ui.page.getByText('Welcome Sam').waitFor();
    await ui.page.getByRole('button', { name: 'Log out' }).click();
    await ui.page.waitForURL('**/login');
  });

  test('A visitor sent to log in comes back to where they were going', async () => {
    await account('back@example.com', 'Bea', 'Back');
    await ui.page.goto('/about?x=1');
    await ui.page.goto('/overview');
    await ui.page.waitForURL('**/login?r=%2Foverview');
    expect(await logIn('back@example.com', 'Wrong-Passw0rd!')).toBe(303);
    await ui.page.waitForURL('**/login?r=%2Foverview');
    await ui.page.getByRole('alert').getByText('Invalid email or password.').waitFor();
    await logIn('back@example.com', PASSWORD);
    await ui.page.waitForURL('**/overview');
    await ui.page.getByText('Welcome Bea').waitFor();
    // A confirmed user asking for the login page goes home.
    await ui.page.goto('/login');
    await ui.page.waitForURL('**/overview');
  });

  test('Reset through the mailed link: weak password refused with the reason, then changed, then logging in works', async () => {
    await account('reset.me@example.com', 'Reese', 'Set');
    await ui.page.goto('/login');
    await ui.page.getByRole('link', { name: 'Forgot Password?' }).click();
    await ui.page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await ui.page.getByLabel('Email').fill('reset.me@example.com');
    await ui.page.getByLabel('Email').press('Enter');
    await ui.page.getByText('If an account exists for reset.me@example.com', { exact: false }).waitFor();

    const mail = await ctx.smtp.waitFor('reset.me@example.com', /Reset your/);
    await ui.page.goto(linksIn(mail)[0]!.replace(ctx.server.config.publicUrl, ''));
    await ui.page.getByRole('heading', { name: 'Enter New password' }).waitFor();
    const change = submit('Change Password');
    await ui.page.getByLabel('New password').fill('Welcome1!');
    await ui.page.getByLabel('Verify password').fill('Welcome2!');
    await ui.page.getByText('Passwords do not match').waitFor();
    expect(await change.isDisabled()).toBe(true);
    await ui.page.getByLabel('Verify password').fill('Welcome1!');
    await change.click();
    await ui.page.getByText('This password is too common. Please choose one that is harder to guess.').waitFor();

    const fresh = 'Fresh-Start-Passw0rd#';
    await ui.page.getByLabel('New password').fill(fresh);
    await ui.page.getByLabel('Verify password').fill(fresh);
    await change.click();
    await ui.page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await ui.page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await ui.page.waitForURL('**/login');
    expect(await logIn('reset.me@example.com', PASSWORD)).toBe(303);
    await ui.page.getByRole('alert').getByText('Invalid email or password.').waitFor();
    await logIn('reset.me@example.com', fresh);
    await ui.page.waitForURL('**/overview');
  });

  test("A used or unknown reset link says 'Unable to process password reset. Please issue another.'", async () => {
    await ui.page.goto('/account/reset?token=not-a-real-token');
    await ui.page.getByText('Unable to process password reset. Please issue another.').waitFor();
    await ui.page.getByRole('link', { name: 'Request another reset link' }).waitFor();
    expect(await ui.page.getByLabel('New password').count()).toBe(0);
  });

  test("A bad confirmation link says 'Something went wrong…' with the support address", async () => {
    await ui.page.goto('/register/confirm?token=bogus');
    await ui.page
      .getByText('Something went wrong. If this error persists, please contact help@test.example.')
      .waitFor();
    await expect(ui.page.getByRole('link', { name: 'help@test.example' }).getAttribute('href')).resolves.toBe(
      'mailto:help@test.example',
    );
  });

  test("When the server refuses a registration, the page says 'Sorry, could not create an account…' and keeps what was typed", async () => {
    await ui.page.goto('/register');
    await ui.page.getByLabel('Email').fill('common@example.com');
    await ui.page.getByLabel('First name').fill('Cam');
    await ui.page.getByLabel('Last name').fill('Mon');
    // Meets the character rules, but the server's common-password list refuses it.
    await ui.page.getByLabel('Password', { exact: true }).fill('Password1!');
    await ui.page.getByLabel('Re-enter password').fill('Password1!');
    await solveCaptcha();
    await submit('Create Account').click();
    const alert = ui.page.getByTestId('register-error');
    await alert.getByText('Sorry, could not create an account for you at this time...').waitFor();
    await alert.getByText('This password is too common.', { exact: false }).waitFor();
    expect(await ui.page.getByLabel('Email').inputValue()).toBe('common@example.com');
    expect(await ui.page.getByLabel('First name').inputValue()).toBe('Cam');
    expect(await submit('Create Account').isDisabled()).toBe(true); // the captcha must be solved again
  });

  test("When reset requests are throttled, the page says 'Sorry, could not send a password reset request…'", async () => {
    await ui.page.goto('/account/request-reset');
    // Use up this client's allowance from the same browser (the limit is per client address).
    await ui.page.evaluate(async () => {
      for (let i = 0; i < 5; i += 1) {
        await fetch('/api/request-password-reset', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `flood${i}@example.com` }),
        });
      }
    });
    await ui.page.getByLabel('Email').fill('late@example.com');
    await submit('Send Reset Link').click();
    await ui.page.getByText('Sorry, could not send a password reset request at this time...').waitFor();
    await ui.page.getByText('Too many attempts. Please wait a few minutes and try again.').waitFor();
    expect(await ui.page.getByLabel('Email').inputValue()).toBe('late@example.com');
  });

  test('The login page shows the landing pitch and the forms work by keyboard at 320 px', async () => {
    await ui.page.setViewportSize({ width: 320, height: 700 });
    await ui.page.goto('/login');
    await ui.page.getByRole('heading', { name: 'Land The Perfect Job Today' }).waitFor();
    for (const step of ['Upload a resume', 'Explore jobs', 'Apply in one click'])
      await ui.page.getByText(step).first().waitFor();
    const width = await ui.page.locator('.sign-in-form').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(380);
    expect(await ui.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await ui.page.getByLabel('Email').focus();
    await ui.page.keyboard.type('nobody@example.com');
    await ui.page.keyboard.press('Tab');
    await ui.page.keyboard.type('Whatever-1!');
    await ui.page.keyboard.press('Enter');
    await ui.page.getByRole('alert').getByText('Invalid email or password.').waitFor();
  });
});
