/**
 * A staff member and a candidate, each with their own signed-in browser context: the shape of every
 * journey where staff act and a candidate answers (onboarding, credentials).
 */
import type { Page } from 'playwright-core';
import { usePages, signInContext } from './browser';
import type { ServerWithMail } from './mail-server';

interface People {
  password: string;
  lastName: string;
  staff: { email: string; firstName: string };
  candidate: { email: string; firstName: string };
}

export function useStaffAndCandidate(ctx: ServerWithMail, people: People) {
  /** Console errors and page errors of every page opened by signIn. */
  const errors: string[] = [];
  const pages = usePages(() => ctx.server.url, errors);

  beforeAll(async () => {
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

  /** A page of its own browser context signed in as `email` (for the test, or the file from a beforeAll). */
  async function signIn(email: string): Promise<Page> {
    const { context, page } = await pages.open({ viewport: { width: 1200, height: 900 } });
    await signInContext(context, email, people.password);
    return page;
  }

  return { signIn, errors };
}
