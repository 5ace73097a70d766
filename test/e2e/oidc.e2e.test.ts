/**
 * Staff single sign-on in Chromium against a real OpenID provider on loopback: the login page's
 * button (axe-clean), the provider's sign-in form, the staff console, and logout through the
 * provider's end-session page back to the login page.
 */
import { describeBrowser, useBrowser } from '../helpers/browser';
import { ROLE_CLAIM, startTestProvider, type TestProvider } from '../helpers/oidc-provider';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';

describeBrowser('Single sign-on in the browser', () => {
  const ui = useBrowser(() => server.url);
  let op: TestProvider;
  let server: TestServer;

  beforeAll(async () => {
    op = await startTestProvider();
    server = await startTestServer(
      op.env({ OIDC_ROLE_CLAIM: ROLE_CLAIM, OIDC_STAFF_VALUES: 'portal-staff', MFA_REQUIRED_FOR_STAFF: 'true' }),
    );
    op.allow(server.url);
    op.accounts.set('sub-nia', {
      email: 'nia@corp.example',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'Single',
      groups: ['portal-staff'],
    });
  });
  afterAll(async () => {
    await server?.stop();
    await op?.stop();
  });

  test('When a staff member clicks the single sign-on button, Then they sign in at the provider and land in the console', async () => {
    const { page } = ui;
    await page.goto('/login');
    const button = page.getByRole('link', { name: 'Sign in with single sign-on' });
    await button.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await button.click();
    await page.waitForURL(`${op.issuer}/interaction/**`);
    await page.getByLabel('Subject').fill('sub-nia');
    await page.getByRole('button', { name: 'Sign in at the provider' }).click();
    // The console, not the two-factor set-up: the provider's sign-in counts as strong.
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Log out' }).waitFor();

    // Logout ends the provider's session too, and comes back to the login page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${op.issuer}/session/end**`);
    await page.getByRole('button', { name: /sign me out/i }).click();
    await page.waitForURL(`${server.url}/login`);
    await button.waitFor();
  });
});
