/**
 * The onboarding workflow in a real browser with real SMTP: staff upload a template with two signer
 * fields and assign it with a due date, the candidate gets the mail, fills the fields and signs in
 * the iframe, the signed PDF carries the values and the audit page lists them, the board says so.
 */
import { BOARD_PAGE_SIZE, FIELD_MESSAGES } from '../../common/onboarding';
import { pdfText } from '../helpers/pdf-text';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';
import { fieldsPdf } from '../fixtures/pdfs';

const PASSWORD = 'Onboard-Passw0rd!';
const STAFF = 'robin.onboarding@example.com';
const CANDIDATE = 'new.hire@example.com';
const TITLE = 'Payroll Details Form';

describeBrowser('Onboarding workflow in the browser', () => {
  const ctx = useServerWithMail();
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Reyes',
    staff: { email: STAFF, firstName: 'Robin' },
    candidate: { email: CANDIDATE, firstName: 'Nova' },
  });

  test('Staff upload and assign a template; the candidate fills two fields and signs; the PDF, audit page and board show it', async () => {
    const staff = await signIn(STAFF);
    await staff.goto('/admin/documents');
    await staff.getByRole('heading', { name: 'Onboarding Documents', level: 1 }).waitFor();
    await staff.getByText('No templates yet. Upload a PDF to start.').waitFor();
    await staff.getByLabel('PDF template').setInputFiles({
      name: 'payroll.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await fieldsPdf(TITLE)),
    });
    await staff.getByRole('button', { name: 'Upload', exact: true }).click();
    await staff.getByText(`Uploaded ${TITLE}: 5 fields detected.`).waitFor();

    // The fields as detected, then marked: both signer fields required, the start date a date.
    const editor = staff.getByTestId('fields-editor');
    await expect(editor.getByLabel('Filled by').first().inputValue()).resolves.toBe('record');
    const address = editor.getByRole('group', { name: /homeAddress/ });
    await address.getByLabel('Required').check();
    const start = editor.getByRole('group', { name: /startDate/ });
    await start.getByLabel('Details').selectOption('date');
    await start.getByLabel('Label shown to the signer').fill('First day at work');
    await start.getByLabel('Required').check();
    await editor.getByRole('button', { name: 'Save settings and fields' }).click();
    await editor.getByText('Settings and fields saved.').waitFor();

    await staff.getByRole('button', { name: `Preview: ${TITLE}` }).click();
    await staff.getByTestId('template-preview').locator('canvas.pdf-page').first().waitFor();

    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await staff.getByLabel('Template or packet').selectOption({ label: TITLE });
    await staff.getByLabel('Candidate emails').fill(CANDIDATE);
    await staff.getByLabel('Due date').fill(due);
    await staff.getByRole('button', { name: 'Assign', exact: true }).click();
    await staff.getByText('Assigned 1 document to 1 candidate; each gets one mail.').waitFor();

    const mail = await ctx.smtp.waitFor(CANDIDATE, /to complete by/);
    expect(mail.text).toContain(TITLE);
    expect(ctx.smtp.mails.filter((m) => m.to.includes(CANDIDATE))).toHaveLength(1);

    // The candidate: the document is outstanding with its due date, then signed in the iframe.
    const candidate = await signIn(CANDIDATE);
    await candidate.goto('/onboarding');
    const outstanding = candidate.getByTestId('onboarding-outstanding');
    await outstanding.getByText(TITLE).waitFor();
    await outstanding.getByTestId('due-date').waitFor();
    const doc = await ctx.server.database.db
      .selectFrom('document')
      .select(['id'])
      .where('formTitle', '=', TITLE)
      .executeTakeFirstOrThrow();
    await candidate.goto(`/documents?id=${doc.id}`);
    const frame = candidate.frameLocator('iframe.signing-frame');
    await frame.getByLabel('I agree to use electronic records and signatures').check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    await frame.locator('[data-testid="pdf-pages"][aria-busy="false"]').waitFor();

    await frame.getByText('Type', { exact: true }).click();
    await frame.getByLabel('Type your full name').fill('Nova Reyes');
    await frame.getByRole('button', { name: 'Finish' }).click();
    await frame.getByText(FIELD_MESSAGES.missing).waitFor();
    await frame.getByText(FIELD_MESSAGES.required('Home address')).waitFor();
    await frame.getByText(FIELD_MESSAGES.required('First day at work')).waitFor();

    await frame.getByLabel('Home address').fill('48 Juniper Lane, Boise ID 83702');
    await frame.getByLabel('First day at work').fill('2026-12-14');
    await frame.getByRole('button', { name: 'Finish' }).click();
    await candidate.waitForURL(`**/documents/signed-report?id=${doc.id}&event=signing_complete`);
    await candidate.getByText("You've Successfully Signed This Document!").waitFor();

    // The signed PDF: values in the page, the audit certificate listing them (text by pdf.js).
    const res = await staff.request.get(`/api/staff/documents/${doc.id}/signed.pdf`);
    expect(res.status()).toBe(200);
    const read = { text: await pdfText(ctx.server.services, await res.body()) };
    expect(read.text).toContain('48 Juniper Lane, Boise ID 83702');
    expect(read.text).toContain('Dec 14, 2026');
    expect(read.text).toContain('Certificate of Completion');
    expect(read.text).toContain('Filled by the signer: Home address');
    expect(read.text).toContain('Filled by the signer: First day at work');

    await staff.goto('/admin/documents/status');
    const row = staff.getByTestId(`board-row-${doc.id}`);
    await row.getByText('Completed').waitFor();
    await expect(staff.getByTestId('count-completed').textContent()).resolves.toBe('1');
    await expect(row.getByTestId('candidate-percent').textContent()).resolves.toBe('100% complete');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  }, 120_000);

  test('The status board pages its candidates: Next and Previous move through the pages, the address keeps the page', async () => {
    const staff = await signIn(STAFF);
    const [template] = (await (await staff.request.get('/api/staff/document-templates')).json()) as { id: number }[];
    const emails = Array.from(
      { length: BOARD_PAGE_SIZE + 1 },
      (_, i) => `pager${String(i).padStart(2, '0')}@example.com`,
    );
    for (const email of emails)
      await ctx.server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'Pat',
        lastName: 'Pager',
        role: 'candidate',
        confirmed: true,
      });
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const assigned = await staff.request.post('/api/staff/document-assignments', {
      data: { templateId: template!.id, emails: emails.join(','), dueDate: due },
    });
    expect(assigned.status()).toBe(200);

    await staff.goto('/admin/documents/status?q=pager');
    const pages = staff.getByRole('navigation', { name: 'Onboarding Status: Pages' });
    await pages.getByText('Page 1 of 2').waitFor();
    await expect(staff.getByTestId('candidate-percent').count()).resolves.toBe(BOARD_PAGE_SIZE);
    await expect(pages.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    // While the next page loads, the shown one stays with the wait marked: nothing jumps.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await staff.route('**/api/staff/document-status?*page=2*', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const before = await pages.boundingBox();
    await pages.getByRole('button', { name: 'Next' }).click();
    await staff.locator('[aria-busy="true"]').first().waitFor();
    await expect(pages.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await expect(staff.getByTestId('candidate-percent').count()).resolves.toBe(BOARD_PAGE_SIZE);
    expect(await pages.boundingBox()).toEqual(before);
    release();
    await pages.getByText('Page 2 of 2').waitFor();
    await staff.unroute('**/api/staff/document-status?*page=2*');
    expect(new URL(staff.url()).search).toBe('?q=pager&page=2');
    await expect(staff.getByTestId('candidate-percent').count()).resolves.toBe(1);
    await expect(staff.getByTestId('count-outstanding').textContent()).resolves.toBe(String(BOARD_PAGE_SIZE + 1));
    await pages.getByRole('button', { name: 'Previous' }).click();
    await pages.getByText('Page 1 of 2').waitFor();
    expect(new URL(staff.url()).search).toBe('?q=pager');
  });
});
