/**
 * Passkeys in Chromium with a CDP virtual authenticator (CTAP2, resident keys, user verification):
 * add one on /account/security, sign out, sign in with it without typing a password; it signs in
 * its own account only; the screen with a passkey listed is axe-clean. Step-up: staff whose sign-in
 * is older than 10 minutes confirm their password in a dialog before a signed document downloads.
 */
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { MFA_MESSAGES } from '../../common/mfa';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';
import { assignSample } from '../helpers/documents';

const PASSWORD = 'Passk3y-Browser-Pw!';

describeBrowser('Passkeys in the browser', () => {
  const ui = useBrowser(() => server.url, { contextPerTest: true });
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MFA_REQUIRED_FOR_STAFF: 'false' });
  });
  afterAll(() => server?.stop());

  const account = (email: string, firstName: string) =>
    server.services.auth.createUser({ email, password: PASSWORD, firstName, lastName: 'Key', confirmed: true });

  async function passkeyNames(page: Page): Promise<string[]> {
    const res = await page.request.get('/api/account/passkeys');
    return ((await res.json()) as { passkeys: { name: string }[] }).passkeys.map((p) => p.name);
  }

  async function logOut(page: Page) {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
  }

  test('When a candidate adds a passkey and signs out, Then the passkey alone signs them back in, and it never signs in another account', async () => {
    const { page, context } = ui;
    await account('ada.passkey@example.com', 'Ada');
    await account('ben.passkey@example.com', 'Ben');
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await signInWithForm(page, 'ada.passkey@example.com', PASSWORD);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Passkeys', level: 2 }).waitFor();
    await page.getByText('You have no passkeys yet.').waitFor();
    await page.getByLabel('Name for the new passkey').fill('This laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('The passkey “This laptop” is added.').waitFor();
    await page.getByTestId('passkey').filter({ hasText: 'This laptop' }).waitFor();
    await page.getByTestId('passkey').getByText('never').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Signed out, the passkey alone signs in: no address, no password typed.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/overview');
    expect(await passkeyNames(page)).toEqual(['This laptop']);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByTestId('passkey').filter({ hasText: 'This laptop' }).waitFor();
    expect(await page.getByTestId('passkey').getByText('never').count()).toBe(0);

    // Ben, signed in with his password, has no passkey of Ada's.
    await logOut(page);
    await signInWithForm(page, 'ben.passkey@example.com', PASSWORD);
    expect(await passkeyNames(page)).toEqual([]);
    // From Ben's browser the authenticator's passkey signs in Ada, its own account, and only her.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/overview');
    expect(await passkeyNames(page)).toEqual(['This laptop']);
  });

  test('When the device offers no passkey, Then the login page says so and the password form still works', async () => {
    const { page } = ui;
    await account('cy.passkey@example.com', 'Cy');
    const cdp = await ui.context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    // An authenticator with no credentials: the browser's request ends without one.
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByTestId('passkey-error').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInWithForm(page, 'cy.passkey@example.com', PASSWORD);
  });

  test('When a staff sign-in is older than 10 minutes, Then opening a signed copy asks for the password first, and then it downloads', async () => {
    const { page } = ui;
    await server.services.auth.createUser({
      email: 'sal.stepup@example.com',
      password: PASSWORD,
      firstName: 'Sal',
      lastName: 'Staff',
      role: 'staff',
      confirmed: true,
    });
    await account('cam.stepup@example.com', 'Cam');
    const staff = request.agent(server.url);
    await staff
      .post('/login')
      .type('form')
      .send({ username: 'sal.stepup@example.com', password: PASSWORD })
      .expect(303);
    const cam = request.agent(server.url);
    await cam.post('/login').type('form').send({ username: 'cam.stepup@example.com', password: PASSWORD }).expect(303);
    const template = await staff
      .post('/api/staff/credential-templates')
      .send({ formTitle: 'Licence', instructions: 'Front side.' })
      .expect(200);
    const day = (ms: number) => new Date(server.services.clock() + ms).toISOString().slice(0, 10);
    await staff
      .post('/api/staff/document-assignments')
      .send({ templateId: template.body.id, emails: 'cam.stepup@example.com', dueDate: day(7 * 86_400_000) })
      .expect(200);
    const docs = await cam.post('/graphql').send({ query: '{ myDocuments { id docHandle kind } }' });
    const doc = (docs.body.data.myDocuments as { id: number; docHandle: string; kind: string }[])[0]!;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await cam
      .post(`/api/documents/${doc.docHandle}/credential`)
      .field('number', 'D-9')
      .field('expiresOn', day(400 * 86_400_000))
      .attach('credential', png, { filename: 'photo.png' })
      .expect(200);

    await signInWithForm(page, 'sal.stepup@example.com', PASSWORD, '/admin');
    server.advance(11 * 60_000);
    await page.goto(`/admin/documents/${doc.id}`);
    await page.getByRole('link', { name: 'Open the uploaded credential' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    // Checked once its fade-in has ended: half-faded buttons measure below the contrast they have.
    await page.waitForFunction(() => {
      const modal = document.querySelector('.modal.show');
      return modal !== null && getComputedStyle(modal).opacity === '1';
    });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByTestId('step-up-error').waitFor();
    await dialog.getByLabel('Password').fill(PASSWORD);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await dialog.waitFor({ state: 'detached' });
  });

  test('When a staff member views as a candidate 11 minutes after signing in, Then the candidate’s document asks for the staff member’s own password first, and then it downloads', async () => {
    const { page } = ui;
    await server.services.auth.createUser({
      email: 'vic.viewer@example.com',
      password: PASSWORD,
      firstName: 'Vic',
      lastName: 'Staff',
      role: 'staff',
      confirmed: true,
    });
    const dee = await account('dee.viewed@example.com', 'Dee');
    await assignSample(server, dee, { delivery: 'manual', title: 'Safety Policy' });

    await signInWithForm(page, 'vic.viewer@example.com', PASSWORD, '/admin');
    server.advance(11 * 60_000);
    await page.request.post(`/api/staff/candidates/${dee}/view-as`);
    await page.goto('/documents/manual');
    await page.getByRole('link', { name: 'Download', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByText('Confirm it is you to open it while viewing as them.', { exact: false }).waitFor();
    // The candidate's password is not the staff member's.
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByTestId('step-up-error').waitFor();
    await dialog.getByLabel('Password').fill(PASSWORD);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await dialog.waitFor({ state: 'detached' });
  });

  test('When an admin signed in 11 minutes ago invites a staff member, Then the dialog asks first and the invitation goes once confirmed', async () => {
    const { page } = ui;
    await server.services.auth.createUser({
      email: 'ada.invites@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
    await signInWithForm(page, 'ada.invites@example.com', PASSWORD, '/admin');
    server.advance(11 * 60_000);
    await page.goto('/admin/staff');
    const form = page.getByRole('form', { name: 'Invite a staff member' });
    await form.getByLabel('Email').fill('noor.new@example.com');
    await form.getByLabel('First name').fill('Noor');
    await form.getByLabel('Last name').fill('New');
    await form.getByLabel('Role').selectOption('staff');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await page.waitForFunction(() => {
      const modal = document.querySelector('.modal.show');
      return modal !== null && getComputedStyle(modal).opacity === '1';
    });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('An invitation is on its way to noor.new@example.com', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  test('When an admin with an authenticator app but not their phone confirms a step-up, Then a recovery code stands in for the code', async () => {
    const { page } = ui;
    await server.services.auth.createUser({
      email: 'rex.recovery@example.com',
      password: PASSWORD,
      firstName: 'Rex',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
    await signInWithForm(page, 'rex.recovery@example.com', PASSWORD, '/admin');
    const start = (await (await page.request.post('/api/account/two-factor/enrolment')).json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(start.secret) }).generate({ timestamp: server.services.clock() });
    const confirmed = await page.request.post('/api/account/two-factor/enrolment/confirm', { data: { code } });
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    server.advance(11 * 60_000);

    await page.goto('/admin/staff');
    const form = page.getByRole('form', { name: 'Invite a staff member' });
    await form.getByLabel('Email').fill('ria.new@example.com');
    await form.getByLabel('First name').fill('Ria');
    await form.getByLabel('Last name').fill('New');
    await form.getByLabel('Role').selectOption('staff');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByLabel('6-digit code from your authenticator app').waitFor();
    await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await dialog.getByLabel('6-digit code from your authenticator app').waitFor({ state: 'detached' });
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByLabel('Recovery code', { exact: false }).fill('AAAA-BBBB-CCCC');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByTestId('step-up-error').getByText(MFA_MESSAGES.wrongRecoveryCode).waitFor();
    await dialog.getByLabel('Recovery code', { exact: false }).fill(recoveryCodes[1]!);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('An invitation is on its way to ria.new@example.com', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});
