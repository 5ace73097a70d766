/**
 * The loop behind every table of work to deliver (the mail outbox, webhook deliveries): rows that
 * are pending and due are claimed a batch at a time (locked for a while, FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so each is worked on by one instance), handed to `handle`, which records the outcome.
 * One pass runs at a time; a nudge during a pass runs another after it.
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
}

export interface DueQueueOptions<T extends QueueTable> {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  logger: Logger;
  table: T;
  /** Works on one claimed row (its attempts already counted) and records the outcome; throwing leaves it locked until LOCK_MS. */
  handle(row: Selectable<Database[T]>): Promise<boolean>;
  /** How often to look for due rows when nothing nudges the loop. */
  pollMs?: number;
  batch?: number;
  /** How long a claimed row stays someone's (a process that died mid-batch frees it after this). */
  lockMs?: number;
}

export function createDueQueue<T extends QueueTable>(options: DueQueueOptions<T>) {
  const { dialect, clock, logger } = options;
  // The tables share the columns the loop touches; Kysely's types cannot follow a table chosen at run time.
  const db = options.db as unknown as Kysely<{ queue: QueueColumns }>;
  const table = options.table as unknown as 'queue';
  const batch = options.batch ?? 10;
  const lockMs = options.lockMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function claim() {
    const now = clock();
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom(table)
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', now)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
        .orderBy('id')
        .limit(batch);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((r) => r.id);
      if (ids.length === 0) return [];
      return trx
        .updateTable(table)
        .set((eb) => ({ lockedUntil: now + lockMs, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', ids)
        .returningAll()
        .execute();
    });
  }

  /** Works every due row once; returns how many `handle` reported done. */
  async function drainOnce(): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return done;
      for (const row of rows) {
        if (await options.handle(row as never)) done += 1;
      }
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
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
      timer = setInterval(() => void run(), options.pollMs ?? 2_000);
      timer.unref();
      void run();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
