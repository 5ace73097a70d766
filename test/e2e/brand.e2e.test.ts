/**
 * The employer's brand in a real browser: an admin on /admin/brand types a colour white text
 * fails on, is shown its ratio and offered a passing shade, confirms it is them (step-up) and saves
 * it, which the console shows at once; uploads a logo and a hero with their alternative text. A
 * visitor's /jobs then carries the logo and the colour from the first paint (no layout shift, on a
 * desktop and a phone, where SPEC's mobile title stays), and axe finds nothing on either screen.
 */
import sharp from 'sharp';
import { checkBrandColour } from '../../common/brand';
import { describeBrowser, signInWithForm, useBrowser } from '../helpers/browser';
import { axeViolations } from '../helpers/axe';
import { layoutShiftOfLoads } from '../helpers/layout-shift';
import { startTestServer, type TestServer } from '../helpers/server';

const PASSWORD = 'Brand-Passw0rd-2026!';
const LOW_CONTRAST = '#ffcc00';
const SHADE = (checkBrandColour(LOW_CONTRAST) as { suggestion: string }).suggestion;
const heroAlt = (page: import('playwright-core').Page) => page.getByTestId('brand-hero').getByLabel('Alternative text');
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describeBrowser('The employer’s brand in the browser', () => {
  let server: TestServer;
  const ui = useBrowser(() => server.url, { viewport: { width: 1280, height: 900 } });

  beforeAll(async () => {
    server = await startTestServer();
    await server.services.auth.createUser({
      email: 'ada.admin@example.com',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      confirmed: true,
    });
  });
  afterAll(() => server?.stop());

  test('An admin is refused a low-contrast colour with its ratio, and takes the passing shade after step-up', async () => {
    const { page } = ui;
    await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
    await page.goto('/admin/brand');
    const colour = page.getByLabel('Colour (#rrggbb)');
    await colour.fill(LOW_CONTRAST);
    await page.getByText(/White text on this colour has a contrast of 1\.\d\d:1; WCAG AA needs 4\.5:1/).waitFor();
    expect(await page.getByRole('button', { name: 'Save colour' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Use ${SHADE}` }).click();
    await page.getByText(/: passes WCAG AA\./).waitFor();
    // Eleven minutes on, the change waits until the admin confirms it is them.
    server.advance(11 * 60_000);
    await page.getByRole('button', { name: 'Save colour' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The brand is what every candidate sees').waitFor();
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The colour is saved and shows on every page now.').waitFor();
    // Applied at once, through the custom properties: the header is the new colour.
    expect(await page.locator('nav[aria-label="Main"]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      rgb(SHADE),
    );
  });

  test('An admin uploads a logo and a hero, each with its alternative text', async () => {
    const { page } = ui;
    await signInWithForm(page, 'ada.admin@example.com', PASSWORD, '/admin');
    await page.goto('/admin/brand');
    const logoCard = page.getByTestId('brand-logo');
    await logoCard.getByLabel(/PNG or JPEG file/).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 400, height: 100, channels: 4, background: '#ffffff' } })
        .png()
        .toBuffer(),
    });
    await logoCard.getByLabel('Alternative text').fill('Acme Logistics');
    await logoCard.getByRole('button', { name: 'Upload' }).click();
    await logoCard.getByRole('img', { name: 'Acme Logistics' }).waitFor();
    // The header of this very page shows it at once, no reload.
    await page.locator('nav[aria-label="Main"]').getByRole('img', { name: 'Acme Logistics' }).waitFor();
    // Focus rings are the brand's colour too, not the built-in blue.
    const alt = heroAlt(page);
    await alt.focus();
    // Read once Bootstrap's transition has eased the ring in.
    await page.waitForFunction(() => / 0px 0px 0px 4px$/.test(getComputedStyle(document.activeElement!).boxShadow));
    expect(await alt.evaluate((el) => getComputedStyle(el).boxShadow)).toContain(
      rgb(SHADE).replace('rgb(', 'rgba(').replace(')', ', 0.25)'),
    );

    const heroCard = page.getByTestId('brand-hero');
    await heroCard.getByLabel(/PNG or JPEG file/).setInputFiles({
      name: 'hero.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#335577' } })
        .jpeg()
        .toBuffer(),
    });
    // No alternative text: refused, with the field's message.
    await heroCard.getByRole('button', { name: 'Upload' }).click();
    await heroCard.getByText('Describe the image for people who cannot see it').first().waitFor();
    await heroCard.getByLabel('Alternative text').fill('Our warehouse team at work');
    await heroCard.getByRole('button', { name: 'Upload' }).click();
    await heroCard.getByRole('img', { name: 'Our warehouse team at work' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('A visitor’s /jobs shows the logo, the colour and the hero from the first paint, without layout shift, and axe finds nothing', async () => {
    const { page } = ui;
    const logo = page.getByRole('link', { name: /Acme Logistics/ }).getByRole('img', { name: 'Acme Logistics' });
    const shifts = await layoutShiftOfLoads(page, '/jobs', () =>
      Promise.all([
        logo.waitFor(),
        page.getByTestId('brand-hero').waitFor(),
        page.getByRole('heading', { level: 1 }).waitFor(),
      ]),
    );
    expect(shifts).toEqual([0, 0]);
    // The phone's header keeps SPEC's mobile title beside the logo.
    expect(await page.locator('.navbar-brand').innerText()).toBe('Candidate Portal');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/jobs');
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('nav[aria-label="Main"]').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      rgb(SHADE),
    );
    const hero = page.getByRole('img', { name: 'Our warehouse team at work' });
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
