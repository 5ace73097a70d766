/**
 * /admin/integrations in a real browser: an admin adds a webhook endpoint (a receiver on loopback),
 * sees its secret once, watches a delivery arrive with the receiver's answer, sends it again, turns
 * the endpoint off, and axe finds nothing on the screen. An API key made there works on /api/v1
 * until it is revoked there; an old session confirms it is the admin before making one. A key whose
 * creator was deactivated is marked stopped, and refused. A key submitted twice at once is made once;
 * a missing field is named under it; a test event reports its result; a failing delivery shows its
 * next try and is retried in place; the API reference fits a phone.
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
import { waitUntil } from '../helpers/wait';
import { formatDateTimeInZone } from '../../common/time-zones';

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

    // The help says how to test against one's own machine.
    await page.getByText('WEBHOOK_ALLOW_PRIVATE=true').waitFor();
    // Nothing entered: each field says what it misses, under it.
    const events = page.getByRole('group', { name: 'Events to send' }).getByRole('checkbox');
    for (const box of await events.all()) await box.uncheck();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('Enter the endpoint URL.').waitFor();
    await page.getByText('Choose at least one event.').waitFor();
    expect(await page.getByText(/^url:/).count()).toBe(0);
    for (const box of await events.all()) await box.check();
    await page.getByLabel(/A candidate registered/).uncheck();
    // A bad address is refused with the form's message; nothing is lost from the form.
    await page.getByLabel('Endpoint URL').fill('ftp://ats.example');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('Enter the endpoint as a full address starting with https://').waitFor();

    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByLabel('Description (optional)').fill('Our ATS');
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

  test('A key submitted twice at once (a double click) is made once, and a missing name is named under its field', async () => {
    const { page } = ui;
    await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
    await page.goto('/admin/integrations');
    const keys = page.getByTestId('api-keys');
    await keys.getByRole('button', { name: 'Create key' }).click();
    await keys.getByText('Enter a name for the key.').waitFor();
    expect(await keys.getByText('Check the key’s fields.').count()).toBe(0);

    await keys.getByLabel('Name', { exact: true }).fill('Twice clicked');
    // Two submissions before the page can mark the button busy: the two calls carry one key.
    await keys.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    const shown = (await page.getByTestId('api-key-value').textContent()) ?? '';
    expect(shown).toMatch(/^cpk_/);
    await keys.getByRole('row', { name: /Twice clicked/ }).waitFor();
    const made = () =>
      ctx.server.database.db.selectFrom('apiKey').select('keyHash').where('name', '=', 'Twice clicked').execute();
    // The second call's answer is the first one's: wait until it is in, then count.
    await waitUntil(
      async () =>
        (
          await ctx.server.database.db
            .selectFrom('idempotencyAnswer')
            .select('status')
            .where('status', '=', 0)
            .execute()
        ).length === 0,
    );
    expect(await made()).toHaveLength(1);
    expect(await keys.getByRole('row', { name: /Twice clicked/ }).count()).toBe(1);
  });

  test('Send a test event and read its result; a failing delivery says when it is tried next; Send again retries it', async () => {
    const { page } = ui;
    let status = 204;
    const failing = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(status).end());
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/flaky`;
      await ctx.server.services.webhooks.create({ url, description: 'Flaky ATS', events: ['job.closed'] }, adminId);
      await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
      await page.goto('/admin/integrations');
      const card = page.getByTestId('webhook-endpoint').filter({ hasText: 'Flaky ATS' });
      await card.getByRole('button', { name: 'Send a test event' }).click();
      await card.getByText('Test event delivered: the endpoint answered HTTP 204.').waitFor();

      status = 503;
      const [jobId] = await ctx.server.services.jobs.createJobs([aJob('Sorter')]);
      await ctx.server.services.jobAdmin.setOpen(jobId!, false, adminId);
      await ctx.server.services.webhooks.drain();
      await card.getByRole('button', { name: 'Show deliveries' }).click();
      const row = card.getByRole('row', { name: /job\.closed/ });
      await row.getByText('failing', { exact: true }).waitFor();
      const [delivery] = (await ctx.server.services.webhooks.deliveries(
        (await ctx.server.services.webhooks.list()).find((e) => e.url === url)!.id,
      )) as { event: string; nextAttemptAt: string | null }[];
      // Its next try, in the reader's zone named in words (the column before Created): the admin
      // stored none, so the employer's default.
      const zone = ctx.server.config.defaultTimeZone;
      expect(await row.getByRole('cell').nth(4).textContent()).toBe(
        formatDateTimeInZone(delivery!.nextAttemptAt, zone),
      );
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await card.screenshot({ path: path.join(SHOTS, 'integrations-failing-delivery.png') });

      status = 204;
      await row.getByRole('button', { name: 'Send again' }).click();
      await card.getByText('Queued to be sent again.').waitFor();
      await ctx.server.services.webhooks.drain();
      await card.getByRole('button', { name: 'Hide deliveries' }).click();
      await card.getByRole('button', { name: 'Show deliveries' }).click();
      await row.getByText('delivered', { exact: true }).waitFor();
      expect(await card.getByRole('row', { name: /job\.closed/ }).count()).toBe(1);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  test('The API reference fits a 390 px wide phone', async () => {
    const { page } = ui;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/api/v1/docs');
    await page.getByRole('heading', { name: 'Schemas' }).waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
