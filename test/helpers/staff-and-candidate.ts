/**
 * A staff member and a candidate, each with their own signed-in browser context: the shape of every
 * journey where staff act and a candidate answers (onboarding, credentials).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import type { ServerWithMail } from './mail-server';

interface People {
  password: string;
  lastName: string;
  staff: { email: string; firstName: string };
  candidate: { email: string; firstName: string };
}

export function useStaffAndCandidate(ctx: ServerWithMail, people: People) {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  const contexts: BrowserContext[] = [];
  /** Console errors and page errors of every page opened by signIn. */
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const [who, role] of [
      [people.staff, 'staff'],
      [people.candidate, 'candidate'],
    ] as const) {
      await ctx.server.services.auth.createUser({
        email: who.email,
        password: people.password,
        firstName: who.firstName,
        lastName: people.lastName,
        role,
        confirmed: true,
      });
    }
  }, 60_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });

  /** A new browser context signed in as `email`, and a page in it. */
  async function signIn(email: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: ctx.server.url, viewport: { width: 1200, height: 900 } });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const res = await context.request.post('/login', {
      form: { username: email, password: people.password },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    return newPage(context, errors);
  }

  return { signIn, errors };
}
