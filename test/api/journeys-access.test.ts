/**
 * Getting in, at the HTTP level: where sign-in sends each role, the address kept after a failed
 * sign-in, and the statuses of screens, CMS pages and unknown paths.
 */
import request from 'supertest';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../common/page-state';
import { useServerWithMail } from '../helpers/mail-server';

const PASSWORD = 'Access-Passw0rd!';

/** The page globals the server embedded in an HTML answer. */
function pageStateOf(html: string): PageState {
  const json = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(
    html,
  )?.[1];
  if (!json) throw new Error('no page state in the answer');
  return JSON.parse(json) as PageState;
}

describe('Getting in and finding the way (HTTP)', () => {
  const ctx = useServerWithMail();

  beforeAll(async () => {
    for (const [email, role] of [
      ['sam.staff@example.com', 'staff'],
      ['ari.admin@example.com', 'admin'],
      ['cy.candidate@example.com', 'candidate'],
    ] as const)
      await ctx.server.services.auth.createUser({
        email,
        password: PASSWORD,
        firstName: 'Test',
        lastName: 'Person',
        role,
        confirmed: true,
      });
  });

  const signIn = (username: string, extra: Record<string, string> = {}) =>
    request(ctx.server.url)
      .post('/login')
      .type('form')
      .send({ username, password: PASSWORD, ...extra });

  test('When staff or an admin sign in without a return path, Then they land on /admin; a candidate on /; r= wins', async () => {
    expect((await signIn('sam.staff@example.com')).headers.location).toBe('/admin');
    expect((await signIn('ari.admin@example.com')).headers.location).toBe('/admin');
    expect((await signIn('cy.candidate@example.com')).headers.location).toBe('/');
    expect((await signIn('sam.staff@example.com', { redirectTo: '/search' })).headers.location).toBe('/search');
    // A return path off the site is ignored like none at all.
    expect((await signIn('sam.staff@example.com', { redirectTo: '//evil.example' })).headers.location).toBe('/admin');
  });

  test('When a sign-in fails, Then the next login page carries the typed address once, and never the password', async () => {
    const agent = request.agent(ctx.server.url);
    const failed = await agent
      .post('/login')
      .type('form')
      .send({ username: ' Cy.Candidate@example.com ', password: 'wrong-password', redirectTo: '/search' });
    expect(failed.headers.location).toBe('/login?r=%2Fsearch');
    const page = await agent.get('/login?r=%2Fsearch').expect(200);
    expect(pageStateOf(page.text).loginEmail).toBe('Cy.Candidate@example.com');
    expect(page.text).not.toContain('wrong-password');
    const again = await agent.get('/login').expect(200);
    expect(pageStateOf(again.text).loginEmail).toBeUndefined();
  });
});
