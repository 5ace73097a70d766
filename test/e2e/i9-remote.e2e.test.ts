/**
 * The remote examination of Form I-9 in a real browser against the real server, at 1280 px: at a
 * hiring site enrolled in E-Verify, the I-9 staff member records the documents the employee chose,
 * ticks the alternative procedure with the time of the live video session, and is refused with
 * every missing copy named; a page that is not a PDF is refused as a copy; the front and back of
 * each document are attached (a spinner while each goes), one is removed and attached again, and
 * Section 2 completes with the copies kept on the record, each with its download. axe finds nothing.
 */
import sharp from 'sharp';
import { I9_COPY_MESSAGES, missingCopiesMessage } from '../../common/i9-copies';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { SECTION1 } from '../helpers/i9';
import { aJob } from '../helpers/jobs';
import { useServerWithMail } from '../helpers/mail-server';
import { i9Accounts, i9Screenshots } from '../helpers/i9-browser';
import { HTML_NAMED_PDF } from '../fixtures/pdfs';

const PASSWORD = 'I9-Remote-Passw0rd!';
const info = { ip: '127.0.0.1', userAgent: 'test' };

describeBrowser('Form I-9: the remote examination in the browser', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 1280, height: 900 }, timeoutMs: 40_000 });
  let formId = 0;
  let photo: Buffer;

  const account = i9Accounts(ctx, PASSWORD);
  const shot = i9Screenshots(ui, 'i9-remote');

  beforeAll(async () => {
    const { services } = ctx.server;
    const casey = await account('casey.remote@example.com', 'Casey', 'candidate');
    const ivy = await account('ivy.remote@example.com', 'Ivy', 'staff');
    const admin = await account('admin.remote@example.com', 'Ada', 'admin');
    await services.staffAccounts.setPermissions(ivy, { permissions: ['i9'] }, admin);
    const site = await services.i9.addSite({ name: 'Austin Distribution Center', everify: true });
    const [jobId] = await services.jobs.createJobs([aJob('Remote Dispatcher')]);
    await services.jobs.apply(casey, jobId!, info);
    const [application] = await services.applications.list(casey);
    await services.applications.setStatus({ id: application!.id, status: 'Offer' }, admin);
    const opened = await services.i9.recordAcceptance(
      application!.id,
      { startDate: '2031-06-02', hiringSiteId: site },
      ivy,
    );
    formId = opened.id;
    // The employer uses E-Verify: Section 1 gives the Social Security number.
    await services.i9.completeSection1(casey, formId, { section1: { ...SECTION1, ssn: '123-45-6789' } }, info);
    photo = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  }, 60_000);

  test('At an E-Verify site the I-9 staff member is told which copies are missing, attaches them, and completes Section 2', async () => {
    const page = ui.page;
    await signInWithForm(page, 'ivy.remote@example.com', PASSWORD, '/admin');
    await page.goto(`/admin/i9/${formId}`);
    await page.getByRole('heading', { name: 'Form I-9 of Casey Rivera', level: 1 }).waitFor();

    const choice = page.getByRole('group', { name: /The employee chose to present/ });
    await choice.getByLabel('One document from List B and one from List C').check();
    const listB = page.getByRole('group', { name: 'List B document (identity)' });
    await listB
      .getByLabel('Document title')
      .selectOption({ label: 'Driver’s license or ID card issued by a U.S. state or outlying possession' });
    await listB.getByLabel('Issuing authority').fill('Texas DPS');
    await listB.getByLabel('Document number').fill('TX 40887123');
    await listB.getByLabel('Expiration date').fill('2030-03-08');
    const listC = page.getByRole('group', { name: 'List C document (employment authorization)' });
    await listC.getByLabel('Document title').selectOption({ label: 'Social Security card without restrictions' });
    await listC.getByLabel('Issuing authority').fill('SSA');
    await listC.getByLabel('Document number').fill('123-45-6789');

    // The copies are optional until the remote procedure is ticked.
    const copies = page.getByRole('group', { name: 'Copies of the documents' });
    await copies.getByText(/Optional, unless the documents are examined remotely/).waitFor();
    await page.getByLabel('Examined remotely under the DHS-authorized alternative procedure (E-Verify)').check();
    await copies
      .getByText('Required: the remote examination keeps a copy of the front and back of each document.')
      .waitFor();
    await page.getByLabel('When the live video session took place').fill('2031-06-02T10:30');
    await page.getByLabel('Examiner’s name').fill('Ivy Rivera');
    await page.getByLabel('Examiner’s title').fill('HR Specialist');
    expect(await axeViolations(page)).toEqual([]);

    // Sent without copies: refused, each missing copy named, and each input marked.
    await page.getByRole('button', { name: 'Sign and complete Section 2' }).click();
    await page
      .getByText(
        missingCopiesMessage([
          { document: 'listB', side: 'front' },
          { document: 'listB', side: 'back' },
          { document: 'listC', side: 'front' },
          { document: 'listC', side: 'back' },
        ]),
      )
      .waitFor();
    expect(await copies.getByText(I9_COPY_MESSAGES.copyRequired).count()).toBe(4);
    expect(await copies.getByLabel(/^Front of the List B document/).getAttribute('aria-invalid')).toBe('true');
    await shot('missing-copies');

    // A web page named like a PDF is refused by its content, beside its input.
    await copies.getByLabel(/^Front of the List B document/).setInputFiles({
      name: 'license.pdf',
      mimeType: 'application/pdf',
      buffer: HTML_NAMED_PDF,
    });
    await copies.getByText(I9_COPY_MESSAGES.notAllowedType).waitFor();

    for (const label of [
      'Front of the List B document',
      'Back of the List B document',
      'Front of the List C document',
      'Back of the List C document',
    ]) {
      await copies
        .getByLabel(new RegExp(`^${label}`))
        .setInputFiles({ name: 'copy.png', mimeType: 'image/png', buffer: photo });
      await copies.getByRole('link', { name: `Download: ${label}` }).waitFor();
    }
    expect(await copies.getByTestId('i9-copy').count()).toBe(4);
    // One removed (before signing) and attached again.
    await copies.getByRole('button', { name: 'Remove: Back of the List C document' }).click();
    await copies.getByLabel(/^Back of the List C document/).waitFor();
    await copies
      .getByLabel(/^Back of the List C document/)
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: photo });
    await copies.getByRole('link', { name: 'Download: Back of the List C document' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    await page.getByRole('button', { name: 'Sign and complete Section 2' }).click();
    await page.getByText('Complete', { exact: true }).waitFor();
    const kept = page.getByRole('region', { name: 'Copies of the documents' });
    expect(await kept.getByRole('row').count()).toBe(5);
    const link = kept.getByRole('link', { name: 'Download: Front of the List B document' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/api/staff/i9/${formId}/copies/\\d+$`));
    // Signed: the copies are kept, no longer removed.
    expect(await kept.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot('remote-done');
  });
});
