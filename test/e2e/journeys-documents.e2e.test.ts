/**
 * Documents journeys in a real browser, staff and candidate side by side on one server with real
 * SMTP: informational documents read apart from what is signed, assignments and invitations never
 * doubled, uploaded copies reviewed, and every irreversible action asked first in one dialog.
 * Past 300 lines because the journeys share one server, its templates and its mail, which take the
 * longest to set up.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DOCUMENT_SERVER_MESSAGES } from '../../common/documents';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';
import { waitUntil } from '../helpers/wait';
import { HTML_NAMED_PDF, samplePdf, signedCopyPdf } from '../fixtures/pdfs';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Journey-Passw0rd!';
const STAFF = 'sam.journeys@example.com';
const CANDIDATE = 'nova.journeys@example.com';
const ADMIN = 'ada.journeys@example.com';
const LEAVER = 'lee.journeys@example.com';
const HANDBOOK = 'Safety Handbook';
const DEPOSIT = 'Direct Deposit Form';
const POLICY = "Employee's Timesheet Policy";
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describeBrowser('Documents journeys', () => {
  const ctx = useServerWithMail();
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Journeys',
    staff: { email: STAFF, firstName: 'Sam' },
    candidate: { email: CANDIDATE, firstName: 'Nova' },
  });
  let staff: Page;
  let candidate: Page;
  const templates: Record<string, number> = {};

  beforeAll(async () => {
    const { auth, documents } = ctx.server.services;
    for (const [email, firstName, role] of [
      [ADMIN, 'Ada', 'admin'],
      [LEAVER, 'Lee', 'candidate'],
    ] as const) {
      await auth.createUser({ email, password: PASSWORD, firstName, lastName: 'Journeys', role, confirmed: true });
    }
    for (const [formTitle, settings] of [
      [HANDBOOK, { signatureType: 'INFO' }],
      [DEPOSIT, { delivery: 'electronic' as const }],
      [POLICY, { delivery: 'manual' as const }],
    ] as const) {
      const pdf = await samplePdf({ formTitle });
      templates[formTitle] = (await documents.createTemplate({ pdf, formTitle, ...settings })).id;
    }
    staff = await signIn(STAFF);
    candidate = await signIn(CANDIDATE);
    await staff.setViewportSize(WIDE);
    await candidate.setViewportSize(WIDE);
  }, 60_000);
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    errors.length = 0;
  });

  const documentId = async (formTitle: string) =>
    (
      await ctx.server.database.db
        .selectFrom('document')
        .select('id')
        .where('formTitle', '=', formTitle)
        .executeTakeFirstOrThrow()
    ).id;
  const mailsTo = (subject: RegExp) =>
    ctx.smtp.mails.filter((m) => m.to.includes(CANDIDATE) && subject.test(m.subject));
  const fitsWidth = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  async function axeClean(page: Page) {
    expect(await axeViolations(page, { bestPractice: false })).toEqual([]);
  }

  async function assign(formTitle: string) {
    await staff.getByLabel('Template or packet').selectOption({ label: formTitle });
    await staff.getByLabel('Candidate emails').fill(CANDIDATE);
    await staff.getByLabel('Due date').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await staff.getByRole('button', { name: 'Assign', exact: true }).click();
  }

  test('Staff assign a template twice and invite an address twice: the second time nothing is doubled and the screen says which', async () => {
    await staff.goto('/admin/documents');
    await staff.getByRole('heading', { name: 'Assign to candidates' }).waitFor();
    await assign(DEPOSIT);
    await staff.getByText('Assigned 1 document to 1 candidate; each gets one mail.').waitFor();
    await assign(DEPOSIT);
    await staff.getByText('Nothing new to assign: no mail was sent.').waitFor();
    const already = staff.getByTestId('already-assigned');
    await already.getByText('Already assigned and still open, so not assigned again nor mailed:').waitFor();
    await already.getByText(`${CANDIDATE}: ${DEPOSIT}`).waitFor();
    await staff.setViewportSize(PHONE);
    await fitsWidth(staff);
    await staff.setViewportSize(WIDE);
    await assign(POLICY);
    await staff.getByText('Assigned 1 document to 1 candidate; each gets one mail.').waitFor();
    // Both mails are out (the refused assignment's would have been queued before the second).
    await waitUntil(() => mailsTo(/to complete by/).some((m) => m.text.includes(POLICY)));
    expect(mailsTo(/to complete by/)).toHaveLength(2);
    const rows = await ctx.server.database.db
      .selectFrom('document')
      .select('id')
      .where('formTitle', '=', DEPOSIT)
      .execute();
    expect(rows).toHaveLength(1);

    const [jobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Warehouse Lead',
        description: '<p>Lead the shift.</p>',
        corpTitle: 'Fabrikam',
        employmentType: 'Permanent' as const,
        category: 'Distribution' as const,
        location: 'Austin, TX',
        postalCode: '78701',
        openedAt: Date.now(),
      },
    ])) as [number];
    await staff.goto(`/admin/jobs/${jobId}/applicants`);
    for (const _ of [1, 2]) {
      await staff.getByLabel('People to invite').fill(CANDIDATE);
      await staff.getByRole('button', { name: 'Send invitations' }).click();
      await staff.getByRole('status').filter({ hasText: 'sent.' }).waitFor();
    }
    await staff.getByText('0 invitations sent.').waitFor();
    const again = staff.getByTestId('invite-already');
    await again.getByText('Already invited to this job, and the invitation is still open').waitFor();
    await again.getByText(CANDIDATE).waitFor();
    await ctx.smtp.waitFor(CANDIDATE, /A job for you: Warehouse Lead/);
    expect(mailsTo(/A job for you/)).toHaveLength(1);
    await expect(staff.getByRole('row').filter({ hasText: CANDIDATE }).count()).resolves.toBe(1);

    // Closing the job asks first too; Escape keeps it open with the focus back on the button.
    await staff.goto(`/admin/jobs/${jobId}`);
    const close = staff.getByRole('button', { name: 'Close job' });
    await close.click();
    const ask = staff.getByRole('dialog', { name: 'Close job' });
    await ask.getByText('Close this job? It leaves search and its public page until it is reopened.').waitFor();
    await staff.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    await expect(staff.locator(':focus').textContent()).resolves.toBe('Close job');
    await close.click();
    await ask.getByRole('button', { name: 'Close job' }).click();
    await staff.getByText('The job is closed: it has left search and its public page.').waitFor();
  });

  test('An informational document is mailed as something to read, listed under its own heading with View only, and never outstanding', async () => {
    await staff.goto('/admin/documents');
    await assign(HANDBOOK);
    await staff.getByText('Assigned 1 document to 1 candidate; each gets one mail.').waitFor();
    const mail = await ctx.smtp.waitFor(CANDIDATE, /to read/);
    expect(mail.subject).toBe('A document to read');
    expect(mail.text).toContain('Please read this document; there is nothing to sign.');

    for (const size of [WIDE, PHONE]) {
      await candidate.setViewportSize(size);
      await candidate.goto('/documents/electronic');
      const info = candidate.getByRole('region', { name: 'Informational' });
      const item = info.getByRole('listitem').filter({ hasText: HANDBOOK });
      await item.getByText('To read: nothing to sign.').waitFor();
      const view = item.getByRole('link', { name: /View Document/ });
      expect(await view.getAttribute('target')).toBe('_blank');
      expect(await view.getAttribute('href')).toMatch(/\.pdf\?view=inline$/);
      await expect(item.getByRole('link', { name: 'Download & Sign' }).count()).resolves.toBe(0);
      await expect(item.getByLabel('Upload Signed Copy').count()).resolves.toBe(0);
      await expect(candidate.getByRole('region', { name: 'Unsigned' }).getByText(HANDBOOK).count()).resolves.toBe(0);
      await fitsWidth(candidate);
    }
    await axeClean(candidate);
    await candidate.setViewportSize(WIDE);
    await candidate.goto('/onboarding');
    await candidate.getByTestId('onboarding-informational').getByText(HANDBOOK).waitFor();
    await expect(candidate.getByTestId('onboarding-outstanding').getByText(HANDBOOK).count()).resolves.toBe(0);
    await candidate.getByText('0 of 2 documents completed').waitFor();

    await staff.goto('/admin/documents/status');
    const row = staff.getByTestId(`board-row-${await documentId(HANDBOOK)}`);
    await row.getByText('To read (no signature)').waitFor();
    await expect(row.getByRole('button', { name: /Remind/ }).count()).resolves.toBe(0);
    await expect(staff.getByTestId('count-informational').textContent()).resolves.toBe('1');
    await expect(staff.getByTestId('count-outstanding').textContent()).resolves.toBe('2');
  });

  test('An uploaded hard copy waits for review: staff reject it with a reason, then approve the new one; its download keeps the apostrophe', async () => {
    // Review is a template's setting: on by default, electronic or hard copy, and staff can turn it off.
    await staff.goto('/admin/documents');
    const list = staff.getByTestId('template-list');
    await list.getByRole('listitem').filter({ hasText: POLICY }).getByText('uploaded copies reviewed').waitFor();
    const deposit = list.getByRole('listitem').filter({ hasText: DEPOSIT });
    await deposit.getByText('uploaded copies reviewed').waitFor();
    await staff.getByRole('button', { name: `Mark fields: ${DEPOSIT}` }).click();
    const editor = staff.getByTestId('fields-editor');
    const review = editor.getByLabel('Review uploaded signed copies');
    expect(await review.isChecked()).toBe(true);
    await review.uncheck();
    await editor.getByRole('button', { name: 'Save settings and fields' }).click();
    await editor.getByText('Settings and fields saved.').waitFor();
    await deposit.getByText('uploaded copies reviewed').waitFor({ state: 'detached' });

    const id = await documentId(POLICY);
    const upload = async () => {
      await candidate.goto('/documents/manual');
      const item = candidate.getByRole('listitem').filter({ hasText: POLICY });
      await item.getByLabel('Upload Signed Copy').setInputFiles({
        name: 'policy-signed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await signedCopyPdf({ formTitle: POLICY })),
      });
      await item.getByRole('button', { name: 'Upload', exact: true }).click();
      await item.getByText('Upload Successful').waitFor();
      await candidate.reload();
      return item;
    };
    let item = await upload();
    await item.getByTestId('awaiting-review').getByText('Waiting for review').waitFor();
    await expect(item.getByLabel('Upload Signed Copy').count()).resolves.toBe(0);
    await expect(item.getByRole('link', { name: 'Sign Digitally' }).count()).resolves.toBe(0);
    await candidate.setViewportSize(PHONE);
    await fitsWidth(candidate);
    await candidate.setViewportSize(WIDE);

    await staff.goto('/admin/documents/status');
    await staff.getByTestId(`board-row-${id}`).getByText('Waiting for review').waitFor();
    await staff.goto(`/admin/documents/${id}`);
    await staff.getByRole('button', { name: 'Approve signed copy' }).waitFor();
    await staff.getByLabel('Reason for the candidate').fill('Please sign page 2 as well.');
    await staff.getByRole('button', { name: 'Reject and return to the candidate' }).click();
    await staff.getByRole('status').filter({ hasText: 'Returned to the candidate as outstanding.' }).last().waitFor();
    // The trail says who took each step.
    const trail = staff.getByRole('region', { name: 'Audit trail' });
    await trail.getByText(/: Copy sent back by Sam Journeys$/).waitFor();
    await trail.getByText(/: Signed copy uploaded by Nova Journeys$/).waitFor();
    if (process.env.SCREENSHOT_DIR)
      await staff.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'review-trail.png'), fullPage: true });

    await candidate.goto('/documents/manual');
    await item.getByText('Returned to you: Please sign page 2 as well.').waitFor();
    item = await upload();
    await item.getByTestId('awaiting-review').waitFor();
    await staff.reload();
    await staff.getByRole('button', { name: 'Approve signed copy' }).click();
    await staff.getByText('Approved: the document is completed.').waitFor();

    await candidate.reload();
    const signed = candidate.getByRole('region', { name: 'Signed' }).getByRole('listitem').filter({ hasText: POLICY });
    const [download] = await Promise.all([
      candidate.waitForEvent('download'),
      signed.getByRole('link', { name: 'Download Copy' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Employee's Timesheet Policy (signed).pdf");

    // The doc check reads templates: a file that is not a PDF gets its own explanation.
    await staff.goto('/internal/doc-checks');
    await staff.getByLabel('PDF template').setInputFiles({
      name: 'template.pdf',
      mimeType: 'application/pdf',
      buffer: HTML_NAMED_PDF,
    });
    await staff.getByRole('button', { name: 'Preview', exact: true }).click();
    await staff.getByText(DOCUMENT_SERVER_MESSAGES.docCheckNotPdf).waitFor();
  });

  test('Decline asks first, with an optional reason staff then read; Escape keeps the document and gives the focus back', async () => {
    const id = await documentId(DEPOSIT);
    await candidate.goto(`/documents?id=${id}`);
    const frame = candidate.frameLocator('iframe.signing-frame');
    await frame.getByLabel('I agree to use electronic records and signatures').check();
    await frame.getByRole('button', { name: 'Continue' }).click();
    const decline = frame.getByRole('button', { name: 'Decline', exact: true });
    await decline.click();
    const dialog = frame.getByRole('dialog', { name: 'Decline to sign?' });
    await dialog.getByLabel('Reason (optional)').waitFor();
    await candidate.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(frame.locator(':focus').textContent()).resolves.toBe('Decline');

    await decline.click();
    await dialog.getByLabel('Reason (optional)').fill('My bank details change next week.');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await candidate.waitForURL(`**/documents/signed-report?id=${id}&event=decline`);
    await candidate.getByText('You have declined to sign this document.').waitFor();

    await staff.goto('/admin/documents/status');
    await staff
      .getByTestId(`board-row-${id}`)
      .getByText('Declined by the candidate: “My bank details change next week.”')
      .waitFor();
    await staff.goto(`/admin/documents/${id}`);
    await staff.getByText('The candidate declined to sign: “My bank details change next week.”').waitFor();
  });

  test('Cancelling an assignment and deactivating staff ask first; the admin’s own row has no actions', async () => {
    await staff.goto('/admin/documents/status');
    const row = staff.getByTestId(`board-row-${await documentId(DEPOSIT)}`);
    const cancel = row.getByRole('button', { name: 'Cancel', exact: true });
    await cancel.click();
    const ask = staff.getByRole('dialog', { name: 'Cancel the document' });
    await ask.getByText('It leaves the candidate’s lists').waitFor();
    await staff.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    await expect(staff.locator(':focus').textContent()).resolves.toBe('Cancel');
    // Confirmed, the row leaves the board with its button: the focus waits on the board.
    await cancel.click();
    await ask.getByRole('button', { name: 'Cancel the document' }).click();
    await row.waitFor({ state: 'detached' });
    await expect(staff.locator(':focus').getAttribute('class')).resolves.toContain('table-responsive');

    const admin = await signIn(ADMIN);
    for (const size of [WIDE, PHONE]) {
      await admin.setViewportSize(size);
      await admin.goto('/admin/staff');
      const own = admin.getByTestId('staff-account').filter({ hasText: ADMIN });
      await own.getByText('(you)').waitFor();
      await own.getByText('Your own account: another administrator can change it.').waitFor();
      await expect(own.getByRole('button').count()).resolves.toBe(0);
    }
    await admin.setViewportSize(WIDE);
    const other = admin.getByTestId('staff-account').filter({ hasText: STAFF });
    const deactivate = other.getByRole('button', { name: 'Deactivate Sam Journeys' });
    await deactivate.click();
    const confirm = admin.getByRole('dialog', { name: 'Deactivate Sam Journeys' });
    await confirm.getByText('Their sessions end at once.').waitFor();
    await axeClean(admin);
    await admin.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect(admin.locator(':focus').getAttribute('aria-label')).resolves.toBe('Deactivate Sam Journeys');
    // Confirmed, the button is gone: the focus goes to what happened, in the same row.
    await deactivate.click();
    await confirm.getByRole('button', { name: 'Yes, deactivate' }).click();
    await other.getByText('Sam Journeys was deactivated and signed out everywhere.').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await admin.waitForFunction(
      () => document.activeElement?.textContent === 'Sam Journeys was deactivated and signed out everywhere.',
    );
  });

  test('Deleting an account asks first, then the login page says it is done', async () => {
    const leaver = await signIn(LEAVER);
    await leaver.goto('/profile');
    const privacy = leaver.getByTestId('privacy');
    await privacy.getByLabel('Your password').fill(PASSWORD);
    await privacy.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = leaver.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await leaver.waitForURL('**/login');
    await leaver
      .getByTestId('notice')
      .getByText('Your account is deleted and you are signed out everywhere.', { exact: false })
      .waitFor();
  });
});
