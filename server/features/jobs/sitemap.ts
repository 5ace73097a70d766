/**
 * The sitemap files, built at most once per TTL on each instance instead of on every request:
 * at 50,000 open jobs one is 4.7 MB of XML read from 50,000 rows. Each file is kept with its gzip
 * and Brotli copies (compressed on libuv's threads, off the event loop) and a strong ETag. Every
 * instance builds its own, so a job opened or closed through any instance shows on all of them
 * within the TTL.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/tokens';
import { type Site, SITEMAP_URLS, sitemapIndexXml, sitemapUrls, urlsetXml } from './job-page';
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

/** Jobs read and written out at a time: other requests run between slices (a whole part blocked them for 100-250 ms). */
const SLICE = 5_000;

export function createSitemaps(deps: {
  jobs: Pick<JobsService, 'countOpenJobs' | 'openJobs'>;
  site: Site;
  ttlMs: number;
  clock: Clock;
}) {
  const { jobs, site } = deps;
  let builds = 0;

  /** The <url> entries of up to SITEMAP_URLS open jobs from `offset`; null when there are none. */
  async function urlset(offset: number): Promise<string | null> {
    const pieces: string[] = [];
    for (let read = 0; read < SITEMAP_URLS; read += SLICE) {
      const list = await jobs.openJobs(offset + read, SLICE);
      if (list.length) pieces.push(sitemapUrls(list, site));
      if (list.length < SLICE) break;
      await nextTurn();
    }
    return pieces.length ? urlsetXml(pieces) : null;
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
          : ((await urlset(0)) ?? urlsetXml([]));
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
