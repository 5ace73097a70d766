/**
 * The sitemap files as fast-xml-parser's XMLBuilder writes them: the protocol's elements in its
 * namespace, one entry a line, every value escaped, a well-formed file at any size.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createSitemaps, sitemapIndexXml, sitemapXml } from './sitemap';

const site = { siteName: 'S', publicUrl: 'https://jobs.example' };
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe('Sitemaps', () => {
  test('When a sitemap lists jobs, Then it is the declaration and a urlset of one <url> a line', () => {
    const xml = sitemapXml(
      [
        { id: 7, updatedAt: Date.UTC(2026, 0, 2) },
        { id: 8, updatedAt: Date.UTC(2026, 0, 3, 4, 5, 6) },
      ],
      site,
    );
    expect(xml).toBe(
      `${HEAD}<urlset xmlns="${NS}">\n` +
        '<url><loc>https://jobs.example/jobs/7</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://jobs.example/jobs/8</loc><lastmod>2026-01-03T04:05:06.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  test('When there are more open jobs than one sitemap holds, Then the index names each numbered sitemap', () => {
    expect(sitemapIndexXml(2, site)).toBe(
      `${HEAD}<sitemapindex xmlns="${NS}">\n` +
        '<sitemap><loc>https://jobs.example/sitemap-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://jobs.example/sitemap-2.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  test('When a value holds & < > " \', Then each comes out escaped and reads back as it was', () => {
    const address = `https://jobs.example/Fish & Chips <Cook> "Lead" 'Night'`;
    const xml = sitemapXml([{ id: 1, updatedAt: 0 }], { siteName: 'S', publicUrl: address });
    expect(xml).toContain(
      '<loc>https://jobs.example/Fish &amp; Chips &lt;Cook&gt; &quot;Lead&quot; &apos;Night&apos;/jobs/1</loc>',
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(new XMLParser({ htmlEntities: false }).parse(xml).urlset.url.loc).toBe(`${address}/jobs/1`);
  });

  test('When the open jobs are written out in slices, Then every one is listed once, in order; past 50,000 the index', async () => {
    let count = 2_345;
    let now = 1_800_000_000_000;
    const all = Array.from({ length: count }, (_, i) => ({ id: i + 1, updatedAt: Date.UTC(2026, 0, 1) }));
    const sitemaps = createSitemaps({
      jobs: {
        countOpenJobs: async () => count,
        openJobs: async (offset: number, limit: number) => all.slice(offset, offset + limit),
      } as never,
      site,
      ttlMs: 60_000,
      clock: () => now,
    });
    const xml = (await sitemaps.file(0))!.xml.toString();
    expect(XMLValidator.validate(xml)).toBe(true);
    const locs = [...xml.matchAll(/^<url><loc>https:\/\/jobs\.example\/jobs\/(\d+)<\/loc>/gm)].map((m) => Number(m[1]));
    expect(locs).toEqual(all.map((j) => j.id));

    // Once the first file has expired.
    count = 120_000;
    now += 60_001;
    const index = (await sitemaps.file(0))!.xml.toString();
    expect(index).toContain('<sitemap><loc>https://jobs.example/sitemap-3.xml</loc></sitemap>\n</sitemapindex>');
  });
});
