/**
 * A refusal the server words, on a Spanish screen (docs/architecture.md §9.9): a Spanish reader
 * asks to delete her account with a password that is not hers. Only the server can know it is
 * wrong; its validation error reaches the screen in Spanish, and the account stays. At a
 * desktop's width and a phone's.
 */
import { describeBrowser, signInContext, useBrowser, JOURNEY_WIDTHS } from '../helpers/browser';
import { screenFile } from '../helpers/screens';
import { startTestServer, type TestServer } from '../helpers/server';
import { es } from '../helpers/spanish';

const PASSWORD = 'Refusal-Passw0rd!';
const WIDTHS = JOURNEY_WIDTHS;

describeBrowser('A server validation error in Spanish', () => {
  let server: TestServer;
  const ui = useBrowser(() => server.url, { contextPerTest: true });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  for (const { name, viewport } of WIDTHS) {
    test(`${name}: a wrong password refused by the server reads in Spanish under the account deletion, and the account stays`, async () => {
      const email = `marta.${name}@example.com`;
      const id = await server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'Marta',
        lastName: 'Núñez',
        confirmed: true,
      });
      await server.database.db
        .updateTable('userAccount')
        .set({ preferredLanguage: 'es' })
        .where('id', '=', id)
        .execute();
      const { page, context } = ui;
      await page.setViewportSize(viewport);
      await signInContext(context, email, PASSWORD);

      await page.goto('/profile');
      const privacy = page.getByTestId('privacy');
      await privacy.getByLabel(es('Your password')).fill('Not-Her-Passw0rd!');
      await privacy.getByRole('button', { name: es('Delete my account') }).click();
      await page
        .getByRole('dialog', { name: es('Delete my account') })
        .getByRole('button', { name: es('Delete my account') })
        .click();

      const refused = privacy.getByTestId('delete-error');
      await refused.getByText(es('Sorry, your account was not deleted.')).waitFor();
      // The reason is the server's own text, worded in the account's language.
      await refused.getByText(es('That password is not correct, so your account was not deleted.')).waitFor();
      expect(await refused.innerText()).not.toMatch(/password|deleted/i);
      await page.screenshot({ path: await screenFile(`spanish-server-error-${name}.png`), fullPage: true });

      const account = await server.database.db
        .selectFrom('userAccount')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(account).toEqual({ id });
    });
  }
});
