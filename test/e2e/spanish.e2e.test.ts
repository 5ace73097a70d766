/**
 * Spanish end to end (docs/architecture.md §9.9): a browser that asks for es-MX gets the portal in
 * Spanish, switches to English and back, registers, and the account keeps Spanish — its
 * confirmation mail, over real SMTP, is in Spanish. At a desktop's width and a phone's.
 */
import { describeBrowser, useBrowser, JOURNEY_WIDTHS } from '../helpers/browser';
import { useServerWithMail } from '../helpers/mail-server';
import { es } from '../helpers/spanish';

const PASSWORD = 'Journey-Passw0rd!';
const WIDTHS = JOURNEY_WIDTHS;

describeBrowser('Spanish end to end', () => {
  const ui = useBrowser(() => ctx.server.url, { contextPerTest: true });
  const ctx = useServerWithMail();

  const pageLanguage = () => ui.page.evaluate(() => document.documentElement.lang);
  const switchTo = async (name: 'English' | 'Español', tag: string) => {
    // The footer's switcher: on a phone the header's is behind the menu button.
    await ui.page.getByRole('contentinfo').getByRole('link', { name }).click();
    await ui.page.waitForFunction((lang) => document.documentElement.lang === lang, tag);
  };

  for (const { name, viewport } of WIDTHS) {
    test(`${name}: es-MX lands on /jobs in Spanish, switches to English and back, registers, and the confirmation mail is in Spanish`, async () => {
      await ui.page.setViewportSize(viewport);
      await ui.context.setExtraHTTPHeaders({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' });
      await ui.page.goto('/jobs');
      await ui.page.getByRole('button', { name: es('Search jobs') }).waitFor();
      expect(await pageLanguage()).toBe('es-US');

      await switchTo('English', 'en-US');
      await ui.page.getByRole('button', { name: 'Search jobs' }).waitFor();
      await switchTo('Español', 'es-US');
      await ui.page.getByRole('button', { name: es('Search jobs') }).waitFor();

      const email = `sofia.${name}@example.com`;
      await ui.page.goto('/register');
      await ui.page.getByRole('heading', { name: es('New User Registration') }).waitFor();
      expect(await ui.page.getByLabel(es('Language of your account')).inputValue()).toBe('es');
      await ui.page.getByLabel(es('Email', {}), { exact: true }).fill(email);
      await ui.page.getByLabel(es('First name')).fill('Sofía');
      await ui.page.getByLabel(es('Last name')).fill('Ramírez');
      await ui.page.getByLabel(es('Password'), { exact: true }).fill(PASSWORD);
      await ui.page.getByLabel(es('Re-enter password')).fill(PASSWORD);
      await ui.page
        .getByRole('group', { name: es('Human verification') })
        .getByRole('checkbox')
        .click();
      await ui.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled);
      await ui.page.getByRole('button', { name: es('Create Account') }).click();
      await ui.page.getByRole('heading', { name: es('Check your email') }).waitFor();

      const subject = es('Confirm your email address for {siteName}', { siteName: 'Test Careers' });
      const mail = await ctx.smtp.waitFor(email, new RegExp(`^${subject}$`));
      expect(mail.text).toContain(es('Welcome, {firstName}!', { firstName: 'Sofía' }));
      expect(mail.text).toContain(es('Please confirm your email address to finish creating your account.'));
      expect(mail.html).toContain('<html lang="es-US"');
      const account = await ctx.server.database.db
        .selectFrom('userAccount')
        .select('preferredLanguage')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(account.preferredLanguage).toBe('es');
    });
  }
});
