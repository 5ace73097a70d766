/**
 * A visitor with no account applies through a job's form: from /jobs, searched, to the job, Apply, "Create
 * an account" on the login page, registration with the captcha solved in the page, the
 * confirmation link from the mail at the SMTP server, sign-in, and back on the form; answers,
 * submits, the confirmation mail arrives and the page offers the voluntary self-identification.
 */
import type { QuestionInput } from '../../common/application-form';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { linksIn } from '../helpers/smtp';

const PASSWORD = 'Return-Passw0rd!';
const QUESTIONS: QuestionInput[] = [
  { kind: 'yesNo', text: 'Are you certified in food safety?', required: true, knockoutAnswers: [] },
  { kind: 'number', text: 'Years in a kitchen', required: true, min: 0 },
];

describeBrowser('Registering from a job’s application form', () => {
  const ctx = useServerWithMail({ SELF_IDENTIFICATION: 'on' });
  // Generous waits: the journey loads several chunks on a shared, busy machine.
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 1280, height: 900 }, timeoutMs: 40_000 });
  let jobId: number;

  beforeAll(async () => {
    [jobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Line Cook With Questions',
        description: '<p>Cook on a busy line.</p>',
        corpTitle: 'Tailspin Kitchens',
        employmentType: 'Permanent',
        category: 'RetailSupermarket',
        location: 'Chicago, IL',
        postalCode: '60601',
        pay: { min: 19, max: 23, unit: 'HOUR', currency: 'USD' },
        openedAt: Date.now() - 3_600_000,
      },
    ])) as [number];
    await ctx.server.services.applicationForm.setQuestions(jobId, QUESTIONS);
  }, 60_000);

  test('Apply → create an account → confirm from the mail → sign in → the form → submit → mail and the self-identification prompt', async () => {
    const page = ui.page;
    const form = `/jobs/${jobId}/apply`;
    await page.goto('/jobs');
    await page.getByLabel('Keywords').fill('line cook');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await page.waitForURL(/[?&]q=line/);
    await page.getByRole('link', { name: 'Line Cook With Questions' }).click();
    await page.waitForURL(`**/jobs/${jobId}`);
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await page.waitForURL(`**/login?r=${encodeURIComponent(form)}`);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`**/register?r=${encodeURIComponent(form)}`);
    // The address changes before the screen does: the login form has an Email field too.
    await page.getByRole('heading', { name: 'New User Registration' }).waitFor();
    await page.getByLabel('Email').fill('riley.return@example.com');
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Return');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Re-enter password').fill(PASSWORD);
    await page.getByRole('group', { name: 'Human verification' }).getByRole('checkbox').click();
    const create = page.getByRole('button', { name: 'Create Account' });
    await page.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await create.elementHandle());
    await create.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const mail = await ctx.smtp.waitFor('riley.return@example.com', /Confirm your email/);
    const link = linksIn(mail)[0]!;
    expect(new URL(link).searchParams.get('r')).toBe(form);
    await page.goto(link.replace(ctx.server.config.publicUrl, ''));
    await page.getByRole('heading', { name: 'Registration Confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Log in now' }).click();
    await page.waitForURL(`**/login?r=${encodeURIComponent(form)}`);
    await page.getByLabel('Email').fill('riley.return@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();

    await page.waitForURL(`**${form}`);
    await page.getByRole('heading', { name: 'Apply: Line Cook With Questions', level: 1 }).waitFor();
    await page.getByRole('radiogroup', { name: 'Are you certified in food safety?' }).getByLabel('Yes').check();
    await page.getByLabel('Years in a kitchen').fill('3');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { name: 'Thanks For Applying!' }).waitFor();
    await ctx.smtp.waitFor('riley.return@example.com', /^Application received: Line Cook With Questions$/);
    await page.getByTestId('self-id-prompt').getByRole('link', { name: 'answer or skip' }).waitFor();
  });
});
