/**
 * /admin/integrations in a real browser: an admin adds a webhook endpoint (a receiver on loopback),
 * sees its secret once, watches a delivery arrive with the receiver's answer, sends it again, turns
 * the endpoint off, and axe finds nothing on the screen. An API key made there works on /api/v1
 * until it is revoked there; an old session confirms it is the admin before making one. A key whose
 * creator was deactivated is marked stopped, and refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WEBHOOK_MESSAGES } from '../../common/webhooks';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { axeViolations } from '../helpers/axe';
import { aJob } from '../helpers/jobs';
import { freePort } from '../helpers/server';

const PASSWORD = 'Hooks-Passw0rd!';
const SHOTS = process.env.SCREENSHOT_DIR;

describeBrowser('Integrations in the browser', () => {
  const ctx = useServerWithMail({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 1280, height: 900 } });
  let receiver: http.Server;
  let receiverUrl: string;
  const hits: string[] = [];
  let adminId: number;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      hits.push(String(req.headers['webhook-id']));
      req.resume();
      req.on('end', () => res.writeHead(202).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ats`;
    adminId = await ctx.server.services.auth.createUser({
      email: 'ada.admin@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  test('Add an endpoint, see the secret once, a delivery and its answer, send it again, turn it off', async () => {
    const { page } = ui;
    await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
    await page.goto('/admin/integrations');
    await page.getByText('No endpoints yet.').waitFor();

    // A bad address is refused with the form's message; nothing is lost from the form.
    await page.getByLabel('Endpoint URL').fill('ftp://ats.example');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('Enter the endpoint as an http(s) address').waitFor();

    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByLabel('Description (optional)').fill('Our ATS');
    await page.getByLabel(/A candidate registered/).uncheck();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByTestId('webhook-secret');
    await secret.waitFor();
    expect(await secret.locator('code').textContent()).toMatch(/^whsec_/);
    const card = page.getByTestId('webhook-endpoint');
    await card.getByText(receiverUrl).waitFor();
    expect(await card.textContent()).not.toContain('candidate.registered');
    expect(await axeViolations(page)).toEqual([]);

    // Something happens: a job closes, the receiver gets it, the list shows its answer.
    const [jobId] = await ctx.server.services.jobs.createJobs([
      {
        title: 'Forklift Operator',
        description: '<p>Drive safely.</p>',
        corpTitle: 'Fabrikam Logistics',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ]);
    await ctx.server.services.jobAdmin.setOpen(jobId!, false, 1);
    await ctx.server.services.webhooks.drain();
    expect(hits).toHaveLength(1);
    await card.getByRole('button', { name: 'Show deliveries' }).click();
    const row = card.getByRole('row', { name: /job\.closed/ });
    await row.getByText('delivered').waitFor();
    await row.getByRole('cell', { name: '202', exact: true }).waitFor();
    await row.getByRole('button', { name: 'Send again' }).click();
    await card.getByText('Queued to be sent again.').waitFor();
    await ctx.server.services.webhooks.drain();
    expect(hits).toEqual([hits[0], hits[0]]);

    // Off: the card says so, and after a reload too.
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByRole('button', { name: 'Turn on' }).waitFor();
    await page.reload();
    await page.getByTestId('webhook-endpoint').getByText('Off', { exact: true }).waitFor();
  });

  test('A delivery that failed says why in a plain sentence, never in the socket’s words', async () => {
    const { page } = ui;
    // Nothing listens there, and the name (with its trailing dot) may not even resolve.
    const url = `http://localhost.:${await freePort()}/ats`;
    await ctx.server.services.webhooks.create({ url, description: 'Old ATS', events: ['job.closed'] }, adminId);
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob('Packer')]);
    await ctx.server.services.jobAdmin.setOpen(jobId!, false, adminId);
    await ctx.server.services.webhooks.drain();

    await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
    await page.goto('/admin/integrations');
    const card = page.getByTestId('webhook-endpoint').filter({ hasText: 'Old ATS' });
    await card.getByRole('button', { name: 'Show deliveries' }).click();
    const row = card.getByRole('row', { name: /job\.closed/ });
    await row.getByText(WEBHOOK_MESSAGES.unreachable).waitFor();
    expect(await row.textContent()).not.toMatch(/ENOTFOUND|ECONNREFUSED|getaddrinfo|socket/i);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'integrations-delivery-failed.png'), fullPage: true });
  });

  test('Make an API key, call /api/v1 with it, revoke it: the next call is refused', async () => {
    const { page } = ui;
    await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
    await page.goto('/admin/integrations');
    const keys = page.getByTestId('api-keys');
    await keys.getByText('No API keys yet.').waitFor();
    await keys.getByLabel('Name', { exact: true }).fill('ATS sync');
    await keys.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('api-key-value').textContent()) ?? '';
    expect(key).toMatch(/^cpk_/);
    const call = () => fetch(`${ctx.server.url}/api/v1/jobs`, { headers: { Authorization: `Bearer ${key}` } });
    expect((await call()).status).toBe(200);
    expect(await axeViolations(page)).toEqual([]);

    await keys.getByRole('button', { name: 'Revoke ATS sync' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await keys
      .getByRole('row', { name: /ATS sync/ })
      .getByText('Revoked')
      .waitFor();
    expect((await call()).status).toBe(401);

    // Eleven minutes on, a new key waits until the admin confirms it is them (step-up).
    ctx.server.advance(11 * 60_000);
    await keys.getByLabel('Name', { exact: true }).fill('HR export');
    await keys.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('An API key can read candidates’ personal details').waitFor();
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await page.getByTestId('api-key-value').textContent()).toMatch(/^cpk_/);
    await keys.getByRole('row', { name: /HR export/ }).waitFor();
  });

  test('A key made by an admin who was later deactivated shows as stopped, with its creator, and is refused', async () => {
    const { page } = ui;
    const { auth, apiKeys, staffAccounts } = ctx.server.services;
    const benId = await auth.createUser({
      email: 'ben.admin@example.com',
      password: PASSWORD,
      firstName: 'Ben',
      lastName: 'Baker',
      role: 'admin',
      confirmed: true,
    });
    const ada = await auth.accountByEmail('ada.admin@example.com');
    const { key } = await apiKeys.create({ name: 'Payroll feed', scopes: ['jobs:read'] }, benId);
    await staffAccounts.deactivate(benId, ada!.id);
    const call = () => fetch(`${ctx.server.url}/api/v1/jobs`, { headers: { Authorization: `Bearer ${key}` } });
    expect((await call()).status).toBe(401);

    await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
    await page.goto('/admin/integrations');
    const row = page.getByTestId('api-keys').getByRole('row', { name: /Payroll feed/ });
    await row.getByText('Stopped', { exact: true }).waitFor();
    await row.getByText('Ben Baker').waitFor();
    await row.getByText('Its creator is deactivated.').waitFor();
    // Keys of an active admin read as before.
    await page
      .getByTestId('api-keys')
      .getByRole('row', { name: /HR export/ })
      .getByText('Ada Admin')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.getByTestId('api-keys').screenshot({ path: `${SHOTS}/integrations-stopped-key.png` });
  });
});
