/**
 * The Form I-9 actions after completion, in a real browser against the real server: on a phone
 * (390 px) the employee corrects Section 1 (opened with what they gave, the reason asked beside
 * its field) and reads the new version with what changed and why; at 1280 px the I-9 staff member
 * corrects Section 2 and reads both versions in the history, records the end of employment (a day
 * before the first is refused) and reads how long the form is kept, and adds and changes hiring
 * sites (a taken name refused beside the field). axe finds nothing on any screen.
 */
import { HIRING_SITE_MESSAGES } from '../../common/hiring-sites';
import { I9_MESSAGES } from '../../common/i9';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { SECTION1, SECTION2 } from '../helpers/i9';
import { aJob } from '../helpers/jobs';
import { useServerWithMail } from '../helpers/mail-server';
import { i9Accounts, i9Screenshots, noSideScroll } from '../helpers/i9-browser';

const PASSWORD = 'I9-Actions-Passw0rd!';
const info = { ip: '127.0.0.1', userAgent: 'test' };

describeBrowser('Form I-9 corrections, the end of employment and hiring sites in the browser', () => {
  const ctx = useServerWithMail({ DEFAULT_TIME_ZONE: 'America/Chicago' });
  const ui = useBrowser(() => ctx.server.url, { viewport: { width: 390, height: 844 }, timeoutMs: 40_000 });
  let formId = 0;

  const account = i9Accounts(ctx, PASSWORD);
  const shot = i9Screenshots(ui, 'i9-actions');

  beforeAll(async () => {
    const { services } = ctx.server;
    const casey = await account('casey.actions@example.com', 'Casey', 'candidate');
    const ivy = await account('ivy.actions@example.com', 'Ivy', 'staff');
    const admin = await account('admin.actions@example.com', 'Ada', 'admin');
    await services.staffAccounts.setPermissions(ivy, { permissions: ['i9'] }, admin);
    await services.i9.addSite({ name: 'Austin Distribution Center', address: '9500 N Lamar Blvd, Austin, TX' });
    const [jobId] = await services.jobs.createJobs([aJob('Forklift Operator')]);
    await services.jobs.apply(casey, jobId!, info);
    const [application] = await services.applications.list(casey);
    await services.applications.setStatus({ id: application!.id, status: 'Offer' }, admin);
    const opened = await services.i9.recordAcceptance(application!.id, { startDate: '2031-06-02' }, ivy);
    formId = opened.id;
    await services.i9.completeSection1(casey, formId, { section1: SECTION1 }, info);
    await services.i9.completeSection2(formId, { section2: SECTION2 }, ivy);
  }, 60_000);

  test('On a phone the employee corrects Section 1 with its reason and reads the new version', async () => {
    const page = ui.page;
    await signInWithForm(page, 'casey.actions@example.com', PASSWORD);
    await page.goto(`/i9/${formId}`);
    await page.getByTestId('i9-outcome').waitFor();
    await page.getByRole('button', { name: 'Correct Section 1' }).click();
    const form = page.getByRole('form', { name: 'Correct Section 1' });
    // What was given is there to change.
    expect(await form.getByLabel('Last name (family name)').inputValue()).toBe('Rivera');
    expect(await form.getByLabel('A citizen of the United States').isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(ui.page, 390);

    await form.getByLabel('Street address').fill('1300 Congress Ave');
    // Without its reason the correction is refused, beside the reason's field.
    await form.getByRole('button', { name: 'Sign and save the correction' }).click();
    await form.getByText(I9_MESSAGES.reasonRequired).waitFor();
    expect(await form.getByLabel('Reason for the correction').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Reason for the correction').fill('I moved.');
    await form.getByRole('button', { name: 'Sign and save the correction' }).click();
    await page
      .getByTestId('i9-corrected')
      .getByText('Your correction is saved as a new version of Section 1.')
      .waitFor();
    const versions = page.getByTestId('i9-my-versions');
    await versions.getByText('Changed: Street address').waitFor();
    await versions.getByText('Reason: I moved.').waitFor();
    expect(await versions.getByRole('listitem').count()).toBe(2);
    await page.getByText('1300 Congress Ave, 4B, Austin, TX, 78701').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(ui.page, 390);
    await shot('section1-corrected');
  });

  test('At 1280 px the I-9 staff member corrects Section 2 and records the end of employment', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithForm(page, 'ivy.actions@example.com', PASSWORD, '/admin');
    await page.goto(`/admin/i9/${formId}`);
    await page.getByRole('heading', { name: 'Form I-9 of Casey Rivera', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Correct Section 2' }).click();
    const form = page.getByRole('form', { name: 'Correct Section 2' });
    // The employee's choice as it was recorded; the keyboard starts there.
    const choice = form.getByLabel('One document from List B and one from List C');
    expect(await choice.isChecked()).toBe(true);
    await page.waitForFunction(() => document.activeElement?.id === 'i9-choice-bc');
    expect(await axeViolations(page)).toEqual([]);
    const listB = form.getByRole('group', { name: 'List B document (identity)' });
    expect(await listB.getByLabel('Document number').inputValue()).toBe('TX 40887123');
    await listB.getByLabel('Document number').fill('TX 40887128');
    await form.getByLabel('Reason for the correction').fill('The license number was misread: 8, not 3.');
    await form.getByRole('button', { name: 'Save the correction of Section 2' }).click();
    await page.getByText('The correction is saved as a new version of Section 2.').waitFor();
    await page.getByText(/TX 40887128/).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    // Section 1, Section 2, the employee's correction and this one: the earlier versions stay.
    expect(await history.getByRole('row').count()).toBe(5);
    const latest = history.getByRole('row').last();
    await latest.getByText('List B document (identity)').waitFor();
    await latest.getByText('The license number was misread: 8, not 3.').waitFor();
    await latest.getByText('Ivy Rivera').waitFor();

    const end = page.getByTestId('i9-end');
    await end.getByText('While the employee works here, and at least three years after the first day.').waitFor();
    await end.getByRole('button', { name: 'Record end of employment' }).click();
    const endForm = end.getByRole('form', { name: 'End of employment' });
    await endForm.getByLabel('Last day of employment').fill('2031-05-01');
    await endForm.getByRole('button', { name: 'Record the end of employment' }).click();
    // Beside the date (and in the form's alert).
    await endForm.locator('#i9-end-date-error').getByText(I9_MESSAGES.endBeforeStart).waitFor();
    await endForm.getByLabel('Last day of employment').fill('2031-12-31');
    await endForm.getByRole('button', { name: 'Record the end of employment' }).click();
    // Three years after June 2, 2031 is later than a year after December 31, 2031.
    await page
      .getByTestId('i9-end-saved')
      .getByText('The end of employment is recorded. Keep this Form I-9 until Jun 2, 2034.')
      .waitFor();
    expect(await page.getByTestId('i9-retention').textContent()).toBe('Jun 2, 2034');
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(ui.page, 1280);
    await shot('section2-corrected');
  });

  test('At 1280 px the I-9 staff member adds a hiring site and changes one', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithForm(page, 'ivy.actions@example.com', PASSWORD, '/admin');
    await page.goto('/admin/i9');
    await page.getByRole('link', { name: 'Hiring sites: E-Verify and calendars' }).click();
    await page.waitForURL('**/admin/i9/sites');
    await page.getByRole('heading', { name: 'Hiring sites', level: 1 }).waitFor();
    const austin = page.getByTestId('hiring-site').filter({ hasText: 'Austin Distribution Center' });
    await austin.getByText('Monday to Friday, without US federal holidays').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const add = page.getByRole('form', { name: 'Add a hiring site' });
    // Sent without a name: the name is asked beside its field.
    await add.getByRole('button', { name: 'Add the site' }).click();
    await add.getByText(HIRING_SITE_MESSAGES.nameRequired).waitFor();
    expect(await add.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await add.getByLabel('Name').fill('Round Rock 24/7 Warehouse');
    await add.getByLabel('Address (optional)').fill('2100 Greenhill Dr, Round Rock, TX');
    await add.getByLabel('Open on Saturdays and Sundays (they count as business days)').check();
    await add.getByRole('button', { name: 'Add the site' }).click();
    await page.getByTestId('site-saved').getByText('Round Rock 24/7 Warehouse is added.').waitFor();
    const roundRock = page.getByTestId('hiring-site').filter({ hasText: 'Round Rock 24/7 Warehouse' });
    await roundRock.getByText('Every day of the week, without US federal holidays').waitFor();

    // By keyboard: the Edit button of Austin, then the form it opens.
    await austin.getByRole('button', { name: 'Edit Austin Distribution Center' }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('form', { name: 'Edit Austin Distribution Center' });
    await page.waitForFunction(() => document.activeElement?.id === 'site-name');
    await edit.getByLabel('Name').fill('round rock 24/7 warehouse');
    await edit.getByRole('button', { name: 'Save the site' }).click();
    await edit.getByText(HIRING_SITE_MESSAGES.nameTaken).waitFor();
    await edit.getByLabel('Name').fill('Austin Distribution Center');
    await edit.getByLabel('This site uses E-Verify').check();
    await edit.getByRole('button', { name: 'Save the site' }).click();
    await page
      .getByTestId('site-saved')
      .getByText(/^Austin Distribution Center is saved\./)
      .waitFor();
    expect(await austin.getByRole('cell').nth(1).textContent()).toBe('Yes');
    expect(await axeViolations(page)).toEqual([]);
    await noSideScroll(ui.page, 1280);
    await shot('sites');
  });
});
