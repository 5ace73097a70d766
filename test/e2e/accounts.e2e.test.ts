/** Account journeys in a real browser, with mail delivered over real SMTP (SPEC §2, §4, §5, §8). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PASSWORD_HINT } from '../../common/auth';
import { describeBrowser, launchBrowser, newPage } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { linksIn } from '../helpers/smtp';

const PASSWORD = 'Journey-Passw0rd!';

describeBrowser('Accounts in the browser', () => {
  const ctx = useServerWithMail();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    errors.length = 0;
    context = await browser.newContext({ baseURL: ctx.server.url });
    context.setDefaultTimeout(15_000);
    page = await newPage(context, errors);
  });
  afterEach(async () => {
    await context.close();
    // 4xx answers the screens handle show up as "Failed to load resource"; nothing else may.
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  const submit = (name: string | RegExp) => page.getByRole('button', { name });

  /** Submits the login form; resolves with the status of the form post (303 on success or failure). */
  async function logIn(email: string, password: string): Promise<number> {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/login' && r.request().method() === 'POST'),
      submit('Log In').click(),
    ]);
    await page.waitForLoadState('load');
    return response.status();
  }

  test('Register with the captcha solved in the page → mail over SMTP → confirm → log in → Welcome → log out', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { name: 'New User Registration' }).waitFor();
    expect(await page.title()).toBe('New User Registration | Test Careers');
    const create = submit('Create Account');
    expect(await create.isDisabled()).toBe(true);

    await page.getByLabel('Email').fill('jane.journey.example.com');
    await page.getByText('Email address is invalid').waitFor();
    await page.getByLabel('Email').fill('jane.journey@example.com');
    expect(await page.getByText('Email address is invalid').count()).toBe(0);
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Last name').fill('Journey');
    await page.getByText(PASSWORD_HINT).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Re-enter password').fill(`${PASSWORD}x`);
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Re-enter password').fill(PASSWORD);
    expect(await page.getByText('Passwords do not match').count()).toBe(0);
    expect(await create.isDisabled()).toBe(true); // the captcha is not done yet

    await page.getByRole('group', { name: 'Human verification' }).getByRole('checkbox').click();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
    await create.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText('jane.journey@example.com').waitFor();
    expect(await page.getByLabel('First name').count()).toBe(0);

    const mail = await ctx.smtp.waitFor('jane.journey@example.com', /Confirm your email/);
    const link = linksIn(mail)[0]!;
    await page.goto(link.replace(ctx.server.config.publicUrl, ''));
    await page.getByRole('heading', { name: 'Registration Confirmed' }).waitFor();
    await page.getByText('Your email address is confirmed.', { exact: false }).waitFor();
    const confirmedAt = Date.now();
    await page.waitForURL('**/login', { timeout: 10_000 });
    expect(Date.now() - confirmedAt).toBeGreaterThan(3_500);

    await logIn('jane.journey@example.com', PASSWORD);
    await page.waitForURL('**/overview');
    await page.getByText('Welcome Jane').waitFor();
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getByText('Welcome Jane').count()).toBe(0);
    await page.goto('/overview');
    await page.waitForURL('**/login?r=%2Foverview');
  });

  test('A visitor sent to log in comes back to where they were going', async () => {
    await ctx.server.services.auth.createUser({
      email: 'back@example.com',
      password: PASSWORD,
      firstName: 'Bea',
      lastName: 'Back',
      confirmed: true,
    });
    await page.goto('/about?x=1');
    await page.goto('/overview');
    await page.waitForURL('**/login?r=%2Foverview');
    expect(await logIn('back@example.com', 'Wrong-Passw0rd!')).toBe(303);
    await page.waitForURL('**/login?r=%2Foverview');
    await page.getByRole('alert').getByText('Invalid email or password.').waitFor();
    await logIn('back@example.com', PASSWORD);
    await page.waitForURL('**/overview');
    await page.getByText('Welcome Bea').waitFor();
    // A confirmed user asking for the login page goes home.
    await page.goto('/login');
    await page.waitForURL('**/overview');
  });

  test('Reset through the mailed link: weak password refused with the reason, then changed, then logging in works', async () => {
    await ctx.server.services.auth.createUser({
      email: 'reset.me@example.com',
      password: PASSWORD,
      firstName: 'Reese',
      lastName: 'Set',
      confirmed: true,
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill('reset.me@example.com');
    await page.getByLabel('Email').press('Enter');
    await page.getByText('If an account exists for reset.me@example.com', { exact: false }).waitFor();

    const mail = await ctx.smtp.waitFor('reset.me@example.com', /Reset your/);
    await page.goto(linksIn(mail)[0]!.replace(ctx.server.config.publicUrl, ''));
    await page.getByRole('heading', { name: 'Enter New password' }).waitFor();
    const change = submit('Change Password');
    await page.getByLabel('New password').fill('Welcome1!');
    await page.getByLabel('Verify password').fill('Welcome2!');
    await page.getByText('Passwords do not match').waitFor();
    expect(await change.isDisabled()).toBe(true);
    await page.getByLabel('Verify password').fill('Welcome1!');
    await change.click();
    await page.getByText('This password is too common. Please choose one that is harder to guess.').waitFor();

    const fresh = 'Fresh-Start-Passw0rd#';
    await page.getByLabel('New password').fill(fresh);
    await page.getByLabel('Verify password').fill(fresh);
    await change.click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    expect(await logIn('reset.me@example.com', PASSWORD)).toBe(303);
    await page.getByRole('alert').getByText('Invalid email or password.').waitFor();
    await logIn('reset.me@example.com', fresh);
    await page.waitForURL('**/overview');
  });

  test("A used or unknown reset link says 'Unable to process password reset. Please issue another.'", async () => {
    await page.goto('/account/reset?token=not-a-real-token');
    await page.getByText('Unable to process password reset. Please issue another.').waitFor();
    await page.getByRole('link', { name: 'Request another reset link' }).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
  });

  test("A bad confirmation link says 'Something went wrong…' with the support address", async () => {
    await page.goto('/register/confirm?token=bogus');
    await page.getByText('Something went wrong. If this error persists, please contact help@test.example.').waitFor();
    await expect(page.getByRole('link', { name: 'help@test.example' }).getAttribute('href')).resolves.toBe(
      'mailto:help@test.example',
    );
  });

  test("When the server refuses a registration, the page says 'Sorry, could not create an account…' and keeps what was typed", async () => {
    await page.goto('/register');
    await page.getByLabel('Email').fill('common@example.com');
    await page.getByLabel('First name').fill('Cam');
    await page.getByLabel('Last name').fill('Mon');
    // Meets the character rules, but the server's common-password list refuses it.
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByLabel('Re-enter password').fill('Password1!');
    await page.getByRole('group', { name: 'Human verification' }).getByRole('checkbox').click();
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
    await submit('Create Account').click();
    const alert = page.getByTestId('register-error');
    await alert.getByText('Sorry, could not create an account for you at this time...').waitFor();
    await alert.getByText('This password is too common.', { exact: false }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('common@example.com');
    expect(await page.getByLabel('First name').inputValue()).toBe('Cam');
    expect(await submit('Create Account').isDisabled()).toBe(true); // the captcha must be solved again
  });

  test("When reset requests are throttled, the page says 'Sorry, could not send a password reset request…'", async () => {
    await page.goto('/account/request-reset');
    // Use up this client's allowance from the same browser (the limit is per client address).
    await page.evaluate(async () => {
      for (let i = 0; i < 5; i += 1) {
        await fetch('/api/request-password-reset', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `flood${i}@example.com` }),
        });
      }
    });
    await page.getByLabel('Email').fill('late@example.com');
    await submit('Send Reset Link').click();
    await page.getByText('Sorry, could not send a password reset request at this time...').waitFor();
    await page.getByText('Too many attempts. Please wait a few minutes and try again.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('late@example.com');
  });

  test('The login page shows the landing pitch and the forms work by keyboard at 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Land The Perfect Job Today' }).waitFor();
    for (const step of ['Upload a resume', 'Explore jobs', 'Apply in one click'])
      await page.getByText(step).first().waitFor();
    const width = await page.locator('.sign-in-form').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(380);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByLabel('Email').focus();
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Whatever-1!');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Invalid email or password.').waitFor();
  });
});
