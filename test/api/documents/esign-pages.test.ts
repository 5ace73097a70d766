/**
 * The built-in signing page's pages rendered on the server: manifest, images, their guard and cache.
 * Past 300 lines because its stories share one server and its seeded data, which take the longest to
 * set up.
 */
import request from 'supertest';
import { ErrorCode } from '../../../common/errors';
import { DOCUMENT_SERVER_MESSAGES } from '../../../common/documents';
import { PAGE_IMAGE_SIZES, type OpenedCeremony, type SigningPages } from '../../../common/esign';
import { buildFormPdf, DEMO_PACK } from '../../../server/dev/demo-pack';
import { createPageImages, pagesStorageDir } from '../../../server/features/esign/page-images';
import { AppError } from '../../../server/errors';
import { startTestServer, type TestServer } from '../../helpers/server';
import { gql, signedInUser, type Agent } from '../../helpers/documents';
import { pageStateOf } from '../../helpers/page-state';

const W4 = DEMO_PACK.find((d) => d.spec.formTitle.includes('W-4'))!.spec;
const WEBP = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
/** The pixel width a WebP file declares (lossy, lossless or extended). */
function webpWidth(b: Buffer): number {
  const chunk = b.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') return b.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return 1 + (b.readUInt32LE(21) & 0x3fff);
  if (chunk === 'VP8X') return 1 + b.readUIntLE(24, 3);
  return 0;
}

function binary(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

async function assignW4(server: TestServer, userId: number, formTitle = W4.formTitle) {
  const template = await server.services.documents.createTemplate({ pdf: await buildFormPdf({ ...W4, formTitle }) });
  return server.services.documents.assign({ userId, templateId: template.id, delivery: 'electronic' });
}

async function signingToken(agent: Agent, id: number): Promise<string> {
  const res = await gql(
    agent,
    'query($id: Int!, $r: String!) { documentSigningUrl(documentId: $id, returnUrl: $r) { url } }',
    { id, r: `/documents/signed-report?id=${id}` },
  );
  if (!res.data?.documentSigningUrl) throw new Error(`no signing link: ${JSON.stringify(res)}`);
  return new URL(res.data.documentSigningUrl.url, 'http://x').searchParams.get('token')!;
}

/** Opens a signing ceremony for `id` and returns its key. */
async function ceremony(agent: Agent, id: number): Promise<string> {
  const opened = await agent
    .post('/api/esign/open')
    .send({ token: await signingToken(agent, id) })
    .expect(200);
  return opened.body.ceremonyKey as string;
}

const image = (agent: Agent, path: string) => agent.get(path).buffer(true).parse(binary);

describe('Signing page: pages rendered on the server', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };
  let robin: { id: number; agent: Agent };
  let docId: number;

  beforeAll(async () => {
    server = await startTestServer();
    casey = await signedInUser(server, 'casey@example.com');
    robin = await signedInUser(server, 'robin@example.com');
    docId = (await assignW4(server, casey.id)).id;
  });
  afterAll(() => server?.stop());

  test('When Casey opens the W-4, Then the manifest gives each page its size and words, and each image is a WebP kept privately only while the ceremony lasts', async () => {
    const key = await ceremony(casey.agent, docId);
    const res = await casey.agent.get('/api/esign/pages').set('X-Esign-Key', key).expect(200);
    const manifest = res.body as SigningPages;
    expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.pages).toHaveLength(2);
    for (const page of manifest.pages) {
      expect(page).toMatchObject({ width: 612, height: 792 });
      expect(page.image).toMatch(new RegExp(`^/api/esign/pages/${manifest.sha256}/[12]\\.webp$`));
      // The same page 800 px wide for narrow screens, named beside it.
      expect(page.srcset).toBe(`${page.image} 1200w, ${page.image.replace(/\.webp$/, '-w800.webp')} 800w`);
    }
    const words = manifest.pages[0]!.text.map((t) => t.str).join(' ');
    expect(words).toContain("Employee's Withholding Certificate (W-4)");
    // The candidate's values filled into the form are read too.
    expect(words).toContain('Casey');
    // The title's baseline starts 56 pt from the left, 74 pt from the top (drawn at y = 718 of 792).
    const title = manifest.pages[0]!.text.find((t) => t.str.includes('Withholding'))!;
    expect(title).toMatchObject({ x: 56, y: 74, size: 18 });
    expect(title.width).toBeGreaterThan(300);
    // The key reaches the images as an HttpOnly cookie scoped to this document's images.
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`esign-pages=.*Path=/api/esign/pages/${manifest.sha256}/`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);

    for (const page of manifest.pages) {
      const img = await image(casey.agent, page.image).expect(200);
      expect(img.headers['content-type']).toBe('image/webp');
      // Personal data: no shared cache, and the browser's only for the ceremony's 20 minutes.
      expect(img.headers['cache-control']).toBe('private, max-age=1200');
      expect(WEBP(img.body)).toBe(true);
      expect(webpWidth(img.body)).toBe(1200);
      expect(img.body.length).toBeLessThan(120_000);
      const small = await image(casey.agent, page.image.replace(/\.webp$/, '-w800.webp')).expect(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect(webpWidth(small.body)).toBe(800);
      expect(small.body.length).toBeLessThan(img.body.length * 0.75);
    }
  });

  test('When the pages rendered while the signing page loaded, Then the opening lists them and lets their images through', async () => {
    const manifests = async () =>
      (await server.services.storage.list()).filter((f) => f.key.endsWith('/manifest.json')).length;
    const before = await manifests();
    // Other bytes than the W-4 so far: asking for the signing URL starts rendering them.
    const fresh = await assignW4(server, casey.id, 'W-4 (opening test)');
    const token = await signingToken(casey.agent, fresh.id);
    const deadline = Date.now() + 20_000;
    let opened: { body: OpenedCeremony; headers: Record<string, unknown> } | null = null;
    // The rendering runs in the background; the opening reports the pages only once stored.
    while (Date.now() < deadline) {
      if ((await manifests()) > before) {
        opened = await casey.agent.post('/api/esign/open').send({ token }).expect(200);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(opened?.body.pages?.pages).toHaveLength(2);
    expect(String(opened!.headers['set-cookie'])).toMatch(/esign-pages=.*HttpOnly/);
    const first = opened!.body.pages!.pages[0]!;
    expect(WEBP((await image(casey.agent, first.image).expect(200)).body)).toBe(true);
  });

  test("When Casey's browser loads the signing page, Then its HTML lays out the ceremony and preloads the first page, which loads by the token before the opening; the token still opens once", async () => {
    const fresh = await assignW4(server, casey.id, 'W-4 (preview test)');
    const token = await signingToken(casey.agent, fresh.id);
    const html = await casey.agent.get(`/esign/sign?token=${token}`).expect(200);
    expect(html.headers['cache-control']).toContain('no-store');
    const preview = pageStateOf(html.text).signing!;
    expect(preview).toMatchObject({ formTitle: 'W-4 (preview test)', signerName: expect.stringContaining('Casey') });
    expect(preview).not.toHaveProperty('ceremonyKey');
    expect(preview.fields.length).toBeGreaterThan(0);
    // Laid out at once, whether or not the rendering has finished; the words come with the opening.
    const { sha256, pages } = preview.pages!;
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) =>
      expect(page).toEqual({
        width: 612,
        height: 792,
        text: [],
        image: `/api/esign/pages/${sha256}/${i + 1}.webp`,
        srcset: `/api/esign/pages/${sha256}/${i + 1}.webp 1200w, /api/esign/pages/${sha256}/${i + 1}-w800.webp 800w`,
      }),
    );
    expect(html.text).toContain(
      `<link rel="preload" as="image" href="${pages[0]!.image}" imagesrcset="${pages[0]!.srcset}" imagesizes="${PAGE_IMAGE_SIZES}" fetchpriority="high">`,
    );
    const cookie = String(html.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`esign-pages=${token}; .*Path=/api/esign/pages/${sha256}/`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);

    // The image loads with the cookie the HTML set (waiting for the rendering if it is still running).
    expect(WEBP((await image(casey.agent, pages[0]!.image).expect(200)).body)).toBe(true);
    // Loading the page consumed nothing: the token opens the ceremony, and its pages are the preview's.
    const opened = await casey.agent.post('/api/esign/open').send({ token }).expect(200);
    const body = opened.body as OpenedCeremony;
    expect(body.formTitle).toBe(preview.formTitle);
    expect(body.pages!.sha256).toBe(sha256);
    expect(body.pages!.pages.map(({ width, height, image: url }) => ({ width, height, url }))).toEqual(
      pages.map(({ width, height, image: url }) => ({ width, height, url })),
    );
    expect(body.pages!.pages[0]!.text.length).toBeGreaterThan(0);
    // Opened, the link previews nothing more (the page then says it is no longer valid).
    const again = await casey.agent.get(`/esign/sign?token=${token}`).expect(200);
    expect(pageStateOf(again.text).signing).toBeUndefined();
    expect(again.text).not.toContain('rel="preload" as="image"');
    // The token still lets the images through during the ceremony, and nothing once it has ended.
    expect((await image(casey.agent, pages[1]!.image).set('Cookie', `esign-pages=${token}`)).status).toBe(200);
    await casey.agent.post('/api/esign/cancel').set('X-Esign-Key', body.ceremonyKey).expect(200);
    expect((await casey.agent.get(pages[0]!.image).set('Cookie', `esign-pages=${token}`)).status).toBe(404);
  });

  test('When the W-4 is opened again, Then its pages come from storage without rendering again', async () => {
    const first = (await casey.agent.get('/api/esign/pages').set('X-Esign-Key', await ceremony(casey.agent, docId)))
      .body as SigningPages;
    const dir = pagesStorageDir(first.sha256);
    const before = (await server.services.storage.list()).filter((f) => f.key.startsWith(`${dir}/`));
    expect(before.map((f) => f.key).sort()).toEqual(
      [`${dir}/1-w800.webp`, `${dir}/1.webp`, `${dir}/2-w800.webp`, `${dir}/2.webp`, `${dir}/manifest.json`].sort(),
    );
    const again = await casey.agent
      .get('/api/esign/pages')
      .set('X-Esign-Key', await ceremony(casey.agent, docId))
      .expect(200);
    expect(again.body).toEqual(first);
    await image(casey.agent, first.pages[0]!.image).expect(200);
    const after = (await server.services.storage.list()).filter((f) => f.key.startsWith(`${dir}/`));
    expect(after).toEqual(before);
  });

  test('When housekeeping removed a stored page, Then it is rendered again', async () => {
    const key = await ceremony(casey.agent, docId);
    const { sha256, pages } = (await casey.agent.get('/api/esign/pages').set('X-Esign-Key', key)).body as SigningPages;
    await server.services.storage.delete(`${pagesStorageDir(sha256)}/2.webp`);
    const img = await image(casey.agent, pages[1]!.image).expect(200);
    expect(WEBP(img.body)).toBe(true);
  });

  test("When Robin, a visitor or a wrong address asks for Casey's pages, Then each is refused with 4xx, never 500", async () => {
    const key = await ceremony(casey.agent, docId);
    const { sha256, pages } = (await casey.agent.get('/api/esign/pages').set('X-Esign-Key', key).expect(200))
      .body as SigningPages;

    // Another user with Casey's key, as a header or as the cookie.
    expect((await robin.agent.get('/api/esign/pages').set('X-Esign-Key', key)).status).toBe(404);
    const robinImage = await robin.agent.get(pages[0]!.image).set('Cookie', `esign-pages=${key}`);
    expect(robinImage.status).toBe(404);
    expect(robinImage.body.message).toBe(DOCUMENT_SERVER_MESSAGES.linkInvalid);
    // No session at all.
    const visitor = request(server.url);
    expect((await visitor.get('/api/esign/pages').set('X-Esign-Key', key)).status).toBe(401);
    expect((await visitor.get(pages[0]!.image).set('Cookie', `esign-pages=${key}`)).status).toBe(401);
    // Casey without the key, or with a made-up one.
    expect((await casey.agent.get('/api/esign/pages')).status).toBe(404);
    expect((await request(server.url).get(pages[0]!.image)).status).toBe(401);
    const noCookie = await signedInUser(server, `casey-${Date.now()}@example.com`);
    expect((await noCookie.agent.get(pages[0]!.image)).status).toBe(404);

    // Bad page numbers and addresses.
    for (const path of [
      `/api/esign/pages/${sha256}/0.webp`,
      `/api/esign/pages/${sha256}/3.webp`,
      `/api/esign/pages/${sha256}/99999.webp`,
      `/api/esign/pages/${sha256}/one.webp`,
      `/api/esign/pages/${sha256}/1.png`,
      `/api/esign/pages/${sha256}/1-w1200.webp`,
      `/api/esign/pages/${sha256}/1-w640.webp`,
      `/api/esign/pages/${sha256}/1-w.webp`,
      `/api/esign/pages/${sha256}/3-w800.webp`,
      `/api/esign/pages/${sha256}/1-w800-w800.webp`,
      `/api/esign/pages/${'0'.repeat(64)}/1.webp`,
      `/api/esign/pages/${sha256.toUpperCase()}/1.webp`,
      `/api/esign/pages/not-a-hash/1.webp`,
    ]) {
      const res = await casey.agent.get(path).set('Cookie', `esign-pages=${key}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
    const missing = await casey.agent.get(`/api/esign/pages/${sha256}/3.webp`).set('Cookie', `esign-pages=${key}`);
    expect(missing.body).toMatchObject({ code: ErrorCode.NOT_FOUND, message: DOCUMENT_SERVER_MESSAGES.pageNotFound });

    // Once the ceremony ends, its key opens nothing.
    await casey.agent.post('/api/esign/cancel').set('X-Esign-Key', key).expect(200);
    expect((await casey.agent.get(pages[0]!.image).set('Cookie', `esign-pages=${key}`)).status).toBe(404);
    expect((await casey.agent.get('/api/esign/pages').set('X-Esign-Key', key)).status).toBe(404);
  });

  // Last: it moves the clock past the link's expiry.
  test("When Robin, a visitor or an expired link loads Casey's signing page, Then the HTML previews nothing and Robin's images are refused", async () => {
    const fresh = await assignW4(server, casey.id, 'W-4 (preview guard)');
    const token = await signingToken(casey.agent, fresh.id);
    const { pages } = pageStateOf((await casey.agent.get(`/esign/sign?token=${token}`).expect(200)).text).signing!
      .pages!;
    for (const agent of [robin.agent, request(server.url)]) {
      const res = await agent.get(`/esign/sign?token=${token}`).expect(200);
      expect(pageStateOf(res.text).signing).toBeUndefined();
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('esign-pages');
    }
    for (const bad of ['', 'short', 'x'.repeat(200), `${token}x`]) {
      const res = await casey.agent.get(`/esign/sign?token=${encodeURIComponent(bad)}`).expect(200);
      expect(pageStateOf(res.text).signing).toBeUndefined();
    }
    expect((await casey.agent.get(`/esign/sign?token=${token}&token=${token}`).expect(200)).text).not.toContain(
      'rel="preload" as="image"',
    );
    const robinImage = await robin.agent.get(pages[0]!.image).set('Cookie', `esign-pages=${token}`);
    expect(robinImage.status).toBe(404);
    expect(robinImage.body.message).toBe(DOCUMENT_SERVER_MESSAGES.linkInvalid);

    // Past the link's 5 minutes, neither the HTML nor the token shows anything.
    server.advance(5 * 60_000 + 1);
    const late = await casey.agent.get(`/esign/sign?token=${token}`).expect(200);
    expect(pageStateOf(late.text).signing).toBeUndefined();
    expect((await casey.agent.get(pages[0]!.image).set('Cookie', `esign-pages=${token}`)).status).toBe(404);
  });
});

describe('One candidate asking for many signing links', () => {
  test("When Avery asks for 40 signing links at once, Then few of her pages are prepared ahead (her share of the pool is bounded, a newer rendering replaces a waiting one) and Robin's opened document goes first", async () => {
    // The database's queue takes the whole burst: this story is about the renderer's queue, and the
    // pool's shedding (its own tests) would answer part of 40 requests at once with 503 on a busy machine.
    const server = await startTestServer({ FILE_WORKERS: '2', DB_QUEUE_MAX: '100', DB_ACQUIRE_TIMEOUT_MS: '30000' });
    try {
      const avery = await signedInUser(server, 'avery@example.com');
      const robin = await signedInUser(server, 'robin@example.com');
      const docs = [];
      for (let i = 0; i < 40; i++) docs.push(await assignW4(server, avery.id, `Form ${i + 1}`));
      const robinDoc = await assignW4(server, robin.id);
      const { files } = server.services;
      const before = files.stats();
      // Each link starts rendering its document in the background.
      await Promise.all(docs.map((d) => signingToken(avery.agent, d.id)));
      const key = await ceremony(robin.agent, robinDoc.id);
      const pages = await robin.agent.get('/api/esign/pages').set('X-Esign-Key', key).expect(200);
      expect((pages.body as SigningPages).pages).toHaveLength(2);
      const after = files.stats();
      const refused = after.refusedOwner - before.refusedOwner;
      const superseded = after.superseded - before.superseded;
      console.log(
        `40 links at once: ${after.started - before.started} tasks started by the time Robin's pages answered, ` +
          `${refused} of Avery's refused past her share, ${superseded} renderings replaced while waiting`,
      );
      // Avery's links are all made, but few of their pages are prepared ahead: the others render when opened.
      expect(refused + superseded).toBeGreaterThanOrEqual(30);
    } finally {
      await server.stop();
    }
  });
});

describe('Signing page without server-rendered pages (ESIGN_PAGE_IMAGES=false)', () => {
  let server: TestServer;
  let casey: { id: number; agent: Agent };

  beforeAll(async () => {
    server = await startTestServer({ ESIGN_PAGE_IMAGES: 'false' });
    casey = await signedInUser(server, 'casey@example.com');
  });
  afterAll(() => server?.stop());

  test('When the pages are asked for, Then the answer says they are unavailable (503, not 500) and the PDF still serves', async () => {
    const doc = await assignW4(server, casey.id);
    const key = await ceremony(casey.agent, doc.id);
    const res = await casey.agent.get('/api/esign/pages').set('X-Esign-Key', key);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: ErrorCode.UNAVAILABLE, message: DOCUMENT_SERVER_MESSAGES.pagesUnavailable });
    const pdf = await casey.agent.get('/api/esign/document.pdf').set('X-Esign-Key', key).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const stray = await casey.agent
      .get(`/api/esign/pages/${'a'.repeat(64)}/1.webp`)
      .set('Cookie', `esign-pages=${key}`);
    expect(stray.status).toBe(404);
  });
});

describe('Page rendering of a file pdf.js cannot read', () => {
  test('When the bytes are no PDF, Then rendering answers UNAVAILABLE (the page falls back), at once the second time', async () => {
    const server = await startTestServer();
    try {
      const { files, storage } = server.services;
      const pages = createPageImages({ storage, files, enabled: true });
      const request = { userId: 1, lane: 'interactive' } as const;
      const before = files.stats().started;
      const broken = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
      const first = await pages.pages(broken, request).catch((e: unknown) => e);
      expect(first).toBeInstanceOf(AppError);
      expect(first).toMatchObject({ code: ErrorCode.UNAVAILABLE, status: 503 });
      await expect(pages.pages(broken, request)).rejects.toMatchObject({ code: ErrorCode.UNAVAILABLE });
      // At once the second time: the file is known to fail, no worker runs again.
      expect(files.stats().started - before).toBe(1);
    } finally {
      await server.stop();
    }
  });

  test('When more broken files come than are remembered, Then the oldest is forgotten (the memory stays bounded)', async () => {
    const server = await startTestServer();
    try {
      const { files, storage } = server.services;
      const pages = createPageImages({ storage, files, enabled: true, rememberFailures: 2 });
      const request = { userId: 1, lane: 'interactive' } as const;
      const broken = (n: number) => Buffer.from(`%PDF-1.7\n% ${n}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF`);
      for (const n of [1, 2, 3]) await expect(pages.pages(broken(n), request)).rejects.toBeInstanceOf(AppError);
      const before = files.stats().started;
      await expect(pages.pages(broken(3), request)).rejects.toBeInstanceOf(AppError);
      expect(files.stats().started).toBe(before);
      await expect(pages.pages(broken(1), request)).rejects.toBeInstanceOf(AppError);
      expect(files.stats().started).toBe(before + 1);
    } finally {
      await server.stop();
    }
  });
});
