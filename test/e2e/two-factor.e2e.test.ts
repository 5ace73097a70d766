/**
 * Two-factor sign-in in the browser: set-up from the manual key, sign-in with password and code,
 * and signing another browser out from the sessions list; the screen is axe-clean in each state.
 */
import { Secret, TOTP } from 'otpauth';
import { describeBrowser, launchBrowser, signInWithForm, useBrowser, signInContext } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Tr1cky-Passw0rd!';

describeBrowser('Two-factor sign-in in the browser', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MFA_REQUIRED_FOR_STAFF: 'false' });
  });
  afterAll(() => server?.stop());

  const account = (email: string) =>
    server.services.auth.createUser({ email, password: PASSWORD, firstName: 'Tia', lastName: 'Two', confirmed: true });

  test('When a candidate sets up two-factor from the manual key, Then the next sign-in asks for a code and the code signs in', async () => {
    const { page } = ui;
    await account('browser-totp@example.com');
    await signInWithForm(page, 'browser-totp@example.com', PASSWORD);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Sign-in and security', level: 1 }).waitFor();
    await page.getByTestId('session').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
    const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('6-digit code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText('10 recovery codes left.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('browser-totp@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    const code = page.getByLabel('6-digit code');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await page.getByRole('button', { name: 'Use a recovery code' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The set-up used the current code: the next one is within the window and not yet used.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/overview');
  });

  test('When the account is signed in elsewhere, Then the sessions list shows it and signs it out', async () => {
    const { page } = ui;
    await account('two-browsers@example.com');
    const other = await launchBrowser();
    try {
      const elsewhere = await other.newContext({
        baseURL: server.url,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      });
      await signInContext(elsewhere, 'two-browsers@example.com', PASSWORD);
      expect(await (await elsewhere.request.get('/api/is-user')).json()).toEqual({ isUser: true });

      await signInWithForm(page, 'two-browsers@example.com', PASSWORD);
      await page.goto('/account/security');
      await waitUntil(async () => (await page.getByTestId('session').count()) === 2);
      await page.getByText('This device').waitFor();
      await page.getByRole('button', { name: 'Sign out of Safari on iPhone' }).click();
      await page.getByText('That session is signed out.').waitFor();
      await waitUntil(async () => (await page.getByTestId('session').count()) === 1);
      expect(await (await elsewhere.request.get('/api/is-user')).json()).toEqual({ isUser: false });
      await page.getByText('You are signed in only here.').waitFor();
    } finally {
      await other.close();
    }
  });
});
