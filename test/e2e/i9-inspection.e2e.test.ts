/**
 * The Form I-9 inspection export and the retention purge in a real browser against the real
 * server, at 1280 px: the I-9 staff member is told why a reversed range cannot be exported, then
 * downloads the ZIP of a range (a spinner meanwhile) and the page says how many forms it holds; the
 * admin sees the forms past their retention date, is asked first with what will be destroyed and
 * what stays, cancels, confirms, and reads the record of what was done. axe finds nothing.
 */
import { unzipSync } from 'fflate';
import { I9_INSPECTION_MESSAGES } from '../../common/i9-inspection';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { generatedHires } from '../helpers/i9';
import { useServerWithMail } from '../helpers/mail-server';
import { i9Accounts, noSideScroll } from '../helpers/i9-browser';

const PASSWORD = 'I9-Inspection-Browser-Passw0rd!';

describeBrowser('Form I-9 inspection export and retention in the browser', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 1280, height: 900 }, timeoutMs: 40_000 });
  let dueForm = 0;

  const account = i9Accounts(ctx, PASSWORD);

  beforeAll(async () => {
    const { services } = ctx.server;
    const ivy = await account('ivy.inspection@example.com', 'Ivy', 'staff');
    const admin = await account('admin.inspection@example.com', 'Ada', 'admin');
    await services.staffAccounts.setPermissions(ivy, { permissions: ['i9'] }, admin);
    await services.staffAccounts.setPermissions(admin, { permissions: ['i9'] }, admin);
    // Five hires in 2024 and three in 2025; one of 2019 whose employment ended in 2021 is past its retention date.
    const days = [
      '2024-02-05',
      '2024-04-01',
      '2024-06-03',
      '2024-08-05',
      '2024-10-07',
      '2025-01-06',
      '2025-03-03',
      '2025-05-05',
    ];
    await generatedHires(services, {
      count: days.length,
      seed: 8,
      staffId: ivy,
      startFrom: '2024-01-01',
      startTo: '2025-12-31',
      startDate: (i) => days[i]!,
      ended: 0,
    });
    const [old] = await generatedHires(services, {
      count: 1,
      seed: 19,
      staffId: ivy,
      startFrom: '2019-03-04',
      startTo: '2019-03-04',
      ended: 0,
    });
    await services.i9.endEmployment(old!.formId, { endDate: '2021-06-30' }, ivy);
    dueForm = old!.formId;
  }, 120_000);

  test('At 1280 px the I-9 staff member exports the forms of a range for an inspection', async () => {
    const page = ui.page;
    await signInWithForm(page, 'ivy.inspection@example.com', PASSWORD, '/admin');
    await page.goto('/admin/i9');
    const section = page.getByTestId('i9-inspection-export');
    await section.getByRole('heading', { name: 'Inspection export' }).waitFor();
    // Not an admin: no retention section.
    expect(await page.getByTestId('i9-retention').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await section.getByLabel('First days of work from… to…').check();
    await section.getByLabel('From (first day of work)').fill('2025-01-01');
    await section.getByLabel('To (first day of work)').fill('2024-01-01');
    await section.getByRole('button', { name: 'Download the ZIP' }).click();
    await section.getByText(I9_INSPECTION_MESSAGES.rangeReversed).first().waitFor();
    expect(await section.getByLabel('To (first day of work)').getAttribute('aria-invalid')).toBe('true');

    await section.getByLabel('From (first day of work)').fill('2024-01-01');
    await section.getByLabel('To (first day of work)').fill('2024-12-31');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download the ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('forms-i9-2024-01-01-to-2024-12-31.zip');
    const chunks: Buffer[] = [];
    for await (const c of await download.createReadStream()) chunks.push(c as Buffer);
    const files = Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks))));
    expect(files.filter((f) => f.startsWith('forms/'))).toHaveLength(5);
    expect(files).toEqual(expect.arrayContaining(['index.pdf', 'index.csv']));
    await section.getByText(/^5 forms downloaded as forms-i9-2024-01-01-to-2024-12-31\.zip\.$/).waitFor();
    await noSideScroll(ui.page, 1280);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('At 1280 px the admin confirms the destruction of a form past its retention date and reads the record', async () => {
    const page = ui.page;
    await signInWithForm(page, 'admin.inspection@example.com', PASSWORD, '/admin');
    await page.goto('/admin/i9');
    const section = page.getByTestId('i9-retention');
    const due = section.getByTestId('i9-retention-due');
    await due.getByRole('row').nth(1).waitFor();
    expect(await due.getByRole('rowheader').count()).toBe(1);
    await section.getByText('No form has been destroyed yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const destroy = section.getByRole('button', { name: 'Destroy the selected form…' });
    expect(await destroy.isDisabled()).toBe(true);
    await due.getByRole('checkbox', { name: new RegExp(`\\(number ${dueForm}\\)$`) }).check();
    await destroy.click();
    let dialog = page.getByRole('dialog', { name: 'Destroy 1 Form I-9?' });
    await dialog.getByText(new RegExp(`Form I-9 number ${dueForm}, kept until Jun 30, 2022`)).waitFor();
    await dialog.getByText(/It cannot be undone\./).waitFor();
    await dialog.getByText(/Nothing about the employee\./).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep them' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await due.getByRole('rowheader').count()).toBe(1);

    await destroy.click();
    dialog = page.getByRole('dialog', { name: 'Destroy 1 Form I-9?' });
    await dialog.getByRole('button', { name: 'Destroy them' }).click();
    await section.getByText('1 form was destroyed. The record below shows what was done.').waitFor();
    await section.getByText('No form is past its retention date.').waitFor();
    const done = section.getByTestId('i9-retention-done');
    await done.getByRole('rowheader', { name: String(dueForm) }).waitFor();
    await done.getByText('Ada Rivera').waitFor();
    await noSideScroll(ui.page, 1280);
    expect(await axeViolations(page)).toEqual([]);
    // The form is gone for I-9 staff too.
    await page.goto(`/admin/i9/${dueForm}`);
    await page.getByText('Sorry, the Form I-9 could not be loaded.').waitFor();
  });
});
