/**
 * Candidate screens on a 390 px phone: the filters in force on /search are always shown and each
 * clears; the job page of a job with questions promises its form, not one click, and the sign-up
 * page reached from Apply names the job; a visitor sent to sign in from Job Search is offered the
 * job board; the withdraw question names a booked interview; "Add another location" is a link under
 * the location rows, not a box beside Search.
 */
import dayjs from 'dayjs';
import type { JobInput } from '../../server/features/jobs/jobs.service';
import { describeBrowser, useBrowser } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Screens-Passw0rd!';
const PHONE = { width: 390, height: 844 };
const INFO = { ip: '203.0.113.9', userAgent: 'Candidate screens' };

function job(over: Partial<JobInput> & Pick<JobInput, 'title'>): JobInput {
  return {
    description: `<p>${over.title}: a friendly team.</p>`,
    corpTitle: 'Tailspin Works',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Chicago, IL',
    postalCode: '60601',
    openedAt: Date.now() - 3_600_000,
    ...over,
  };
}

describeBrowser('Candidate screens on a phone', () => {
  const ui = useBrowser(() => server.url, { viewport: PHONE });
  let server: TestServer;
  let formJobId: number;
  let bookedJobId: number;

  async function signIn(email: string) {
    await ui.page.goto('/login');
    await ui.page.getByLabel('Email').fill(email);
    await ui.page.getByLabel('Password').fill(PASSWORD);
    await ui.page.getByRole('button', { name: 'Log In' }).click();
    await ui.page.waitForURL('**/overview');
  }

  beforeAll(async () => {
    server = await startTestServer();
    const { services } = server;
    const casey = await services.auth.createUser({
      email: 'casey.screens@example.com',
      password: PASSWORD,
      firstName: 'Casey',
      lastName: 'Screens',
      confirmed: true,
    });
    // The profile fills the first search: Contract work near 60601.
    await services.candidates.saveProfile(
      casey,
      { firstName: 'Casey', lastName: 'Screens', zipCode: '60601', desiredWorkType: 'Contract' },
      INFO,
    );
    const staffId = await services.auth.createUser({
      email: 'robin.screens@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Staff',
      role: 'staff',
      confirmed: true,
    });
    const ids = await services.jobs.createJobs([
      job({ title: 'Chicago Contract Welder' }),
      job({ title: 'Chicago Permanent Welder', employmentType: 'Permanent' }),
      job({ title: 'Austin Contract Welder', location: 'Austin, TX', postalCode: '78701' }),
      job({ title: 'Licensed Crane Operator' }),
      job({ title: 'Dock Supervisor' }),
    ]);
    formJobId = ids[3]!;
    bookedJobId = ids[4]!;
    await services.applicationForm.setQuestions(formJobId, [
      { kind: 'yesNo', text: 'Do you hold a crane licence?', required: true },
    ]);
    // Casey applied to the dock job and booked an interview for it.
    await services.jobs.apply(casey, bookedJobId, INFO);
    const application = await server.database.db
      .selectFrom('jobApplication')
      .select('id')
      .where('userId', '=', casey)
      .where('jobOrderId', '=', bookedJobId)
      .executeTakeFirstOrThrow();
    const proposed = await services.interviews.propose(
      application.id,
      {
        slots: [
          {
            date: dayjs().add(3, 'day').format('YYYY-MM-DD'),
            time: '10:00',
            lengthMinutes: 45,
            timeZone: 'America/Chicago',
            location: 'Gate 4, Dock Road',
          },
        ],
      },
      staffId,
    );
    await services.interviews.pickAsCandidate(casey, proposed.id, { slotId: proposed.slots[0]!.id }, INFO);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  test('The search the profile filled in shows its filters as chips while the options are collapsed; clearing one searches again without it', async () => {
    await signIn('casey.screens@example.com');
    const page = ui.page;
    await page.goto('/search');
    const count = page.getByTestId('result-count');
    await expect(count.textContent()).resolves.toBe('3 jobs found');
    // The options panel is collapsed on a phone, yet the filters in force are on screen.
    await expect(page.getByRole('button', { name: 'Show search options' }).getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );
    const chips = page.getByTestId('active-filters');
    await chips.getByText('Contract', { exact: true }).waitFor();
    await chips.getByText('Within 25 miles of Chicago, IL 60601', { exact: false }).waitFor();
    expect(await chips.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    await chips.getByRole('button', { name: 'Remove the filter Contract and search again' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="result-count"]')?.textContent === '4 jobs found',
    );
    expect(await chips.getByText('Contract', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show search options' }).click();
    expect(await page.getByLabel(/^Any/).isChecked()).toBe(true);

    // "Add another location" is a link-like action under the rows, not a bordered box beside Search.
    const add = page.getByRole('button', { name: 'Add another location' });
    const search = page.getByRole('button', { name: 'Search', exact: true });
    expect(await add.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgba(0, 0, 0, 0)');
    expect(await add.evaluate((el) => el.classList.contains('btn-link'))).toBe(true);
    const addBox = (await add.boundingBox())!;
    const searchBox = (await search.boundingBox())!;
    expect(addBox.y + addBox.height).toBeLessThanOrEqual(searchBox.y);
  });

  test('A visitor on a job with questions is promised its form, and the sign-up page reached from Apply names the job', async () => {
    const page = ui.page;
    await page.goto(`/jobs/${formJobId}`);
    await page.getByRole('heading', { name: 'Licensed Crane Operator', level: 1 }).waitFor();
    const main = page.locator('main');
    await main.getByText('you come back to this job’s application form', { exact: false }).waitFor();
    expect(await main.getByText('one click', { exact: false }).count()).toBe(0);

    await main.getByRole('link', { name: 'Apply Now' }).click();
    await page.waitForURL(`**/login?r=%2Fjobs%2F${formJobId}%2Fapply`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`**/register?r=%2Fjobs%2F${formJobId}%2Fapply`);
    await expect(page.getByTestId('register-job').textContent()).resolves.toBe(
      'Create your account to apply for Licensed Crane Operator at Tailspin Works. Once you have confirmed your email and logged in, you come back to its application form.',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('A visitor who follows Job Search lands on sign-in, which offers the job board that needs no account', async () => {
    const page = ui.page;
    await page.goto('/search');
    await page.waitForURL('**/login?r=%2Fsearch');
    const note = page.getByTestId('login-search-note');
    await note.getByText('Job Search uses your profile, so it needs an account.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await note.getByRole('link', { name: 'Browse jobs without an account' }).click();
    await page.waitForURL('**/jobs');
    await page.getByRole('link', { name: 'Licensed Crane Operator' }).waitFor();
    // A sign-in for another page does not carry the note.
    await page.goto('/login?r=%2Foverview');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.getByTestId('login-search-note').count()).toBe(0);
  });

  test('The withdraw question names the booked interview of that application', async () => {
    await signIn('casey.screens@example.com');
    const page = ui.page;
    const item = page.getByTestId('application').filter({ hasText: 'Dock Supervisor' });
    await item.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('withdraw-interview').waitFor();
    const said = (await dialog.getByTestId('withdraw-interview').textContent())!;
    expect(said).toContain('You have an interview booked for this job:');
    expect(said).toContain('Gate 4, Dock Road');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
