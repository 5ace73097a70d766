/**
 * Unsaved form values on a phone (390 px), in a real browser: a save refused because the session
 * ended on another device says so and leads to sign in and back, with everything typed still there;
 * the values also survive a reload while the server is down; leaving with changes not saved asks
 * first (inside the portal and when the page unloads); a staff form behaves the same; an answer
 * asking for an identity number is never written to the tab's storage.
 */
import type { APIRequestContext, Dialog, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { describeBrowser, signInContext, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Draft-Passw0rd!';
const PHONE = { width: 390, height: 844 };
const SIGNED_OUT = 'You were signed out — sign in again';

describeBrowser('Unsaved form values', () => {
  const ui = useBrowser(() => server.url, { viewport: PHONE });
  let server: TestServer;
  let jobId: number;

  beforeAll(async () => {
    server = await startTestServer();
    [jobId] = (await server.services.jobs.createJobs([
      {
        title: 'Night Shift Picker',
        description: '<p>Pick and pack orders.</p>',
        corpTitle: 'Tailspin Logistics',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Chicago, IL',
        postalCode: '60601',
        openedAt: Date.now() - 3_600_000,
      },
    ])) as [number];
    await server.services.applicationForm.setQuestions(jobId, [
      { kind: 'text', text: 'Social Security number', required: false },
      { kind: 'text', text: 'When could you start?', required: false },
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function candidate(email: string, role: 'candidate' | 'staff' = 'candidate') {
    await server.services.auth.createUser({
      email,
      password: PASSWORD,
      firstName: 'Jamie',
      lastName: 'Draft',
      role,
      confirmed: true,
    });
    await signInContext(ui.context, email, PASSWORD);
  }

  /** The same person on another device ends every other session (this browser's too). */
  async function signOutFromAnotherDevice(email: string) {
    const other: APIRequestContext = await playwrightRequest.newContext({ baseURL: server.url });
    const res = await other.post('/login', { form: { username: email, password: PASSWORD }, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect((await other.post('/api/account/sessions/end-others')).ok()).toBe(true);
    await other.dispose();
  }

  /** Dialogs are this test's to answer (the helper would count them as errors). */
  function answerDialogs(page: Page, answer: (d: Dialog) => Promise<void>): Dialog[] {
    const seen: Dialog[] = [];
    page.removeAllListeners('dialog');
    page.on('dialog', (d) => {
      seen.push(d);
      void answer(d);
    });
    return seen;
  }

  const drafts = (page: Page) =>
    page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((k) => k.startsWith('form-draft:'))
        .map((k) => [k, sessionStorage.getItem(k)]),
    );

  test('Signed out on another device, the save says so, sign-in leads back, and the typed values are still there', async () => {
    const email = 'jamie.signedout@example.com';
    await candidate(email);
    const page = ui.page;
    await page.goto('/profile');
    await page.getByLabel('Job title').pressSequentially('Forklift Lead');
    await page.getByLabel('Phone').fill('312-555-0199');

    await signOutFromAnotherDevice(email);
    await page.getByRole('button', { name: 'Save profile' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'signed out' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(SIGNED_OUT);
    expect(await alert.textContent()).toContain('What you typed here is kept in this tab');
    expect(await page.getByText('could not be saved').count()).toBe(0);
    expect(await page.getByLabel('Job title').inputValue()).toBe('Forklift Lead');

    // The way to sign in asks nothing (the values wait in the tab) and comes back to the form.
    const dialogs = answerDialogs(page, (d) => d.dismiss());
    await alert.getByRole('link', { name: 'sign in again' }).click();
    await page.waitForURL('**/login?r=%2Fprofile');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(dialogs).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/profile');
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('Forklift Lead');
    expect(await page.getByLabel('Phone').inputValue()).toBe('312-555-0199');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByTestId('profile-saved').waitFor();
    expect(await drafts(page)).toEqual([]);
    const record = await server.services.candidates.record(
      (
        await server.database.db
          .selectFrom('userAccount')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(record).toMatchObject({ realTitle: 'Forklift Lead', contact: { phone: { home: '312-555-0199' } } });
  });

  test('Another account signed in on the same tab never sees what the first one typed', async () => {
    await candidate('jamie.first@example.com');
    const page = ui.page;
    await page.goto('/profile');
    await page.getByLabel('Job title').pressSequentially('Dock Lead');
    expect(JSON.stringify(await drafts(page))).toContain('Dock Lead');

    // The first session ends without Log out (which clears drafts): someone else signs in here.
    await ui.context.clearCookies();
    answerDialogs(page, (d) => d.accept());
    await candidate('jamie.second@example.com');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await drafts(page)).toEqual([]);
  });

  test('The typed values survive a reload while the server is down, and come back once it answers', async () => {
    await candidate('jamie.offline@example.com');
    const page = ui.page;
    await page.goto('/profile');
    await page.getByLabel('Current company').pressSequentially('Northwind');

    // The server goes away: the save fails, and so does the reload.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Sorry, your profile could not be saved. Please try again.').waitFor();
    answerDialogs(page, (d) => d.accept());
    await page.reload().catch(() => undefined);

    await page.unroute('**/*');
    await page.goto('/profile');
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByLabel('Current company').inputValue()).toBe('Northwind');
    expect(JSON.stringify(await drafts(page))).toContain('Northwind');

    // Discarding brings back what is saved.
    await page.getByRole('button', { name: 'Discard them' }).click();
    expect(await page.getByLabel('Current company').inputValue()).toBe('');
    expect(await drafts(page)).toEqual([]);
  });

  test('Leaving with changes not saved asks first: a link inside the portal, and a reload', async () => {
    await candidate('jamie.leaving@example.com');
    const page = ui.page;
    // Arrived from the overview inside the portal, so Back is a move inside it too.
    await page.goto('/overview');
    await page.locator('main a[href="/profile"]').first().click();
    await page.getByLabel('Job title').pressSequentially('Picker');

    // A link inside the portal: the dialog; Stay keeps the page and its values.
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
    await about.click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.getByLabel('Job title').inputValue()).toBe('Picker');

    // The browser's Back button asks too.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile');

    // A reload: the browser's own question (beforeunload); dismissed, the page stays.
    const dialogs = answerDialogs(page, (d) => d.dismiss());
    // The reload ends as refused (the page stays), once the question has been answered.
    await Promise.all([page.waitForEvent('dialog'), page.reload().catch(() => undefined)]);
    expect(dialogs.map((d) => d.type())).toEqual(['beforeunload']);
    expect(await page.getByLabel('Job title').inputValue()).toBe('Picker');

    // Leaving on purpose goes, and the changes go with it.
    await about.click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/about');
    expect(await drafts(page)).toEqual([]);
    await page.goto('/profile');
    expect(await page.getByLabel('Job title').inputValue()).toBe('');
  });

  test('An application form keeps the cover letter across a reload, but never an answer asking for an identity number', async () => {
    await candidate('jamie.applies@example.com');
    const page = ui.page;
    await page.goto(`/jobs/${jobId}/apply`);
    await page.getByLabel('Cover letter (optional)').pressSequentially('I pick fast and safely.');
    await page.getByLabel('Social Security number').fill('123-45-6789');
    await page.getByLabel('When could you start?').fill('Monday');
    const stored = JSON.stringify(await drafts(page));
    expect(stored).toContain('I pick fast and safely.');
    expect(stored).toContain('Monday');
    expect(stored).not.toContain('123-45-6789');

    answerDialogs(page, (d) => d.accept());
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByLabel('Cover letter (optional)').inputValue()).toBe('I pick fast and safely.');
    expect(await page.getByLabel('When could you start?').inputValue()).toBe('Monday');
    expect(await page.getByLabel('Social Security number').inputValue()).toBe('');
  });

  test('A staff job form signed out elsewhere says so, and keeps what was typed', async () => {
    const email = 'jamie.staff@example.com';
    await candidate(email, 'staff');
    const page = ui.page;
    await page.goto(`/admin/jobs/${jobId}`);
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Night Shift Picker (Lead)');
    await signOutFromAnotherDevice(email);
    await page.getByTestId('job-form').getByRole('button', { name: 'Save job' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'signed out' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(SIGNED_OUT);
    expect(await alert.getByRole('link', { name: 'sign in again' }).getAttribute('href')).toBe(
      `/login?r=${encodeURIComponent(`/admin/jobs/${jobId}`)}`,
    );
    expect(await title.inputValue()).toBe('Night Shift Picker (Lead)');
    expect(JSON.stringify(await drafts(page))).toContain('Night Shift Picker (Lead)');
  });
});
