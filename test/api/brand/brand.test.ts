/**
 * The employer's brand: an admin (after step-up) sets a colour that passes WCAG AA, or is told the
 * ratio and a shade that passes; uploads a logo, favicon and hero (opened in the file pool: SVG
 * and non-images refused, alternative text required); every change is audited. Pages carry the
 * brand from their first byte (theme stylesheet, favicon, page state), its files are served under
 * content-hashed names for a year, and a mail's header and a sealed PDF's certificate page show it.
 */
import request from 'supertest';
import sharp from 'sharp';
import { BRAND_API, BRAND_TEXT, NO_BRAND, type PublicBrand } from '../../../common/brand';
import { ErrorCode } from '../../../common/errors';
import { binary, signDocument, signedInUser as candidateSignedIn } from '../../helpers/documents';
import { pageStateOf } from '../../helpers/page-state';
import { lastPagePixels } from '../../helpers/pdf-page';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { signedInUser, type SignedInUser } from '../../helpers/users';

const PASSWORD = 'Brand-Passw0rd-2026!';
const MINUTE = 60_000;

const png = (width: number, height: number, hex: string) =>
  sharp({ create: { width, height, channels: 3, background: hex } })
    .png()
    .toBuffer();

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('The employer’s brand', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let admin: SignedInUser;
  let staff: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url });
    admin = await signedInUser(server, {
      email: 'admin@brand.test',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    });
    staff = await signedInUser(server, {
      email: 'staff@brand.test',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  const audits = (action: string) =>
    server.services.audit
      .search({ actor: null, candidate: null, action, from: null, to: null }, 1, 50)
      .then((r) => r.rows);

  test('Given no brand, Then pages carry the built-in look and the admin reads the same', async () => {
    const page = await request(server.url).get('/jobs').expect(200);
    expect(pageStateOf(page.text).config.brand).toEqual(NO_BRAND);
    expect(page.text).not.toContain('/brand/');
    expect((await admin.agent.get(BRAND_API).expect(200)).body).toEqual(NO_BRAND);
  });

  test('When a visitor, a candidate or a staff member who is not an admin changes the brand, Then it is refused before the route runs', async () => {
    const candidate = await signedInUser(server, {
      email: 'cand@brand.test',
      password: PASSWORD,
      firstName: 'Cal',
      role: 'candidate',
    });
    const visitor = await request(server.url).put(`${BRAND_API}/colour`).send({ colour: '#123456' });
    expect([visitor.status, visitor.body.code]).toEqual([401, ErrorCode.UNAUTHENTICATED]);
    for (const who of [candidate, staff]) {
      const res = await who.agent.put(`${BRAND_API}/colour`).send({ colour: '#123456' });
      expect([res.status, res.body.code]).toEqual([403, ErrorCode.FORBIDDEN]);
      expect((await who.agent.get(BRAND_API)).status).toBe(403);
    }
    // An admin viewing as a candidate is that candidate here: refused, and nothing changes.
    await admin.agent.post(`/api/staff/candidates/${candidate.id}/view-as`).expect(200);
    try {
      const viewing = await admin.agent.put(`${BRAND_API}/colour`).send({ colour: '#123456' });
      expect(viewing.status).toBe(403);
    } finally {
      await admin.agent.post('/api/view-as/end').expect(200);
    }
    expect((await admin.agent.get(BRAND_API).expect(200)).body.colour).toBeNull();
  });

  test('When an admin’s sign-in is older than 10 minutes, Then every brand change asks for step-up, and after re-authenticating it goes through', async () => {
    const late = await signedInUser(server, {
      email: 'late@brand.test',
      password: PASSWORD,
      firstName: 'Lee',
      role: 'admin',
    });
    server.advance(11 * MINUTE);
    try {
      const logo = await png(40, 20, '#224466');
      const calls = [
        late.agent.put(`${BRAND_API}/colour`).send({ colour: '#123456' }),
        late.agent.put(`${BRAND_API}/images/logo`).field('alt', 'Logo').attach('file', logo, 'logo.png'),
        late.agent.delete(`${BRAND_API}/images/logo`),
      ];
      for (const res of await Promise.all(calls))
        expect([res.status, res.body.code]).toEqual([401, ErrorCode.STEP_UP_REQUIRED]);
      // Reading needs no step-up.
      await late.agent.get(BRAND_API).expect(200);
      await late.agent.post('/api/account/reauthenticate').send({ password: PASSWORD }).expect(200);
      await late.agent.put(`${BRAND_API}/colour`).send({ colour: null }).expect(200);
    } finally {
      // The other admins signed in before the clock moved: sign them in again.
      admin = await signedInUser(server, {
        email: 'admin2@brand.test',
        password: PASSWORD,
        firstName: 'Ada',
        role: 'admin',
      });
    }
  });

  test('When an admin picks a colour white text fails on, Then it is refused with the ratio and a passing shade, and nothing changes; the shade is accepted', async () => {
    const res = await admin.agent.put(`${BRAND_API}/colour`).send({ colour: '#ffcc00' }).expect(400);
    expect(res.body.code).toBe(ErrorCode.VALIDATION);
    expect(res.body.ratio).toBeLessThan(4.5);
    expect(res.body.suggestion).toMatch(/^#[0-9a-f]{6}$/);
    expect(res.body.fields.colour).toBe(res.body.message);
    expect(res.body.message).toContain(`${res.body.ratio.toFixed(2)}:1`);
    expect((await admin.agent.get(BRAND_API).expect(200)).body.colour).toBeNull();
    for (const bad of ['red', '#12345', '</style><script>', 42])
      expect((await admin.agent.put(`${BRAND_API}/colour`).send({ colour: bad }).expect(400)).body.message).toBe(
        BRAND_TEXT.colourInvalid,
      );
    const ok = await admin.agent.put(`${BRAND_API}/colour`).send({ colour: res.body.suggestion }).expect(200);
    expect((ok.body as PublicBrand).colour).toBe(res.body.suggestion);
    const [row] = await audits('brand.colour_changed');
    expect(row).toMatchObject({ actorId: admin.id });
    expect(JSON.parse(row!.detail!)).toEqual({ from: null, to: res.body.suggestion });
  });

  test('When an admin uploads an SVG, a script renamed .png or no alternative text, Then each is refused with a clear message and nothing is stored', async () => {
    const svg = await admin.agent
      .put(`${BRAND_API}/images/logo`)
      .field('alt', 'Acme')
      .attach('file', SVG, { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect([svg.status, svg.body.message]).toEqual([415, BRAND_TEXT.notAllowedType]);
    const renamed = await admin.agent
      .put(`${BRAND_API}/images/hero`)
      .field('alt', 'Team')
      .attach('file', Buffer.from('#!/bin/sh\necho hi\n'), { filename: 'hero.png', contentType: 'image/png' });
    expect(renamed.status).toBe(415);
    const noAlt = await admin.agent
      .put(`${BRAND_API}/images/logo`)
      .attach('file', await png(40, 20, '#224466'), 'l.png');
    expect([noAlt.status, noAlt.body.fields?.alt]).toEqual([400, BRAND_TEXT.altRequired]);
    const noFile = await admin.agent.put(`${BRAND_API}/images/logo`).field('alt', 'Acme');
    expect(noFile.status).toBe(400);
    const unknown = await admin.agent.put(`${BRAND_API}/images/banner`).field('alt', 'x').attach('file', SVG, 'x.png');
    expect(unknown.status).toBe(404);
    const refused = await audits('brand.image_refused');
    expect(refused.map((r) => JSON.parse(r.detail!).slot).sort()).toEqual(['hero', 'logo']);
    expect((await admin.agent.get(BRAND_API).expect(200)).body).toMatchObject({ logo: null, hero: null });
  });

  test('When an admin uploads a logo, a favicon and a hero, Then /jobs carries them from its first byte and their files are served for a year under their hash', async () => {
    const logo = await admin.agent
      .put(`${BRAND_API}/images/logo`)
      .field('alt', 'Acme Logistics')
      .attach('file', await png(1600, 400, '#00aa55'), 'logo.png')
      .expect(200);
    // Re-encoded at its use's size.
    expect(logo.body.logo).toMatchObject({ alt: 'Acme Logistics', width: 800, height: 200 });
    await admin.agent
      .put(`${BRAND_API}/images/favicon`)
      .attach('file', await png(256, 256, '#00aa55'), 'icon.png')
      .expect(200);
    const hero = await admin.agent
      .put(`${BRAND_API}/images/hero`)
      .field('alt', 'Our warehouse team at work')
      .attach(
        'file',
        await sharp({ create: { width: 300, height: 100, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer(),
        'hero.jpg',
      )
      .expect(200);
    const brand = hero.body as PublicBrand;
    expect(brand.favicon).toMatchObject({ alt: '', width: 64, height: 64 });
    expect(brand.hero!.url).toMatch(/^\/brand\/hero-[0-9a-f]{16}\.jpg$/);
    const changed = await audits('brand.image_changed');
    expect(changed.map((r) => JSON.parse(r.detail!).slot).sort()).toEqual(['favicon', 'hero', 'logo']);
    expect(changed.every((r) => r.actorId === admin.id)).toBe(true);

    const page = await request(server.url).get('/jobs').expect(200);
    expect(pageStateOf(page.text).config.brand).toEqual(brand);
    expect(page.text).toContain(`<link rel="stylesheet" href="${brand.themeUrl}">`);
    expect(page.text).toContain(`<link rel="icon" href="${brand.favicon!.url}" type="image/png">`);
    expect(page.text).toContain(`<meta name="theme-color" content="${brand.colour}">`);

    const theme = await request(server.url).get(brand.themeUrl!).expect(200);
    expect(theme.headers['content-type']).toMatch(/^text\/css/);
    expect(theme.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(theme.text).toContain(`--bs-primary:${brand.colour}`);
    const file = await request(server.url).get(brand.logo!.url).buffer(true).parse(binary).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 800, height: 200 });
    // A name that is not the current file's is not served (nor cached).
    const stale = await request(server.url).get(brand.logo!.url.replace(/-[0-9a-f]{16}\./, '-0000000000000000.'));
    expect([stale.status, stale.headers['cache-control']]).toEqual([404, 'no-store']);
    await request(server.url).get('/brand/..%2f..%2fetc%2fpasswd').expect(404);
  });

  test('When a mail goes out, Then its header shows the logo by its full address and the colour', async () => {
    const before = smtp.mails.length;
    await request(server.url).post('/api/request-password-reset').send({ email: 'cand@brand.test' }).expect(200);
    await smtp.waitFor('cand@brand.test', /Reset/);
    const mail = smtp.mails.slice(before).find((m) => m.to.includes('cand@brand.test'))!;
    const brand = (await admin.agent.get(BRAND_API).expect(200)).body as PublicBrand;
    expect(mail.html).toContain(
      `<img src="${server.config.publicUrl}${brand.logo!.url}" alt="Acme Logistics" width="160" height="40"`,
    );
    expect(mail.html).toContain(`border-top:4px solid ${brand.colour}`);
  });

  test('When a candidate signs, Then the sealed PDF’s certificate page carries the brand’s band and logo', async () => {
    const casey = await candidateSignedIn(server, 'casey@brand.test');
    const { pdf } = await signDocument(server, casey, 'Branded W-4');
    const brand = (await admin.agent.get(BRAND_API).expect(200)).body as PublicBrand;
    const page = await lastPagePixels(pdf);
    // The band along the top (8 points down), and the logo's green at the top right.
    expect(page.near(300, 8, brand.colour!)).toBe(true);
    expect(page.near(500, 50, '#00aa55')).toBe(true);
    expect(page.near(500, 120, '#00aa55')).toBe(false);
  });

  test('When an admin removes the logo, Then pages and mails go back to the site’s name, and the old file is no longer served', async () => {
    const before = (await admin.agent.get(BRAND_API).expect(200)).body as PublicBrand;
    const after = (await admin.agent.delete(`${BRAND_API}/images/logo`).expect(200)).body as PublicBrand;
    expect(after.logo).toBeNull();
    expect(after.hero).toEqual(before.hero);
    await request(server.url).get(before.logo!.url).expect(404);
    expect((await audits('brand.image_removed')).map((r) => r.actorId)).toEqual([admin.id]);
    expect(pageStateOf((await request(server.url).get('/').expect(200)).text).config.brand.logo).toBeNull();
  });
});
