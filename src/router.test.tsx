/**
 * Route resolution (docs/product.md §2) through universal-router: access levels, redirects, parameters, the
 * default title and description, and the 404 page when no route (nor the content system) has a path.
 */
import { serveHttp } from '../test/helpers/client/http';
import type { ResolveInput } from './route-types';
import { pageState } from './lib/page-state';
import { resolve } from './router';

const input = (pathname: string, over: Partial<ResolveInput> = {}): ResolveInput => ({
  pathname,
  query: {},
  flash: null,
  isUser: () => Promise.resolve(false),
  isConfirmedUser: () => Promise.resolve(false),
  isStaff: () => Promise.resolve(false),
  ...over,
});
const signedIn = { isUser: () => Promise.resolve(true), isConfirmedUser: () => Promise.resolve(true) };

describe('route resolution', () => {
  test('When a visitor asks for a page that needs a (confirmed) user, Then the result asks for login', async () => {
    expect(await resolve(input('/overview'))).toEqual({ requiresAuth: true });
    expect(await resolve(input('/search'))).toEqual({ requiresAuth: true });
    expect(await resolve(input('/admin/jobs/5/applicants'))).toEqual({ requiresAuth: true });
  });

  test('When a candidate or a visitor asks for a console screen, Then the staff-only page; staff get the screen', async () => {
    // SPEC titles /admin 'Admin Page' for any signed-in user: the staff-only page keeps that title.
    const refused = await resolve(input('/admin', signedIn));
    expect(refused.title).toBe('Admin Page');
    expect(refused.component).toBeDefined();
    expect(await resolve(input('/admin/jobs/5/applicants', signedIn))).toMatchObject({ title: 'Staff Only' });
    // The document check asks nobody to log in first: visitors read the same page.
    expect(await resolve(input('/internal/doc-checks'))).toMatchObject({ title: 'Staff Only' });
    const staff = { ...signedIn, isStaff: () => Promise.resolve(true) };
    expect(await resolve(input('/admin', staff))).toMatchObject({ title: 'Admin Page' });
  });

  test('When a staff member who is not an admin opens an admin screen, Then one page says it is for admins; admins get the screen', async () => {
    const staff = { ...signedIn, isStaff: () => Promise.resolve(true) };
    pageState.role = 'staff';
    try {
      for (const path of ['/admin/integrations', '/admin/self-identification', '/admin/mail-templates', '/admin/staff'])
        expect(await resolve(input(path, staff))).toMatchObject({ title: 'Admins Only' });
      expect(await resolve(input('/admin/jobs', staff))).toMatchObject({ title: 'Jobs' });
      pageState.role = 'admin';
      expect((await resolve(input('/admin/integrations', staff))).title).not.toBe('Admins Only');
      // A candidate still meets the staff-only page there.
      pageState.role = 'candidate';
      expect(await resolve(input('/admin/integrations', signedIn))).toMatchObject({ title: 'Staff Only' });
    } finally {
      pageState.role = null;
    }
  });

  test('When / is asked for, Then it redirects by whether the user is signed in', async () => {
    expect(await resolve(input('/'))).toEqual({ redirect: '/login' });
    expect(await resolve(input('/', signedIn))).toEqual({ redirect: '/overview' });
  });

  test('When a screen resolves, Then it has its title and its chunk’s description; paths match in any case', async () => {
    const page = await resolve(input('/LOADING-TRANSITION/', { query: { title: 'Hello' } }));
    expect(page.title).toBe('Hello');
    expect(page.description).toBe('Loading your page.');
    expect(page.component).toBeDefined();
  });

  test('When nothing has the path, Then the 404 page, titled as SPEC says, with a description', async () => {
    const { calls } = serveHttp({ 'POST /graphql': () => ({ json: { data: { content: null } } }) });
    const page = await resolve(input('/no/such/page'));
    expect(page.title).toBe('Page Not Found');
    expect(page.description).toBe('Careers, contract and permanent jobs with our staffing team.');
    // The content system was asked first, for exactly that path.
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as { variables: unknown }).variables).toEqual({ path: '/no/such/page' });
  });

  test('When the content system has the page, Then it is the page, with its own title and description', async () => {
    serveHttp({
      'POST /graphql': () => ({
        json: {
          data: {
            content: {
              path: '/guide',
              title: 'Guide',
              content: '<p>Hi</p>',
              showLayout: false,
              metaDescription: 'How to apply.',
            },
          },
        },
      }),
    });
    const page = await resolve(input('/guide'));
    expect(page).toMatchObject({ title: 'Guide', description: 'How to apply.', showLayout: false });
  });

  test('When a route chunk fails to load or its action throws, Then resolution fails (the caller reloads once)', async () => {
    serveHttp({ 'POST /graphql': () => ({ status: 500, json: { errors: [{ message: 'down' }] } }) });
    await expect(resolve(input('/guide'))).rejects.toThrow();
  });
});
