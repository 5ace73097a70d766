/**
 * Credential uploads in a real browser: staff create a credential request on /admin/documents and
 * assign it; the candidate uploads it with a number and an expiry (messages beside each field);
 * staff reject it with a reason on the review page; the candidate sees the reason on /onboarding
 * and the documents screen, uploads again, and it is awaiting review.
 */
import type { Page } from 'playwright-core';
import { CREDENTIAL_MESSAGES } from '../../common/credentials';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';
import { scannedPdf } from '../fixtures/pdfs';

const PASSWORD = 'Credential-Passw0rd!';
const STAFF = 'robin.credentials@example.com';
const CANDIDATE = 'lane.licence@example.com';
const TITLE = 'Commercial Driver Licence';
const REASON = 'The licence number is not readable; please upload a sharper scan.';
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const SHOTS = process.env.E2E_SCREENSHOTS;

describeBrowser('Credential uploads in the browser', () => {
  const ctx = useServerWithMail();
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Okafor',
    staff: { email: STAFF, firstName: 'Robin' },
    candidate: { email: CANDIDATE, firstName: 'Lane' },
  });
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  test('A rejected credential shows its reason to the candidate, who uploads it again', async () => {
    const staff = await signIn(STAFF);
    await staff.goto('/admin/documents');
    const form = staff.getByTestId('credential-template-form');
    await form.getByLabel('Credential name').fill(TITLE);
    await form.getByLabel('Instructions for the candidate').fill('Front side, all four corners visible.');
    await form.getByRole('button', { name: 'Create credential request' }).click();
    await form.getByText(`${TITLE} created. Assign it below.`).waitFor();
    await staff.getByTestId('template-list').getByText(TITLE).waitFor();
    await shot(staff, 'credential-admin');
    const templateId = (await staff.request.get('/api/staff/document-templates').then((r) => r.json())).find(
      (t: { formTitle: string }) => t.formTitle === TITLE,
    ).id;
    const assigned = await staff.request.post('/api/staff/document-assignments', {
      data: { templateId, emails: CANDIDATE, dueDate: isoDay(Date.now() + 7 * DAY) },
    });
    expect(assigned.status()).toBe(200);

    // The candidate: messages beside each field, then the upload with its progress bar.
    const candidate = await signIn(CANDIDATE);
    await candidate.goto('/documents/electronic');
    const upload = candidate.getByTestId('credential-upload');
    await upload.getByRole('button', { name: 'Upload Credential' }).click();
    await upload.getByText(CREDENTIAL_MESSAGES.numberRequired).waitFor();
    await upload.getByText(CREDENTIAL_MESSAGES.expiryRequired).waitFor();
    await upload.getByText(CREDENTIAL_MESSAGES.fileRequired).waitFor();
    await expect(upload.getByLabel('Document number').evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await upload.getByLabel('Document number').fill('CDL-4411');
    await upload.getByLabel('Expiry date').fill(isoDay(Date.now() - DAY));
    await upload.getByRole('button', { name: 'Upload Credential' }).click();
    await upload.getByText(CREDENTIAL_MESSAGES.expiryPast).waitFor();
    await shot(candidate, 'credential-errors');
    await upload.getByLabel('Expiry date').fill(isoDay(Date.now() + 300 * DAY));
    const pdf = Buffer.from(await scannedPdf());
    await upload.getByLabel(/^File/).setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf });
    await upload.getByRole('button', { name: 'Upload Credential' }).click();
    // The form gives way to the document's new state and the message, as soon as the server answers.
    await candidate.getByTestId('upload-done').getByText('Uploaded: awaiting review.').waitFor();
    await expect(upload.count()).resolves.toBe(0);

    // Staff reject it with a reason on the review page.
    const [doc] = await ctx.server.services.documents.list(
      (
        await ctx.server.database.db
          .selectFrom('userAccount')
          .select('id')
          .where('email', '=', CANDIDATE)
          .executeTakeFirstOrThrow()
      ).id,
    );
    await staff.goto(`/admin/documents/${doc!.id}`);
    const credential = staff.getByTestId('review-credential');
    await credential.getByText('CDL-4411').waitFor();
    await credential.getByText('Waiting for review').waitFor();
    await shot(staff, 'credential-review');
    await staff.getByLabel('Reason for the candidate').fill(REASON);
    await staff.getByRole('button', { name: 'Reject and return to the candidate' }).click();
    await staff.locator('.alert-success').getByText('Returned to the candidate as outstanding.').waitFor();

    // The candidate sees the reason on /onboarding and on the documents screen, and uploads again.
    await candidate.goto('/onboarding');
    const outstanding = candidate.getByTestId('onboarding-outstanding');
    await outstanding.getByText(REASON).waitFor();
    await shot(candidate, 'credential-onboarding');
    await outstanding.getByRole('link', { name: 'Upload Credential' }).click();
    await candidate.waitForURL('**/documents/electronic');
    const item = candidate.getByTestId(`document-${doc!.id}`);
    await item.getByTestId('rejected-reason').getByText(REASON).waitFor();
    await item.getByLabel('Document number').fill('CDL-4411');
    await item.getByLabel('Expiry date').fill(isoDay(Date.now() + 300 * DAY));
    await item.getByLabel(/^File/).setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf });
    await item.getByRole('button', { name: 'Upload Credential' }).click();
    await item.getByText('Uploaded: awaiting review.').waitFor();
    await candidate.reload();
    await candidate.getByTestId(`document-${doc!.id}`).getByTestId('credential-awaiting').waitFor();
    await expect(candidate.getByTestId(`document-${doc!.id}`).getByTestId('rejected-reason').count()).resolves.toBe(0);
    await shot(candidate, 'credential-awaiting');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  }, 120_000);
});
