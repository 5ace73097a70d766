/**
 * The sitemap files, built at most once per TTL on each instance instead of on every request:
 * at 50,000 open jobs one is 4.7 MB of XML read from 50,000 rows. Each file is kept with its gzip
 * and Brotli copies (compressed on libuv's threads, off the event loop) and a strong ETag. Every
 * instance builds its own, so a job opened or closed through any instance shows on all of them
 * within the TTL.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/tokens';
import { type Site, SITEMAP_URLS, sitemapIndexXml, sitemapXml } from './job-page';
import type { JobsService } from './jobs.service';

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

export function createSitemaps(deps: {
  jobs: Pick<JobsService, 'countOpenJobs' | 'openJobs'>;
  site: Site;
  ttlMs: number;
  clock: Clock;
}) {
  const { jobs, site } = deps;
  let builds = 0;

  /** Part 0 is /sitemap.xml: the job list itself, or past SITEMAP_URLS jobs the index of the parts. */
  async function build(part: number): Promise<SitemapFile | undefined> {
    builds += 1;
    let xml: string;
    if (part === 0) {
      const count = await jobs.countOpenJobs();
      xml =
        count > SITEMAP_URLS
          ? sitemapIndexXml(Math.ceil(count / SITEMAP_URLS), site)
          : sitemapXml(await jobs.openJobs(0, SITEMAP_URLS), site);
    } else {
      const list = await jobs.openJobs((part - 1) * SITEMAP_URLS, SITEMAP_URLS);
      if (list.length === 0) return undefined;
      xml = sitemapXml(list, site);
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
