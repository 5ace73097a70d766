/**
 * The application form in a real browser: a visitor browses /jobs, opens a job with screening
 * questions, presses Apply, signs in and comes back to the form, is told which answers are
 * missing, finishes it and reads the confirmation, which also arrives by mail. On a phone a
 * knockout answer shows only the kind message. axe finds nothing on the form.
 */
import type { Page } from 'playwright-core';
import { APPLICATION_FORM_TEXT, type QuestionInput } from '../../common/application-form';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { layoutShift, watchLayoutShift } from '../helpers/layout-shift';
import { useServerWithMail } from '../helpers/mail-server';
import { axeViolations } from '../helpers/axe';

const PASSWORD = 'Form-Passw0rd!';

const QUESTIONS: QuestionInput[] = [
  { kind: 'yesNo', text: 'Do you hold a forklift licence?', required: true, knockoutAnswers: ['No'] },
  { kind: 'single', text: 'Which shift suits you?', required: true, options: ['Day', 'Night'] },
  { kind: 'multiple', text: 'Which machines have you run?', options: ['Forklift', 'Reach truck'] },
  { kind: 'number', text: 'Years of warehouse experience', required: true, min: 1 },
  { kind: 'text', text: 'When could you start?' },
];

describeBrowser('Application form in the browser', () => {
  const ctx = useServerWithMail();
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 1280, height: 900 } });
  let jobId: number;
  let nurseJobId: number;

  beforeAll(async () => {
    [jobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Licensed Forklift Operator',
        description: '<p>Move pallets safely on a busy floor.</p>',
        corpTitle: 'Tailspin Logistics',
        employmentType: 'Contract',
        category: 'Distribution',
        location: 'Chicago, IL',
        postalCode: '60601',
        pay: { min: 21, max: 26, unit: 'HOUR', currency: 'USD' },
        openedAt: Date.now() - 3_600_000,
      },
    ])) as [number];
    await ctx.server.services.applicationForm.setQuestions(jobId, QUESTIONS);
    [nurseJobId] = (await ctx.server.services.jobs.createJobs([
      {
        title: 'Ward Nurse',
        description: '<p>Care for patients.</p>',
        corpTitle: 'Tailspin Health',
        employmentType: 'Contract',
        category: 'Healthcare',
        location: 'Chicago, IL',
        openedAt: Date.now() - 3_600_000,
      },
    ])) as [number];
    await ctx.server.services.applicationForm.setQuestions(nurseJobId, [
      { kind: 'multiple', text: 'Which certifications do you hold?', options: ['BLS', 'ACLS', 'None of these'] },
    ]);
    for (const [email, firstName] of [
      ['drew.form@example.com', 'Drew'],
      ['kai.form@example.com', 'Kai'],
      ['noa.form@example.com', 'Noa'],
    ] as const)
      await ctx.server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName,
        lastName: 'Form',
        confirmed: true,
      });
  }, 60_000);

  async function signIn(page: Page, email: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
  }

  test('A visitor browses, presses Apply, signs in, comes back to the form, fixes what is missing, and the confirmation shows and arrives by mail', async () => {
    const page = ui.page;
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Licensed Forklift Operator' }).click();
    await page.waitForURL(`**/jobs/${jobId}`);
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await page.waitForURL(`**/login?r=%2Fjobs%2F${jobId}%2Fapply`);
    await signIn(page, 'drew.form@example.com');
    await page.waitForURL(`**/jobs/${jobId}/apply`);
    await page.getByRole('heading', { name: 'Apply: Licensed Forklift Operator', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Sent with nothing answered: each required question says so beside it.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(APPLICATION_FORM_TEXT.invalid).waitFor();
    await expect(page.getByText(APPLICATION_FORM_TEXT.required).count()).resolves.toBe(3);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radiogroup', { name: 'Do you hold a forklift licence?' }).getByLabel('Yes').check();
    await page.getByRole('radiogroup', { name: 'Which shift suits you?' }).getByLabel('Night').check();
    await page.getByLabel('Forklift', { exact: true }).check();
    await page.getByLabel('Years of warehouse experience').fill('4');
    await page.getByLabel('When could you start? (optional)').fill('Next Monday');
    await page.getByLabel('Cover letter (optional)').fill('I have run forklifts for four years.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { name: 'Thanks For Applying!' }).waitFor();
    await page.getByText(APPLICATION_FORM_TEXT.submitted).waitFor();

    const mail = await ctx.smtp.waitFor('drew.form@example.com', /^Application received: Licensed Forklift Operator$/);
    expect(mail.text).toContain('Your cover letter was sent with it.');
    expect(mail.text).toContain('without a résumé');

    // Back on the job, it says applied.
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'You Have Applied' }).waitFor();
  });

  test('On a 390 px phone the form fits, does not shift as it loads, and a knockout answer shows only the kind message', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signIn(page, 'kai.form@example.com');
    await page.waitForURL('**/overview');
    await watchLayoutShift(page);
    await page.goto(`/jobs/${jobId}/apply`);
    await page.getByRole('heading', { name: 'Apply: Licensed Forklift Operator', level: 1 }).waitFor();
    await page.getByRole('radiogroup', { name: 'Do you hold a forklift licence?' }).waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.02);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radiogroup', { name: 'Do you hold a forklift licence?' }).getByLabel('No').check();
    await page.getByRole('radiogroup', { name: 'Which shift suits you?' }).getByLabel('Day').check();
    await page.getByLabel('Years of warehouse experience').fill('2');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { name: 'Thank you for applying' }).waitFor();
    await page.getByText(APPLICATION_FORM_TEXT.knockedOut).waitFor();
    expect(await page.getByTestId('application-result').textContent()).not.toContain('licence');
    await ctx.smtp.waitFor('kai.form@example.com', /^Application received: Licensed Forklift Operator$/);
  });

  test('On a 390 px phone "None of these" clears the other answers and another answer clears it; a long cover letter is counted, not cut, and the server says why it is refused', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signIn(page, 'noa.form@example.com');
    await page.waitForURL('**/overview');
    await page.goto(`/jobs/${nurseJobId}/apply`);
    const certs = page.getByRole('group', { name: 'Which certifications do you hold? (optional)' });
    await certs.getByLabel('BLS').check();
    await certs.getByLabel('ACLS').check();
    await certs.getByLabel('None of these').check();
    expect(await certs.getByLabel('BLS').isChecked()).toBe(false);
    expect(await certs.getByLabel('ACLS').isChecked()).toBe(false);
    await certs.getByLabel('ACLS').check();
    expect(await certs.getByLabel('None of these').isChecked()).toBe(false);
    expect(await certs.getByLabel('ACLS').isChecked()).toBe(true);

    const letter = page.getByLabel('Cover letter (optional)');
    await expect(page.getByTestId('cover-letter-count').textContent()).resolves.toBe('0 of 5,000 characters');
    await letter.fill('x'.repeat(5_003));
    expect((await letter.inputValue()).length).toBe(5_003);
    await expect(page.getByTestId('cover-letter-count').textContent()).resolves.toBe(
      '3 characters too long: shorten it to send it.',
    );
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('alert').getByText('The cover letter is at most 5,000 characters', { exact: true }).waitFor();
    await page.locator('.invalid-feedback').getByText('The cover letter is at most 5,000 characters').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await letter.fill('x'.repeat(5_000));
    await expect(page.getByTestId('cover-letter-count').textContent()).resolves.toBe('5,000 of 5,000 characters');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { name: 'Thanks For Applying!' }).waitFor();
  });
});
