/**
 * The console's candidates in a real browser: staff find a candidate, open their page, view the
 * portal as them (the banner on every page, a refused change), end the view back on the
 * candidate's page, and read the view in the audit log.
 */
import path from 'node:path';
import { CANDIDATE_ADMIN_MESSAGES as M } from '../../common/staff-candidates';
import { GHOST_TEXT } from '../../src/app/ghost-messages';
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
    await page.getByTestId('ghost-banner').getByText(GHOST_TEXT.viewing('Casey Morgan')).waitFor();
    await page.getByTestId('welcome').getByText('Welcome Casey').waitFor();
    await shot('ghost-overview');
    // Another page keeps the banner; a change made from it is refused with its reason.
    await page.goto('/profile');
    await page.getByTestId('ghost-banner').waitFor();
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/me/profile', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ firstName: 'Casey', lastName: 'Changed' }),
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: M.ghostRefused('profile') }) });

    await page.getByRole('button', { name: GHOST_TEXT.end }).click();
    await page.waitForURL(`**/admin/candidates/${candidateId}`);
    await page.getByRole('button', { name: CANDIDATE_TEXT.viewAs }).waitFor();
    expect(await page.getByTestId('ghost-banner').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action').fill('ghost');
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.getByText('3 entries').waitFor();
    for (const action of ['ghost.started', 'ghost.refused', 'ghost.ended'])
      await log.getByText(action, { exact: true }).waitFor();
    await shot('audit');
  });
});
