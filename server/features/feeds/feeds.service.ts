/**
 * Job feeds. In: the employer's feed (JOB_FEED_URL), fetched on a schedule with a time and size
 * limit, each entry upserted by its external id; the feed's jobs that left it are closed. A feed
 * that cannot be read, or lists no valid job, changes nothing (an outage must not close every
 * job). Out: /feeds/jobs.xml, every open job in the Indeed-style XML aggregators read, written a
 * slice at a time so neither memory nor the event loop holds the whole list.
 */
import { stateOf } from '../../../common/pay';
import { AppError, ErrorCode } from '../../errors';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { jobRow } from '../jobs/jobs.service';
import { cdata, type FeedEntryError, FeedFormatError, type FeedJob, parseFeed } from './feed-format';
import { fingerprint, type FeedRow, type FeedsRepository } from './feeds.repository';

const FEED_SOURCE = 'feed';
/** Largest feed read (about 5,000 jobs with long descriptions). */
const FEED_MAX_BYTES = 25 * 1024 * 1024;
const FEED_TIMEOUT_MS = 30_000;
/** Open jobs read at a time for the outgoing feed. */
const EXPORT_SLICE = 500;

export interface FeedImportResult {
  created: number;
  updated: number;
  reopened: number;
  unchanged: number;
  closed: number;
  rejected: FeedEntryError[];
}

export interface FeedsDeps {
  repo: FeedsRepository;
  clock: Clock;
  audit: AuditLog;
  site: { siteName: string; publicUrl: string };
  payTransparencyStates: readonly string[];
}

/** The body of `url`, refused past FEED_MAX_BYTES or FEED_TIMEOUT_MS. */
async function fetchFeed(url: string): Promise<string> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    headers: { Accept: 'application/xml, text/xml, application/json' },
    redirect: 'follow',
  });
  if (!res.ok || !res.body) throw new FeedFormatError(`The feed answered HTTP ${res.status}.`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > FEED_MAX_BYTES) throw new FeedFormatError(`The feed is larger than ${FEED_MAX_BYTES} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > FEED_MAX_BYTES) {
      await reader.cancel();
      throw new FeedFormatError(`The feed is larger than ${FEED_MAX_BYTES} bytes.`);
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks).toString('utf8');
}

const JOB_TYPES: Record<string, string> = { Contract: 'contract', Permanent: 'fulltime' };

function xmlJob(row: FeedRow, site: FeedsDeps['site']): string {
  const [city = row.location, state = ''] = row.location.split(',').map((p) => p.trim());
  const pay =
    row.payMin !== null && row.payMax !== null && row.payUnit
      ? `${row.payCurrency} ${Number(row.payMin)}-${Number(row.payMax)} per ${row.payUnit === 'HOUR' ? 'hour' : 'year'}`
      : row.salary;
  const fields: [string, string | null][] = [
    ['title', row.title],
    ['date', new Date(row.openedAt).toUTCString()],
    ['referencenumber', String(row.id)],
    ['requisitionid', row.externalId],
    ['url', `${site.publicUrl}/jobs/${row.id}`],
    ['company', row.corpTitle],
    ['city', city],
    ['state', state.replace(/\s+\d{5}(-\d{4})?$/, '')],
    ['country', 'US'],
    ['postalcode', row.postalCode],
    ['description', row.description],
    ['salary', pay],
    ['jobtype', JOB_TYPES[row.employmentType] ?? row.employmentType.toLowerCase()],
    ['category', row.category],
  ];
  const inner = fields
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `<${k}>${cdata(v!)}</${k}>`)
    .join('');
  return `<job>${inner}</job>\n`;
}

export function createFeedsService(deps: FeedsDeps) {
  const { repo, clock, audit } = deps;

  /** An entry whose place is unknown, or that needs a pay range it lacks, is rejected like a malformed one. */
  function rowOf(job: FeedJob, now: number) {
    const row = jobRow({
      title: job.title,
      description: job.description,
      corpTitle: job.company,
      employmentType: job.employmentType,
      category: job.category,
      location: job.location,
      postalCode: job.postalCode,
      salary: job.salary,
      pay: job.pay,
      openedAt: now,
    });
    const state = stateOf(row.location);
    if (!job.pay && state && deps.payTransparencyStates.includes(state))
      throw new FeedFormatError(`pay: a pay range is required for jobs in ${state}`);
    return row;
  }

  return {
    /** Reads the feed at `url` and brings the feed's jobs in line with it. */
    async importFrom(url: string): Promise<FeedImportResult> {
      const { jobs, errors, listed } = parseFeed(await fetchFeed(url));
      const result: FeedImportResult = {
        created: 0,
        updated: 0,
        reopened: 0,
        unchanged: 0,
        closed: 0,
        rejected: errors,
      };
      const existing = await repo.bySource(FEED_SOURCE);
      const now = clock();
      let valid = 0;
      for (const job of jobs) {
        let row;
        try {
          row = rowOf(job, now);
        } catch (err) {
          if (!(err instanceof AppError || err instanceof FeedFormatError)) throw err;
          result.rejected.push({ entry: job.externalId, message: err.message });
          continue;
        }
        valid += 1;
        const known = existing.get(job.externalId);
        if (!known) {
          await repo.insert(row, FEED_SOURCE, job.externalId, now);
          result.created += 1;
        } else if (known.fingerprint !== fingerprint(row) || !known.open) {
          await repo.update(known.id, { ...row, status: 'Open', active: 1 }, now);
          if (known.open) result.updated += 1;
          else result.reopened += 1;
        } else {
          result.unchanged += 1;
        }
      }
      // Nothing valid read: the feed is broken, not empty of jobs; leave every job as it is.
      if (valid > 0) {
        const gone = [...existing.values()].filter((j) => j.open && !listed.has(j.externalId)).map((j) => j.id);
        await repo.close(gone, now);
        result.closed = gone.length;
      }
      const { rejected, ...counts } = result;
      await audit.record({ action: 'feed.import', detail: { ...counts, rejected: rejected.length } });
      return result;
    },

    /**
     * One job of `source` brought in line with `job` (the REST API's PUT by external id): made,
     * rewritten and opened when it changed or was closed, or left as it is. Same rules as the feed.
     */
    async upsert(
      source: string,
      job: FeedJob,
      descriptionMarkdown: string | null = null,
    ): Promise<{ id: number; created: boolean; changed: boolean }> {
      const now = clock();
      let made;
      try {
        made = rowOf(job, now);
      } catch (err) {
        if (err instanceof FeedFormatError) throw new AppError(ErrorCode.VALIDATION, err.message);
        throw err;
      }
      const row = { ...made, descriptionMarkdown };
      const known = await repo.byExternalId(source, job.externalId);
      if (!known) {
        await repo.insert(row, source, job.externalId, now);
        const made = await repo.byExternalId(source, job.externalId);
        return { id: made!.id, created: true, changed: true };
      }
      if (known.fingerprint === fingerprint(row) && known.open) return { id: known.id, created: false, changed: false };
      await repo.update(known.id, { ...row, status: 'Open', active: 1 }, now);
      return { id: known.id, created: false, changed: true };
    },

    /** A validator of the outgoing feed: changes whenever an open job does, or one opens or closes. */
    async exportTag(): Promise<string> {
      const { count, changedAt } = await repo.openState();
      return `"jobs-${count}-${changedAt}"`;
    },

    /** The outgoing feed's XML, a slice of jobs at a time. */
    async *exportXml(): AsyncGenerator<string> {
      const { site } = deps;
      yield (
        `<?xml version="1.0" encoding="utf-8"?>\n<source>\n<publisher>${cdata(site.siteName)}</publisher>\n` +
        `<publisherurl>${cdata(site.publicUrl)}</publisherurl>\n<lastBuildDate>${cdata(new Date(clock()).toUTCString())}</lastBuildDate>\n`
      );
      let after = 0;
      for (;;) {
        const rows = await repo.openJobsAfter(after, EXPORT_SLICE);
        if (rows.length) yield rows.map((r) => xmlJob(r, site)).join('');
        if (rows.length < EXPORT_SLICE) break;
        after = rows.at(-1)!.id;
      }
      yield '</source>\n';
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
