/** The staff console's content pages (/api/staff/content…): drafts, versions, sanitizing, restore. */
import request from 'supertest';
import { CONTENT_MESSAGES as M, CONTENT_QUERY } from '../../../common/content';
import { XSS_SURVIVOR, XSS_VECTORS } from '../../fixtures/xss';
import { useServerWithMail } from '../../helpers/mail-server';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Content-Passw0rd!';

const page = (over: Record<string, unknown> = {}) => ({
  path: '/help/getting-started',
  title: 'Getting started',
  metaDescription: 'How to find your first job with us.',
  contentMarkdown: '## Welcome\n\nRead our [about page](/about).',
  showLayout: true,
  ...over,
});

describe('Staff content pages API', () => {
  const ctx = useServerWithMail();
  let staff: ReturnType<typeof request.agent>;
  let visitor: ReturnType<typeof request.agent>;

  const publicPage = async (path: string) =>
    (await visitor.post('/graphql').send({ query: CONTENT_QUERY, variables: { path } }).expect(200)).body.data.content;

  beforeAll(async () => {
    ({ agent: staff } = await signedInUser(ctx.server, {
      email: 'editor@example.com',
      password: PASSWORD,
      firstName: 'Edie',
      role: 'staff',
    }));
    visitor = request.agent(ctx.server.url);
    await ctx.server.services.content.save({
      path: '/about',
      title: 'About Us',
      content: '<p>First words.</p>',
      showLayout: true,
    });
  });

  test('When staff create a page, Then it is a draft until published, and its meta description reaches visitors', async () => {
    const created = await staff.post('/api/staff/content').send(page()).expect(200);
    expect(created.body).toMatchObject({
      path: '/help/getting-started',
      published: false,
      version: 1,
      updatedBy: 'Edie Test',
      contentHtml: '<h2>Welcome</h2>\n<p>Read our <a href="/about">about page</a>.</p>\n',
    });
    expect(await publicPage('/help/getting-started')).toBeNull();
    const published = await staff
      .post(`/api/staff/content/${created.body.id}/publish`)
      .send({ published: true })
      .expect(200);
    expect(published.body.published).toBe(true);
    expect(await publicPage('/help/getting-started')).toEqual({
      path: '/help/getting-started',
      title: 'Getting started',
      content: created.body.contentHtml,
      showLayout: true,
      metaDescription: 'How to find your first job with us.',
      language: 'en',
    });
    const list = await staff.get('/api/staff/content').expect(200);
    expect(list.body.map((p: { path: string }) => p.path)).toEqual(['/about', '/help/getting-started']);
    const taken = await staff.post('/api/staff/content').send(page({ title: 'Again' }));
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ path: M.pathTaken });
  });

  test('When the content carries XSS vectors or links that leave the site, Then none survive the save or the preview', async () => {
    const attack = [
      ...XSS_VECTORS,
      '[sneaky](/\\evil.example) <a href="/\\evil.example">raw</a> <a href="/%2e//evil.example">dots</a> [ok](/search?q=a)',
    ].join('\n\n');
    const about = (await staff.get('/api/staff/content').expect(200)).body.find(
      (p: { path: string }) => p.path === '/about',
    );
    const saved = await staff
      .put(`/api/staff/content/${about.id}`)
      .send(page({ path: '/about', title: 'About Us', contentMarkdown: attack, version: about.version }))
      .expect(200);
    const preview = await staff.post('/api/staff/content/preview').send({ contentMarkdown: attack }).expect(200);
    const visible = (await publicPage('/about')).content as string;
    for (const html of [saved.body.contentHtml as string, preview.body.html as string, visible]) {
      expect(html).not.toMatch(XSS_SURVIVOR);
      // Every link stays on the site or names its scheme; none is protocol-relative in disguise.
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.filter((h) => !/^(\/(?![/\\]|%2e)|#|https?:|mailto:)/i.test(h))).toEqual([]);
      expect(html).toContain('<a>raw</a> <a>dots</a>');
      expect(html).toContain('<a href="/search?q=a">ok</a>');
    }
    // The source is kept as written, for the next edit.
    expect(saved.body.contentMarkdown).toBe(attack);
  });

  test('When two staff edit one page, Then the stale version gets 409; an earlier version is restored as a new one', async () => {
    const created = await staff
      .post('/api/staff/content')
      .send(page({ path: '/terms-draft', contentMarkdown: 'Version one.' }))
      .expect(200);
    const id = created.body.id as number;
    await staff
      .put(`/api/staff/content/${id}`)
      .send(page({ path: '/terms-draft', contentMarkdown: 'Version two.', version: 1 }))
      .expect(200);
    const stale = await staff
      .put(`/api/staff/content/${id}`)
      .send(page({ path: '/terms-draft', contentMarkdown: 'Overwrite.', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.staleVersion);

    const history = await staff.get(`/api/staff/content/${id}/versions`).expect(200);
    expect(history.body.map((v: { version: number; createdBy: string }) => [v.version, v.createdBy])).toEqual([
      [2, 'Edie Test'],
      [1, 'Edie Test'],
    ]);
    const staleRestore = await staff.post(`/api/staff/content/${id}/versions/1/restore`).send({ version: 1 });
    expect(staleRestore.status).toBe(409);
    const restored = await staff.post(`/api/staff/content/${id}/versions/1/restore`).send({ version: 2 }).expect(200);
    expect(restored.body).toMatchObject({
      version: 3,
      contentMarkdown: 'Version one.',
      contentHtml: '<p>Version one.</p>\n',
    });
    const after = await staff.get(`/api/staff/content/${id}/versions`).expect(200);
    expect(after.body.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    await staff.post(`/api/staff/content/${id}/versions/9/restore`).send({ version: 3 }).expect(404);
  });

  test('When staff send bad input, Then 400 with a message per field, 404 for unknown pages, never a 500', async () => {
    const bad = await staff.post('/api/staff/content').send({
      path: '/admin/secret',
      title: ' ',
      metaDescription: 'x'.repeat(301),
      contentMarkdown: '  ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      path: M.pathReserved,
      title: M.titleRequired,
      metaDescription: M.metaTooLong,
      contentMarkdown: M.contentRequired,
    });
    for (const path of ['/a b', '/../x', '//evil.example', '/x?y=1']) {
      const res = await staff.post('/api/staff/content').send(page({ path }));
      expect([path, res.status, res.body.fields?.path]).toEqual([path, 400, M.pathInvalid]);
    }
    const noVersion = await staff.put('/api/staff/content/1').send(page({ path: '/about' }));
    expect(noVersion.body.fields).toEqual({ version: M.versionRequired });
    for (const [method, path, body] of [
      ['get', '/api/staff/content/999999', undefined],
      ['get', '/api/staff/content/abc', undefined],
      ['put', '/api/staff/content/999999', { ...page(), version: 1 }],
      ['post', '/api/staff/content/999999/publish', { published: true }],
      ['get', '/api/staff/content/-1/versions', undefined],
    ] as const) {
      const r = await (staff as unknown as Record<string, (p: string) => request.Test>)[method]!(path).send(
        body as object,
      );
      expect([path, r.status]).toEqual([path, 404]);
    }
    await staff.post('/api/staff/content/1/publish').send({ published: 'yes' }).expect(400);
    await staff.post('/api/staff/content').send('not json').expect(400);
  });
});
