/**
 * Staff's onboarding screens offer only what the document's state allows and say why otherwise:
 * a signed document has no Cancel, an approved one no Reject, Remind a second time says when the
 * next can go, a rejection without a reason says a reason is missing, and assignment names the
 * entries it did not use.
 */
import type { Page } from 'playwright-core';
import { ONBOARDING_MESSAGES as M, REMIND_COOLDOWN_HOURS } from '../../common/onboarding';
import { describeBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { useStaffAndCandidate } from '../helpers/staff-and-candidate';
import { samplePdf, scannedPdf } from '../fixtures/pdfs';

const PASSWORD = 'Rules-Passw0rd!';
const STAFF = 'robin.rules@example.com';
const CANDIDATE = 'casey.rules@example.com';
const DAY = 86_400_000;
const INFO = { ip: '203.0.113.7', userAgent: 'Rules' };

describeBrowser('Staff onboarding actions in the browser', () => {
  const ctx = useServerWithMail();
  const { signIn, errors } = useStaffAndCandidate(ctx, {
    password: PASSWORD,
    lastName: 'Morgan',
    staff: { email: STAFF, firstName: 'Robin' },
    candidate: { email: CANDIDATE, firstName: 'Casey' },
  });
  let staff: Page;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { services, database } = ctx.server;
    const userId = async (email: string) =>
      (await database.db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirstOrThrow())
        .id;
    const caseyId = await userId(CANDIDATE);
    const robinId = await userId(STAFF);
    const dueDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    for (const title of ['Uniform Policy', 'Locker Agreement', 'Badge Form']) {
      const template = await services.documents.createTemplate({
        pdf: await samplePdf({ formTitle: title }),
        delivery: 'manual',
      });
      await services.onboarding.assign({ templateId: template.id, emails: CANDIDATE, dueDate }, robinId);
    }
    for (const doc of await services.documents.list(caseyId)) ids[doc.formTitle] = doc.id;
    const scanned = await scannedPdf();
    for (const title of ['Uniform Policy', 'Badge Form']) {
      const doc = await services.documents.get(caseyId, { id: ids[title]! });
      await services.documents.uploadSigned({ id: caseyId }, doc.docHandle, scanned, INFO);
    }
    await services.onboarding.approve(ids['Uniform Policy'], robinId);
    staff = await signIn(STAFF);
  }, 60_000);
  afterEach(() => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    errors.length = 0;
  });

  test('On the board a signed document has no Cancel; Remind twice says when the next reminder can go', async () => {
    await staff.goto('/admin/documents/status');
    const row = (title: string) => staff.getByTestId(`board-row-${ids[title]}`);
    await row('Locker Agreement').waitFor();
    await expect(row('Locker Agreement').getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(1);
    await expect(row('Uniform Policy').getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    await expect(row('Badge Form').getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);

    const remind = row('Locker Agreement').getByRole('button', { name: 'Remind the candidate about Locker Agreement' });
    await remind.click();
    await row('Locker Agreement').getByText('1 reminder sent.').waitFor();
    await remind.click();
    await row('Locker Agreement').getByText(M.remindedLately('Locker Agreement', REMIND_COOLDOWN_HOURS)).waitFor();
  });

  test('An approved copy offers no Reject; rejecting without a reason says the reason is missing, beside the field', async () => {
    await staff.goto(`/admin/documents/${ids['Uniform Policy']}`);
    await staff.getByRole('heading', { name: /Uniform Policy/ }).waitFor();
    await staff.getByTestId('review-summary').waitFor();
    await expect(staff.getByRole('button', { name: 'Reject and return to the candidate' }).count()).resolves.toBe(0);

    await staff.goto(`/admin/documents/${ids['Badge Form']}`);
    const reject = staff.getByRole('button', { name: 'Reject and return to the candidate' });
    await reject.click();
    const reason = staff.getByLabel('Reason for the candidate');
    await staff.getByText(M.reasonRequired).waitFor();
    await expect(reason.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(staff.evaluate(() => document.activeElement?.id)).resolves.toBe('reject-reason');
    await expect(staff.getByText('Please correct the highlighted fields.').count()).resolves.toBe(0);
  });

  test('Assigning with entries that are not addresses names each of them and why', async () => {
    await staff.goto('/admin/documents');
    await staff.getByLabel('Template or packet').selectOption({ label: 'Locker Agreement' });
    await staff.getByLabel('Due date').fill(new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10));
    await staff.getByLabel('Candidate emails').fill(`${CANDIDATE}\nJordan Smith\nrobin@`);
    await staff.getByRole('button', { name: 'Assign', exact: true }).click();
    const notUsed = staff.getByTestId('assign-not-used');
    await notUsed.waitFor();
    await expect(notUsed.textContent()).resolves.toContain(`“Jordan Smith”: ${M.noEmailInLine}`);
    await expect(notUsed.textContent()).resolves.toContain(`“robin@”: ${M.notAnEmail}`);
  });
});
