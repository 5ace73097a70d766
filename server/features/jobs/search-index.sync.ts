/**
 * Keeps this instance's in-memory search index (search-index.ts) equal to the database: a full
 * load at start (in the background; searches use the database until it is ready), then, before
 * every search, the job ids appended to `job_change` since the last look. Any instance's writes
 * are therefore seen by the next search on every instance.
 *
 * On PostgreSQL a change id can become visible after a higher one (its transaction committed
 * later), so skipped ids are kept as gaps and looked at again until they appear or are old.
 */
import type { Db } from '../../db';
import type { Logger } from '../../logger';
import { isOpen } from './jobs.service';
import { type IndexDoc, type IndexQuery, type IndexResult, SearchIndex } from './search-index';

const LOAD_BATCH = 5_000;
const CHANGE_BATCH = 10_000;
/** How long a skipped change id is waited for (a transaction still running, or rolled back). */
const GAP_WAIT_MS = 10 * 60_000;
/** Rebuild when replaced ordinals are this share of the index. */
const REBUILD_DEAD_SHARE = 0.5;

interface JobIndexRow {
  id: number;
  status: string;
  active: number;
  employmentType: string;
  category: string;
  latitude: number;
  longitude: number;
  openedAt: number | string;
  searchTitle: string;
  searchBody: string;
}

function toDoc(r: JobIndexRow): IndexDoc {
  return {
    id: r.id,
    searchable: isOpen(r),
    employmentType: r.employmentType,
    category: r.category,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    openedAt: Number(r.openedAt),
    searchTitle: r.searchTitle,
    searchBody: r.searchBody,
  };
}

const COLUMNS = [
  'id',
  'status',
  'active',
  'employmentType',
  'category',
  'latitude',
  'longitude',
  'openedAt',
  'searchTitle',
  'searchBody',
] as const;

export interface SearchIndexStatus {
  ready: boolean;
  documents: number;
  megabytes: number;
  lastChange: number;
}

export function createSearchIndexer(options: { db: Db; logger: Logger; now?: () => number }) {
  const { db, logger } = options;
  const now = options.now ?? Date.now;
  let index: SearchIndex | null = null;
  let lastChange = 0;
  /** Skipped change ids: [from, to] inclusive, and when they were first skipped. */
  let gaps: { from: number; to: number; since: number }[] = [];
  /** The load or feed read under way, and the feed read queued after it. */
  let running: Promise<unknown> | null = null;
  let following: Promise<boolean> | null = null;
  let closed = false;
  let readyResolve: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (readyResolve = resolve));

  async function maxChange(): Promise<number> {
    const row = await db
      .selectFrom('jobChange')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  async function load(): Promise<void> {
    const started = now();
    const fresh = new SearchIndex();
    // Read the feed position first: changes made during the load are applied again afterwards.
    const position = await maxChange();
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom('jobOrder')
        .select(COLUMNS)
        .where('id', '>', after)
        .orderBy('id')
        .limit(LOAD_BATCH)
        .execute()) as JobIndexRow[];
      if (closed) return;
      for (const r of rows) fresh.upsert(toDoc(r));
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    fresh.trim();
    index = fresh;
    lastChange = position;
    gaps = [];
    logger.info(
      { documents: fresh.documents, ms: now() - started, megabytes: Math.round(fresh.bytes / 1e6) },
      'search index loaded',
    );
  }

  async function reindex(target: SearchIndex, ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows = (await db
        .selectFrom('jobOrder')
        .select(COLUMNS)
        .where('id', 'in', chunk)
        .execute()) as JobIndexRow[];
      const found = new Set<number>();
      for (const r of rows) {
        found.add(r.id);
        target.upsert(toDoc(r));
      }
      for (const id of chunk) if (!found.has(id)) target.remove(id);
    }
  }

  /** Applies the feed's news to the index; true when there was any. */
  async function applyChanges(): Promise<boolean> {
    const target = index;
    if (!target) return false;
    let changed = false;
    for (;;) {
      const gapList = gaps;
      const rows = await db
        .selectFrom('jobChange')
        .select(['id', 'jobId'])
        .where((eb) =>
          eb.or([
            eb('id', '>', lastChange),
            ...gapList.map((g) => eb.and([eb('id', '>=', g.from), eb('id', '<=', g.to)])),
          ]),
        )
        .orderBy('id')
        .limit(CHANGE_BATCH)
        .execute();
      if (rows.length === 0) break;
      changed = true;
      const seen = new Set(rows.map((r) => Number(r.id)));
      const newer = rows.map((r) => Number(r.id)).filter((id) => id > lastChange);
      if (newer.length && newer[0]! > lastChange + 1) {
        // Housekeeping prunes the oldest entries: an instance that fell that far behind loads afresh.
        const oldest = await db
          .selectFrom('jobChange')
          .select((eb) => eb.fn.min('id').as('id'))
          .executeTakeFirst();
        if (Number(oldest?.id ?? 0) > lastChange + 1 && lastChange > 0) {
          await load();
          return true;
        }
      }
      // Ids skipped over are transactions not yet visible; remember them.
      let expected = lastChange + 1;
      const fresh: typeof gaps = [];
      for (const id of newer) {
        if (id > expected) fresh.push({ from: expected, to: id - 1, since: now() });
        expected = id + 1;
      }
      gaps = splitGaps(gapList, seen)
        .concat(fresh)
        .filter((g) => now() - g.since < GAP_WAIT_MS);
      if (newer.length) lastChange = newer[newer.length - 1]!;
      await reindex(target, [...new Set(rows.map((r) => r.jobId))]);
      if (rows.length < CHANGE_BATCH) break;
    }
    if (target.deadShare > REBUILD_DEAD_SHARE && target.documents > 10_000) await load();
    return changed;
  }

  /**
   * One refresh at a time. A caller arriving while one runs waits for the next, which starts
   * after it (the running one may have read the feed before the caller's write); all callers
   * arriving meanwhile share that next one.
   */
  function refresh(): Promise<boolean> {
    if (!running) {
      const run = applyChanges().finally(() => {
        if (running === run) running = null;
      });
      running = run;
      return run;
    }
    following ??= running
      .catch(() => undefined)
      .then(() => {
        following = null;
        return refresh();
      });
    return following;
  }

  return {
    /** Loads the index in the background; retries after a failure. */
    start(): void {
      const attempt = () => {
        running = load()
          .then(() => readyResolve())
          .catch((err) => {
            if (closed) return;
            logger.error({ err }, 'search index load failed; searching the database meanwhile');
            if (!closed) setTimeout(attempt, 30_000).unref();
          })
          .finally(() => {
            running = null;
          });
      };
      attempt();
    },

    /** Loads the whole index again (after a bulk import; an instance catches up with the feed anyway). */
    async reload(): Promise<void> {
      while (running) await running.catch(() => undefined);
      running = load().finally(() => {
        running = null;
      });
      await running;
    },

    /** Resolves once the first load is done. */
    ready(): Promise<void> {
      return ready;
    },

    /**
     * Searches the index and hands the result to `fetch` (the page's rows) while reading the change
     * feed: two round trips at once instead of one after the other. When the feed had news the
     * search runs again on the caught-up index, so a result never misses a change committed before
     * the call. Null until the index is loaded.
     */
    async search<T>(
      query: IndexQuery,
      offset: number,
      limit: number,
      fetch: (found: IndexResult) => Promise<T>,
    ): Promise<{ found: IndexResult; rows: T } | null> {
      if (!index) return null;
      const found = index.search(query, offset, limit);
      const [changed, rows] = await Promise.all([refresh(), fetch(found)]);
      if (!changed) return { found, rows };
      const current = index.search(query, offset, limit);
      return { found: current, rows: await fetch(current) };
    },

    status(): SearchIndexStatus {
      return {
        ready: index !== null,
        documents: index?.documents ?? 0,
        megabytes: Math.round((index?.bytes ?? 0) / 1e6),
        lastChange,
      };
    },

    close(): void {
      closed = true;
    },
  };
}

/** What is left of the gaps once the ids in `seen` turned up (walks the seen ids, not the ranges). */
function splitGaps(gaps: { from: number; to: number; since: number }[], seen: Set<number>) {
  const ids = [...seen].sort((a, b) => a - b);
  const out: typeof gaps = [];
  for (const g of gaps) {
    let from = g.from;
    for (const id of ids) {
      if (id < from || id > g.to) continue;
      if (id > from) out.push({ from, to: id - 1, since: g.since });
      from = id + 1;
    }
    if (from <= g.to) out.push({ from, to: g.to, since: g.since });
  }
  return out;
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;
