/**
 * The console's candidates in a real browser: staff find a candidate, open their page, view the
 * portal as them (the banner on every page, a refused change), end the view back on the
 * candidate's page, and read the view in the audit log.
 */
import path from 'node:path';
import { CANDIDATE_ADMIN_MESSAGES as M } from '../../common/staff-candidates';
import { VIEW_AS_TEXT } from '../../src/app/view-as-messages';
import { PRIVACY_TEXT } from '../../src/features/profile/messages';
import { STAFF_ONLY_TEXT } from '../../src/features/system/messages';
import { CANDIDATE_LIST_TEXT, CANDIDATE_TEXT } from '../../src/features/staff/candidates-messages';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Console-Passw0rd!';
const SHOTS = process.env.SCREENSHOT_DIR;

describeBrowser('Staff console: candidates, view as candidate, audit log', () => {
  const ui = useBrowser(() => server.url);
  let server: TestServer;
  let candidateId: number;

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: 'robin.staff@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Quill',
      role: 'staff',
      confirmed: true,
    });
    candidateId = await server.services.auth.createUser({
      email: 'casey.candidate@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      lastName: 'Morgan',
      confirmed: true,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const shot = async (name: string) => {
    if (SHOTS) await ui.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  test('Staff find a candidate, view as them with the banner, are refused a change, end the view, and see it audited', async () => {
    const page = ui.page;
    await page.goto('/login');
    await page.getByLabel('Email').fill('robin.staff@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    // Staff land on their console.
    await page.waitForURL('**/admin');
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Candidates' }).click();
    await page.getByLabel(CANDIDATE_LIST_TEXT.name).fill('morgan');
    await page.waitForURL('**/admin/candidates?name=morgan');
    const table = page.getByRole('table', { name: 'Candidates' });
    await table.getByText(CANDIDATE_LIST_TEXT.caption(1)).waitFor();
    await shot('candidates');
    await table.getByRole('link', { name: 'Casey Morgan' }).click();
    await page.waitForURL(`**/admin/candidates/${candidateId}`);
    await page.getByRole('heading', { name: 'Casey Morgan', level: 1 }).waitFor();
    await page.getByText(CANDIDATE_TEXT.noResume).waitFor();

    // Documents are assigned from the candidate's page: the assignment form opens with their address.
    await page.getByRole('link', { name: CANDIDATE_TEXT.assignDocuments }).click();
    await page.waitForURL('**/admin/documents?assign=casey.candidate%40example.com');
    await expect(page.getByLabel('Candidate emails').inputValue()).resolves.toBe('casey.candidate@example.com');
    await page.goBack();
    await page.getByText(CANDIDATE_TEXT.noResume).waitFor();
    await shot('candidate');

    await page.getByRole('button', { name: CANDIDATE_TEXT.viewAs }).click();
    await page.waitForURL('**/overview');
    await page.getByTestId('view-as-banner').getByText(VIEW_AS_TEXT.viewing('Casey Morgan')).waitFor();
    await page.getByTestId('welcome').getByText('Welcome Casey').waitFor();
    await shot('view-as-overview');
    // Another page keeps the banner; a change made from it is refused with its reason.
    await page.goto('/profile');
    await page.getByTestId('view-as-banner').waitFor();
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/me/profile', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ firstName: 'Casey', lastName: 'Changed' }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: M.viewAsRefused('profile') }) });

    // "Download my data" is refused while viewing: the page says so instead of a download that fails.
    await page.getByTestId('export-refused').getByText(M.viewAsRefused('privacy')).waitFor();
    expect(await page.getByRole('link', { name: PRIVACY_TEXT.exportButton }).count()).toBe(0);

    // The candidate's sign-in settings say once that they are refused, with nothing to retry.
    await page.goto('/account/security');
    await page.getByTestId('security-viewing').getByText(M.viewAsRefused('other')).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // A console page opened while viewing says to end the view first, and its button does.
    await page.goto('/admin/jobs');
    await page.getByText(STAFF_ONLY_TEXT.viewing('Casey Morgan')).waitFor();
    expect(await page.getByText(STAFF_ONLY_TEXT.signedIn).count()).toBe(0);
    await page.getByRole('button', { name: STAFF_ONLY_TEXT.endView }).click();
    await page.waitForURL(`**/admin/candidates/${candidateId}`);
    await page.getByRole('button', { name: CANDIDATE_TEXT.viewAs }).waitFor();
    expect(await page.getByTestId('view-as-banner').count()).toBe(0);

    // Log out while viewing ends the view: the staff member is back in the console, still signed in.
    await page.getByRole('button', { name: CANDIDATE_TEXT.viewAs }).click();
    await page.getByTestId('view-as-banner').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`**/admin/candidates/${candidateId}`);
    await page.getByRole('button', { name: CANDIDATE_TEXT.viewAs }).waitFor();
    expect(await page.getByTestId('view-as-banner').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('What happened').selectOption({ label: 'Views as a candidate' });
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.getByText('5 entries').waitFor();
    for (const sentence of [
      'Started viewing the portal as the candidate.',
      'Refused while viewing as the candidate: changing the profile.',
      'Stopped viewing as the candidate after less than a minute.',
    ])
      await log.getByText(sentence, { exact: true }).first().waitFor();
    await shot('audit');
  });
});
