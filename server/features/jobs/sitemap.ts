/**
 * The sitemap files, built at most once per TTL on each instance instead of on every request:
 * at 50,000 open jobs one is 4.7 MB of XML read from 50,000 rows. Each file is kept with its gzip
 * and Brotli copies (compressed on libuv's threads, off the event loop) and a strong ETag. Every
 * instance builds its own, so a job opened or closed through any instance shows on all of them
 * within the TTL. The XML is fast-xml-parser's XMLBuilder's: it builds each element and escapes
 * each value; the file is its declaration and root element around the entries, one a line.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { XMLBuilder } from 'fast-xml-parser';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/tokens';
import type { Site } from './job-page';
import type { JobsService } from './jobs.service';

/** Job pages a sitemap lists at most (the protocol's limit); past it, an index of numbered parts. */
const SITEMAP_URLS = 50_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Builds one entry, escaping its values (& < > " '). */
const entryXml = new XMLBuilder({});
/** Builds the file around its entries, which it takes as built (they are escaped already). */
const fileXml = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', processEntities: false });
const DECLARATION = fileXml.build({ '?xml': { '@version': '1.0', '@encoding': 'UTF-8' } });

/** A sitemap file: the declaration, then `root` in the sitemap namespace around the entries. */
function sitemapFile(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return `${DECLARATION}\n${fileXml.build({ [root]: { '@xmlns': NS, '#text': `\n${entries.join('\n')}\n` } })}\n`;
}

/** The <url> entry of each job's page. */
function urlEntries(jobs: { id: number; updatedAt: number }[], site: Site): string[] {
  return jobs.map((job) =>
    entryXml.build({
      url: { loc: `${site.publicUrl}/jobs/${job.id}`, lastmod: new Date(job.updatedAt).toISOString() },
    }),
  );
}

/** A sitemap of job pages (at most SITEMAP_URLS). */
export function sitemapXml(jobs: { id: number; updatedAt: number }[], site: Site): string {
  return sitemapFile('urlset', urlEntries(jobs, site));
}

/** The sitemap index past SITEMAP_URLS jobs: /sitemap-1.xml, /sitemap-2.xml, … */
export function sitemapIndexXml(parts: number, site: Site): string {
  const maps = Array.from({ length: parts }, (_, i) =>
    entryXml.build({ sitemap: { loc: `${site.publicUrl}/sitemap-${i + 1}.xml` } }),
  );
  return sitemapFile('sitemapindex', maps);
}

export interface SitemapFile {
  xml: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Files kept: /sitemap.xml and the numbered parts a crawler is reading (each up to ~5 MB with its copies). */
const MAX_FILES = 16;

/** Jobs read at a time: other requests run between slices (a whole part blocked them for 100-250 ms). */
const SLICE = 5_000;
/** Entries written out at a time (about 10 ms each), other requests running in between. */
const WRITE_SLICE = 1_000;

export function createSitemaps(deps: {
  jobs: Pick<JobsService, 'countOpenJobs' | 'openJobs'>;
  site: Site;
  ttlMs: number;
  clock: Clock;
}) {
  const { jobs, site } = deps;
  let builds = 0;

  /** The sitemap of up to SITEMAP_URLS open jobs from `offset`; null when there are none. */
  async function urlset(offset: number): Promise<string | null> {
    const entries: string[] = [];
    for (let read = 0; read < SITEMAP_URLS; read += SLICE) {
      const list = await jobs.openJobs(offset + read, SLICE);
      for (let at = 0; at < list.length; at += WRITE_SLICE) {
        entries.push(...urlEntries(list.slice(at, at + WRITE_SLICE), site));
        await nextTurn();
      }
      if (list.length < SLICE) break;
    }
    return entries.length ? sitemapFile('urlset', entries) : null;
  }

  /** Part 0 is /sitemap.xml: the job list itself, or past SITEMAP_URLS jobs the index of the parts. */
  async function build(part: number): Promise<SitemapFile | undefined> {
    builds += 1;
    let xml: string | null;
    if (part === 0) {
      const count = await jobs.countOpenJobs();
      xml =
        count > SITEMAP_URLS
          ? sitemapIndexXml(Math.ceil(count / SITEMAP_URLS), site)
          : ((await urlset(0)) ?? sitemapFile('urlset', []));
    } else {
      xml = await urlset((part - 1) * SITEMAP_URLS);
      if (xml === null) return undefined;
    }
    const bytes = Buffer.from(xml);
    const [gz, br] = await Promise.all([
      gzip(bytes, { level: 6 }),
      brotli(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    ]);
    return { xml: bytes, gzip: gz, br, etag: `"${sha256Hex(bytes).slice(0, 32)}"` };
  }

  // fetch() builds a missing or expired file once, however many requests ask for it meanwhile.
  const cache = new LRUCache<number, SitemapFile>({
    max: MAX_FILES,
    ttl: deps.ttlMs,
    perf: { now: deps.clock },
    // Read the clock on every check: lru-cache otherwise reuses a reading for up to a millisecond
    // per timer tick, which a busy event loop stretches (an expired entry served as fresh).
    ttlResolution: 0,
    fetchMethod: (part) => build(part),
  });

  return {
    /** The file, or null when the part is past the last job. */
    async file(part: number): Promise<SitemapFile | null> {
      return (await cache.fetch(part)) ?? null;
    },
    /** How many files were built (tests: a request served from the cache builds nothing). */
    builds: () => builds,
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
