/**
 * Content pages and staff accounts in a real browser: staff edit /about with a live preview, a
 * visitor reads the new page, an XSS payload is gone on save, an earlier version is restored; an
 * admin deactivates a staff member whose open console is signed out at once.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { AUTH_SERVER_MESSAGES } from '../../common/auth';
import { CONTENT_FIELD_LIMITS, CONTENT_MESSAGES } from '../../common/content';
import { ACCOUNTS_TEXT } from '../../src/features/staff/accounts-messages';
import { CONTENT_LIST_TEXT, HISTORY_TEXT, PAGE_FORM_TEXT } from '../../src/features/content/admin/messages';
import { describeBrowser, newPage, signInWithForm, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Content-Passw0rd!';
const EDITOR = 'edie.editor@example.com';
const ADMIN = 'ada.admin@example.com';
const LEAVER = 'lee.leaver@example.com';

describeBrowser('Content pages and staff accounts in the browser', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    for (const [email, firstName, role] of [
      [EDITOR, 'Edie', 'staff'],
      [ADMIN, 'Ada', 'admin'],
      [LEAVER, 'Lee', 'staff'],
    ] as const) {
      await server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName,
        lastName: 'Quill',
        role,
        confirmed: true,
      });
    }
    await server.services.content.save({
      path: '/about',
      title: 'About Us',
      content: '<p>We have placed people since 1999.</p>',
      showLayout: true,
    });
  }, 60_000);
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Staff and admins land on the console.
  const signIn = (page: Page, email: string) => signInWithForm(page, email, PASSWORD, '/admin');

  /** A second person in a browser context of their own (errors count like the first one's). */
  async function otherPerson(): Promise<Page> {
    const context = await ui.browser.newContext({ baseURL: server.url, viewport: { width: 1200, height: 800 } });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    return newPage(context, ui.errors);
  }

  test('Staff edit /about with a preview, a visitor reads it, the XSS payload is gone, version 1 comes back', async () => {
    const staff = ui.page;
    await signIn(staff, EDITOR);
    await staff.goto('/admin/content');
    await staff.getByRole('link', { name: CONTENT_LIST_TEXT.edit('About Us') }).click();
    await staff.waitForURL(/\/admin\/content\/\d+$/);
    await staff.getByTestId('content-preview').getByText('We have placed people since 1999.').waitFor();

    const payload = [
      '## Our people',
      'We **place** engineers and nurses. See [open jobs](/search).',
      '<script>window.__xss = 1</script>',
      '<svg onload="window.__xss = 2"></svg><a href="javascript:window.__xss = 3">click me</a>',
    ].join('\n\n');
    await staff.getByLabel(PAGE_FORM_TEXT.content).fill(payload);
    await staff.getByLabel(PAGE_FORM_TEXT.metaDescription).fill('Who we are and how we place people.');
    const preview = staff.getByTestId('content-preview');
    await preview.locator('h2', { hasText: 'Our people' }).waitFor();
    await preview.locator('strong', { hasText: 'place' }).waitFor();
    expect(await preview.innerHTML()).not.toMatch(/<script|onload|javascript:|<svg/i);
    await staff.getByRole('button', { name: PAGE_FORM_TEXT.saveAndPublish }).click();
    await staff.getByText(PAGE_FORM_TEXT.saved(2, true)).waitFor();

    // A visitor reads the new page: the payload never ran and is not in the page.
    const visitor = await otherPerson();
    await visitor.goto('/about');
    await visitor.getByRole('heading', { name: 'Our people' }).waitFor();
    await visitor.getByText('click me').waitFor();
    await visitor.getByText('click me').click();
    expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const html = await visitor.locator('.cms-content').innerHTML();
    expect(html).not.toMatch(/<script|onload|javascript:|<svg|__xss/i);
    await expect(visitor.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      'Who we are and how we place people.',
    );
    // Its same-site link stays in the app.
    await visitor.getByRole('link', { name: 'open jobs' }).click();
    await visitor.waitForURL('**/login?r=%2Fsearch');

    // Staff restore version 1; the visitor sees the first words again.
    const history = staff.getByTestId('page-history');
    await history.getByTestId('page-version').nth(1).waitFor();
    await staff.getByRole('button', { name: HISTORY_TEXT.restore(1) }).click();
    await staff.getByText(HISTORY_TEXT.restored(1, 3)).waitFor();
    await expect(staff.getByLabel(PAGE_FORM_TEXT.content).inputValue()).resolves.toBe(
      '<p>We have placed people since 1999.</p>',
    );
    await history.getByTestId('page-version').nth(2).waitFor();
    await visitor.goto('/about');
    await visitor.getByText('We have placed people since 1999.').waitFor();
    expect(await visitor.getByRole('heading', { name: 'Our people' }).count()).toBe(0);
  });

  test('A new page is a draft until published; someone else saving first is explained, not overwritten', async () => {
    const staff = ui.page;
    await signIn(staff, EDITOR);
    await staff.goto('/admin/content/new');
    await staff.getByLabel(PAGE_FORM_TEXT.title).fill('Benefits');
    await staff.getByLabel(PAGE_FORM_TEXT.path).fill('/admin');
    // A preview the server refuses says why; one the network loses says so; the text stays.
    const content = staff.getByLabel(PAGE_FORM_TEXT.content);
    const previewAlert = staff.getByRole('alert').filter({ hasText: /preview|content can be/i });
    await content.fill('x'.repeat(CONTENT_FIELD_LIMITS.content + 1));
    await previewAlert.filter({ hasText: CONTENT_MESSAGES.contentTooLong }).waitFor();
    await staff.route('**/api/staff/content/preview', (route) => route.abort());
    await content.fill('Health and **dental**.');
    await previewAlert.filter({ hasText: PAGE_FORM_TEXT.previewFailed }).waitFor();
    await staff.unroute('**/api/staff/content/preview');
    await content.fill('Health, dental and **vision**.');
    await staff.getByTestId('content-preview').locator('strong', { hasText: 'vision' }).waitFor();
    expect(await previewAlert.count()).toBe(0);
    await staff.getByRole('button', { name: PAGE_FORM_TEXT.create }).click();
    await staff.getByText('That address belongs to a screen of the portal: choose another.').waitFor();
    await staff.getByLabel(PAGE_FORM_TEXT.path).fill('/benefits');
    await staff.getByRole('button', { name: PAGE_FORM_TEXT.create }).click();
    await staff.getByText(PAGE_FORM_TEXT.created).waitFor();
    const visitor = await otherPerson();
    await visitor.goto('/benefits');
    await visitor.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await staff.getByRole('button', { name: PAGE_FORM_TEXT.publish }).click();
    await staff.getByText(PAGE_FORM_TEXT.nowPublished).waitFor();
    await visitor.goto('/benefits');
    await visitor.getByRole('heading', { name: 'Benefits' }).waitFor();

    const id = Number(new URL(staff.url()).pathname.split('/').pop());
    const theirs = await staff.request.get(`/api/staff/content/${id}`).then((r) => r.json());
    const put = await staff.request.put(`/api/staff/content/${id}`, {
      data: { ...theirs, title: 'Benefits and perks' },
      headers: { Origin: server.url },
    });
    expect(put.status()).toBe(200);
    await staff.getByLabel(PAGE_FORM_TEXT.content).fill('Health, dental, **vision** and a pension.');
    await staff.getByRole('button', { name: PAGE_FORM_TEXT.saveAndPublish }).click();
    await staff.getByText(PAGE_FORM_TEXT.theirTitle('Benefits and perks', 2)).waitFor();
    await expect(staff.getByLabel(PAGE_FORM_TEXT.content).inputValue()).resolves.toBe(
      'Health, dental, **vision** and a pension.',
    );
    await staff.getByRole('button', { name: PAGE_FORM_TEXT.overwrite }).click();
    await staff.getByText(PAGE_FORM_TEXT.saved(3, true)).waitFor();
  });

  test('An admin deactivates a staff member: their open console is signed out at once and sign-in is refused', async () => {
    const leaver = await otherPerson();
    await signIn(leaver, LEAVER);
    await leaver.goto('/admin/jobs');
    await leaver.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();

    const admin = ui.page;
    await signIn(admin, ADMIN);
    await admin.goto('/admin/staff');
    const row = admin.getByTestId('staff-account').filter({ hasText: LEAVER });
    await row.getByRole('button', { name: ACCOUNTS_TEXT.deactivate('Lee Quill') }).click();
    await admin.getByRole('dialog').getByRole('button', { name: ACCOUNTS_TEXT.confirmYes }).click();
    await row.getByText(ACCOUNTS_TEXT.nowDeactivated('Lee Quill')).waitFor();
    await row
      .getByTestId('account-status')
      .getByText(/^Deactivated /)
      .waitFor();
    // The admin's own row offers no deactivation (the server refuses it too: test/api/staff-accounts).
    const self = admin.getByTestId('staff-account').filter({ hasText: ADMIN });
    await self.waitFor();
    expect(await self.getByRole('button', { name: ACCOUNTS_TEXT.deactivate('Ada Quill') }).count()).toBe(0);

    // The leaver's next request is refused; the console sends them to sign in, which is refused.
    const next = await leaver.request.get('/api/staff/jobs');
    expect(next.status()).toBe(401);
    await leaver.goto('/admin/jobs');
    await leaver.waitForURL('**/login?r=%2Fadmin%2Fjobs');
    await leaver.getByLabel('Email').fill(LEAVER);
    await leaver.getByLabel('Password').fill(PASSWORD);
    await leaver.getByRole('button', { name: 'Log In' }).click();
    await leaver.getByText(AUTH_SERVER_MESSAGES.deactivated).waitFor();
  });
});
