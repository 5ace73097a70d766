/**
 * The loop behind every table of work to deliver (the mail outbox, webhook deliveries): rows that
 * are pending and due are claimed (locked for a while, FOR UPDATE SKIP LOCKED on PostgreSQL, so each
 * is worked on by one instance) as a worker becomes free, never ahead of it, so a row's lock runs
 * from the moment its work starts; `handle` records the outcome. Up to `concurrency` rows are worked
 * at once; rows of one group (a webhook endpoint) one at a time across instances, in order, so a
 * slow group holds one worker and no other group. One pass runs at a time; a nudge during a pass
 * has it look for work again.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Db, Dialect } from '../db';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import type { Logger } from '../logger';

/** The tables worked this way: each has status, nextAttemptAt, lockedUntil and attempts. */
type QueueTable = 'outbox' | 'webhookDelivery';

interface QueueColumns {
  id: number;
  status: string;
  nextAttemptAt: number;
  lockedUntil: number | null;
  attempts: number;
  /** Stands for the `groupBy` column. */
  group: unknown;
}

export interface DueQueueOptions<T extends QueueTable> {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  logger: Logger;
  table: T;
  /** Works on one claimed row (its attempts already counted) and records the outcome; throwing leaves it locked until `lockMs`. */
  handle(row: Selectable<Database[T]>): Promise<boolean>;
  /** How often to look for due rows when nothing nudges the loop. */
  pollMs?: number;
  /** How many rows are worked on at once (default 1: one after another). */
  concurrency?: number;
  /** Rows with the same value here are worked one at a time, oldest first, across instances. */
  groupBy?: keyof Selectable<Database[T]> & string;
  /** How long a claimed row stays someone's: longer than its work can take (a process that died frees it after this). */
  lockMs?: number;
}

export function createDueQueue<T extends QueueTable>(options: DueQueueOptions<T>) {
  const { dialect, clock, logger } = options;
  // The tables share the columns the loop touches; Kysely's types cannot follow a table chosen at run time.
  const db = options.db as unknown as Kysely<{ queue: QueueColumns }>;
  const table = options.table as unknown as 'queue';
  const group = options.groupBy as unknown as 'group' | undefined;
  const concurrency = options.concurrency ?? 1;
  const lockMs = options.lockMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  let stopping = false;
  /** Wakes a pass that waits for its workers, so that it looks for new work. */
  let wake: (() => void) | null = null;

  /** Claims up to `slots` due rows, at most one per group and none of a group with a row in hand. */
  async function claim(slots: number): Promise<QueueColumns[]> {
    const now = clock();
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom(table)
        .select((eb) => ['id', group ? eb.ref(group).as('groupKey') : eb.lit(0).as('groupKey')])
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
        .orderBy('id')
        // More than the slots when grouped, so that one group's rows leave room for the next.
        .limit(group ? slots * 10 : slots);
      if (group) {
        // Here too the table is chosen at run time: `busy` is the same table under another name.
        const busy = `${table} as busy` as 'queue as busy';
        due = due.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom(busy)
                .select('busy.id')
                .whereRef(`busy.${group}` as 'busy.group', '=', `${table}.${group}` as 'queue.group')
                .where('busy.status', '=', 'pending')
                .where('busy.lockedUntil', '>=', now),
            ),
          ),
        );
      }
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const seen = new Set<unknown>();
      const ids: number[] = [];
      for (const row of await due.execute()) {
        if (ids.length === slots) break;
        if (seen.has(row.groupKey)) continue;
        if (group) seen.add(row.groupKey);
        ids.push(row.id);
      }
      if (ids.length === 0) return [];
      const rows = await trx
        .updateTable(table)
        .set((eb) => ({ lockedUntil: now + lockMs, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', ids)
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.id - b.id);
    });
  }

  /** Works every due row once, up to `concurrency` at a time; returns how many `handle` reported done. */
  async function drainOnce(): Promise<number> {
    let done = 0;
    const working = new Set<Promise<void>>();
    const work = (row: QueueColumns) => {
      const job = options
        .handle(row as never)
        .then(
          (ok) => {
            if (ok) done += 1;
          },
          (err: unknown) => logger.error({ err, table, id: row.id }, 'queue work failed'),
        )
        .finally(() => working.delete(job));
      working.add(job);
    };
    try {
      for (;;) {
        let poked = false;
        const woken = new Promise<void>((resolve) => {
          wake = () => {
            poked = true;
            resolve();
          };
        });
        const free = stopping ? 0 : concurrency - working.size;
        const rows = free > 0 ? await claim(free) : [];
        for (const row of rows) work(row);
        // Claimed something: look again (the groups now in hand are left out) until nothing is due.
        if (rows.length > 0) continue;
        if (working.size === 0 && !poked) return done;
        // A worker finishing frees a slot (and perhaps its group); a nudge means new rows.
        if (working.size > 0 && !poked) await Promise.race([woken, ...working]);
      }
    } finally {
      wake = null;
      // A claim that failed leaves the rows in hand to finish before the pass ends.
      await Promise.all(working);
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      wake?.();
      return running;
    }
    running = drainOnce()
      .catch((err) => {
        logger.error({ err, table }, 'queue worker failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    /**
     * Works what is due now (also used by tests and the CLI): resolves once no pass runs, including
     * one a nudge or another drain asked for while the first was running.
     */
    async drain(): Promise<number> {
      let done = await run();
      while (running) done += await running;
      return done;
    },
    /** Called after a row is written, so it does not wait for the next poll. */
    nudge(): void {
      if (!stopped) setImmediate(() => !stopped && void run());
    },
    start(): void {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      timer = setInterval(() => void run(), options.pollMs ?? 2_000);
      timer.unref();
      void run();
    },
    /** Stops polling and claiming; resolves once the rows in hand are done. */
    async stop(): Promise<void> {
      stopped = true;
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
