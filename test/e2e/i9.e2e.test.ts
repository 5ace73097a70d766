/**
 * Form I-9 in a real browser against the real server: at 1280 px the I-9 staff member uploads the
 * demo stand-in of the official PDF, is told its edition has lapsed and checks its mapping; on a
 * phone (390 px) the candidate accepts an offer on the dashboard with the first day of work, opens
 * Section 1, is told what is missing, completes it with a translator's Supplement A and reads what
 * happens next; at 1280 px the I-9 staff member finds the form in the list, records the documents
 * the employee chose (nothing preselected; List B alone is refused) and completes Section 2, the
 * form shows its history, and its PDF holds both parts under two seals pdfsig finds valid; a work
 * authorization about to end is reverified in Supplement B; a recruiter without the permission
 * reads why the list is closed. axe finds nothing on any screen.
 * Past 300 lines because its stories share one server and follow one form from edition to seal.
 */
import { PDFDocument } from 'pdf-lib';
import { demoI9Pdf } from '../../server/features/i9/demo-form';
import { I9_MESSAGES } from '../../common/i9';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { aJob } from '../helpers/jobs';
import { SECTION1, SECTION2 } from '../helpers/i9';
import { useServerWithMail } from '../helpers/mail-server';
import { i9Accounts, i9Screenshots, noSideScroll } from '../helpers/i9-browser';
import { pdfsig } from '../helpers/pdfsig';

const PASSWORD = 'I9-Browser-Passw0rd!';
const info = { ip: '127.0.0.1', userAgent: 'test' };

describeBrowser('Form I-9 in the browser', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 390, height: 844 }, timeoutMs: 40_000 });
  let formId = 0;

  const account = i9Accounts(ctx, PASSWORD);
  const shot = i9Screenshots(ui, 'i9');

  beforeAll(async () => {
    const casey = await account('casey.i9@example.com', 'Casey', 'candidate');
    const ivy = await account('ivy.i9@example.com', 'Ivy', 'staff');
    await account('robin.i9@example.com', 'Robin', 'staff');
    const admin = await account('admin.i9@example.com', 'Ada', 'admin');
    await ctx.server.services.staffAccounts.setPermissions(ivy, { permissions: ['i9'] }, admin);
    await ctx.server.services.i9.addSite({ name: 'Austin Distribution Center' });
    const [jobId] = await ctx.server.services.jobs.createJobs([aJob('Forklift Operator')]);
    await ctx.server.services.jobs.apply(casey, jobId!, info);
    const [application] = await ctx.server.services.applications.list(casey);
    await ctx.server.services.applications.setStatus({ id: application!.id, status: 'Offer' }, admin);
  }, 60_000);

  test('At 1280 px the I-9 staff member uploads the stand-in, is told its edition lapsed and checks its mapping', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithForm(page, 'ivy.i9@example.com', PASSWORD, '/admin');
    await page.goto('/admin/i9');
    await page
      .getByTestId('i9-edition-notice')
      .getByText(/No edition of the official Form I-9 is uploaded/)
      .waitFor();
    await page.getByRole('link', { name: 'Form I-9 PDF editions' }).click();
    await page.getByRole('heading', { name: 'Form I-9 PDF editions', level: 1 }).waitFor();
    await page.getByLabel('Fillable Form I-9 (PDF)').setInputFiles({
      name: 'i-9.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await demoI9Pdf()),
    });
    await page.getByLabel('Edition', { exact: true }).fill('01/20/25');
    // An edition whose date has passed: uploaded, and staff are told at once.
    await page.getByLabel('Expiration date').fill('2025-07-31');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Edition 01/20/25 uploaded. Check its mapping below.').waitFor();
    await page
      .getByTestId('i9-edition-notice')
      .getByText('Form I-9 edition 01/20/25 expired on Jul 31, 2025: upload the current edition from USCIS.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('editions');

    await page.getByRole('link', { name: 'Map edition 01/20/25' }).click();
    await page.getByRole('heading', { name: 'Mapping of edition 01/20/25', level: 1 }).waitFor();
    // The suggestion from the official names is there; the employer leaves the email out.
    expect(await page.getByLabel('Last Name (Family Name) (text field)', { exact: true }).inputValue()).toBe(
      's1.lastName',
    );
    await page.getByLabel('Employees E-mail Address (text field)').selectOption({ label: 'Not filled' });
    await page.getByRole('button', { name: 'Save the mapping' }).click();
    await page.getByText('Mapping saved.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('mapping');
    await page.goto('/admin/i9');
    await page
      .getByTestId('i9-edition-notice')
      .getByText(/expired on Jul 31, 2025/)
      .waitFor();
  });

  test('On a phone the candidate accepts the offer and completes Section 1 with a translator', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithForm(page, 'casey.i9@example.com', PASSWORD);
    const accept = page.getByTestId('i9-accept');
    await accept.getByLabel('First day of work').fill('2031-06-02');
    await accept.getByRole('button', { name: 'Accept the offer' }).click();
    const line = page.getByTestId('i9-line');
    await line.getByText('Form I-9: Section 1 due Jun 2, 2031').waitFor();
    await line.getByRole('link', { name: 'Complete Section 1' }).click();
    await page.waitForURL('**/i9/*');
    formId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('i9-due').getByText('Complete Section 1 no later than Jun 2, 2031').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(ui.page, 390);

    // Sent empty: each missing answer is named beside its field.
    await page.getByRole('button', { name: 'Sign and submit Section 1' }).click();
    await page.getByText(I9_MESSAGES.statusRequired).waitFor();
    await page.getByText(I9_MESSAGES.dateInvalid).waitFor();
    expect(await page.getByLabel('Last name (family name)').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Last name (family name)').fill('Rivera');
    await page.getByLabel('First name (given name)').fill('Casey');
    await page.getByLabel('Street address').fill('1200 Congress Ave');
    await page.getByLabel('City or town').fill('Austin');
    await page.getByLabel('State', { exact: true }).fill('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Date of birth').fill('1994-03-08');
    await page
      .getByRole('group', { name: /I attest, under penalty of perjury/ })
      .getByLabel('A lawful permanent resident')
      .check();
    await page.getByLabel('USCIS number (A-Number)').fill('A123456789');
    await page.getByLabel('Signature: type your full name').fill('Casey Rivera');
    await page.getByLabel('A preparer or translator helped me complete Section 1').check();
    const supplement = page.getByRole('group', { name: 'Supplement A: preparer or translator' });
    await supplement.getByLabel('Last name (family name)').fill('Ortiz');
    await supplement.getByLabel('First name (given name)').fill('Luz');
    await supplement.getByLabel('Street address').fill('5 Elm St');
    await supplement.getByLabel('City or town').fill('Austin');
    await supplement.getByLabel('State', { exact: true }).fill('TX');
    await supplement.getByLabel('ZIP code').fill('78702');
    // The translator signs with the employee's name: refused, beside their signature.
    await supplement.getByLabel(/signature/).fill('Casey Rivera');
    await page.getByRole('button', { name: 'Sign and submit Section 1' }).click();
    await supplement.getByText(I9_MESSAGES.signatureMismatch).waitFor();
    await supplement.getByLabel(/signature/).fill('Luz Ortiz');
    await page.getByRole('button', { name: 'Sign and submit Section 1' }).click();
    const outcome = page.getByTestId('i9-outcome');
    await outcome.getByText('Section 1 is complete.').waitFor();
    await outcome.getByText(/completes Section 2 by Jun 5, 2031/).waitFor();
    await page.getByText('A lawful permanent resident').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(ui.page, 390);
    await shot('section1-done');
    await outcome.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page
      .getByTestId('i9-line')
      .getByText(/Section 1 done; your employer completes Section 2 by Jun 5, 2031/)
      .waitFor();
  });

  test('At 1280 px the I-9 staff member completes Section 2 from the documents the employee chose', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithForm(page, 'ivy.i9@example.com', PASSWORD, '/admin');
    await page.goto('/admin/i9');
    await page.getByTestId('i9-row').getByRole('link', { name: 'Casey Rivera' }).click();
    await page.waitForURL(`**/admin/i9/${formId}`);
    await page.getByRole('heading', { name: 'Form I-9 of Casey Rivera', level: 1 }).waitFor();
    // Nothing is preselected: the employee chooses.
    const choice = page.getByRole('group', { name: /The employee chose to present/ });
    expect(await choice.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await choice.getByLabel('One document from List B and one from List C').check();
    const listB = page.getByRole('group', { name: 'List B document (identity)' });
    await listB
      .getByLabel('Document title')
      .selectOption({ label: 'Driver’s license or ID card issued by a U.S. state or outlying possession' });
    await listB.getByLabel('Issuing authority').fill('Texas DPS');
    await listB.getByLabel('Document number').fill('TX 40887123');
    await listB.getByLabel('Expiration date').fill('2030-03-08');
    await page.getByLabel('Examiner’s name').fill('Ivy Rivera');
    await page.getByLabel('Examiner’s title').fill('HR Specialist');
    // List B without List C is refused.
    await page.getByRole('button', { name: 'Sign and complete Section 2' }).click();
    await page
      .getByRole('group', { name: 'List C document (employment authorization)' })
      .getByText(I9_MESSAGES.listBCRequired)
      .waitFor();
    const listC = page.getByRole('group', { name: 'List C document (employment authorization)' });
    await listC.getByLabel('Document title').selectOption({ label: 'Social Security card without restrictions' });
    await listC.getByLabel('Issuing authority').fill('SSA');
    await listC.getByLabel('Document number').fill('123-45-6789');
    await page.getByRole('button', { name: 'Sign and complete Section 2' }).click();
    await page
      .getByText('Driver’s license or ID card issued by a U.S. state or outlying possession · Texas DPS · TX 40887123')
      .waitFor();
    await page.getByText('Complete', { exact: true }).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    expect(await history.getByRole('row').count()).toBe(4);
    await history.getByRole('rowheader', { name: 'Supplement A' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('section2-done');

    // The official PDF: both parts filled in, each sealed by its signer in its own incremental update.
    const link = page.getByTestId('i9-pdf-link');
    await link.getByText('Download the PDF (2 seals)').waitFor();
    const pdf = await (await page.request.get((await link.getAttribute('href'))!)).body();
    const seals = (await pdfsig(pdf)).signatures.filter((sig) => sig.fieldName.startsWith('Form I-9 seal'));
    expect(seals.map((sig) => [sig.fieldName, sig.valid])).toEqual([
      ['Form I-9 seal 1: Casey Rivera', true],
      ['Form I-9 seal 2: Ivy Rivera', true],
    ]);
    const fields = (await PDFDocument.load(pdf, { ignoreEncryption: true })).getForm();
    expect(fields.getTextField('Preparer or Translator Last Name (Family Name) 1').getText()).toBe('Ortiz');
    expect(fields.getTextField('List B Document Number 1').getText()).toBe('TX 40887123');
    expect(fields.getCheckBox('CB_3').isChecked()).toBe(true);
    expect(fields.getTextField('Employees E-mail Address').getText()).toBeUndefined();
  });

  test('At 1280 px the I-9 staff member reverifies in Supplement B a work authorization about to end', async () => {
    const { services } = ctx.server;
    const drew = await account('drew.i9@example.com', 'Drew', 'candidate');
    const ivy = (await services.auth.accountByEmail('ivy.i9@example.com'))!.id;
    const [jobId] = await services.jobs.createJobs([aJob('Night Loader')]);
    await services.jobs.apply(drew, jobId!, info);
    const [application] = await services.applications.list(drew);
    await services.applications.setStatus({ id: application!.id, status: 'Offer' }, ivy);
    const soon = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const opened = await services.i9.recordAcceptance(application!.id, { startDate: '2031-06-02' }, ivy);
    await services.i9.completeSection1(
      drew,
      opened.id,
      {
        section1: {
          ...SECTION1,
          firstName: 'Drew',
          signature: 'Drew Rivera',
          status: 'authorizedAlien',
          uscisNumber: 'A123456789',
          authorizationExpires: soon,
        },
      },
      info,
    );
    await services.i9.completeSection2(
      opened.id,
      {
        section2: {
          ...SECTION2,
          choice: 'listA',
          listA: {
            title: 'employmentAuthorization',
            issuingAuthority: 'USCIS',
            number: 'SRC2390012345',
            expires: soon,
            receipt: false,
          },
          listB: null,
          listC: null,
        },
      },
      ivy,
    );

    const page = ui.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithForm(page, 'ivy.i9@example.com', PASSWORD, '/admin');
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Forms I-9' }).click();
    const row = page.getByTestId('i9-row').filter({ hasText: 'Drew Rivera' });
    await row.getByText(/^Supplement B due /).waitFor();
    await row.getByRole('link', { name: 'Drew Rivera' }).click();
    const form = page.getByRole('form', { name: 'Supplement B: reverification' });
    await form.getByText(/work authorization ends on/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const doc = form.getByRole('group', { name: 'The document the employee chose (List A or List C)' });
    await doc.getByLabel('Document title').selectOption({ label: 'Employment Authorization Document (Form I-766)' });
    await doc.getByLabel('Issuing authority').fill('USCIS');
    await doc.getByLabel('Document number').fill('SRC2490054321');
    await doc.getByLabel('Expiration date').fill('2033-09-30');
    await form.getByLabel('Examiner’s name').fill('Ivy Rivera');
    await form.getByLabel('Examiner’s title').fill('HR Specialist');
    await form.getByRole('button', { name: 'Sign and record Supplement B' }).click();
    await page.getByRole('region', { name: 'History' }).getByRole('rowheader', { name: 'Supplement B' }).waitFor();
    await page.getByText('Sep 30, 2033').waitFor();
    await expect(page.getByRole('form', { name: 'Supplement B: reverification' }).count()).resolves.toBe(0);
  });

  test('A recruiter without the permission reads why the Forms I-9 are closed', async () => {
    const page = ui.page;
    await signInWithForm(page, 'robin.i9@example.com', PASSWORD, '/admin');
    await page.goto('/admin/i9');
    await page.getByText('Only staff with the Form I-9 permission can open I-9s. Ask an administrator.').waitFor();
    await page.goto(`/admin/i9/${formId}`);
    await page.getByText('Only staff with the Form I-9 permission can open I-9s. Ask an administrator.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
