/**
 * Public job pages without JavaScript: a plain GET of /jobs/{jobOrderId} carries the title, meta
 * description, canonical link, Open Graph tags and a schema.org JobPosting that meets Google's
 * required and recommended fields; closed and unknown jobs answer 404 with noindex; the sitemap
 * lists open jobs only, and robots.txt names it.
 */
import { XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import type { JobPageData } from '../../../common/jobs';
import type { JobInput } from '../../../server/features/jobs/jobs.service';
import { startTestServer, type TestServer } from '../../helpers/server';

const DAY = 86_400_000;

function job(title: string, over: Partial<JobInput> = {}): JobInput {
  return {
    title,
    description: '<p>Build bridges with a <b>friendly</b> team.</p><ul><li>AutoCAD</li></ul>',
    corpTitle: 'Tailspin Engineering',
    employmentType: 'Contract',
    category: 'Engineering',
    location: 'Evanston, IL',
    postalCode: '60201',
    salary: '$55–$70/hr',
    openedAt: Date.now() - 3 * DAY,
    ...over,
  };
}

/** The page's JSON-LD blocks, parsed: a block that broke out of its script element fails to parse. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('Public job pages', () => {
  let server: TestServer;
  let ids: Record<'bridge' | 'nurse' | 'hostile' | 'closed' | 'similar', number>;

  beforeAll(async () => {
    server = await startTestServer();
    const [bridge, nurse, hostile, closed, similar] = await server.services.jobs.createJobs([
      job('Bridge Design Engineer'),
      job('Registered Nurse', {
        category: 'Healthcare',
        employmentType: 'Permanent',
        salary: '$83,000–$104,000/yr',
        location: 'Austin, TX',
        postalCode: '78701',
      }),
      job('Welder </script><script>alert(1)</script>', {
        description: '<p>Text with &lt;/script&gt; in it.</p><script>alert(2)</script>',
        salary: null,
      }),
      job('Retired Engineer Role', { status: 'Closed', active: false }),
      job('Bridge Inspection Engineer'),
    ]);
    ids = { bridge: bridge!, nurse: nurse!, hostile: hostile!, closed: closed!, similar: similar! };
  }, 60_000);
  afterAll(() => server?.stop());

  test('When a crawler GETs an open job without JavaScript, Then the HTML has its title, meta tags and a complete JobPosting', async () => {
    const res = await request(server.url).get(`/jobs/${ids.bridge}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    const html = res.text;
    const url = `${server.config.publicUrl}/jobs/${ids.bridge}`;
    expect(html).toContain('<title>Bridge Design Engineer in Evanston, IL | Test Careers</title>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Build bridges with a friendly team. AutoCAD',
    );
    expect(html.match(/<meta name="?description/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe(url);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(
      'Bridge Design Engineer in Evanston, IL | Test Careers',
    );
    expect(html).not.toMatch(/name="robots"/);
    // Readers without JavaScript get the job, the way to apply and more jobs like it.
    const noscript = attr(html, /<noscript>([\s\S]*?)<\/noscript>/)!;
    expect(noscript).toContain('<h1>Bridge Design Engineer</h1>');
    expect(noscript).toContain(`href="/login?r=${encodeURIComponent(`/jobs/${ids.bridge}`)}"`);
    expect(noscript).toContain(`href="/jobs/${ids.similar}"`);

    expect(jsonLd(html)).toHaveLength(1);
    const posting = jsonLd(html)[0]!;
    // Google's required JobPosting properties.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Bridge Design Engineer',
      description: expect.stringContaining('<b>friendly</b>'),
      hiringOrganization: { '@type': 'Organization', name: 'Tailspin Engineering' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Evanston',
          addressRegion: 'IL',
          postalCode: '60201',
          addressCountry: 'US',
        },
      },
    });
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Recommended: validThrough in the future, employmentType from Google's list, baseSalary with
    // its unit, identifier. The jobs are on site: no applicantLocationRequirements / TELECOMMUTE.
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now());
    expect(posting.employmentType).toBe('CONTRACTOR');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 55, maxValue: 70, unitText: 'HOUR' },
    });
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Test Careers', value: String(ids.bridge) });
    expect(posting.url).toBe(url);
    expect(posting.jobLocationType).toBeUndefined();
  });

  test('When the salary is yearly or missing, Then baseSalary says YEAR or is left out; a permanent job is FULL_TIME', async () => {
    const [nurse] = jsonLd((await request(server.url).get(`/jobs/${ids.nurse}`)).text);
    expect(nurse!.employmentType).toBe('FULL_TIME');
    expect(nurse!.baseSalary.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 83000,
      maxValue: 104000,
      unitText: 'YEAR',
    });
    expect(nurse!.jobLocation.address).toMatchObject({ addressLocality: 'Austin', addressRegion: 'TX' });
    const [hostile] = jsonLd((await request(server.url).get(`/jobs/${ids.hostile}`)).text);
    expect(hostile!.baseSalary).toBeUndefined();
  });

  test('When a title holds </script>, Then it cannot break out of the JSON-LD or the title element', async () => {
    const html = (await request(server.url).get(`/jobs/${ids.hostile}`)).text;
    const [posting] = jsonLd(html);
    expect(posting!.title).toBe('Welder </script><script>alert(1)</script>');
    expect(posting!.description).not.toMatch(/<script/);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>Welder &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; in Evanston');
  });

  test('When the job is closed, unknown or not a number, Then the answer is 404 with noindex and a link to search', async () => {
    for (const path of [`/jobs/${ids.closed}`, '/jobs/99999999', '/jobs/abc', '/jobs/1e3']) {
      const res = await request(server.url).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex"');
      expect(res.text).toContain('href="/search"');
      expect(res.text).toContain('Sorry, this job is no longer available.');
      expect(jsonLd(res.text)).toEqual([]);
    }
    const api = await request(server.url).get(`/api/jobs/${ids.closed}`);
    expect(api.status).toBe(404);
    expect(api.body.message).toBe('Sorry, this job is no longer available.');
    expect((await request(server.url).get('/api/jobs/abc')).status).toBe(400);
  });

  test('When anyone asks the job API, Then it answers the job and more jobs like it; a signed-in candidate sees whether they applied', async () => {
    const res = await request(server.url).get(`/api/jobs/${ids.bridge}`);
    expect(res.status).toBe(200);
    const data = res.body as JobPageData;
    expect(data.job).toMatchObject({ jobOrderId: ids.bridge, title: 'Bridge Design Engineer', salary: '$55–$70/hr' });
    expect(data.appliedTo).toBe(false);
    expect(data.moreJobs[0]).toEqual({
      jobOrderId: ids.similar,
      title: 'Bridge Inspection Engineer',
      location: 'Evanston, IL',
    });
    expect(data.moreJobs.map((m) => m.jobOrderId)).not.toContain(ids.bridge);
    expect(data.moreJobs.map((m) => m.jobOrderId)).not.toContain(ids.closed);

    await server.services.auth.createUser({
      email: 'pager@example.com',
      password: 'Pager-Passw0rd!',
      firstName: 'Pat',
      lastName: 'Pager',
      confirmed: true,
    });
    const agent = request.agent(server.url);
    await agent.post('/login').type('form').send({ username: 'pager@example.com', password: 'Pager-Passw0rd!' });
    expect((await agent.post(`/api/jobsearch/apply/${ids.bridge}`)).status).toBe(200);
    expect(((await agent.get(`/api/jobs/${ids.bridge}`)).body as JobPageData).appliedTo).toBe(true);
  });

  test('When a crawler reads the sitemap and robots.txt, Then every open job is listed with lastmod, closed ones are not', async () => {
    // A title of XML's special characters: the sitemap lists the job's address only, and stays well-formed.
    const [special] = await server.services.jobs.createJobs([job(`Fish & Chips <Cook> "Lead" 'Night'`)]);
    const res = await request(server.url).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(XMLValidator.validate(res.text)).toBe(true);
    expect(res.text).not.toContain('Fish &');
    const urls = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    const listed = urls.map((m) => m[1]);
    for (const id of [ids.bridge, ids.nurse, ids.hostile, ids.similar, special!]) {
      expect(listed).toContain(`${server.config.publicUrl}/jobs/${id}`);
    }
    expect(listed).not.toContain(`${server.config.publicUrl}/jobs/${ids.closed}`);
    expect(urls.every((m) => !Number.isNaN(Date.parse(m[2]!)))).toBe(true);

    // The numbered sitemaps an index points to past 50,000 jobs answer the same way.
    const first = await request(server.url).get('/sitemap-1.xml');
    expect(first.type).toBe('application/xml');
    expect(first.text).toContain(`<loc>${server.config.publicUrl}/jobs/${ids.bridge}</loc>`);

    const robots = await request(server.url).get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${server.config.publicUrl}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /api/');
  });
});
